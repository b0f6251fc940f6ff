"""Every benchmark with its peer or floor, and the table of ratios: one command, before and after.

Run: python bench/run_all.py [--before REF] [--quick] [--only NAME ...] [--out FILE]

Each benchmark prints, besides its own report, one line per measured task:
``RATIO {"task": ..., "dpgui": x, "peer": y or null, "peer_name": ..., "unit": ..., "target": ...}``.
This runner starts each benchmark in a fresh process with PYTHONPATH set to the tree under test, so the
same benchmark code measures the current tree and, with ``--before REF``, the code of a git commit checked
out into a temporary worktree. The two trees run one after the other for each benchmark, so a machine
that gets busier hits both alike; the load average is printed with every row. The ratio is dpgui's figure
over the peer's, or for a rate (M/s) the peer's over dpgui's: below 1 means dpgui is faster, smaller or,
for TV, more accurate.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

# (name, script, arguments). Sizes are the unless --quick.
BENCHMARKS = [
    ("samplers", "samplers.py", []),
    ("release", "release.py", []),
    ("ledger", "ledger.py", []),
    ("team_record", "team_record.py", []),
    ("plans", "plans.py", []),
    ("cli", "cli.py", []),
    ("startup", "startup.py", []),
    ("import", "import.py", []),
    ("synthesize", "synthesize.py", ["--repeats", "1"]),
    ("survey", "survey.py", []),
    ("phones", "phones.py", []),
    ("report", "report.py", []),
]


def run_one(script: str, args: list[str], tree: Path, quick: bool, log, scratch: str) -> list[dict]:
    """The RATIO rows one benchmark printed against one tree (its whole output goes to the log).

    It runs in a folder outside every tree: ``python -m`` and ``-c`` put the working folder before
    PYTHONPATH, so a child started inside a checkout would import that checkout's code."""
    env = dict(os.environ, PYTHONPATH=str(tree), QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    command = [sys.executable, str(HERE / script), *args, *(["--quick"] if quick else [])]
    started = time.perf_counter()
    done = subprocess.run(command, env=env, cwd=scratch, capture_output=True, text=True)
    log.write(f"\n===== {script} on {tree} ({time.perf_counter() - started:.0f} s, exit {done.returncode})\n")
    log.write(done.stdout + done.stderr)
    log.flush()
    rows = []
    for line in done.stdout.splitlines():
        if line.startswith("RATIO "):
            try:
                rows.append(json.loads(line[len("RATIO "):]))
            except json.JSONDecodeError:
                continue
    if done.returncode != 0 and not rows:
        rows.append({"task": f"{script}: failed (exit {done.returncode}, see the log)", "dpgui": None,
                     "peer": None, "peer_name": "", "unit": "", "target": ""})
    load = os.getloadavg()[0]
    for row in rows:
        row["load"] = load
    return rows


def figure(value, unit: str) -> str:
    """A measured figure written for people: 3 significant digits, thousands separated."""
    if value is None:
        return "n/a"
    text = f"{value:,.0f}" if abs(value) >= 100 else f"{value:.3g}"
    return f"{text} {unit}".strip()


def ratio(row: dict | None) -> str:
    """dpgui's cost over the peer's: time, memory or error over the peer's, or the peer's rate over dpgui's."""
    if not row or not row.get("dpgui") or not row.get("peer"):
        return "–"
    rate = row.get("unit", "").endswith("/s")
    return f"{(row['peer'] / row['dpgui'] if rate else row['dpgui'] / row['peer']):.3g}×"


def table(before: dict[str, dict], after: dict[str, dict], with_before: bool) -> str:
    """A Markdown table, one line per task, before beside after."""
    head = ["task", "peer or floor"]
    if with_before:
        head += ["before: dpgui", "peer", "ratio"]
    head += ["after: dpgui", "peer", "ratio", "target", "load"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for task in dict.fromkeys([*before, *after]):
        b, a = before.get(task), after.get(task)
        some = a or b
        cells = [task, some.get("peer_name", "")]
        if with_before:
            cells += [figure(b and b["dpgui"], some["unit"]), figure(b and b["peer"], some["unit"]), ratio(b)]
        cells += [figure(a and a["dpgui"], some["unit"]), figure(a and a["peer"], some["unit"]), ratio(a),
                  some.get("target", ""), f"{(a or b)['load']:.1f}"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", metavar="REF", help="also measure this git commit (e.g. a tag or hash)")
    parser.add_argument("--quick", action="store_true", help="the benchmarks' smaller sizes")
    parser.add_argument("--only", nargs="+", metavar="NAME", choices=[name for name, _, _ in BENCHMARKS])
    parser.add_argument("--out", type=Path, help="also write the table here")
    options = parser.parse_args()
    chosen = [b for b in BENCHMARKS if not options.only or b[0] in options.only]
    with tempfile.TemporaryDirectory(prefix="dpgui-bench-") as scratch:
        old_tree = None
        if options.before:
            old_tree = Path(scratch) / "before"
            subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(old_tree),
                            options.before], check=True)
        before: dict[str, dict] = {}
        after: dict[str, dict] = {}
        log_path = Path(options.out or "bench-run").with_suffix(".log").resolve()
        print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
              f"every benchmark's own output goes to {log_path}", flush=True)
        try:
            with open(log_path, "w", encoding="utf-8") as log:
                for name, script, args in chosen:
                    print(f"{name}…", flush=True)
                    if old_tree:
                        before.update({r["task"]: r for r in run_one(script, args, old_tree, options.quick, log, scratch)})
                    after.update({r["task"]: r for r in run_one(script, args, ROOT, options.quick, log, scratch)})
        finally:
            if old_tree:
                subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(old_tree)])
    text = table(before, after, bool(old_tree))
    print(text)
    if options.out:
        options.out.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
