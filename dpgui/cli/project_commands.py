"""Project commands: create, import, schema, release, budget, history, export."""

from __future__ import annotations

import json
import os
import shlex
import sys
from pathlib import Path

from dpgui.cli import link_command
from dpgui.cli.opening import note, open_project
from dpgui.cli.output import emit, not_printed, still_stored, stop_printing
from dpgui.core.choices import ADD_REMOVE, REPLACE_ONE
from dpgui.core.costs.accounting import Cost, approx, pure, zcdp
from dpgui.core.progress import Task
from dpgui.core.words.plain_numbers import plain_epsilon, plain_estimate, plain_number, plain_percent
from dpgui.core.words.translation import translate
from dpgui.report.plain_words import above_word, plain_summary, row_label
from dpgui.report.release_export import FORMATS, write_release
from dpgui.store.declared.names import shown
from dpgui.store.declared.schema import parse_schema, propose_schema
from dpgui.store.errors import WriteFailed
from dpgui.store.safe_cells import write_csv
from dpgui.store.safe_files import make_private, not_a_file, not_a_file_reason, write_text
from dpgui.store.ledger.journal import population_name

UNITS = {"add-remove": ADD_REMOVE, "replace-one": REPLACE_ONE}


def add_parsers(sub) -> None:
    project = sub.add_parser("project", help=translate("cli.project_commands", "create a project file")).add_subparsers(
        dest="project_command", required=True)
    p = project.add_parser("create", help=translate(
        "cli.project_commands", "create a new project file with a privacy budget for the people it describes"))
    p.add_argument("project")
    budget = p.add_mutually_exclusive_group(required=True)
    budget.add_argument("--epsilon", help=translate("cli.project_commands", "total ε for the people in the project"))
    budget.add_argument("--rho", help=translate(
        "cli.project_commands", "total ρ (zCDP) for the people in the project"))
    p.add_argument("--delta", help=translate("cli.project_commands", "total δ for the people in the project (with "
                                                                     "--epsilon)"))
    p.add_argument("--unit", choices=list(UNITS), default="add-remove",
                   help=translate("cli.project_commands", "neighbouring datasets: add or remove one person (default), "
                                                          "or replace one"))
    p.add_argument("--max-rows-per-person", type=int, default=1)
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=create)

    p = project.add_parser("make-private", help=translate(
        "cli.project_commands", "make a project file readable by its owner only (it holds raw data)"))
    p.add_argument("project")
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=make_private_command)

    p = sub.add_parser("import", help=translate("cli.project_commands", "import a data file into a project"))
    p.add_argument("project"), p.add_argument("file")
    p.add_argument("--name", help=translate("cli.project_commands", "dataset name (default: the file name)"))
    schema = p.add_mutually_exclusive_group()
    schema.add_argument("--schema", help=translate(
        "cli.project_commands", "declared schema (JSON, see docs/schema.md)"))
    schema.add_argument("--propose-schema", action="store_true",
                        help=translate("cli.project_commands", "propose a schema from the data (marked: derived from "
                                                               "the private data, review it)"))
    p.add_argument("--odk", action="store_true", help=translate(
        "cli.project_commands", "ODK/KoboToolbox export: strip group prefixes"))
    p.add_argument("--select-multiple", action="append", default=[], metavar="QUESTION:OPT1,OPT2",
                   help=translate("cli.project_commands", "split a select_multiple column into 0/1 columns "
                                                          "(repeatable)"))
    p.add_argument("--sheet", help=translate("cli.project_commands", "Excel sheet name (default: the first)"))
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=import_file)
    link_command.add_parser(sub)  # next to import: link a large source instead

    p = sub.add_parser("schema", help=translate("cli.project_commands", "show or declare a dataset's public schema"))
    p.add_argument("project"), p.add_argument("dataset")
    p.add_argument("--set", metavar="SCHEMA.json", help=translate(
        "cli.project_commands", "declare the schema from this file"))
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=schema_command)

    p = sub.add_parser("release", help=translate(
        "cli.project_commands", "spend budget on a query, or on every query of a plan file"))
    p.add_argument("project")
    p.add_argument("--dataset", help=translate("cli.project_commands", "the dataset (a plan file names its own)"))
    p.add_argument("--query", help=translate("cli.project_commands", 'JSON, e.g. {"type":"histogram","column":"race"}'))
    p.add_argument("--plan", help=translate("cli.project_commands", "a plan file (docs/plans.md): release all its "
                                                                    "queries with their ε"))
    setting = p.add_mutually_exclusive_group()
    setting.add_argument("--epsilon"), setting.add_argument("--rho")
    p.add_argument("--delta")
    p.add_argument("--confidence", type=float, default=None, help=translate(
        "cli.project_commands", "default 0.95, or the plan's"))
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=release_command)

    p = sub.add_parser("plan", help=translate("cli.project_commands", "save a dataset's planned queries to a plan "
                                                                      "file, or load one"))
    p.add_argument("project")
    p.add_argument("--dataset", required=True)
    action = p.add_mutually_exclusive_group(required=True)
    action.add_argument("--out", help=translate("cli.project_commands", "write the planned queries here"))
    action.add_argument("--load", help=translate(
        "cli.project_commands", "replace the planned queries with this plan file's"))
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=plan_command)

    p = sub.add_parser("synthesize", help=translate(
        "cli.project_commands", "release every k-way marginal at once and write synthetic rows"))
    p.add_argument("project")
    p.add_argument("--dataset", required=True)
    p.add_argument("--columns", required=True, help=translate(
        "cli.project_commands", "declared categorical columns, comma-separated"))
    p.add_argument("--k", type=int, default=2, help=translate(
        "cli.project_commands", "marginals of k columns (1, 2 or 3)"))
    p.add_argument("--epsilon", required=True)
    p.add_argument("--rounds", type=int, help=translate(
        "cli.project_commands", "learn by private multiplicative weights in this many rounds instead of the "
                                "default junction tree of measured tables"))
    p.add_argument("--rows", type=int, required=True, help=translate(
        "cli.project_commands", "how many synthetic rows to write"))
    p.add_argument("--out", required=True, help=translate(
        "cli.project_commands", "the CSV file to write (readable by you only)"))
    add_keep_formulas(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=synthesize_command)

    p = sub.add_parser("report", help=translate("cli.project_commands", "write a PDF or HTML report of releases"))
    p.add_argument("project")
    p.add_argument("--release", type=int, action="append",
                   help=translate("cli.project_commands", "a release to include (repeatable; default all)"))
    p.add_argument("--out", required=True, help=translate("cli.project_commands", "report.pdf or report.html"))
    p.add_argument("--detail", help=translate(
        "cli.project_commands", "the releases shown in full detail: 3,17,42, last:20, all or none (default: all of "
        "them up to 20 releases, else none; every release is in the summary)"))
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=report_command)

    p = sub.add_parser("manifest", help=translate("cli.project_commands", "write the JSON manifest of a release"))
    p.add_argument("project")
    p.add_argument("--release", type=int, required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=manifest_command)

    p = sub.add_parser("verify-manifest", help=translate(
        "cli.project_commands", "check a release manifest against the project's ledger"))
    p.add_argument("project"), p.add_argument("manifest")
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=verify_manifest_command)

    p = sub.add_parser("budget", help=translate(
        "cli.project_commands", "show the budget of each group of people (shared by their datasets), or change one"))
    p.add_argument("project")
    p.add_argument("--own-budget", metavar="DATASET",
                   help=translate("cli.project_commands", "declare that DATASET is about people no other dataset "
                                                          "covers: it gets a budget of its own (--epsilon or --rho), "
                                                          "still charged with what was spent on it"))
    p.add_argument("--set-total", metavar="DATASET", help=translate(
        "cli.project_commands", "change the total budget of DATASET's people"))
    p.add_argument("--epsilon"), p.add_argument("--delta"), p.add_argument("--rho")
    p.add_argument("--name", help=translate("cli.project_commands", "with --own-budget: what to call these people"))
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=budget_command)

    p = sub.add_parser("history", help=translate(
        "cli.project_commands", "show the ledger: every charge and how it ended"))
    p.add_argument("project")
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=history_command)

    p = sub.add_parser("export", help=translate("cli.project_commands", "export a stored release (costs nothing)"))
    p.add_argument("project")
    p.add_argument("--release", type=int, required=True)
    p.add_argument("--format", choices=list(FORMATS), required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--synthetic-rows", type=int, metavar="N",
                   help=translate("cli.project_commands", "with a release of many tables at once: write N synthetic "
                                                          "rows drawn from it (CSV, readable by you only) instead of "
                                                          "its table"))
    add_keep_formulas(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=export_command)


