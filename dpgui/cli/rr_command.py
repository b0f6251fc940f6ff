"""`dpgui rr estimate`: a debiased prevalence with its interval from randomized-response counts."""

from __future__ import annotations

import argparse

from dpgui.core.choices import METHODS
from dpgui.cli.output import fixed, joined
from dpgui.core.words.plain_numbers import plain_number, plain_percent
from dpgui.core.words.translation import translate


def add_parser(sub) -> None:
    rr = sub.add_parser("rr", help=translate("cli.rr_command", "randomized-response analysis")).add_subparsers(
        dest="rr_command", required=True)
    p = rr.add_parser("estimate", help=translate("cli.rr_command", "estimate a prevalence from yes counts"),
                      description=translate("cli.rr_command", "Debiased prevalence with a confidence interval. "
                                            "Probabilities may be written as fractions like 2/3."))
    p.add_argument("--design", required=True, choices=["warner", "forced", "unrelated", "epsilon"])
    p.add_argument("--p", help=translate("cli.rr_command", "warner: P(answer the question as asked); unrelated: "
                                         "P(sensitive question)"))
    p.add_argument("--q", help=translate("cli.rr_command", "unrelated: the known yes-rate of the unrelated question"))
    p.add_argument("--p-truth", help=translate("cli.rr_command", "forced: P(answer truthfully)"))
    p.add_argument("--p-yes", help=translate("cli.rr_command", "forced: P(forced yes)"))
    p.add_argument("--p-no", help=translate("cli.rr_command", "forced: P(forced no)"))
    p.add_argument("--epsilon", help=translate("cli.rr_command", "epsilon: the design's ε"))
    p.add_argument("--allow-not-private", action="store_true",
                   help=translate("cli.rr_command", "accept a design with ε = ∞ (it is then reported as not private)"))
    p.add_argument("--yes", type=int, required=True, help=translate("cli.rr_command", "number of reported yes answers"))
    p.add_argument("--n", type=int, required=True, help=translate("cli.rr_command", "number of respondents"))
    p.add_argument("--interval", default="wilson", choices=METHODS)
    p.add_argument("--confidence", type=float, default=0.95)
    p.add_argument("--json", action="store_true", help=translate("cli.rr_command", "print stable JSON"))
    p.set_defaults(handler=run)


def _need(args, *names):
    missing = [f"--{n.replace('_', '-')}" for n in names if getattr(args, n) is None]
    if missing:
        raise ValueError(translate("cli.rr_command", "The {design} design needs {options}").format(
            design=args.design, options=joined(missing)))
    return [getattr(args, n) for n in names]


def design_from(args):
    from dpgui.core.rr.designs import by_epsilon, forced, unrelated, warner

    allow = args.allow_not_private
    if args.design == "warner":
        return warner(*_need(args, "p"), allow_infinite=allow)
    if args.design == "forced":
        return forced(*_need(args, "p_truth", "p_yes", "p_no"), allow_infinite=allow)
    if args.design == "unrelated":
        return unrelated(*_need(args, "p", "q"), allow_infinite=allow)
    return by_epsilon(*_need(args, "epsilon"))


def run(args: argparse.Namespace) -> tuple[dict, str]:
    from dpgui.core.rr.estimators import estimate_binary

    design = design_from(args)
    est = estimate_binary(design, args.yes, args.n, args.interval, args.confidence)
    data = {**est.as_dict(), "design": design.name, "epsilon_closed_form": design.epsilon_closed_form,
            "private": design.private}
    eps = translate("cli.rr_command", "∞ (NOT PRIVATE)") if not design.private else \
        f"{plain_number(design.epsilon, digits=4)} ({design.epsilon_closed_form})"
    lines = [
        translate("cli.rr_command", "Design: {design}, ε = {epsilon}").format(design=design.name, epsilon=eps),
        translate("cli.rr_command", "Prevalence: {estimate}  ({confidence} interval {low} to {high})").format(
            estimate=fixed(est.estimate, 4), confidence=plain_percent(est.confidence), low=fixed(est.ci_low, 4),
            high=fixed(est.ci_high, 4)),
        translate("cli.rr_command", "Standard error: {se}").format(se=fixed(est.se, 5)),
    ]
    if est.truncated:
        lines.append(translate("cli.rr_command", "Note: the raw estimate {raw} lies outside 0..1 and was "
                               "truncated.").format(raw=fixed(est.raw_estimate, 4)))
    lines.append(translate("cli.rr_command", "How: {method}.").format(method=est.method))
    return data, "\n".join(lines)
