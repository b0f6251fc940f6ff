"""Messy data for the backend agreement tests: several rows per person, rows with no person, missing and
unreadable values, numbers written two ways, undeclared categories; the same rows in a CSV file and in
a typed Parquet file. Every backend must compute the same true aggregates from them."""

from pathlib import Path

from dpgui.store.declared.schema import parse_schema

REGIONS = ["North", "South", "East", "West", "", "Mars"]


def rows(n: int = 600) -> list[tuple]:
    out = []
    for i in range(n):
        person = "" if i % 97 == 0 else f"p{i % 150}"
        region = REGIONS[i % 6]
        code = ["1", "1.0", "2", "03", "x", ""][i % 5]
        income = "" if i % 11 == 0 else ("n/a" if i % 13 == 0 else f"{(i * 7919) % 120000 / 3:.4f}")
        age = "" if i % 17 == 0 else str(15 + (i * 31) % 80)
        out.append((person, region, code, income, age))
    return out


def write_csv(folder: Path, n: int = 600) -> Path:
    path = folder / "people.csv"
    text = "pid,region,code,income,age\n" + "".join(",".join(r) + "\n" for r in rows(n))
    path.write_text(text, encoding="utf-8")
    return path


def write_parquet(folder: Path, n: int = 600) -> Path:
    """The same rows, with income and age as typed doubles (NULL where missing or unreadable)."""
    import pandas as pd
    frame = pd.DataFrame(rows(n), columns=["pid", "region", "code", "income", "age"]).replace("", None)
    for column in ("income", "age"):
        frame[column] = pd.to_numeric(frame[column], errors="coerce")
    path = folder / "people.parquet"
    frame.to_parquet(path, index=False)
    return path


def schema(max_rows: int = 1000, income_missing: str = "exclude"):
    return parse_schema({"columns": {
        "pid": {"type": "identifier"},
        "region": {"type": "categorical", "categories": ["North", "South", "East", "West"]},
        "code": {"type": "categorical", "categories": ["1", "2", "3"], "missing": "other"},
        "income": {"type": "numeric", "lower": 0, "upper": 30000, "missing": income_missing},
        "age": {"type": "numeric", "lower": 18, "upper": 90, "missing": "impute", "impute": 40},
    }, "person": {"column": "pid", "max_rows": max_rows}})


WHERE = {"and": [{"column": "region", "in": ["North", "East", "Mars"]},
                 {"or": [{"column": "age", "range": [20, 60]}, {"column": "code", "equals": "1"}]}]}
QUERIES = {
    "count": {"type": "count", "where": WHERE},
    "histogram": {"type": "histogram", "column": "region"},
    "table": {"type": "table", "columns": ["region", "code"], "where": {"column": "income", "range": [100, 20000]}},
    "sum": {"type": "sum", "column": "income", "lower": 50, "upper": 25000, "where": WHERE},
    "mean": {"type": "mean", "column": "age"},
    "quantile": {"type": "quantile", "column": "income", "q": 0.3},
    "mode": {"type": "mode", "column": "code", "where": {"column": "age", "range": [30, 90]}},
    "marginals": {"type": "marginals", "columns": ["region", "code"], "k": 1},
}


def true_aggregates(data, where=WHERE) -> dict:
    """Every aggregate a mechanism can ask for, from one backend."""
    from dpgui.engine.queries import quantile_grid
    return {
        "count": data.count_rows(where),
        "count_all": data.count_rows(None),
        "histogram": data.cell_counts(["region"], None)[0].tolist(),
        "table": data.cell_counts(["region", "code"], where)[0].tolist(),
        "marginals": {k: v.tolist() for k, v in data.marginal_counts(["region", "code"], [(0,), (1,), (0, 1)],
                                                                     where)[0].items()},
        "sum": data.clamped_sum("income", 50.0, 25000.0, where),
        "mean": data.clamped_sum("age", 18.0, 90.0, None),
        "ranks": (lambda r: (r.below.tolist(), r.n))(data.ranks("income", 0.0, 30000.0,
                                                                 quantile_grid(0.0, 30000.0), where)),
        "ranks_int": (lambda r: (r.below.tolist(), r.n))(data.ranks("age", 18.0, 90.0, quantile_grid(18, 90), None)),
    }


AWKWARD_BOUNDS = [(-1e6, 1e6), (0.0, 1e-300), (-1e300, 1e308), (0.1, 0.3)]


def awkward(folder: Path, lower: float, upper: float):
    """A Parquet column of awkward doubles, its schema, and the core's exact (clamped sum, count)."""
    from fractions import Fraction

    import numpy as np
    import pandas as pd

    from dpgui.core.mechanisms.bounded import clamped_sum
    values = np.array([5e-324, -5e-324, 1e-300, 3e-310, 0.1, 0.2, 0.30000000000000004, -0.0, 1 / 3, 2.5e-8,
                       123456.789, -987654.321, 1e6, -1e6, 1e300, -1e300, 1.7e308, 7.0, float("nan")] * 3)
    path = folder / f"awkward{lower}{upper}.parquet"
    pd.DataFrame({"x": values}).to_parquet(path)
    schema = parse_schema({"columns": {"x": {"type": "numeric", "lower": lower, "upper": upper, "missing": "exclude"}}})
    return path, schema, clamped_sum(values, Fraction(lower), Fraction(upper))


