"""What dealt a damage, for the statics that prevent damage of some sources only (DM-19.1,
DM-14.3; abilities/immunity.py `no_damage_from`): "prevent damage from Range dealt to
<self>", "... to you from opposing 'when fielded' abilities", "... to your Sidekick dice by
character abilities or Global Abilities", "... from your opponent's @bolt character dice".

Ability damage (DM-16) is dealt by an ability being resolved (abilities/effects/damage.py):
its `Dealer` names the kinds of ability it is and the player who controls it. The kinds
(`by_filters` "sources", space separated; any one of them matches):
- `global`, `action`, `character`: a Global's, an action die's, a character card's ability
  (targetability.py `source_kind`, the words untargetable statics use as well);
- `range`: the Range keyword's damage (keywords/range.py: its ability's origin);
- `when_fielded`: a printed "when fielded" ability (a keyword's own is none, DM-18.4).
Combat damage (DM-9.11) is of no such kind: a "sources" filter never names it.

`opposing` (True): damage whose dealer is an opponent of the damaged die's controller (or of
the damaged player): the controller of the ability, or of the die dealing combat damage."""

from __future__ import annotations

from dataclasses import dataclass

from games.engine.abilities.targetability import source_kind
from games.engine.model.state import GameState, Trigger

# the kinds a `no_damage_from` static's "sources" may name (the loader checks them)
DAMAGE_SOURCES = frozenset({"global", "action", "character", "range", "when_fielded"})
RANGE_ORIGIN = "keyword:range"


@dataclass(frozen=True, slots=True)
class Dealer:
    """The ability dealing a damage: its kinds and the player who controls it."""

    kinds: frozenset[str]
    player: int


def dealer_of(state: GameState, trigger: Trigger) -> Dealer:
    """The kinds of the ability `trigger` resolves, and its controller."""
    kinds = {source_kind(state, trigger)} - {""}
    if trigger.kind == "ability":
        ability = state.cards[trigger.card].abilities[trigger.ability]
        if ability.origin == RANGE_ORIGIN:
            kinds.add("range")
        if ability.trigger == "when_fielded" and not ability.origin:
            kinds.add("when_fielded")
    return Dealer(frozenset(kinds), trigger.controller)


def of_sources(wanted: object, by: Dealer | None, combat: bool) -> bool:
    """Is the damage of one of the kinds `wanted` names? (Combat damage never is.)"""
    if combat or by is None:
        return False
    return not by.kinds.isdisjoint(str(wanted).split())


def dealt_by_opponent(state: GameState, by: Dealer | None, source: str, victim: int | None) -> bool:
    """Does an opponent of `victim` (the damaged die's controller, or the damaged player)
    deal it: the ability's controller, or else the owner of the source die?"""
    if victim is None:
        return False
    if by is not None:
        player: int | None = by.player
    else:
        die = state.dice.get(source)
        player = die.owner if die is not None else None
    return player is not None and player in state.opponents(victim)
