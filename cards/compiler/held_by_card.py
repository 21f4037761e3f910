"""Dice taken by a card whose own die is already gone (DM-23.1/23.2 read as a judge would,
docs/rulings.md "Taken by a card"): "when <self> is KO'd, capture ..." and "send <self> to
the Used Pile. Take control of ...". The die that would hold the capture or the control has
left the Field Zone, so the card holds it (`by_card`, engine effects/capture.py): it lasts
as long as the line says (the end of the turn unless said), and no die's leaving ends it."""

from __future__ import annotations

from cards.compiler.parts import Effect, NotRead

TAKING = ("capture", "take_control")


def held(effects: list[Effect]) -> list[Effect]:
    """The effects, each capture or control held by the card; one that should last while
    the gone die is in the Field Zone is not read (it would have ended before it began)."""
    found = []
    for effect in effects:
        if effect.get("op") in TAKING:
            if effect.get("duration") == "while_in_field":
                raise NotRead("zone_move")
            effect = {**effect, "by_card": True}
        found.append(effect)
    return found
