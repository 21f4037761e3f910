"""The play page's server side: the table's words (cards, rules), the live stream, refusals
that name their rule (issue 10, "The game table")."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.test import Client

from games import access, live, rule_words
from games.errors import IllegalMove
from games.models import Game
from tests.games.test_live_push import THREADED

pytestmark = pytest.mark.django_db


def page_config(response: Any) -> dict[str, Any]:
    html = response.content.decode()
    pattern = r'<script id="play-config" type="application/json">(.*?)</script>'
    found = re.search(pattern, html, re.S)
    assert found is not None
    return json.loads(found.group(1))


def test_the_page_carries_the_games_cards_in_words_and_the_rules(game: Game) -> None:
    config = page_config(Client().get(f"/games/{game.pk}/play/"))
    jubilee = config["cards"]["jubilee-wondra"]
    assert (jubilee["name"], jubilee["cost"], jubilee["energy"]) == ("Jubilee", 2, ["bolt"])
    assert jubilee["affiliations"] == ["X-Men"] and jubilee["text"]
    assert [f["kind"] for f in jubilee["faces"]].count("character") == 3
    assert config["cards"]["sidekick"]["kind"] == "sidekick"
    assert config["words"]["rules"]["DM-7.2"].startswith("You get one reroll")
    assert config["urls"]["stream"] == f"/games/{game.pk}/stream/"
    assert config["match"] == {}  # not a game of an event


def test_every_reason_and_event_points_at_a_rule_with_words() -> None:
    for rule in [*rule_words.REASONS.values(), *rule_words.EVENTS.values()]:
        assert rule in rule_words.RULES, rule


def test_a_refusal_carries_its_rule_in_the_answer() -> None:
    """DM-8.6 in the body: the page says the rule and its words beside the refusal."""
    error = IllegalMove("energy/type_missing", "spend a mask", "DM-8.6")
    assert error.details == {"rule": "DM-8.6"}
    assert IllegalMove("x/y", "no rule").details == {}


def test_the_stream_sends_the_records_after_a_seq(game: Game, monkeypatch: Any) -> None:
    monkeypatch.setattr(live, "STREAM_SECONDS", 0.3)
    response = Client().get(f"/games/{game.pk}/stream/?after=0", **THREADED)
    assert response["Content-Type"] == "text/event-stream"
    body = b"".join(response.streaming_content).decode()
    message = next(m for m in body.split("\n\n") if "event: moved" in m)
    data = json.loads(message.split("data: ", 1)[1])
    assert data["seq"] == game.head_seq
    assert [r["seq"] for r in data["records"]] == list(range(1, game.head_seq + 1))
    assert f"id: {game.head_seq}" in message


def test_the_stream_refuses_a_bad_after_and_an_unknown_game(game: Game) -> None:
    assert Client().get(f"/games/{game.pk}/stream/?after=x").status_code == 400
    missing = Client().get("/games/00000000-0000-0000-0000-000000000000/stream/")
    assert missing.status_code == 404


def test_a_private_games_page_and_stream_refuse_strangers(game: Game, monkeypatch: Any) -> None:
    monkeypatch.setattr(access, "PRIVACY_CHECKS", [lambda g: True])
    assert Client().get(f"/games/{game.pk}/play/").status_code == 403
    assert Client().get(f"/games/{game.pk}/stream/").status_code == 403
