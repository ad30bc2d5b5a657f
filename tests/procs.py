"""What /proc says about processes (psutil is not a dependency): a process's children and
descendants, whether it is alive, its resident memory."""

from __future__ import annotations

from pathlib import Path

PROC = Path("/proc")


def _stat_fields(pid: int) -> list[str] | None:
    try:
        text = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    return text.rsplit(")", 1)[1].split()  # after the command name, which may hold spaces


def parent_of(pid: int) -> int | None:
    fields = _stat_fields(pid)
    return int(fields[1]) if fields else None


def alive(pid: int) -> bool:
    """Running or sleeping: a zombie (dead, not yet reaped) is not alive."""
    fields = _stat_fields(pid)
    return fields is not None and fields[0] not in ("Z", "X")


def children(pid: int) -> list[int]:
    out = []
    for entry in PROC.iterdir():
        if entry.name.isdigit() and parent_of(int(entry.name)) == pid and alive(int(entry.name)):
            out.append(int(entry.name))
    return sorted(out)


def descendants(pid: int) -> list[int]:
    found, todo = [], [pid]
    while todo:
        kids = children(todo.pop())
        found += kids
        todo += kids
    return sorted(found)


def command_line(pid: int) -> str:
    try:
        return (
            (PROC / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        )
    except OSError:
        return ""


def resident_kib(pid: int) -> int:
    try:
        for line in (PROC / str(pid) / "status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def cpu_ticks(pid: int) -> int:
    """User and system CPU time so far, in clock ticks (usually 1/100 s)."""
    fields = _stat_fields(pid)
    return int(fields[11]) + int(fields[12]) if fields else 0
