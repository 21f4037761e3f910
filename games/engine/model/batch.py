"""A batch under construction: each event is applied as soon as it is emitted, so the rules
that emit the next one always look at the current state."""

from __future__ import annotations

from collections.abc import Callable

from games.engine.model.events import Event
from games.engine.model.evolve import APPLY
from games.engine.model.state import GameState


class Batch:
    """`uniform`: the seed's outcomes (label, n) -> 0..n-1 when the caller prepared them
    (flow/randomness.Keyed: replay does once per game, not once per random outcome)."""

    __slots__ = ("events", "state", "uniform")

    def __init__(self, state: GameState, uniform: Callable[[str, int], int] | None = None) -> None:
        self.state = state
        self.events: list[Event] = []
        self.uniform = uniform

    def emit(self, event: Event, *more: Event) -> None:
        """Apply and record one event or more. (The first apart: most calls emit one, and
        then no tuple of them is built and no loop runs; a quarter fewer bytecodes an emit,
        every event of every replay comes through here.)"""
        self.state = APPLY[type(event)](self.state, event)  # evolve, one call less
        self.events.append(event)
        for event in more:
            self.state = APPLY[type(event)](self.state, event)
            self.events.append(event)
