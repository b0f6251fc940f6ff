"""`dpgui link`: link a large Parquet or CSV source (or a Spark table) instead of importing it."""

from __future__ import annotations

from pathlib import Path

from dpgui.store.declared.names import shown
from dpgui.cli.opening import note, open_project
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate
from dpgui.store.links import ENGINES, link_to
from dpgui.store.ledger.journal import population_name


def add_parser(sub) -> None:
    p = sub.add_parser("link", help=translate("cli.link_command", "link a Parquet or CSV file or folder, or a Spark "
                                              "table, without importing it"))
    p.add_argument("project")
    p.add_argument("source", help=translate("cli.link_command", "a Parquet or CSV file, a folder of them, or (with "
                                            "--engine spark) a table name"))
    p.add_argument("--name", help=translate("cli.link_command", "dataset name (default: the file or table name)"))
    p.add_argument("--schema", required=True, help=translate("cli.link_command", "declared schema (JSON, see "
                                                             "docs/schema.md): required, since categories and bounds "
                                                             "are never read off the data"))
    p.add_argument("--engine", choices=ENGINES, default="duckdb",
                   help=translate("cli.link_command", "where the aggregates are computed"))
    p.add_argument("--spark-master", metavar="URL",
                   help=translate("cli.link_command", "Spark's master URL (default: local[*])"))
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=link_command)


def link_command(args) -> tuple[dict, str]:
    from dpgui.engine.linking import link_dataset
    from dpgui.store.declared.schema import parse_schema

    if args.spark_master and args.engine != "spark":
        raise ValueError(translate("cli.link_command", "--spark-master goes with --engine spark"))
    schema = parse_schema(Path(args.schema).read_text(encoding="utf-8"))
    link = link_to(args.source, args.engine, args.spark_master)
    with open_project(args.project) as project:  # which says what opening found
        said = len(project.notices)
        info = link_dataset(project, args.name or Path(args.source).stem, link, schema)
        population = population_name(project.budget(info.name).population)
        for notice in project.notices[said:]:  # what linking found: rows shared with a dataset, a look-alike name
            note(notice)
    return ({"dataset": info.name, "link": info.link, "columns": info.columns, "population": population},
            shown(translate("cli.link_command", "Linked {location} as {name} ({columns} columns, {format}, aggregated by "
                            "{engine}); its rows stay where they are. It spends the budget of {population}.").format(
                location=info.link["location"], name=repr(info.name), columns=plain_number(len(info.columns)),
                format=link.format, engine=link.engine, population=population)))
