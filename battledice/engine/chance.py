"""Seeded chance and sealed secrets, with the commit-reveal scheme of docs/event-log.md.

Outcome k of a game uses HMAC-SHA256(key=seed bytes, msg=label) read as a big-endian
integer modulo the number of choices, the label starting with k (the outcomes drawn before):
a revealed seed lets anyone re-derive every roll. A secret load is sealed the same way: its
JSON is XORed with HMAC blocks of the seed (labels "<n>:seal:<player>:<block>"), so the log
shows it to nobody until the seed is revealed at the end, and then to everyone.
"""

from __future__ import annotations

import hashlib
import hmac
import json

FACES = 6


def uniform(seed: str, label: str, n: int) -> int:
    digest = hmac.digest(bytes.fromhex(seed), label.encode(), "sha256")
    return int.from_bytes(digest, "big") % n


def roll(seed: str, draws: int, die: str) -> int:
    """A battle die's number, 1 to 6."""
    return uniform(seed, f"{draws}:roll:{die}", FACES) + 1


def rolloff(seed: str, draws: int, player: int) -> int:
    return uniform(seed, f"{draws}:rolloff:{player}", FACES) + 1


def _keystream(seed: str, seals: int, player: int, size: int) -> int:
    """The HMAC blocks that hide load `seals` of `player`, as one number of `size` bytes
    (the same for sealing and unsealing: a replay does both for every load)."""
    key = bytes.fromhex(seed)
    blocks = b"".join(
        hmac.digest(key, f"{seals}:seal:{player}:{block}".encode(), "sha256")
        for block in range((size + 31) // 32)
    )
    return int.from_bytes(blocks[:size], "big")


def _xor(data: bytes, stream: int) -> bytes:
    return (int.from_bytes(data, "big") ^ stream).to_bytes(len(data), "big")


def seal(seed: str, seals: int, player: int, loads: tuple[tuple[str, str], ...]) -> str:
    """The hex text of a load's contents, readable only with the seed."""
    plain = json.dumps([list(pair) for pair in loads], separators=(",", ":")).encode()
    return _xor(plain, _keystream(seed, seals, player, len(plain))).hex()


def unseal(seed: str, seals: int, player: int, sealed: str) -> tuple[tuple[str, str], ...]:
    """The loads a sealed text holds; ValueError if it holds none."""
    data = bytes.fromhex(sealed)
    pairs = json.loads(_xor(data, _keystream(seed, seals, player, len(data))).decode())
    if not isinstance(pairs, list) or not all(
        isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) for x in p) for p in pairs
    ):
        raise ValueError("not a sealed load")
    return tuple((p[0], p[1]) for p in pairs)


def seed_hash(seed: str) -> str:
    """The commitment published before play: SHA-256 of the seed's hex text."""
    return hashlib.sha256(seed.encode()).hexdigest()
