"""An action die in use under the 2014 rules: "apply the effect and then move the action die
from your reserve pool to your used pile" (001:L331-332). The die stays in the Reserve Pool,
marked `IN_USE` (a persistent effect), while the abilities it set off are queued or
resolving, so its own effect never finds it in the Used Pile (a draw that refills the bag
does not take it back). Once none of them is left, `ending` moves it to the Used Pile; the
flow emits that before anything else happens (effects.returning)."""

from __future__ import annotations

from games.engine.model import events as ev
from games.engine.model.cards import EnergyFace
from games.engine.model.state import GameState, Zone

IN_USE = "in_use"
REASON = "action_used"  # DiceMoved.reason: the rule in games/rule_words.py


def started(player: int, die: str) -> ev.EffectStarted:
    """The mark of a die whose effect applies before it moves (2014)."""
    return ev.EffectStarted(IN_USE, die, die, player)


def ending(state: GameState) -> list[ev.Event]:
    """The action dice whose abilities have all resolved: to the Used Pile, if still in the
    Reserve Pool showing its action face (an effect may have moved it already, or spun it to
    an energy side, effects/energy.py; then only the mark ends)."""
    found: list[ev.Event] = []
    for x in state.lasting:
        if x.effect != IN_USE:
            continue
        if any(t.kind == "action" and t.source_die == x.target for t in state.triggers):
            continue
        die = state.dice[x.target]
        # (spun to an energy side by its own effect, effects/energy.py: it stays)
        if die.zone is Zone.RESERVE and not isinstance(state.face_of(die), EnergyFace):
            found.append(ev.DiceMoved(x.controller, (x.target,), Zone.USED.value, REASON))
        else:
            found.append(ev.EffectEnded(IN_USE, x.target, x.source))
    return found
