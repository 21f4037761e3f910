"""A batch under construction: each event is applied as soon as it is emitted, so the rules
that emit the next one always look at the current state."""

from __future__ import annotations

from games.engine.model.events import Event
from games.engine.model.evolve import APPLY
from games.engine.model.state import GameState, draft_state


class Batch:
    __slots__ = ("events", "state")

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[Event] = []

    def emit(self, *events: Event) -> None:
        append = self.events.append
        for event in events:
            # evolve(self.state, event), inlined (performance: once per event of every batch)
            state = self.state
            new = draft_state(state)
            new.seq = state.seq + 1
            APPLY[type(event)](new, event)
            new.__class__ = GameState
            self.state = new
            append(event)