def add_keep_formulas(parser) -> None:
    parser.add_argument("--keep-formulas", action="store_true",
                        help=translate("cli.project_commands", "write text beginning with = + - @ as it is, so "
                                                               "spreadsheets may run it as a formula (default: "
                                                               "neutralised; only for files read by trusted programs)"))


def create(args) -> tuple[dict, str]:
    from dpgui.store.project import Project

    budget = _total(args)
    with Project.create(args.project, budget, UNITS[args.unit], args.max_rows_per_person) as project:
        data = {"project": str(project.path), "budget": budget.as_dict(),
                "privacy_unit": project.privacy_unit, "max_rows_per_person": project.max_rows_per_person}
    return data, translate("cli.project_commands", "Created {project}: the people in it have a budget of {budget}, "
                                                   "shared by every dataset about them; privacy unit {unit}.").format(
        project=args.project, budget=budget, unit=args.unit)


def _progress(args) -> Task:
    if args.json or not sys.stderr.isatty():
        return Task()
    return Task(lambda f, msg: print(f"\r  {plain_percent(f):>5}  {shown(msg)}   ", end="", file=sys.stderr,
                                     flush=True))


def _select_multiple(specs: list[str]) -> dict[str, list[str]]:
    out = {}
    for spec in specs:
        question, _, options = spec.partition(":")
        if not question or not options:
            raise ValueError(translate("cli.project_commands", "--select-multiple takes QUESTION:OPT1,OPT2, not "
                                                               "{spec}").format(spec=repr(spec)))
        out[question] = [o.strip() for o in options.split(",") if o.strip()]
    return out


