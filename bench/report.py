"""A report of a project with 10,000 releases (1,000 with --quick): `dpgui report` to PDF and to HTML, timed end to
end as a fresh process (as a person runs it), with its peak memory. The project is many cheap histogram releases of
a 200-row dataset, made through the public API of whichever tree runs this.

The old code (PYTHONPATH=/work/base) takes about 0.14 s a release, so at 10^4 it would take over 20 minutes: unless
--full-old is given, the old tree is timed on 1,000 releases and extrapolated linearly (the task name says so).

Run: python bench/report.py [--quick] [--releases N]
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def build(folder: Path, count: int) -> Path:
    from dpgui.core.costs.accounting import pure
    from dpgui.core.mechanisms.release import PrivacySetting
    from dpgui.engine.release import release
    from dpgui.store.declared.schema import parse_schema
    from dpgui.store.importers import open_table
    from dpgui.store.project import Project

    csv = folder / "small.csv"
    csv.write_text("region,age\n" + "".join(f"{['North', 'South', 'East'][i % 3]},{20 + i % 50}\n" for i in range(200)))
    path = folder / "many.dpgui"
    with Project.create(path, pure(10 ** 6)) as project:
        project.add_dataset("small", open_table(csv))
        project.set_schema("small", parse_schema({"columns": {"region": {"type": "categorical",
                                                                         "categories": ["North", "South", "East"]}}}))
        eps = PrivacySetting.of(epsilon="0.5")
        for _ in range(count):
            release(project, "small", {"type": "histogram", "column": "region"}, eps)
    return path


def report(path: Path, out: Path) -> tuple[float, float, float]:
    """Wall time, CPU time (less hit by a loaded machine) and peak memory (MB, of every report run so far) of a
    fresh `dpgui report` process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "dpgui", "report", str(path), "--out", str(out)],
                          capture_output=True, text=True, cwd=path.parent)  # not this folder: the tree on PYTHONPATH
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"dpgui report failed: {done.stderr}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return wall, cpu, after.ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--releases", type=int)
    parser.add_argument("--full-old", action="store_true", help="time the old tree at the full size too")
    args = parser.parse_args()
    target = args.releases or (1_000 if args.quick else 10_000)
    import dpgui.report.document as document
    old = not hasattr(document, "detail_choice")
    count = min(target, 1_000) if old and not args.full_old else target
    folder = Path(tempfile.mkdtemp(prefix="dpgui-bench-report-"))
    os.environ["DPGUI_DATA_DIR"] = str(folder / "record")
    start = time.perf_counter()
    path = build(folder, count)
    print(f"{'old' if old else 'new'} tree: built {count:,} histogram releases in {time.perf_counter() - start:.1f} s; "
          f"load {os.getloadavg()}")
    scale = target / count
    name = f"report of {target:,} releases" + (f" (old: {count:,} timed, × {scale:g})" if scale != 1 else "")
    for suffix in ("pdf", "html"):
        wall, cpu, peak = report(path, folder / f"report.{suffix}")
        size = (folder / f"report.{suffix}").stat().st_size
        print(f"  {suffix}: {wall:.1f} s ({cpu:.1f} s CPU) for {count:,} releases, peak {peak:.0f} MB, {size / 1e6:.1f} MB written; "
              f"load {os.getloadavg()}")
        print("RATIO " + __import__("json").dumps({"task": f"{name}, {suffix.upper()}", "dpgui": round(wall * scale, 2),
                                                   "peer": None, "peer_name": "none", "unit": "s",
                                                   "target": "< 30 s"}, ensure_ascii=False))
    for f in folder.glob("*"):
        if f.is_file():
            f.unlink()


if __name__ == "__main__":
    main()
