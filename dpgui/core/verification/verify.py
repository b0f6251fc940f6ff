"""Exact verification of finite mechanisms (seed 003; reference §7).

A finite mechanism is a row-stochastic matrix P (inputs × outputs) and a symmetric neighbour
relation on the inputs. For rational entries every check below is exact:
- ε* = max over neighbours x ~ x' and outputs o of ln(P[x,o]/P[x',o]); ∞ when one row puts mass
  where its neighbour puts none;
- δ(ε) = max over neighbours of Σ_o max(0, P[x,o] − e^ε·P[x',o]) (the hockey-stick divergence);
  δ(0) is the total-variation δ of seed 004;
- k independent runs have the Kronecker product of the rows as their output law.
Entries that involve e^ε (GRR, RR by ε) are floats; the result then says it is not exact.

δ(ε) of a rational matrix is exact even though e^ε is irrational: the float ε is the rational it
holds, so whether P[x,o] > e^ε·P[x',o] is whether ln(P[x,o]/P[x',o]) > ε, decided with correctly
rounded decimal logarithms at rising precision until the error bound separates them (they are never
equal for ε ≠ 0: e^ε is irrational by Lindemann's theorem); δ = P(S) − e^ε·P'(S) is then taken from
the exact P(S), P'(S) with e^ε to 40 digits, and rounded once to a float.
"""

from __future__ import annotations

import csv
import io
import itertools
import math
from dataclasses import dataclass
from decimal import Decimal, localcontext
from fractions import Fraction

from dpgui.core.noise.rationals import to_fraction
from dpgui.core.rr.designs import _ln_form
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate

Number = Fraction | float


@dataclass(frozen=True)
class FiniteMechanism:
    matrix: tuple[tuple[Number, ...], ...]
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]

    @classmethod
    def of(cls, matrix, inputs=None, outputs=None) -> "FiniteMechanism":
        rows = tuple(tuple(v if isinstance(v, float) else to_fraction(v) for v in row) for row in matrix)
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError(translate("core.verification.verify", "The matrix must have rows of equal length"))
        inputs = tuple(str(x) for x in (inputs if inputs is not None else range(len(rows))))
        outputs = tuple(str(x) for x in (outputs if outputs is not None else range(len(rows[0]))))
        if len(inputs) != len(rows) or len(outputs) != len(rows[0]):
            raise ValueError(translate("core.verification.verify", "There must be one label per row and per column"))
        for label, row in zip(inputs, rows):
            if any(v < 0 for v in row):
                raise ValueError(translate("core.verification.verify", "Row {label} has a negative probability").format(
                    label=label))
            total = sum(row)
            exact = all(isinstance(v, Fraction) for v in row)
            if (total != 1) if exact else abs(total - 1) > 1e-9:
                raise ValueError(translate("core.verification.verify", "Row {label} sums to {total}, not 1").format(
                    label=label, total=total))
        return cls(rows, inputs, outputs)

    @property
    def exact(self) -> bool:
        return all(isinstance(v, Fraction) for row in self.matrix for v in row)

    def compose(self, runs: int) -> "FiniteMechanism":
        """The joint output law of ``runs`` independent runs on the same input."""
        if runs < 1:
            raise ValueError(translate("core.verification.verify", "The number of runs must be at least 1"))
        combos = list(itertools.product(range(len(self.outputs)), repeat=runs))
        rows = tuple(tuple(math.prod((row[i] for i in combo), start=Fraction(1)) for combo in combos)
                     for row in self.matrix)
        labels = tuple(",".join(self.outputs[i] for i in combo) for combo in combos)
        return FiniteMechanism(rows, self.inputs, labels)


    def marginal(self, run: int) -> "FiniteMechanism":
        """After ``compose``: the law of run number ``run`` (1-based) alone, summing out the others."""
        parts = [o.split(",") for o in self.outputs]
        if not 1 <= run <= len(parts[0]):
            raise ValueError(translate("core.verification.verify", "There is no run {run}; this mechanism has {runs}").format(
                run=run, runs=len(parts[0])))
        labels = list(dict.fromkeys(p[run - 1] for p in parts))
        rows = tuple(tuple(sum((v for v, p in zip(row, parts) if p[run - 1] == label), start=type(row[0])(0))
                           for label in labels) for row in self.matrix)
        return FiniteMechanism(rows, self.inputs, tuple(labels))