def import_file(args) -> tuple[dict, str]:
    from dpgui.store.declared.numbers import CheckedSource
    from dpgui.store.importers import open_table
    from dpgui.store.profile import profile_dataset

    path = Path(args.file)
    options = {}
    if args.odk or args.select_multiple:
        options = {"odk": args.odk, "select_multiple": _select_multiple(args.select_multiple)}
    if args.sheet:
        options["sheet"] = args.sheet
    schema = parse_schema(Path(args.schema).read_text(encoding="utf-8")) if args.schema else None
    with open_project(args.project) as project:
        said = len(project.notices)
        info = project.add_dataset(args.name or path.stem, CheckedSource(open_table(path, **options), schema), schema,
                                   task=_progress(args))
        for notice in project.notices[said:]:  # what importing found: rows shared with a dataset, a look-alike name
            note(notice)
        numeric = ()
        if args.propose_schema:
            proposal = propose_schema(profile_dataset(project, info))
            project.set_schema(info.name, proposal.schema)
            info, numeric = project.dataset(info.name), proposal.numeric
    if not args.json and sys.stderr.isatty():
        print(file=sys.stderr)
    text = translate("cli.project_commands", "Imported {rows} rows × {columns} columns as {name} from {source}.").format(
        rows=plain_number(info.n_rows), columns=len(info.columns), name=repr(info.name), source=shown(info.source))
    if info.schema is None:
        text += "\n" + translate("cli.project_commands", "Next: declare its schema with `dpgui schema {project} "
                                                         "{dataset} --set SCHEMA.json`.").format(
            project=shown(args.project), dataset=shown(info.name))
    elif info.schema.derived_from_private_data:
        text += "\n" + translate("cli.project_commands", "The proposed schema is DERIVED FROM THE PRIVATE DATA: review "
                                                         "it before any release.")
    if info.schema is not None:
        text += _imputed_text(info.schema)
    if numeric:
        text += "\n" + translate("cli.project_commands", "These columns hold numbers: {columns}. To release them, add "
                                                         "them to the schema with bounds you take from the "
                                                         "questionnaire or codebook (the data's own minimum and "
                                                         "maximum are private and are not shown).").format(
            columns=shown(", ".join(numeric)))
    return {"dataset": info.name, "rows": info.n_rows, "columns": info.columns, "source": info.source,
            "schema": info.schema.to_json() if info.schema else None, "numeric_columns_to_bound": list(numeric)}, text


