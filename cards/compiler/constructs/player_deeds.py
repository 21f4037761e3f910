"""A player's own deeds as triggers (issue 16; engine games/engine/abilities/player_deeds.py),
after constructs/deeds.py's first words ("(While <self> is active,) when(ever) / each time"):

- "you take non-combat damage" / "you are dealt non-combat damage": damage to you that is
  not combat damage (`when_you_take_non_combat_damage`, DM-9.7, DM-16.1);
- "you KO an opposing (Sidekick) character die": an opposing die KO'd by your damage or
  effect (`when_you_ko_opposing_die`; the die phrase and its filters are deeds.py's, "it" /
  "that die" the die KO'd). A die of yours, or either player's, stays text only;
- "any character die leaves the field zone": either player's character die KO'd, moved or
  captured out of it (`when_your_die_leaves_field`, `when_opposing_die_leaves_field`, one
  ability, DM-15.6); "during your turn" after it is its condition (read elsewhere).

`self` is this card's dice in the Field Zone (no die of it triggered it)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead, Trigger

GRAMMAR = r"""
%extend deed: deed_non_combat | deed_you_ko | deed_any_leaves
deed_any_leaves: "any" "character" "die" "leaves" "the" "field" "zone"
deed_non_combat: "you" ("take" | "are" "dealt") "non-combat" "damage"
deed_you_ko: "you" ("ko" | "knock" "out") deed_die_phrase
"""


def _you_ko(children: list[Any]) -> Trigger:
    side, filters = children[0]
    if side != "opposing" or filters.pop("$each", False):
        raise NotRead("trigger:other")  # "you KO a character die": whose is not said
    extra = (("trigger_filters", filters),) if filters else ()
    return Trigger("when_you_ko_opposing_die", selves="deed", extra=extra)


RULES: dict[str, Any] = {
    "deed_non_combat": lambda c: Trigger("when_you_take_non_combat_damage", selves="player"),
    "deed_you_ko": _you_ko,
    "deed_any_leaves": lambda c: Trigger(
        "when_your_die_leaves_field", also=("when_opposing_die_leaves_field",), selves="deed"
    ),
}
