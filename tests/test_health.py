"""Liveness and readiness for the load balancer (issue 9, item 4; README)."""

import socket
from typing import Any

import pytest
from django.test import Client


def dead_redis_url() -> str:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"redis://127.0.0.1:{port}/0"


def test_liveness_answers_without_touching_the_database() -> None:
    """No django_db mark: any database access here would fail the test."""
    response = Client().get("/api/health/")
    assert response.status_code == 200
    assert response.json() == {"ok": True}


@pytest.mark.django_db
def test_readiness_needs_postgresql_and_reports_redis(settings: Any) -> None:
    response = Client().get("/api/health/ready/")
    assert response.status_code == 200
    body = response.json()
    assert body["ok"] is True and body["database"]["ok"] is True
    assert body["redis"]["required"] is False
    assert body["redis"]["ok"] is (True if settings.REDIS_URL else None)


@pytest.mark.django_db
def test_readiness_stays_ready_with_redis_at_a_dead_port(settings: Any) -> None:
    """Games replay from PostgreSQL without Redis: the process keeps its traffic."""
    settings.REDIS_URL = dead_redis_url()
    response = Client().get("/api/health/ready/")
    assert response.status_code == 200
    assert response.json()["redis"] == {
        "ok": False,
        "required": False,
        "error": "ConnectionError",
    }


def test_health_checks_refuse_writes() -> None:
    assert Client().post("/api/health/ready/").status_code == 405
