"""Randomized-response surveys: how long the kiosk takes to commit one response durably (p50, p99;
target p99 < 20 ms), how long estimates take for 1M responses, and the intervals' coverage in
simulated surveys through the same randomiser the kiosk uses.

Run: python bench/survey.py
"""

import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import peak_rss_mb  # noqa: E402
from survey_fixtures import make_survey  # noqa: E402

from dpgui.core.costs.accounting import pure  # noqa: E402
from dpgui.engine.survey_estimates import estimate_question, survey_estimates  # noqa: E402
from dpgui.store import surveys as store  # noqa: E402
from dpgui.store.project import Project  # noqa: E402


def commit_latency(folder: Path, count: int = 2000) -> None:
    """The kiosk's commit (checks, one fsync'd transaction) on a project that already holds responses."""
    with Project.create(folder / "latency.dpgui", pure(1)) as project:
        survey = make_survey()
        store.save_survey(project, survey)
        truth = {"region": "north", "drugs": "no", "income": "band1"}
        times = []
        for _ in range(count):
            answers = survey.respond(truth)
            start = time.perf_counter()
            store.commit_response(project, survey, answers)
            times.append(time.perf_counter() - start)
    ms = np.array(times) * 1000
    print(f"commit one response ({count:,} in a row, synchronous=FULL): p50 {np.percentile(ms, 50):.2f} ms, "
          f"p99 {np.percentile(ms, 99):.2f} ms, max {ms.max():.1f} ms")


def million(folder: Path, n: int = 1_000_000) -> None:
    with Project.create(folder / "million.dpgui", pure(1)) as project:
        survey = make_survey()
        store.save_survey(project, survey)
        gen = np.random.default_rng(3)  # simulated true answers (benchmark data)
        drugs = survey.question("drugs").binary().randomise(gen.random(n) < 0.2)
        income = survey.question("income").oracle().randomise(gen.integers(0, 3, n))
        region = gen.integers(0, 2, n)
        rows = [{"region": ("north", "south")[r], "drugs": "yes" if d else "no", "income": f"band{i}"}
                for r, d, i in zip(region, drugs, income)]
        start = time.perf_counter()
        store.commit_many(project, survey, rows, "bench")
        stored = time.perf_counter() - start
        start = time.perf_counter()
        responses = store.responses(project, survey)
        read = time.perf_counter() - start
        start = time.perf_counter()
        survey_estimates(survey, responses, by="region")
        estimated = time.perf_counter() - start
    print(f"1M responses: import {stored:.1f} s; read {read:.1f} s; estimates with subgroups {estimated:.1f} s; "
          f"file {(folder / 'million.dpgui').stat().st_size / 1e6:.0f} MB; peak RSS {peak_rss_mb():,.0f} MB")


def coverage(surveys: int = 4000) -> None:
    """Coverage of the default (Wilson, mapped) 95% interval for the forced-response question."""
    q = make_survey().question("drugs")
    design = q.binary()
    gen = np.random.default_rng(9)
    for prevalence in (0.05, 0.2, 0.5):
        for n in (50, 200, 1000):
            covered = 0
            for _ in range(surveys):
                reported = design.randomise(gen.random(n) < prevalence)
                row = estimate_question(q, ["yes" if r else "no" for r in reported])[0]
                covered += row["ci_low"] <= prevalence <= row["ci_high"]
            print(f"coverage π = {prevalence}, n = {n}: {covered / surveys:.3f} ({surveys} simulated surveys)")


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        commit_latency(Path(folder))
        million(Path(folder))
    coverage()


if __name__ == "__main__":
    main()
