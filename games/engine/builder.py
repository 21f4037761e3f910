"""A batch under construction: each event is applied as soon as it is emitted, so the rules
that emit the next one always look at the current state."""

from __future__ import annotations

from games.engine.events import Event
from games.engine.evolve import APPLY
from games.engine.state import GameState, copy_state


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
            new = copy_state(state)
            _set_seq(new, state.seq + 1)
            APPLY[type(event)](new, event)
            self.state = new
            append(event)


_set_seq = GameState.__dict__["seq"].__set__
