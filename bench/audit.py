"""Audit results for the app's correct mechanisms and the deliberately broken variants.

Run: python bench/audit.py   (uses the same cases as tests/test_audit.py)
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dpgui.core.audit import audit  # noqa: E402
from tests.test_audit import BROKEN, CORRECT  # noqa: E402


def main() -> None:
    print(f"{'mechanism':45} {'claimed ε':>9} {'ε lower bound':>13}  verdict")
    for group, cases in (("correct", CORRECT), ("broken", BROKEN)):
        for name, (sampler, x, y, eps, runs) in cases.items():
            r = audit(sampler, x, y, float(eps), **runs)
            verdict = "VIOLATION" if r.violation else "pass"
            print(f"{name:45} {float(eps):9.3f} {r.epsilon_lower:13.3f}  {verdict} "
                  f"({group}; {r.runs:,} fresh runs per input; event: {r.event})")
    print("(Clopper–Pearson bounds at α = 1e-6)")


if __name__ == "__main__":
    main()
