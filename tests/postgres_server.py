"""A real PostgreSQL server for the tests of the team's record: Debian's binaries, a cluster made in a temporary
folder, listening on 127.0.0.1 at a free port with password (SCRAM) logins, started by a test module and stopped at
its end. Missing binaries fail the tests (never skip them): CI installs ``postgresql`` (``.ci/run``).

initdb refuses to run as root, so when the tests run as root the server runs as the ``postgres`` system user."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

BINARIES = Path(os.environ.get("DPGUI_TEST_PG_BIN", "/usr/lib/postgresql/15/bin"))
ADMIN, ADMIN_PASSWORD = "dpgui_admin", "admin-secret"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PostgresServer:
    def __init__(self, *, fast: bool = True):
        for tool in ("initdb", "pg_ctl", "postgres"):
            if not (BINARIES / tool).exists():
                pytest.fail(f"PostgreSQL's {tool} is not in {BINARIES}: install Debian's postgresql (.ci/run does)")
        self.port = _free_port()
        self.folder = Path(tempfile.mkdtemp(prefix="dpgui-pg-"))
        self.data = self.folder / "data"
        self._as = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        if self._as:
            shutil.chown(self.folder, "postgres")
        (self.folder / "pw").write_text(ADMIN_PASSWORD + "\n")
        if self._as:
            shutil.chown(self.folder / "pw", "postgres")
        self._run("initdb", "-D", str(self.data), "-U", ADMIN, "--pwfile", str(self.folder / "pw"),
                  "--auth=scram-sha-256", "-E", "UTF8", "--no-sync")
        options = [f"-p {self.port}", "-c listen_addresses=127.0.0.1", f"-k {self.folder}"]
        if fast:  # the tests need no durability across power cuts: the server is thrown away
            options += ["-c fsync=off", "-c full_page_writes=off"]
        self._options = " ".join(options)
        self.start()

    def _run(self, tool: str, *args: str) -> None:
        subprocess.run([*self._as, str(BINARIES / tool), *args], check=True, capture_output=True, cwd=self.folder)

    def start(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-o", self._options, "-l", str(self.folder / "log"), "-w", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def url(self, user: str = ADMIN, database: str = "postgres") -> str:
        return f"postgresql://{user}@127.0.0.1:{self.port}/{database}"

    def admin(self):
        import psycopg
        return psycopg.connect(self.url(), password=ADMIN_PASSWORD, autocommit=True)

    def add_login(self, name: str, password: str, group: str) -> None:
        from psycopg import sql
        with self.admin() as conn:
            conn.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {} IN ROLE {}").format(
                sql.Identifier(name), sql.Literal(password), sql.Identifier(group)))

    def close(self) -> None:
        try:
            self.stop("immediate")
        except subprocess.CalledProcessError:
            pass  # already stopped by a test
        shutil.rmtree(self.folder, ignore_errors=True)


def wait_until_up(server: PostgresServer, seconds: float = 10) -> None:
    import psycopg
    end = time.monotonic() + seconds
    while True:
        try:
            server.admin().close()
            return
        except psycopg.OperationalError:
            if time.monotonic() > end:
                raise
            time.sleep(0.05)
