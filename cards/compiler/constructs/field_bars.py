"""A static bar on the opponent's fielding (the engine's `cant_be_fielded`,
games/engine/abilities/effects/field_bar.py; DM-14.3, DM-12.1): "your opponent can't field
character dice at level 3", "your opponent cannot field level 3 character dice". Only the
opponent's dice showing a character face of that level; a static's only
(cards/compiler/lines.py STATIC_ONLY). Any other kind of die, a purchase, or a price to
ignore it stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: field_bar
field_bar: targets _cant "field" _fb_dice
_fb_dice: "character" "dice" "at" "level" INT | "level" INT "character" "dice"
"""


def _bar(children: list[Any]) -> list[Effect]:
    if children[0] != [{"target": "opponent"}]:
        raise NotRead("effect")  # "you can't field ...", "each player ...": not read
    level = int(next(c for c in children[1:] if str(c).isdigit()))
    return [{"op": "cant_be_fielded", "target": "all_opposing_characters",
             "filters": {"level": level}}]  # fmt: skip


RULES: dict[str, Any] = {"field_bar": _bar}
