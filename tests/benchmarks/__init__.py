"""Benchmarks (`make bench`): each `bench_*.py` module has `run()` yielding (name, value, unit)."""
