"""Analysis scripts written beside a survey export: R, Stata (.do) and SPSS syntax (.sps).

Each script recomputes dpgui's own estimate for every option of every question in the file, with
the design's parameters written exactly (2/3, never 0.6666666667) and nothing but the language
itself: P(report) = c·share + d, so the estimate is (λ̂ − d)/c kept within [0, 1], its SE
sqrt(λ̂(1 − λ̂)/(n − 1))/|c|, and a 95% Wilson interval for λ mapped through the design
(dpgui.core.rr.estimators). Missing answers are left out of each question's n, as dpgui does.
The R script also runs RRreg and rr when they are installed, avoiding rr 1.4.2's print and
summary methods, which stop with "object 'param' not found" for every design but forced response.

A question or option name is text from a form, not code: Stata and SPSS refer to each column by the name
``stat_names`` gives it (the same name a .sav or .dta export holds), R quotes it, and no comment or string
carries a line break, control character or bidirectional mark out of its line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from decimal import Decimal, localcontext
from fractions import Fraction
from pathlib import Path

from dpgui.core.rr.survey import Question, Survey, design_parameters_text
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.store.safe_files import write_text

# Words Stata and SPSS keep for themselves (SPSS ignores case); Stata's list as pandas refuses them (Mata's words too).
SPSS_RESERVED = {"all", "and", "by", "eq", "ge", "gt", "le", "lt", "ne", "not", "or", "to", "with"}
STATA_RESERVED = {"aggregate", "array", "boolean", "break", "byte", "case", "catch", "class", "colvector", "complex",
                  "const", "continue", "default", "delegate", "delete", "do", "double", "else", "eltypedef", "end",
                  "enum", "explicit", "export", "external", "float", "for", "friend", "function", "global", "goto",
                  "if", "in", "inline", "int", "local", "long", "null", "pi", "pragma", "protected", "quad",
                  "rowvector", "short", "strl", "typedef", "typename", "using", "virtual", "with"}
STAT_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,31}")  # both: a letter first, at most 32 characters
R_RESERVED = {"if", "else", "repeat", "while", "function", "for", "next", "break", "TRUE", "FALSE", "NULL", "Inf",
              "NaN", "NA", "NA_integer_", "NA_real_", "NA_complex_", "NA_character_", "in"}


def exact(x) -> str:
    """A probability as R, Stata and SPSS read it without rounding: 0.125, 3, or 2/3."""
    x = Fraction(x)
    if x.denominator == 1:
        return str(x.numerator)
    rest = x.denominator
    for prime in (2, 5):
        while rest % prime == 0:
            rest //= prime
    if rest == 1:  # a terminating decimal: written out in full
        with localcontext() as context:
            context.prec = 60
            return format(Decimal(x.numerator) / Decimal(x.denominator), "f")
    return f"{x.numerator}/{x.denominator}"


def _atom(x) -> str:
    """``exact(x)`` safe inside a longer expression."""
    text = exact(x)
    return f"({text})" if "/" in text else text


def _exp(epsilon) -> str:
    return f"exp({exact(epsilon)})"


def r_arguments(q: Question) -> dict:
    """The design as R's rr (design, p, p1, p0, q) and RRreg (model, p) name it; empty when neither fits.
    The rr_* values are numbers for the codebook; RRreg_p is an exact R expression."""
    if q.kind != "sensitive_yes_no":
        return {}
    design = q.binary()
    prm = {k: float(v) for k, v in design.parameters.items()}
    raw = design.parameters
    if design.name == "forced":
        return {"rr_design": "forced-known", "rr_p": prm["p_truth"], "rr_p1": prm["p_yes"], "rr_p0": prm["p_no"],
                "RRreg_model": "FR", "RRreg_p": f"c({exact(raw['p_no'])}, {exact(raw['p_yes'])})"}
    if design.name == "unrelated":
        return {"rr_design": "unrelated-known", "rr_p": prm["p"], "rr_q": prm["q"],
                "RRreg_model": "UQTknown", "RRreg_p": f"c({exact(raw['p'])}, {exact(raw['q'])})"}
    if design.name == "warner":
        return {"rr_design": "mirrored", "rr_p": prm["p"], "RRreg_model": "Warner", "RRreg_p": exact(raw["p"])}
    w = _exp(raw["epsilon"])  # "by ε" is Warner with p = e^ε/(1 + e^ε)
    return {"rr_design": "mirrored", "rr_p": float(design.a), "RRreg_model": "Warner", "RRreg_p": f"{w}/(1 + {w})"}


def _rr_call(q: Question, column: str, kept: str) -> str:
    """rr::rrreg on the answered rows, with the design's arguments written exactly. rr 1.4.2 stops on a
    mirrored design with p < 1/2 ("negative weights"): that design is p' = 1 − p on the reversed answers."""
    design = q.binary()
    raw = design.parameters
    response = _r_name(column)
    if design.name == "forced":
        args = f"p = {exact(raw['p_truth'])}, p1 = {exact(raw['p_yes'])}, p0 = {exact(raw['p_no'])}"
    elif design.name == "unrelated":
        args = f"p = {exact(raw['p'])}, q = {exact(raw['q'])}"
    elif design.name == "warner" and raw["p"] < Fraction(1, 2):
        args, response = f"p = {exact(1 - raw['p'])}", f"I(1 - {response})"
    elif design.name == "warner":
        args = f"p = {exact(raw['p'])}"
    else:
        w = _exp(raw["epsilon"])
        args = f"p = {w}/(1 + {w})"
    return f"rr::rrreg({response} ~ 1, data = {kept}, {args}, design = \"{r_arguments(q)['rr_design']}\", start = 0)"


