"""Spending energy (DM-2, DM-8.1 to DM-8.7): check a payment, or find one for a bot.

A payment names each die spent with the symbols taken from it, plus virtual energy. It must
add up to the cost exactly (DM-8.2: never spend energy for no reason; a double is spent in
part instead), and include one symbol of each energy type the card has, Wild standing in
for any type (DM-8.6, one of each: see docs/rulings.md).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from games.engine.model import errors as E
from games.engine.model.cards import ENERGY_TYPES, GENERIC, WILD, EnergyFace
from games.engine.model.changes import BORROW
from games.engine.model.errors import IllegalAction
from games.engine.model.events import Paid
from games.engine.model.state import Die, GameState, Zone


def check_payment(
    state: GameState,
    player: int,
    paid: Paid,
    virtual: int,
    cost: int,
    energy_types: Sequence[str] = (),
) -> None:
    """Raise IllegalAction unless `paid` + `virtual` is a legal way to pay `cost`."""
    if virtual < 0 or virtual > state.players[player].virtual_energy:
        raise IllegalAction(E.ENERGY_NO_VIRTUAL, "not that much virtual energy", "DM-2.5")
    seen: set[str] = set()
    spent: list[str] = []
    lent = 0
    for die_id, symbols in paid:
        die = _energy_die(state, player, die_id)
        if die.owner != player:  # an opponent's, borrowed ("use one energy from ...")
            lent += len(symbols)  # energy is counted in symbols (DM-2.6)
            if lent > borrowed(state, player):
                raise IllegalAction(
                    E.DIE_NOT_YOURS, f"{die_id} is not yours: you may borrow no more", "DM-8.1"
                )
        if die_id in seen:
            raise IllegalAction(E.ENERGY_DUPLICATE_DIE, f"{die_id} is spent twice", "DM-8.1")
        seen.add(die_id)
        face = state.cards[die.card].faces[die.face]  # type: ignore[index]
        assert isinstance(face, EnergyFace)
        if symbols and symbols == face.symbols:  # the whole face: the usual payment
            spent.extend(symbols)
            continue
        if not symbols or _not_shown(symbols, face.symbols):
            raise IllegalAction(
                E.ENERGY_BAD_PARTIAL, f"{die_id} does not show {list(symbols)}", "DM-8.3"
            )
        left = list(face.symbols)
        for s in symbols:
            left.remove(s)
        if left and not all(s == GENERIC for s in left) and _face_index(state, die, left) is None:
            raise IllegalAction(
                E.ENERGY_BAD_PARTIAL,
                f"{die_id} has no single face showing the unspent {left}",
                "DM-8.3",
            )
        spent.extend(symbols)
    total = len(spent) + virtual
    if total < cost:
        raise IllegalAction(E.ENERGY_INSUFFICIENT, f"cost {cost}, paid {total}", "DM-8.6")
    if total > cost:
        raise IllegalAction(E.ENERGY_OVERPAID, f"cost {cost}, paid {total}", "DM-8.2")
    if not types_matched(spent, energy_types):
        raise IllegalAction(
            E.ENERGY_TYPE_MISSING,
            # In words, no Python repr: the message reaches players (the table's refusal).
            f"spend at least one energy of each type: {', '.join(energy_types)}"
            " (Wild counts as any)",
            "DM-8.6",
        )


def _not_shown(symbols: Sequence[str], shown: tuple[str, ...]) -> bool:
    """Does a partial payment name a symbol more often than the face shows it? (Apart from
    `check_payment`: its generator would make that function's locals closure cells.)"""
    if isinstance(symbols, tuple | list):  # (no Counters here: performance)
        return any(symbols.count(x) > shown.count(x) for x in set(symbols))
    return bool(Counter(symbols) - Counter(shown))


def types_matched(spent: Sequence[str], energy_types: Sequence[str]) -> bool:
    """One spent symbol per required symbol of a type (a printed cost of two (mask) needs two,
    DM-8.17); each Wild covers one missing symbol."""
    spent = spent if isinstance(spent, (list, tuple)) else list(spent)  # (no Counter: faster)
    missing = 0
    for i, energy_type in enumerate(energy_types):  # (a loop: no generator for one type or none)
        if energy_type not in energy_types[:i]:
            missing += max(0, energy_types.count(energy_type) - spent.count(energy_type))
    return not missing or spent.count(WILD) >= missing


def types_covered(spent: Sequence[str], requirements: Sequence[Sequence[str]]) -> bool:
    """Several cards paid at once: each card's types need a spent symbol of their own (one
    symbol never serves two cards; a cost of two (mask) needs two); each Wild covers one
    symbol left over."""
    short = 0
    for energy_type in ENERGY_TYPES:
        needed = sum(types.count(energy_type) for types in requirements)  # (two (mask): 2)
        short += max(0, needed - sum(1 for s in spent if s == energy_type))
    return sum(1 for s in spent if s == WILD) >= short


def _energy_die(state: GameState, player: int, die_id: str) -> Die:
    die = state.dice.get(die_id)
    if die is None:
        raise IllegalAction(E.DIE_UNKNOWN, f"no die {die_id}")
    if die.owner != player and not (
        die.owner is not None and die.owner in state.opponents(player) and borrowed(state, player)
    ):
        raise IllegalAction(E.DIE_NOT_YOURS, f"{die_id} is not yours", "DM-8.1")
    if die.zone is not _RESERVE:
        raise IllegalAction(E.DIE_NOT_IN_RESERVE, f"{die_id} is not in your Reserve Pool", "DM-8.1")
    # (`state.is_energy` inlined: the die is in the Reserve Pool; every die paid asks)
    if die.face is None or not isinstance(state.cards[die.card].faces[die.face], EnergyFace):
        raise IllegalAction(E.ENERGY_NOT_ENERGY, f"{die_id} does not show energy", "DM-8.1")
    return die


def borrowed(state: GameState, player: int) -> int:
    """How much of an opponent's energy (symbols) `player` may still spend as their own this turn
    (card text, abilities/effects/borrowed.py: a persistent effect until used, DM-14.2)."""
    if not state.lasting:
        return 0
    target = f"player:{player}"
    return sum(x.amount for x in state.lasting if x.effect == BORROW and x.target == target)


def lendable(state: GameState, player: int) -> list[Die]:
    """The opponents' energy dice `player` may borrow now (none unless they may)."""
    if not borrowed(state, player):
        return []
    return [d for seat in state.opponents(player) for d in energy_dice(state, seat)]


def _face_index(state: GameState, die: Die, symbols: Sequence[str]) -> int | None:
    for i, face in enumerate(state.cards[die.card].faces):
        if isinstance(face, EnergyFace) and list(face.symbols) == list(symbols):
            return i
    return None


def energy_dice(state: GameState, player: int) -> list[Die]:
    return [
        state.dice[d] for d in state.in_zone(player, Zone.RESERVE) if state.is_energy(state.dice[d])
    ]


def available_energy(state: GameState, player: int) -> int:
    """All the energy a player could spend now (symbols on energy dice plus virtual)."""
    total = state.players[player].virtual_energy
    dice, cards = state.dice, state.cards
    for die_id in state.in_zone(player, _RESERVE):  # energy_dice, inlined (performance)
        die = dice[die_id]  # (`is_energy` inlined; a die drawn by an effect awaits its roll)
        face = None if die.face is None else cards[die.card].faces[die.face]
        if isinstance(face, EnergyFace):
            total += len(face.symbols)
    may = borrowed(state, player)  # what an opponent's dice may lend (0 without lastings)
    if may:
        there = sum(len(_symbols(state, d)) for d in lendable(state, player))
        total += min(there, may)
    return total


def _symbols(state: GameState, die: Die) -> tuple[str, ...]:
    face = state.cards[die.card].faces[die.face]  # type: ignore[index]
    return face.symbols if isinstance(face, EnergyFace) else ()


_RESERVE = Zone.RESERVE  # (an Enum member lookup is slow in Python 3.11)


def find_payment(
    state: GameState,
    player: int,
    cost: int,
    energy_types: Sequence[str] = (),
    wild: bool = True,
) -> tuple[Paid, int] | None:
    """A legal payment for bots and for listing legal actions, or None.

    Greedy: first one symbol per required type (exact symbols before Wild), then virtual
    energy (it is lost at the next pass anyway), then generic, then the rest; a double is
    spent in part when only one of its symbols is needed; no Wild symbol when `wild` is
    False (abilities/wild_bars.py). It may miss an exotic payment
    that exists; `check_payment` is the judge of legality, not this.
    """
    if cost == 0:
        return (), 0
    units: list[tuple[str, str, int]] = []  # (die, symbol, symbols on its face)
    for die in sorted(energy_dice(state, player), key=lambda d: d.id):
        face = state.cards[die.card].faces[die.face]  # type: ignore[index]
        for symbol in face.symbols:  # type: ignore[union-attr]
            if symbol == WILD and not wild:
                continue
            units.append((die.id, symbol, len(face.symbols)))  # type: ignore[union-attr]
    chosen: list[int] = []
    for energy_type in energy_types:
        pick = _pick(units, chosen, lambda s, t=energy_type: s == t)
        if pick is None:
            pick = _pick(units, chosen, lambda s: s == WILD)
        if pick is None:
            return None
        chosen.append(pick)
    if len(chosen) > cost:
        return None
    virtual = min(state.players[player].virtual_energy, cost - len(chosen))
    order = [GENERIC, *[t for t in ENERGY_TYPES if t not in energy_types], *energy_types, WILD]
    while len(chosen) + virtual < cost:
        pick = None
        for wanted in order:
            pick = _pick(units, chosen, lambda s, w=wanted: s == w)
            if pick is not None:
                break
        if pick is None:
            return None
        chosen.append(pick)
    by_die: dict[str, list[str]] = {}
    for i in chosen:
        by_die.setdefault(units[i][0], []).append(units[i][1])
    paid = tuple((die_id, tuple(symbols)) for die_id, symbols in by_die.items())
    try:
        check_payment(state, player, paid, virtual, cost, energy_types)
    except IllegalAction:
        return None
    return paid, virtual


def _pick(units: list[tuple[str, str, int]], chosen: list[int], match) -> int | None:
    """The first unused unit that matches, preferring dice already being spent, then
    single-symbol faces (so that doubles are kept whole where possible)."""
    used_dice = {units[i][0] for i in chosen}
    best: int | None = None
    best_key: tuple[int, int] | None = None
    for i, (die_id, symbol, size) in enumerate(units):
        if i in chosen or not match(symbol):
            continue
        key = (0 if die_id in used_dice else 1, size)
        if best_key is None or key < best_key:
            best, best_key = i, key
    return best
