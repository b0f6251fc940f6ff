"""Names a curator gives (datasets, groups of people, surveys): checked on the way in, escaped on the way out.

A name is shown in terminals, tables, reports and other people's programs. A control character (a line
break, ESC), an invisible character (any of Unicode's default-ignorable code points, or a blank filler such
as U+3164 or U+2800) or a text-direction override (U+202E) in it could forge a ledger line, recolour or
rewrite the terminal, or show another name than the one stored, so such names are refused; a name that
looks like one already there (``clinic`` spelt with a Cyrillic \u0456, or struck through, beside ``clinic``)
is allowed but warned about, since both may be meant. Files made before these checks, and names that come
from data files (column names, categories), may still hold such characters: :func:`shown` writes them as
visible escapes wherever text is printed.
"""

from __future__ import annotations

import html
import json
import re
import unicodedata
from bisect import bisect_right

from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.store.declared.confusables import PROTOTYPES

MAX_NAME_CHARS = 200
_JOINERS = {"\u200c", "\u200d"}  # zero-width (non-)joiners: part of how Persian, Indic scripts and emoji are written
# Unicode's Default_Ignorable_Code_Point, which the standard library does not expose: what shows nothing by default
# (variation selectors, fillers, tags, the Hangul fillers, ...). From DerivedCoreProperties.txt, Unicode 14.0.0
# (the version of confusables.py), adjacent ranges merged: first and last code point of each range.
_IGNORABLE = ((0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160), (0x17B4, 0x17B5),
              (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164),
              (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
              (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF))
_FIRSTS = [first for first, _ in _IGNORABLE]
_BLANKS = {"\u2800"}  # drawn as nothing, though not ignorable: BRAILLE PATTERN BLANK
_NOT_PLAIN = re.compile(r"[^ -~]")  # all but printable ASCII: what :func:`_hidden` looks at


def _invisible(ch: str) -> bool:
    """Default-ignorable (joiners included) or a blank filler: what a reader cannot see."""
    i = bisect_right(_FIRSTS, ord(ch)) - 1
    return (i >= 0 and ord(ch) <= _IGNORABLE[i][1]) or ch in _BLANKS


def _hidden(ch: str, keep_lines: bool = False) -> bool:
    """Control, invisible format (incl. every text-direction control), line/paragraph separator, surrogate, or
    any other character that shows nothing (:func:`_invisible`), but for the joiners some scripts need."""
    if " " <= ch <= "~" or (keep_lines and ch == "\n"):
        return False
    return (unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs") or _invisible(ch)) and ch not in _JOINERS


def _escape(ch: str) -> str:
    code = ord(ch)
    if code > 0xFFFF:  # as a JSON surrogate pair, so JSON output stays valid JSON
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


def shown(text, keep_lines: bool = False) -> str:
    """``text`` with every hidden character written as a visible ``\\u`` escape with its four hex digits (valid
    inside a JSON string too), so that it stays on one line and cannot move the cursor, recolour the terminal or
    reorder what follows. ``keep_lines`` keeps line breaks, for texts of several lines that dpgui itself built."""
    text = str(text)
    # Nothing hidden: the common case, checked in C (reports of thousands; a release's JSON has a line break per row).
    if text.isascii() and (text.replace("\n", "") if keep_lines else text).isprintable():
        return text
    # Else only the characters outside printable ASCII are looked at: found in C, not one by one in Python (a
    # release's JSON, with a few "×" or "ε" in its thousands of characters, took 1.8 ms).
    return _NOT_PLAIN.sub(lambda m: _escape(m[0]) if _hidden(m[0], keep_lines) else m[0], text)


def json_text(data, **options) -> str:
    """``data`` as JSON (``json.dumps`` ``options``) that is exact as data and safe on a terminal: every hidden
    character is written as a JSON ``\\u`` escape, which a reader decodes back into that very character."""
    return shown(json.dumps(data, ensure_ascii=False, **options), keep_lines=True)


def html_text(text) -> str:
    """``text`` for HTML (reports, the app's rich-text labels): hidden characters shown, then markup escaped."""
    return html.escape(shown(text))


def brief(name: str) -> str:
    """A name cut to the length allowed today, for reports (a file made before the limit may hold longer ones)."""
    return name if len(name) <= MAX_NAME_CHARS else name[:MAX_NAME_CHARS] + "…"


def check_name(name: str, what: str | None = None) -> str:
    """The name without surrounding spaces, or a one-line ValueError saying why it cannot be used; ``what`` names
    the thing named, in the reader's language (the dataset by default)."""
    what = what or translate("store.declared.names", "the dataset")
    name = name.strip()
    if not name:
        raise ValueError(translate("store.declared.names", "{what} needs a name").format(what=what))
    if len(name) > MAX_NAME_CHARS:
        raise ValueError(translate("store.declared.names", "The name of {what} is {length} characters long; the limit "
                                   "is {most}").format(what=what, length=plain_number(len(name)), most=MAX_NAME_CHARS))
    hidden = next((c for c in name if _hidden(c)), None)
    if hidden is not None:
        called = unicodedata.name(hidden, "").lower()
        raise ValueError(translate("store.declared.names", "The name of {what} holds an invisible, blank or control "
                                   "character, or one that turns the text around ({character}); type the name again "
                                   "without it").format(
            what=what, character=f"U+{ord(hidden):04X}{', ' + called if called else ''}"))
    return name


def skeleton(name: str) -> str:
    """What ``name`` looks like, case aside: NFKC, then each character replaced by the ASCII it passes for
    (Unicode's confusables, UTS #39; what shows nothing dropped, as UTS #39 drops default-ignorables), then
    case-folded. Two names with one skeleton can be taken for each other."""
    return "".join(PROTOTYPES.get(c, c) for c in unicodedata.normalize("NFKC", name) if not _invisible(c)).casefold()


def _unmarked(name: str) -> str:
    """``name`` without the combining marks drawn on ASCII letters (``c\u0336linic``, struck through, still reads
    ``clinic``). Not part of UTS #39's skeleton, and only over ASCII: marks are letters' own parts in many scripts."""
    kept: list[str] = []
    for c in unicodedata.normalize("NFD", name):
        if not (kept and kept[-1].isascii() and unicodedata.category(c) in ("Mn", "Me")):
            kept.append(c)
    return "".join(kept)


def _folded(name: str) -> str:
    return unicodedata.normalize("NFKC", name).casefold()


def look_alike(name: str, others) -> str | None:
    """The first of ``others`` (other than ``name`` itself) that can be taken for ``name``: the same skeleton with or
    without marks drawn on ASCII letters, or the same letters in another case (confusables map capital I to l but
    leave i, so case is compared apart)."""
    marks, folded = {skeleton(name), skeleton(_unmarked(name))}, _folded(name)
    return next((o for o in others if o != name and ({skeleton(o), skeleton(_unmarked(o))} & marks
                                                     or _folded(o) == folded)), None)


def look_alike_notice(name: str, other: str, what: str | None = None) -> str:
    """The warning for a new name that can be taken for an existing one (``repr`` escapes hidden characters);
    ``what`` names the kind of thing named, in the reader's language (dataset by default)."""
    return translate("store.declared.names", "The new {what} name {name} looks like the existing {other} (the same "
                     "letters, or letters of another alphabet that look the same); check that it is the one you "
                     "meant").format(what=what or translate("store.declared.names", "dataset"), name=repr(name),
                                     other=repr(other))
