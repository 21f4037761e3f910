"""Fielding from the Used Pile (DM-8.12, DM-18.2): "field a Sidekick die from your Used
Pile" (free, level 1)."""

from __future__ import annotations

GRAMMAR = r"""
%extend effect: field_sidekick
field_sidekick: "field" ("a" | "one") "sidekick" "character"? "die"? "from" "your" "used" "pile"
"""

RULES = {
    "field_sidekick": lambda c: [
        {"op": "field_die", "target": "target_your_die",
         "filters": {"zone": "used", "sidekick": True}}
    ],
}  # fmt: skip
