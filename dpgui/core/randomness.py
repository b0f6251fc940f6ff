"""Where every random bit comes from.

Release paths draw from :func:`system_source`: a ChaCha20 keystream keyed from the
operating system's CSPRNG (``os.urandom``). ChaCha20 is a standard CSPRNG construction
and is several times faster than reading ``os.urandom`` directly, which matters for the
vectorised exact samplers. The key is redrawn after ``fork`` so that two processes never
share a stream.

There is deliberately no seeded source in this package: tests build one from
:class:`KeystreamSource` in ``tests/``, so no GUI or CLI path can reach it.
"""

from __future__ import annotations

import os
import threading

import numpy as np
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms

_BLOCK = 1 << 20  # keystream bytes generated per cipher call


class KeystreamSource:
    """Random 64-bit words from a ChaCha20 keystream under ``key`` (32 bytes)."""

    def __init__(self, key: bytes):
        if len(key) != 32:
            raise ValueError("ChaCha20 needs a 32-byte key")
        self._encryptor = Cipher(algorithms.ChaCha20(key, bytes(16)), mode=None).encryptor()
        self._zeros = bytes(_BLOCK)
        self._lock = threading.Lock()  # the GUI's worker and the CLI may share one source

    def _keystream(self, nbytes: int) -> bytes:
        chunks = []
        with self._lock:
            while nbytes > 0:
                take = min(nbytes, _BLOCK)
                chunks.append(self._encryptor.update(self._zeros[:take]))
                nbytes -= take
        return b"".join(chunks)

    def words(self, count: int) -> np.ndarray:
        """``count`` independent uniform ``uint64`` words."""
        return np.frombuffer(self._keystream(8 * count), dtype=np.uint64).copy()

    def words32(self, count: int) -> np.ndarray:
        """``count`` independent uniform ``uint32`` words (half the keystream of :meth:`words`)."""
        return np.frombuffer(self._keystream(4 * count), dtype=np.uint32).copy()

    def bits(self, count: int) -> np.ndarray:
        """``count`` independent fair bits as a ``bool`` array."""
        raw = np.frombuffer(self._keystream((count + 7) // 8), dtype=np.uint8)
        return np.unpackbits(raw)[:count].astype(bool)


class SystemSource(KeystreamSource):
    """The release source: ChaCha20 keyed from ``os.urandom`` and re-keyed after fork."""

    def __init__(self):
        self._pid = os.getpid()
        super().__init__(os.urandom(32))

    def _keystream(self, nbytes: int) -> bytes:
        if os.getpid() != self._pid:  # forked child: never replay the parent's stream
            self.__init__()
        return super()._keystream(nbytes)


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
