"""Run every benchmark module and print one line per figure: `bench: NAME VALUE UNIT`.

A figure with a goal (a fourth item such as "<=2", ">=0.3" or "<100") is printed with it and
whether this run met it: `bench: api.move_vs_floor.1g 1.8 x goal <=2 met` (or `MISSED`).
"""

import importlib
import operator
import os
import pkgutil
import sys

import django


def main() -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    django.setup()
    import tests.benchmarks as package

    only = set(sys.argv[1:])
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if not info.name.startswith("bench_"):
            continue
        if only and info.name.removeprefix("bench_") not in only:
            continue
        module = importlib.import_module(f"tests.benchmarks.{info.name}")
        for name, value, unit, *goal in module.run():
            shown = f"{value:.4g}" if isinstance(value, float) else str(value)
            suffix = f" goal {goal[0]} {'met' if met(value, goal[0]) else 'MISSED'}" if goal else ""
            print(f"bench: {name} {shown} {unit}{suffix}", flush=True)
    return 0


COMPARISONS = {"<=": operator.le, ">=": operator.ge, "<": operator.lt, ">": operator.gt}


def met(value: float, goal: str) -> bool:
    """Whether `value` meets a goal written as an operator and a number ("<=2")."""
    for sign, compare in COMPARISONS.items():  # two-character signs first
        if goal.startswith(sign):
            return bool(compare(value, float(goal[len(sign) :])))
    raise ValueError(f"a goal is an operator and a number, not {goal!r}")


if __name__ == "__main__":
    raise SystemExit(main())
