"""Every word a person reads goes through translate(context, text) (issue #28): a refusal raised with a plain
string, or a widget or message box given one, would stay English in every language. The check reads the source
(ast), so it covers paths no test runs. Only the floors already wrapped are covered; more are added as they are
finished."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COVERED = ["dpgui/core", "dpgui/store", "dpgui/engine", "dpgui/cli", "dpgui/report", "dpgui/ui"]
SHOWN_BY = {"setText", "setToolTip", "showMessage"}  # widget methods whose text argument a person reads
# Words kept in English on purpose: an imported form stores them as why a row is not asked, which the survey's
# fingerprint hashes, so the same form must give the same words in every interface language (dpgui/core/rr/survey.py).
KEPT_IN_ENGLISH = {("dpgui/core/rr/odk_logic.py", "*"), ("dpgui/core/rr/survey.py", "Question.validate"),
                   ("dpgui/store/importers/xlsform.py", "_whole_numbers")}
PYTHON_PROTOCOL = {"AttributeError"}  # a module's __getattr__ says what Python itself says


def _words(node: ast.AST) -> str | None:
    """The text of a plain string or f-string (placeholders as {}), None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def _name(func: ast.AST) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _context(path: str) -> str:
    module = path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
    return module.removeprefix("dpgui.")


class _Finder(ast.NodeVisitor):
    """Untranslated words in one module, and translate calls whose context is not the module's."""

    def __init__(self, path: str):
        self.path, self.scope, self.found = path, [], []

    def _scoped(self, node):
        self.scope.append(node.name)
        self.generic_visit(node)
        self.scope.pop()

    visit_ClassDef = visit_FunctionDef = visit_AsyncFunctionDef = _scoped

    def _kept(self) -> bool:
        return bool({(self.path, "*"), (self.path, ".".join(self.scope))} & KEPT_IN_ENGLISH)

    def _plain(self, node: ast.AST, args: list[ast.AST], what: str) -> None:
        for arg in args:
            text = _words(arg)
            if text is not None and " " in text and not self._kept():
                self.found.append(f"{self.path}:{node.lineno}: {what} with plain words {text[:60]!r}")

    def visit_Raise(self, node: ast.Raise):
        call = node.exc
        if isinstance(call, ast.Call) and _name(call.func)[:1].isupper() and _name(call.func) not in PYTHON_PROTOCOL:
            self._plain(node, [*call.args, *(k.value for k in call.keywords)], f"raise {_name(call.func)}")
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call):
        name = _name(node.func)
        if name in SHOWN_BY or isinstance(node.func, ast.Attribute) and _name(node.func.value) == "QMessageBox":
            self._plain(node, node.args, f".{name}()")
        if isinstance(node.func, ast.Name) and name in ("translate", "QT_TRANSLATE_NOOP") and len(node.args) > 1 \
                and isinstance(node.args[1], ast.Constant):  # words of this module (a constant marked in its own
            # module is translated in that module's context wherever it is shown)
            context, own = _words(node.args[0]) or "", _context(self.path)
            if context != own and not context.startswith(own + "."):  # a sub-context sets words apart (separators)
                self.found.append(f"{self.path}:{node.lineno}: {name} in context {context!r}, not {own!r}")
        self.generic_visit(node)


def untranslated(folders: list[str], root: Path = ROOT) -> list[str]:
    found = []
    for folder in folders:
        for file in sorted((root / folder).rglob("*.py")):
            path = file.relative_to(root).as_posix()
            finder = _Finder(path)
            finder.visit(ast.parse(file.read_text(encoding="utf-8"), path))
            found += finder.found
    return found


def test_covered_floors_say_everything_through_translate():
    found = untranslated(COVERED)
    assert not found, "words shown untranslated:\n" + "\n".join(found)


def test_the_check_finds_each_kind_of_plain_words(tmp_path):
    """A refusal, a label, a message box and a wrong context are each found; translated words are not."""
    folder = tmp_path / "dpgui" / "fake"
    folder.mkdir(parents=True)
    (folder / "mod.py").write_text(
        'from dpgui.core.words.translation import translate\n'
        'def f(label, name):\n'
        '    raise ValueError(f"there is no {name} here")\n'
        'def g(label):\n'
        '    label.setText("Open a project")\n'
        '    QMessageBox.warning(None, "Cannot open", translate("fake.mod", "It is busy"))\n'
        '    label.setToolTip(translate("ui.other", "Wrong context"))\n'
        '    raise ValueError(translate("fake.mod", "the {name} is fine").format(name=label))\n'
        '    raise KeyError("word")\n', encoding="utf-8")
    found = untranslated(["dpgui/fake"], tmp_path)
    assert [line.split(": ", 1)[0] for line in found] == ["dpgui/fake/mod.py:3", "dpgui/fake/mod.py:5",
                                                            "dpgui/fake/mod.py:6", "dpgui/fake/mod.py:7"]
