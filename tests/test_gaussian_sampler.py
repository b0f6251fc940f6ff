"""The discrete Gaussian (samplers.discrete_gaussian and its table, dpgui.core.noise.gaussian_table): its exact law,
its exact thresholds, and its ties.

Law tests: 10^6 draws per case, χ² against the pmf with a false-alarm rate of 10^-6, and the same test rejects a
wrong law (power checks: a wrong σ², an acceptance computed in floating point at a slightly wrong σ, a truncated
tail). A threshold rounded to 15 bits would shift a probability by < 2^-15, which no feasible χ² can see: that is
why the thresholds themselves are checked exactly against Fraction arithmetic, and the ties are decided by planted words.
"""

import math
from fractions import Fraction

import numpy as np
import pytest

from dpgui.core.noise import gaussian_table, randomness, samplers
from dpgui.core.noise.distributions import DiscreteGaussian
from tests.stat_checks import FALSE_ALARM, assert_dg_law, assert_fits, assert_rejects, chi2_pvalue

N = 10**6
SIGMA2 = [Fraction(1, 4), Fraction(2), Fraction(200, 3), Fraction(100), Fraction(10**20 + 1, 10**18),
          Fraction(10**6), Fraction(10**8)]  # σ = 0.5, 1.41 (p = 1 at |Y| = 1), 8.2, 10, ≈10, 1000, 10^4 (past the table)


def _support(sigma2) -> np.ndarray:
    reach = int(12 * math.sqrt(sigma2)) + 3
    return np.arange(-reach, reach + 1)


def _assert_law(x, sigma2):
    """χ² of x against DG(σ²) passes, and the same test rejects DG(σ²·1.05): point by point up to σ = 10, in about
    30 bins across ±3.5σ beyond (point by point, 10^6 draws over 10^5 values would leave the test no power)."""
    assert x.dtype == np.int64 and x.size == N
    if sigma2 > 100:
        assert_dg_law(x, sigma2, wrong_factor=1.05)
        return
    y = _support(sigma2)
    assert_fits(x, y, DiscreteGaussian(sigma2).pmf(y))
    assert_rejects(x, y, DiscreteGaussian(sigma2 * Fraction(21, 20)).pmf(y))


@pytest.mark.parametrize("sigma2", SIGMA2, ids=str)
def test_discrete_gaussian_law(rng, sigma2):
    _assert_law(samplers.discrete_gaussian(sigma2, N, rng), sigma2)


