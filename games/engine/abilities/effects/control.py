"""take_control (DM-23.2): "When an ability ... allows you to take control of an opposing die,
it becomes yours for game purposes. Move it into your Field Zone ... The controlled die will
still reference your opponent's card, as if you had a "virtual" copy of that card on your
team ... If the controlled die enters an "unrolled" state (your Prep Area, Used Pile, etc.)
then it immediately goes to your opponent's Prep Area. Otherwise, if it is still in the Field
Zone when your control ends (at the end of the turn or when the controlling character die
leaves the Field Zone), return the controlled die to your opponent in whatever area you took
it from." (000:L691)

The targets (opposing character dice in the Field Zone, as the card's target kind says) move
into the controller's Field Zone on their face, with their damage and effects (they never
left a Field Zone), and are the controller's (`Die.owner`) until control ends; their card is
still the owner's, so it is active for the controller and its dice's abilities trigger for
them (the "virtual" copy). The controlling die is the ability's character die, as for
capture (effects/capture.py: none for an action die or a Global), and control lasts as long
as a capture would (`duration`: "turn", "next_turn", "while_in_field"; `by_card`: held by
no die, effects/capture.py). `ending` says which
controls end now; the flow emits it before anything else happens (flow/turn.py).
"""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.capture import ends_now, how_long, taking_die
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.evolve_takeover import CONTROLLED
from games.engine.model.state import (
    FIELD_ZONES,
    ROLLED_ZONES,
    GameState,
    Lasting,
    Step,
    Trigger,
    Zone,
)


def owner_of(state: GameState, die_id: str) -> int | None:
    """Who owns a die: its controller unless it is under an opponent's control."""
    for x in state.lasting:
        if x.effect == CONTROLLED and x.target == die_id:
            return x.amount
    return state.dice[die_id].owner


def _control(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    state = b.state
    by = taking_die(state, trigger, effect)
    if by is None:
        return  # the controlling die left the Field Zone (DM-13.4)
    dice = tuple(
        t
        for t in targets
        if t in state.dice and t != by and state.is_character(state.dice[t])
        and state.dice[t].owner not in (None, trigger.controller)
    )  # fmt: skip
    if dice:
        until = how_long(effect, by)
        b.emit(ev.ControlTaken(trigger.controller, dice, by, trigger.card, until=until))


def _ends(state: GameState, x: Lasting, cleanup: bool) -> ev.ControlEnded | None:
    die = state.dice[x.target]
    if die.zone is Zone.CAPTURED:
        return None  # captured while controlled: the capture ends first (capture.py)
    if die.zone is Zone.GONE:
        return ev.ControlEnded(x.target, x.amount, Zone.GONE.value, "unrolled")
    if die.zone not in ROLLED_ZONES:  # "it immediately goes to your opponent's Prep Area"
        return ev.ControlEnded(x.target, x.amount, Zone.PREP.value, "unrolled")
    # back where it was taken from if it is still in the Field Zone; else (rerolled to energy
    # into the Reserve Pool, set aside) the same place on its owner's side (docs/rulings.md)
    to = x.to if die.zone in FIELD_ZONES else die.zone.value
    why = ends_now(state, x, cleanup)
    if why:
        return ev.ControlEnded(x.target, x.amount, to, "controller_left" if why == "left" else why)
    return None


def ending(state: GameState) -> list[ev.Event]:
    """The controls that end now (module doc)."""
    cleanup = state.step is Step.CLEANUP and not state.cleaned
    found = (_ends(state, x, cleanup) for x in state.lasting if x.effect == CONTROLLED)
    return [e for e in found if e is not None]


EFFECTS = {"take_control": Effect(_control)}
