"""A die under a persistent mark, in words (games/reading/targets.py FILTERS "lasting"): said
by what the mark does, not by the engine's name for it (Deadly's mark, DM-14.2)."""

from __future__ import annotations

from games.reading.targets import FILTERS


def test_deadly_s_mark_is_said_by_what_it_does() -> None:
    assert FILTERS["lasting"].words("deadly") == "marked to be KO'd at the end of the turn"
