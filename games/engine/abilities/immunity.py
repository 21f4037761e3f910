"""Damage a card's static ability says its dice never take (DM-14.3 while the ability
holds; DM-19.1: prevented damage is not dealt): "<self> takes no damage from @mask
characters", "<self> can't be damaged by Villain character dice in combat", "prevent all
non-combat damage to <self>"; of other dice ("... to your other character dice": whose
the static says, as any static names dice) and of its player ("... dealt to you": `you`).
Read at the one door of damage (abilities/damage.py
`deal_damage`); the effect (data): effects/immunity.py `no_damage_from`.

Its `by_filters` say which damage: target filters on the source die (a character die:
damage from an action die or a Global passes no die filter), `level_vs` (the source's
level against the damaged die's, abilities/blocking.py), `combat` (True: combat damage
only; False: ability damage only, DM-16 glossary "Ability Damage"), `sources` (the kinds of
ability that dealt it) and `opposing` (dealt by an opponent of the damaged die's controller,
or of the damaged player): abilities/damage_sources.py."""

from __future__ import annotations

from games.engine.abilities.damage_between import dealt_as, from_source
from games.engine.abilities.damage_sources import Dealer
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.targets import static_holds, static_reaches
from games.engine.model.cards import CardPool, EffectSpec
from games.engine.model.state import GameState

NO_DAMAGE = "no_damage_from"


def immune(
    state: GameState, target: str, source: str, combat: bool, by: Dealer | None = None
) -> bool:
    """Does a static ability that holds stop this damage to the die `target`? (`by`: the
    ability dealing it, for ability damage.)"""
    cards = state.cards
    if isinstance(cards, CardPool) and NO_DAMAGE not in cards.static_ops:
        return False
    if target.startswith("player:"):
        return _player_immune(state, int(target[7:]), source, combat, by)
    die = state.dice.get(target)
    if die is None:
        return False
    return any(
        effect.op == NO_DAMAGE
        and from_source(state, effect.by_filters, source, target, combat, by)
        and static_reaches(state, card, ability, effect, die, target)
        for card in cards.values()
        for ability in card.statics
        for effect in ability.effects
    )


def _player_immune(
    state: GameState, seat: int, source: str, combat: bool, by: Dealer | None
) -> bool:
    """ "While <this> is active, prevent all non-combat damage dealt to you", "... opposing
    Sidekicks deal you no combat damage": a static naming "you" (its card's player, while it
    holds for them, DM-18.1) stops that damage to them: combat or not, and from a source die
    passing its `by_filters` (a die filter: damage from no die, an action die's or a
    Global's, is not from such a die). No other die is asked: a player has no level to
    compare, and the loader refuses `filters` and `level_vs` here (they would go unread)."""
    return any(
        effect.op == NO_DAMAGE
        and effect.target == "you"
        and player_damage_named(state, effect, seat, source, combat, by)
        and static_holds(state, card, ability, seat)
        for card in state.cards.values()
        for ability in card.statics
        for effect in ability.effects
    )


def player_damage_named(
    state: GameState, effect: EffectSpec, seat: int, source: str, combat: bool, by: Dealer | None
) -> bool:
    """Is damage from `source` to the player `seat` the damage the effect names?"""
    wanted = dict(effect.by_filters)
    if not dealt_as(state, wanted, source, seat, combat, by):
        return False
    if not wanted:
        return True
    giver = state.dice.get(source)
    if giver is None or not state.is_character(giver):
        return False
    return all(FILTERS[name](state, giver, value) for name, value in wanted.items())


# the damage's kind (damage_between.py `dealt_as`)
_KINDS = frozenset({"combat", "sources", "opposing"})


# the statics whose `by_filters` say which damage (here, and abilities/damage_taken.py)
DAMAGE_NAMING = frozenset({NO_DAMAGE, "reduce_damage_taken", "cap_damage_taken"})  # (on you)


def unread_on_player(effect: EffectSpec) -> str:
    """Why the loader refuses a `no_damage_from` (or a reduction or cap of damage taken) on
    a player ("" when it may): filters on the damaged die, or a level compared with it,
    which a player has not."""
    if effect.op not in DAMAGE_NAMING or effect.target != "you":
        return ""
    if effect.filters or effect.per_filters:
        return "filters name a damaged die; a player is none (say the source in by_filters)"
    if any(name not in FILTERS and name not in _KINDS for name, _ in effect.by_filters):
        return "only die filters and the damage's kind say which damage a player takes"
    return ""


# A die that deals no damage (persistent on it, effects/silence.py, or a static's): none at
# all, or none in combat (DM-9.7): nothing is dealt from it, so nothing triggers (DM-19.1).
SILENT, SILENT_IN_COMBAT = "deals_no_damage", "deals_no_combat_damage"


def silenced(state: GameState, source: str, combat: bool) -> bool:
    """Does the die `source` deal no damage now (no combat damage, for `combat`): a
    persistent effect on it, or a static ability that holds and reaches it ("While <this>
    is active, Sidekicks deal no combat damage", DM-14.3)?"""
    if state.lasting and any(  # (no generator for a state with no persistent effect)
        x.target == source and (x.effect == SILENT or (combat and x.effect == SILENT_IN_COMBAT))
        for x in state.lasting
    ):
        return True
    ops = (SILENT, SILENT_IN_COMBAT) if combat else (SILENT,)
    cards = state.cards
    if isinstance(cards, CardPool) and cards.static_ops.isdisjoint(ops):
        return False
    die = state.dice.get(source)
    if die is None:
        return False
    return any(
        effect.op in ops and static_reaches(state, card, ability, effect, die, source)
        for card in cards.values()
        for ability in card.statics
        for effect in ability.effects
    )
