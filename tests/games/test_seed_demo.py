"""`make run`'s demo is playable (issue 10): demo1 and demo2 have a game against each other,
and no active game waits for a bot."""

from __future__ import annotations

import io
from typing import Any

import pytest
from django.core.management import call_command

from games import bots, services
from games.models import Game

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_demo_leaves_demo1_and_demo2_a_game_and_no_game_waits_for_a_bot() -> None:
    call_command("seed_demo", players=4, rounds_played=1, stdout=io.StringIO())
    active = list(Game.objects.filter(status=Game.Status.ACTIVE).select_related(
        "player_one", "player_two"))  # fmt: skip
    names: Any = {(g.player_one.username, g.player_two.username) for g in active}
    assert ("demo1", "demo2") in names
    for game in active:
        seat = services.awaited_seat(game)
        assert seat is not None and not bots.bot_seats(game)[seat], names
