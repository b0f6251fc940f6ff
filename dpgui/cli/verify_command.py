"""`dpgui verify`: exact ε*, δ(ε) and δ-tv of a finite mechanism."""

from __future__ import annotations

import argparse
import csv
from pathlib import Path

from dpgui.core.rr import FrequencyOracle, forced, pick_oracle, warner
from dpgui.core.rationals import positive
from dpgui.core.truncated_geometric import truncated_geometric_matrix
from dpgui.core.verify import FiniteMechanism, read_matrix_csv, report

BUILTINS = ("truncated-geometric", "warner", "forced", "grr")


def add_parser(sub) -> None:
    p = sub.add_parser("verify", help="exact privacy of a finite mechanism",
                       description="Compute ε*, δ(ε) and δ-tv exactly for a matrix file or a builtin.")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("matrix", nargs="?", help="CSV: header = output labels, first column = input labels")
    src.add_argument("--builtin", choices=BUILTINS)
    p.add_argument("--alpha"), p.add_argument("--n", type=int), p.add_argument("--p")
    p.add_argument("--p-truth"), p.add_argument("--p-yes"), p.add_argument("--p-no")
    p.add_argument("--k", type=int), p.add_argument("--epsilon")
    p.add_argument("--neighbors", default="adjacent", help="adjacent, all, or a CSV file of input-label pairs")
    p.add_argument("--runs", type=int, default=1, help="compose this many independent runs")
    p.add_argument("--delta-at", type=float, action="append", default=[], metavar="E",
                   help="report δ at this ε (repeatable)")
    p.add_argument("--json", action="store_true", help="print stable JSON")
    p.set_defaults(handler=run)


def _builtin(args) -> FiniteMechanism:
    def need(*names):
        missing = [f"--{n.replace('_', '-')}" for n in names if getattr(args, n) is None]
        if missing:
            raise ValueError(f"--builtin {args.builtin} needs {' and '.join(missing)}")
        return [getattr(args, n) for n in names]

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
    if args.matrix:
        path = Path(args.matrix)
        if not path.is_file():
            raise ValueError(f"no matrix file at {args.matrix}")
        mech = read_matrix_csv(path.read_text(encoding="utf-8-sig"))
    else:
        mech = _builtin(args)
    if args.runs > 1:
        mech = mech.compose(args.runs)
    data = {**report(mech, _relation(args.neighbors), args.delta_at), "runs": args.runs}
    eps = "∞ (not private: some output is impossible for a neighbour)" if data["epsilon"] is None \
        else f"{data['epsilon']:.6g} = {data['epsilon_closed_form']}"
    lines = [
        f"Mechanism: {len(mech.inputs)} inputs × {len(mech.outputs)} outputs"
        + (f", {args.runs} independent runs" if args.runs > 1 else ""),
        f"ε* = {eps}",
        f"  worst pair: {data['worst_pair'][0]} vs {data['worst_pair'][1]}, output {data['worst_output']}",
        f"δ-tv (δ at ε = 0) = {data['delta_tv']:.6g}",
    ]
    lines += [f"δ at ε = {e}: {d:.6g}" for e, d in data["delta_at"].items()]
    if not data["exact"]:
        lines.append("(entries involve e^ε, so this was computed in floating point)")
    return data, "\n".join(lines)
