"""Choice descriptions (issue 7): for each pending decision, what it admits, as data
(`model.py`), built on demand by one describer per pending kind (`describe.py`), with its
own reading (`admit.py`) that the tests hold equal to `decide`. Never built during replay."""

from __future__ import annotations

from games.engine.flow.choices import describe
from games.engine.flow.choices.admit import admits
from games.engine.flow.choices.declaring import describe_declare, describe_review
from games.engine.flow.choices.model import AnyChoice, Choice, choice_schema, to_dict
from games.engine.flow.turn import RANDOM_KINDS, awaiting
from games.engine.model.state import GameState

DESCRIBERS = {
    **describe.DESCRIBERS,
    "declare": describe_declare,
    "review_declaration": describe_review,
}


def choices(state: GameState, player: int | None) -> Choice | None:
    """What `player` may decide now, or None when the game waits for someone else (or is
    over). Chance (toss, draw, roll) is described to the organizer (None) and, for a paper
    game's report, to the player concerned (the toss: to either)."""
    pending = awaiting(state)
    if pending is None:
        return None
    concerned = pending.player
    if pending.kind in RANDOM_KINDS:
        if player is not None and concerned is not None and player != concerned:
            return None
    elif player != concerned:
        return None
    return DESCRIBERS[pending.kind](state, pending)


__all__ = ["DESCRIBERS", "AnyChoice", "Choice", "admits", "choice_schema", "choices", "to_dict"]