@dataclass(frozen=True)
class Part:
    """One estimated share: the reports in ``column`` (0/1, or equal to ``value``) with P(report) = c·share + d."""

    question: str
    option: str
    column: str
    value: int | None
    c: str
    d: str

    @property
    def label(self) -> str:
        return _plain(f"{self.question} = {self.option}")


def _plain(text: str) -> str:
    """Text safe inside a string of all three languages (no quote, backtick, $, %, / or control character)."""
    return re.sub(r"[^\w .=:-]", "_", text)


def linear(q: Question) -> tuple[str, str] | None:
    """(c, d) of P(an option reported) = c·share + d as exact expressions; None when dpgui gives no estimate."""
    if q.kind == "sensitive_yes_no":
        design = q.binary()
        raw = design.parameters
        if design.name == "warner":
            return f"2*{_atom(raw['p'])} - 1", f"1 - {_atom(raw['p'])}"
        if design.name == "forced":
            return exact(raw["p_truth"]), exact(raw["p_yes"])
        if design.name == "unrelated":
            return exact(raw["p"]), f"(1 - {_atom(raw['p'])})*{_atom(raw['q'])}"
        w = _exp(raw["epsilon"])
        return f"({w} - 1)/({w} + 1)", f"1/({w} + 1)"
    if q.kind == "sensitive_choice":
        oracle = q.oracle()
        w = _exp(oracle.epsilon)
        if oracle.kind == "grr":  # p = e^ε/(e^ε + k − 1), q = 1/(e^ε + k − 1)
            return f"({w} - 1)/({w} + {oracle.k - 1})", f"1/({w} + {oracle.k - 1})"
        return f"1/2 - 1/({w} + 1)", f"1/({w} + 1)"  # OUE: p = 1/2, q = 1/(e^ε + 1)
    if q.kind in ("select_one", "select_multiple"):
        return "1", "0"  # asked directly: the share of answers
    return None


def parts(q: Question, columns: list[str]) -> list[Part]:
    """Every share the scripts estimate for ``q``, as dpgui does; none when its column is not in the file."""
    cd = linear(q)
    if cd is None:
        return []
    if q.kind == "sensitive_yes_no":
        found = [Part(q.name, "yes", q.name, None, *cd)]
    elif q.oue:
        found = [Part(q.name, code, f"{q.name}_{code}", None, *cd) for code in q.codes]
    else:
        found = [Part(q.name, code, q.name, i, *cd) for i, code in enumerate(q.codes)]
    return [p for p in found if p.column in columns]


