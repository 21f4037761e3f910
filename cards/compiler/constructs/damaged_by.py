"""Its player damaged by an opponent's ability of one kind (issue 16, lane tg; the engine's
games/engine/abilities/damaged_by.py), after constructs/deeds.py's first words ("(While
<self> is active,) when(ever) / each time"):

- "an opponent's / an opposing Global Ability damages you" ("deals you damage", "deals
  damage to you"): `when_you_are_damaged_by_opposing_global` (DM-8.19);
- "an opposing / an opponent's character's ability damages you": a character card's
  ability (`..._character`);
- "you take damage from an opposing 'when fielded' ability", "an opposing 'when fielded'
  ability damages you": `..._when_fielded` (DM-18.4: a keyword's is none).

The opponent whose ability it was is "them" / "that player" / "that character's
controller" (`theirs`); "an equal amount" is the damage just dealt to you
(constructs/equal_damage.py). Any other source ("a character deals you damage": combat
too), or your own abilities, stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead, Trigger

GRAMMAR = r"""
%extend deed: deed_hurt_by_global | deed_hurt_by_character | deed_hurt_by_fielded
_hurts_you: "damages" "you" | "deals" "you" "damage" | "deals" "damage" "to" "you"
_rival_said: "an" "opponent's" | "your" "opponent's"
// "an opposing ...": its article is the die phrase's (constructs/deeds.py), "opposing" read
// by the word after it (constructs/targeted.py's `src_opposing` before "Global Ability")
hurt_rival: "opposing"
_when_fielded: "\"" "when" "fielded" ","? "\""
deed_hurt_by_global: _rival_said "global" "ability" _hurts_you
                   | deed_det src_opposing "global" "ability" _hurts_you
deed_hurt_by_character: _rival_said "character's" "ability" _hurts_you
                      | deed_det hurt_rival "character's" "ability" _hurts_you
deed_hurt_by_fielded: _rival_said _when_fielded "ability" _hurts_you
                    | deed_det hurt_rival _when_fielded "ability" _hurts_you
                    | "you" ("take" | "are" "dealt") "damage" "from" \
                      (_rival_said | "an" "opposing") _when_fielded "ability"
"""


def _hurt(kind: str) -> Any:
    def rule(children: list[Any]) -> Trigger:
        det = next((c for c in children if isinstance(c, tuple) and c[0] == "det"), None)
        if det is not None and det[1] not in ("a", "an"):
            raise NotRead("trigger:other")  # "another opposing ...", "your opposing ..."
        return Trigger(f"when_you_are_damaged_by_opposing_{kind}", selves="player", theirs=True)

    return rule


RULES: dict[str, Any] = {
    "hurt_rival": lambda c: ("opposing", True),
    "deed_hurt_by_global": _hurt("global"),
    "deed_hurt_by_character": _hurt("character"),
    "deed_hurt_by_fielded": _hurt("when_fielded"),
}
