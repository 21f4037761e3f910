"""Disputes and rulings through the API: players dispute an event, judges rule by appending
events, history is never edited."""

import random
from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services
from games.engine.api import waiting_for
from games.engine.sim.bots import greedy_bot
from games.models import Dispute, Game, GameEvent

pytestmark = pytest.mark.django_db


def client_for(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def play(game: Game, users: dict[str, Any], moves: int) -> Game:
    seats = (users["alice"], users["bob"])
    for _ in range(moves):
        state = services.load_state(game)
        if state.over:
            break
        seat = waiting_for(state).player
        action = greedy_bot(state, seat, random.Random(0)).to_dict()
        services.submit_action(game.pk, seats[seat], action, game.head_seq)
        game.refresh_from_db()
    return game


def test_a_player_disputes_and_a_judge_annotates_the_ruling(users: dict[str, Any]) -> None:
    """The dispute names an event; the ruling is a new event, the old ones are untouched."""
    game = play(services.start_game(users["alice"], users["bob"]), users, 20)
    before = list(GameEvent.objects.filter(game=game).values_list("seq", "hash"))
    opened = client_for(users["bob"]).post(
        f"/api/games/{game.pk}/disputes/", {"seq": 5, "reason": "that roll"}, format="json"
    )
    assert opened.status_code == 201, opened.content
    ruled = client_for(users["staff"]).post(
        f"/api/games/{game.pk}/rulings/",
        {"kind": "annotate", "dispute": opened.json()["id"], "about_seq": 5, "text": "fine"},
        format="json",
    )
    assert ruled.status_code == 201, ruled.content
    assert ruled.json()["events"][0]["type"] == "RulingAnnotated"
    after = list(GameEvent.objects.filter(game=game).values_list("seq", "hash"))
    assert after[: len(before)] == before
    dispute = Dispute.objects.get()
    assert dispute.status == Dispute.Status.RULED
    assert dispute.ruling_seq == before[-1][0] + 1
    assert services.audit(game)["ok"] is True


def test_only_the_players_dispute_and_only_judges_rule(users: dict[str, Any]) -> None:
    game = services.start_game(users["alice"], users["bob"])
    refused = client_for(users["carol"]).post(
        f"/api/games/{game.pk}/disputes/", {"seq": 0, "reason": "x"}, format="json"
    )
    assert refused.status_code == 403
    assert refused.json()["code"] == "dispute/not_a_player"
    ruling = client_for(users["alice"]).post(
        f"/api/games/{game.pk}/rulings/",
        {"kind": "set_life", "target": 1, "life": 1, "reason": "mine"},
        format="json",
    )
    assert ruling.status_code == 403
    assert ruling.json()["code"] == "ruling/judges_only"
    assert GameEvent.objects.filter(game=game).count() == game.head_seq + 1


def test_a_judge_corrects_life_and_rewinds_a_paper_game(users: dict[str, Any]) -> None:
    """A life correction is an event; a rewind continues from an earlier decision point."""
    game = services.start_game(users["alice"], users["bob"], mode="paper")
    judge = client_for(users["staff"])
    corrected = judge.post(
        f"/api/games/{game.pk}/rulings/",
        {"kind": "annotate", "about_seq": 0, "text": "teams checked"},
        format="json",
    )
    assert corrected.status_code == 201
    head = corrected.json()["seq"]
    rewound = judge.post(
        f"/api/games/{game.pk}/rulings/",
        {"kind": "rewind", "to_seq": 0, "reason": "start again"},
        format="json",
    )
    assert rewound.status_code == 201, rewound.content
    assert rewound.json()["events"][0]["type"] == "RulingRewound"
    game.refresh_from_db()
    assert game.head_seq == head + 1
    assert services.audit(game)["ok"] is True


def test_an_ended_online_game_cannot_be_rewound(users: dict[str, Any]) -> None:
    """Its seed is public: a rewind would let players foresee the dice (docs/rulings.md)."""
    game = services.start_game(users["alice"], users["bob"])
    services.autoplay(game.pk)
    game.refresh_from_db()
    assert game.status == Game.Status.ENDED
    response = client_for(users["staff"]).post(
        f"/api/games/{game.pk}/rulings/",
        {"kind": "rewind", "to_seq": 0, "reason": "x"},
        format="json",
    )
    assert response.status_code == 409
    assert response.json()["code"] == "ruling/seed_revealed"
