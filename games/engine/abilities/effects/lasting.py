"""Persistent effects on a die (DM-14.2): "can't be blocked", "can't attack", "can't block",
"must attack", "must block". Each is an `EffectStarted` kept in `GameState.lasting` until
Cleanup "even if it didn't take place" (duration "turn"), or until the start of its
controller's next turn (duration "next_turn"); it also ends if its die is KO'd or rerolled
to energy.
abilities/permissions.py reads them by name for the flow, the legal actions and the bots.
"""

from __future__ import annotations

from games.engine.abilities.active import is_active
from games.engine.abilities.effects.base import Apply, Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import FIELD_ZONES, GameState, Trigger

UNTIL = {"turn": "end_of_turn", "next_turn": "next_turn"}  # EffectSpec.duration -> until
NAMES = ("cant_be_blocked", "cant_attack", "cant_block", "must_attack", "must_block")
# "until this die leaves the Field Zone" / "while this die is in the Field Zone": until
# "while:<die>" (duration "while_in_field"), ended by `ending` once that die is not there
WHILE = "while:"
# "while <this card> is active" (duration "while_active"): until its card is not active for
# the effect's controller (DM-18.1), ended by `ending`
ACTIVE = "while_active"


def until(effect: EffectSpec, trigger: Trigger | None = None) -> str:
    if effect.duration == "while_in_field" and trigger is not None and trigger.source_die:
        return WHILE + trigger.source_die
    if effect.duration in (ACTIVE, "until_used"):  # ended by its card, or once used
        return effect.duration
    return UNTIL.get(effect.duration, "end_of_turn")


def ending(state: GameState) -> list[ev.Event]:
    """Persistent effects that last while their die is in the Field Zone, whose die is no
    longer there (it left, was KO'd, or is gone): they end now (DM-14.2: an effect states
    its duration)."""
    found: list[ev.Event] = []
    for x in state.lasting:
        if x.until == ACTIVE and not is_active(state, x.controller, x.source):
            found.append(ev.EffectEnded(x.effect, x.target, x.source))
        elif x.until.startswith(WHILE):
            die = state.dice.get(x.until[len(WHILE) :])
            if die is None or die.zone not in FIELD_ZONES:
                found.append(ev.EffectEnded(x.effect, x.target, x.source))
    return found


def start(
    b: Batch, name: str, effect: EffectSpec, trigger: Trigger, targets: list[str], amount: int = 0
) -> None:
    """One persistent effect `name` on each target still in the game (DM-13.4)."""
    for target in targets:
        if target in b.state.dice or target.startswith("player:"):
            b.emit(
                ev.EffectStarted(
                    name, target, trigger.card, trigger.controller, until(effect, trigger), amount
                )
            )


def _lasting(effect_name: str) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        start(b, effect_name, effect, trigger, [t for t in targets if t in b.state.dice])

    return apply


EFFECTS = {name: Effect(_lasting(name)) for name in NAMES}
