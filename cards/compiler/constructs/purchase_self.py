"""A character's own purchase (issue 16): "When <self> is purchased," / "When you purchase
<self>," (a die of this card bought, DM-8.8) is the engine's `when_purchased`: it triggers
whether or not the card is active, as Impulse does (002:L771; docs/rulings.md "A
character's own purchase"), and `self` ("him", "it") is the die purchased, in the Used
Pile. ("When you purchase <self>," is read with the other purchases, in
constructs/purchase_deeds.py, whose words it shares.) An opponent's purchase of it is not
this (no opponent buys your card's dice: each player's team is their own). Every "when" is
written out in each rule: other trigger constructs read the same first words."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Trigger

_W = '("when" | "whenever" | "each" "time")'

GRAMMAR = rf"""
%extend trigger: self_purchased
self_purchased: {_W} "self" "is" ("purchased" | "bought")
"""

RULES: dict[str, Any] = {
    "self_purchased": lambda c: Trigger("when_purchased"),
}
