"""Database tools.

    python -m db copy --from sqlite:///data/tablebot.sqlite3 --to postgresql://user@host/tablebot

copies every table, seat and move into an empty database and checks that every started
table replays to its stored state (see db/copy.py). Exit status 0 on success, 1 with
one line on stderr otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import sys

from db.backends import redact
from db.copy import CopyRefused, copy_database
from db.errors import StoreError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m db", description="tablebot database tools")
    sub = parser.add_subparsers(dest="command", required=True)
    cp = sub.add_parser("copy", help="copy every table into an empty database and verify it")
    cp.add_argument("--from", dest="source", required=True, help="sqlite:///path, a file path or postgresql://...")
    cp.add_argument("--to", dest="target", required=True, help="postgresql://... (or sqlite:///path)")
    args = parser.parse_args(argv)
    try:
        report = asyncio.run(copy_database(args.source, args.target))
    except (CopyRefused, StoreError) as exc:
        print(f"Copy failed: {exc}", file=sys.stderr)
        return 1
    print(f"{redact(args.source)} -> {redact(args.target)}: {report}.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
