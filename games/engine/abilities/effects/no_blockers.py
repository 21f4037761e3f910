"""A player who may not declare blockers ("target opponent may not declare blockers this
turn"; docs/rulings.md "No blockers"): a persistent effect on the player (DM-14.2), or a
static reaching them while it holds (DM-14.3). It bars every die that player controls from
blocking, a die they field later in the turn too: the bar is on the player's declaration
(DM-9.4), not on the dice there when it began. abilities/permissions.py asks `barred` for each
would-be blocker."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.abilities.player_statics import statics_on
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CardPool, EffectSpec
from games.engine.model.state import GameState, Trigger

OP = "cant_declare_blockers"


def _bar(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """One persistent bar per player named, for as long as the effect says."""
    for player in sorted({t for t in targets if t.startswith("player:")}):
        b.emit(
            ev.EffectStarted(OP, player, trigger.card, trigger.controller, until(effect, trigger))
        )


def barred(state: GameState, blocker: str) -> bool:
    """Is the player who controls `blocker` (the seat whose zone holds it) barred from
    declaring blockers now?"""
    cards = state.cards
    static = not (isinstance(cards, CardPool) and OP not in cards.static_ops)
    if not state.lasting and not static:
        return False
    die = state.dice.get(blocker)
    if die is None:
        return False
    seat = next(
        (s for s in range(state.seats) if blocker in state.zones.get((s, die.zone), ())), None
    )
    if seat is None:
        return False
    name = f"player:{seat}"
    for x in state.lasting:  # (a loop: no generator at every die asked)
        if x.effect == OP and x.target == name:
            return True
    return static and next(iter(statics_on(state, seat, OP)), None) is not None


EFFECTS = {OP: Effect(_bar)}
