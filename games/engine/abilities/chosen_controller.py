"""The player who controls the die an ability chose (issue 16, card text): "KO target
Sidekick character die and deal 1 damage to its controller", "if you do, deal 1 damage to
the KO'd die's controller" (target kind `chosen_die_controller`, abilities/target_kinds.py).

The die is the ability's first answer, the target its other effects name (DM-13.1;
abilities/resolution.resolve passes it to every effect of a kind not chosen itself). Its
controller is the player who has it now (`Die.owner`: the taker of a controlled die, its
owner again once it left play, DM-23.2), read as the effect resolves: after a KO before it in
the same ability, the KO'd die's owner, whose Prep Area holds it (DM-16). No die chosen (the
choice declined, none offered) names no one."""

from __future__ import annotations

from games.engine.model.state import GameState

KIND = "chosen_controller"  # TargetKind.what of `chosen_die_controller`


def chosen_controller(state: GameState, chosen: str) -> list[str]:
    """["player:<seat>"] for the chosen die's controller; [] with no such die."""
    die = state.dice.get(chosen) if chosen else None
    if die is None or die.owner is None:
        return []
    return [f"player:{die.owner}"]
