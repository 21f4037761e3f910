"""The Battle Dice table page (server-rendered, usable on a phone): it shows the mats from
the viewer's seat, offers the legal actions as buttons and forms, and posts them through the
services the API uses; the judge page steps through the log and rules."""

from __future__ import annotations

import html
import json
import random
import re
from typing import Any

import pytest
from django.test import Client

from games import services
from games.models import Game, GameEvent

pytestmark = pytest.mark.django_db
ACTION = re.compile(r'name="action" value="([^"]*)"')


def page_client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def actions_on(page: str) -> list[dict]:
    return [json.loads(html.unescape(value)) for value in ACTION.findall(page)]


def test_the_table_shows_your_mat_and_your_secret_loads(users: dict[str, Any]) -> None:
    game = services.start_game(users["alice"], users["bob"], options={"rules": "mb-2006"})
    page = page_client(users["alice"]).get(f"/games/{game.pk}/play/")
    assert page.status_code == 200
    text = page.content.decode()
    assert "Marvel Heroes Battle Dice" in text and 'name="viewport"' in text
    assert "Load your dice (secret)" in text and 'name="figure:a:spider-man"' in text
    answer = page_client(users["alice"]).post(
        f"/games/{game.pk}/battle-dice/act/",
        {
            "form": "load",
            "seq": game.head_seq,
            **{
                f"figure:a:{fig}": f"a:die:demo-die-0{n}"
                for n, fig in enumerate(
                    [
                        "captain-america",
                        "iron-man",
                        "spider-man",
                        "wolverine",
                        "daredevil",
                        "the-thing",
                    ],
                    start=1,
                )
            },
        },
    )
    assert answer.status_code == 302
    text = page_client(users["alice"]).get(f"/games/{game.pk}/play/").content.decode()
    assert "Demo battle die 3: Spider-Man" in text
    theirs = page_client(users["bob"]).get(f"/games/{game.pk}/play/").content.decode()
    assert "Demo battle die 3: Spider-Man" not in theirs  # the opponent sees closed dice


def test_a_refused_form_says_why_and_writes_nothing(users: dict[str, Any]) -> None:
    game = services.start_game(users["alice"], users["bob"], options={"rules": "mb-2006"})
    before = GameEvent.objects.count()
    client = page_client(users["alice"])
    answer = client.post(
        f"/games/{game.pk}/battle-dice/act/",
        {"form": "load", "seq": game.head_seq, "figure:a:spider-man": "a:die:demo-die-01"},
        follow=True,
    )
    assert "load/bad_figures" in answer.content.decode()
    answer = client.post(f"/games/{game.pk}/battle-dice/act/", {"form": "nonsense"}, follow=True)
    assert "action/malformed" in answer.content.decode()
    assert GameEvent.objects.count() == before


def test_a_whole_game_is_played_from_the_page(users: dict[str, Any]) -> None:
    game = services.start_game(users["alice"], users["bob"], options={"rules": "mb-2006"})
    seats = {0: page_client(users["alice"]), 1: page_client(users["bob"])}
    rng = random.Random(8)
    for _ in range(400):
        game.refresh_from_db()
        if game.status == Game.Status.ENDED:
            break
        waiting = services.player_view(game, None)["view"]["waiting_for"]
        page = seats[waiting["player"]].get(f"/games/{game.pk}/play/").content.decode()
        options = [a for a in actions_on(page) if a["type"] not in ("concede", "dispute")]
        assert options, page
        answer = seats[waiting["player"]].post(
            f"/games/{game.pk}/battle-dice/act/",
            {"seq": game.head_seq, "action": json.dumps(rng.choice(options))},
        )
        assert answer.status_code == 302
    game.refresh_from_db()
    assert game.status == Game.Status.ENDED
    assert services.audit(game)["ok"] is True


def test_the_judge_page_steps_through_the_log_and_rules(users: dict[str, Any]) -> None:
    game = services.start_game(users["alice"], users["bob"], options={"rules": "mb-2006"})
    services.autoplay(game.pk, max_actions=6)
    judge = page_client(users["staff"])
    page = judge.get(f"/games/{game.pk}/judge/", {"seq": 2})
    assert page.status_code == 200
    text = page.content.decode()
    assert "BattleDiceGameCreated" in text and "Rewind" in text
    answer = judge.post(
        f"/games/{game.pk}/battle-dice/rule/",
        {"kind": "annotate", "about_seq": "1", "text": "looked fine"},
        follow=True,
    )
    assert answer.status_code == 200
    assert services.log_records(game)[-1]["type"] == "RulingAnnotated"
    player = page_client(users["alice"]).get(f"/games/{game.pk}/judge/")
    assert player.status_code == 403  # players see the judge view once the game has ended
