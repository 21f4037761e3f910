"""A batch under construction: each event is applied as soon as it is emitted, so the rules
that emit the next one always look at the current state."""

from __future__ import annotations

from games.engine.model.events import Event
from games.engine.model.evolve import APPLY
from games.engine.model.state import GameState


class Batch:
    __slots__ = ("events", "state")

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[Event] = []

    def emit(self, *events: Event) -> None:
        for event in events:
            self.state = APPLY[type(event)](self.state, event)  # evolve, one call less
            self.events.append(event)
