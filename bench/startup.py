"""Start-up time to the main window shown: from source and from the frozen app, median of 5.

Run: python bench/startup.py [dist/dpgui/dpgui]   (targets here: source < 1.5 s, frozen < 3 s)
Each run is a fresh process started with DPGUI_STARTUP_PROBE, which prints the wall-clock time
at which the window is shown and exits; the page cache is dropped first when we are allowed to.
"""

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ENV = {**os.environ, "DPGUI_STARTUP_PROBE": "1", "QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}


def drop_caches() -> bool:
    try:
        subprocess.run(["sync"], check=True)
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
        return True
    except OSError:
        return False


def seconds(command: list[str], cold: bool) -> float:
    if cold:
        drop_caches()
    start = time.time()
    out = subprocess.run(command, capture_output=True, text=True, env=ENV, check=True).stdout
    shown = float(next(line for line in out.splitlines() if line.startswith("window shown at")).split()[-1])
    return shown - start


def main() -> None:
    frozen = sys.argv[1] if len(sys.argv) > 1 else "dist/dpgui/dpgui"
    cold = drop_caches()
    runs = {"from source": [sys.executable, "-m", "dpgui"]}
    if Path(frozen).exists():
        runs["frozen app"] = [frozen]
    for name, command in runs.items():
        times = [seconds(command, cold) for _ in range(5)]
        print(f"{name}: median {statistics.median(times):.2f} s to the main window shown "
              f"({'cold: page cache dropped before each run' if cold else 'warm page cache'}; "
              f"runs {', '.join(f'{t:.2f}' for t in times)})")


if __name__ == "__main__":
    main()
