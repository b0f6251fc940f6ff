"""`dpgui verify`: exact ε*, δ(ε) and δ-tv of a finite mechanism."""

from __future__ import annotations

import argparse
import csv
from pathlib import Path
from typing import TYPE_CHECKING

from dpgui.cli.output import joined
from dpgui.core.noise.rationals import positive
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number
from dpgui.core.words.translation import translate

if TYPE_CHECKING:
    from dpgui.core.verification.verify import FiniteMechanism

BUILTINS = ("survey", "truncated-geometric", "warner", "forced", "grr", "above-threshold")


def add_parser(sub) -> None:
    p = sub.add_parser("verify", help=translate("cli.verify_command", "exact privacy of a finite mechanism"),
                       description=translate("cli.verify_command", "Compute ε*, δ(ε) and δ-tv exactly for a matrix file "
                                             "or a builtin."))
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("matrix", nargs="?", help=translate("cli.verify_command", "CSV: header = output labels, first "
                                                         "column = input labels"))
    src.add_argument("--builtin", choices=BUILTINS)
    p.add_argument("--alpha"), p.add_argument("--n", type=int), p.add_argument("--p")
    p.add_argument("--p-truth"), p.add_argument("--p-yes"), p.add_argument("--p-no")
    p.add_argument("--k", type=int), p.add_argument("--epsilon")
    p.add_argument("--queries", help=translate("cli.verify_command", "above-threshold: query shifts c_i, "
                                               "comma-separated (0 = the seed's f(d) = d)"))
    p.add_argument("--threshold", type=int, default=2,
                   help=translate("cli.verify_command", "above-threshold: the public threshold in 0..5"))
    p.add_argument("--claim", metavar="EPS,DELTA",
                   help=translate("cli.verify_command", "check whether the mechanism is (EPS, DELTA)-DP"))
    p.add_argument("--neighbors", default="adjacent",
                   help=translate("cli.verify_command", "adjacent, all, or a CSV file of input-label pairs"))
    p.add_argument("--runs", type=int, default=1, help=translate("cli.verify_command", "compose this many independent "
                                                                 "runs"))
    p.add_argument("--marginal", type=int, metavar="K",
                   help=translate("cli.verify_command", "with --runs: look at the output of run K alone"))
    p.add_argument("--delta-at", type=float, action="append", default=[], metavar="E",
                   help=translate("cli.verify_command", "report δ at this ε (repeatable)"))
    p.add_argument("--json", action="store_true", help=translate("cli.verify_command", "print stable JSON"))
    p.set_defaults(handler=run)


def _builtin(args) -> FiniteMechanism:
    from dpgui.core.mechanisms.truncated_geometric import truncated_geometric_matrix
    from dpgui.core.rr.designs import FrequencyOracle, forced, warner
    from dpgui.core.verification.online_model import above_threshold_model
    from dpgui.core.verification.verify import FiniteMechanism

    def need(*names):
        missing = [f"--{n.replace('_', '-')}" for n in names if getattr(args, n) is None]
        if missing:
            raise ValueError(translate("cli.verify_command", "--builtin {builtin} needs {options}").format(
                builtin=args.builtin, options=joined(missing)))
        return [getattr(args, n) for n in names]

    if args.builtin == "survey":  # seed 003: a fair coin; heads answers truthfully, tails flips again
        return FiniteMechanism.of(forced("1/2", "1/4", "1/4").matrix(), ["trait", "no trait"], ["yes", "no"])
    if args.builtin == "above-threshold":
        shifts = [int(c) for c in (need("queries")[0]).split(",") if c.strip()]
        return above_threshold_model(args.threshold, shifts)
    if args.builtin == "truncated-geometric":
        alpha, n = need("alpha", "n")
        return FiniteMechanism.of(truncated_geometric_matrix(alpha, n))
    if args.builtin == "warner":
        design = warner(*need("p"), allow_infinite=True)
    elif args.builtin == "forced":
        design = forced(*need("p_truth", "p_yes", "p_no"), allow_infinite=True)
    else:
        k, eps = need("k", "epsilon")
        rows, outputs = FrequencyOracle("grr", k, positive(eps, "ε")).matrix()
        return FiniteMechanism.of(rows, outputs=outputs)
    return FiniteMechanism.of(design.matrix(), ["trait", "no trait"], ["yes", "no"])


