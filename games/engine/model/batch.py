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

    def emit(self, *events: Event) -> None:
        state = self.state
        for event in events:
            state = APPLY[type(event)](state, event)  # evolve, one call less
        self.state = state
        self.events += events
