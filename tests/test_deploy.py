"""The deploy files' defaults are safe (issue 9, item 20): gunicorn trusts X-Forwarded-*
headers only from the reverse proxy's address, never from anyone ('*')."""

from __future__ import annotations

import ipaddress
import os
import runpy
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def env_example() -> dict[str, str]:
    values = {}
    for line in (ROOT / "deploy" / "env.example").read_text().splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            name, _, value = line.partition("=")
            values[name.strip()] = value.strip()
    return values


def addresses(value: str) -> list[str]:
    return [item.strip() for item in value.split(",") if item.strip()]


def test_env_example_names_the_proxys_address_not_everyone() -> None:
    trusted = addresses(env_example()["FORWARDED_ALLOW_IPS"])
    assert trusted and "*" not in trusted
    for item in trusted:
        ipaddress.ip_network(item)  # an address or a network, nothing else


def test_gunicorn_trusts_only_the_loopback_proxy_by_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("FORWARDED_ALLOW_IPS", raising=False)
    conf = runpy.run_path(str(ROOT / "deploy" / "gunicorn.conf.py"))
    assert addresses(conf["forwarded_allow_ips"]) == ["127.0.0.1"]


def test_the_documented_proxy_address_is_on_the_compose_network() -> None:
    """env.example's address is the gateway of the subnet compose.yaml pins, which is where
    a proxy on the host reaches the web containers from."""
    compose = (ROOT / "deploy" / "compose.yaml").read_text()
    subnet = next(
        ipaddress.ip_network(line.split(":", 1)[1].strip())
        for line in compose.splitlines()
        if line.strip().startswith("- subnet:")
    )
    for item in addresses(env_example()["FORWARDED_ALLOW_IPS"]):
        assert ipaddress.ip_network(item).subnet_of(subnet)


def test_a_worker_freezes_what_it_loaded_out_of_the_collector() -> None:
    """config/wsgi.py: once Django and every view are loaded, gc.freeze() moves them out of
    the collector's generations (a full collection no longer walks them during a move)."""
    code = "import gc, config.wsgi; print(gc.get_freeze_count())"
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings_test"}
    done = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parents[1], env=env,
                          capture_output=True, text=True, timeout=120, check=True)  # fmt: skip
    assert int(done.stdout.strip().splitlines()[-1]) > 100_000
