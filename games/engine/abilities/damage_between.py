"""Which damage a damage-changing static names, said from either side (DM-14.3, DM-19.1):
the taker's ("<self> takes 2 less damage from action dice", "... half damage from @fist
characters", "... no more than 1 damage from action dice": its `by_filters` name the
source) and the dealer's ("<self> deals double damage to @mask character dice": its
`by_filters` name the damaged die).

Besides target filters (on the other die; `level_vs` against this one, abilities/
blocking.py) and the damage's kind (`dealt_as`: `combat`, `sources`, `opposing`,
abilities/damage_sources.py), `engaged` (True) asks that the two dice be engaged with each
other as the damage is dealt (000 glossary "Engaged"; abilities/relative.py): "from
characters ... that it is engaged with"; with the filter `blocker` it is "the dice that
block it". Damage from no die (an action die's, a Global's) passes no die filter and no
`engaged`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.engine.abilities.blocking import compares
from games.engine.abilities.damage_sources import Dealer, dealt_by_opponent, of_sources
from games.engine.abilities.relative import engaged_with
from games.engine.model.state import GameState

ENGAGED = "engaged"  # a by_filters name no target filter has (the loader knows it)


def dealt_as(
    state: GameState,
    wanted: dict[str, Any],
    source: str,
    victim: int | None,
    combat: bool,
    by: Dealer | None,
) -> bool:
    """The damage's kind the filters say (taken out of `wanted`): combat or not, the kinds
    of ability that dealt it, whether an opponent of `victim` dealt it."""
    if "combat" in wanted and bool(wanted.pop("combat")) != combat:
        return False
    if "sources" in wanted and not of_sources(wanted.pop("sources"), by, combat):
        return False
    return not wanted.pop("opposing", False) or dealt_by_opponent(state, by, source, victim)


def from_source(
    state: GameState,
    by_filters: Iterable[tuple[str, Any]],
    source: str,
    target: str,
    combat: bool,
    by: Dealer | None,
) -> bool:
    """The taker's side: is damage from `source` to the die `target` from what the filters
    name?"""
    return _named(state, by_filters, source, target, combat, by, on_source=True)


def to_taker(
    state: GameState,
    by_filters: Iterable[tuple[str, Any]],
    source: str,
    target: str,
    combat: bool,
    by: Dealer | None,
) -> bool:
    """The dealer's side: is the die `target` one the filters name, the damage of the kind
    they say? (Damage to a player is not to a die: no.)"""
    return _named(state, by_filters, source, target, combat, by, on_source=False)


def _named(
    state: GameState,
    by_filters: Iterable[tuple[str, Any]],
    source: str,
    target: str,
    combat: bool,
    by: Dealer | None,
    on_source: bool,
) -> bool:
    """Both sides' test: the damage's kind, then `engaged` and the die filters, which name
    the source die (`on_source`) or the damaged die; a filter on dice needs a character die
    dealing it."""
    wanted = dict(by_filters)
    taker = state.dice.get(target)
    if taker is None or not dealt_as(state, wanted, source, taker.owner, combat, by):
        return False
    engaged = wanted.pop(ENGAGED, False)
    if not wanted and not engaged:
        return True
    giver = state.dice.get(source)
    if giver is None or not state.is_character(giver):
        return False
    if engaged and target not in engaged_with(state, source):
        return False
    filtered, other = (giver, taker) if on_source else (taker, giver)
    return compares(state, filtered, other, tuple(wanted.items()))
