"""Bot players: users in the `bots` group take their turns on their own.

After a move (and when a game starts) `schedule` asks a Celery task to play while the game
waits for a bot's decision; in the default setup Celery is eager, so the bot has moved when
the move's request returns. The demo's bot players are in the group (seed_demo); simulated
events play their bots in bulk instead (tournaments.simulation) and leave them out.
"""

from __future__ import annotations

import uuid
from typing import Any

from django.contrib.auth import get_user_model
from django.db import transaction

BOT_GROUP = "bots"
BOT_STRATEGY = "greedy"  # games.engine.sim.bots
MAX_ACTIONS = 2000  # one task's decisions at most (a game is far shorter)


def make_bots(users: Any) -> None:
    """Put these users in the bots group: their games' decisions are taken for them."""
    from django.contrib.auth.models import Group

    group, _ = Group.objects.get_or_create(name=BOT_GROUP)
    group.user_set.add(*users)


def bot_seats(game: Any) -> tuple[bool, ...]:
    """Which seats of the game bots hold (two, or four in Doubles)."""
    ids = list(game.seat_user_ids)
    bots = set(
        get_user_model()
        .objects.filter(pk__in=[i for i in ids if i is not None], groups__name=BOT_GROUP)
        .values_list("pk", flat=True)
    )
    return tuple(i in bots for i in ids)


def schedule(game: Any) -> None:
    """Once the current transaction commits: let the bots play if one must decide now.

    `game`: its id, or its row as `games.event_store` read it with its seats' bot
    membership (`has_bot_seat`, in the same statement as the game): a game where no seat is
    a bot's (every game between people) is then left alone without a query."""
    from games.tasks import play_bots

    has_bot_seat = getattr(game, "has_bot_seat", None)
    if has_bot_seat is not None and not has_bot_seat:
        return
    game_id = getattr(game, "pk", game)

    def maybe() -> None:
        from games import services

        game = services.get_game(game_id)
        seats = bot_seats(game)
        if not any(seats):
            return
        seat = services.awaited_seat(game)
        if seat is not None and seats[seat]:
            play_bots.delay(str(game.pk))

    transaction.on_commit(maybe)


def play(game_id: uuid.UUID | str) -> int:
    """Take the bots' decisions while the game waits for one; returns how many."""
    from games import services

    done = 0
    while done < MAX_ACTIONS:
        game = services.get_game(game_id)
        seats = bot_seats(game)
        seat = services.awaited_seat(game)
        if seat is None or not seats[seat]:
            break
        services.autoplay(game.pk, bots=(BOT_STRATEGY, BOT_STRATEGY), max_actions=1,
                          rng_seed=f"bots:{done}")  # fmt: skip
        done += 1
    return done