def _about(q: Question) -> str:
    """The question's design in one comment line."""
    if not q.sensitive:
        return translate("report.survey_scripts", "{name}: asked directly, NOT protected (the share of "
                         "answers)").format(name=q.name)
    if q.kind == "sensitive_choice" or q.design.get("name") == "epsilon":  # the text names ε already
        return f"{q.name}: {design_parameters_text(q)}"
    eps = (translate("report.survey_scripts", "∞ (not private)") if q.epsilon == float("inf")
           else plain_number(q.epsilon, digits=4))
    return f"{q.name}: {design_parameters_text(q)}, ε = {eps}"


def _skipped(q: Question) -> str:
    if q.kind == "integer":
        return translate("report.survey_scripts", "{name}: a whole number; dpgui gives no estimate for it").format(
            name=q.name)
    return translate("report.survey_scripts", "{name}: kept as given ({kind}), not estimated").format(
        name=q.name, kind=q.kind)


def _one_line(text: str) -> str:
    """Text on one comment line that no language reads as code: no line break, control character or
    bidirectional mark (each becomes a space), block comment or ///."""
    text = "".join(c if c.isprintable() else " " for c in str(text))
    return " ".join(re.sub(r"/\*|\*/|//", " ", text).split())


def _reserved(name: str) -> bool:
    lower = name.lower()
    return lower in SPSS_RESERVED or lower in STATA_RESERVED or re.fullmatch(r"str\d+", lower) is not None


def _stat_name_ok(name: str) -> bool:
    """Whether ``name`` can stand as it is in both SPSS and Stata."""
    return STAT_NAME.fullmatch(name) is not None and not _reserved(name)


def stat_names(columns: list[str]) -> list[str]:
    """Each column's name in a .sav or .dta export and in the Stata and SPSS scripts: letters, digits and _,
    a letter first, at most 32 characters, no word either language keeps, unique even ignoring case (as SPSS
    compares). A name that already is all that is kept (the first of two that differ only in case); any other
    becomes the nearest such name, with _2, _3 ... when it would be taken: "a-b" and "a.b" become a_b and a_b_2."""
    taken, kept = set(), set()
    for i, name in enumerate(columns):
        if _stat_name_ok(name) and name.lower() not in taken:
            taken.add(name.lower())
            kept.add(i)
    names = []
    for i, name in enumerate(columns):
        if i in kept:
            names.append(name)
            continue
        base = re.sub(r"[^A-Za-z0-9_]", "_", name)
        base = (base if re.match(r"[A-Za-z]", base) else f"v{base}")[:32]
        if _reserved(base):
            base = f"{base[:31]}_"
        new, number = base, 1
        while new.lower() in taken:
            number += 1
            new = f"{base[:32 - len(str(number)) - 1]}_{number}"
        taken.add(new.lower())
        names.append(new)
    return names


def _lines(text: str) -> list[str]:
    """dpgui's words for the comments at a script's top, one comment line for each of their lines (a translation
    breaks its own), each kept on its line with nothing a script's language reads as code."""
    return [_one_line(line) for line in text.split("\n") if line.strip()]


def _method() -> list[str]:
    """How every script estimates, in comment lines."""
    return _lines(translate(
        "report.survey_scripts",
        "Each estimate is dpgui's: the share of reports with the design's known noise removed,\n"
        "(share of reports - d)/c where P(report) = c x share + d, kept within 0 and 1 (raw shows it before),\n"
        "its SE sqrt(share of reports x (1 - share of reports)/(n - 1))/|c|, and the 95% Wilson interval\n"
        "for the share of reports mapped through the design (within 0 and 1).\n"
        "Missing answers stay missing and are left out of each question's estimate, as in dpgui:\n"
        "n is the number of people who answered that question."))


# ---------------------------------------------------------------------------------------------- R

READERS_R = {".csv": 'read.csv({name}, check.names = FALSE)',
             ".xlsx": 'as.data.frame(readxl::read_excel({name}, sheet = "responses"))',
             ".sav": 'as.data.frame(haven::zap_labels(haven::read_sav({name})))',
             ".dta": 'as.data.frame(haven::zap_labels(haven::read_dta({name})))'}
READER_PACKAGE = {".xlsx": "readxl", ".sav": "haven", ".dta": "haven"}

