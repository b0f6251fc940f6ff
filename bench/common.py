"""Shared by the benchmarks: a synthetic 10M-row CSV and a peak-memory reader."""

import resource
import sys
from pathlib import Path

import numpy as np

COLUMNS = ["id", "region", "age", "sex", "income", "visits", "smoker", "group50", "score", "weight"]


def peak_rss_mb() -> float:
    """Peak resident memory of this process so far (ru_maxrss is KiB on Linux, bytes on macOS)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def write_csv(path: Path, rows: int, block: int = 500_000) -> None:
    """Ten columns of mixed kinds; a fixed numpy seed is fine here: benchmark data, not noise."""
    gen = np.random.default_rng(7)
    regions = np.array(["North", "South", "East", "West", "Centre"])
    with open(path, "w", encoding="utf-8") as f:
        f.write(",".join(COLUMNS) + "\n")
        for start in range(0, rows, block):
            n = min(block, rows - start)
            cols = [
                np.arange(start, start + n).astype(str),
                regions[gen.integers(0, 5, n)],
                gen.integers(18, 91, n).astype(str),
                gen.choice(np.array(["F", "M"]), n),
                np.round(gen.gamma(2, 15000, n), 2).astype(str),
                gen.poisson(3, n).astype(str),
                gen.choice(np.array(["yes", "no"]), n),
                ("g" + gen.integers(0, 50, n).astype(str)).astype(object),
                np.round(gen.normal(50, 10, n), 1).astype(str),
                np.round(gen.uniform(0.5, 2, n), 3).astype(str),
            ]
            f.write("\n".join(",".join(row) for row in zip(*cols)) + "\n")


def ensure_csv(path: Path, rows: int) -> None:
    """Write the CSV in a child process, so it does not count towards this process's peak memory."""
    import subprocess
    if not path.exists():
        subprocess.run([sys.executable, __file__, str(path), str(rows)], check=True)


if __name__ == "__main__":
    write_csv(Path(sys.argv[1]), int(sys.argv[2]))


def mst_sample(frame, epsilon: float, delta: float = 1e-9):
    """smartnoise-synth's MST (pip install '.[peers-synth]': it pulls torch) fitted on ``frame``'s categorical
    columns at (ε, δ), and as many synthetic rows. None when it is not installed."""
    try:
        from snsynth.mst import MSTSynthesizer
    except ImportError:
        return None
    import functools

    model = MSTSynthesizer(epsilon=epsilon, delta=delta)
    model.fit(frame, categorical_columns=list(frame.columns))
    kind = type(model.synthesizer)  # a frozen object: switch its class from "round" (a peer bug) to "sample"
    kind.synthetic_data = functools.partialmethod(kind.synthetic_data, method="sample")
    return model.sample(len(frame))
