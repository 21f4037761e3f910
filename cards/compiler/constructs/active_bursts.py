"""Burst text on a while-active trigger (DM-17.3, DM-18.1): "While <self> is active, whenever
either you or <self> takes damage, <self> deals 2 damage to each opposing character.
(burst) He deals 3 damage instead." The burst line itself is read by constructs/bursts.py
("he deals 3 damage instead": the text's damage, new amount); this module says which base
texts a burst may join: a character's one trigger of its own die, and a trigger of the card
while it is active ("while <self> is active", with more triggers or not), whose burst the
engine reads from the card's dice in the Field Zone when no die of it triggered
(games/engine/abilities/card_bursts.py). A trigger with more triggers that is not the
card's while active ("When you or <self> is damaged, ...") names no face: text only.
No grammar of its own, so not one of CONSTRUCTS: cards/compiler/lines.py `burst` asks
`joins`."""

from __future__ import annotations

from typing import Any


def joins(base: dict[str, Any], actions: tuple[str, ...]) -> bool:
    """May a burst line join `base` (the card's one non-static ability record)?"""
    if base["trigger"] in actions:
        return True
    if base.get("while_active") == "self":
        return True  # the card's dice in the Field Zone show its bursts
    return "also" not in base and "while_active" not in base
