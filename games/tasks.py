"""Celery tasks of the games app."""

from typing import Any

from celery import shared_task
from django.db import transaction

from games import bots, services


@shared_task(name="games.play_bots", acks_late=True)
def play_bots(game_id: str) -> int:
    """The bots' decisions in one game, until a person must decide (games/bots.py)."""
    return bots.play(game_id)


def schedule(game: Any) -> None:
    """Once the current transaction commits: let the bots play if one must decide now.

    `game`: its id, or its row as `games.event_store` read it with its seats' bot
    membership (`has_bot_seat`, in the same statement as the game): a game where no seat is
    a bot's (every game between people) is then left alone without a query."""
    has_bot_seat = getattr(game, "has_bot_seat", None)
    if has_bot_seat is not None and not has_bot_seat:
        return
    game_id = getattr(game, "pk", game)

    def maybe() -> None:
        game = services.get_game(game_id)
        seats = bots.bot_seats(game)
        if not any(seats):
            return
        seat = services.awaited_seat(game)
        if seat is not None and seats[seat]:
            play_bots.delay(str(game.pk))

    transaction.on_commit(maybe)


def schedule_on_start(sender: Any, game_id: Any, **kwargs: Any) -> None:
    """`games.signals.game_started`: a bot that decides first (the toss's winner) moves now."""
    schedule(game_id)