def read_matrix_csv(text: str) -> FiniteMechanism:
    """CSV: the header holds the output labels, the first column the input labels; cells such as 1/48."""
    rows = [r for r in csv.reader(io.StringIO(text)) if any(cell.strip() for cell in r)]
    if len(rows) < 2:
        raise ValueError(translate(
            "core.verification.verify", "The matrix file needs a header row and at least one input row"))
    header = [h.strip() for h in rows[0][1:]]
    inputs, matrix = [], []
    for line_no, row in enumerate(rows[1:], start=2):
        if len(row) != len(header) + 1:
            raise ValueError(translate("core.verification.verify", "Line {line} has {found} probabilities, the header names {named}").format(
                line=line_no, found=len(row) - 1, named=len(header)))
        inputs.append(row[0].strip())
        try:
            matrix.append([to_fraction(cell) for cell in row[1:]])
        except ValueError as err:
            raise ValueError(translate("core.verification.verify", "Line {line}: {problem}").format(
                line=line_no, problem=err)) from None
    return FiniteMechanism.of(matrix, inputs, header)


def neighbours(mech: FiniteMechanism, relation) -> list[tuple[int, int]]:
    """Ordered pairs (x, x') in both directions: "adjacent", "all", or a list of label pairs."""
    n = len(mech.inputs)
    if relation == "adjacent":
        pairs = [(i, i + 1) for i in range(n - 1)]
    elif relation == "all":
        pairs = list(itertools.combinations(range(n), 2))
    else:
        index = {label: i for i, label in enumerate(mech.inputs)}
        try:
            pairs = [(index[str(a)], index[str(b)]) for a, b in relation]
        except KeyError as err:
            raise ValueError(translate("core.verification.verify", "Neighbour {label} is not an input of the matrix").format(
                label=repr(err.args[0]))) from None
    if not pairs:
        raise ValueError(translate("core.verification.verify", "There are no neighbouring inputs to compare"))
    return pairs + [(b, a) for a, b in pairs]


@dataclass(frozen=True)
class EpsilonStar:
    epsilon: float
    closed_form: str
    worst_pair: tuple[str, str]
    worst_output: str
    exact: bool


def epsilon_star(mech: FiniteMechanism, relation="adjacent") -> EpsilonStar:
    """The smallest ε for which the mechanism is ε-DP, with the pair and output that force it."""
    best, witness = None, None
    for x, y in neighbours(mech, relation):
        for o, (p, q) in enumerate(zip(mech.matrix[x], mech.matrix[y])):
            if p == 0:
                continue
            ratio = math.inf if q == 0 else p / q
            if best is None or ratio > best:
                best, witness = ratio, (x, y, o)
    if best is None:  # every row is all zeros: impossible for a stochastic matrix
        raise ValueError(translate("core.verification.verify", "The matrix has no mass"))
    x, y, o = witness
    if math.isinf(best):
        eps, form = math.inf, "∞"
    else:
        eps = math.log(best)
        form = _ln_form(best) if isinstance(best, Fraction) else f"{plain_number(eps, digits=6)}"
    return EpsilonStar(eps, form, (mech.inputs[x], mech.inputs[y]), mech.outputs[o], mech.exact)


def _log_decimal(x: Fraction) -> Decimal:
    return Decimal(x.numerator).ln() - Decimal(x.denominator).ln()


def _exceeds(p: Fraction, q: Fraction, epsilon: Fraction) -> bool:
    """p > e^ε·q, exactly, for rationals p, q ≥ 0 and a rational ε."""
    if p == 0 or q == 0 or epsilon == 0:
        return p > q if epsilon == 0 else p > 0
    ratio = p / q
    margin = math.log(ratio.numerator) - math.log(ratio.denominator) - float(epsilon)
    if abs(margin) > 1e-9 * (1 + abs(float(epsilon)) + math.log(max(ratio.numerator, ratio.denominator))):
        return margin > 0  # a float margin far above its own rounding error decides at once
    precision = 50
    while True:
        with localcontext() as ctx:
            ctx.prec = precision
            terms = [_log_decimal(ratio), Decimal(epsilon.numerator) / Decimal(epsilon.denominator)]
            diff = terms[0] - terms[1]
            scale = max(t.adjusted() for t in terms)
            if abs(diff) > Decimal(10) ** (scale - precision + 3):  # beyond every rounding error
                return diff > 0
        precision *= 2


