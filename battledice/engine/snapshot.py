"""Battle Dice state snapshots as data: MessagePack with a format version, never code.

As for Dice Masters (games/engine/log/snapshot.py), a snapshot is a cache beside the log,
which stays the truth: `decode` builds a state only from typed data (msgspec checks every
field against the frozen records of `state.py` and `records.py`), so bytes from an untrusted
store can at worst be refused (`SnapshotError`), never run; nothing is pickled. The secret
seed of an online game is never in a snapshot: the caller gives it back to `decode` from its
own database. Unlike Dice Masters' cards, the figures' and dice's records are kept in the
snapshot: a game's first event carries them (there is no catalog to ask), and they are small.

`SHAPE` is a digest of every record's field names and types, checked when reading: a state
that gains, loses or retypes a field makes older snapshots misses, not wrong states.
"""

from __future__ import annotations

import dataclasses
import hashlib
import typing

import msgspec

from battledice.engine import records, state
from battledice.engine.state import GameState

MAGIC = "overcrush-battledice-state"
FORMAT_VERSION = 1


class SnapshotError(ValueError):
    """Bytes that are not a snapshot of this format: treat as a cache miss."""


class _Snapshot(msgspec.Struct, array_like=True, frozen=True):
    magic: str
    version: int
    shape: str
    tag: str
    state: GameState


def _shape() -> str:
    """The field names and annotations of every record a state is made of."""
    parts = []
    for module in (state, records):
        for name, value in sorted(vars(module).items()):
            if isinstance(value, type) and dataclasses.is_dataclass(value):
                hints = typing.get_type_hints(value)
                fields = ",".join(f"{f.name}:{hints[f.name]}" for f in dataclasses.fields(value))
                parts.append(f"{name}({fields})")
            elif isinstance(value, type) and issubclass(value, msgspec.Struct):
                hints = typing.get_type_hints(value)
                fields = ",".join(f"{f}:{hints[f]}" for f in value.__struct_fields__)
                parts.append(f"{name}({fields})")
    return hashlib.sha256(";".join(parts).encode()).hexdigest()[:16]


SHAPE = _shape()
_ENCODER = msgspec.msgpack.Encoder()
_DECODER = msgspec.msgpack.Decoder(_Snapshot)


def encode(game: GameState, tag: str = "") -> bytes:
    """The state as MessagePack bytes, without its seed."""
    unseeded = state.replace(game, seed=None)
    return _ENCODER.encode(_Snapshot(MAGIC, FORMAT_VERSION, SHAPE, tag, unseeded))


def decode(blob: bytes, seed: str | None = None) -> tuple[str, GameState]:
    """(tag, state) with the caller's `seed` put back; SnapshotError for anything else."""
    try:
        snap = _DECODER.decode(blob)
    except (msgspec.DecodeError, msgspec.ValidationError, TypeError, ValueError) as error:
        raise SnapshotError(f"not a Battle Dice snapshot: {error}") from None
    if snap.magic != MAGIC or snap.version != FORMAT_VERSION or snap.shape != SHAPE:
        raise SnapshotError(f"snapshot {snap.magic} v{snap.version} {snap.shape}: not this one")
    return snap.tag, state.replace(snap.state, seed=seed)
