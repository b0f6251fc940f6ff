"""The phones' web application (aiohttp): this survey's page, its files and its submission endpoint, nothing else.

Everything lives under the session's random token: a request without it gets 404 and an empty body, as does any
other path, so the server says nothing about itself. The files served are a list fixed at start (read into memory
then), never a path joined from the request. A submission is checked (:mod:`dpgui.collect.submissions`), then stored
durably through ``commit_responses`` in a worker thread (it syncs to disk; the event loop must keep answering), and
only then acknowledged. Every reply carries a strict Content-Security-Policy. Nothing here logs a request: no
access log, no client address and no answer in any log or file; the rate limits keep addresses in memory only.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import math
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from importlib import resources

from aiohttp import web

from dpgui.collect.page_survey import page_survey
from dpgui.collect.submissions import SubmissionRefused, check
from dpgui.core.rr.survey import Survey
from dpgui.store import surveys as store
from dpgui.store.project import Project

MAX_BODY = 64 * 1024
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                               "connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Server": "dpgui",  # no version: aiohttp would name itself and Python's
}
TYPES = {".html": "text/html", ".css": "text/css", ".js": "text/javascript", ".json": "application/json",
         ".svg": "image/svg+xml", ".png": "image/png", ".ico": "image/x-icon", ".woff2": "font/woff2"}
TEXT = (".html", ".css", ".js", ".json", ".svg")
STATIC_CACHE = "private, max-age=86400"  # the page's own files, under a token that dies with the session
MAX_GROUP = 100  # responses committed in one transaction at most
MAX_IN_FLIGHT = 200  # requests being handled at once; more wait for a retry rather than pile up
log = logging.getLogger(__name__)


class _OnlyTheKind(logging.Filter):
    """aiohttp's own connection-level messages (a request it could not parse, a handler that failed) name the
    client's address and quote the bytes it could not read: the token's path, a piece of a body. Kept, but as the
    error's kind only."""

    def filter(self, record: logging.LogRecord) -> bool:
        kind = record.exc_info[0].__name__ if isinstance(record.exc_info, tuple) and record.exc_info[0] else None
        record.msg, record.args = "A request to the phones' server failed (%s)", (kind or "no detail",)
        record.exc_info = record.exc_text = record.stack_info = None
        return True


connection_log = logging.getLogger(__name__ + ".connections")  # given to aiohttp's protocol instead of its own
connection_log.addFilter(_OnlyTheKind())


def static_folder():
    return resources.files("dpgui.collect") / "static"


def static_files() -> dict[str, tuple[bytes, str]]:
    """name -> (bytes, Content-Type) of every file shipped in ``dpgui/collect/static`` with a known type."""
    found = {}
    for entry in static_folder().iterdir():
        suffix = "." + entry.name.rpartition(".")[2]
        if entry.is_file() and suffix in TYPES and not entry.name.startswith("."):
            found[entry.name] = (entry.read_bytes(), TYPES[suffix] + ("; charset=utf-8" if suffix in TEXT else ""))
    return found


class RateLimit:
    """Token buckets in memory: one per client address (``rate`` a second, up to ``burst`` at once) and one for
    everyone (``total_rate``, ``total_burst``). A client's refused requests take nothing from the shared bucket, so
    one flooding phone slows itself down, not the others. Used from the event loop's thread only."""

    def __init__(self, rate: float = 10, burst: float = 30, total_rate: float = 500, total_burst: float = 1000,
                 clients: int = 4096):
        self.rate, self.burst, self.clients = rate, burst, clients
        self._total = [total_rate, total_burst, total_burst, time.monotonic()]  # rate, burst, tokens, last
        self._buckets: dict[str, list] = {}

    def wait(self, client: str | None) -> float:
        """0 and one token taken if the request may go on, else the seconds until it may."""
        now = time.monotonic()
        bucket = self._buckets.get(client or "")
        if bucket is None:
            self._forget_idle(now)
            bucket = self._buckets[client or ""] = [self.rate, self.burst, self.burst, now]
        for b in (bucket, self._total):
            b[2], b[3] = min(b[1], b[2] + (now - b[3]) * b[0]), now
        for b in (bucket, self._total):
            if b[2] < 1:
                return (1 - b[2]) / b[0]
        bucket[2] -= 1
        self._total[2] -= 1
        return 0.0

    def _forget_idle(self, now: float) -> None:
        """Keep the table small: a bucket that has refilled is the same as none."""
        if len(self._buckets) >= self.clients:
            full = [k for k, b in self._buckets.items() if b[2] + (now - b[3]) * b[0] >= b[1]]
            for k in full or list(self._buckets):
                del self._buckets[k]


