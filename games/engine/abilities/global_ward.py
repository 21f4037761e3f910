"""Dice an opponent's Globals cannot affect: a static ability "your characters in the field
cannot be affected by global abilities used by your opponent" (`unaffected_by_opposing_globals`,
DM-14.3: while its card is active for its player, DM-18.1). Such a Global can neither
target those dice (they are no valid target: abilities/resolution.py `target_choices`,
so a Global with no other target cannot be used, DM-13.4) nor affect them when it names
dice without targeting (DM-13.3: "all opposing character dice" passes them over). Its
effects on other dice and on players happen as usual (docs/rulings.md "Dice an opponent's
Globals cannot affect"). `unwarded` also leaves out the dice no action die may affect
(abilities/action_ward.py)."""

from __future__ import annotations

from games.engine.abilities.action_ward import action_warded
from games.engine.abilities.targets import static_holds
from games.engine.model.cards import CardPool
from games.engine.model.state import FIELD_ZONES, GameState, Trigger

WARD = "unaffected_by_opposing_globals"


def warded(state: GameState, target: str, trigger: Trigger) -> bool:
    """Is `target` a character die in a Field Zone that the Global `trigger` may not affect?"""
    if trigger.kind != "global":
        return False
    cards = state.cards
    if isinstance(cards, CardPool) and WARD not in cards.static_ops:
        return False
    die = state.dice.get(target)
    if die is None or die.owner is None or die.owner == trigger.controller:
        return False
    if die.zone not in FIELD_ZONES or not state.is_character(die):
        return False
    return any(
        effect.op == WARD and static_holds(state, card, ability, die.owner, target)
        for card in cards.values()
        for ability in card.statics
        for effect in ability.effects
    )


def unwarded(state: GameState, targets: list[str], trigger: Trigger) -> list[str]:
    """`targets` less the dice the Global (or action die, abilities/action_ward.py) `trigger`
    may not affect."""
    if trigger.kind == "action" and state.lasting:
        return [t for t in targets if not action_warded(state, t, trigger)]
    if trigger.kind != "global":
        return targets
    return [t for t in targets if not warded(state, t, trigger)]
