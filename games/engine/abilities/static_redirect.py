"""A forced redirection of damage to a card's own die, for as long as the card is active
(a static, DM-14.3, DM-19.2): "While <self> is active, when you would take damage, redirect
that damage to <self>" (op `redirect_to_self`, target `you`), "..., when one of your (aff)
character dice would be dealt damage, instead that damage is dealt to <self>" (target
`all_your_characters` with the card's filters).

Read at the door of damage (abilities/damage.py `deal_damage`) as the damage is about to be
dealt, before prevention (DM-15.4: a redirection happens at once; damage sent away never
reaches the first target, so nothing waiting for it triggers). The source is unchanged
(DM-19.2). The new target is a character die of the card in its controller's Field Zone
(active, DM-18.1), never the die the damage was for; with several, the first by die id (a
judge's ruling: docs/rulings.md "A forced redirection to the card's own die"). Damage a
static has redirected is not redirected by a static again (no loop between two such
cards)."""

from __future__ import annotations

from games.engine.abilities.targetability import static_holds, static_reaches
from games.engine.model.cards import Ability, CardDef, CardPool, EffectSpec
from games.engine.model.state import FIELD_ZONES, GameState

NAME = "redirect_to_self"


def new_target(state: GameState, target: str) -> str:
    """The die of a card whose `redirect_to_self` static reaches `target` (a die id or
    "player:N") that takes the damage instead, or ""."""
    cards = state.cards
    if isinstance(cards, CardPool) and NAME not in cards.static_ops:
        return ""  # no card of this game has such a static: no scan at each damage
    for card in cards.values():
        for ability in card.statics:
            for effect in ability.effects:
                if effect.op != NAME:
                    continue
                controller = _reached(state, card, ability, effect, target)
                if controller is None:
                    continue
                die = _own_die(state, card, controller, target)
                if die:
                    return die
    return ""


def _reached(
    state: GameState, card: CardDef, ability: Ability, effect: EffectSpec, target: str
) -> int | None:
    """The player for whom the static reaches `target` now, or None."""
    if target.startswith("player:"):
        if effect.target != "you":
            return None
        player = int(target[7:])
        return player if static_holds(state, card, ability, player) else None
    if effect.target == "you":
        return None
    die = state.dice.get(target)
    if die is None or die.owner is None or not state.is_character(die):
        return None
    return die.owner if static_reaches(state, card, ability, effect, die, target) else None


def _own_die(state: GameState, card: CardDef, controller: int, target: str) -> str:
    """The first (by id) character die of `card` in `controller`'s Field Zone, not `target`."""
    for die_id in sorted(state.dice):
        die = state.dice[die_id]
        if (
            die_id != target
            and die.card == card.id
            and die.owner == controller
            and die.zone in FIELD_ZONES
            and state.is_character(die)
        ):
            return die_id
    return ""
