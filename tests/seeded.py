"""The seeded random source: tests only. The package has none, so no GUI or CLI path can reach it."""

import hashlib

from dpgui.core.noise.randomness import KeystreamSource


def seeded(seed: int | str) -> KeystreamSource:
    return KeystreamSource(hashlib.sha256(f"dpgui-test-{seed}".encode()).digest())
