"""The words of damage redirections a static makes while its card is active (engine
abilities/static_redirect.py)."""

from __future__ import annotations

from typing import Any

from games.reading.damage_sources import damage_from, dice_said


def _to_self(spec: Any, t: Any) -> str:
    """ "damage that would be dealt to you is dealt to one of this card's dice instead"."""
    if spec.target == "you":
        whom = "you"
    else:
        dice = t.words.removeprefix("each of ").removeprefix("each ") or "your character dice"
        whom = f"one of {dice}" if " dice" in dice else dice
    return (
        f"damage that would be dealt to {whom} is dealt to one of this card's active dice instead"
    )


_BUDGETED = {"you": "you", "all_characters": "a character die you may target (either player's)"}


def _part(spec: Any, t: Any) -> str:
    """ "each time damage from <source> would be dealt to one of this card's dice, the first 1
    of it is dealt to your opponent instead"."""
    by = dict(spec.by_filters)
    source = damage_from(by, lambda rest: dice_said(tuple(rest.items())))
    return (
        f"each time damage{source} would be dealt to one of this card's dice, the first"
        f" {spec.amount} of it is dealt to your opponent instead"
    )


REDIRECT_WORDS: dict[str, Any] = {
    "redirect_part_to_opponent": _part,
    "redirect_to_self": _to_self,
    "redirect_to_self_each_turn": lambda spec, t: (
        "once damage is dealt to "
        + _BUDGETED.get(spec.target, "another of your character dice")
        + f", up to {spec.amount} of it each turn is dealt to one of this card's active dice"
        " instead"
    ),
    "redirect_each_source_to_self": lambda spec, t: (
        "once damage is dealt to you, up to"
        + (" X" if spec.per else f" {spec.amount}")
        + " of each source's damage is dealt to one of this card's active dice instead"
        + (f", where X is {spec.amount}" if spec.per else "")
    ),
    "redirect_first_to_opponent": lambda spec, t: (
        "the first time each turn one of this card's dice would be dealt damage, that damage"
        " is dealt to your opponent instead"
    ),
}
