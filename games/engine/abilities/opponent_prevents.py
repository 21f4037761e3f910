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

The same choice with life as the cost (docs/rulings.md "Unless your opponent pays N life"):
"KO target opposing character die unless your opponent pays 2 life". The cost effect loses
life on target kind `opponent_may_pay`: the opponent answers, naming themselves (they pay)
or DECLINE, which this kind always offers (abilities/targets.py), so the ability is not
`optional` and the controller's own choices come first ("target ...": the opponent knows
what they pay against). Its DECLINE declines only the payment (`refused`), and a prevented
effect's condition says which choice it was (`choice`, abilities/answers.py) when the
ability asks more than one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.engine.abilities.you_may import YOU_MAY

OPPONENT_PAYS = "opponent_may_choose_their_die"  # the target kind of the cost's die
OPPONENT_MAY_PAY = "opponent_may_pay"  # the target kind of a life cost: the opponent, or DECLINE
# abilities/targets.DECLINE (not imported: targets.py reads conditions, which read this)
_DECLINE = "decline"


def prevented(ctx: Any, condition: Any) -> bool:
    """The opponent paid: the ability's choice (its choice number `choice`, of several) named
    one of their dice, or themselves (not DECLINE, not nothing)."""
    choice = condition.get("choice")
    if choice is None:
        return ctx.chosen not in ("", _DECLINE)
    given = ctx.state.chosen
    return int(choice) < len(given) and given[int(choice)] not in ("", _DECLINE, "nothing")


def refused(effects: Iterable[Any], given: tuple[str, ...]) -> bool:
    """Was a choice of the ability declined ("you may"), other than an opponent's payment
    (their DECLINE only leaves the cost unpaid) or a "you may" part way (only the effects
    under it are not done: you_may.py)?"""
    theirs = {e.choice for e in effects if e.target in (OPPONENT_MAY_PAY, YOU_MAY)}
    return any(a == _DECLINE and i not in theirs for i, a in enumerate(given))
