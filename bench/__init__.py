"""Measuring scripts for operators, each run from the repository root as `python -m bench.NAME`."""
