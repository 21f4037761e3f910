#!/usr/bin/env python
"""Django's command-line utility for Overcrush.

Run from a checkout (a `.git` beside this file) with none of `DJANGO_SETTINGS_MODULE`,
`SECRET_KEY` and `DEBUG` set, it runs in development mode (`DEBUG=1`), so the README's
commands work as printed on a fresh clone (issue 15, item 2). Anything that says otherwise
wins: a set `DEBUG`, `SECRET_KEY` or `DJANGO_SETTINGS_MODULE` means someone configured this
environment on purpose, and the settings stay strict.

Why not make development the settings' default: servers never come through here (gunicorn
loads `config.wsgi`), and production must fail loudly without a real `SECRET_KEY`. The
deployed image (deploy/Dockerfile) sets `DJANGO_SETTINGS_MODULE` and holds no `.git`, so
its `manage.py migrate` keeps the strict production settings on both counts.
"""

import os
import sys
from collections.abc import Mapping
from pathlib import Path

CONFIGURED_BY = ("DJANGO_SETTINGS_MODULE", "SECRET_KEY", "DEBUG")


def development_by_default(environ: Mapping[str, str], root: Path) -> bool:
    """A checkout nobody has configured: development mode, as `make run` would set it."""
    return (root / ".git").exists() and not any(environ.get(name) for name in CONFIGURED_BY)


def main() -> None:
    if development_by_default(os.environ, Path(__file__).resolve().parent):
        os.environ["DEBUG"] = "1"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
