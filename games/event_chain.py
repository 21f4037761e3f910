"""The event chain's rules: the one byte form of an event, the hash linking it to its
predecessor, the seed commitment, and the checks a stored row must pass to continue the chain.

No database access here: games/event_store.py writes with these, games/event_audit.py checks
a stored log with them.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import uuid
from typing import Any, NamedTuple

from django.contrib.auth.models import AbstractBaseUser

from games.errors import BadEventSequence, GameNotFound
from games.models import Game, GameEvent

Event = dict[str, Any]


# `json.dumps` with these options builds this very encoder on every call (a move encodes each
# of its events twice): one, made once, gives the same text.
_CANONICAL = json.JSONEncoder(
    sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
).encode


def canonical_json(event: Event) -> bytes:
    """The one byte form of an event that is hashed: sorted keys, compact, UTF-8, no NaN."""
    return _CANONICAL(event).encode("utf-8")


def chain_hash(prev_hash: str, event: Event) -> str:
    """Hash linking an event to its predecessor, so editing one breaks all that follow."""
    return hashlib.sha256(prev_hash.encode("ascii") + canonical_json(event)).hexdigest()


def new_seed() -> tuple[str, str]:
    """A fresh 256-bit server seed (hex) and its public commitment sha256(seed hex text)."""
    seed = secrets.token_hex(32)
    return seed, seed_commitment(seed)


def seed_commitment(seed: str) -> str:
    """Hex SHA-256 of the seed's hex text, checkable with `printf %s SEED | sha256sum`."""
    return hashlib.sha256(seed.encode("ascii")).hexdigest()


def game_uuid(game_id: uuid.UUID | str) -> uuid.UUID:
    """A UUID, or GameNotFound: a malformed id names no game."""
    try:
        return game_id if isinstance(game_id, uuid.UUID) else uuid.UUID(str(game_id))
    except ValueError:
        raise GameNotFound(game_id) from None


def normalised(event: Event) -> Event:
    """The event as JSON will give it back, so what is hashed is exactly what is stored."""
    if not isinstance(event, dict) or not isinstance(event.get("type"), str):
        raise BadEventSequence(f"an event must be a dict with a string type, got {event!r}")
    try:
        normalised: Event = json.loads(canonical_json(event))
    except (TypeError, ValueError) as exc:
        raise BadEventSequence(f"event is not plain JSON: {exc}") from exc
    return normalised


def check_consecutive(events: list[Event], expected_seq: int) -> None:
    if not events:
        raise BadEventSequence("nothing to append")
    for offset, event in enumerate(events, start=1):
        seq = event.get("seq")
        if type(seq) is not int or seq != expected_seq + offset:
            wanted = expected_seq + offset
            raise BadEventSequence(f"event {offset} has seq {seq!r}, expected {wanted}")


class Link(NamedTuple):
    """One event as the chain stores it: its canonical bytes (encoded once: the bytes
    hashed are the bytes stored), the hash it follows and its own."""

    event: Event
    canonical: bytes
    prev_hash: str
    hash: str


def chained_links(prev_hash: str, events: list[Event]) -> list[Link]:
    """The links of normalised events after `prev_hash` (`hash = sha256(prev_hash +
    canonical_json(event))`, `chain_hash`), each event encoded once."""
    links: list[Link] = []
    for event in events:
        canonical = canonical_json(event)
        digest = hashlib.sha256(prev_hash.encode("ascii") + canonical).hexdigest()
        links.append(Link(event, canonical, prev_hash, digest))
        prev_hash = digest
    return links


def chained_rows(
    game: Game, events: list[Event], actor: AbstractBaseUser | None
) -> list[GameEvent]:
    return rows_of(game, chained_links(game.head_hash, events), actor)


def rows_of(game: Game, links: list[Link], actor: AbstractBaseUser | None) -> list[GameEvent]:
    """The links as unsaved GameEvent rows."""
    return [
        GameEvent(
            game=game,
            seq=link.event["seq"],
            type=link.event["type"],
            payload=link.event,
            prev_hash=link.prev_hash,
            hash=link.hash,
            actor=actor,
        )
        for link in links
    ]


def link_problem(
    expected: int,
    seq: int,
    type_: str,
    payload: Any,
    stored_prev: str,
    stored_hash: str,
    prev_hash: str,
) -> str:
    """Why one stored row does not continue the chain, or "" when it does."""
    if seq != expected:
        return f"seq {expected} missing"
    if not isinstance(payload, dict) or payload.get("seq") != seq or payload.get("type") != type_:
        return "payload seq/type differ from the row"
    if stored_prev != prev_hash:
        return "prev_hash does not link to the previous event"
    try:
        recomputed = chain_hash(prev_hash, payload)
    except (TypeError, ValueError):
        return "payload is not plain JSON"
    if recomputed != stored_hash:
        return "payload does not match its hash"
    return ""
