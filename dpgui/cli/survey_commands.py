"""`dpgui survey …`: everything the Survey page does, from the command line (docs/cli.md)."""

from __future__ import annotations

import math
import os
import sys
from typing import TYPE_CHECKING

from dpgui.cli.display import has_display
from dpgui.cli.opening import open_project
from dpgui.core.choices import METHODS
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number

if TYPE_CHECKING:  # the store loads pandas: only the commands that open a project import it
    from dpgui.store.project import Project


def add_parser(sub) -> None:
    survey = sub.add_parser("survey", help="randomized-response surveys").add_subparsers(dest="survey_command",
                                                                                          required=True)

    def command(name, handler, help_text):
        p = survey.add_parser(name, help=help_text, description=help_text)
        p.add_argument("project")
        p.add_argument("--json", action="store_true", help="print stable JSON")
        p.set_defaults(handler=handler)
        return p

    command("import-xlsform", import_xlsform, "store the survey defined in an XLSForm workbook").add_argument("form")
    command("export-xlsform", export_xlsform, "write the survey as an XLSForm workbook").add_argument("--out",
                                                                                                     required=True)
    show = command("show", show_survey, "the questions, their ε, the expected ± and the n for a wanted ±")
    show.add_argument("--planned", type=int, default=500, help="planned number of respondents")
    show.add_argument("--wanted", type=float, default=0.05, help="wanted ± as a share (0.05 = 5 points)")
    command("new-version", new_version, "copy the survey to a new, editable version")
    command("copy-for-device", copy_for_device, "a project file with only the survey, for another kiosk") \
        .add_argument("--out", required=True)
    kiosk = command("kiosk", kiosk_command, "open the kiosk for this project's survey (needs a display)")
    kiosk.add_argument("--pin", required=True, help="the enumerator's PIN, needed to leave the kiosk")
    responses = command("import-responses", import_responses, "add responses collected elsewhere (CSV or XLSX)")
    responses.add_argument("file")
    responses.add_argument("--map", action="append", default=[], metavar="QUESTION=COLUMN",
                           help="the column holding a question (default: found by name, group/name or label)")
    command("merge", merge, "add the responses of other kiosks' project files").add_argument("devices", nargs="+")
    for name, handler, text in (("estimates", estimates, "debiased estimates with intervals"),
                                ("export", export, "responses and estimates with a codebook (.csv/.xlsx/.sav/.dta)")):
        p = command(name, handler, text)
        p.add_argument("--interval", default="wilson", choices=METHODS)
        p.add_argument("--confidence", type=float, default=0.95)
        p.add_argument("--by", help="a question asked directly, for subgroup estimates")
        if name == "export":
            p.add_argument("--out", required=True)
            p.add_argument("--include-free-form", action="store_true",
                           help="also export typed answers (text, numbers with decimals, dates, times, GPS points, "
                                "...): stored as given, they can identify people")
            p.add_argument("--keep-formulas", action="store_true",
                           help="write text beginning with = + - @ as it is (default: neutralised; only for "
                                "files read by trusted programs)")


def _survey(project: Project):
    from dpgui.store import surveys as store

    survey = store.current_survey(project)
    if survey is None:
        raise ValueError(f"{project.path.name} has no survey; import an XLSForm first")
    return survey


def import_xlsform(args):
    from dpgui.core.rr.survey import FREE_FORM_WARNING, not_asked_lines
    from dpgui.store import surveys as store
    from dpgui.store.importers.xlsform import read_xlsform

    survey = read_xlsform(args.form)
    with open_project(args.project) as project:
        store.save_survey(project, survey)
    not_asked = not_asked_lines(survey)
    free = [q.name for q in survey.questions if q.free_form]
    return ({"survey": survey.title, "version": survey.version, "questions": len(survey.questions),
             "not_asked_on_this_device": survey.not_asked_here(), "not_protected_free_form": free,
             "not_used": survey.not_used},
            f"Stored {survey.title!r} version {survey.version} with {len(survey.questions)} questions."
            + "".join(f"\nNot asked on this device: {line}" for line in not_asked)
            + (f"\n{FREE_FORM_WARNING} ({', '.join(free)})" if free else "")
            + "".join(f"\nNot used by the kiosk: {line}" for line in survey.not_used))


def export_xlsform(args):
    from dpgui.store.importers.xlsform_writer import language_warnings, mode, write_xlsform

    with open_project(args.project, readonly=True) as project:
        survey = _survey(project)
        path = write_xlsform(survey, args.out)
    modes = {q.name: mode(q) for q in survey.sensitive}
    warnings = language_warnings(survey)
    return ({"written": str(path), "modes": modes, "warnings": warnings},
            f"Wrote {path}." + "".join(f"\n{k}: {v}" for k, v in modes.items())
            + "".join(f"\nWarning: {w}" for w in warnings))


