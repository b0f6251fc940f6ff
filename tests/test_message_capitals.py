"""Every message dpgui gives starts with a capital letter (issue #28): the errors it raises (which the app, the
command line and the reports show as they are), what it writes in the status bar and in labels' setText, and
the titles and texts of its message boxes. Found by reading the code (ast), so a new message is checked too."""

import ast
import unicodedata
from pathlib import Path

import dpgui

ROOT = Path(dpgui.__file__).parent
BOXES = {"warning", "information", "question", "critical"}  # QMessageBox's (parent, title, text, ...)
SETTERS = {"setText", "setInformativeText", "showMessage"}


def leading(node: ast.AST) -> list[ast.AST]:
    """The literals a message built by ``node`` can start with (none when it starts with a value: a name, a
    number, an error's own message)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node]
    if isinstance(node, ast.JoinedStr):
        first = node.values[0] if node.values else None
        return [node] if isinstance(first, ast.Constant) else []
    if isinstance(node, ast.BinOp):
        return leading(node.left)
    if isinstance(node, ast.IfExp):
        return leading(node.body) + leading(node.orelse)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "translate" \
            and len(node.args) > 1:
        return leading(node.args[1])
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return leading(node.func.value)
    return []


def messages(tree: ast.AST):
    """Each expression whose text is a message."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args:
            yield node.exc.args[0]
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr in SETTERS and node.args:
                yield node.args[0]
            elif (isinstance(func, ast.Attribute) and func.attr in BOXES and isinstance(func.value, ast.Name)
                  and func.value.id == "QMessageBox") or (isinstance(func, ast.Name) and func.id == "QMessageBox"):
                yield from node.args[1:3]


def text_of(literal: ast.AST) -> str:
    return literal.value if isinstance(literal, ast.Constant) else literal.values[0].value


def lower_case_start(text: str) -> bool:
    """A lower-case Latin letter first, unless the first word is a name from the code or a formula, which keeps
    its case: one with an underscore (``uniform_below``) or a single letter (``k``, ``n``; not the article a)."""
    text = text.lstrip()
    word = text.split(" ", 1)[0].rstrip(",:")
    if not text or "_" in word or (len(word) == 1 and word != "a"):
        return False
    return text[0].islower() and unicodedata.name(text[0], "").startswith("LATIN")


def offenders(root: Path = ROOT) -> list[str]:
    found = []
    for path in sorted(root.rglob("*.py")):
        for message in messages(ast.parse(path.read_text(encoding="utf-8"))):
            found += [f"{path.relative_to(root.parent)}:{literal.lineno}: {text_of(literal)[:50]!r}"
                      for literal in leading(message) if lower_case_start(text_of(literal))]
    return found


def test_power_lower_case_messages_are_found(tmp_path):
    (tmp_path / "m.py").write_text(
        'raise ValueError(f"the bound {b} is wrong")\n'
        'raise StoreError(translate("store.x", "cannot open {name}").format(name=n))\n'
        'bar.showMessage("saved" if ok else "Not saved")\n'
        'QMessageBox.warning(self, "Cannot open", "the file is damaged")\n'
        'label.setText("done: " + text)\n'
        'raise ValueError(f"{name} is wrong")\n'          # a value first: its own case
        'raise ValueError("k must be at least 1")\n'      # a name from the formula
        'raise ValueError("uniform_below needs d >= 1")\n'
        'raise ValueError("ε must be positive")\n'
        'raise ValueError("A range needs two numbers")\n')
    assert [line.split(": ", 1)[1] for line in offenders(tmp_path)] == [
        "'the bound '", "'cannot open {name}'", "'saved'", "'the file is damaged'", "'done: '"]


def test_every_message_starts_with_a_capital_letter():
    assert offenders() == []
