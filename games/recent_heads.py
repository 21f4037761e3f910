"""The game rows this process last wrote, so that the next move in the same game can skip
reading the row again (issue 18: a move was two statements, a read and the append).

A move's read (`event_store.lock_head(lock=False)`) gives the game's seats, mode, options and
head, and checks the stored head row. When this process has just moved that very head itself
(`event_store.append_at_head` on PostgreSQL), it knows all of that already, together with the
row version it wrote: PostgreSQL's `xmin` and `cmin` of the game row, which the head row it
inserted in the same statement shares. The next move in the game may then be decided on the
kept row and appended by one statement whose guard is that version
(`event_store.append_at_version`): any change to the game row since (another move, the game's
end, a seat given to someone else, anything), any rewrite of the head row, a row beyond the
head or a row below it written later fails the guard, nothing is written, and the move is
taken again the usual way, from a fresh read. A kept row is only a shortcut, never trusted
alone: what it says is checked by the statement that writes.

Kept rows are copies (requests run on several threads), the last `SIZE` games of the
process, each for `SECONDS` at most: the players' names and whether a seat is a bot's, read
with the row from other tables, are then read again.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections import OrderedDict
from typing import NamedTuple

from django.db.models.base import ModelState

from games.models import Game

SIZE = 2048  # games
SECONDS = 30.0


class Version(NamedTuple):
    """A game row version as PostgreSQL names it: the writing transaction and command."""

    xmin: str
    cmin: str


_rows: OrderedDict[str, tuple[Game, Version, float]] = OrderedDict()
_lock = threading.Lock()


def remember(game: Game, version: Version) -> None:
    """Keep (a copy of) `game` as this process wrote it, at `version`."""
    kept = _copy(game)
    with _lock:
        _rows[str(game.pk)] = (kept, version, time.monotonic() + SECONDS)
        _rows.move_to_end(str(game.pk))
        while len(_rows) > SIZE:
            _rows.popitem(last=False)


def recall(game_id: uuid.UUID | str, head_seq: int) -> tuple[Game, Version] | None:
    """A copy of the game row kept at head `head_seq` and its version, or None (not kept,
    kept at another head, or kept too long)."""
    key = str(game_id)
    with _lock:
        found = _rows.get(key)
        if found is None:
            return None
        game, version, until = found
        if game.head_seq != head_seq or time.monotonic() > until:
            return None
    return _copy(game), version


def _copy(game: Game) -> Game:
    """A copy of the row's values and extra attributes (not of related objects it cached):
    what `copy.copy` gives, without Django's pickling protocol, which costs several times
    more on a move."""
    kept = Game.__new__(Game)
    kept.__dict__.update(game.__dict__)
    state = kept._state = ModelState()
    state.db, state.adding = game._state.db, False
    return kept


def forget(game_id: uuid.UUID | str | None = None) -> None:
    """Drop the row kept for a game (all of them when None)."""
    with _lock:
        if game_id is None:
            _rows.clear()
        else:
            _rows.pop(str(game_id), None)
