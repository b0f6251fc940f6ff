"""Every exact sampler against its exact law, each with a power check at a wrong parameter."""

import math
from decimal import Decimal, localcontext
from fractions import Fraction

import numpy as np
import pytest

from dpgui.core.noise import samplers
from dpgui.core.noise.distributions import DiscreteGaussian, DiscreteLaplace
from dpgui.core.noise.exact_reals import exp_neg
from tests.seeded import seeded
from tests.stat_checks import FALSE_ALARM, assert_fits, assert_rejects, binned_pvalue

N = 400_000


def test_uniform_below_small_and_non_power_of_two(rng):
    for d in (3, 7, 1000):
        x = samplers.uniform_below(d, N, rng)
        assert x.min() >= 0 and x.max() < d
        assert_fits(x, range(d), [1 / d] * d)
    assert_rejects(samplers.uniform_below(7, N, rng), range(6), [1 / 6] * 6)


def test_uniform_below_has_no_modulo_bias_for_huge_bounds(rng):
    # d = 2**64 * 2/3 would make naive w % d favour the low third; use the top-bit proportion.
    d = (1 << 62) + (1 << 61)  # 0.75 * 2**63: naive modulo would put ~2/3 of draws below d/2
    x = samplers.uniform_below(d, N, rng)
    low = (x < d // 2).mean()
    assert abs(low - 0.5) < 5 * math.sqrt(0.25 / N)


def test_uniform_below_per_entry_bounds(rng):
    d = np.array([2, 5] * (N // 2))
    x = samplers.uniform_below(d, rng=rng)
    assert np.all(x < d)
    assert_fits(x[d == 5], range(5), [0.2] * 5)


@pytest.mark.parametrize("p, wrong", [(Fraction(1, 3), 0.35), (Fraction(7, 10), 0.68), (Fraction(1, 1000), 0.0015)])
def test_bernoulli(rng, p, wrong):
    x = samplers.bernoulli(p, N, rng).astype(int)
    assert_fits(x, [0, 1], [1 - float(p), float(p)])
    assert_rejects(x, [0, 1], [1 - wrong, wrong])


@pytest.mark.parametrize("gamma", [Fraction(0), Fraction(1, 3), Fraction(1), Fraction(5, 2), Fraction(7)])
def test_bernoulli_exp(rng, gamma):
    x = samplers.bernoulli_exp(gamma.numerator, gamma.denominator, size=N, rng=rng).astype(int)
    p = math.exp(-gamma)
    if gamma == 0:
        assert x.all()
        return
    assert_fits(x, [0, 1], [1 - p, p])
    wrong = math.exp(-gamma * Fraction(11, 10))
    assert_rejects(x, [0, 1], [1 - wrong, wrong])


def test_geometric(rng):
    alpha = Fraction(3, 4)
    x = samplers.geometric(alpha, N, rng)
    k = np.arange(60)
    assert_fits(x, k, (1 - 0.75) * 0.75**k)
    assert_rejects(x, k, (1 - 0.78) * 0.78**k)


def test_two_sided_geometric(rng):
    a = 0.5
    x = samplers.two_sided_geometric(Fraction(1, 2), N, rng)
    y = np.arange(-30, 31)
    assert_fits(x, y, (1 - a) / (1 + a) * a ** np.abs(y))
    b = 0.55
    assert_rejects(x, y, (1 - b) / (1 + b) * b ** np.abs(y))


# 20000/3 is above the table's 1024: three binary digits split off (samplers._geometric)
@pytest.mark.parametrize("scale", [Fraction(1, 2), Fraction(1), Fraction(10, 3), Fraction(10), Fraction(1000),
                                   Fraction(20000, 3)])
def test_discrete_laplace(rng, scale):
    _assert_discrete_laplace_law(DiscreteLaplace(scale).sample(N, rng), scale)


@pytest.mark.parametrize("scale", [Fraction(10), Fraction(1000, 7)])
def test_discrete_laplace_through_binary_digits(rng, scale, monkeypatch):
    # Near-fair digits (P ≈ 1/2 at the real table size of 1024) could hide a wrong digit; tables of scale 1
    # leave most of the law to digits with probabilities 0.31 … 0.5, so this law test has power on that path.
    monkeypatch.setattr(samplers, "_TABLE_SCALE", 1)
    _assert_discrete_laplace_law(samplers.discrete_laplace(scale, N, rng), scale)


def _assert_discrete_laplace_law(x, scale, binned=False):
    """x fits the discrete Laplace of this scale, and the same test rejects a scale 15% larger (the power check):
    point by point, or in bins at (rounded) multiples of the scale, which has the power for fewer samples."""
    if binned:
        steps = np.array([-3, -2, -1.5, -1, -0.6, -0.3, -0.1, 0, 0.1, 0.3, 0.6, 1, 1.5, 2, 3])
        edges = np.unique([round(scale * Fraction(step)) for step in steps.tolist()]).astype(float)
        assert binned_pvalue(x, edges, _laplace_cdf_below(float(scale))) > FALSE_ALARM
        assert binned_pvalue(x, edges, _laplace_cdf_below(float(scale) * 23 / 20)) < FALSE_ALARM
        return
    law = DiscreteLaplace(scale)
    y = np.arange(-int(40 * scale) - 5, int(40 * scale) + 6)
    assert_fits(x, y, law.pmf(y))
    assert_rejects(x, y, DiscreteLaplace(scale * Fraction(23, 20)).pmf(y))


def _laplace_cdf_below(b: float):
    """The discrete Laplace of scale b: P(Y < y) = α^(1−y)/(1+α) for y <= 0, 1 − α^y/(1+α) above, α = exp(−1/b)."""
    alpha = math.exp(-1 / b)

    def cdf(y):
        y = np.asarray(y, dtype=float)
        return np.where(y <= 0, np.exp(-(1 - y) / b), 1 + alpha - np.exp(-y / b)) / (1 + alpha)
    return cdf


# Small calls (samplers._digits): a fresh scale gets a table of at most 256 thresholds (scale <= 36.57) and draws the
# rest as binary digits; as its draws add up it earns longer tables and, past 16,384 draws, a guide. Every K has the
# same law, so many small calls, through all those stages, must fit it, and a wrong digit probability must not.
SMALL_CALLS = 20_000  # draws per test: of size 1, or 400 calls of size 50


@pytest.fixture
def fresh_scales(monkeypatch):
    """No scale kept from earlier tests, no digit probabilities cached before or after (a test may plant wrong ones)."""
    monkeypatch.setattr(samplers, "_SCALES", {})
    samplers._digit_probabilities.cache_clear()
    yield
    samplers._digit_probabilities.cache_clear()


def _small_calls(scale, size, rng):
    return np.concatenate([samplers.discrete_laplace(scale, size, rng) for _ in range(SMALL_CALLS // size)])


# 36 is the largest scale whose first table has no digits (7·36 = 252 <= 256 thresholds), 37 the smallest with one;
# a scale of 2**79.4 draws Python integers, slowly, so only in calls of 50
@pytest.mark.parametrize("scale, size", [(scale, size) for scale in (Fraction(1, 2), Fraction(36), Fraction(37),
                                                                     Fraction(1000, 7), Fraction(160000100, 7))
                                         for size in (1, 50)] + [(Fraction(2**81 + 1, 3), 50)])
def test_discrete_laplace_in_many_small_calls(rng, fresh_scales, scale, size):
    _assert_discrete_laplace_law(_small_calls(scale, size, rng), scale, binned=scale > 30)


@pytest.mark.parametrize("scale", [Fraction(1, 2), Fraction(10, 3)])
def test_discrete_laplace_through_many_rounds(rng, monkeypatch, scale):
    # each round draws only as many as are still needed, so the (-, 0) draws it rejects leave a round more to draw:
    # the accepted ones, gathered over the rounds in order, still have the exact law
    monkeypatch.setattr(samplers, "_enough", lambda needed, share: needed)
    _assert_discrete_laplace_law(samplers.discrete_laplace(scale, N, rng), scale)


def _digit_is_r_not_r_over_1_plus_r(n, d, digits, prec):
    return [exp_neg(Fraction(n << k, d), prec) for k in range(digits)]


@pytest.mark.parametrize("wrong", [False, True])
@pytest.mark.parametrize("scale", [Fraction(37), Fraction(1000, 7)])
def test_small_calls_digit_path_and_its_power_check(rng, fresh_scales, monkeypatch, scale, wrong):
    # Every call on the first, short table (its 1 or 2 digits never traded for a longer table): the law fits point
    # by point, and the same test rejects the sampler whose digit B_k is 1 with probability r instead of r/(1 + r).
    monkeypatch.setattr(samplers, "_MIN_DRAWS_PER_ENTRY", 1 << 62)
    if wrong:
        monkeypatch.setattr(samplers, "_digit_brackets", _digit_is_r_not_r_over_1_plus_r)
    x = _small_calls(scale, 1, rng)
    assert samplers._SCALES[scale.denominator, scale.numerator][0] == (1 if scale == 37 else 2)
    if not wrong:
        _assert_discrete_laplace_law(x, scale)
    else:
        with pytest.raises(AssertionError, match="does not match its exact law"):
            _assert_discrete_laplace_law(x, scale)


def test_a_scale_earns_longer_tables_as_its_draws_add_up(rng, fresh_scales):
    n, d = 7, 160000100  # a scale of 22,857,157.1
    assert samplers._digits(n, d, 1) == 20  # 22,857,157.1 / 2**20 ≈ 21.8 <= 256 / 7
    digits = []
    for _ in range(40):
        samplers.discrete_laplace(Fraction(d, n), 5000, rng)
        digits.append(samplers._SCALES[n, d][0])
    assert digits[0] == 19 and digits == sorted(digits, reverse=True)  # 5,000 draws: 312 thresholds, scale 43.6
    assert digits[-1] == 15  # 22,857,157.1 / 2**15 ≈ 697.5 <= 1024: never a longer table than 7·1024 thresholds
    assert "guide" in vars(samplers._SCALES[n, d][1])  # a table that has served 16,384 draws searches by guide


@pytest.mark.parametrize("sigma2", [Fraction(1, 2), Fraction(2), Fraction(25, 4), Fraction(100)])
def test_discrete_gaussian(rng, sigma2):
    law = DiscreteGaussian(sigma2)
    x = law.sample(N, rng)
    y = np.arange(-int(12 * law.sigma) - 3, int(12 * law.sigma) + 4)
    assert_fits(x, y, law.pmf(y))
    assert_rejects(x, y, DiscreteGaussian(sigma2 * Fraction(13, 10)).pmf(y))


def test_categorical(rng):
    w = [Fraction(1, 2), Fraction(1, 3), Fraction(1, 6)]
    x = samplers.categorical(w, N, rng)
    assert_fits(x, range(3), [float(v) for v in w])
    assert_rejects(x, range(3), [0.48, 0.35, 0.17])


def test_discrete_tails_match_sampled_frequencies(rng):
    for law in (DiscreteLaplace(Fraction(5)), DiscreteGaussian(Fraction(9))):
        w = law.half_width(0.05)
        x = law.sample(N, rng)
        assert law.tail(w) <= 0.05 < law.tail(w - 1)
        outside = (np.abs(x) > w).mean()
        assert abs(outside - law.tail(w)) < 6 * math.sqrt(law.tail(w) / N)


def test_gaussian_tail_too_wide_to_sum_is_a_tight_upper_bound():
    """Past the exact sum the tail is an upper bound at most 0.8/σ above the exact one (summed here)."""
    law = DiscreteGaussian(Fraction(2 * 10**10))  # σ ≈ 141,421
    f = np.exp(-np.arange(0, int(14 * law.sigma) + 2) ** 2 / (2 * float(law.sigma2)))
    norm = 2 * f.sum() - f[0]
    for w in (0, 1000, law.half_width(0.1), law.half_width(0.05), law.half_width(1e-6), int(6 * law.sigma)):
        exact = 2 * f[w + 1:].sum() / norm
        assert exact <= law.tail(w) <= exact + 0.8 / law.sigma, w


def test_invalid_parameters_are_refused():
    with pytest.raises(ValueError):
        samplers.discrete_laplace(0, 10)
    with pytest.raises(ValueError):
        samplers.bernoulli(Fraction(3, 2), 10)
    with pytest.raises(ValueError):
        samplers.uniform_below(0, 10)
    with pytest.raises(ValueError):
        samplers.discrete_laplace("abc", 10)


# Python-integer paths: bounds, exponents and scales beyond int64 are exact, never an OverflowError.

def test_uniform_below_huge_bound_is_uniform(rng):
    d = 3 * 2**64 + 1  # not a power of two: naive top bits or modulo would be biased
    x = samplers.uniform_below(d, 60_000, rng)
    assert all(0 <= int(v) < d for v in x)
    sixths = np.array([int(v) * 6 // d for v in x])
    assert_fits(sixths, range(6), [1 / 6] * 6)
    assert_rejects(sixths, range(6), [0.15, 0.15, 0.15, 0.15, 0.2, 0.2])


def test_bernoulli_exp_with_huge_numerator_and_denominator(rng):
    big = 2**70
    gamma = Fraction(2 * big + 1, 3 * big)  # ≈ 2/3, denominator beyond int64
    x = samplers.bernoulli_exp(gamma.numerator, gamma.denominator, size=40_000, rng=rng).astype(int)
    p = math.exp(-2 / 3)
    assert_fits(x, [0, 1], [1 - p, p])
    assert_rejects(x, [0, 1], [1 - math.exp(-0.75), math.exp(-0.75)])
    # an integer part of 2^70 ends at the first failed Bernoulli(exp(−1)): fast, and never accepted in practice
    assert not samplers.bernoulli_exp(big * 3 + 1, 3, size=1000, rng=rng).any()


def test_discrete_laplace_with_a_scale_beyond_int64(rng):
    scale = Fraction(2**64 + 1, 2**60)  # ≈ 16, numerator beyond int64
    law = DiscreteLaplace(scale)
    x = law.sample(40_000, rng)
    y = np.arange(-400, 401)
    assert_fits(x, y, law.pmf(y))
    assert_rejects(x, y, DiscreteLaplace(scale * Fraction(23, 20)).pmf(y))


def test_discrete_gaussian_with_a_complicated_sigma2(rng):
    sigma2 = Fraction(10**20 + 1, 10**18)  # ≈ 100: the acceptance test needs Python integers
    law = DiscreteGaussian(sigma2)
    x = law.sample(40_000, rng)
    y = np.arange(-150, 151)
    assert_fits(x, y, law.pmf(y))
    assert_rejects(x, y, DiscreteGaussian(sigma2 * Fraction(13, 10)).pmf(y))


def test_huge_scales_give_exact_python_integers(rng):
    x = samplers.discrete_laplace(2**80, 200, rng)
    assert x.dtype == object and max(abs(int(v)) for v in x) > 2**63  # int64 would have wrapped
    g = samplers.discrete_gaussian(Fraction(2**160), 50, rng)
    assert np.std(np.array([float(v) for v in g])) > 2**78
    beyond_floats = samplers.discrete_laplace(Fraction(10**400), 2, rng)  # its scale has no float (> 1.8e308)
    assert len(beyond_floats) == 2 and beyond_floats.dtype == object


def test_discrete_laplace_law_with_python_integer_outputs(rng):
    # scale ≈ 2^79.4: 70 binary digits, every value a Python int; binned at multiples of the scale.
    scale = Fraction(2**81 + 1, 3)
    x = samplers.discrete_laplace(scale, 40_000, rng)
    assert x.dtype == object
    edges = float(scale) * np.array([-3, -2, -1.5, -1, -0.6, -0.3, -0.1, 0, 0.1, 0.3, 0.6, 1, 1.5, 2, 3])
    assert binned_pvalue(x, edges, _laplace_cdf_below(float(scale))) > FALSE_ALARM
    assert binned_pvalue(x, edges, _laplace_cdf_below(float(scale) * 23 / 20)) < FALSE_ALARM


# The discrete Laplace's exact thresholds, and the branch that compares more bits when a word ties one.

def _decimal_floor(x: Fraction, bits: int, of=lambda r: r) -> int:
    """floor(2^bits · of(exp(−x))) from the decimal module's correctly rounded exp at 250 digits (independent code)."""
    with localcontext() as ctx:
        ctx.prec = 250
        return int(of((-(Decimal(x.numerator) / Decimal(x.denominator))).exp()) * Decimal(2) ** bits)


@pytest.mark.parametrize("n, d", [(1, 10), (3, 10), (2, 1), (1000, 1), (1, 1024), (2**60, 2**64 + 1)])
def test_geometric_thresholds_are_exact_and_strictly_decreasing(n, d):
    table = samplers._geometric_table(n, d)
    # Every threshold of the small tables; of the largest (7,168), the first and last 200 and every 37th:
    # the running product's bracket errors grow with g, so the ends and a spread between are the cases.
    checked = sorted({*range(1, 201), *range(table.length - 199, table.length + 1), *range(1, table.length, 37)}
                     & set(range(1, table.length + 1)))
    for bits in (64, 128, 192):
        floors = table.thresholds.floors(bits)
        assert len(floors) == table.length
        assert [floors[g - 1] for g in checked] == [_decimal_floor(Fraction(g * n, d), bits) for g in checked]
    assert np.all(table.ascending[1:] > table.ascending[:-1])  # so a word ties at most one threshold


@pytest.mark.parametrize("n, d, digits", [(1, 2**50, 40), (7, 160000100, 20), (3, 20000, 30)])
def test_digit_probabilities_are_exact(n, d, digits):
    # from one exponential and its squarings, checked digit by digit against independent decimal exponentials
    probabilities = samplers._digit_probabilities(n, d, digits)
    for bits in (64, 128):
        for k in sorted({0, 1, 17, digits - 1}):
            assert probabilities.floors(bits)[k] == _decimal_floor(Fraction(n << k, d), bits, lambda r: r / (1 + r))


@pytest.mark.parametrize("guide", [True, False])
@pytest.mark.parametrize("n, d", [(1, 10), (7, 1000)])
def test_guide_table_counts_the_thresholds_above_a_word(rng, monkeypatch, n, d, guide):
    # Words next to every threshold floor and every 16-bit bucket edge, and random ones: min(G, L) must be the
    # number of floors above the word, counted here one by one (exact ties are the next tests' business), both by
    # the guide and by the binary search that a table uses until it has served _GUIDE_MIN_DRAWS draws.
    monkeypatch.setattr(samplers, "_GUIDE_MIN_DRAWS", 0 if guide else 1 << 62)
    table = samplers._GeometricTable(n, d)
    floors = table.thresholds.floors(64)
    edges = [b << 48 for b in range(1, 1 << 16, 97)]
    near = [v + e for v in floors + edges for e in (-2, -1, 1, 2)] + [0, (1 << 64) - 1]
    words = np.concatenate([np.array(near, dtype=np.uint64), rng.words(20_000)])
    words = words[~np.isin(words, np.array(floors, dtype=np.uint64))]
    expected = [sum(f > w for f in floors) for w in words.tolist()]
    assert table._capped(words, rng).tolist() == expected
    assert ("guide" in vars(table)) == guide


class PlantedSource:
    """A test source whose first ``words`` calls return planted values (one value for every entry of a call),
    and seeded keystream after that: it forces a uniform's leading bits to tie a threshold."""

    def __init__(self, planted, seed):
        self.planted, self.rest = list(planted), seeded(seed)

    def words(self, count):
        return np.full(count, self.planted.pop(0), dtype=np.uint64) if self.planted else self.rest.words(count)

    def bits(self, count):
        return self.rest.bits(count)


def _bit_fits_exactly(bit, p: Fraction):
    """``bit`` is Bernoulli(p), and the same test rejects Bernoulli(p + 0.01) (the power check)."""
    assert_fits(bit, [0, 1], [1 - float(p), float(p)])
    assert_rejects(bit, [0, 1], [0.99 - float(p), float(p) + 0.01])


@pytest.mark.parametrize("depth", [1, 2])
def test_a_word_that_ties_a_threshold_is_decided_exactly(depth):
    # Scale 10: x = exp(−1/10) is the first threshold. Every uniform starts with the first 64·depth bits of x,
    # so G >= 1 exactly when its next bits are below x's: G is Bernoulli(frac(2^(64·depth)·x)).
    table = samplers._geometric_table(1, 10)
    floors = table.thresholds.floors(64 * (depth + 1))[0]
    planted = [(floors >> (64 * (depth - i))) & ((1 << 64) - 1) for i in range(depth)]
    p = Fraction(floors & ((1 << 64) - 1), 1 << 64)
    g = samplers._geometric(1, 10, 200_000, PlantedSource(planted, f"tie-{depth}"))
    assert set(np.unique(g)) <= {0, 1}
    _bit_fits_exactly(g, p)


def test_a_word_that_ties_a_binary_digit_is_decided_exactly():
    # Scale 4096 = 1024 · 2^2: G = 4H + 2·B_1 + B_0. The first word (all ones) gives H = 0; the second ties
    # B_1's probability, so B_1 is Bernoulli(the next 64 bits of that probability).
    probabilities = samplers._digit_probabilities(1, 4096, 2)
    p = Fraction(probabilities.floors(128)[1] & ((1 << 64) - 1), 1 << 64)
    g = samplers._geometric(1, 4096, 200_000, PlantedSource([(1 << 64) - 1, probabilities.floors(64)[1]], "tie-digit"))
    assert g.max() < 4
    _bit_fits_exactly(g >> 1, p)


def test_the_system_source_takes_a_fresh_key_before_its_stream_could_end(monkeypatch):
    """One ChaCha20 stream ends at 256 GiB; a long session re-keys well before (here after 64 bytes)."""
    from dpgui.core.noise import randomness
    keys = []
    real = randomness.os.urandom
    monkeypatch.setattr(randomness.os, "urandom", lambda n: keys.append(real(n)) or keys[-1])
    monkeypatch.setattr(randomness, "REKEY_BYTES", 64)
    source = randomness.SystemSource()
    first = [source.words(8) for _ in range(3)]  # 64 bytes each: every draw after the first re-keys
    assert len(keys) == 3
    assert len({w.tobytes() for w in first}) == 3
    assert source.words(4).size == 4 and len(keys) == 4  # 32 bytes, then 32 more fit under the limit
    source.words(4)
    assert len(keys) == 4
