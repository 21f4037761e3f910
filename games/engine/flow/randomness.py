"""Seeded randomness for online games: every outcome is derived from the game's secret seed
and the number of outcomes drawn before it, so a revealed seed lets anyone re-derive (and
so check) every draw and roll.

outcome k uses HMAC-SHA256(key=seed bytes, msg=f"{k}:{what}:{i}") read as a big-endian
integer, modulo the number of choices. The bias of that modulo is below 2**-240.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from games.engine.model.actions import Action, ReportDraw, ReportRoll, ReportToss
from games.engine.model.decisions import GameCreated
from games.engine.model.state import GameState, Pending, Zone

# Enum members as module constants: in Python 3.11 `Zone.BAG` costs a slow metaclass
# lookup (EnumType.__getattr__), and the flow asks for them at every step.
_BAG = Zone.BAG

FACES = 6
_BLOCK = 64  # SHA-256's block size
_IPAD = bytes(x ^ 0x36 for x in range(256))
_OPAD = bytes(x ^ 0x5C for x in range(256))


class Keyed:
    """HMAC-SHA256 under one seed (RFC 2104), its key's inner and outer hashes prepared once:
    one outcome takes several values (a roll of five dice: five HMACs), and preparing the key
    is most of the cost of each (`hmac.digest` prepares it anew every time)."""

    __slots__ = ("_inner", "_outer")

    def __init__(self, seed: str) -> None:
        key = bytes.fromhex(seed)
        if len(key) > _BLOCK:
            key = hashlib.sha256(key).digest()
        key = key.ljust(_BLOCK, b"\0")
        self._inner = hashlib.sha256(key.translate(_IPAD))
        self._outer = hashlib.sha256(key.translate(_OPAD))

    def uniform(self, label: str, n: int) -> int:
        """HMAC(seed, label) read as a big-endian integer, modulo n."""
        inner = self._inner.copy()
        inner.update(label.encode())
        outer = self._outer.copy()
        outer.update(inner.digest())
        return int.from_bytes(outer.digest(), "big") % n

    def draw(self, k: int, bag: list[str], count: int) -> tuple[str, ...]:
        """A draw of `count` dice from `bag` (sorted; emptied of them), the i-th picked at
        `uniform(f"{k}:draw:{i}", len(bag))`, in one call (replay checks every draw)."""
        inner0, outer0, from_bytes = self._inner, self._outer, int.from_bytes
        drawn = []
        for i in range(count):
            inner = inner0.copy()
            inner.update(f"{k}:draw:{i}".encode())
            outer = outer0.copy()
            outer.update(inner.digest())
            drawn.append(bag.pop(from_bytes(outer.digest(), "big") % len(bag)))
        return tuple(drawn)

    def faces(self, k: int, dice: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
        """A roll's faces, `uniform(f"{k}:roll:{die}", FACES)` for each die in one call (a
        roll of five dice: one call rather than five; replay checks every roll)."""
        inner0, outer0, from_bytes = self._inner, self._outer, int.from_bytes
        faces = []
        for die_id in dice:
            inner = inner0.copy()
            inner.update(f"{k}:roll:{die_id}".encode())
            outer = outer0.copy()
            outer.update(inner.digest())
            faces.append((die_id, from_bytes(outer.digest(), "big") % FACES))
        return tuple(faces)


def uniform(seed: str, label: str, n: int) -> int:
    return Keyed(seed).uniform(label, n)


def draft_basic_actions(seed: str, offered: tuple[str, ...], count: int) -> tuple[str, ...]:
    """Draft Teams: "Shuffle the basic action cards and choose three or four of them at
    random" (001:L877-878), drawn from the game's seed (so re-derived once it is revealed)."""
    left = sorted(set(offered))
    chosen = []
    uniform = Keyed(seed).uniform
    for i in range(min(count, len(left))):
        chosen.append(left.pop(uniform(f"draft:basic_actions:{i}", len(left))))
    return tuple(chosen)


def draft_draw_problem(genesis: GameCreated, seed: str) -> str | None:
    """What is wrong with a draft's Basic Action Cards given the revealed seed: they must be
    the draw from the cards it offered (`draft_offered`), as many as are in the centre
    (`draft_basic_actions` takes min(count, offered), so the centre's size is the count)."""
    if not genesis.draft_pool or not genesis.draft_offered:
        return None  # no draft, or one set up by hand (the audit asks for the record)
    centre = genesis.basic_actions[0]
    drawn = draft_basic_actions(seed, genesis.draft_offered, len(centre))
    if drawn != tuple(centre):
        return (
            f"the seed draws {list(drawn)}, not {list(centre)}, from {list(genesis.draft_offered)}"
        )
    return None


def seeded_outcome(
    state: GameState, pending: Pending, uniform: Callable[[str, int], int] | None = None
) -> Action:
    """The random outcome the seed gives for what the game waits for (`uniform`: the
    state's seed already prepared, `Keyed(state.seed).uniform`)."""
    assert state.seed is not None
    k = state.random_draws
    uniform = uniform or Keyed(state.seed).uniform
    if pending.kind == "toss":
        return ReportToss(player=uniform(f"{k}:toss:0", 2))
    if pending.kind == "draw":
        assert pending.player is not None
        bag = sorted(state.zones.get((pending.player, _BAG), ()))
        keyed = getattr(uniform, "__self__", None)  # (a Keyed's own method: one call)
        if type(keyed) is Keyed:
            return ReportDraw(
                player=pending.player, dice=keyed.draw(k, bag, pending.count), to=pending.to
            )
        drawn = []
        for i in range(pending.count):
            drawn.append(bag.pop(uniform(f"{k}:draw:{i}", len(bag))))
        return ReportDraw(player=pending.player, dice=tuple(drawn), to=pending.to)
    if pending.kind == "roll":
        keyed = getattr(uniform, "__self__", None)
        if type(keyed) is Keyed:
            return ReportRoll(player=pending.player, faces=keyed.faces(k, pending.dice))
        return ReportRoll(player=pending.player, faces=_faces(uniform, k, pending.dice))
    raise ValueError(f"{pending.kind} is not random")


def _faces(
    uniform: Callable[[str, int], int], k: int, dice: tuple[str, ...]
) -> tuple[tuple[str, int], ...]:
    """A roll's faces through any `uniform` (apart from `seeded_outcome`: its comprehension
    would make `uniform` and `k` closure cells at every call)."""
    return tuple([(die_id, uniform(f"{k}:roll:{die_id}", FACES)) for die_id in dice])


def seed_hash(seed: str) -> str:
    """The commitment published before play: SHA-256 of the seed's hex text
    (`printf %s SEED | sha256sum`)."""
    return hashlib.sha256(seed.encode()).hexdigest()
