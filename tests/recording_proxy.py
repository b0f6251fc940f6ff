"""A loopback TCP proxy that keeps every byte a client sends to a server, to check what a phone ever sent."""

from __future__ import annotations

import socket
import threading


class RecordingProxy:
    """Listens on 127.0.0.1 (any free port) and forwards to ``target`` (host, port); ``streams`` holds every byte the
    clients sent, one byte string per connection."""

    def __init__(self, target: tuple[str, int]):
        self.target = target
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self._streams: list[bytearray] = []
        self._lock = threading.Lock()
        self._open: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def streams(self) -> list[bytes]:
        with self._lock:
            return [bytes(stream) for stream in self._streams]

    def requests(self) -> list[tuple[bytes, dict[bytes, bytes], bytes]]:
        """(request line, headers with lower-case names, body) of every whole request the clients sent."""
        out = []
        for stream in self.streams:
            while b"\r\n\r\n" in stream:
                head, stream = stream.split(b"\r\n\r\n", 1)
                line, *fields = head.split(b"\r\n")
                headers = {k.strip().lower(): v.strip() for k, _, v in (f.partition(b":") for f in fields)}
                size = int(headers.get(b"content-length", b"0"))
                out.append((line, headers, stream[:size]))
                stream = stream[size:]
        return out

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            server = socket.create_connection(self.target)
            self._open += [client, server]
            with self._lock:
                self._streams.append(bytearray())
                stream = self._streams[-1]
            threading.Thread(target=self._pump, args=(client, server, stream), daemon=True).start()
            threading.Thread(target=self._pump, args=(server, client, None), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket, record: bytearray | None) -> None:
        try:
            while data := source.recv(65536):
                if record is not None:
                    with self._lock:
                        record += data
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def close(self) -> None:
        self.listener.close()
        for end in self._open:
            end.close()
