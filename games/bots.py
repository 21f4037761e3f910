"""Bot players: users in the `bots` group take their turns on their own.

After a move (and when a game starts) `games.tasks.schedule` asks a Celery task to play
while the game waits for a bot's decision; in the default setup Celery is eager, so the bot
has moved when the move's request returns. The demo's bot players are in the group
(seed_demo); simulated events play their bots in bulk instead (tournaments.simulation)
and leave them out.
"""

from __future__ import annotations

import uuid
from typing import Any

from django.contrib.auth import get_user_model

from games.models import BOT_GROUP

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
