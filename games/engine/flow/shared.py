"""Work a move's answer shares (issue 18). The answer lists the player's legal actions and
describes their choices (flow/choices): both ask `decide` about many of the same actions (a
purchase, its payment) and price every cost from the same energy dice. Inside
`sharing(state)` the verdicts and the energy sources are worked out once for that state;
anywhere else (another state, no `sharing`) they are worked out at every call, as before.

The state is frozen, so what was true of it stays true; the memo lives only as long as the
`with` block and is this context's own (a ContextVar: threads never see each other's).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

from games.engine.flow.decide import decide
from games.engine.model.actions import Action
from games.engine.model.errors import IllegalAction
from games.engine.model.state import GameState

T = TypeVar("T")


class _Memo:
    __slots__ = ("state", "values")

    def __init__(self, state: GameState) -> None:
        self.state = state  # held, so that no other state takes its place while in use
        self.values: dict[Hashable, Any] = {}


_SHARED: ContextVar[_Memo | None] = ContextVar("engine_shared", default=None)


@contextmanager
def sharing(state: GameState) -> Iterator[None]:
    """Remember, until the block ends, what `accepted` and `remembered` find for `state`."""
    token = _SHARED.set(_Memo(state))
    try:
        yield
    finally:
        _SHARED.reset(token)


def remembered(state: GameState, key: Hashable, compute: Callable[[], T]) -> T:
    """`compute()`, once per `key` for the state being shared."""
    memo = _SHARED.get()
    if memo is None or memo.state is not state:
        return compute()
    values = memo.values
    if key in values:
        return values[key]  # type: ignore[no-any-return]
    found = values[key] = compute()
    return found


def accepted(state: GameState, action: Action) -> bool:
    """Whether `decide` takes the action (an IllegalAction: not)."""
    return remembered(state, ("accepted", action), lambda: _accepts(state, action))


def _accepts(state: GameState, action: Action) -> bool:
    try:
        decide(state, action)
    except IllegalAction:
        return False
    return True
