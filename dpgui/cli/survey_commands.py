"""`dpgui survey …`: everything the Survey page does, from the command line (docs/cli.md)."""

from __future__ import annotations

import math
import os
import sys
from typing import TYPE_CHECKING

from dpgui.cli.display import has_display
from dpgui.cli.opening import open_project
from dpgui.core.choices import METHODS
from dpgui.cli.output import fixed
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number
from dpgui.core.words.translation import translate
from dpgui.store.declared.names import json_text

if TYPE_CHECKING:  # the store loads pandas: only the commands that open a project import it
    from dpgui.store.project import Project


def add_parser(sub) -> None:
    survey = sub.add_parser("survey", help=translate("cli.survey_commands", "randomized-response surveys")) \
        .add_subparsers(dest="survey_command", required=True)

    def command(name, handler, help_text):
        p = survey.add_parser(name, help=help_text, description=help_text)
        p.add_argument("project")
        p.add_argument("--json", action="store_true", help=translate("cli.survey_commands", "print stable JSON"))
        p.set_defaults(handler=handler)
        return p

    command("import-xlsform", import_xlsform,
            translate("cli.survey_commands", "store the survey defined in an XLSForm workbook")).add_argument("form")
    command("export-xlsform", export_xlsform,
            translate("cli.survey_commands", "write the survey as an XLSForm workbook")).add_argument("--out",
                                                                                                     required=True)
    show = command("show", show_survey, translate("cli.survey_commands", "the questions, their ε, the expected ± and "
                                                  "the n for a wanted ±"))
    show.add_argument("--planned", type=int, default=500,
                      help=translate("cli.survey_commands", "planned number of respondents"))
    show.add_argument("--wanted", type=float, default=0.05,
                      help=translate("cli.survey_commands", "wanted ± as a share (0.05 = 5 points)"))
    command("new-version", new_version, translate("cli.survey_commands", "copy the survey to a new, editable version"))
    command("copy-for-device", copy_for_device,
            translate("cli.survey_commands", "a project file with only the survey, for another kiosk")) \
        .add_argument("--out", required=True)
    kiosk = command("kiosk", kiosk_command,
                    translate("cli.survey_commands", "open the kiosk for this project's survey (needs a display)"))
    kiosk.add_argument("--pin", required=True,
                       help=translate("cli.survey_commands", "the enumerator's PIN, needed to leave the kiosk"))
    serve = command("serve", serve_command,
                    translate("cli.survey_commands", "serve the survey to respondents' phones on the local network, "
                              "until Ctrl+C (docs/phones.md)"))
    serve.add_argument("--survey", help=translate("cli.survey_commands", "the survey's id or title (default: the "
                                                  "project's survey)"))
    serve.add_argument("--interface", metavar="NAME|ADDRESS",
                       help=translate("cli.survey_commands", "the network the phones join, by its name or address "
                                      "(default: the only one; listed when there are several)"))
    serve.add_argument("--port", type=int, default=0,
                       help=translate("cli.survey_commands", "the port to listen on (default: any free one)"))
    responses = command("import-responses", import_responses,
                        translate("cli.survey_commands", "add responses collected elsewhere (CSV or XLSX)"))
    responses.add_argument("file")
    responses.add_argument("--map", action="append", default=[], metavar="QUESTION=COLUMN",
                           help=translate("cli.survey_commands", "the column holding a question (default: found by "
                                          "name, group/name or label)"))
    command("merge", merge, translate("cli.survey_commands", "add the responses of other kiosks' project "
                                      "files")).add_argument("devices", nargs="+")
    for name, handler, text in (
            ("estimates", estimates, translate("cli.survey_commands", "debiased estimates with intervals")),
            ("export", export, translate("cli.survey_commands", "responses and estimates with a codebook "
                                         "(.csv/.xlsx/.sav/.dta)"))):
        p = command(name, handler, text)
        p.add_argument("--interval", default="wilson", choices=METHODS)
        p.add_argument("--confidence", type=float, default=0.95)
        p.add_argument("--by", help=translate("cli.survey_commands", "a question asked directly, for subgroup "
                                              "estimates"))
        if name == "export":
            p.add_argument("--out", required=True)
            p.add_argument("--include-free-form", action="store_true",
                           help=translate("cli.survey_commands", "also export typed answers (text, numbers with "
                                          "decimals, dates, times, GPS points, ...): stored as given, they can "
                                          "identify people"))
            p.add_argument("--keep-formulas", action="store_true",
                           help=translate("cli.survey_commands", "write text beginning with = + - @ as it is "
                                          "(default: neutralised; only for files read by trusted programs)"))