def schema_command(args) -> tuple[dict, str]:
    from dpgui.store.declared.numbers import check_stored

    with open_project(args.project, readonly=not args.set) as project:
        if args.set:
            schema = parse_schema(Path(args.set).read_text(encoding="utf-8"))
            check_stored(project, project.dataset(args.dataset), schema)
            project.set_schema(args.dataset, schema)
        info = project.dataset(args.dataset)
    if info.schema is None:
        return {"dataset": info.name, "schema": None, "columns": info.columns}, \
            shown(translate("cli.project_commands", "{dataset} has no declared schema yet. Columns: {columns}").format(
                dataset=info.name, columns=", ".join(info.columns)))
    return {"dataset": info.name, **info.schema.to_json()}, info.schema.dumps() + _imputed_text(info.schema)


def _imputed_text(schema) -> str:
    """A plain warning for each numeric column whose missing values are imputed (a biasing choice)."""
    return "".join("\n" + translate("cli.project_commands", "Note: {text}.").format(text=shown(col.missing_text(name)))
                   for name, col in schema.columns.items() if col.type == "numeric" and col.missing == "impute")


def release_command(args) -> tuple[dict, str]:
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release

    if args.plan:
        return _release_plan(args)
    if not (args.dataset and args.query and (args.epsilon or args.rho)):
        raise ValueError(translate("cli.project_commands", "Give --dataset, --query and --epsilon (or --rho), or a "
                                                           "--plan file"))
    setting = PrivacySetting.of(epsilon=args.epsilon, delta=args.delta, rho=args.rho)
    with open_project(args.project) as project:
        result = release(project, args.dataset, args.query, setting, args.confidence or 0.95)
    return result, "\n".join(_release_lines(result) + [_budget_line(result["budget"])])


def _release_lines(result: dict) -> list[str]:
    lines = [translate("cli.project_commands", "Release {release} ({query}, {confidence} intervals):").format(
                 release=result["release_id"], query=result["query"], confidence=plain_percent(result["confidence"])),
             f"  {plain_summary(result)}"]
    if result["query"] == "above_threshold":
        lines += _above_lines(result)
    else:
        lines += [f"  {row['label']}: {plain_number(row['estimate'])}" if row["ci_low"] is None else
                  f"  {row['label']}: {plain_estimate(row['estimate'], row['ci_low'], row['ci_high'])}"
                  for row in result["rows"]]
    post = result.get("post_processing") or []
    lines += [translate("cli.project_commands", "How: {method}.").format(method=result["method"])] + (
        [translate("cli.project_commands", "Post-processing (free): {steps}.").format(steps=", ".join(post))]
        if post else [])
    return [shown(line) for line in lines]  # labels and column names may hold anything the data file did


def _above_lines(result: dict) -> list[str]:
    """Each candidate in the order examined: above, below or not examined, and its follow-up count if any."""
    names = [row_label(result, row) for row in result["rows"]]
    words = [above_word(row) for row in result["rows"]]
    wide, word_wide = max(map(len, names)), max(map(len, words))
    follow = result.get("follow_up")
    head = [translate("cli.project_commands", "Candidate"), translate("cli.project_commands", "Answer")]
    wide, word_wide = max(wide, len(head[0])), max(word_wide, len(head[1]))
    lines = [f"  {head[0]:<{wide}}  {head[1]:<{word_wide}}" + (
        "  " + translate("cli.project_commands", "Follow-up count") if follow else "")]
    for name, word, row in zip(names, words, result["rows"]):
        value = plain_estimate(row["estimate"], row["ci_low"], row["ci_high"]) if row["estimate"] is not None else ""
        lines.append(f"  {name:<{wide}}  {word:<{word_wide}}  {value}".rstrip())
    return lines


def _release_plan(args) -> tuple[dict, str]:
    from dpgui.engine.plan import read_plan
    from dpgui.engine.plan_run import release_plan

    if args.query or args.epsilon or args.rho or args.delta:
        raise ValueError(translate("cli.project_commands", "A plan file carries its own queries and ε; drop "
                                                           "--query/--epsilon/--rho/--delta"))
    dataset, confidence, items = read_plan(_read_json(args.plan))
    dataset = args.dataset or dataset
    done: list[dict] = []
    with open_project(args.project) as project:
        try:
            release_plan(project, dataset, items, args.confidence or confidence, done=done)
        except BaseException:
            if done:  # what was spent is shown, even though the plan stopped
                stopped = translate("cli.project_commands", "the plan stopped after {done} of {planned} releases").format(
                    done=len(done), planned=len(items))
                try:
                    emit({"releases": done, "budget": project.budget(dataset).as_dict()},
                         "\n".join(line for r in done for line in _release_lines(r)), args.json)
                except OSError as err:
                    stop_printing()
                    stopped = translate("cli.project_commands", "{stopped}, and {problem}").format(
                        stopped=stopped, problem=not_printed(err))
                print(f"dpgui release: {shown(still_stored(stopped, args.project, done))}", file=sys.stderr)
            raise
        budget = project.budget(dataset).as_dict()
    lines = [line for r in done for line in _release_lines(r)] + [_budget_line(budget)]
    return {"releases": done, "budget": budget}, "\n".join(lines)


