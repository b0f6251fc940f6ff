"""`dpgui rr estimate`: a debiased prevalence with its interval from randomized-response counts."""

from __future__ import annotations

import argparse

from dpgui.core.choices import METHODS
from dpgui.core.words.plain_numbers import plain_number


def add_parser(sub) -> None:
    rr = sub.add_parser("rr", help="randomized-response analysis").add_subparsers(dest="rr_command", required=True)
    p = rr.add_parser("estimate", help="estimate a prevalence from yes counts",
                      description="Debiased prevalence with a confidence interval. Probabilities may be "
                                  "written as fractions like 2/3.")
    p.add_argument("--design", required=True, choices=["warner", "forced", "unrelated", "epsilon"])
    p.add_argument("--p", help="warner: P(answer the question as asked); unrelated: P(sensitive question)")
    p.add_argument("--q", help="unrelated: the known yes-rate of the unrelated question")
    p.add_argument("--p-truth", help="forced: P(answer truthfully)")
    p.add_argument("--p-yes", help="forced: P(forced yes)")
    p.add_argument("--p-no", help="forced: P(forced no)")
    p.add_argument("--epsilon", help="epsilon: the design's ε")
    p.add_argument("--allow-not-private", action="store_true",
                   help="accept a design with ε = ∞ (it is then reported as not private)")
    p.add_argument("--yes", type=int, required=True, help="number of reported yes answers")
    p.add_argument("--n", type=int, required=True, help="number of respondents")
    p.add_argument("--interval", default="wilson", choices=METHODS)
    p.add_argument("--confidence", type=float, default=0.95)
    p.add_argument("--json", action="store_true", help="print stable JSON")
    p.set_defaults(handler=run)


def _need(args, *names):
    missing = [f"--{n.replace('_', '-')}" for n in names if getattr(args, n) is None]
    if missing:
        raise ValueError(f"the {args.design} design needs {' and '.join(missing)}")
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
    eps = "∞ (NOT PRIVATE)" if not design.private else f"{plain_number(design.epsilon, digits=4)} ({design.epsilon_closed_form})"
    lines = [
        f"Design: {design.name}, ε = {eps}",
        f"Prevalence: {est.estimate:.4f}  ({est.confidence:.0%} interval {est.ci_low:.4f} to {est.ci_high:.4f})",
        f"Standard error: {est.se:.5f}",
    ]
    if est.truncated:
        lines.append(f"Note: the raw estimate {est.raw_estimate:.4f} lies outside 0..1 and was truncated.")
    lines.append(f"How: {est.method}.")
    return data, "\n".join(lines)
