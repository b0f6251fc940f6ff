"""Where every random bit comes from.

Release paths draw from :func:`system_source`: a ChaCha20 keystream keyed from the
operating system's CSPRNG (``os.urandom``). ChaCha20 is a standard CSPRNG construction
and is several times faster than reading ``os.urandom`` directly, which matters for the
vectorised exact samplers. The key is redrawn after ``fork`` so that two processes never
share a stream, and after 64 GiB of keystream: one ChaCha20 stream ends at 256 GiB (its 32-bit
block counter), and a long session must never reach that end after a charge was made.

There is deliberately no seeded source in this package: tests build one from
:class:`KeystreamSource` in ``tests/``, so no GUI or CLI path can reach it.
"""

from __future__ import annotations

import os
import threading

import numpy as np
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms

from dpgui.core.words.translation import translate

_BLOCK = 1 << 20  # keystream bytes generated per cipher call
REKEY_BYTES = 1 << 36  # the system source takes a fresh key after this much keystream


def _keystream(key: bytes):
    return Cipher(algorithms.ChaCha20(key, bytes(16)), mode=None).encryptor()


class KeystreamSource:
    """Random 64-bit words from a ChaCha20 keystream under ``key`` (32 bytes)."""

    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError(translate("core.noise.randomness", "ChaCha20 needs a 32-byte key"))
        self._encryptor = _keystream(key)
        self._zeros = memoryview(bytes(_BLOCK))
        self._lock = threading.Lock()  # the GUI's worker and the CLI may share one source

    def _fill(self, out: np.ndarray) -> np.ndarray:
        """Write keystream bytes straight into ``out`` (no intermediate bytes object, no copy)."""
        view = memoryview(out).cast("B")
        with self._lock:
            self._before(len(view))
            for start in range(0, len(view), _BLOCK):
                chunk = view[start:start + _BLOCK]
                self._encryptor.update_into(self._zeros[:len(chunk)], chunk)
        return out

    def _before(self, nbytes: int) -> None:
        """Called under the lock before ``nbytes`` of keystream are used."""

    def words(self, count: int) -> np.ndarray:
        """``count`` independent uniform ``uint64`` words."""
        return self._fill(np.empty(count, dtype=np.uint64))

    def words32(self, count: int) -> np.ndarray:
        """``count`` independent uniform ``uint32`` words (half the keystream of :meth:`words`)."""
        return self._fill(np.empty(count, dtype=np.uint32))

    def bits(self, count: int) -> np.ndarray:
        """``count`` independent fair bits as a ``bool`` array."""
        raw = self._fill(np.empty((count + 7) // 8, dtype=np.uint8))
        return np.unpackbits(raw)[:count].view(bool)


class SystemSource(KeystreamSource):
    """The release source: ChaCha20 keyed from ``os.urandom``, re-keyed after fork and after REKEY_BYTES."""

    def __init__(self):
        super().__init__(os.urandom(32))
        self._pid, self._used = os.getpid(), 0

    def _before(self, nbytes: int) -> None:
        # a forked child never replays the parent's stream; a long session never reaches the stream's end
        if os.getpid() != self._pid or self._used + nbytes > REKEY_BYTES:
            self._encryptor = _keystream(os.urandom(32))
            self._pid, self._used = os.getpid(), 0
        self._used += nbytes


_system: SystemSource | None = None


def system_source() -> SystemSource:
    """The process-wide CSPRNG-backed source used by every release path."""
    global _system
    if _system is None:
        _system = SystemSource()
    return _system


def resolve(rng: KeystreamSource | None) -> KeystreamSource:
    """``rng`` if a caller (a test) supplied one, else the system source."""
    return system_source() if rng is None else rng