def paid_for(args, data: dict) -> list[dict]:
    """The releases a command's result reports as made, and paid for, just now (``release``, a plan, ``synthesize``):
    if that result cannot be printed, what was paid for is said (``output.still_stored``)."""
    if args.handler is synthesize_command or (args.handler is release_command and not args.plan):
        return [data]
    return data["releases"] if args.handler is release_command else []


def _read_json(path: str):
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except json.JSONDecodeError as err:
        raise ValueError(translate("cli.project_commands", "{path} is not valid JSON ({problem})").format(
            path=path, problem=err)) from None
    except RecursionError:
        raise ValueError(translate("cli.project_commands", "{path} is nested too deeply to read").format(
            path=path)) from None


def synthesize_command(args) -> tuple[dict, str]:
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import synthesize, write_ranges

    columns = [c.strip() for c in args.columns.split(",") if c.strip()]
    folder = Path(args.out).resolve().parent
    if not folder.is_dir() or not os.access(folder, os.W_OK):  # the rows are paid for: be sure they can be written
        raise ValueError(translate("cli.project_commands", "Cannot write into {folder}; choose another --out (nothing "
                                                           "was spent)").format(folder=folder))
    if not_a_file(args.out):
        raise ValueError(translate("cli.project_commands", "{path}: {reason}; choose another --out (nothing was "
                                                           "spent)").format(path=args.out, reason=not_a_file_reason()))
    with open_project(args.project) as project:
        stored, header, rows = synthesize(project, args.dataset, columns, args.k, PrivacySetting.of(epsilon=args.epsilon),
                                          args.rows, args.rounds)
    try:
        ranges = write_ranges(stored, args.out, args.keep_formulas)  # first: a failure then writes no rows either
        write_csv(args.out, header, rows, private=True, keep_formulas=args.keep_formulas)
    except WriteFailed as err:  # after the charge: say it is spent, and how to have the rows without paying again
        problem = translate("cli.project_commands", "{problem}, so the synthetic rows were not written").format(
            problem=err.problem)
        raise type(err)(still_stored(problem, args.project, [stored],
                                     f"--format csv --synthetic-rows {args.rows} --out {shlex.quote(args.out)}")) \
            from None
    summary = {"release_id": stored["release_id"], "rows_written": len(rows), "out": args.out, "ranges": str(ranges),
               "cost": stored["cost"], "budget": stored["budget"], "marginals": stored["marginals"]}
    return summary, translate("cli.project_commands", "Released {tables} {k}-way marginals as release {release} and "
                                                      "wrote {rows} synthetic rows to {path} (synthetic rows are free "
                                                      "post-processing).").format(
        tables=len(stored["marginals"]), k=args.k, release=stored["release_id"], rows=plain_number(len(rows)),
        path=args.out) + " " + _ranges_sentence(ranges) + "\n" + _budget_line(stored["budget"])


def _ranges_sentence(path) -> str:
    return translate("cli.project_commands", "Each learned table's cells, with their ranges, are in {path}.").format(
        path=path)


def plan_command(args) -> tuple[dict, str]:
    from dpgui.engine.plan import PlannedQuery, plan_document, read_plan, total_epsilon

    with open_project(args.project, readonly=bool(args.out)) as project:
        if args.load:
            dataset, _, items = read_plan(_read_json(args.load))
            project.dataset(args.dataset)
            project.save_plan(args.dataset, [i.to_json() for i in items])
        items = [PlannedQuery.from_json(d) for d in project.plan(args.dataset)]
    document = plan_document(args.dataset, items)
    if args.out:
        write_text(args.out, json.dumps(document, indent=2, ensure_ascii=False))
        return document, translate("cli.project_commands", "Wrote {count} planned queries of {dataset} to {path}.").format(
            count=len(items), dataset=args.dataset, path=args.out)
    return document, translate("cli.project_commands", "{dataset} now plans {count} queries (total ε = {epsilon}).").format(
        dataset=args.dataset, count=len(items), epsilon=plain_epsilon(total_epsilon(items)))


