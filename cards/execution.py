"""Does the engine execute a card's text, or is it shown as text only? One place decides.

The engine decides (games.engine.card_execution: every keyword has a module, every ability
and Global is data it runs, every printed line is one of them or a keyword's); this module
adds whether the die's faces are known. Nothing else in the project decides this.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.engine import card_execution


@dataclass(frozen=True, slots=True)
class Execution:
    """`executed`: everything printed on the card is engine data the engine runs."""

    executed: bool
    has_faces: bool
    reasons: tuple[str, ...] = ()
    unreadable: str = ""  # why the engine cannot load the card at all (no game could use it)
    # the reasons as categories ("condition", "trigger:whenever", "keyword:flip", ...), for
    # pages and counts: games.engine.card_execution's `why`
    why: tuple[str, ...] = ()


def has_faces(raw: Mapping[str, Any]) -> bool:
    """All six faces known (a Basic Action Card uses the Basic Action Die's)."""
    faces = raw.get("faces")
    if faces is None:
        return raw.get("kind") == "basic_action"
    return isinstance(faces, list) and len(faces) == 6


def status(raw: Mapping[str, Any]) -> Execution:
    """Executed, or text only and why (each reason names the text or keyword): the engine's
    own answer (games.engine.card_execution), with whether the faces are known."""
    engine = card_execution(raw)
    unreadable = "" if engine.readable else "; ".join(engine.reasons)
    return Execution(engine.executed, has_faces(raw), engine.reasons, unreadable, engine.why)