class Phones:
    """The state one session's application shares between its requests (all on the event loop's thread, except
    the commits, which run in ``executor``)."""

    def __init__(self, project: Project, survey: Survey, token: str, device: str, limits: RateLimit | None = None):
        self.project, self.survey, self.device = project, survey, device
        self.token = token.encode()
        self.files = static_files()
        self.survey_json = json.dumps(page_survey(survey), ensure_ascii=False).encode()
        self.limits = limits or RateLimit()
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dpgui-phones-commit")
        self._waiting: list[tuple[str, dict, asyncio.Future]] = []  # (uuid, answers, its reply) not yet committed
        self._committer: asyncio.Future | None = None
        self._in_flight = 0
        self._counts = threading.Lock()
        self.stored = self.refused = 0

    def count(self, stored: int = 0, refused: int = 0) -> None:
        with self._counts:
            self.stored += stored
            self.refused += refused

    # -- routing -------------------------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.StreamResponse:
        wait = self.limits.wait(request.remote)
        if wait or self._in_flight >= MAX_IN_FLIGHT:
            return _refusal(429, "rate_limited", "Too many requests; the page tries again by itself",
                            {"Retry-After": str(max(1, math.ceil(wait)))})
        if request.method not in ("GET", "POST"):
            return web.Response(status=405, headers={"Allow": "GET, POST"})
        token, slash, name = request.path[1:].partition("/")
        if not slash or not hmac.compare_digest(token.encode(), self.token):
            return web.Response(status=404)
        wanted = "POST" if name == "submit" else "GET"
        if name not in ("submit", "survey.json", "") and name not in self.files:
            return web.Response(status=404)
        if request.method != wanted:
            return web.Response(status=405, headers={"Allow": wanted})
        self._in_flight += 1
        try:
            return await self._route(request, name)
        finally:
            self._in_flight -= 1

    async def _route(self, request: web.Request, name: str) -> web.StreamResponse:
        if name == "submit":
            return await self.submit(request)
        if name == "survey.json":
            return web.Response(body=self.survey_json, content_type="application/json", charset="utf-8")
        found = self.files.get(name or "index.html")
        if found is None:  # the page itself missing from an unfinished install
            return web.Response(status=404)
        return web.Response(body=found[0], headers={"Content-Type": found[1], "Cache-Control": STATIC_CACHE})

    # -- submissions ---------------------------------------------------------------------------

    async def submit(self, request: web.Request) -> web.Response:
        try:
            key, answers = check(self.survey, await _payload(request))
        except SubmissionRefused as refused:
            self.count(refused=1)
            status = {"too_large": 413, "bad_type": 415}.get(refused.code, 400)
            return _refusal(status, "bad_json" if refused.code == "bad_type" else refused.code, refused.message)
        try:
            outcome = await self._store_once(key, answers)
        except Exception as err:  # the disk failed: nothing was stored (one transaction); the phone sends it again
            log.warning("A phone's response could not be saved (%s); the phone will send it again", type(err).__name__)
            return _refusal(503, "not_saved", "The laptop could not save the answers; the page sends them again",
                            {"Retry-After": "2"})
        if outcome == "new":
            self.count(stored=1)
        return web.json_response({"ok": True, "stored": outcome}, headers={"Cache-Control": "no-store"})

    async def _store_once(self, key: str, answers: dict[str, str]) -> str:
        """"new" or "already", once the response is committed durably. Submissions arriving while a commit syncs
        wait for the next one, which takes them all (one sync for many phones); the commits run one at a time, in
        a worker thread, and go on even if a request is dropped."""
        done = asyncio.get_running_loop().create_future()
        self._waiting.append((key, answers, done))
        if self._committer is None or self._committer.done():
            self._committer = asyncio.ensure_future(self._commit_waiting())
        return await asyncio.shield(done)

    async def _commit_waiting(self) -> None:
        loop = asyncio.get_running_loop()
        while self._waiting:
            group, self._waiting = self._waiting[:MAX_GROUP], self._waiting[MAX_GROUP:]
            try:
                new = await loop.run_in_executor(self.executor, self._commit, [(a, k) for k, a, _ in group])
            except Exception as err:  # nothing of the group was stored (one transaction)
                for *_, done in group:
                    if not done.done():
                        done.set_exception(err)
                continue
            for (*_, done), fresh in zip(group, new):
                if not done.done():
                    done.set_result("new" if fresh else "already")

    def _commit(self, responses: list[tuple[dict[str, str], str]]) -> list[bool]:
        return store.commit_responses(self.project, self.survey, responses, device=self.device, source="phone")


async def _payload(request: web.Request):
    """The request's JSON, or SubmissionRefused: JSON only (a cross-site form cannot send it without the browser
    asking first), at most MAX_BODY bytes."""
    if request.content_type != "application/json":
        raise SubmissionRefused("bad_type", "Send the submission as JSON (Content-Type: application/json)")
    if request.content_length is not None and request.content_length > MAX_BODY:
        raise SubmissionRefused("too_large", f"A submission is at most {MAX_BODY // 1024} KiB")
    try:
        body = await request.read()
    except web.HTTPRequestEntityTooLarge:
        raise SubmissionRefused("too_large", f"A submission is at most {MAX_BODY // 1024} KiB") from None
    try:
        return json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise SubmissionRefused("bad_json", "The submission is not valid JSON") from None


def _refusal(status: int, code: str, message: str, headers: dict | None = None) -> web.Response:
    return web.json_response({"ok": False, "error": code, "message": message}, status=status, headers=headers)


async def _headers(request: web.Request, response: web.StreamResponse) -> None:
    """Every reply, refusals and aiohttp's own errors included."""
    response.headers.update(SECURITY_HEADERS)
    response.headers.setdefault("Cache-Control", "no-store")


@web.middleware
async def _quiet(request: web.Request, handler):
    """An unexpected error answers 500 and logs only its kind: a traceback's values could hold an answer."""
    try:
        return await handler(request)
    except web.HTTPException:
        raise
    except Exception as err:
        log.error("The phones' server failed on a request (%s)", type(err).__name__)
        return web.Response(status=500)


def make_app(phones: Phones) -> web.Application:
    app = web.Application(client_max_size=MAX_BODY, middlewares=[_quiet])
    app.router.add_route("*", "/{path:.*}", phones.handle)
    app.on_response_prepare.append(_headers)
    return app
