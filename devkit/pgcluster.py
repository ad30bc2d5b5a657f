"""A throwaway PostgreSQL cluster for tests and benches: ``initdb`` + ``pg_ctl start`` in a
temporary folder, listening only on a Unix socket there (no TCP port, nothing shared).

Debian's ``postgresql`` package (installed by ``.ci/install-postgresql``) puts the
binaries in /usr/lib/postgresql/<version>/bin. PostgreSQL refuses to run as root, so
as root the cluster runs as ``nobody``.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path


def find_bin_dir() -> Path | None:
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"),
        key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0,
    )
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).resolve().parent if initdb else None


def unavailable() -> str | None:
    """Why a cluster cannot be started here, or None when it can."""
    try:
        import asyncpg  # noqa: F401
    except ImportError:
        return "the asyncpg package is not installed"
    bin_dir = find_bin_dir()
    if bin_dir is None or not (bin_dir / "pg_ctl").exists():
        return (
            "PostgreSQL server binaries (initdb, pg_ctl) are not installed: "
            "run .ci/install-postgresql"
        )
    if os.geteuid() == 0 and not shutil.which("runuser"):
        return "running as root without runuser to start PostgreSQL as an unprivileged user"
    return None


class Cluster:
    """One running cluster; ``url(db)`` names a database in it, ``create_database()``
    makes a fresh empty one."""

    def __init__(self, *, fsync: bool = False):
        self.bin = find_bin_dir()
        self.dir = Path(tempfile.mkdtemp(prefix="tablebot-pg-"))
        self.data = self.dir / "data"
        self.fsync = fsync
        self._as_user: list[str] = []
        self._test_db: str | None = None
        if os.geteuid() == 0:
            os.chown(self.dir, 65534, 65534)  # nobody
            self._as_user = ["runuser", "-u", "nobody", "--"]

    def _run(self, *args: str) -> None:
        proc = subprocess.run([*self._as_user, *args], capture_output=True, text=True, timeout=120)
        if proc.returncode != 0:
            raise RuntimeError(
                f"{' '.join(args[:2])} failed: {proc.stderr.strip() or proc.stdout.strip()}"
            )

    def start(self) -> Cluster:
        self.reap_orphans()
        (self.dir / "owner").write_text(str(os.getpid()))
        self._run(
            str(self.bin / "initdb"),
            "-D",
            str(self.data),
            "-A",
            "trust",
            "-U",
            "tablebot",
            "-E",
            "UTF8",
            "--no-sync",
            "--locale=C",
        )
        options = f"-k {self.dir} -c listen_addresses='' -c max_connections=200"
        if not self.fsync:  # a client killed mid-move is what the tests crash, never the server
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._run(
            str(self.bin / "pg_ctl"),
            "-D",
            str(self.data),
            "-l",
            str(self.dir / "log"),
            "-o",
            options,
            "-w",
            "-t",
            "60",
            "start",
        )
        return self

    def reap_orphans(self) -> None:
        """Stop clusters left running by a test process that was killed before its teardown."""
        for owner in Path(tempfile.gettempdir()).glob("tablebot-pg-*/owner"):
            try:
                os.kill(int(owner.read_text()), 0)
                continue  # its process is alive: not ours to stop
            except ProcessLookupError:
                pass
            except (ValueError, OSError):
                continue
            subprocess.run(
                [
                    *self._as_user,
                    str(self.bin / "pg_ctl"),
                    "-D",
                    str(owner.parent / "data"),
                    "-m",
                    "immediate",
                    "-w",
                    "stop",
                ],
                capture_output=True,
                timeout=60,
            )
            shutil.rmtree(owner.parent, ignore_errors=True)

    def stop(self) -> None:
        try:
            self._run(
                str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop"
            )
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)

    def url(self, database: str = "postgres", schema: str | None = None) -> str:
        # asyncpg passes unknown query parameters on as server settings
        extra = f"&search_path={schema}" if schema else ""
        return f"postgresql://tablebot@/{database}?host={self.dir}{extra}"

    async def _admin(self, sql: str, database: str = "postgres") -> None:
        import asyncpg

        con = await asyncpg.connect(self.url(database))
        try:
            await con.execute(sql)
        finally:
            await con.close()

    async def create_database(self, prefix: str = "t") -> str:
        """A fresh empty database (FILE_COPY: much quicker than WAL_LOG for a tiny template)."""
        return self.url(await self._new_database(prefix))

    async def _new_database(self, prefix: str) -> str:
        name = f"{prefix}_{uuid.uuid4().hex[:12]}"
        await self._admin(f'CREATE DATABASE "{name}" STRATEGY FILE_COPY')
        return name

    async def create_schema(self, prefix: str = "s") -> str:
        """A fresh empty schema in the cluster's test database, as a URL whose connections
        see only it: milliseconds, where a database takes a fifth of a second."""
        if not self._test_db:
            self._test_db = await self._new_database("tests")
        name = f"{prefix}_{uuid.uuid4().hex[:12]}"
        await self._admin(f'CREATE SCHEMA "{name}"', self._test_db)
        return self.url(self._test_db, name)
