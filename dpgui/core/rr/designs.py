"""Randomized-response designs: randomisers for collection and exact matrices with their ε.

Every binary design reports "yes" with probability a if the respondent has the trait and b if
not, so P(yes) = λ = c·π + d with c = a − b, d = b, and
ε = max(|ln(a/b)|, |ln((1−a)/(1−b))|) (reference §6, table of designs):
- Warner / mirrored (p = P(answer the question as asked)): a = p, b = 1 − p (Warner 1965);
- forced response (p_truth, p_yes, p_no): a = p_truth + p_yes, b = p_yes;
- unrelated question (p, known q): a = p + (1 − p)q, b = (1 − p)q;
- RR by ε (seed 004): a = e^ε/(1 + e^ε), b = 1/(1 + e^ε).
k-ary oracles (Wang et al., USENIX Security 2017): GRR keeps the true value with probability
p = e^ε/(e^ε + k − 1); OUE sends a one-hot vector whose true bit is 1 with p = 1/2 and every
other bit with q = 1/(e^ε + 1).

Randomisers draw from the CSPRNG and return only the reported answers. Probabilities that are
not rational (those involving e^ε) are realised exactly by rejection: propose uniformly, keep a
non-truthful proposal with probability exp(−ε).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np

from dpgui.core.noise import samplers
from dpgui.core.noise.randomness import KeystreamSource, resolve
from dpgui.core.noise.rationals import RationalLike, positive, probability
from dpgui.core.words.plain_numbers import plain_number
from dpgui.core.words.translation import translate

Number = Fraction | float


class NotPrivateError(ValueError):
    """A design with ε = ∞ was requested without the explicit 'not private' flag."""


def ratio_epsilon(a: Number, b: Number) -> tuple[float, str]:
    """ε = max(|ln(a/b)|, |ln((1−a)/(1−b))|) and a closed form such as "ln 3" when exact."""
    best, form = 0.0, "0"
    for x, y in ((a, b), (1 - a, 1 - b)):
        if (x == 0) != (y == 0):
            return math.inf, "∞"
        if x == 0:
            continue
        r = max(x / y, y / x)
        if math.log(r) > best:
            best = math.log(r)
            form = _ln_form(r) if isinstance(r, Fraction) else f"{plain_number(best, digits=6)}"
    return best, form


def _ln_form(r: Fraction) -> str:
    if r == 1:
        return "0"
    return f"ln {r.numerator}" if r.denominator == 1 else f"ln({r})"


def _exp_eps(epsilon: Fraction) -> float:
    return math.exp(float(epsilon))


@dataclass(frozen=True)
class BinaryDesign:
    """A yes/no design; ``a`` = P(yes | trait), ``b`` = P(yes | no trait)."""

    name: str
    parameters: dict
    a: Number
    b: Number
    allow_infinite: bool = False
    epsilon_param: Fraction | None = field(default=None, repr=False)

    def __post_init__(self):
        if self.a == self.b:
            raise ValueError(translate("core.rr.designs", "This design makes the answer independent of the trait: nothing can be "
                                       "estimated"))
        if math.isinf(self.epsilon) and not self.allow_infinite:
            raise NotPrivateError(translate(
                "core.rr.designs", "This {design} design has ε = ∞: some answer reveals the trait for certain. "
                "It is refused unless you confirm it is not private."
            ).format(design=self.name))

    @property
    def c(self) -> Number:
        return self.a - self.b

    @property
    def d(self) -> Number:
        return self.b

    @property
    def epsilon(self) -> float:
        return float(self.epsilon_param) if self.epsilon_param is not None else ratio_epsilon(self.a, self.b)[0]

    @property
    def epsilon_closed_form(self) -> str:
        if self.epsilon_param is not None:
            return translate("core.rr.designs", "{epsilon} (by design)").format(epsilon=self.epsilon_param)
        return ratio_epsilon(self.a, self.b)[1]

    @property
    def private(self) -> bool:
        return not math.isinf(self.epsilon)

    @property
    def exact(self) -> bool:
        return isinstance(self.a, Fraction) and isinstance(self.b, Fraction)

    def matrix(self) -> list[list[Number]]:
        """Rows: trait, no trait; columns: yes, no."""
        return [[self.a, 1 - self.a], [self.b, 1 - self.b]]

    def randomise(self, truth, rng: KeystreamSource | None = None) -> np.ndarray:
        """The reported answers for true answers ``truth`` (bool array); only these are kept."""
        truth = np.asarray(truth, dtype=bool)
        rng = resolve(rng)
        n = truth.size
        kind = self.name
        if kind == "warner":
            return truth ^ ~samplers.bernoulli(self.parameters["p"], n, rng)
        if kind == "forced":
            p = self.parameters
            choice = samplers.categorical([p["p_truth"], p["p_yes"], p["p_no"]], n, rng)
            return np.where(choice == 0, truth, choice == 1)
        if kind == "unrelated":
            sensitive = samplers.bernoulli(self.parameters["p"], n, rng)
            return np.where(sensitive, truth, samplers.bernoulli(self.parameters["q"], n, rng))
        keep = _keep_with_odds(self.epsilon_param, n, 2, rng) == 0
        return truth ^ ~keep


def _keep_with_odds(epsilon: Fraction, size: int, k: int, rng) -> np.ndarray:
    """Offsets in {0..k−1}: 0 with weight e^ε, each other with weight 1, exactly.

    Propose an offset uniformly; accept 0 always and any other with probability exp(−ε).
    """
    out = np.empty(size, dtype=np.int64)
    todo = np.arange(size)
    while todo.size:
        offset = samplers.uniform_below(k, todo.size, rng)
        accept = (offset == 0) | samplers.bernoulli_exp(epsilon.numerator, epsilon.denominator,
                                                        size=todo.size, rng=rng)
        out[todo[accept]] = offset[accept]
        todo = todo[~accept]
    return out


def warner(p: RationalLike, allow_infinite: bool = False) -> BinaryDesign:
    p = probability(p, "p")
    return BinaryDesign("warner", {"p": p}, p, 1 - p, allow_infinite)


def forced(p_truth: RationalLike, p_yes: RationalLike, p_no: RationalLike,
           allow_infinite: bool = False) -> BinaryDesign:
    pt, py, pn = (probability(v, n) for v, n in ((p_truth, "p_truth"), (p_yes, "p_yes"), (p_no, "p_no")))
    if pt + py + pn != 1:
        raise ValueError(translate("core.rr.designs", "p_truth + p_yes + p_no must be 1, got {total}").format(
            total=pt + py + pn))
    return BinaryDesign("forced", {"p_truth": pt, "p_yes": py, "p_no": pn}, pt + py, py, allow_infinite)


def unrelated(p: RationalLike, q: RationalLike, allow_infinite: bool = False) -> BinaryDesign:
    p, q = probability(p, "p"), probability(q, "q")
    return BinaryDesign("unrelated", {"p": p, "q": q}, p + (1 - p) * q, (1 - p) * q, allow_infinite)


def by_epsilon(epsilon: RationalLike) -> BinaryDesign:
    eps = positive(epsilon, "ε")
    w = _exp_eps(eps)
    return BinaryDesign("epsilon", {"epsilon": eps}, w / (1 + w), 1 / (1 + w), epsilon_param=eps)


@dataclass(frozen=True)
class FrequencyOracle:
    """A k-ary local randomiser ("grr" or "oue") with P(cell i reported | value i) = p, else q."""

    kind: str
    k: int
    epsilon: Fraction

    def __post_init__(self):
        if self.kind not in ("grr", "oue"):
            raise ValueError(translate("core.rr.designs", "Unknown oracle {oracle}").format(oracle=repr(self.kind)))
        if self.k < 2:
            raise ValueError(translate("core.rr.designs", "A multiple-choice question needs at least 2 options"))
        positive(self.epsilon, "ε")

    @property
    def p(self) -> float:
        w = _exp_eps(self.epsilon)
        return w / (w + self.k - 1) if self.kind == "grr" else 0.5

    @property
    def q(self) -> float:
        w = _exp_eps(self.epsilon)
        return 1 / (w + self.k - 1) if self.kind == "grr" else 1 / (w + 1)

    def variance_at_zero(self, n: int) -> float:
        """Var of f̂ as f → 0 (Wang et al. 2017, Table 1)."""
        w = _exp_eps(self.epsilon)
        if self.kind == "grr":
            return (w + self.k - 2) / (n * (w - 1) ** 2)
        return 4 * w / (n * (w - 1) ** 2)

    def randomise(self, values, rng: KeystreamSource | None = None) -> np.ndarray:
        """GRR: reported values in 0..k−1. OUE: an n × k 0/1 matrix."""
        v = np.asarray(values, dtype=np.int64)
        if v.size and (v.min() < 0 or v.max() >= self.k):
            raise ValueError(translate("core.rr.designs", "Answers must be option numbers 0..{last}").format(
                last=self.k - 1))
        rng = resolve(rng)
        if self.kind == "grr":
            return (v + _keep_with_odds(self.epsilon, v.size, self.k, rng)) % self.k
        bits = _keep_with_odds(self.epsilon, v.size * self.k, 2, rng).reshape(v.size, self.k) == 1
        bits[np.arange(v.size), v] = samplers.bernoulli(Fraction(1, 2), v.size, rng)
        return bits.astype(np.int8)

    def matrix(self) -> tuple[list[list[float]], list]:
        """The exact law as floats: rows are true values, columns the possible reports."""
        if self.kind == "grr":
            return [[self.p if i == j else self.q for j in range(self.k)] for i in range(self.k)], list(range(self.k))
        outputs = list(itertools.product((0, 1), repeat=self.k))
        rows = []
        for i in range(self.k):
            row = []
            for out in outputs:
                prob = 1.0
                for j, bit in enumerate(out):
                    pj = self.p if i == j else self.q
                    prob *= pj if bit else 1 - pj
                row.append(prob)
            rows.append(row)
        return rows, ["".join(map(str, o)) for o in outputs]


def pick_oracle(k: int, epsilon: RationalLike) -> FrequencyOracle:
    """GRR when k < 3e^ε + 2 (its variance is then lower), else OUE (Wang et al. 2017)."""
    eps = positive(epsilon, "ε")
    return FrequencyOracle("grr" if k < 3 * _exp_eps(eps) + 2 else "oue", k, eps)
