"""Randomized-response surveys: how long the kiosk takes to commit one response durably (p50, p99;
target p99 < 20 ms); for 10^6 responses (--quick: 10^5) the import of an ODK-style CSV export, estimates
with a subgroup, and the CSV, XLSX and .sav exports, each in its own process so that each peak memory is
its own (issue #29: import < 10 s, estimates < 3 s and < 500 MB, every export < 500 MB); and the intervals'
coverage in simulated surveys through the same randomiser the kiosk uses. Runs against the old tree too
(PYTHONPATH=/work/base): it only uses calls both trees have.

Run: python bench/survey.py [--quick | --size N]   (--size: N responses, e.g. for the old tree, whose XLSX
export of 10^6 responses takes minutes and gigabytes)
"""

import json
import os
import subprocess
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


def own_peak_mb() -> float:
    """This process's own peak resident memory. On Linux ru_maxrss (peak_rss_mb) also keeps the peak of the
    parent that forked it, which here wrote the 10^6-row CSV, so every step would show the parent's ~440 MB;
    VmHWM starts afresh at exec."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            return next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmHWM:"))
    except (OSError, StopIteration):
        return peak_rss_mb()


def commit_latency(folder: Path, count: int = 2000) -> float:
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
    return float(np.percentile(ms, 99))


def write_export_csv(path: Path, n: int) -> None:
    """An ODK Central-style export of n responses (instance ids, submission times), reported answers simulated
    with the designs' own randomisers (benchmark data: a fixed numpy seed)."""
    survey = make_survey()
    gen = np.random.default_rng(3)
    drugs = survey.question("drugs").binary().randomise(gen.random(n) < 0.2)
    income = survey.question("income").oracle().randomise(gen.integers(0, 3, n))
    region = np.array(["north", "south"])[gen.integers(0, 2, n)]
    ids = np.char.add("uuid:", np.char.mod("%032x", np.arange(n)))
    with open(path, "w", encoding="utf-8") as f:
        f.write("KEY,SubmissionDate,region,drugs,income\n")
        for i in range(n):
            f.write(f"{ids[i]},2026-03-{1 + i % 28:02d}T10:00:00.000Z,{region[i]},{'yes' if drugs[i] else 'no'},"
                    f"band{income[i]}\n")


def part(name: str, folder: Path) -> dict:
    """One measured step on the project in ``folder``, in this process (peak memory is this step's own)."""
    project_path = folder / "million.dpgui"
    if name == "import":
        with Project.create(project_path, pure(1)) as project:
            survey = make_survey()
            store.save_survey(project, survey)
            start, cpu = time.perf_counter(), time.process_time()
            result = store.import_responses(project, survey, folder / "export.csv")
            seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        return {"seconds": seconds, "cpu_seconds": cpu, "added": result.added, "peak_mb": own_peak_mb()}
    if name == "resent":
        return resent_latency(project_path)
    with Project.open(project_path, readonly=True) as project:
        survey = store.current_survey(project)
        start, cpu = time.perf_counter(), time.process_time()
        read = getattr(store, "response_columns", store.responses)  # the old tree has only the list of dicts
        found = read(project, survey)
        estimates = survey_estimates(survey, found, by="region")
        if name == "estimates":
            return {"seconds": time.perf_counter() - start, "cpu_seconds": time.process_time() - cpu,
                    "peak_mb": own_peak_mb()}
        from dpgui.report.survey_export import write_export
        write_export(survey, found, estimates, folder / f"out.{name}")
        return {"seconds": time.perf_counter() - start, "cpu_seconds": time.process_time() - cpu,
                "peak_mb": own_peak_mb()}


def resent_latency(project_path: Path, count: int = 300) -> dict:
    """A response committed with an id its device made (a phone's submission), on the project holding every
    imported response in batches: each id is searched among them first, and a resent one adds nothing. Only
    in the new tree (the old commit_response takes no id)."""
    import inspect
    if "key" not in inspect.signature(store.commit_response).parameters:
        return {"seconds": None, "peak_mb": own_peak_mb()}
    import uuid
    with Project.open(project_path) as project:
        survey = store.current_survey(project)
        before = store.response_count(project, survey)
        truth = {"region": "north", "drugs": "no", "income": "band1"}
        keys = [str(uuid.uuid4()) for _ in range(count)]
        times = []
        for key in keys + keys[:count // 3]:  # a third sent twice
            start = time.perf_counter()
            store.commit_response(project, survey, survey.respond(truth), source="phone", key=key)
            times.append(time.perf_counter() - start)
        assert store.response_count(project, survey) == before + count
    return {"seconds": float(np.percentile(times, 99)), "peak_mb": own_peak_mb()}


def million(folder: Path, n: int) -> None:
    write_export_csv(folder / "export.csv", n)
    rows = {}
    for name in ("import", "estimates", "csv", "xlsx", "sav", "resent"):
        done = subprocess.run([sys.executable, __file__, "--part", name, str(folder)], capture_output=True, text=True,
                              env={**os.environ, "HOME": str(folder)})  # no machine record outside the folder
        if done.returncode:
            print(f"{name}: failed\n{done.stderr[-2000:]}")
            rows[name] = None
            continue
        rows[name] = json.loads(done.stdout.strip().splitlines()[-1])
        if name == "resent":
            seconds = rows.pop(name)["seconds"]
            print(f"commit with the device's id, on {n:,} stored responses (a third sent twice): p99 "
                  + (f"{seconds * 1000:.2f} ms" if seconds is not None else "n/a (the old code takes no id)"))
            ratio("survey commit with a device's id p99, 1e6 stored" if n == 1_000_000 else
                  f"survey commit with a device's id p99, {n:.0e} stored".replace("+0", ""),
                  round(seconds * 1000, 2) if seconds is not None else None, "ms", "< 20 ms (as the kiosk)")
            continue
        print(f"{n:,} responses, {name}: {rows[name]['seconds']:.1f} s (read, estimate and write; CPU "
              f"{rows[name]['cpu_seconds']:.1f} s), "
              f"peak RSS {rows[name]['peak_mb']:,.0f} MB")
    size = f"{n:.0e}".replace("+0", "")
    targets = {"import": "< 10 s at 1e6", "estimates": "< 3 s and < 500 MB at 1e6"}
    for name, row in rows.items():
        if row is None:
            continue
        what = {"import": "import", "estimates": "estimates with a subgroup"}.get(name, f"export {name}")
        ratio(f"survey {what}, {size} responses", round(row["seconds"], 2), "s",
              targets.get(name, "streamed (no time target)"))
        if name != "import":
            ratio(f"survey {what} peak, {size} responses", round(row["peak_mb"]), "MB", "< 500 MB at 1e6")


def ratio(task: str, value, unit: str, target: str) -> None:
    print("RATIO " + json.dumps({"task": task, "dpgui": value, "peer": None, "peer_name": "none (absolute target)",
                                 "unit": unit, "target": target}))


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
    if sys.argv[1:2] == ["--part"]:
        print(json.dumps(part(sys.argv[2], Path(sys.argv[3]))))
        return
    quick = "--quick" in sys.argv
    n = int(sys.argv[sys.argv.index("--size") + 1]) if "--size" in sys.argv else 100_000 if quick else 1_000_000
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f}; {n:,} responses; "
          f"code from {Path(store.__file__).parents[2]}")
    with tempfile.TemporaryDirectory(prefix="bench-survey-") as folder:
        p99 = commit_latency(Path(folder))
        million(Path(folder), n)
    ratio("survey kiosk commit p99", round(p99, 2), "ms", "< 20 ms")
    coverage(1000 if quick else 4000)
    print(f"load average after {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
