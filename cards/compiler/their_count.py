""" "For each (aff) die they have fielded" (DM-18.5 counts, issue 16): after a trigger on the
opponent's own deed ("whenever your opponent fields a (aff) character die"), "they" is that
opponent, so the count is of their character dice in the Field Zone (the engine's count
`opposing_character_dice`, with the icon's filter; constructs/counts.py reads the phrases
and settles the mark). Where "they" names no opponent (a
trigger of your own or of a die's deed) the line stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Context, Effect, NotRead

THEIRS = "$their_count"  # "they": the opponent whose own deed triggered the line

# the phrases after "for each <icon>" (constructs/counts.py NARROWED reads them)
PHRASES = {
    phrase: ("opposing_character_dice", {THEIRS: True})
    for phrase in ("die they have fielded", "character die they have fielded",
                   "die they control", "character die they control")
}  # fmt: skip


def one_icon(filters: dict[str, Any]) -> bool:
    """The count's filters are one icon's, an affiliation or an energy type."""
    return len(filters) == 1 and set(filters) <= {"affiliation", "energy_type"}


def marked(effects: list[Effect]) -> list[Effect]:
    """The effects of a count of theirs with the mark the line's trigger settles
    (constructs/counts.py `_counted`)."""
    made = []
    for effect in effects:
        filters = dict(effect.get("per_filters", {}))
        if filters.pop(THEIRS, False):
            effect = {**effect, "per_filters": filters, THEIRS: True}
        made.append(effect)
    return made


def settle(effect: Effect, _: Any, context: Context) -> None:
    if not context.theirs:
        raise NotRead("count")
