"""An opponent's choice to prevent an effect by paying a cost (DM-12.2; docs/rulings.md
"Your opponent can prevent this"): a character whose attack deals 2 damage to your
opponent unless that opponent spins one of their own characters down a level. As the
ability resolves, the opponent (the one who plays next, as "your opponent" is) is asked:
one of their own character dice that can spin down (target kind
`opponent_may_choose_their_die`, abilities/choosers.py: the opponent answers; not a target,
DM-13.1), or DECLINE (the ability is `optional`: the decline is theirs). The cost effect acts
on the die they chose; each effect it prevents carries the condition
{"kind": "prevented", "unless": True}: it happens unless a die was chosen. With no die that
can pay (all at level 1, DM-12.2: "you cannot pay"), nothing is asked and the effect happens.
"""

from __future__ import annotations

from typing import Any

OPPONENT_PAYS = "opponent_may_choose_their_die"  # the target kind of the cost's die
# abilities/targets.DECLINE (not imported: targets.py reads conditions, which read this)
_DECLINE = "decline"


def prevented(ctx: Any, condition: Any) -> bool:
    """The opponent paid: the ability's choice named one of their dice (not DECLINE, not
    nothing)."""
    return ctx.chosen not in ("", _DECLINE)