R_HELPERS = r'''z <- qnorm(0.975)  # 95% intervals, dpgui's default

# reported: the 0/1 reports (NA = no answer); c and d: P(report) = c x share + d.
debias <- function(label, reported, c, d) {
  reported <- reported[!is.na(reported)]  # missing answers are left out
  n <- length(reported)
  if (n < 2) {
    cat(label, ": fewer than two answers, no estimate\n", sep = "")
    return(invisible(NA))
  }
  lambda <- sum(reported) / n
  raw <- (lambda - d) / c
  se <- sqrt(lambda * (1 - lambda) / (n - 1)) / abs(c)
  centre <- (lambda + z^2 / (2 * n)) / (1 + z^2 / n)
  half <- z / (1 + z^2 / n) * sqrt(lambda * (1 - lambda) / n + z^2 / (4 * n^2))
  end1 <- (min(max(centre - half, 0), 1) - d) / c
  end2 <- (min(max(centre + half, 0), 1) - d) / c
  low <- min(max(min(end1, end2), 0), 1)
  high <- min(max(max(end1, end2), 0), 1)
  outside <- if (raw < 0 || raw > 1) sprintf(" (raw %.6f, outside 0 to 1)", raw) else ""
  cat(sprintf("%s: estimate %.6f%s, SE %.6f, 95%% interval %.6f to %.6f, n = %d\n",
              label, min(max(raw, 0), 1), outside, se, low, high, n))
  invisible(raw)
}

# RRreg and rr, when installed: their own estimates beside dpgui's.
has_RRreg <- requireNamespace("RRreg", quietly = TRUE)
has_rr <- requireNamespace("rr", quietly = TRUE)
also <- function(package, fit) {
  tryCatch(withCallingHandlers(fit, warning = function(w) {
    # rr warns that q may not depend on covariates; these models have none
    if (grepl("unrelated question", conditionMessage(w), fixed = TRUE)) invokeRestart("muffleWarning")
  }), error = function(e) {
    cat("  ", package, " could not estimate this: ", conditionMessage(e), "\n", sep = "")
    NULL
  })
}
show_RRreg <- function(fit, option = length(fit$pi)) {
  if (!is.null(fit)) cat(sprintf("  RRreg::RRuni: estimate %.6f, SE %.6f\n", fit$pi[option], fit$piSE[option]))
}
# rr 1.4.2's print() and summary() stop for every design but forced response: read the fit directly.
# rr fits a logistic model by maximum likelihood; its intercept-only share is plogis(intercept).
show_rr <- function(fit) {
  if (is.null(fit)) return(invisible())
  share <- plogis(coef(fit)[[1]])
  cat(sprintf("  rr::rrreg: estimate %.6f, SE %.6f (maximum likelihood, SE from the logit scale)\n",
              share, share * (1 - share) * fit$se[[1]]))
}
inside <- function(raw) isTRUE(raw > 0 && raw < 1)  # rr's logistic model has no finite estimate at 0 or 1
'''


R_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _r_string(text: str) -> str:
    """``text`` as an R string: a line break, control character or bidirectional mark is written as its
    escape (\\u202e), so the string stays on its line and reads as what it holds."""
    def escape(c: str) -> str:
        if c in R_ESCAPES:
            return R_ESCAPES[c]
        return c if c.isprintable() else f"\\{'u' if ord(c) < 0x10000 else 'U'}{{{ord(c):04x}}}"
    return '"' + "".join(map(escape, text)) + '"'


def _r_syntactic(name: str) -> bool:
    return re.fullmatch(r"[A-Za-z][A-Za-z0-9._]*", name) is not None and name not in R_RESERVED


def _r_name(name: str) -> str:
    """``name`` as R code: itself when syntactic, else in backticks (where R reads \\xhh but not \\u escapes:
    a character that is not printable is written as its UTF-8 bytes)."""
    if _r_syntactic(name):
        return name
    def escape(c: str) -> str:
        if c in "\\`":
            return "\\" + c
        return c if c.isprintable() else "".join(f"\\x{b:02x}" for b in c.encode("utf-8"))
    return "`" + "".join(map(escape, name)) + "`"


def _r_column(frame: str, name: str) -> str:
    """The column ``name`` of the data frame ``frame``: frame$name, or frame[["name"]] when it is not syntactic."""
    return f"{frame}${name}" if _r_syntactic(name) else f"{frame}[[{_r_string(name)}]]"