# Hostile text (docs/linked.md): backslashes (Spark's string escape), quotes, newlines, glob and brace
# characters, Spark's ${...} substitution, and the injection, as values, as declared categories, as
# where values and in a column's name; the files sit in folders whose names are patterns matching decoys.
HOSTILE = ["c\\", ") OR TRUE)) GROUP BY GROUPING SETS (()) --", "N\\A", "C:\\data\\x.csv", "it's", 'say "hi"',
           "two\nlines", "*?[]{}", "${env:HOME}", "Zürich €", "\\'; DROP TABLE t; --", "a`b", "'"]
HOSTILE_COLUMN = 'we`ird "c\'o\\l" *?[]{} ${env:HOME} ü'
HOSTILE_WHERE = [{"column": HOSTILE_COLUMN, "in": HOSTILE[:2]},
                 {"or": [{"column": HOSTILE_COLUMN, "equals": "'"}, {"column": HOSTILE_COLUMN, "in": HOSTILE[2:9]}]}]


def hostile_rows() -> list[list[str]]:
    values = HOSTILE + ["undeclared \\ value", ""]
    return [[f"p{i % 40}", values[i % len(values)], str(i % 7)] for i in range(300)]


def write_hostile(folder: Path, fmt: str) -> Path:
    """The rows in ``folder/hostile[1]/people*.<fmt>``, beside decoys a pattern would also match."""
    import csv

    import pandas as pd
    path = folder / "hostile[1]" / f"people*.{fmt}"
    for target, rows in [(path, hostile_rows()), (folder / "hostile1" / f"people*.{fmt}", hostile_rows()[:5]),
                         (folder / "hostile[1]" / f"people-decoy.{fmt}", hostile_rows()[:7])]:
        target.parent.mkdir(exist_ok=True)
        if fmt == "csv":
            with open(target, "w", encoding="utf-8", newline="") as f:
                csv.writer(f).writerows([["pid", HOSTILE_COLUMN, "n"]] + rows)
        else:
            frame = pd.DataFrame(rows, columns=["pid", HOSTILE_COLUMN, "n"]).replace("", None)
            frame.to_parquet(target, index=False)
    return path


def hostile_schema():
    return parse_schema({"columns": {"pid": {"type": "identifier"},
                                     HOSTILE_COLUMN: {"type": "categorical", "categories": HOSTILE},
                                     "n": {"type": "categorical", "categories": ["1", "2"]}},
                         "person": {"column": "pid", "max_rows": 1000}})


def hostile_counts(data) -> dict:
    """Cell counts over the hostile column, and under each hostile where, from one backend."""
    out = {"cells": data.cell_counts([HOSTILE_COLUMN, "n"], None)[0].tolist()}
    for i, where in enumerate(HOSTILE_WHERE):
        out[f"cells{i}"] = data.cell_counts([HOSTILE_COLUMN], where)[0].tolist()
    return out


def write_malformed_csv(folder: Path) -> Path:
    """A CSV file no strict reader accepts: short and long lines (one of 30,000 fields), a zero byte, a 3 MB
    value, a value in Windows-1252 among UTF-8 ones, blank lines, and a quote never closed on its last line."""
    path = folder / "malformed.csv"
    lines = [b"pid,region,income", b"p1,North,10", b"p2,South", b"p3,East,30,extra,fields", b"p4,We\x00st,40", b"",
             b"p5," + b"x" * 3_000_000 + b",50", "p6,Zürich,60".encode(), "p7,Köln,70".encode("cp1252"),
             b"p8,\"North\",80", b"p10," + b",".join([b"x"] * 30_000), b"p9,\"never closed,90"]
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


def malformed_schema():
    return parse_schema({"columns": {
        "pid": {"type": "identifier"},
        "region": {"type": "categorical", "categories": ["North", "South", "East", "Zürich", "Köln"]},
        "income": {"type": "numeric", "lower": 0, "upper": 100, "missing": "impute", "impute": 1},
    }, "person": {"column": "pid", "max_rows": 10}})


def write_unreadable_parquet(folder: Path) -> Path:
    """Parquet text that is not UTF-8, bytes (UTF-8 or not), a list, a struct and a map."""
    import pyarrow as pa
    import pyarrow.parquet as pq
    n = 12
    raw = [b"Z\xfcrich", "Zürich".encode(), b"Paris", None]
    table = pa.table({
        "pid": [f"p{i}" for i in range(n)],
        "city": pa.array([raw[i % 4] for i in range(n)], type=pa.binary()).view(pa.string()),
        "blob": pa.array([raw[(i + 1) % 4] for i in range(n)], type=pa.binary()),
        "tags": pa.array([["Paris"] if i % 2 else None for i in range(n)]),
        "place": pa.array([{"x": "Paris"} for _ in range(n)]),
        "kv": pa.array([[("Paris", 1)] for _ in range(n)], type=pa.map_(pa.string(), pa.int64())),
    })
    path = folder / "unreadable.parquet"
    pq.write_table(table, path)
    return path


