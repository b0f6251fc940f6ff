"""A hostile flood for the phones' server, run as its own process: ``python -m tests.phones_flood URL SECONDS RATE``
sends RATE requests a second for SECONDS (wrong tokens, garbage, a replayed submission, other methods) over
keep-alive connections from several loopback addresses (127.0.0.100 and up: other phones on the network), and prints
what it got back as one line of JSON."""

from __future__ import annotations

import asyncio
import json
import sys
import time
import uuid
from collections import Counter
from urllib.parse import urlsplit

CONNECTIONS, SOURCES = 25, 10


def requests(url: str, replay: bytes) -> list[bytes]:
    parts = urlsplit(url)
    host, token = f"{parts.hostname}:{parts.port}", parts.path.strip("/")

    def post(body: bytes, kind: str = "application/json") -> bytes:
        return (f"POST /{token}/submit HTTP/1.1\r\nHost: {host}\r\nContent-Type: {kind}\r\n"
                f"Content-Length: {len(body)}\r\n\r\n").encode() + body
    return [f"GET /{uuid.uuid4().hex[:22]}/ HTTP/1.1\r\nHost: {host}\r\n\r\n".encode(),
            post(b'{"uuid": 1, "answers": [<script>]}'), post(replay), post(b"x=1", "text/plain"),
            f"GET /{token}/survey.json HTTP/1.1\r\nHost: {host}\r\n\r\n".encode(),
            f"PUT /{token}/ HTTP/1.1\r\nHost: {host}\r\nContent-Length: 0\r\n\r\n".encode(),
            f"GET /{token}/../../etc/passwd HTTP/1.1\r\nHost: {host}\r\n\r\n".encode()]


async def one_connection(number: int, url: str, sent: list[bytes], seconds: float, rate: float, got: Counter):
    parts = urlsplit(url)
    source = f"127.0.0.{100 + number % SOURCES}"
    start, reader, writer, i = time.monotonic(), None, None, 0
    while (now := time.monotonic() - start) < seconds:
        if now < i / rate:
            await asyncio.sleep(i / rate - now)
        try:
            if writer is None:
                reader, writer = await asyncio.open_connection(parts.hostname, parts.port, local_addr=(source, 0))
            writer.write(sent[(i + number) % len(sent)])
            got["sent"] += 1
            status = int((await reader.readline()).split()[1])
            length, close = 0, False
            while (line := await reader.readline()) not in (b"\r\n", b""):
                name, _, value = line.decode().partition(":")
                length = int(value) if name.lower() == "content-length" else length
                close = close or (name.lower() == "connection" and "close" in value.lower())
            await reader.readexactly(length)
            got[status] += 1
            if close:
                writer.close()
                writer = None
        except (OSError, IndexError, ValueError, asyncio.IncompleteReadError):
            got["broken"] += 1
            writer = None
        i += 1
    if writer is not None:
        writer.close()


async def flood(url: str, seconds: float, rate: float, replay: bytes) -> Counter:
    got: Counter = Counter()
    sent = requests(url, replay)
    await asyncio.gather(*(one_connection(n, url, sent, seconds, rate / CONNECTIONS, got) for n in range(CONNECTIONS)))
    return got


if __name__ == "__main__":
    url, seconds, rate, replay = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), sys.argv[4].encode()
    began = time.monotonic()
    counts = asyncio.run(flood(url, seconds, rate, replay))
    print(json.dumps({"seconds": time.monotonic() - began, **{str(k): v for k, v in counts.items()}}))