def _survey(project: Project):
    from dpgui.store import surveys as store

    survey = store.current_survey(project)
    if survey is None:
        raise ValueError(translate("cli.survey_commands", "{project} has no survey; import an XLSForm first").format(
            project=project.path.name))
    return survey


def import_xlsform(args):
    from dpgui.core.rr.survey import free_form_warning, not_asked_lines
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
            translate("cli.survey_commands", "Stored {title} version {version} with {count} questions.").format(
                title=repr(survey.title), version=survey.version, count=len(survey.questions))
            + "".join("\n" + translate("cli.survey_commands", "Not asked on this device: {line}").format(line=line)
                      for line in not_asked)
            + (f"\n{free_form_warning()} ({', '.join(free)})" if free else "")
            + "".join("\n" + translate("cli.survey_commands", "Not used by the kiosk: {line}").format(line=line)
                      for line in survey.not_used))


def export_xlsform(args):
    from dpgui.store.importers.xlsform_writer import language_warnings, mode, write_xlsform

    with open_project(args.project, readonly=True) as project:
        survey = _survey(project)
        path = write_xlsform(survey, args.out)
    modes = {q.name: mode(q) for q in survey.sensitive}
    warnings = language_warnings(survey)
    return ({"written": str(path), "modes": modes, "warnings": warnings},
            translate("cli.survey_commands", "Wrote {path}.").format(path=path)
            + "".join(f"\n{k}: {v}" for k, v in modes.items())
            + "".join("\n" + translate("cli.survey_commands", "Warning: {warning}").format(warning=w) for w in warnings))


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
    heading = (translate("cli.survey_commands", "{title} — version {version} (locked, {count} responses)") if count
               else translate("cli.survey_commands", "{title} — version {version} (draft, {count} responses)"))
    lines = [heading.format(title=survey.title, version=survey.version, count=count)]
    for r in rows:
        if r["protected"]:
            lines.append("  " + translate("cli.survey_commands", "{name}: ε = {epsilon}, ±{half_width} points at n = "
                                          "{planned}, n = {needed} for ±{wanted}").format(
                name=r["name"], epsilon=r["epsilon"] if r["epsilon"] is not None
                else translate("cli.survey_commands", "∞ NOT private"),
                half_width=fixed(r["half_width_at_planned"] * 100, 1), planned=args.planned, needed=r["n_for_wanted"],
                wanted=plain_epsilon(args.wanted * 100)))
        elif not r["asked_here"]:
            lines.append("  " + translate("cli.survey_commands", "{name}: not asked on this device (answers only from "
                                          "imported responses), NOT protected").format(name=r["name"]))
        else:
            lines.append("  " + translate("cli.survey_commands", "{name}: asked directly, NOT protected").format(
                name=r["name"]))
    lines.append(translate("cli.survey_commands", "Each respondent's total ε: {epsilon}").format(
        epsilon=plain_number(survey.total_epsilon, digits=3)))
    return data, "\n".join(lines)


def new_version(args):
    from dpgui.store import surveys as store

    with open_project(args.project) as project:
        fresh = store.new_version(project, _survey(project))
    return {"version": fresh.version}, translate(
        "cli.survey_commands", "Made version {version}; it can be edited until it has responses.").format(
        version=fresh.version)


def copy_for_device(args):
    from dpgui.store import surveys as store

    with open_project(args.project, readonly=True) as project:
        path = store.export_survey(project, _survey(project), args.out)
    return {"written": str(path)}, translate(
        "cli.survey_commands", "Wrote {path}: open it on the other device and start the kiosk there.").format(path=path)


