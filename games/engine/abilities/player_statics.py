"""The static effects of one op that reach a player from the cards in play: "your opponents
pay 1 more to use each Global Ability", "your opponent must pay 2 life to ...". A static on
"opponent" reaches its controller's opponents, one on "all_players" every player (DM-18.1),
while its card is active for that controller or its text is lent to them (DM-23.2/23.3) and
its conditions hold (DM-14.3). One place for the rule, so each tax reads it the same way."""

from __future__ import annotations

from collections.abc import Iterator

from games.engine.abilities.active import is_active
from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.texts import borrowing, lent
from games.engine.model.cards import Ability, CardDef, CardPool, EffectSpec
from games.engine.model.state import GameState


def holds_for(state: GameState, controller: int, source: CardDef, ability: Ability) -> bool:
    """The card is the controller's and active, or the card its ability names is ("while
    <another card> is active", DM-18.1; a Basic Action Card is everyone's: its Continuous
    die in their Field Zone), or its text is lent to them (and the named card is active)."""
    named = source.id if ability.while_active in ("", "self") else ability.while_active
    ours = source.id in state.players[controller].team or source.kind == "basic_action"
    if ours:
        return is_active(state, controller, named)
    if not borrowing(state) or source.id not in lent(state, controller):
        return False
    return named == source.id or is_active(state, controller, named)


def statics_on(state: GameState, player: int, op: str, mine: bool = False) -> Iterator[EffectSpec]:
    """Each static effect of `op` reaching `player` now, once per card ability and effect;
    `mine`: a static on "you" reaches its controller too ("any combat damage to you ...")."""
    cards = state.cards
    if isinstance(cards, CardPool) and op not in cards.static_ops:
        return
    for source in cards.values():
        for ability in source.statics:
            for effect in ability.effects:
                if effect.op != op:
                    continue
                seats = range(state.seats) if effect.target == "all_players" else ()
                seats = state.opponents(player) if effect.target == "opponent" else seats
                seats = (player,) if mine and effect.target == "you" else seats
                for controller in seats:
                    ctx = Context(state, controller, source.id, "")
                    if (
                        holds_for(state, controller, source, ability)
                        and holds(ctx, ability.condition)
                        and holds(ctx, effect.condition)
                    ):
                        yield effect
                        break
