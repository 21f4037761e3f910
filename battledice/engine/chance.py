"""Seeded chance and sealed secrets, with the commit-reveal scheme of docs/event-log.md.

Outcome k of a game uses HMAC-SHA256(key=seed bytes, msg=label) read as a big-endian
integer modulo the number of choices, the label starting with k (the outcomes drawn before):
a revealed seed lets anyone re-derive every roll. A secret load is sealed the same way: its
JSON is XORed with HMAC blocks of the seed (labels "<n>:seal:<player>:<block>"), so the log
shows it to nobody until the seed is revealed at the end, and then to everyone.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from typing import Any

import msgspec

FACES = 6
BLOCK = 64  # SHA-256's block size: HMAC's key is padded to it (RFC 2104)
_IPAD = bytes(x ^ 0x36 for x in range(256))
_OPAD = bytes(x ^ 0x5C for x in range(256))
_JSON = msgspec.json.Encoder()
_LOADS = msgspec.json.Decoder(list[tuple[str, str]])


@lru_cache(maxsize=16)
def _keyed(seed: str) -> tuple[Any, Any]:
    """HMAC-SHA256's inner and outer hashes with the seed's key already absorbed (RFC 2104),
    copied for each message: the same digests as `hmac.digest`, without setting the key up
    again for every roll (test_chance checks they agree)."""
    key = bytes.fromhex(seed)
    if len(key) > BLOCK:
        key = hashlib.sha256(key).digest()
    key = key.ljust(BLOCK, b"\0")
    return hashlib.sha256(key.translate(_IPAD)), hashlib.sha256(key.translate(_OPAD))


def _hmac(seed: str, message: bytes) -> bytes:
    inner, outer = _keyed(seed)
    inner = inner.copy()
    inner.update(message)
    outer = outer.copy()
    outer.update(inner.digest())
    return outer.digest()


def uniform(seed: str, label: str, n: int) -> int:
    return int.from_bytes(_hmac(seed, label.encode()), "big") % n


def roll(seed: str, draws: int, die: str) -> int:
    """A battle die's number, 1 to 6."""
    return uniform(seed, f"{draws}:roll:{die}", FACES) + 1


def rolloff(seed: str, draws: int, player: int) -> int:
    return uniform(seed, f"{draws}:rolloff:{player}", FACES) + 1


@lru_cache(maxsize=4)
def _keystream(seed: str, seals: int, player: int, size: int) -> int:
    """The HMAC blocks that hide load `seals` of `player`, as one number of `size` bytes.
    A pure function: the last few are kept by lru_cache (a replay unseals a load, seals it
    again and applies it; no module state of ours holds them)."""
    blocks = b"".join(
        _hmac(seed, f"{seals}:seal:{player}:{block}".encode()) for block in range((size + 31) // 32)
    )
    return int.from_bytes(blocks[:size], "big")


def _xor(data: bytes, stream: int) -> bytes:
    return (int.from_bytes(data, "big") ^ stream).to_bytes(len(data), "big")


def seal(seed: str, seals: int, player: int, loads: tuple[tuple[str, str], ...]) -> str:
    """The hex text of a load's contents, readable only with the seed."""
    # The compact JSON text of the pairs: msgspec writes the bytes `json.dumps` would with
    # separators (",", ":") for these ids (slugs: ASCII, no quote or backslash; test_chance).
    plain = _JSON.encode(loads)
    return _xor(plain, _keystream(seed, seals, player, len(plain))).hex()


@lru_cache(maxsize=4)
def unseal(seed: str, seals: int, player: int, sealed: str) -> tuple[tuple[str, str], ...]:
    """The loads a sealed text holds; ValueError if it holds none (not remembered). The
    last few read are kept by lru_cache (a replay reads a load to decide it again, then to
    apply it): a pure function of its arguments, its answer a tuple of tuples."""
    return _unseal(seed, seals, player, sealed)


def _unseal(seed: str, seals: int, player: int, sealed: str) -> tuple[tuple[str, str], ...]:
    data = bytes.fromhex(sealed)
    try:  # (the shape checked by msgspec as it decodes: a list of [die, figure] strings)
        pairs = _LOADS.decode(_xor(data, _keystream(seed, seals, player, len(data))))
    except msgspec.DecodeError:  # (a ValueError too)
        raise ValueError("not a sealed load") from None
    return tuple(pairs)


def seed_hash(seed: str) -> str:
    """The commitment published before play: SHA-256 of the seed's hex text."""
    return hashlib.sha256(seed.encode()).hexdigest()
