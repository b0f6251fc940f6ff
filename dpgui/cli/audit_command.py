"""`dpgui audit`: a statistical audit of one of the app's own mechanisms (or a broken variant)."""

from __future__ import annotations

import argparse

from dpgui.cli.output import fixed
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number
from dpgui.core.words.translation import translate

class _Cases:
    """The gallery's case names, loaded only when argparse checks or shows them: the gallery imports every
    mechanism, which `dpgui --help` should not wait for."""

    def __iter__(self):
        from dpgui.core.verification.audit_gallery import BY_NAME

        return iter(BY_NAME)

    def __contains__(self, name) -> bool:
        return name in list(self)


def add_parser(sub) -> None:
    p = sub.add_parser("audit", help=translate("cli.audit_command", "statistically audit one of the app's mechanisms"),
                       description=translate("cli.audit_command", "Run the mechanism many times on neighbouring inputs "
                                             "and bound its ε from below."))
    p.add_argument("--mechanism", required=True, choices=_Cases(), metavar="NAME",
                   help=translate("cli.audit_command", "one of: %(choices)s"))
    p.add_argument("--epsilon", help=translate("cli.audit_command", "the claimed ε (default: the case's own)"))
    p.add_argument("--samples", type=int, default=200_000,
                   help=translate("cli.audit_command", "fresh runs per input (default {samples})").format(
                       samples=plain_number(200_000)))
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> tuple[dict, str]:
    from dpgui.core.verification.audit_gallery import BY_NAME, run_case

    eps = args.epsilon or BY_NAME[args.mechanism].demo_epsilon
    result = run_case(args.mechanism, eps, args.samples)
    data = {"mechanism": args.mechanism, **result.as_dict()}
    verdict = (translate("cli.audit_command", "FAIL: the claim is false (with the confidence above)") if result.violation
               else translate("cli.audit_command", "pass: no evidence against the claim"))
    p1, p2 = result.probabilities
    lines = [translate("cli.audit_command", "{mechanism}: claimed ε = {epsilon}").format(
                 mechanism=args.mechanism, epsilon=plain_epsilon(result.claimed_epsilon)),
             translate("cli.audit_command", "ε lower bound = {bound} at confidence {confidence}").format(
                 bound=fixed(result.epsilon_lower, 4), confidence=fixed(1 - result.alpha, 6)),
             translate("cli.audit_command", "event: {event} ({direction}); P1 = {p1}, P2 = {p2} over {runs} runs "
                       "each").format(event=result.event, direction=result.direction, p1=fixed(p1, 5), p2=fixed(p2, 5),
                                      runs=plain_number(result.runs)),
             verdict]
    return data, "\n".join(lines)
