"""Keep the interface's translations in step with the code, with Qt's own tools.

    python packaging/translations.py update     # lupdate: every translate("ctx", "text") into each .ts
    python packaging/translations.py fill fr F.json   # put translations from a JSON file into dpgui_fr.ts
    python packaging/translations.py release    # lrelease: compile each .ts into the .qm the app loads
    python packaging/translations.py coverage   # how much of each language is translated

The ``.ts`` files are what translators edit (in Qt Linguist or any XML editor); the ``.qm`` files are
built from them and committed, so a source checkout runs translated without a build step. The JSON for
``fill`` is ``{"context": {"English text": "translation"}}``."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
TRANSLATED = ("fr", "es", "pt", "ar", "sw")


def tool(name: str) -> str:
    """PySide6's own lupdate/lrelease, beside the running Python (a virtual environment's bin)."""
    beside = Path(sys.executable).parent / name
    return str(beside) if beside.exists() else shutil.which(name) or name


def update() -> None:
    """lupdate, then each text that only moved to another context (the same English words) keeps its
    translation: lupdate knows an entry by context and source, and would drop it as obsolete."""
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "dpgui").rglob("*.py"))
    for code in TRANSLATED:
        ts = FOLDER / f"dpgui_{code}.ts"
        known = {source: text for _, source, text in entries(ts) if text}
        subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", "-source-language", "en",
                        "-target-language", code, *sources, "-ts", str(ts)],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        moved = {context: {source: known[source]} for context, source, text in entries(ts)
                 if text is None and source in known}
        if moved:
            fill(code, moved)
    release()


def release() -> None:
    for code in TRANSLATED:
        ts = FOLDER / f"dpgui_{code}.ts"
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


def entries(ts: Path) -> list[tuple[str, str, str | None]]:
    """(context, source, translation or None when unfinished) for every entry of a ``.ts`` file."""
    found = []
    for context in ElementTree.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            target = message.find("translation")
            done = target is not None and target.get("type") is None and bool(target.text)
            found.append((context.findtext("name", ""), message.findtext("source", ""), target.text if done else None))
    return found


def coverage() -> dict[str, str]:
    """How much of each language is translated, for the release notes."""
    out = {}
    for code in TRANSLATED:
        found = entries(FOLDER / f"dpgui_{code}.ts")
        done = sum(1 for *_, text in found if text)
        out[code] = f"{done} of {len(found)} ({100 * done / max(len(found), 1):.0f}%)"
    return out


def fill(code: str, wanted: dict[str, dict[str, str]]) -> int:
    """Put ``{"context": {"English text": "translation"}}`` into ``dpgui_<code>.ts``; returns how many entries
    it filled."""
    ts = FOLDER / f"dpgui_{code}.ts"
    tree = ElementTree.parse(ts)
    filled = 0
    for context in tree.getroot().iter("context"):
        texts = wanted.get(context.findtext("name", ""), {})
        for message in context.iter("message"):
            text = texts.get(message.findtext("source", ""))
            if text:
                target = message.find("translation")
                target.text = text
                target.attrib.pop("type", None)
                filled += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else "update"
    if command == "fill":
        print(f"filled {fill(sys.argv[2], json.loads(Path(sys.argv[3]).read_text(encoding='utf-8')))} entries")
    elif command == "coverage":
        for code, share in coverage().items():
            print(code, share)
    else:
        {"update": update, "release": release}[command]()
