"""Spinning a character die to an energy face (the engine's `spin_to_energy_face`,
games/engine/abilities/energy_faces.py): "spin target opposing character die to an energy
face (of your choice)", "... to an energy face of your opponent's choice" (Teamwatch). Two
choices in turn: the die (targeted, DM-13.1), then one of its energy faces, the
controller's or, where the text says so, the opponent's; the die then leaves the Field Zone
for its owner's Reserve Pool (DM-22.1). "Each"/"all" dice, or a face named otherwise ("its
single energy face"), stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: spin_energy_face
spin_energy_face: "spin" targets "to" "an" "energy" ("face" | "side") energy_chooser?
!energy_chooser: "(" "of" "your" "choice" ")" | "of" "your" "choice"
               | "of" "your" "opponent's" "choice"
"""
_CHOSEN = ("target_die", "target_opposing_die", "target_your_die")


def _spin(children: list[Any]) -> list[Effect]:
    found = next(c for c in children if isinstance(c, list))
    theirs = any(c == "opponent" for c in children)
    if len(found) != 1 or found[0].get("target") not in _CHOSEN:
        raise NotRead("effect")
    kind = "energy_face_opponent_chooses" if theirs else "energy_face_of_choice"
    return [
        {"op": "choose", **found[0]},
        {"op": "spin_to_energy_face", "target": kind, "filters": {"of_choice": 0}, "choice": 1},
    ]


RULES = {
    "spin_energy_face": _spin,
    "energy_chooser": lambda c: "opponent" if any(str(x) == "opponent's" for x in c) else "you",
}