def report_command(args) -> tuple[dict, str]:
    from dpgui.report.document import build_report, detail_choice
    from dpgui.report.render import write_report

    with open_project(args.project, readonly=True) as project:
        detail = None
        if args.detail is not None:
            numbers = args.release or [e.release_id for e in project.ledger() if e.release_id]
            detail = detail_choice(args.detail, numbers)
        report = build_report(project, args.release, detail, how_to_choose=translate(
            "cli.project_commands", "To show some in detail: dpgui report … --detail 3,17,42 (or last:20, or all)."))
        write_report(report, args.out)
    return {"out": args.out, "releases": [r.number for r in report.summary],
            "detail": [r.release["release_id"] for r in report.releases]}, \
        translate("cli.project_commands", "Wrote a report of {count} release(s), {detailed} in detail, to {path}.").format(
            count=plain_number(len(report.summary)), detailed=plain_number(len(report.releases)), path=args.out)


def manifest_command(args) -> tuple[dict, str]:
    from dpgui.report.manifest import manifest

    with open_project(args.project, readonly=True) as project:
        data = manifest(project, args.release) if project.ledger() else None
    if data is None:
        raise ValueError(translate("cli.project_commands", "There are no releases yet"))
    write_text(args.out, json.dumps(data, indent=2, ensure_ascii=False))
    return {"out": args.out}, translate("cli.project_commands", "Wrote the manifest of release {release} to {path}.").format(
        release=args.release, path=args.out)


def verify_manifest_command(args) -> tuple[dict, str]:
    from dpgui.report.manifest import verify_manifest

    with open_project(args.project, readonly=True) as project:
        problems = verify_manifest(project, _read_json(args.manifest))
    if problems:
        raise ValueError(translate("cli.project_commands", "The manifest does NOT match the ledger: {problems}").format(
            problems="; ".join(problems)))
    return {"valid": True, "problems": []}, translate(
        "cli.project_commands", "The manifest matches the project's ledger.")




def _budget_line(b: dict) -> str:
    return translate("cli.project_commands", "Budget: {spending}").format(spending=_spending(b))


def _spending(b: dict) -> str:
    """What a budget (``Budget.as_dict()``) has spent, of what total, and what is left."""
    if b["total"]["kind"] == "zcdp":
        return translate("cli.project_commands", "ρ {spent} spent of {total}; {left} left.").format(
            spent=plain_number(b["spent"]["rho"], digits=4), total=plain_number(b["total"]["rho"], digits=4),
            left=plain_number(b["remaining"]["rho"], digits=4))
    epsilons = {"spent": plain_number(b["spent"]["epsilon"], digits=4),
                "total": plain_number(b["total"]["epsilon"], digits=4),
                "left": plain_number(b["remaining"]["epsilon"], digits=4)}
    if b["total"]["kind"] == "approx":
        return translate("cli.project_commands", "ε {spent} spent of {total}; {left} left (δ {delta_spent} of "
                                                 "{delta_total}).").format(
            **epsilons, delta_spent=plain_number(b["spent"]["delta"], digits=3),
            delta_total=plain_number(b["total"]["delta"], digits=3))
    return translate("cli.project_commands", "ε {spent} spent of {total}; {left} left.").format(**epsilons)


def _datasets(names: list[str]) -> str:
    """The datasets about a group of people."""
    return ", ".join(names) or translate("cli.project_commands", "no datasets yet")


def _total(args) -> Cost:
    """A total budget from --epsilon (with --delta) or --rho."""
    if args.rho:
        if args.delta:
            raise ValueError(translate("cli.project_commands", "--delta goes with --epsilon, not --rho"))
        return zcdp(args.rho)
    if not args.epsilon:
        raise ValueError(translate("cli.project_commands", "Give the total with --epsilon (and --delta) or --rho"))
    return approx(args.epsilon, args.delta) if args.delta else pure(args.epsilon)


def budget_command(args) -> tuple[dict, str]:
    changing = args.own_budget or args.set_total
    with open_project(args.project, readonly=not changing) as project:
        if args.own_budget:
            project.declare_different_people(args.own_budget, _total(args), args.name)
        elif args.set_total:
            project.set_budget(args.set_total, _total(args))
        populations = [b.as_dict() for b in project.populations()]
    lines = [translate("cli.project_commands", "{population} ({datasets}): {spending}").format(
        population=population_name(b["population"]), datasets=_datasets(b["datasets"]), spending=_spending(b)) for b in populations]
    return {"populations": populations}, "\n".join(shown(line) for line in lines)


