"""Payment descriptions (DM-8.1 to DM-8.7): which energy a player may spend on a cost, from
the same checks `flow/energy.py` makes, and whether a payment fits a description."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from itertools import combinations

from msgspec.structs import replace

from games.engine.flow.choices.model import EnergySource, Payment
from games.engine.flow.energy import check_payment, energy_dice, lendable, types_matched
from games.engine.flow.shared import remembered
from games.engine.model.errors import IllegalAction
from games.engine.model.events import Paid
from games.engine.model.state import GameState


def payment(state: GameState, player: int, cost: int, energy_types: Sequence[str] = ()) -> Payment:
    """How `player` may pay `cost` now: their energy dice, what each may give, and virtual
    energy."""
    return Payment(
        cost,
        tuple(energy_types),
        remembered(state, ("sources", player), lambda: _sources(state, player)),
        state.players[player].virtual_energy,
    )


def without_wild(description: Payment) -> Payment:
    """The same payment with no Wild symbol spent (a card its dice may not be bought with
    Wild energy, abilities/wild_bars.py): each die's ways to pay without one."""
    sources = []
    for source in description.sources:
        spendable = tuple(s for s in source.spendable if description.wild not in s)
        if spendable:
            sources.append(replace(source, spendable=spendable))
    return replace(description, sources=tuple(sources))


def _sources(state: GameState, player: int) -> tuple[EnergySource, ...]:
    """The player's energy dice and what each may give (the same for every cost: worked out
    once per state inside `flow.shared.sharing`), then an opponent's they may borrow."""
    sources = []
    mine = energy_dice(state, player)
    for die in [*sorted(mine, key=lambda d: d.id), *lendable(state, player)]:
        shows = state.cards[die.card].faces[die.face].symbols  # type: ignore[index,union-attr]
        sources.append(EnergySource(die.id, tuple(shows), _spendable(state, player, die.id, shows)))
    return tuple(sources)


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
    spent = symbols_spent(description.sources, paid)
    return spent is not None and (
        len(spent) + virtual == description.cost and types_matched(spent, description.energy_types)
    )


def symbols_spent(sources: Sequence[EnergySource], paid: Paid) -> list[str] | None:
    """The symbols `paid` spends, or None unless it names each die of `sources` at most once
    with a set of symbols that die may give."""
    by_die = {s.die: s for s in sources}
    seen: set[str] = set()
    spent: list[str] = []
    for die_id, symbols in paid:
        source = by_die.get(die_id)
        if source is None or die_id in seen:
            return None
        seen.add(die_id)
        if not any(Counter(symbols) == Counter(option) for option in source.spendable):
            return None
        spent.extend(symbols)
    return spent


def search_payments(
    sources: Sequence[EnergySource],
    most: int,
    done: Callable[[int, tuple[str, ...]], bool],
    key: Callable[[int, int, tuple[str, ...]], Hashable],
) -> tuple[Paid, int] | None:
    """The first payment from `sources` (each die spent at most once, as one of its
    spendable sets) of at most `most` symbols that `done(count, spent)` accepts, with its
    count: an exact depth-first search that remembers the `key`s of the positions that
    found nothing (the ways to reach a position differ; what can follow it does not)."""
    failed: set[Hashable] = set()

    def search(i: int, count: int, paid: Paid, spent: tuple[str, ...]):  # type: ignore[no-untyped-def]
        if count > most:
            return None
        if i == len(sources):
            return (paid, count) if done(count, spent) else None
        position = key(i, count, spent)
        if position in failed:
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
            failed.add(position)
        return found

    return search(0, 0, (), ())


def witness(description: Payment) -> tuple[Paid, int] | None:
    """One payment that fits the description, or None when none does (an exact search, not
    the bots' greedy `find_payment`)."""
    cost, types = description.cost, description.energy_types
    low = cost - description.virtual
    found = search_payments(
        description.sources,
        cost,
        lambda count, spent: low <= count and types_matched(spent, types),
        lambda i, count, spent: (
            i,
            count,
            frozenset(t for t in types if t in spent),
            min(spent.count(description.wild), len(types)),
        ),
    )
    return None if found is None else (found[0], cost - found[1])