def show_survey(args):
    from dpgui.store import surveys as store

    with open_project(args.project, readonly=True) as project:
        survey = _survey(project)
        count = store.response_count(project, survey)
    rows = []
    for q in survey.questions:
        eps = q.epsilon
        rows.append({"name": q.name, "kind": q.kind, "protected": q.sensitive, "asked_here": q.asked_here,
                     "epsilon": None if eps is None or math.isinf(eps) else eps, "not_private": eps == math.inf,
                     "half_width_at_planned": q.half_width(args.planned), "n_for_wanted": q.sample_size(args.wanted)})
    data = {"title": survey.title, "version": survey.version, "languages": survey.languages, "responses": count,
            "locked": count > 0, "questions": rows,
            "respondent_total_epsilon": None if math.isinf(survey.total_epsilon) else survey.total_epsilon}
    lines = [f"{survey.title} — version {survey.version} ({'locked' if count else 'draft'}, {count} responses)"]
    for r in rows:
        if r["protected"]:
            lines.append(f"  {r['name']}: ε = {r['epsilon'] if r['epsilon'] is not None else '∞ NOT private'}, "
                         f"±{r['half_width_at_planned'] * 100:.1f} points at n = {args.planned}, "
                         f"n = {r['n_for_wanted']} for ±{plain_epsilon(args.wanted * 100)}")
        elif not r["asked_here"]:
            lines.append(f"  {r['name']}: not asked on this device (answers only from imported responses), NOT "
                         "protected")
        else:
            lines.append(f"  {r['name']}: asked directly, NOT protected")
    lines.append(f"Each respondent's total ε: {plain_number(survey.total_epsilon, digits=3)}")
    return data, "\n".join(lines)


def new_version(args):
    from dpgui.store import surveys as store

    with open_project(args.project) as project:
        fresh = store.new_version(project, _survey(project))
    return {"version": fresh.version}, f"Made version {fresh.version}; it can be edited until it has responses."


def copy_for_device(args):
    from dpgui.store import surveys as store

    with open_project(args.project, readonly=True) as project:
        path = store.export_survey(project, _survey(project), args.out)
    return {"written": str(path)}, f"Wrote {path}: open it on the other device and start the kiosk there."


def kiosk_command(args):
    if not (has_display() or os.environ.get("QT_QPA_PLATFORM")):
        raise ValueError("the kiosk needs a display; run it on the device's screen")
    from PySide6.QtWidgets import QApplication

    from dpgui.ui.kiosk import KioskWindow

    app = QApplication.instance() or QApplication(sys.argv)
    with open_project(args.project) as project:
        kiosk = KioskWindow(project, _survey(project), args.pin)
        kiosk.closed.connect(app.quit)
        kiosk.showFullScreen()
        app.exec()
        count = kiosk.count
    return {"responses": count}, f"Kiosk closed; {count} responses saved in all."


def import_responses(args):
    from dpgui.core.rr.survey import FREE_FORM_WARNING
    from dpgui.store import surveys as store

    mapping = dict(m.split("=", 1) for m in args.map)
    with open_project(args.project) as project:
        survey = _survey(project)
        result = store.import_responses(project, survey, args.file, mapping)
    left_out = {"left_out": result.left_out, "notice": result.notice} if result.left_out else {}
    free = [q.name for q in survey.questions if q.free_form]
    return ({"imported": result.added, "already_present": result.duplicates, **left_out},
            f"Imported {result.added:,} responses ({result.duplicates:,} already here, skipped)."
            + (f" {result.notice}" if result.notice else "")
            + (f"\n{FREE_FORM_WARNING} ({', '.join(free)})" if free else ""))


def merge(args):
    from dpgui.store import surveys as store

    results = []
    with open_project(args.project) as project:
        for device in args.devices:
            r = store.merge_responses(project, device)
            results.append({"file": r.source, "added": r.added, "duplicates": r.duplicates})
    text = "\n".join(f"{r['file']}: {r['added']} added, {r['duplicates']} duplicates skipped" for r in results)
    return {"merged": results}, text


def _estimates(args, project):
    from dpgui.engine.survey_estimates import survey_estimates
    from dpgui.store import surveys as store

    survey = _survey(project)
    responses = store.responses(project, survey)
    return survey, responses, survey_estimates(survey, responses, args.interval, args.confidence, args.by)


def estimates(args):
    with open_project(args.project, readonly=True) as project:
        survey, _responses, rows = _estimates(args, project)
    lines = [f"{survey.title} v{survey.version}"]
    for r in rows:
        if r["estimate"] is None:
            lines.append(f"  {r['group']} · {r['question']} = {r['option']}: {r['method']}")
            continue
        flag = f" (raw {r['raw_estimate']:.3f}, truncated)" if r["truncated"] else ""
        lines.append(f"  {r['group']} · {r['question']} = {r['option']}: {r['estimate']:.3f}{flag} "
                     f"[{r['ci_low']:.3f}, {r['ci_high']:.3f}], SE {r['se']:.3f}, n = {r['n']}")
    return {"estimates": rows}, "\n".join(lines)


def export(args):
    from dpgui.report.survey_export import write_export

    with open_project(args.project, readonly=True) as project:
        survey, responses, rows = _estimates(args, project)
        written = write_export(survey, responses, rows, args.out, keep_formulas=args.keep_formulas,
                               include_free_form=args.include_free_form)
    return {"written": [str(p) for p in written]}, "Wrote " + ", ".join(str(p) for p in written) + "."