def _relation(value: str):
    if value in ("adjacent", "all"):
        return value
    path = Path(value)
    if not path.is_file():
        raise ValueError(translate("cli.verify_command", "--neighbors must be adjacent, all, or a CSV file of pairs; "
                                   "{value} is none").format(value=repr(value)))
    rows = [r for r in csv.reader(path.read_text(encoding="utf-8-sig").splitlines()) if r]
    if any(len(r) != 2 for r in rows):
        raise ValueError(translate("cli.verify_command", "{path}: every line must hold two input labels").format(
            path=value))
    return [(a.strip(), b.strip()) for a, b in rows]


def run(args: argparse.Namespace) -> tuple[dict, str]:
    from dpgui.core.verification.online_model import PAPER_BOUND
    from dpgui.core.verification.verify import check_claim, hockey_stick, read_matrix_csv, report

    if args.matrix:
        path = Path(args.matrix)
        if not path.is_file():
            raise ValueError(translate("cli.verify_command", "No matrix file at {path}").format(path=args.matrix))
        mech = read_matrix_csv(path.read_text(encoding="utf-8-sig"))
    else:
        mech = _builtin(args)
    if args.runs > 1:
        mech = mech.compose(args.runs)
    if args.marginal:
        mech = mech.marginal(args.marginal)
    relation = _relation(args.neighbors)
    data = {**report(mech, relation, args.delta_at), "runs": args.runs}
    if args.builtin == "above-threshold":
        data["paper_bound"] = {"epsilon": PAPER_BOUND[0], "delta": PAPER_BOUND[1],
                               "exact_delta_at_that_epsilon": hockey_stick(mech, PAPER_BOUND[0], relation)[0]}
    if args.claim:
        try:
            eps, delta = (float(v) for v in args.claim.split(","))
        except ValueError:
            raise ValueError(translate("cli.verify_command", "--claim takes EPS,DELTA, for example 1,0.05")) from None
        check = check_claim(mech, eps, delta, relation)
        data["claim"] = {"epsilon": eps, "delta": delta, "holds": check.holds, "delta_needed": check.delta_needed,
                         "witness_pair": list(check.pair), "witness_event": check.event}
    eps = translate("cli.verify_command", "∞ (not private: some output is impossible for a neighbour)") \
        if data["epsilon"] is None else f"{plain_number(data['epsilon'], digits=6)} = {data['epsilon_closed_form']}"
    shape = (translate("cli.verify_command", "Mechanism: {inputs} inputs × {outputs} outputs, {runs} independent runs")
             if args.runs > 1 else translate("cli.verify_command", "Mechanism: {inputs} inputs × {outputs} outputs"))
    lines = [
        shape.format(inputs=len(mech.inputs), outputs=len(mech.outputs), runs=args.runs),
        f"ε* = {eps}",
        "  " + translate("cli.verify_command", "worst pair: {first} vs {second}, output {output}").format(
            first=data["worst_pair"][0], second=data["worst_pair"][1], output=data["worst_output"]),
        translate("cli.verify_command", "δ-tv (δ at ε = 0) = {delta}").format(
            delta=plain_number(data["delta_tv"], digits=6)),
    ]
    lines += [translate("cli.verify_command", "δ at ε = {epsilon}: {delta}").format(
        epsilon=e, delta=plain_number(d, digits=6)) for e, d in data["delta_at"].items()]
    if "paper_bound" in data:
        b = data["paper_bound"]
        lines.append(translate("cli.verify_command", "The seed's sufficient condition gave ({epsilon}, {delta}); the "
                               "exact δ at ε = {epsilon} is {exact}").format(
            epsilon=plain_epsilon(b["epsilon"]), delta=plain_epsilon(b["delta"]),
            exact=plain_number(b["exact_delta_at_that_epsilon"], digits=6)))
    if "claim" in data:
        c = data["claim"]
        verdict = translate("cli.verify_command", "HOLDS") if c["holds"] else translate(
            "cli.verify_command", "FAILS: on {first} vs {second} the event {{{event}}} needs δ = {delta}").format(
            first=c["witness_pair"][0], second=c["witness_pair"][1], event=", ".join(c["witness_event"]),
            delta=plain_number(c["delta_needed"], digits=6))
        lines.append(translate("cli.verify_command", "Claim ({epsilon}, {delta})-DP: {verdict}").format(
            epsilon=plain_epsilon(c["epsilon"]), delta=plain_epsilon(c["delta"]), verdict=verdict))
    if not data["exact"]:
        lines.append(translate("cli.verify_command", "(entries involve e^ε, so this was computed in floating point)"))
    return data, "\n".join(lines)
