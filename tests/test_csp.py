"""Content-Security-Policy (issue 15, item 10): every answer carries it; scripts run only from
our static files or inline with the response's nonce; no template has an inline event
handler or a script without a nonce; and in Chromium the pages that use scripts (the play
and judge pages, htmx, printing, the API documentation, the admin) work with no violation
reported."""

from __future__ import annotations

import datetime
import re
from pathlib import Path
from typing import Any

import pytest
from django.test import Client

from games import services as game_services
from tests.games.browser import CHROMIUM_ARGS, browser_or_skip
from tournaments import events
from tournaments.models import Tournament
from tournaments.registration import entries
from tournaments.rounds import generation

ROOT = Path(__file__).resolve().parents[1]
PASSWORD = "csp-pass-123"


def directives(response: Any) -> dict[str, str]:
    header = response["Content-Security-Policy"]
    return {part.split()[0]: part for part in (p.strip() for p in header.split(";")) if part}


@pytest.mark.django_db
def test_pages_and_the_api_carry_the_policy_with_a_fresh_nonce(django_user_model: Any) -> None:
    client = Client()
    first, second = client.get("/accounts/login/"), client.get("/accounts/login/")
    policy = directives(first)
    assert "'unsafe-inline'" not in policy["script-src"]
    assert "'unsafe-eval'" not in policy["script-src"]
    assert policy["object-src"] == "object-src 'none'"
    assert policy["frame-ancestors"] == "frame-ancestors 'none'"
    nonce = re.search(r"'nonce-([^']+)'", policy["script-src"]).group(1)
    assert nonce not in second["Content-Security-Policy"]
    assert "Content-Security-Policy" in client.get("/api/tournaments/")
    # the home page's inline script carries this response's nonce
    client.force_login(django_user_model.objects.create_user("nia"))
    home = client.get("/")
    nonce = re.search(r"'nonce-([^']+)'", home["Content-Security-Policy"]).group(1)
    assert f'<script nonce="{nonce}">' in home.content.decode()


def test_no_template_has_an_inline_handler_or_a_script_without_its_nonce() -> None:
    """Browsers refuse both under the policy: behaviour lives in static files."""
    templates = [
        path
        for folder in (ROOT / "templates", *ROOT.glob("*/templates"))
        for path in folder.rglob("*.html")
    ]
    assert len(templates) > 20
    handler = re.compile(r"<[^>]+\son[a-z]+\s*=", re.IGNORECASE)
    script = re.compile(r"<script\b([^>]*)>", re.IGNORECASE)
    for path in templates:
        text = path.read_text()
        assert not handler.search(text), f"{path}: inline event handler"
        for attributes in script.findall(text):
            if "src=" in attributes or 'type="application/json"' in attributes:
                continue
            assert 'nonce="{{ csp_nonce }}"' in attributes, f"{path}: <script{attributes}>"


# --- in Chromium ---------------------------------------------------------------------------


@pytest.fixture
def world(django_user_model: Any, settings: Any) -> dict[str, Any]:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    make = django_user_model.objects.create_user
    ann, ben = make("ann", password=PASSWORD), make("ben", password=PASSWORD)
    cat, dan = make("cat", password=PASSWORD), make("dan", password=PASSWORD)
    make("sam", password=PASSWORD, is_staff=True, is_superuser=True)
    olga = make("olga", password=PASSWORD)
    event = events.create_tournament(
        olga, name="Policy Cup", date=datetime.date(2026, 10, 1),
        play_mode=Tournament.PlayMode.PAPER,
    )  # fmt: skip
    for player in (ann, ben, cat, dan):
        entries.register(event, player)
    generation.generate_round(event.pk, 1)
    game = game_services.start_game(ann, ben)
    return {"event": event.pk, "game": str(game.pk)}


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_pages_with_scripts_work_under_the_policy_in_chromium(
    live_server: Any, world: dict[str, Any]
) -> None:
    executable, sync_api = browser_or_skip()
    expect = sync_api.expect
    url, event, game = live_server.url, world["event"], world["game"]
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            # printing is counted, not done (an init script: the policy does not apply)
            context.add_init_script("window.print = () => { window.printed = true; };")
            page = context.new_page()
            page.set_default_timeout(30_000)
            refused: list[str] = []
            page.on(
                "console",
                lambda m: (
                    refused.append(f"{page.url}: {m.text}")
                    if "Content Security Policy" in m.text
                    else None
                ),
            )

            def visit(path: str) -> None:
                page.goto(url + path)
                page.wait_for_load_state("networkidle")

            visit(f"/games/{game}/play/")
            expect(page.locator("#seq")).not_to_have_text("…")  # table.js drew the game
            visit("/api/docs/")
            expect(page.locator(".swagger-ui .info")).to_be_visible()
            for path in ("/", "/tournaments/", f"/tournaments/{event}/", "/accounts/signup/"):
                visit(path)

            def log_in(username: str) -> None:
                visit("/accounts/login/")
                page.fill("#id_username", username)
                page.fill("#id_password", PASSWORD)
                page.click("main button[type=submit]")
                page.wait_for_url(f"{url}/")

            log_in("ann")
            expect(page.locator("#turn")).to_be_attached()  # home, with its inline script
            page.get_by_role("button", name="Log out").click()
            log_in("olga")
            for path in ("print", "slips", "seating"):
                visit(f"/tournaments/{event}/rounds/1/{path}/")
                page.evaluate("() => { window.printed = false; }")
                page.locator("[data-print]").first.click()
                assert page.evaluate("() => window.printed") is True, path
            visit(f"/tournaments/{event}/console/")
            visit(f"/tournaments/{event}/console/rounds/1/")
            page.get_by_role("button", name="Log out").click()
            log_in("sam")
            visit(f"/games/{game}/judge/")
            expect(page.locator("#events li").first).to_be_visible()  # its inline script ran
            visit("/admin/")
            expect(page.locator("#site-name")).to_be_visible()
            assert not refused, refused
        finally:
            browser.close()