def _r_reader(data_file: Path) -> list[str]:
    suffix = data_file.suffix.lower()
    lines = []
    if suffix in READER_PACKAGE:
        package = READER_PACKAGE[suffix]
        lines.append(f'if (!requireNamespace("{package}", quietly = TRUE)) '
                     f'stop("reading {_plain(data_file.name)} needs the R package {package}: '
                     f'install.packages(\\"{package}\\")")')
    return lines + [f"d <- {READERS_R[suffix].format(name=_r_string(data_file.name))}"]


def _r_question(q: Question, found: list[Part]) -> list[str]:
    lines = ["", f"# {_one_line(_about(q))}"]
    column = found[0].column
    kept = f"d[!is.na({_r_column('d', column)}), ]"
    response = _r_column(kept, column)
    if q.kind == "sensitive_yes_no":
        args = r_arguments(q)
        lines += ["# " + _one_line(translate("report.survey_scripts", "P(yes reported) = c x prevalence + d with c = "
                                             "{c} and d = {d}").format(c=found[0].c, d=found[0].d)),
                  f"raw <- debias({_r_string(found[0].label)}, d[[{_r_string(column)}]], "
                  f"c = {found[0].c}, d = {found[0].d})",
                  f"if (has_RRreg && !is.na(raw)) show_RRreg(also(\"RRreg\", RRreg::RRuni(response = {response}, "
                  f"model = \"{args['RRreg_model']}\", p = {args['RRreg_p']})))",
                  f"if (has_rr && inside(raw)) show_rr(also(\"rr\", {_rr_call(q, column, kept)}))"]
        return lines
    if q.sensitive and not q.oue:  # GRR: one misclassification matrix for all options
        oracle = q.oracle()
        w = _exp(oracle.epsilon)
        lines += ["# " + _one_line(translate("report.survey_scripts", "P(option reported) = c x share + d with c = "
                                             "p - q and d = q, p = {p}, q = {q}").format(
                      p=f"{w}/({w} + {oracle.k - 1})", q=f"1/({w} + {oracle.k - 1})")),
                  "fit <- NULL",
                  f"if (has_RRreg && sum(!is.na(d[[{_r_string(column)}]])) >= 2) {{",
                  f"  P <- matrix(1/({w} + {oracle.k - 1}), {oracle.k}, {oracle.k})",
                  f"  diag(P) <- {w}/({w} + {oracle.k - 1})  # P[reported, true]",
                  f"  fit <- also(\"RRreg\", RRreg::RRuni(response = {response}, model = \"custom\", p = P))",
                  "}"]
    elif q.sensitive:
        lines.append("# " + _one_line(translate("report.survey_scripts", "each option's 0/1 column: P(1 reported) = "
                                                "c x share + d with c = p - q and d = q, p = 1/2, q = {q}").format(
            q=found[0].d)))
    else:
        lines.append("# " + _one_line(translate("report.survey_scripts", "the share of answers (c = 1, d = 0)")))
    for part in found:
        reported = f"d[[{_r_string(part.column)}]]" + ("" if part.value is None else f" == {part.value}")
        lines.append(f"raw <- debias({_r_string(part.label)}, {reported}, c = {part.c}, d = {part.d})")
        if q.sensitive and q.oue:
            kept = f"d[!is.na({_r_column('d', part.column)}), ]"
            lines.append(f"if (has_RRreg && !is.na(raw)) show_RRreg(also(\"RRreg\", RRreg::RRuni(response = "
                         f"{_r_column(kept, part.column)}, model = \"FR\", p = c(1/2, {part.d}))))")
        elif q.sensitive:
            lines.append(f"show_RRreg(fit, {part.value + 1})")
    return lines


def _named(found: list[Part], names: dict[str, str]) -> list[Part]:
    """The parts with each column under its name in the script."""
    return [replace(p, column=names.get(p.column, p.column)) for p in found]


