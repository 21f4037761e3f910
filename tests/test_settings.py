"""Production-safe defaults (issue 9, item 18): DEBUG is off unless turned on, a production
process refuses to start without a real SECRET_KEY, and `check --deploy` passes with the
deploy settings. Each case starts a fresh Python process, as a server would."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENV_EXAMPLE = ROOT / "deploy" / "env.example"
# Variables that would leak this run's configuration into the fresh process (the browser
# tests set DJANGO_ALLOW_ASYNC_UNSAFE for Playwright, which check --deploy rightly refuses).
OURS = (
    "DEBUG",
    "SECRET_KEY",
    "DJANGO_SETTINGS_MODULE",
    "BEHIND_TLS_PROXY",
    "ALLOWED_HOSTS",
    "DJANGO_ALLOW_ASYNC_UNSAFE",
)


def run(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if k not in OURS}
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**base, "DJANGO_SETTINGS_MODULE": "config.settings", **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


SETUP = "import django; django.setup(); from django.conf import settings; "


def env_example() -> dict[str, str]:
    values = {}
    for line in ENV_EXAMPLE.read_text().splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            name, _, value = line.partition("=")
            values[name.strip()] = value.strip()
    return values


def test_debug_is_off_unless_turned_on() -> None:
    done = run(SETUP + "print(settings.DEBUG)", SECRET_KEY=secrets.token_urlsafe(50))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


@pytest.mark.parametrize(
    "key",
    [None, "", "   ", "change-me-to-a-long-random-string", "overcrush-development-only-not-secret"],
    ids=["missing", "empty", "blank", "env.example placeholder", "development key"],
)
@pytest.mark.parametrize("debug", [None, "0"], ids=["DEBUG unset", "DEBUG=0"])
def test_production_refuses_to_start_without_a_real_secret_key(
    key: str | None, debug: str | None
) -> None:
    env = {} if key is None else {"SECRET_KEY": key}
    if debug is not None:
        env["DEBUG"] = debug
    done = run(SETUP + "print('started')", **env)
    assert done.returncode != 0
    assert "started" not in done.stdout
    assert "ImproperlyConfigured" in done.stderr and "SECRET_KEY" in done.stderr


def test_development_mode_needs_no_configuration() -> None:
    """`make run` on a fresh machine: DEBUG=1 and nothing else."""
    done = run(SETUP + "print(settings.DEBUG, bool(settings.SECRET_KEY))", DEBUG="1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True True"


def test_make_run_and_the_tests_turn_development_mode_on_explicitly() -> None:
    makefile = (ROOT / "Makefile").read_text()
    assert "export DEBUG ?= 1" in makefile
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert 'DJANGO_SETTINGS_MODULE = "config.settings_test"' in pyproject
    assert 'setdefault("DEBUG", "1")' in (ROOT / "config" / "settings_test.py").read_text()


def test_check_deploy_passes_with_the_deploy_settings() -> None:
    """deploy/env.example as it is, with a real key in place of its placeholder."""
    env = {**env_example(), "SECRET_KEY": secrets.token_urlsafe(50)}
    done = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env={
            **{k: v for k, v in os.environ.items() if k not in OURS},
            **env,
            "DJANGO_SETTINGS_MODULE": "config.settings",
        },
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no issues" in done.stdout


def test_the_health_probe_is_not_redirected_to_https_in_the_deploy_settings() -> None:
    """Load balancers and the container's HEALTHCHECK ask over plain HTTP."""
    code = SETUP + (
        "from django.test import Client; "
        "print(Client().get('/api/health/').status_code, Client().get('/api/tournaments/')"
        ".status_code)"
    )
    env = {
        **env_example(),
        "SECRET_KEY": secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": "testserver",
        "DATABASE_URL": "sqlite:///:memory:",  # the redirect comes before any query
    }
    done = run(code, **env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-2:] == ["200", "301"]
