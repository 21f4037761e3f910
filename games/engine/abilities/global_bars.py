"""Bars on using Globals (DM-8.16 to DM-8.19; DM-12.1: "you can't" beats "you can"), read where
a Global is used (flow/main_step.py, flow/reactive.py), so a barred Global is refused and,
since the choices and legal actions ask `decide`, never offered:

- `cant_use_globals`: "players may not activate Global Abilities (until end of turn)", "they
  may not use Global Abilities": a static on the players it names while its card is active,
  or a persistent effect on a player (DM-14.2, effects/global_bars.py);
- `one_global_each_turn`: "each player may only use 1 Global Ability each turn": a player
  reached who used a Global this turn (`GameState.globals_used`) may use no other;
- `only_active_character_globals`: "players can only use the Global Abilities of active
  characters": a Global of a card with no die in a Field Zone (a Basic Action Card's too:
  it is no character, DM-1.6) may not be used;
- `no_own_character_globals`: "players cannot use the Global Abilities on character cards
  on their team": a player may not use the Globals of their own team's character cards
  (an opponent's cards and the Basic Action Cards stay usable);
- a card whose text is ignored, Globals included (`no_card_text`, abilities/textless.py).
Statics reach players as the Global taxes do (abilities/player_statics.py: "opponent" or
"all_players", while the card is active for its controller, DM-18.1)."""

from __future__ import annotations

from games.engine.abilities.active import is_active
from games.engine.abilities.player_statics import statics_on
from games.engine.abilities.textless import globals_ignored
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

CANT = "cant_use_globals"
ONE_EACH_TURN = "one_global_each_turn"
ACTIVE_ONLY = "only_active_character_globals"
NOT_OWN = "no_own_character_globals"
STATICS = (CANT, ONE_EACH_TURN, ACTIVE_ONLY, NOT_OWN)
OPS = frozenset(STATICS)


def barred(state: GameState, player: int, card_id: str) -> str:
    """Why `player` may not use a Global of `card_id` now, or "" when nothing bars it."""
    cards = state.cards
    statics = OPS if not isinstance(cards, CardPool) else OPS & cards.static_ops
    if not statics and not state.lasting:
        return ""
    target = f"player:{player}"
    if any(x.effect == CANT and x.target == target for x in state.lasting):
        return "no Global may be used this turn"
    if globals_ignored(state, card_id):
        return "this card's text is ignored this turn"
    for op in STATICS:
        if op in statics and next(statics_on(state, player, op), None) is not None:
            why = _why(state, player, card_id, op)
            if why:
                return why
    return ""


def _why(state: GameState, player: int, card_id: str, op: str) -> str:
    """The bar a static `op` reaching `player` puts on a Global of `card_id`, or ""."""
    card = state.cards[card_id]
    if op == CANT:
        return "no Global may be used while this holds"
    if op == ONE_EACH_TURN:
        used = any(seat == player for seat, _, _ in state.globals_used)
        return "one Global each turn: used already" if used else ""
    if op == ACTIVE_ONLY:
        active = card.kind == "character" and any(
            is_active(state, seat, card_id) for seat in range(state.seats)
        )
        return "" if active else "only the Globals of active characters may be used"
    own = card.kind == "character" and card_id in state.players[player].team
    return "the Globals of your own team's characters may not be used" if own else ""