def history_command(args) -> tuple[dict, str]:
    """Every charge (interrupted ones too) and every carried spending, by group of people, with the total that
    the budget counts: the lines add up to it."""
    with open_project(args.project, readonly=True) as project:
        spending = project.spending()
        entries = project.ledger()
        head = project.verify_ledger()
    lines = []
    for s in spending:
        if not (s.charges or s.carried) and len(spending) > 1:
            continue
        lines.append(translate("cli.project_commands", "{population} ({datasets}):").format(
            population=population_name(s.budget.population), datasets=_datasets(s.budget.shared_with)))
        lines += [f"  #{e.id} {e.created_at} {e.dataset}: {e.query.get('type')} {json.dumps(e.query)} — {e.cost} "
                  + _outcome(e) for e in s.charges]
        lines += ["  " + translate("cli.project_commands", "carried {when}: {cost} — {reason}").format(
            when=c.at or translate("cli.project_commands", "(not yet in the file)"), cost=c.cost, reason=c.reason)
                  for c in s.carried]
        lines.append("  " + translate("cli.project_commands", "Total ({count}): {spending}").format(
            count=_charges(len(s.charges), len(s.carried)), spending=_spending(s.budget.as_dict())))
    lines.append(translate("cli.project_commands", "Ledger verified; head hash {hash}…").format(hash=head[:16]))
    return ({"entries": [e.as_dict() for e in entries], "populations": [s.as_dict() for s in spending],
             "head_hash": head}, "\n".join(shown(line) for line in lines))


def _outcome(entry) -> str:
    """How a charge ended: the release it made, or none (interrupted or failed), which still counts as spent."""
    if entry.release_id:
        return translate("cli.project_commands", "(release {release})").format(release=entry.release_id)
    return translate("cli.project_commands", "({state}, no release: still counted as spent)").format(state=entry.state)


def _charges(charges: int, carried: int) -> str:
    """"3 charges", "1 charge and 2 carried"."""
    text = (translate("cli.project_commands", "{count} charge") if charges == 1
            else translate("cli.project_commands", "{count} charges")).format(count=plain_number(charges))
    if carried:
        return translate("cli.project_commands", "{charges} and {carried} carried").format(
            charges=text, carried=plain_number(carried))
    return text


def export_command(args) -> tuple[dict, str]:
    with open_project(args.project, readonly=True) as project:
        result = project.release(args.release)
    if args.synthetic_rows is not None:
        return _export_synthetic(args, result)
    out = write_release(result, args.out, args.format, keep_formulas=args.keep_formulas)
    return {"release_id": args.release, "out": str(out)}, translate(
        "cli.project_commands", "Wrote release {release} to {path}.").format(release=args.release, path=out)


def _export_synthetic(args, result: dict) -> tuple[dict, str]:
    """Synthetic rows drawn again from a stored release of many tables at once (free post-processing)."""
    from dpgui.engine.release import synthetic_table, write_ranges

    if result["query"] != "marginals":
        raise ValueError(translate("cli.project_commands", "Release {release} is not a release of many tables at once, "
                                                           "so it has no synthetic rows").format(release=args.release))
    if args.format != "csv" or args.synthetic_rows < 1:
        raise ValueError(translate("cli.project_commands", "Synthetic rows are written as CSV: give --format csv and "
                                                           "--synthetic-rows of at least 1"))
    out = write_csv(args.out, result["columns"], synthetic_table(result, args.synthetic_rows), private=True,
                    keep_formulas=args.keep_formulas)
    ranges = write_ranges(result, out, args.keep_formulas)
    return ({"release_id": args.release, "out": str(out), "rows_written": args.synthetic_rows, "ranges": str(ranges)},
            translate("cli.project_commands", "Wrote {rows} synthetic rows drawn from release {release} to {path} "
                                              "(free post-processing: nothing was spent).").format(
                rows=plain_number(args.synthetic_rows), release=args.release, path=out) + " " + _ranges_sentence(ranges))


def make_private_command(args) -> tuple[dict, str]:
    make_private(args.project)
    return {"project": args.project, "private": True}, \
        translate("cli.project_commands", "{project} (and its write-ahead log) can now be read by you only.").format(
            project=args.project)