def unreadable_schema():
    cities = {"type": "categorical", "categories": ["Zürich", "Paris"]}
    return parse_schema({"columns": {"pid": {"type": "identifier"}, "city": cities, "blob": cities,
                                     "tags": cities, "place": cities, "kv": cities}})


UNREADABLE_COUNTS = {  # Zürich, Paris, (other), (missing): text that is not UTF-8 is missing, never an error
    "city": [3, 3, 0, 6], "blob": [3, 3, 0, 6], "tags": [0, 0, 0, 12], "place": [0, 0, 0, 12], "kv": [0, 0, 0, 12]}


MALFORMED_REGIONS = [2, 1, 1, 1, 1, 4, 0]  # a zero byte, 3 MB, "x" and the unclosed quote's rest: (other)


def cities_schema():
    return parse_schema({"columns": {"pid": {"type": "identifier"},
                                     "city": {"type": "categorical", "categories": ["Köln €", "Zürich", "Köln"]}}})


def write_windows_1252(folder: Path) -> Path:
    path = folder / "cities.csv"
    cities = ["Köln €", "Zürich", "Köln", "‘Paris’"] * 2
    path.write_bytes(("pid,city\n" + "".join(f"p{i},{c}\n" for i, c in enumerate(cities[:7]))).encode("cp1252"))
    return path


def write_folder(root: Path) -> Path:
    """A folder of CSV files: 'a.csv' (3 rows) and a file named '*.csv' (2 rows) are read; a hidden macOS
    copy, a file whose name begins with '_', a hidden folder and a second name of 'a.csv' are not."""
    import os
    folder = root / "data"
    (folder / ".hidden").mkdir(parents=True)
    write = lambda name, n: (folder / name).write_text(  # noqa: E731
        "pid,city\n" + "".join(f"{name}{i},Zürich\n" for i in range(n)), encoding="utf-8")
    write("a.csv", 3)
    write("*.csv", 2)
    write("_b.csv", 4)
    write(".hidden/e.csv", 4)
    (folder / "._a.csv").write_bytes(b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X")
    os.symlink(folder / "a.csv", folder / "c.csv")
    return folder


# Declared rules that leave rows out (tests/test_left_out.py, and Spark's case in tests/test_linked_spark.py):
# sex and grp each take a declared value, an undeclared one and a missing one; grp's "2.0" is its code 2.
SEX = ["F", "M", "X", ""]
GRP = ["1", "2.0", "7", ""]
RULES = [("other", "cell"), ("other", "other"), ("other", "exclude"), ("exclude", "cell"), ("exclude", "exclude")]


def left_out_rows() -> list[tuple[str, str, str]]:
    """Each (sex, grp) pair a different number of times (1 + i + 4j), so every cell's count is its own."""
    return [(f"p{n}", sex, grp) for i, sex in enumerate(SEX) for j, grp in enumerate(GRP)
            for n in range(1 + i + 4 * j)]


def write_left_out(folder: Path, fmt: str) -> Path:
    import pandas as pd
    frame = pd.DataFrame(left_out_rows(), columns=["pid", "sex", "grp"])
    path = folder / f"left_out.{fmt}"
    if fmt == "csv":
        frame.to_csv(path, index=False)
    else:
        frame.replace("", None).to_parquet(path, index=False)
    return path


def left_out_schema(sex: tuple[str, str], grp: tuple[str, str] = ("exclude", "cell")):
    """sex and grp under the rules (outside, missing)."""
    return parse_schema({"columns": {
        "pid": {"type": "identifier"},
        "sex": {"type": "categorical", "categories": ["F", "M"], "outside": sex[0], "missing": sex[1]},
        "grp": {"type": "categorical", "categories": ["1", "2"], "outside": grp[0], "missing": grp[1]}}})


def expected_cell(value: str, categories: list[str], rules: tuple[str, str]) -> str | None:
    """The label a value counts in under the rules, or None when its row is left out: written apart from
    the engines, by the rules' words alone."""
    outside, missing = rules
    if value == "":
        return {"cell": "(missing)", "other": "(other)"}.get(missing)
    if value in categories:
        return value
    if value == "2.0":  # equal to the code 2 as a number
        return "2"
    return "(other)" if outside == "other" else None


def expected_table(sex: tuple[str, str], grp: tuple[str, str] = ("exclude", "cell")) -> dict[tuple[str, str], int]:
    """{(sex label, grp label): rows} of the rows that count."""
    out: dict[tuple[str, str], int] = {}
    for _, s, g in left_out_rows():
        cells = (expected_cell(s, ["F", "M"], sex), expected_cell(g, ["1", "2"], grp))
        if None not in cells:
            out[cells] = out.get(cells, 0) + 1
    return out


def as_table(counts, axes) -> dict[tuple[str, ...], int]:
    """An engine's cell counts as {labels: count}, the cells at 0 left out."""
    import itertools

    import numpy as np
    return {labels: int(n) for labels, n in zip(itertools.product(*axes), np.ravel(counts)) if n}
