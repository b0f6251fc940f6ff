"""`dpgui verify`: exact ε*, δ(ε) and δ-tv of a finite mechanism."""

from __future__ import annotations

import argparse
import csv
from pathlib import Path
from typing import TYPE_CHECKING

from dpgui.core.noise.rationals import positive
from dpgui.core.words.plain_numbers import plain_epsilon, plain_number

if TYPE_CHECKING:
    from dpgui.core.verification.verify import FiniteMechanism

BUILTINS = ("survey", "truncated-geometric", "warner", "forced", "grr", "above-threshold")


def add_parser(sub) -> None:
    p = sub.add_parser("verify", help="exact privacy of a finite mechanism",
                       description="Compute ε*, δ(ε) and δ-tv exactly for a matrix file or a builtin.")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("matrix", nargs="?", help="CSV: header = output labels, first column = input labels")
    src.add_argument("--builtin", choices=BUILTINS)
    p.add_argument("--alpha"), p.add_argument("--n", type=int), p.add_argument("--p")
    p.add_argument("--p-truth"), p.add_argument("--p-yes"), p.add_argument("--p-no")
    p.add_argument("--k", type=int), p.add_argument("--epsilon")
    p.add_argument("--queries", help="above-threshold: query shifts c_i, comma-separated (0 = the seed's f(d) = d)")
    p.add_argument("--threshold", type=int, default=2, help="above-threshold: the public threshold in 0..5")
    p.add_argument("--claim", metavar="EPS,DELTA", help="check whether the mechanism is (EPS, DELTA)-DP")
    p.add_argument("--neighbors", default="adjacent", help="adjacent, all, or a CSV file of input-label pairs")
    p.add_argument("--runs", type=int, default=1, help="compose this many independent runs")
    p.add_argument("--marginal", type=int, metavar="K", help="with --runs: look at the output of run K alone")
    p.add_argument("--delta-at", type=float, action="append", default=[], metavar="E",
                   help="report δ at this ε (repeatable)")
    p.add_argument("--json", action="store_true", help="print stable JSON")
    p.set_defaults(handler=run)


def _builtin(args) -> FiniteMechanism:
    from dpgui.core.mechanisms.truncated_geometric import truncated_geometric_matrix
    from dpgui.core.rr.designs import FrequencyOracle, forced, warner
    from dpgui.core.verification.online_model import above_threshold_model
    from dpgui.core.verification.verify import FiniteMechanism

    def need(*names):
        missing = [f"--{n.replace('_', '-')}" for n in names if getattr(args, n) is None]
        if missing:
            raise ValueError(f"--builtin {args.builtin} needs {' and '.join(missing)}")
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
        raise ValueError(f"--neighbors must be adjacent, all, or a CSV file of pairs; {value!r} is none")
    rows = [r for r in csv.reader(path.read_text(encoding="utf-8-sig").splitlines()) if r]
    if any(len(r) != 2 for r in rows):
        raise ValueError(f"{value}: every line must hold two input labels")
    return [(a.strip(), b.strip()) for a, b in rows]


def run(args: argparse.Namespace) -> tuple[dict, str]:
    from dpgui.core.verification.online_model import PAPER_BOUND
    from dpgui.core.verification.verify import check_claim, hockey_stick, read_matrix_csv, report

    if args.matrix:
        path = Path(args.matrix)
        if not path.is_file():
            raise ValueError(f"no matrix file at {args.matrix}")
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
            raise ValueError("--claim takes EPS,DELTA, for example 1,0.05") from None
        check = check_claim(mech, eps, delta, relation)
        data["claim"] = {"epsilon": eps, "delta": delta, "holds": check.holds, "delta_needed": check.delta_needed,
                         "witness_pair": list(check.pair), "witness_event": check.event}
    eps = "∞ (not private: some output is impossible for a neighbour)" if data["epsilon"] is None \
        else f"{plain_number(data['epsilon'], digits=6)} = {data['epsilon_closed_form']}"
    lines = [
        f"Mechanism: {len(mech.inputs)} inputs × {len(mech.outputs)} outputs"
        + (f", {args.runs} independent runs" if args.runs > 1 else ""),
        f"ε* = {eps}",
        f"  worst pair: {data['worst_pair'][0]} vs {data['worst_pair'][1]}, output {data['worst_output']}",
        f"δ-tv (δ at ε = 0) = {plain_number(data['delta_tv'], digits=6)}",
    ]
    lines += [f"δ at ε = {e}: {plain_number(d, digits=6)}" for e, d in data["delta_at"].items()]
    if "paper_bound" in data:
        b = data["paper_bound"]
        lines.append(f"The seed's sufficient condition gave ({plain_epsilon(b['epsilon'])}, {plain_epsilon(b['delta'])}); the exact δ at "
                     f"ε = {plain_epsilon(b['epsilon'])} is {plain_number(b['exact_delta_at_that_epsilon'], digits=6)}")
    if "claim" in data:
        c = data["claim"]
        verdict = "HOLDS" if c["holds"] else (f"FAILS: on {c['witness_pair'][0]} vs {c['witness_pair'][1]} the event "
                                              f"{{{', '.join(c['witness_event'])}}} needs δ = {plain_number(c['delta_needed'], digits=6)}")
        lines.append(f"Claim ({plain_epsilon(c['epsilon'])}, {plain_epsilon(c['delta'])})-DP: {verdict}")
    if not data["exact"]:
        lines.append("(entries involve e^ε, so this was computed in floating point)")
    return data, "\n".join(lines)
