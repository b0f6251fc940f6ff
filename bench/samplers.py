"""Sampler throughput: million samples per second on vectors of 10^6, best of 5.

Run: python bench/samplers.py   (OpenDP is compared when `pip install -e .[bench]` brought it)
"""

import time
from fractions import Fraction

from dpgui.core.noise import samplers
from dpgui.core.noise.randomness import system_source

SIZE = 10**6
REPEATS = 5


def rate(fn) -> float:
    fn()  # warm up
    best = min(_timed(fn) for _ in range(REPEATS))
    return SIZE / best / 1e6


def _timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def opendp_rate(scale: float) -> float | None:
    try:
        import opendp.prelude as dp
    except ImportError:
        return None
    dp.enable_features("contrib")
    space = dp.vector_domain(dp.atom_domain(T=int)), dp.l1_distance(T=int)
    meas = space >> dp.m.then_laplace(scale=scale)
    data = [0] * SIZE
    start = time.perf_counter()
    meas(data)
    return SIZE / (time.perf_counter() - start) / 1e6


def main() -> None:
    source = system_source()
    keystream = rate(lambda: source.words(SIZE)) * 8  # M words/s → MB/s, best of 5 like the samplers
    rows = [
        ("discrete Laplace, scale 10", rate(lambda: samplers.discrete_laplace(10, SIZE)), opendp_rate(10.0)),
        ("discrete Laplace, scale 1000", rate(lambda: samplers.discrete_laplace(1000, SIZE)), opendp_rate(1000.0)),
        ("discrete Gaussian, sigma = 10", rate(lambda: samplers.discrete_gaussian(Fraction(100), SIZE)), None),
        ("uniform below 1000", rate(lambda: samplers.uniform_below(1000, SIZE)), None),
    ]
    print(f"ChaCha20 keystream (CSPRNG): {keystream:,.0f} MB/s")
    print(f"{'sampler':34} {'dpgui M/s':>10} {'OpenDP M/s':>11} {'ratio':>7}")
    for name, ours, theirs in rows:
        other = f"{theirs:11.3f}" if theirs else f"{'-':>11}"
        ratio = f"{ours / theirs:6.0f}x" if theirs else f"{'-':>7}"
        print(f"{name:34} {ours:10.2f} {other} {ratio}")


if __name__ == "__main__":
    main()
