"""Database tools.

    python -m db copy --from sqlite:///data/tablebot.sqlite3 --to postgresql://user@host/tablebot

copies every table, seat and move into an empty database and checks that every started
table replays to its stored state (see db/copy.py).

    python -m db check sqlite:///data/tablebot.sqlite3   (or a path, or postgresql://...)

reads every page and every table row (a start checks only the header and the root pages,
see db/integrity.py); it may run beside the bot. Exit status 0 on success, 1 with one line
on stderr otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import sys

from db.backends import redact
from db.check import full_check
from db.copy import CopyRefused, copy_database
from db.errors import StoreError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m db", description="tablebot database tools")
    sub = parser.add_subparsers(dest="command", required=True)
    cp = sub.add_parser("copy", help="copy every table into an empty database and verify it")
    cp.add_argument(
        "--from",
        dest="source",
        required=True,
        help="sqlite:///path, a file path or postgresql://...",
    )
    cp.add_argument(
        "--to", dest="target", required=True, help="postgresql://... (or sqlite:///path)"
    )
    check = sub.add_parser("check", help="read every page and row of a database; report damage")
    check.add_argument("target", help="sqlite:///path, a file path or postgresql://...")
    args = parser.parse_args(argv)
    if args.command == "check":
        return _check(args.target)
    try:
        report = asyncio.run(copy_database(args.source, args.target))
    except (CopyRefused, StoreError) as exc:
        print(f"Copy failed: {exc}", file=sys.stderr)
        return 1
    print(f"{redact(args.source)} -> {redact(args.target)}: {report}.")
    return 0


def _check(target: str) -> int:
    try:
        sound, sentence = asyncio.run(full_check(target))
    except StoreError as exc:
        sound, sentence = False, str(exc)
    if not sound:
        print(
            f"The database {redact(target)} is not sound: {' '.join(sentence.split())}.",
            file=sys.stderr,
        )
        return 1
    print(f"{sentence}.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
