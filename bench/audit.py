"""Audit results for the app's mechanisms and the gallery of broken variants, at each case's ε.

Run: python bench/audit.py [samples]   (default 200,000 fresh runs per input, scaled per case)
"""

import sys

from dpgui.core.verification.audit_gallery import CASES, run_case


def main() -> None:
    samples = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    print(f"{'mechanism':28} {'claimed ε':>9} {'ε lower bound':>13}  verdict")
    for case in CASES:
        r = run_case(case.name, case.demo_epsilon, samples)
        print(f"{case.name:28} {float(case.demo_epsilon):9.3f} {r.epsilon_lower:13.3f}  "
              f"{'VIOLATION' if r.violation else 'pass'} ({r.runs:,} runs per input; event: {r.event}; "
              f"P1 = {r.probabilities[0]:.4f}, P2 = {r.probabilities[1]:.4f})")
    print("(Clopper–Pearson bounds, confidence 1 − 1e-6)")


if __name__ == "__main__":
    main()
