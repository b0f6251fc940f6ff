"""A phones session: the survey served on one network address, from its own thread and event loop.

The GUI and the CLI only start it, read its counters and stop it; nothing calls back into them, so the server never
touches a Qt object. ``start`` returns once the port listens (or says in plain words why it cannot); ``stop`` closes
the port, lets a commit in progress finish (each is one transaction: stored whole or not at all) and joins the thread.
"""

from __future__ import annotations

import asyncio
import errno
import ipaddress
import secrets
import threading
from concurrent.futures import Future

from aiohttp import web

from dpgui.collect.server.app import Phones, RateLimit, connection_log, make_app
from dpgui.core.rr.survey import Survey
from dpgui.store.project import Project

START_TIMEOUT = 30.0
# The token is typed on phones when a QR code cannot be scanned: lower case, without the look-alikes 0/o, 1/l/i, so
# 12 letters (31^12, about 2^59) are short to type and far beyond guessing at the server's request limits.
TOKEN_LETTERS = "23456789abcdefghjkmnpqrstuvwxyz"
TOKEN_LENGTH = 12


class ServeError(RuntimeError):
    """The survey cannot be served (said in plain words for the curator)."""


class PhoneSession:
    def __init__(self, project: Project, survey: Survey, host: str, port: int = 0, device: str = "phone",
                 limits: RateLimit | None = None):
        self.project, self.survey, self.host, self.port, self.device = project, survey, host, port, device
        self.token = "".join(secrets.choice(TOKEN_LETTERS) for _ in range(TOKEN_LENGTH))
        self._limits = limits
        self._phones: Phones | None = None
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._bound = 0

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self._bound or self.port}/{self.token}/"

    @property
    def stored(self) -> int:
        return self._phones.stored if self._phones else 0

    @property
    def refused(self) -> int:
        return self._phones.refused if self._phones else 0

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        """Listen on ``host`` only; return once listening, or raise ServeError."""
        if self.running:
            return
        self._check()
        self._phones = Phones(self.project, self.survey, self.token, self.device, self._limits)
        started: Future = Future()
        self._thread = threading.Thread(target=self._run, args=(started,), name="dpgui-phones", daemon=True)
        self._thread.start()
        try:
            self._bound = started.result(timeout=START_TIMEOUT)
        except BaseException:
            self.stop()
            raise

    def stop(self) -> None:
        """Close the port and end the thread; nothing happens if it is not running."""
        thread, loop, stopping = self._thread, self._loop, self._stopping
        if thread is None:
            return
        if loop is not None and stopping is not None:
            try:
                loop.call_soon_threadsafe(stopping.set)
            except RuntimeError:  # the loop has already closed
                pass
        thread.join()
        self._thread = None
        if self._phones is not None:
            self._phones.executor.shutdown(wait=True)

    def _check(self) -> None:
        try:
            self.survey.validate()
        except ValueError as err:
            raise ServeError(f"The survey cannot be served: {err}") from None
        if not any(q.asked_here for q in self.survey.questions):
            raise ServeError("The survey has no question a phone can ask")
        if self.project.readonly:
            raise ServeError("The project is open read-only, so no response could be saved; open it for writing")
        try:
            address = ipaddress.ip_address(self.host)
        except ValueError:
            raise ServeError(f"{self.host} is not an IP address; pick one of this machine's network interfaces") \
                from None
        if address.is_unspecified:
            raise ServeError("Pick one network interface: the survey is never served on all of them at once")

    def _run(self, started: Future) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._serve(started))
        except BaseException as err:  # never leave start() waiting
            if not started.done():
                started.set_exception(ServeError(f"The phones' server stopped ({type(err).__name__})"))
        finally:
            loop.close()

    async def _serve(self, started: Future) -> None:
        self._stopping = asyncio.Event()
        runner = web.AppRunner(make_app(self._phones), access_log=None, handle_signals=False, shutdown_timeout=2.0,
                               keepalive_timeout=15, auto_decompress=False, max_line_size=4096,
                               max_field_size=4096, max_headers=32, logger=connection_log)
        await runner.setup()
        try:
            site = web.TCPSite(runner, self.host, self.port, backlog=256)
            await site.start()
        except OSError as err:
            await runner.cleanup()
            started.set_exception(ServeError(self._cannot_listen(err)))
            return
        started.set_result(runner.addresses[0][1])
        try:
            await self._stopping.wait()
        finally:
            await runner.cleanup()

    def _cannot_listen(self, err: OSError) -> str:
        if err.errno == errno.EADDRINUSE:
            return (f"Port {self.port} is already in use on {self.host}; choose another port, or 0 for any free "
                    "one")
        if err.errno == errno.EADDRNOTAVAIL:
            return f"{self.host} is not an address of this machine; pick one of its network interfaces"
        if err.errno == errno.EACCES:
            return f"This user may not listen on port {self.port}; choose one above 1023, or 0 for any free one"
        return f"The survey cannot be served on {self.host}:{self.port} ({err.strerror or type(err).__name__})"
