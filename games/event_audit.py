"""Checking a stored log link by link: `verify_chain` reports the first seq that fails,
`load_verified` gives the whole log to replay or raises `ChainBroken`.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from django.db import DEFAULT_DB_ALIAS

from games.errors import ChainBroken, GameNotFound
from games.event_chain import Event, game_uuid, link_problem
from games.models import GENESIS_HASH, Game, GameEvent


def load_verified(game: Game, *, using: str = DEFAULT_DB_ALIAS) -> list[Event]:
    """The whole log with every link checked up to the game's head, or `ChainBroken`: what a
    move replays when no snapshot fits (a log edited behind the application is not played
    on).

    Only rows up to the head `game` was read at: a writer that took no lock may see another
    writer's rows appended since, which are not broken but newer (its own append is then
    refused as stale). Rows beyond a locked head are `event_store.lock_head`'s to catch."""
    rows = (
        GameEvent.objects.using(using)
        .filter(game_id=game.pk, seq__lte=game.head_seq)
        .order_by("seq")
    )
    prev_hash, payloads = GENESIS_HASH, []
    for expected, (seq, type_, payload, stored_prev, stored_hash) in enumerate(
        rows.values_list("seq", "type", "payload", "prev_hash", "hash")
    ):
        problem = link_problem(expected, seq, type_, payload, stored_prev, stored_hash, prev_hash)
        if problem:
            raise ChainBroken(game.pk, min(seq, expected), problem)
        prev_hash = stored_hash
        payloads.append(payload)
    if len(payloads) != game.head_seq + 1 or prev_hash != game.head_hash:
        raise ChainBroken(game.pk, len(payloads), "the log does not end at the game's head")
    return payloads


@dataclass(frozen=True)
class ChainReport:
    """Result of `verify_chain`: `first_bad_seq` is None when the whole log checks out."""

    game_id: uuid.UUID
    checked: int
    first_bad_seq: int | None = None
    reason: str = ""

    @property
    def ok(self) -> bool:
        return self.first_bad_seq is None

    def raise_if_broken(self) -> None:
        """Turn a bad report into `ChainBroken` for callers that must not go on."""
        if self.first_bad_seq is not None:
            raise ChainBroken(self.game_id, self.first_bad_seq, self.reason)


def verify_chain(game_id: uuid.UUID | str, *, using: str = DEFAULT_DB_ALIAS) -> ChainReport:
    """Recompute every link from the stored payloads; report the first seq that fails."""
    game_pk = game_uuid(game_id)
    try:
        game = Game.objects.using(using).only("head_seq", "head_hash").get(pk=game_pk)
    except Game.DoesNotExist:
        raise GameNotFound(game_id) from None
    rows = GameEvent.objects.using(using).filter(game_id=game_pk).order_by("seq")
    prev_hash, count = GENESIS_HASH, 0
    for expected, (seq, type_, payload, stored_prev, stored_hash) in enumerate(
        rows.values_list("seq", "type", "payload", "prev_hash", "hash").iterator()
    ):
        count += 1
        problem = link_problem(expected, seq, type_, payload, stored_prev, stored_hash, prev_hash)
        if problem:
            return ChainReport(game_pk, count, min(seq, expected), problem)
        prev_hash = stored_hash
    if game.head_seq != count - 1:
        # The first seq that is missing, or the first that lies beyond the recorded head.
        first_bad = min(game.head_seq, count - 1) + 1
        reason = f"head seq {game.head_seq}, log ends at {count - 1}"
        return ChainReport(game_pk, count, first_bad, reason)
    if game.head_hash != prev_hash:
        return ChainReport(game_pk, count, count - 1, "head hash differs from the last event")
    return ChainReport(game_pk, count)
