"""Run every benchmark module and print one line per figure: `bench: NAME VALUE UNIT`."""

import importlib
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
        for name, value, unit in module.run():
            shown = f"{value:.4g}" if isinstance(value, float) else str(value)
            print(f"bench: {name} {shown} {unit}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
