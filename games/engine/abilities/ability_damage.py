"""Damage from characters' abilities made smaller, read at the door of damage
(abilities/damage.py `deal_damage`), after prevention shields and before immunity:

- `reduce_ability_damage` (a static ability's, DM-14.3: while its card is active for its
  controller, DM-18.1): "reduce damage from opposing character's abilities by 1": ability
  damage (not combat damage, DM-9.7; 000 glossary "Ability Damage") from a die of an
  opposing character card, dealt to the static's controller or to a die they own, is
  smaller by the amount (several such statics add up); it may reach 0, and damage reduced
  to 0 is not dealt (DM-19.1);
- `cap_ability_damage` (a persistent effect on a player, DM-14.2, from a Global: "reduce
  the damage you take from a character's ability to 1"): each damage that player takes
  from a character card's ability this turn is at most the amount.

"A character's ability" is an ability of a character card (DM-1.3: "character" means the
card): its damage has a character die as its source (effects/damage.py), never a Global's
or an action die's (docs/rulings.md "Damage from characters' abilities")."""

from __future__ import annotations

from games.engine.abilities.targets import static_holds
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

REDUCE = "reduce_ability_damage"
CAP = "cap_ability_damage"


def _victim(state: GameState, target: str) -> int | None:
    """The player damage to `target` hurts: that player, or the owner of that die."""
    if target.startswith("player:"):
        return int(target[7:])
    die = state.dice.get(target)
    return die.owner if die is not None else None


def _character_source(state: GameState, source: str) -> int | None:
    """The owner of the character die `source`, if it is one (None for a card, an action
    die, a Global)."""
    die = state.dice.get(source)
    if die is None or die.owner is None:
        return None
    return die.owner if state.cards[die.card].kind == "character" else None


def lessened(state: GameState, target: str, source: str, amount: int, combat: bool) -> int:
    """What is left of ability damage `amount` from `source` to `target` under the
    reductions and caps in force."""
    if combat or amount <= 0:
        return amount
    by = _character_source(state, source)
    if by is None:
        return amount
    victim = _victim(state, target)
    if victim is None:
        return amount
    cards = state.cards
    if not isinstance(cards, CardPool) or REDUCE in cards.static_ops:
        for card in cards.values():
            for ability in card.statics:
                for effect in ability.effects:
                    if (
                        effect.op == REDUCE
                        and by != victim
                        and static_holds(state, card, ability, victim)
                    ):
                        amount -= effect.amount
    for x in state.lasting:
        if x.effect == CAP and x.target == target:  # "the damage you take": the player's
            amount = min(amount, x.amount)
    return max(0, amount)
