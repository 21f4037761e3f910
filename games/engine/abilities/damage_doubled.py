"""Damage made double as it is dealt to a character die (DM-16; docs/rulings.md "Damage
doubled"): "double all damage dealt to target opposing character die" to the end of the turn (a
persistent effect on the die, DM-14.2, `Lasting` "double_damage_taken"; it ends at Cleanup
or when the die leaves the Field Zone) and "while <self> is active, double all damage dealt
to (aff) character dice" (a static ability's, DM-14.3, reaching the dice it names).

Read at the door of damage (abilities/damage.py `deal_damage`), once redirection has chosen
the die and before prevention and reduction: the doubling comes first, as the order that
leaves the least damage for the die's player (as a cap before a reduction, "Damage
reduced"). Two doublings make four times. Damage to a player is never doubled here."""

from __future__ import annotations

from games.engine.abilities.targets import static_reaches
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

DOUBLED = "double_damage_taken"


def doubled(state: GameState, target: str, amount: int) -> int:
    """`amount` dealt to `target`, doubled once for each doubling that reaches it now."""
    if amount <= 0 or target.startswith("player:"):
        return amount
    times = sum(1 for x in state.lasting if x.effect == DOUBLED and x.target == target)
    cards = state.cards
    die = state.dice.get(target)
    if die is not None and not (isinstance(cards, CardPool) and DOUBLED not in cards.static_ops):
        for card in cards.values():
            for ability in card.statics:
                for effect in ability.effects:
                    if effect.op == DOUBLED and static_reaches(
                        state, card, ability, effect, die, target
                    ):
                        times += 1
    return amount * 2**times
