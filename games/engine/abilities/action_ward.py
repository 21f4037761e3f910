"""Dice action dice cannot affect: "target level 1 character die is unaffected by action
dice this turn" (`unaffected_by_action_dice`, a persistent effect on the die, DM-14.2, until
Cleanup or as it leaves play). An action die's effects (its text and its bursts, DM-17, of
either player) can neither target such a die (no valid target, DM-13.4) nor affect it when
they name dice without targeting (DM-13.3: "KO all level 1 character dice" passes it over).
Read where global_ward.py's ward is (abilities/resolution.py asks `unwarded`); docs/rulings.md
"Dice action dice cannot affect"."""

from __future__ import annotations

from games.engine.model.state import GameState, Trigger

ACTION_WARD = "unaffected_by_action_dice"


def action_warded(state: GameState, target: str, trigger: Trigger) -> bool:
    """Is `target` a die the action die `trigger` may not affect?"""
    if trigger.kind != "action" or not state.lasting:
        return False
    return any(x.effect == ACTION_WARD and x.target == target for x in state.lasting)