@pytest.mark.parametrize("sigma2", [Fraction(1, 4), Fraction(200, 3)], ids=str)
def test_the_general_path_has_the_same_law(rng, sigma2):
    """Calls too small to repay a table, and σ past 1023, take CKS20 Algorithm 3 with the exact Bernoulli."""
    a, b = sigma2.numerator, sigma2.denominator
    _assert_law(samplers._by_rejection(a, b, math.isqrt(a // b) + 1, N, rng), sigma2)


def test_small_calls_take_the_general_path_until_a_table_exists(rng):
    sigma2 = Fraction(12345, 7)
    key = (sigma2.numerator, sigma2.denominator)
    samplers._TABLES.pop(key, None)
    samplers.discrete_gaussian(sigma2, 100, rng)
    assert key not in samplers._TABLES
    samplers.discrete_gaussian(sigma2, 10**5, rng)
    assert key in samplers._TABLES


def _table(sigma2, geometric=None, exact_accept=None) -> gaussian_table.GaussianTable:
    """A table for σ², outside the sampler's cache, with the parts given (a deliberate fault) or the real ones."""
    a, b = sigma2.numerator, sigma2.denominator
    t = math.isqrt(a // b) + 1
    return gaussian_table.GaussianTable(a, b, geometric or samplers._geometric_table(1, t),
                                        exact_accept or (lambda m, rng: samplers._accepted(m, rng, a, b, t)))


def _float_brackets(a, b, t, length, prec):
    """The acceptance exp(-(g - σ²/t)²/(2σ'²)) in floating point, with σ' = 1.03·σ."""
    sigma2, wrong = a / b, 1.03**2 * a / b
    out = []
    for g in range(length):
        value = int(math.exp(-(g - sigma2 / t) ** 2 / (2 * wrong)) * 2**prec)
        out += [(value, value), (value, value) if g else (0, 0)]
    return out


def test_power_an_acceptance_in_floating_point_at_a_slightly_wrong_sigma_is_rejected(rng, monkeypatch):
    sigma2 = Fraction(100)
    monkeypatch.setattr(gaussian_table, "_acceptance_brackets", _float_brackets)
    x = _table(sigma2).sample(N, rng)
    y = _support(sigma2)
    assert chi2_pvalue(x, y, DiscreteGaussian(sigma2).pmf(y)) < FALSE_ALARM


def test_power_a_truncated_tail_is_rejected(rng, monkeypatch):
    # The table ends at |Y| < 3t = 33 and the draws past it are dropped instead of being accepted exactly: the
    # law loses P(|Y| >= 33) ≈ 0.1%, as a sampler that cut its tail would. (At the real end, 7t, the lost mass
    # would be ~1e-11, invisible to any test: it is exact by construction, and the exact tail is tested below.)
    sigma2 = Fraction(100)
    monkeypatch.setattr(samplers, "_TAIL", 3)
    x = _table(sigma2, samplers._GeometricTable(1, 11), lambda m, rng: np.zeros(m.size, dtype=bool)).sample(N, rng)
    assert np.abs(x).max() < 33
    y = _support(sigma2)
    assert chi2_pvalue(x, y, DiscreteGaussian(sigma2).pmf(y)) < FALSE_ALARM


def test_the_tail_past_the_table_is_drawn_exactly(rng, monkeypatch):
    # A table of 1·t entries sends P(G >= t) = e^-1 of the proposals through the exact tail: the law still fits.
    sigma2 = Fraction(200, 3)
    monkeypatch.setattr(samplers, "_TAIL", 1)
    table = _table(sigma2, samplers._GeometricTable(1, 9))
    assert table.length == 9
    _assert_law(table.sample(N, rng), sigma2)


# The acceptance thresholds, exactly.

def _exp_neg_floor(gamma: Fraction, bits: int) -> int:
    """floor(2^bits · exp(-gamma)) in Fraction arithmetic, independently of the sampler's code: exp(gamma) lies in
    [S_n, S_n + R_n] with S_n its Taylor sum to n and R_n <= 2·(next term) once that term's ratio is < 1/2."""
    total, term, n = Fraction(1), Fraction(1), 0
    while True:
        n += 1
        term = term * gamma / n
        total += term
        if gamma / (n + 1) < Fraction(1, 2):
            low, high = (1 << bits) / (total + 2 * term * gamma / (n + 1)), (1 << bits) / total
            if math.floor(low) == math.floor(high):
                return math.floor(low)


@pytest.mark.parametrize("sigma2", [Fraction(1, 4), Fraction(1, 2), Fraction(2), Fraction(200, 3), Fraction(100),
                                    Fraction(10**20 + 1, 10**18)], ids=str)
def test_acceptance_thresholds_are_exact(sigma2):
    a, b = sigma2.numerator, sigma2.denominator
    table = _table(sigma2)
    t = math.isqrt(a // b) + 1
    assert table.t == t and table.length == 7 * t
    for bits in (15, 79, 143):
        floors = table.acceptance.floors(bits)
        assert len(floors) == 2 * table.length
        for g in range(table.length):
            gamma = Fraction((g * b * t - a) ** 2, 2 * a * b * t * t)  # (|Y| - σ²/t)² / (2σ²)
            expected = 1 << bits if gamma == 0 else _exp_neg_floor(gamma, bits)
            assert floors[2 * g] == expected, (g, bits)
            assert floors[2 * g + 1] == (expected if g else 0)  # (-, 0) is always rejected
    assert table.thresholds[:-2].tolist() == table.acceptance.floors(15)
    assert (table.thresholds[-2:] > (1 << 15)).all()  # G >= L never ties: it is decided exactly


def test_the_guide_reads_magnitude_and_sign_from_a_words_top_17_bits():
    # Index (b, s): the bucket b of U's first 16 bits and the sign s. Where no threshold x_g = exp(-g/t) starts with b,
    # min(G, L) is the number of thresholds above the bucket; where one does, the guide says -1 (read more bits).
    table = _table(Fraction(100))
    starts = np.array([f >> 48 for f in table.geometric.thresholds.floors(64)], dtype=np.int64)
    buckets = np.arange(1 << 16)
    above = (starts[None, :] > buckets[:, None]).sum(axis=1)
    expected = np.where(np.isin(buckets, starts), -1, 2 * above)
    assert (table.guide[0::2] == expected).all()
    assert (table.guide[1::2] == np.where(expected < 0, -1, expected + 1)).all()


# Ties, forced by planted words: the decision must follow the exact next bits.

def _word(table, key: int, low: int) -> int:
    """A 32-bit word whose top 17 bits give ``key`` in the guide (a bucket that decides G), low 15 bits ``low``."""
    return (int(np.flatnonzero(table.guide == key)[0]) << 15) | low


def test_a_tie_with_an_acceptance_threshold_is_decided_by_the_next_bits(rng):
    table = _table(Fraction(100))
    key = 2 * 3 + 1  # Y = -3
    floors = table.acceptance.floors(15 + 64)
    assert floors[key] >> 64 == table.thresholds[key]
    p = Fraction(floors[key] % 2**64, 2**64)
    values = table.accepted(np.full(200_000, _word(table, key, int(table.thresholds[key])), dtype=np.uint32), rng)
    assert set(values.tolist()) <= {-3}
    accepted = np.zeros(200_000, dtype=int)
    accepted[:values.size] = 1
    assert_fits(accepted, [0, 1], [1 - float(p), float(p)])
    assert_rejects(accepted, [0, 1], [0.99 - float(p), float(p) + 0.01])


def test_minus_zero_is_rejected_even_on_a_tie_and_probability_one_always_accepts(rng):
    table = _table(Fraction(100))
    assert table.accepted(np.full(10_000, _word(table, 1, 0), dtype=np.uint32), rng).size == 0
    table = _table(Fraction(2))  # σ²/t = 1: |Y| = 1 is accepted with probability exactly 1
    assert table.thresholds[2] == table.thresholds[3] == 1 << 15
    values = table.accepted(np.full(10_000, _word(table, 3, (1 << 15) - 1), dtype=np.uint32), rng)
    assert values.tolist() == [-1] * 10_000


def test_a_word_whose_16_bits_start_a_threshold_draws_the_next_bits(rng):
    # Bucket of x_1 = exp(-1/11): G >= 1 exactly when U < x_1, with U's first 16 bits those of x_1: so
    # P(G >= 1) = frac(2^16·x_1). V's 15 bits are 0, below every acceptance threshold of |Y| <= 1 (no ties).
    table = _table(Fraction(100))
    floor80 = table.geometric.thresholds.floors(80)[0]
    bucket, p = floor80 >> 64, Fraction(floor80 % 2**64, 2**64)
    assert table.guide[bucket << 1] == -1 and table.thresholds[0] > 0 and table.thresholds[2] > 0
    values = table.accepted(np.full(200_000, bucket << 16, dtype=np.uint32), rng)
    assert values.size == 200_000 and set(values.tolist()) <= {0, 1}
    assert_fits(values, [0, 1], [1 - float(p), float(p)])
    assert_rejects(values, [0, 1], [0.99 - float(p), float(p) + 0.01])


# Randomness: the release path draws from the system CSPRNG; seeds exist only in tests.

def test_without_a_source_the_sampler_draws_from_the_system_csprng(monkeypatch):
    drawn = []
    source = randomness.system_source()
    monkeypatch.setattr(source, "_before", lambda nbytes: drawn.append(nbytes))
    DiscreteGaussian(Fraction(100)).sample(10**5)
    assert sum(drawn) >= 4 * 10**5


def test_seeded_sources_exist_only_in_tests():
    """The package builds no keyed source but the system one, and never reaches the tests' seeded one."""
    import dpgui
    from pathlib import Path
    package = Path(dpgui.__file__).parent
    texts = {str(p.relative_to(package)): p.read_text(encoding="utf-8") for p in package.rglob("*.py")}
    assert not [name for name, text in texts.items() if "KeystreamSource(" in text]  # no key but the system's:
    assert "class SystemSource(KeystreamSource)" in texts["core/noise/randomness.py"]
    assert "super().__init__(os.urandom(32))" in texts["core/noise/randomness.py"]
    assert not [name for name, text in texts.items() if "tests.seeded" in text or "from tests" in text]
