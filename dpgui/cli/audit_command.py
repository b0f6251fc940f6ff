"""`dpgui audit`: a statistical audit of one of the app's own mechanisms (or a broken variant)."""

from __future__ import annotations

import argparse

from dpgui.core.words.plain_numbers import plain_epsilon

class _Cases:
    """The gallery's case names, loaded only when argparse checks or shows them: the gallery imports every
    mechanism, which `dpgui --help` should not wait for."""

    def __iter__(self):
        from dpgui.core.verification.audit_gallery import BY_NAME

        return iter(BY_NAME)

    def __contains__(self, name) -> bool:
        return name in list(self)


def add_parser(sub) -> None:
    p = sub.add_parser("audit", help="statistically audit one of the app's mechanisms",
                       description="Run the mechanism many times on neighbouring inputs and bound its ε from below.")
    p.add_argument("--mechanism", required=True, choices=_Cases(), metavar="NAME",
                   help="one of: %(choices)s")
    p.add_argument("--epsilon", help="the claimed ε (default: the case's own)")
    p.add_argument("--samples", type=int, default=200_000, help="fresh runs per input (default 200,000)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> tuple[dict, str]:
    from dpgui.core.verification.audit_gallery import BY_NAME, run_case

    eps = args.epsilon or BY_NAME[args.mechanism].demo_epsilon
    result = run_case(args.mechanism, eps, args.samples)
    data = {"mechanism": args.mechanism, **result.as_dict()}
    verdict = ("FAIL: the claim is false (with the confidence above)" if result.violation
               else "pass: no evidence against the claim")
    p1, p2 = result.probabilities
    text = (f"{args.mechanism}: claimed ε = {plain_epsilon(result.claimed_epsilon)}\n"
            f"ε lower bound = {result.epsilon_lower:.4f} at confidence {1 - result.alpha:.6f}\n"
            f"event: {result.event} ({result.direction}); P1 = {p1:.5f}, P2 = {p2:.5f} over {result.runs:,} runs each\n"
            f"{verdict}")
    return data, text
