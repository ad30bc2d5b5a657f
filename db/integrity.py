"""Is a SQLite file sound? The bounded answer every start asks for (the full one for the
operator, ``python -m db check``, is `db.check`).

The start must not grow with the database (issue 33.2): ``PRAGMA quick_check`` reads every
page, 14 s on a 570 MiB file. So a start checks what it can in constant time, with the WAL
folded into the file first: the header (page size, the page count against the file's
length: a truncated copy) and the root page of every table and index the schema names (its
page type, cell pointers and child page numbers). Damage deeper inside a table is met when
that table is read (a StoreError, "is damaged") and found by ``python -m db check``, which
runs the full ``quick_check``.
"""

from __future__ import annotations

import struct
from pathlib import Path

TABLE_PAGES = (0x05, 0x0D)  # interior, leaf
INDEX_PAGES = (0x02, 0x0A)
HEADER_BYTES = 100


def header_problem(head: bytes, file_size: int) -> str | None:
    """What is wrong with the 100-byte header of a database file of ``file_size`` bytes."""
    if len(head) < HEADER_BYTES:
        return "the header is cut short"
    (raw_size,) = struct.unpack(">H", head[16:18])
    page_size = 65536 if raw_size == 1 else raw_size
    if page_size < 512 or page_size & (page_size - 1):
        return f"the page size {raw_size} is not a power of two from 512 to 65536"
    (pages,) = struct.unpack(">I", head[28:32])
    size_is_valid = pages > 0 and head[24:28] == head[92:96]
    if size_is_valid and pages * page_size > file_size:
        return (
            f"the file holds {file_size // page_size} of its {pages} pages "
            "(truncated, a copy cut short?)"
        )
    return None


def page_size_and_count(head: bytes, file_size: int) -> tuple[int, int]:
    (raw_size,) = struct.unpack(">H", head[16:18])
    page_size = 65536 if raw_size == 1 else raw_size
    return page_size, file_size // page_size


def root_page_problem(page: bytes, number: int, kind: str, page_count: int) -> str | None:
    """What is wrong with the root page ``number`` of a table or index (``kind``)."""
    start = HEADER_BYTES if number == 1 else 0
    size = len(page)
    if size <= start + 12:
        return f"page {number} is missing"
    ptype = page[start]
    allowed = TABLE_PAGES if kind == "table" else INDEX_PAGES
    if ptype not in allowed:
        return f"its root page {number} has the page type {ptype}, not a {kind}'s"
    interior = ptype in (0x02, 0x05)
    (cells,) = struct.unpack(">H", page[start + 3 : start + 5])
    (content,) = struct.unpack(">H", page[start + 5 : start + 7])
    content = content or 65536
    pointers = start + (12 if interior else 8)
    if pointers + 2 * cells > min(content, size) or content > size:
        return f"page {number} claims {cells} cells that do not fit in it"
    children: list[int] = []
    if interior:
        children.append(struct.unpack(">I", page[start + 8 : start + 12])[0])
    for i in range(cells):
        (offset,) = struct.unpack(">H", page[pointers + 2 * i : pointers + 2 * i + 2])
        if not content <= offset < size - (4 if interior else 1):
            return f"page {number} has a cell outside its content area"
        if interior:
            children.append(struct.unpack(">I", page[offset : offset + 4])[0])
    bad = [c for c in children if not 2 <= c <= page_count]
    if bad:
        return f"page {number} points to page {bad[0]}, outside the file's {page_count} pages"
    return None


def roots_problem(path: Path, roots: list[tuple[str, str, int]]) -> str | None:
    """Read the root page of each (name, kind, root page) from the file (the WAL folded in)."""
    with open(path, "rb") as fh:
        head = fh.read(HEADER_BYTES)
        file_size = path.stat().st_size
        page_size, page_count = page_size_and_count(head, file_size)
        for name, kind, number in roots:
            if not 1 <= number <= page_count:
                return f"the root page {number} of {name} is outside the file's {page_count} pages"
            fh.seek((number - 1) * page_size)
            problem = root_page_problem(fh.read(page_size), number, kind, page_count)
            if problem:
                return f"{kind} {name}: {problem}"
    return None
