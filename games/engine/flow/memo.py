"""One state's facts, worked out once while a caller shares that state (issue 18).

A move's answer asks many questions of the state after the move: what it waits for (its
view, waiting_for, the legal actions, the chance check each ask), which actions `decide`
takes, where energy comes from. Inside `sharing(state)` the answers are remembered for that
state; anywhere else (another state, no `sharing`) they are worked out at every call, as
before. The state is frozen, so what was true of it stays true; the memo lives only as long
as the caller's `with` block and is this context's own (a ContextVar: threads never see each
other's), so the engine keeps no state between games (tests/engine/test_structure.py).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

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
    """Remember, until the block ends, what `remembered` finds for `state`."""
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