def _exact_hockey_stick(mech: FiniteMechanism, epsilon: Fraction, relation):
    """(δ(ε) as a 40-digit Decimal, pair, event) for a rational matrix."""
    best, witness = None, None
    with localcontext() as ctx:
        ctx.prec = 40
        factor = (Decimal(epsilon.numerator) / Decimal(epsilon.denominator)).exp()
        for x, y in neighbours(mech, relation):
            rows = mech.matrix[x], mech.matrix[y]
            event = [o for o, (p, q) in enumerate(zip(*rows)) if _exceeds(p, q, epsilon)]
            mass_x, mass_y = (sum((row[o] for o in event), start=Fraction(0)) for row in rows)
            value = Decimal(mass_x.numerator) / Decimal(mass_x.denominator) \
                - factor * Decimal(mass_y.numerator) / Decimal(mass_y.denominator)
            if best is None or value > best:
                best, witness = value, (x, y, event)
    return best, witness


def _float_hockey_stick(mech: FiniteMechanism, epsilon: float, relation):
    factor = math.exp(epsilon)
    best, witness = -1.0, None
    for x, y in neighbours(mech, relation):
        event = [o for o, (p, q) in enumerate(zip(mech.matrix[x], mech.matrix[y])) if p > factor * q]
        value = float(sum(mech.matrix[x][o] - factor * mech.matrix[y][o] for o in event))
        if value > best:
            best, witness = value, (x, y, event)
    return best, witness


def _hockey_stick(mech: FiniteMechanism, epsilon, relation):
    if mech.exact:
        return _exact_hockey_stick(mech, Fraction(epsilon), relation)
    return _float_hockey_stick(mech, float(epsilon), relation)


def hockey_stick(mech: FiniteMechanism, epsilon: float, relation="adjacent") -> tuple[float, tuple[str, str], list[str]]:
    """δ(ε), the neighbouring pair attaining it and its event (the outputs where P exceeds e^ε·P').
    Exact for a rational matrix (see the module's note), floating point otherwise."""
    best, (x, y, event) = _hockey_stick(mech, epsilon, relation)
    return float(best), (mech.inputs[x], mech.inputs[y]), [mech.outputs[o] for o in event]


def delta_tv(mech: FiniteMechanism, relation="adjacent") -> float:
    return hockey_stick(mech, 0.0, relation)[0]


@dataclass(frozen=True)
class ClaimCheck:
    holds: bool
    delta_needed: float
    pair: tuple[str, str]
    event: list[str]


def check_claim(mech: FiniteMechanism, epsilon: float, delta: float, relation="adjacent") -> ClaimCheck:
    """Is the mechanism (ε, δ)-DP? If not, the witness pair and event S with P(S) > e^ε·P'(S) + δ."""
    needed, (x, y, event) = _hockey_stick(mech, epsilon, relation)
    holds = Fraction(needed) <= Fraction(delta) if mech.exact else needed <= delta + 1e-15  # floats: rounding
    return ClaimCheck(holds, float(needed), (mech.inputs[x], mech.inputs[y]), [mech.outputs[o] for o in event])


def report(mech: FiniteMechanism, relation="adjacent", delta_at=()) -> dict:
    """Everything the CLI and the inspector print, as plain data (ε is None when infinite)."""
    star = epsilon_star(mech, relation)
    return {
        "epsilon": None if math.isinf(star.epsilon) else star.epsilon,
        "epsilon_closed_form": star.closed_form,
        "worst_pair": list(star.worst_pair),
        "worst_output": star.worst_output,
        "delta_tv": delta_tv(mech, relation),
        "delta_at": {str(e): hockey_stick(mech, float(e), relation)[0] for e in delta_at},
        "exact": star.exact,
        "inputs": list(mech.inputs),
        "outputs": list(mech.outputs),
    }