def kiosk_command(args):
    if not (has_display() or os.environ.get("QT_QPA_PLATFORM")):
        raise ValueError(translate("cli.survey_commands", "The kiosk needs a display; run it on the device's screen"))
    from PySide6.QtWidgets import QApplication

    from dpgui.ui.kiosk import KioskWindow

    app = QApplication.instance() or QApplication(sys.argv)
    with open_project(args.project) as project:
        kiosk = KioskWindow(project, _survey(project), args.pin)
        kiosk.closed.connect(app.quit)
        kiosk.showFullScreen()
        app.exec()
        count = kiosk.count
    return {"responses": count}, translate("cli.survey_commands", "Kiosk closed; {count} responses saved in all.").format(
        count=count)


class NoNetworkChosen(ValueError):
    """Which network to serve on is not clear: the refusal lists the networks, one a line."""

    def __init__(self, message: str, found: list):
        super().__init__(message)
        self.lines = [f"{i.name} ({i.address})" for i in found]


def _interface(wanted: str | None):
    """The network to serve on: the one named (by name or address), else the only one besides this computer."""
    from dpgui.collect.interfaces import interfaces

    found = interfaces()
    if wanted:
        for interface in found:
            if wanted in (interface.name, interface.address):
                return interface
        raise NoNetworkChosen(translate("cli.survey_commands", "No network {name} on this computer; choose one of these "
                                        "with --interface:").format(name=repr(wanted)), found)
    outside = [i for i in found if not i.loopback]
    if len(outside) == 1:
        return outside[0]
    if not outside:
        raise NoNetworkChosen(translate("cli.survey_commands", "No network found: turn on Wi-Fi or a hotspot, or plug "
                                        "in a network cable (to test on this computer alone: --interface "
                                        "127.0.0.1)"), found)
    raise NoNetworkChosen(translate("cli.survey_commands", "This computer is on several networks; choose the one the "
                                    "phones join with --interface:"), found)


def _chosen_survey(project: Project, wanted: str | None):
    """The project's survey, checked against --survey (its id or title): phones answer only the current version."""
    survey = _survey(project)
    if wanted is not None and wanted not in (survey.id, survey.title):
        raise ValueError(translate("cli.survey_commands", "{project} has no survey {wanted}; its survey is {title} "
                                   "(id {id})").format(project=project.path.name, wanted=repr(wanted),
                                                       title=repr(survey.title), id=survey.id))
    return survey


def _print_qr(url: str) -> None:
    """The address as a QR code in the terminal: half blocks where the terminal can print them, else segno's
    two-space cells."""
    import segno

    code = segno.make(url, error="m")
    try:
        "▀▄█".encode(sys.stdout.encoding or "ascii")
        compact = True
    except (UnicodeEncodeError, LookupError):
        compact = False
    code.terminal(out=sys.stdout, compact=compact)


def serve_command(args):
    import signal
    import threading

    from dpgui.collect.server.session import PhoneSession

    interface = _interface(args.interface)
    stop = threading.Event()
    with open_project(args.project) as project:
        survey = _chosen_survey(project, args.survey)
        session = PhoneSession(project, survey, host=interface.address, port=args.port, device="phones")
        before = {s: signal.signal(s, lambda *_: stop.set()) for s in (signal.SIGINT, signal.SIGTERM)}
        try:  # Ctrl+C or a SIGTERM from here on stops the server cleanly, even while it starts
            session.start()
            if args.json:  # one line a program can read at once; the totals follow when it stops
                print(json_text({"url": session.url}))
            else:
                print(translate("cli.survey_commands", "Serving {title} on {network} ({address}). Phones on that "
                                "network open this address, or scan the code:").format(
                    title=repr(survey.title), network=interface.name, address=interface.address))
                print(session.url)
                _print_qr(session.url)
                print(translate("cli.survey_commands", "Press Ctrl+C to stop."))
            sys.stdout.flush()
            said = 0
            while not stop.wait(0.5):
                if not args.json and session.stored != said:
                    said = session.stored
                    print(translate("cli.survey_commands", "Responses saved: {count}").format(
                        count=plain_number(said)), flush=True)
        finally:
            session.stop()
            for s, handler in before.items():
                signal.signal(s, handler)
    return ({"url": session.url, "stored": session.stored, "refused": session.refused},
            (translate("cli.survey_commands", "Stopped. {stored} response saved, {refused} refused.")
             if session.stored == 1 else
             translate("cli.survey_commands", "Stopped. {stored} responses saved, {refused} refused.")).format(
                stored=plain_number(session.stored), refused=plain_number(session.refused)))


