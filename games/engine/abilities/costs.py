"""What a die costs to purchase and to field now: the printed cost less reductions
(DM-8.7: "never below 1, or the number of different energy types, if more than one"; a
fielding cost may be 0, DM-8.10).

Reductions are the effects `reduce_cost` (purchase) and `reduce_field_cost` (fielding):
- in a static ability of a card of the player's team: on "this_card" it works whether or
  not the card is active (DM-8.9: a character reducing its own cost); on other dice kinds
  (filtered: "your Villain dice cost 1 less") while the card is active (DM-18.1); and for
  a player who has another player's card's text through a die they control or a copy
  (abilities/texts.py, DM-23.2/23.3), on other dice kinds while they have it;
- as a persistent effect on a player (`Lasting` on "player:N", duration "turn" or
  "next_turn", DM-14.2): every die that player purchases or fields costs that much less.
Nothing is worked out unless a card of the game has such an effect (the loader marks it).
"""

from __future__ import annotations

from games.engine.abilities.active import is_active
from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.targets import FILTERS, TARGETS
from games.engine.abilities.texts import borrowing, lent
from games.engine.model.cards import CardDef, EffectSpec
from games.engine.model.state import Die, GameState

PURCHASE, FIELDING = "reduce_cost", "reduce_field_cost"


def purchase_cost(state: GameState, player: int, card: CardDef, die: Die | None) -> int:
    """The cost for `player` to purchase `die` (a supply die of `card`) now (DM-8.7)."""
    reduction = _reduction(state, player, PURCHASE, card, die)
    if not reduction:
        return card.cost
    floor = max(1, len(card.energy_types))
    return min(card.cost, max(floor, card.cost - reduction))


def field_cost(state: GameState, player: int, die: Die, printed: int) -> int:
    """The fielding cost of `die` (its face's `printed` cost) for `player` now (DM-8.10)."""
    reduction = _reduction(state, player, FIELDING, state.cards[die.card], die)
    return max(0, printed - reduction)


def _reduction(state: GameState, player: int, op: str, card: CardDef, die: Die | None) -> int:
    total = 0
    if state.lasting:
        target = f"player:{player}"
        total += sum(x.amount for x in state.lasting if x.effect == op and x.target == target)
    for source in state.cards.values():
        for ability in source.statics:
            for effect in ability.effects:
                if effect.op != op or not _applies(state, player, source, effect, card, die):
                    continue
                if ability.condition is None or holds(  # "as long as ..." (DM-14.3)
                    Context(state, player, source.id, die.id if die else ""), ability.condition
                ):
                    total += effect.amount
    return total


def _applies(
    state: GameState,
    player: int,
    source: CardDef,
    effect: EffectSpec,
    card: CardDef,
    die: Die | None,
) -> bool:
    ours = source.id in state.players[player].team or source.kind == "basic_action"
    # another player's card whose text a die of `player` has (a controlled die's card, a
    # copy, DM-23.2/23.3: abilities/texts.py) reduces their other dice's costs while it lasts
    lent_now = not ours and borrowing(state) and source.id in lent(state, player)
    if not ours and not lent_now:
        return False
    if effect.target == "this_card":
        return ours and card.id == source.id  # DM-8.9: its own cost, active or not
    kind = TARGETS[effect.target]
    if kind.what != "die" or kind.chosen or kind.owner == "opposing":
        return False
    if not lent_now and not is_active(state, player, source.id):
        return False
    return die is not None and all(FILTERS[n](state, die, v) for n, v in effect.filters)
