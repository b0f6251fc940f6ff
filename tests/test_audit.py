"""The audit passes correct mechanisms and catches deliberately broken ones (reference §8)."""

import math
from fractions import Fraction

import numpy as np
import pytest

from dpgui.core import samplers
from dpgui.core.audit import audit
from dpgui.core.counts import count_mechanism
from dpgui.core.noise import DiscreteLaplace
from dpgui.core.release import PrivacySetting
from dpgui.core.rr import FrequencyOracle, forced, warner
from dpgui.core.sparse_vector import sparse_vector_runs, sparse_vector_scales
from dpgui.core.truncated_geometric import truncated_geometric

EPS = Fraction(1, 2)
SVT_EPS = Fraction(2)
# Neighbouring answer vectors (each query has sensitivity 1) and the threshold used for the sparse vector.
SVT_X, SVT_Y, SVT_T = [1] * 7 + [0], [0] * 7 + [1], 1
# Fresh runs per input: the sparse-vector events are rarer, so they get more runs for power.
RUNS, SVT_RUNS = {"runs": 200_000, "search_runs": 50_000}, {"runs": 1_000_000, "search_runs": 200_000}


def histogram(scale):
    def run(counts, runs):
        c = np.asarray(counts)
        return c + DiscreteLaplace(scale).sample(runs * c.size).reshape(runs, c.size)
    return run


def svt_broken(add_query_noise: bool, output_value: bool):
    """Published non-private variants (Lyu, Su & Li 2017): no query noise, or the noisy value output."""
    t_scale, q_scale = sparse_vector_scales(SVT_EPS)

    def run(answers, runs):
        q = np.asarray(answers)
        threshold = SVT_T + samplers.discrete_laplace(t_scale, runs)
        noise = samplers.discrete_laplace(q_scale, runs * q.size).reshape(runs, q.size)
        value = q + noise if add_query_noise else np.broadcast_to(q, (runs, q.size))
        above = value >= threshold[:, None]
        pattern = np.where(np.cumsum(above, axis=1) - above < 1, above, -1)
        if not output_value:
            return pattern
        first = np.where(above.any(axis=1), value[np.arange(runs), above.argmax(axis=1)], 0)
        return np.column_stack([pattern, first])
    return run


CORRECT = {
    "histogram (discrete Laplace)": (lambda c, r: count_mechanism(PrivacySetting.of(epsilon=EPS), "histogram")
                                     .noise.sample(r * 2).reshape(r, 2) + np.asarray(c), [10, 5], [11, 5], EPS, RUNS),
    "sparse vector": (lambda q, r: sparse_vector_runs(q, SVT_T, SVT_EPS, runs=r), SVT_X, SVT_Y, SVT_EPS, SVT_RUNS),
    "truncated geometric": (lambda f, r: truncated_geometric(np.full(r, f), Fraction(1, 2), 5), 0, 1,
                            math.log(2), RUNS),
    "forced response": (lambda t, r: forced("1/2", "1/4", "1/4").randomise(np.full(r, t)), True, False,
                        math.log(3), RUNS),
    "warner": (lambda t, r: warner("0.7").randomise(np.full(r, t)), True, False, math.log(7 / 3), RUNS),
    "GRR": (lambda v, r: FrequencyOracle("grr", 4, Fraction(1)).randomise(np.full(r, v)), 0, 1, 1.0, RUNS),
}

BROKEN = {
    "histogram with scale ε instead of 1/ε": (histogram(EPS), [10, 5], [11, 5], EPS, RUNS),
    "sparse vector without query noise": (svt_broken(False, False), SVT_X, SVT_Y, SVT_EPS, RUNS),
    "sparse vector that outputs the noisy value": (svt_broken(True, True), SVT_X, SVT_Y, SVT_EPS, SVT_RUNS),
}


@pytest.mark.parametrize("name", CORRECT)
def test_correct_mechanisms_pass(name):
    sampler, x, y, eps, runs = CORRECT[name]
    result = audit(sampler, x, y, float(eps), **runs)
    assert not result.violation, result


@pytest.mark.parametrize("name", BROKEN)
def test_broken_mechanisms_are_flagged(name):
    sampler, x, y, eps, runs = BROKEN[name]
    result = audit(sampler, x, y, float(eps), **runs)
    assert result.violation, result