def r_script(survey: Survey, data_file: Path, columns: list[str], renamed: list[str] | None = None) -> str:
    """An R script that recomputes dpgui's estimates in base R, and runs RRreg and rr where installed
    (run it in the export's folder). ``columns`` are the export's column names, ``renamed`` their names in a
    .sav or .dta file (``stat_names``); R reads a .csv or .xlsx file's own names."""
    data_file = Path(data_file)
    renamed = stat_names(columns) if renamed is None else renamed
    names = dict(zip(columns, renamed)) if data_file.suffix.lower() in (".sav", ".dta") else {}
    top = translate("report.survey_scripts", "{title}, version {version}: dpgui's estimates recomputed in R (written "
                    "by dpgui).\nRun it in this folder (Rscript {stem}-analysis.R, or setwd() to it first). Base R 4.1 "
                    "is enough\nfor a .csv export; with the packages RRreg and rr installed "
                    "(install.packages(c(\"RRreg\", \"rr\")))\ntheir estimates are printed under dpgui's.").format(
        title=_one_line(survey.title), version=survey.version, stem=_one_line(data_file.stem))
    lines = [*(f"# {line}" for line in _lines(top) + _method()),
             *_r_reader(data_file), "", R_HELPERS.rstrip("\n")]
    for q in survey.questions:
        found = parts(q, columns)
        if found:
            lines += _r_question(q, _named(found, names))
        elif q.name in columns and linear(q) is None:
            lines += ["", f"# {_one_line(_skipped(q))}"]
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------------------------------ Stata

READERS_STATA = {".csv": 'import delimited "{name}", clear varnames(nonames) rowrange(2) bindquote(strict) '
                         'encoding("utf-8")',
                 ".xlsx": 'import excel "{name}", sheet("responses") cellrange(A2) clear',
                 ".sav": 'import spss "{name}", clear',  # Stata 16 or later
                 ".dta": 'use "{name}", clear'}


def _stata_file(name: str) -> str:
    """A file name inside a Stata string: no quote or unprintable character, and no $ or ` read as a macro."""
    name = "".join(c for c in name if c.isprintable() and c != '"')
    return name.replace("$", "\\$").replace("`", "\\`")


