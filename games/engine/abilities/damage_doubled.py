"""Damage made double as it is dealt to a character die (DM-16; docs/rulings.md "Damage
doubled"): "double all damage dealt to target opposing character die" to the end of the turn (a
persistent effect on the die, DM-14.2, `Lasting` "double_damage_taken"; it ends at Cleanup
or when the die leaves the Field Zone) and "while <self> is active, double all damage dealt
to (aff) character dice" (a static ability's, DM-14.3, reaching the dice it names); and
from the dealer's side, `double_damage_dealt` (a static ability's, on the dice that deal
it): "<self> deals double damage to @mask character dice", "... to characters that block
him", its `by_filters` naming the damaged die (abilities/damage_between.py `to_taker`).

Read at the door of damage (abilities/damage.py `deal_damage`), once redirection has chosen
the die and before prevention and reduction: the doubling comes first, as the order that
leaves the least damage for the die's player (as a cap before a reduction, "Damage
reduced"). Two doublings make four times. Damage to a player is never doubled here."""

from __future__ import annotations

from games.engine.abilities.damage_between import to_taker
from games.engine.abilities.damage_sources import Dealer
from games.engine.abilities.targets import static_reaches
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

DOUBLED = "double_damage_taken"
DEALT = "double_damage_dealt"
STATIC = frozenset({DOUBLED, DEALT})


def doubled(
    state: GameState,
    target: str,
    amount: int,
    source: str = "",
    combat: bool = False,
    by: Dealer | None = None,
) -> int:
    """`amount` dealt to `target`, doubled once for each doubling that reaches it now (the
    taker's, and the dealer's whose filters name it)."""
    if amount <= 0 or target.startswith("player:"):
        return amount
    times = sum(1 for x in state.lasting if x.effect == DOUBLED and x.target == target)
    cards = state.cards
    die = state.dice.get(target)
    if die is None or (isinstance(cards, CardPool) and cards.static_ops.isdisjoint(STATIC)):
        return amount * 2**times
    giver = state.dice.get(source)
    for card in cards.values():
        for ability in card.statics:
            for effect in ability.effects:
                if effect.op == DOUBLED:
                    times += static_reaches(state, card, ability, effect, die, target)
                elif effect.op == DEALT and giver is not None:
                    times += static_reaches(
                        state, card, ability, effect, giver, source
                    ) and to_taker(state, effect.by_filters, source, target, combat, by)
    return amount * 2**times
