"""Attacking dice that come back after a KO: "your attacking characters that are knocked out
this turn return to the field" (a persistent effect on a player, DM-14.2, until Cleanup).

The KO still happens (DM-16.4: "when KO'd" abilities trigger; DM-14.1: applied effects and
damage end, "even if it returns to the Field Zone later that turn"); then each such die of
the player that was attacking (in the Attack Zone, not blocking) goes back to the Field
Zone (not the Attack Zone: it leaves combat, as a regenerated die does) on the face it was
KO'd on (docs/rulings.md "Per-card entries"). Returning is not fielding (DM-8.13)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.state import GameState, Zone

NAME = "kod_attackers_return"


def _source(state: GameState, player: int) -> str:
    target = f"player:{player}"
    return next((x.source for x in state.lasting if x.effect == NAME and x.target == target), "")


def attacking_faces(state: GameState, dice: Sequence[str]) -> dict[str, int]:
    """The dice about to be KO'd that would come back: attacking dice (not blockers) of a
    player under the effect, with the face each shows now. Empty when none is in force."""
    if not state.lasting or not any(x.effect == NAME for x in state.lasting):
        return {}
    blocks = state.combat.blocks if state.combat is not None else {}
    found: dict[str, int] = {}
    for die_id in dice:
        die = state.dice[die_id]
        if die.zone is not Zone.ATTACK or die_id in blocks or die.face is None:
            continue
        if die.owner is not None and _source(state, die.owner):
            found[die_id] = die.face
    return found


def return_them(b: Batch, faces: Mapping[str, int]) -> None:
    """After the KO: each die back to its owner's Field Zone on the face it had."""
    state = b.state
    for die_id, face in sorted(faces.items()):
        die = state.dice[die_id]
        if die.zone is not Zone.PREP or die.owner is None:
            continue  # something sent it elsewhere first
        source = _source(state, die.owner)
        b.emit(ev.DiceMoved(die.owner, (die_id,), Zone.FIELD.value, source))
        b.emit(ev.DieSpun(die_id, face, source))