def _column_letter(number: int) -> str:
    """Excel's name of column ``number`` (1 → A, 27 → AA), which Stata gives a column read without its header."""
    letters = ""
    while number:
        number, rest = divmod(number - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def _stata_reader(data_file: Path, renamed: list[str]) -> list[str]:
    """Read the export; a .csv or .xlsx file by position, every column then renamed at once to the name
    ``stat_names`` gives it (reading the header, Stata would change a name such as a-b in its own way)."""
    suffix = data_file.suffix.lower()
    read = READERS_STATA[suffix].format(name=_stata_file(data_file.name))
    if suffix in (".sav", ".dta"):
        return [read]
    given = [f"v{i}" if suffix == ".csv" else _column_letter(i) for i in range(1, len(renamed) + 1)]
    pairs = [(old, new) for old, new in zip(given, renamed) if old != new]  # renamed all at once: no clash
    lines = ["* " + _one_line(translate("report.survey_scripts", "the columns are read without their header row and "
                                        "named by position")), read]
    if pairs:
        old, new = zip(*pairs)
        lines.append(f"rename ({_stata_list(list(old))}) ///\n    ({_stata_list(list(new))})")
    return lines


def _stata_list(names: list[str], per_line: int = 8) -> str:
    """Names separated by spaces, eight to a line (/// joins the lines)."""
    return " ///\n    ".join(" ".join(names[i:i + per_line]) for i in range(0, len(names), per_line))


STATA_PROGRAM = '''capture program drop rr_debias
program define rr_debias
    * label, the question's variable, the 0/1 report, and c and d of P(report) = c x share + d
    args label variable reported c d
    preserve
    quietly keep if !missing(`variable')
    if _N < 2 {
        display "`label': fewer than two answers, no estimate"
    }
    else {
        tempvar r
        quietly generate double `r' = (`reported')
        quietly keep `r'
        quietly collapse (sum) yes = `r' (count) n = `r'
        quietly generate double c = `c'
        quietly generate double d = `d'
        quietly generate double lambda = yes/n
        quietly generate double raw = (lambda - d)/c
        quietly generate double estimate = min(max(raw, 0), 1)
        quietly generate double se = sqrt(lambda*(1 - lambda)/(n - 1))/abs(c)
        quietly generate double z = invnormal(0.975)
        quietly generate double centre = (lambda + z^2/(2*n))/(1 + z^2/n)
        quietly generate double half = z/(1 + z^2/n)*sqrt(lambda*(1 - lambda)/n + z^2/(4*n^2))
        quietly generate double end1 = (min(max(centre - half, 0), 1) - d)/c
        quietly generate double end2 = (min(max(centre + half, 0), 1) - d)/c
        quietly generate double low = min(max(min(end1, end2), 0), 1)
        quietly generate double high = min(max(max(end1, end2), 0), 1)
        display "`label': estimate " %9.6f estimate[1] " (raw " %9.6f raw[1] "), SE " %9.6f se[1] ///
            ", 95% interval " %9.6f low[1] " to " %9.6f high[1] ", n = " n[1]
    }
    restore
end'''


def stata_script(survey: Survey, data_file: Path, columns: list[str], renamed: list[str] | None = None) -> str:
    """A Stata do-file that recomputes dpgui's estimates (run it in the export's folder). ``columns`` are the
    export's column names; each is used under its name in ``renamed`` (``stat_names``, as a .dta export holds it)."""
    data_file = Path(data_file)
    renamed = stat_names(columns) if renamed is None else renamed
    names = dict(zip(columns, renamed))
    top = translate("report.survey_scripts", "{title}, version {version}: dpgui's estimates recomputed in Stata "
                    "(written by dpgui).\nRun it in this folder (cd to it first). Stata 14 or later, base commands "
                    "only (16 to read a .sav).").format(title=_one_line(survey.title), version=survey.version)
    lines = [*(f"* {line}" for line in _lines(top) + _method()),
             "version 14",
             *_stata_reader(data_file, renamed), "",
             STATA_PROGRAM]
    for q in survey.questions:
        found = _named(parts(q, columns), names)
        if not found:
            if q.name in columns and linear(q) is None:
                lines += ["", f"* {_one_line(_skipped(q))}"]
            continue
        lines += ["", f"* {_one_line(_about(q))}"]
        for part in found:
            reported = part.column if part.value is None else f"{part.column} == {part.value}"
            lines.append(f'rr_debias "{part.label}" {part.column} "{reported}" "{part.c}" "{part.d}"')
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------------------------------- SPSS

TEXT_COLUMNS = {"uuid": 64, "device": 255, "collected_at": 64, "source": 255}

SPSS_BLOCK = """DATASET ACTIVATE responses.
DATASET DECLARE rr_estimate.
TEMPORARY.
COMPUTE rr_all = 1.
COMPUTE rr_reported = ({reported}).
AGGREGATE /OUTFILE=rr_estimate /BREAK=rr_all /yes=SUM(rr_reported) /n=NU(rr_reported).
DATASET ACTIVATE rr_estimate.
COMPUTE c = {c}.
COMPUTE d = {d}.
DO IF (n >= 2).
COMPUTE lambda = yes/n.
COMPUTE raw = (lambda - d)/c.
COMPUTE estimate = MIN(MAX(raw, 0), 1).
COMPUTE se = SQRT(lambda*(1 - lambda)/(n - 1))/ABS(c).
COMPUTE z = IDF.NORMAL(0.975, 0, 1).
COMPUTE centre = (lambda + z**2/(2*n))/(1 + z**2/n).
COMPUTE half = z/(1 + z**2/n)*SQRT(lambda*(1 - lambda)/n + z**2/(4*n**2)).
COMPUTE end1 = (MIN(MAX(centre - half, 0), 1) - d)/c.
COMPUTE end2 = (MIN(MAX(centre + half, 0), 1) - d)/c.
COMPUTE low = MIN(MAX(MIN(end1, end2), 0), 1).
COMPUTE high = MIN(MAX(MAX(end1, end2), 0), 1).
END IF.
STRING question (A100).
COMPUTE question = "{label}".
FORMATS estimate raw se low high (F9.6) n (F8.0).
LIST question estimate raw se low high n.
DATASET ACTIVATE responses.
DATASET CLOSE rr_estimate."""


def _spss_file(name: str) -> str:
    """A file name inside an SPSS string: no unprintable character, a quote doubled."""
    return "".join(c for c in name if c.isprintable()).replace('"', '""')


def _spss_reader(data_file: Path, columns: list[str], numeric: set[str]) -> list[str]:
    """Read the export; a .csv file's columns are declared under ``columns`` (their ``stat_names``)."""
    name = _spss_file(data_file.name)
    suffix = data_file.suffix.lower()
    if suffix == ".sav":
        return [f'GET FILE="{name}".']
    if suffix == ".dta":
        return [f'GET STATA FILE="{name}".']
    if suffix == ".xlsx":
        return [f'GET DATA /TYPE=XLSX /FILE="{name}" /SHEET=NAME "responses" /CELLRANGE=FULL /READNAMES=ON.']
    variables = [f"  {c} {'F8.0' if c in numeric else f'A{TEXT_COLUMNS.get(c, 4000)}'}" for c in columns]
    return [f'GET DATA /TYPE=TXT /FILE="{name}" /ENCODING="UTF8" /ARRANGEMENT=DELIMITED /DELIMITERS=","',
            '  /QUALIFIER=\'"\' /FIRSTCASE=2 /VARIABLES=', *variables, "."]


def spss_script(survey: Survey, data_file: Path, columns: list[str], renamed: list[str] | None = None) -> str:
    """SPSS syntax that recomputes dpgui's estimates (run it with the export's folder as the working folder).
    ``columns`` are the export's column names; each is used under its name in ``renamed`` (``stat_names``, as a
    .sav export holds it). SPSS names an .xlsx file's columns itself: a question whose column name it would
    change is left out there, with a comment saying so."""
    data_file = Path(data_file)
    renamed = stat_names(columns) if renamed is None else renamed
    names = dict(zip(columns, renamed))
    from_xlsx = data_file.suffix.lower() == ".xlsx"
    found = {q.name: _named(parts(q, columns), names) for q in survey.questions}
    numeric = {p.column for ps in found.values() for p in ps} | {
        names.get(q.name, q.name) for q in survey.questions if q.kind == "integer"}
    top = translate("report.survey_scripts", "{title}, version {version}: dpgui's estimates recomputed in SPSS "
                    "(written by dpgui).\nRun it with this folder as the working folder (CD 'this folder'. first). "
                    "Base SPSS only.").format(title=_one_line(survey.title), version=survey.version)
    comments = _lines(top) + _method()
    comments[-1] += "" if comments[-1].endswith(".") else "."  # SPSS reads on until a comment's line ends with "."
    lines = [*(f"* {line}" for line in comments),
             *_spss_reader(data_file, renamed, numeric), "DATASET NAME responses."]
    for q in survey.questions:
        if not found[q.name]:
            if q.name in columns and linear(q) is None:
                lines += ["", f"* {_one_line(_skipped(q))}."]
            continue
        if from_xlsx and any(p.column != names[p.column] for p in parts(q, columns)):
            lines += ["", "* " + _one_line(translate(
                "report.survey_scripts", "{name}: not estimated here, as SPSS would rename its column when reading the "
                ".xlsx file; the .csv or .sav export's SPSS syntax estimates it").format(name=_one_line(q.name))) + "."]
            continue
        lines += ["", f"* {_one_line(_about(q))}."]
        for part in found[q.name]:
            reported = part.column if part.value is None else f"{part.column} = {part.value}"
            lines.append(SPSS_BLOCK.format(reported=reported, c=part.c, d=part.d, label=part.label))
    return "\n".join(lines) + "\n"


def write_scripts(survey: Survey, path: Path, columns: list[str], renamed: list[str] | None = None) -> list[Path]:
    """``<name>-analysis.R``, ``.do`` and ``.sps`` beside the export ``path``, whose columns are ``columns``:
    ``renamed`` gives each its name in Stata and SPSS (``stat_names``; a .sav or .dta export holds those)."""
    stem = Path(path).with_suffix("")
    renamed = stat_names(columns) if renamed is None else renamed
    return [write_text(Path(f"{stem}-analysis{ext}"), make(survey, Path(path), columns, renamed))
            for ext, make in ((".R", r_script), (".do", stata_script), (".sps", spss_script))]
