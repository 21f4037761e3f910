"""A block permission whose condition is about blocks (issue 16): "<dice> cannot be blocked
until end of turn unless <self> is blocked" is decided as blockers are declared (DM-9.3),
but an effect's condition is read as it resolves (abilities/conditions.py), before any block:
the permission would hold whatever the blocks. Such a line is not read (a misread card is
worse than a text-only one)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead

_BLOCK_OPS = frozenset({"cant_be_blocked", "cant_block", "must_block", "must_attack"})


def checked(made_all: list[tuple[str, dict[str, Any]]]) -> None:
    """NotRead("condition") where a block permission depends on the blocks to come."""
    for _, made in made_all:
        effects = made.get("effects", ())
        if not any(e.get("op") in _BLOCK_OPS for e in effects):
            continue
        conditions = [made.get("condition"), *(e.get("condition") for e in effects)]
        if any(_about_blocks(c) for c in conditions):
            raise NotRead("condition")


def _about_blocks(condition: Any) -> bool:
    """A condition on a die being blocked or blocking (not "attacking": known before blocks)."""
    if not isinstance(condition, dict):
        return False
    filters = condition.get("filters", {})
    if "blocked" in filters or "unblocked" in filters or filters.get("blocker") is True:
        return True
    return any(_about_blocks(c) for c in condition.get("of", ()))
