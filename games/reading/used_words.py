"""The words of a die sent elsewhere than the Used Pile (engine abilities/used_instead.py,
effect `used_pile_to`): resolved, a mark for the die's next move there; static, the dice of
the field it reaches."""

from __future__ import annotations

from typing import Any

_PLACES = {"prep": "Prep Area", "bag": "bag", "field": "Field Zone"}


def _used_pile_to(spec: Any, t: Any) -> str:
    place = _PLACES.get(spec.zone, spec.zone)
    if spec.duration == "static" or spec.target == "this_card":  # (a static's: its own dice)
        dice = t.words.removeprefix("each of ").removeprefix("each ") or "this card's dice"
        return (
            f"{dice} that would go from the field to the Used Pile go to their owner's {place}"
            " instead"
        )
    damaged = (
        ", if it dealt damage to a player this turn,"
        if dict(spec.by_filters).get("damaged_a_player")
        else ""
    )
    return (
        f"the next time {t.or_('it')} would go to the Used Pile (or Out of Play in its place)"
        f" before the next turn begins{damaged} it goes to its owner's {place} instead"
    )


USED_WORDS: dict[str, Any] = {"used_pile_to": _used_pile_to}
