"""Payment descriptions (DM-8.1 to DM-8.7): which energy a player may spend on a cost, from
the same checks `flow/energy.py` makes, and whether a payment fits a description."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from games.engine.flow.choices.model import EnergySource, Payment
from games.engine.flow.energy import check_payment, energy_dice, types_matched
from games.engine.model.errors import IllegalAction
from games.engine.model.events import Paid
from games.engine.model.state import GameState


def payment(state: GameState, player: int, cost: int, energy_types: Sequence[str] = ()) -> Payment:
    """How `player` may pay `cost` now: their energy dice, what each may give, and virtual
    energy."""
    sources = []
    for die in sorted(energy_dice(state, player), key=lambda d: d.id):
        shows = state.cards[die.card].faces[die.face].symbols  # type: ignore[index,union-attr]
        sources.append(EnergySource(die.id, tuple(shows), _spendable(state, player, die.id, shows)))
    return Payment(
        cost,
        tuple(energy_types),
        tuple(sources),
        state.players[player].virtual_energy,
    )


def _spendable(
    state: GameState, player: int, die_id: str, shows: Sequence[str]
) -> tuple[tuple[str, ...], ...]:
    """Every set of symbols the die may give: `check_payment` judges each on its own (the
    part left unspent must be a face of the die, DM-8.3)."""
    found: list[tuple[str, ...]] = []
    for size in range(len(shows), 0, -1):
        for picked in sorted(set(combinations(shows, size))):
            try:
                check_payment(state, player, ((die_id, picked),), 0, size)
            except IllegalAction:
                continue
            found.append(picked)
    return tuple(found)


def fits(description: Payment, paid: Paid, virtual: int) -> bool:
    """Does `paid` + `virtual` follow the description?"""
    if not isinstance(virtual, int) or not 0 <= virtual <= description.virtual:
        return False
    sources = {s.die: s for s in description.sources}
    seen: set[str] = set()
    spent: list[str] = []
    for die_id, symbols in paid:
        source = sources.get(die_id)
        if source is None or die_id in seen:
            return False
        seen.add(die_id)
        if not any(Counter(symbols) == Counter(option) for option in source.spendable):
            return False
        spent.extend(symbols)
    return len(spent) + virtual == description.cost and types_matched(
        spent, description.energy_types
    )


def witness(description: Payment) -> tuple[Paid, int] | None:
    """One payment that fits the description, or None when none does (an exact search, not
    the bots' greedy `find_payment`)."""
    cost, types = description.cost, description.energy_types
    sources = description.sources
    low = cost - description.virtual
    failed: set[tuple[int, int, frozenset[str], int]] = set()

    def search(i: int, count: int, paid: tuple, spent: tuple[str, ...]):
        if count > cost:
            return None
        if i == len(sources):
            if low <= count and types_matched(spent, types):
                return paid, cost - count
            return None
        covered = frozenset(t for t in types if t in spent)
        key = (i, count, covered, min(spent.count(description.wild), len(types)))
        if key in failed:
            return None
        source = sources[i]
        for option in source.spendable:
            found = search(
                i + 1, count + len(option), (*paid, (source.die, option)), spent + option
            )
            if found is not None:
                return found
        found = search(i + 1, count, paid, spent)
        if found is None:
            failed.add(key)
        return found

    return search(0, 0, (), ())
