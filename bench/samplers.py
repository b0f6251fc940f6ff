"""Sampler throughput: million samples per second on vectors of 10^6, best of several, against the keystream floor.

Run: python bench/samplers.py [--quick]   (OpenDP is compared when `pip install -e .[bench]` brought it)
Against the code before issue #29: PYTHONPATH=/work/base python bench/samplers.py

The keystream floor of a sampler is the rate it would reach if drawing its keystream were all it did: the ChaCha20
keystream's bytes a second over the sampler's bytes a sample (both measured here, in the same run, interleaved).
Then the first call of the discrete Laplace at a scale not drawn before (a plan's sums: a new ε, a new scale), which
pays for the scale's exact thresholds: CPU ms, median over fresh scales.
"""

import argparse
import json
import os
import statistics
import time
from fractions import Fraction

from common import peak_rss_mb

from dpgui.core.noise import samplers
from dpgui.core.noise.distributions import DiscreteGaussian
from dpgui.core.noise.randomness import KeystreamSource, system_source

SIZE = 10**6


class CountingSource(KeystreamSource):
    """A source keyed from the OS that counts the keystream bytes a sampler takes (bench only)."""

    def __init__(self):
        super().__init__(os.urandom(32))
        self.used = 0

    def _before(self, nbytes: int) -> None:
        self.used += nbytes


def bytes_per_sample(sample) -> float:
    source = CountingSource()
    sample(source)
    return source.used / SIZE


def rates(fns: dict, repeats: int) -> dict:
    """Best seconds per call of each function, the calls interleaved so that load hits them alike."""
    for fn in fns.values():
        fn()  # warm up (tables, caches)
    best = dict.fromkeys(fns, float("inf"))
    for _ in range(repeats):
        for name, fn in fns.items():
            start = time.perf_counter()
            fn()
            best[name] = min(best[name], time.perf_counter() - start)
    return best


def opendp_rate(build, size: int) -> float | None:
    """M samples/s of an OpenDP measurement on a vector of ``size`` zeros (it goes through Python lists)."""
    try:
        import opendp.prelude as dp
    except ImportError:
        return None
    dp.enable_features("contrib")
    meas = build(dp)
    data = [0] * size
    start = time.perf_counter()
    meas(data)
    return size / (time.perf_counter() - start) / 1e6


def opendp_laplace(scale: float):
    return lambda dp: (dp.vector_domain(dp.atom_domain(T=int)), dp.l1_distance(T=int)) >> dp.m.then_laplace(scale=scale)


def opendp_gaussian(scale: float):
    return lambda dp: (dp.vector_domain(dp.atom_domain(T=int)), dp.l2_distance(T=int)) >> dp.m.then_gaussian(scale=scale)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats and a smaller OpenDP vector")
    args = parser.parse_args()
    repeats, opendp_size = (5, 20_000) if args.quick else (9, 100_000)
    source = system_source()
    gaussian10 = DiscreteGaussian(Fraction(100))  # σ = 10, through the distribution (both trees have it)
    fns = {
        "keystream": lambda: source.words(SIZE),
        "discrete Gaussian, sigma = 10": lambda: gaussian10.sample(SIZE),
        "discrete Gaussian, sigma^2 = 200/3": lambda: DiscreteGaussian(Fraction(200, 3)).sample(SIZE),
        "discrete Gaussian, sigma = 1000": lambda: DiscreteGaussian(Fraction(10**6)).sample(SIZE),
        "discrete Laplace, scale 10": lambda: samplers.discrete_laplace(10, SIZE),
        "discrete Laplace, scale 1000": lambda: samplers.discrete_laplace(1000, SIZE),
        "uniform below 1000": lambda: samplers.uniform_below(1000, SIZE),
    }
    best = rates(fns, repeats)
    keystream_mb = 8 * SIZE / best.pop("keystream") / 1e6
    per_sample = {
        "discrete Gaussian, sigma = 10": bytes_per_sample(lambda rng: gaussian10.sample(SIZE, rng)),
        "discrete Laplace, scale 10": bytes_per_sample(lambda rng: samplers.discrete_laplace(10, SIZE, rng)),
    }
    peers = {
        "discrete Gaussian, sigma = 10": opendp_rate(opendp_gaussian(10.0), opendp_size),
        "discrete Laplace, scale 10": opendp_rate(opendp_laplace(10.0), opendp_size),
        "discrete Laplace, scale 1000": opendp_rate(opendp_laplace(1000.0), opendp_size),
    }
    print(f"vectors of {SIZE:,}, best of {repeats} (interleaved); OpenDP on {opendp_size:,}; "
          f"load {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"ChaCha20 keystream (CSPRNG): {keystream_mb:,.0f} MB/s")
    print(f"{'sampler':36} {'dpgui M/s':>10} {'B/sample':>9} {'floor M/s':>10} {'OpenDP M/s':>11} {'vs OpenDP':>10}")
    for name, seconds in best.items():
        ours = SIZE / seconds / 1e6
        used = per_sample.get(name)
        floor = keystream_mb / used if used else None
        theirs = peers.get(name)
        print(f"{name:36} {ours:10.2f} {f'{used:.2f}' if used else '-':>9} {f'{floor:.0f}' if floor else '-':>10} "
              f"{f'{theirs:.3f}' if theirs else '-':>11} {f'{ours / theirs:.0f}x' if theirs else '-':>10}")
    print(f"peak memory {peak_rss_mb():,.0f} MB")

    name = "discrete Gaussian, sigma = 10"
    ours = SIZE / best[name] / 1e6
    floor = keystream_mb / per_sample[name]
    print("RATIO " + json.dumps({"task": "discrete Gaussian, sigma = 10", "dpgui": round(ours, 2), "peer": round(floor, 1),
                                 "peer_name": f"keystream floor at its {per_sample[name]:.1f} B/sample "
                                              f"({keystream_mb:,.0f} MB/s)",
                                 "unit": "M/s", "target": ">= 20 M/s"}))
    first_draws()
    theirs = peers[name]
    print("RATIO " + json.dumps({"task": "discrete Gaussian, sigma = 10, vs OpenDP", "dpgui": round(ours, 2),
                                 "peer": round(theirs, 4) if theirs else None, "peer_name": "OpenDP then_gaussian",
                                 "unit": "M/s", "target": ">= 20 M/s"}))


def first_draws(fresh: int = 7) -> None:
    """CPU ms of the first discrete Laplace call at a new scale, for a few sizes and scales (median of ``fresh``)."""
    print("first call at a new scale, CPU ms (median of fresh scales):")
    bump = iter(range(1, 10**6))
    for scale in (Fraction(10), Fraction(1000), Fraction(160000100, 7)):
        row = []
        for size in (1, 50, 10**4):
            times = []
            for _ in range(fresh):
                new = scale * Fraction(10**6 + next(bump), 10**6)  # never drawn before in this process
                start = time.process_time()
                samplers.discrete_laplace(new, size)
                times.append(time.process_time() - start)
            row.append(f"size {size:>6,}: {statistics.median(times) * 1e3:6.2f}")
        print(f"  scale {float(scale):>12,.1f}  " + "   ".join(row))


if __name__ == "__main__":
    main()
