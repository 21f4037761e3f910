"""What narrows a die's "rolled" occasion by where it was rolled from (issue 16): "Back for
More - <effect> (use when rolled from the prep area)" (the Deadpool set) is the die's roll
in its owner's Roll and Reroll Step, whose dice are rolled from the Prep Area (DM-7.1 to
DM-7.5) and count at the step's end (DM-2.6, flow/turn.py), whatever face they show. A die
an effect draws and rolls comes from the bag, not the Prep Area (docs/rulings.md "Back for
More")."""

from __future__ import annotations

from games.engine.abilities.combat_occasions import Occasion
from games.engine.model.state import GameState, Step


def rolled_from_prep(state: GameState, occasion: Occasion, die: str) -> bool:
    """Rolled in its owner's Roll and Reroll Step."""
    return state.step == Step.ROLL_AND_REROLL and state.dice[occasion.die].owner == state.active


def rolled_a_burst(state: GameState, occasion: Occasion, die: str) -> bool:
    """Spark (its reminder: an active card's effect held to the end of the phase on a burst
    face rolled): the die rolled shows a face with one or more bursts (DM-17.1), rolled in the
    Roll and Reroll Step (counted at its end, DM-2.6) or by an effect (at once); one
    trigger per die that shows one (docs/rulings.md "Spark")."""
    face = state.face_of(state.dice[occasion.die])
    return face is not None and face.bursts > 0
