"""Work a move's answer shares (issue 18). The answer lists the player's legal actions and
describes their choices (flow/choices): both ask `decide` about many of the same actions (a
purchase, its payment) and price every cost from the same energy dice. Inside
`sharing(state)` the verdicts and the energy sources are worked out once for that state;
anywhere else (another state, no `sharing`) they are worked out at every call, as before.

The state is frozen, so what was true of it stays true; the memo lives only as long as the
`with` block and is this context's own (a ContextVar: threads never see each other's).
"""

from __future__ import annotations

from games.engine.flow.decide import decide
from games.engine.flow.memo import remembered, sharing
from games.engine.model.actions import Action
from games.engine.model.errors import IllegalAction
from games.engine.model.state import GameState

__all__ = ["accepted", "remembered", "sharing"]  # (the memo itself: flow/memo.py)


def accepted(state: GameState, action: Action) -> bool:
    """Whether `decide` takes the action (an IllegalAction: not)."""
    return remembered(state, ("accepted", action), lambda: _accepts(state, action))


def _accepts(state: GameState, action: Action) -> bool:
    try:
        decide(state, action)
    except IllegalAction:
        return False
    return True
