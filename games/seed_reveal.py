"""When an online game's seed is made public, and a finished game taken up again.

A game's seed is revealed when it ends, so its players can audit every roll; once public,
no rewind is possible (anyone could foresee the dice: docs/rulings.md). Apps may hold the
reveal back for a while (`SEED_HOLDS`, registered in their AppConfig.ready): tournaments
holds it while a judge may still rewind the game (its round in progress, no later game of
its match begun), then reveals it (`reveal_seed`). A judge's rewind of a finished game whose
seed is still secret takes the game up again (`reopen_game`): its log keeps every event.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable

from django.db import transaction
from django.utils import timezone

from games.models import Game

# Each answers "keep this ended game's seed secret for now?"; any True holds it.
SEED_HOLDS: list[Callable[[Game], bool]] = []


def held(game: Game) -> bool:
    return game.mode == Game.Mode.ONLINE and any(hold(game) for hold in SEED_HOLDS)


def reveal_seed(game_id: uuid.UUID | str) -> bool:
    """Reveal the seed of an ended game whose seed is still secret; True if it was."""
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game_id)
        if game.status != Game.Status.ENDED or game.seed_revealed_at is not None:
            return False
        game.seed_revealed_at = timezone.now()
        game.save(update_fields=["seed_revealed_at"])
    return True


def reopen_game(game: Game) -> Game:
    """A judge rewound an ended game (under its row lock, seed still secret): it is on again;
    its outcome returns when it ends again."""
    if game.status != Game.Status.ENDED or game.seed_revealed_at is not None:
        return game
    game.status = Game.Status.ACTIVE
    game.outcome = None
    game.ended_at = None
    game.save(update_fields=["status", "outcome", "ended_at"])
    return game
