""" "You may" on one effect of an ability, not the whole of it (DM-12.3; docs/rulings.md
"You may, part way"): an action that damages a chosen die and then, should that damage KO
it, lets its player put the action die in the Prep Area or not.

The controller answers one more choice of the ability, after its targets: the effect
`choose` on target kind `you_may`, offering ACCEPT and DECLINE (abilities/targets.py). Each
effect the "you may" covers carries the condition {"kind": "accepted"} (with `choice`, the
number of that answer, when the ability asks several, abilities/answers.py): it happens only
if the answer was ACCEPT. A DECLINE there declines only those effects; the rest of the
ability still happens (opponent_prevents.refused leaves it out). Like every choice of an
ability, it is made before the ability resolves (DM-13.1): nothing hidden is revealed in
between, so a player who knows the board knows what they are agreeing to."""

from __future__ import annotations

from typing import Any

YOU_MAY = "you_may"  # the target kind of the answer: ACCEPT or DECLINE
# abilities/targets.DECLINE (not imported: targets.py reads conditions, which read this)
_DECLINE = "decline"


def accepted(ctx: Any, condition: Any) -> bool:
    """The controller said yes: the ability's choice number `choice` (of several) was not
    declined, or, when the ability asks only this one, its answer was not DECLINE (an
    ACCEPT reaches the resolution as no target: abilities/resolution.py)."""
    choice = condition.get("choice")
    if choice is None:
        return bool(ctx.chosen != _DECLINE)
    given = ctx.state.chosen
    return int(choice) < len(given) and given[int(choice)] not in ("", _DECLINE, "nothing")
