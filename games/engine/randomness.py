"""Seeded randomness for online games: every outcome is derived from the game's secret seed
and the number of outcomes drawn before it, so a revealed seed lets anyone re-derive (and
so check) every draw and roll.

outcome k uses HMAC-SHA256(key=seed bytes, msg=f"{k}:{what}:{i}") read as a big-endian
integer, modulo the number of choices. The bias of that modulo is below 2**-240.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from typing import Any

from games.engine.actions import Action, ReportDraw, ReportRoll, ReportToss
from games.engine.state import GameState, Pending, Zone

FACES = 6


def uniform(seed: str, label: str, n: int) -> int:
    # HMAC-SHA256 (RFC 2104) from the seed's two padded-key hash states, worked out once per
    # seed: the same bytes as hmac.digest, several times faster (replay draws hundreds).
    inner, outer = _hmac_pads(seed)
    digest = inner.copy()
    digest.update(label.encode())
    result = outer.copy()
    result.update(digest.digest())
    return int.from_bytes(result.digest(), "big") % n


_IPAD = bytes(x ^ 0x36 for x in range(256))
_OPAD = bytes(x ^ 0x5C for x in range(256))


@lru_cache(maxsize=64)
def _hmac_pads(seed: str) -> tuple[Any, Any]:
    key = bytes.fromhex(seed)
    if len(key) > 64:  # the SHA-256 block size
        key = hashlib.sha256(key).digest()
    key = key.ljust(64, b"\0")
    return hashlib.sha256(key.translate(_IPAD)), hashlib.sha256(key.translate(_OPAD))


def seeded_outcome(state: GameState, pending: Pending) -> Action:
    """The random outcome the seed gives for what the game waits for."""
    assert state.seed is not None
    k = state.random_draws
    if pending.kind == "toss":
        return ReportToss(player=uniform(state.seed, f"{k}:toss:0", 2))
    if pending.kind == "draw":
        assert pending.player is not None
        bag = sorted(state.in_zone(pending.player, Zone.BAG))
        drawn = []
        for i in range(pending.count):
            drawn.append(bag.pop(uniform(state.seed, f"{k}:draw:{i}", len(bag))))
        return ReportDraw(player=pending.player, dice=tuple(drawn), to=pending.to)
    if pending.kind == "roll":
        faces = tuple(
            (die_id, uniform(state.seed, f"{k}:roll:{die_id}", FACES)) for die_id in pending.dice
        )
        return ReportRoll(player=pending.player, faces=faces)
    raise ValueError(f"{pending.kind} is not random")


def seed_hash(seed: str) -> str:
    """The commitment published before play: SHA-256 of the seed's hex text
    (`printf %s SEED | sha256sum`)."""
    return hashlib.sha256(seed.encode()).hexdigest()
