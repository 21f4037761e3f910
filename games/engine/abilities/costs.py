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
`increase_cost` and `increase_field_cost` count the other way ("opposing character dice
cost 1 more to field": a static on an opposing dice kind, for its controller's opponents;
"your opponent's purchases cost 1 more this turn": persistent on the opponent).
"""

from __future__ import annotations

from games.engine.abilities.active import is_active
from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.targets import FILTERS, TARGETS
from games.engine.abilities.texts import borrowing, lent
from games.engine.model.cards import CardDef, EffectSpec
from games.engine.model.state import Die, GameState

PURCHASE, FIELDING = "reduce_cost", "reduce_field_cost"
# "... cost 1 more": the same, the other way (an opponent's dice, a lock on a player)
MORE = {PURCHASE: "increase_cost", FIELDING: "increase_field_cost"}


def purchase_cost(state: GameState, player: int, card: CardDef, die: Die | None) -> int:
    """The cost for `player` to purchase `die` (a supply die of `card`) now (DM-8.7)."""
    change = _reduction(state, player, PURCHASE, card, die)
    if not change:
        return card.cost
    if change < 0:  # costs more (the floor of DM-8.7 bounds reductions only)
        return card.cost - change
    floor = max(1, len(card.energy_types))
    return min(card.cost, max(floor, card.cost - change))


def field_cost(state: GameState, player: int, die: Die, printed: int) -> int:
    """The fielding cost of `die` (its face's `printed` cost) for `player` now (DM-8.10)."""
    change = _reduction(state, player, FIELDING, state.cards[die.card], die)
    return max(0, printed - change)


def _reduction(state: GameState, player: int, op: str, card: CardDef, die: Die | None) -> int:
    """Reductions less increases: persistent ones on the player, static ones of cards in
    play for whom they hold."""
    total = 0
    more = MORE[op]
    if state.lasting:
        target = f"player:{player}"
        for x in state.lasting:
            if x.target == target:
                total += x.amount if x.effect == op else -x.amount if x.effect == more else 0
    for source in state.cards.values():
        for ability in source.statics:
            for effect in ability.effects:
                if effect.op != op and effect.op != more:
                    continue
                for controller in _controllers(state, player, source, effect, card, die):
                    if ability.condition is None or holds(  # "as long as ..." (DM-14.3)
                        Context(state, controller, source.id, die.id if die else ""),
                        ability.condition,
                    ):
                        total += effect.amount if effect.op == op else -effect.amount
                        break
    return total


def _controllers(
    state: GameState,
    player: int,
    source: CardDef,
    effect: EffectSpec,
    card: CardDef,
    die: Die | None,
) -> tuple[int, ...]:
    """The players for whom `source`'s static cost change reaches `player`'s die: `player`
    for their own card ("this_card": its own cost, active or not, DM-8.9; "your ... dice":
    while it is active, DM-18.1); an opponent whose active card says "opposing ... dice";
    a player who has another player's card's text through a die they control or a copy
    (abilities/texts.py, DM-23.2/23.3), on their other dice while they have it."""
    if effect.target == "this_card":
        ours = source.id in state.players[player].team or source.kind == "basic_action"
        return (player,) if ours and card.id == source.id else ()
    kind = TARGETS[effect.target]
    if kind.what != "die" or kind.chosen or die is None:
        return ()
    if not all(FILTERS[n](state, die, v) for n, v in effect.filters):
        return ()
    seats = {"yours": (player,), "opposing": state.opponents(player)}.get(
        kind.owner, tuple(range(state.seats))
    )
    return tuple(c for c in seats if _holds_for(state, c, source))


def _holds_for(state: GameState, controller: int, source: CardDef) -> bool:
    ours = source.id in state.players[controller].team or source.kind == "basic_action"
    if ours and is_active(state, controller, source.id):
        return True
    return not ours and borrowing(state) and source.id in lent(state, controller)
