"""Start-up time to the main window shown and painted: from source and from the frozen app, median of 5.

Run: python bench/startup.py [dist/dpgui/dpgui]   (targets here, warm: source < 0.8 s, frozen < 3 s)
Each run is a fresh process started with DPGUI_STARTUP_PROBE, which prints the wall-clock time at which
the window's first paint is done and exits; the clock starts just before the process is launched, so the
interpreter's own start counts. Measured with a warm page cache (a second launch), and also cold (the
page cache dropped before each run, as after a reboot) when we are allowed to drop it.

Then, from source, how long the window stops answering while pandas and matplotlib load after the first
paint: the longest gap between the ticks of a 5 ms timer over the first 3 s (the window is idle, so each
gap is time the event loop could not run).
"""

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ENV = {**os.environ, "DPGUI_STARTUP_PROBE": "1", "QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}
FROM_SOURCE = [sys.executable, "-m", "dpgui"]


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
    painted = float(next(line for line in out.splitlines() if line.startswith("window painted at")).split()[-1])
    return painted - start


STALL = """
import sys, time
from PySide6.QtCore import QTimer
from dpgui.ui.app import create_window
app, window = create_window()
gaps, last = [], [time.perf_counter()]
def tick():
    now = time.perf_counter()
    gaps.append(now - last[0])
    last[0] = now
timer = QTimer()
timer.timeout.connect(tick)
timer.start(5)
QTimer.singleShot(3000, app.quit)
app.exec()
assert "pandas" in sys.modules and "matplotlib.figure" in sys.modules
print(max(gaps))
"""


def longest_stall() -> float:
    out = subprocess.run([sys.executable, "-c", STALL], capture_output=True, text=True, env=ENV, check=True).stdout
    return float(out.split()[-1])


def report(name: str, cache: str, times: list[float]) -> None:
    print(f"{name}: median {statistics.median(times):.2f} s to the main window shown and painted "
          f"({cache}; runs {', '.join(f'{t:.2f}' for t in times)})")


def main() -> None:
    frozen = sys.argv[1] if len(sys.argv) > 1 else "dist/dpgui/dpgui"
    commands = {"from source": FROM_SOURCE}
    if Path(frozen).exists():
        commands["frozen app"] = [frozen]
    for name, command in commands.items():
        seconds(command, cold=False)  # the first launch fills the page cache
        report(name, "warm page cache", [seconds(command, cold=False) for _ in range(5)])
        if drop_caches():
            report(name, "cold: page cache dropped before each run", [seconds(command, cold=True) for _ in range(5)])
    stalls = [longest_stall() for _ in range(5)]
    print(f"from source: the window's longest stall in its first 3 s, median {statistics.median(stalls) * 1000:.0f} ms "
          f"(runs {', '.join(f'{t * 1000:.0f}' for t in stalls)} ms; pandas and matplotlib load meanwhile)")


if __name__ == "__main__":
    main()
