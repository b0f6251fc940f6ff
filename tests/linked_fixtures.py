"""Messy data for the backend agreement tests: several rows per person, rows with no person, missing and
unreadable values, numbers written two ways, undeclared categories; the same rows in a CSV file and in
a typed Parquet file. Every backend must compute the same true aggregates from them."""

from pathlib import Path

from dpgui.store.declared_schema import parse_schema

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
    from dpgui.engine.release import quantile_grid
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

    from dpgui.core.bounded import clamped_sum
    values = np.array([5e-324, -5e-324, 1e-300, 3e-310, 0.1, 0.2, 0.30000000000000004, -0.0, 1 / 3, 2.5e-8,
                       123456.789, -987654.321, 1e6, -1e6, 1e300, -1e300, 1.7e308, 7.0, float("nan")] * 3)
    path = folder / f"awkward{lower}{upper}.parquet"
    pd.DataFrame({"x": values}).to_parquet(path)
    schema = parse_schema({"columns": {"x": {"type": "numeric", "lower": lower, "upper": upper, "missing": "exclude"}}})
    return path, schema, clamped_sum(values, Fraction(lower), Fraction(upper))
