"""`python -m bench.load_bench` runs end to end (tiny: its numbers are for the bench itself)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_load_bench_runs_with_worker_processes_and_reports_no_internal_error():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "bench.load_bench",
            "--tables",
            "4",
            "--steady",
            "12",
            "--rate",
            "100",
            "--worker-processes",
            "1",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    for line in (
        "burst (all tables at once): ",
        "steady (",
        "ack ms:",
        "longest loop stall:",
        "RSS after 200",
    ):
        assert line in out.stdout, out.stdout
    assert out.stdout.count("internal errors: 0 (error log lines: 0)") == 2, out.stdout


def test_the_load_bench_prints_worker_processes_and_threads_side_by_side():
    out = subprocess.run(
        [sys.executable, "-m", "bench.load_bench", "--tables", "4", "--steady", "12"]
        + ["--rate", "100", "--modes", "1,0"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.count("internal errors: 0 (error log lines: 0)") == 4, out.stdout
    table = out.stdout.split("side by side", 1)[1].splitlines()
    assert table[0].split() == ["1", "worker", "process", "threads"]
    cpu_lines = [line for line in table if "CPU a click" in line]
    assert len(cpu_lines) == 4
    worker = [float(line.split()[-1]) for line in cpu_lines if "worker CPU" in line]
    assert worker == [0.0, 0.0]  # threads: no worker process
    loop = [float(line.split()[-2]) for line in cpu_lines if "loop process" in line]
    assert all(ms > 0 for ms in loop)