def import_responses(args):
    from dpgui.core.rr.survey import free_form_warning
    from dpgui.store import surveys as store

    mapping = dict(m.split("=", 1) for m in args.map)
    with open_project(args.project) as project:
        survey = _survey(project)
        result = store.import_responses(project, survey, args.file, mapping)
    left_out = {"left_out": result.left_out, "notice": result.notice} if result.left_out else {}
    free = [q.name for q in survey.questions if q.free_form]
    return ({"imported": result.added, "already_present": result.duplicates, **left_out},
            translate("cli.survey_commands", "Imported {added} responses ({duplicates} already here, skipped).").format(
                added=plain_number(result.added), duplicates=plain_number(result.duplicates))
            + (f" {result.notice}" if result.notice else "")
            + (f"\n{free_form_warning()} ({', '.join(free)})" if free else ""))


def merge(args):
    from dpgui.store import surveys as store

    results = []
    with open_project(args.project) as project:
        for device in args.devices:
            r = store.merge_responses(project, device)
            results.append({"file": r.source, "added": r.added, "duplicates": r.duplicates})
    text = "\n".join(translate("cli.survey_commands", "{file}: {added} added, {duplicates} duplicates skipped").format(
        file=r["file"], added=r["added"], duplicates=r["duplicates"]) for r in results)
    return {"merged": results}, text


def _estimates(args, project):
    from dpgui.engine.survey_estimates import survey_estimates
    from dpgui.store import surveys as store

    survey = _survey(project)
    responses = store.response_columns(project, survey)
    return survey, responses, survey_estimates(survey, responses, args.interval, args.confidence, args.by)


def estimates(args):
    from dpgui.engine.survey_estimates import ALL

    with open_project(args.project, readonly=True) as project:
        survey, _responses, rows = _estimates(args, project)
    lines = [translate("cli.survey_commands", "{title} v{version}").format(title=survey.title, version=survey.version)]
    for r in rows:
        group = translate("cli.survey_commands", "(everyone)") if r["group"] == ALL else r["group"]
        if r["estimate"] is None:
            lines.append(f"  {group} · {r['question']} = {r['option']}: {r['method']}")
            continue
        line = (translate("cli.survey_commands", "{group} · {question} = {option}: {estimate} (raw {raw}, truncated) "
                          "[{low}, {high}], SE {se}, n = {n}") if r["truncated"]
                else translate("cli.survey_commands", "{group} · {question} = {option}: {estimate} [{low}, {high}], "
                               "SE {se}, n = {n}"))
        lines.append("  " + line.format(group=group, question=r["question"], option=r["option"],
                                        estimate=fixed(r["estimate"], 3), raw=fixed(r["raw_estimate"], 3),
                                        low=fixed(r["ci_low"], 3), high=fixed(r["ci_high"], 3), se=fixed(r["se"], 3),
                                        n=r["n"]))
    return {"estimates": rows}, "\n".join(lines)


def export(args):
    from dpgui.report.survey_export import write_export

    with open_project(args.project, readonly=True) as project:
        survey, responses, rows = _estimates(args, project)
        written = write_export(survey, responses, rows, args.out, keep_formulas=args.keep_formulas,
                               include_free_form=args.include_free_form)
    return {"written": [str(p) for p in written]}, translate("cli.survey_commands", "Wrote {files}.").format(
        files=", ".join(str(p) for p in written))
