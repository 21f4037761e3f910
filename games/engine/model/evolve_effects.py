"""evolve handlers of the effect primitives' and Reactive Globals' events (effect_events.py),
merged into evolve.APPLY."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from games.engine.model import events as ev
from games.engine.model.changes import Changes, pay, players_with, with_die
from games.engine.model.state import GameState


def _reactive_used(s: GameState, e: ev.ReactiveUsed) -> Changes:
    """Paid like a Global (DM-8.17); it counts for "once per turn" (DM-8.19)."""
    used = (*s.globals_used, (e.player, e.card, e.ability))
    return {**pay(s, e.player, e.paid, e.virtual), "globals_used": used}


def _reaction_declined(s: GameState, e: ev.ReactionDeclined) -> Changes:
    return {"triggers": s.triggers[1:], "trigger_chosen": False}  # the offer at the head


def _damage_prevented(s: GameState, e: ev.DamagePrevented) -> Changes:
    if e.target.startswith("player:"):
        player = int(e.target[7:])
        return {"players": players_with(s, player, life=s.players[player].life + e.amount)}
    die = s.dice[e.target]
    left = die.damage - e.amount
    changes = with_die(s, replace(die, damage=left))
    if left <= 0:  # all of it prevented: nothing waits for this damage any more (DM-19.1)
        changes["triggers"] = tuple(
            t
            for t in s.triggers
            if not (
                t.source_die == e.target
                and t.kind == "ability"
                and s.cards[t.card].abilities[t.ability].trigger == "when_damaged"
            )
        )
    return changes


def _effect_ended(s: GameState, e: ev.EffectEnded) -> Changes:
    lasting = list(s.lasting)
    for index, x in enumerate(lasting):
        if (x.effect, x.target, x.source) == (e.effect, e.target, e.source):
            del lasting[index]
            break
    return {"lasting": tuple(lasting)}


APPLY_EFFECTS: dict[type[ev.Event], Callable[[GameState, Any], Changes]] = {
    ev.ReactiveUsed: _reactive_used,
    ev.ReactionDeclined: _reaction_declined,
    ev.DamagePrevented: _damage_prevented,
    ev.EffectEnded: _effect_ended,
}
