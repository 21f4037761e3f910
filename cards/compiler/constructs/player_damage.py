"""Its player's damage as a character's trigger (issue 16): "When(ever) you take damage,",
"... you are dealt damage," (DM-12.4: damage, never life lost or paid) is the engine's
`when_you_are_damaged` of this card's player, while this card is active (DM-18.1: a
character's trigger needs it said, `while_active`). "Whenever you or character dice you
control are damaged," ("... you or one of your character dice is damaged,") adds each of
that player's dice damaged, one ability with two triggers (DM-15.6: an effect damaging both
triggers it once; several dice damaged each their own); "When you take damage or an
opponent declares an attack," adds the start of that opponent's Attack Step
(constructs/opponent_attacks.py). `self` is this card's dice in the
Field Zone; "it" names nothing (no one die was damaged). "While <self> is active," may come
first. Every "when" is written out in each rule: constructs/deeds.py reads the same first
words."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Trigger

_W = '("when" | "whenever" | "each" "time")'
_WHILE = '("while" ("self" "is")? "active" ",")'
_DAMAGED = '("take" "damage" | "are" "dealt" "damage" | "are" "damaged")'

GRAMMAR = rf"""
%extend trigger: you_take_damage | you_or_dice_damaged | damage_or_attack
damage_or_attack: {_WHILE}? {_W} "you" ("take" "damage" | "are" "dealt" "damage") "or" \
                  ("an" "opponent" | "your" "opponent") "declares" ("an" "attack" | "attackers")
you_take_damage: {_WHILE}? {_W} "you" {_DAMAGED}
you_or_dice_damaged: {_WHILE}? {_W} "you" "or" _your_dice {_DAMAGED}
                   | {_WHILE}? {_W} "you" "or" "one" "of" "your" "character" "dice" _is_damaged
_your_dice: "character" "dice" "you" "control" | "your" "character" "dice"
_is_damaged: "takes" "damage" | "is" "dealt" "damage" | "is" "damaged"
"""
_ACTIVE = (("while_active", "self"),)  # the player's trigger needs this card active


RULES: dict[str, Any] = {
    "you_take_damage": lambda c: Trigger("when_you_are_damaged", selves="player", extra=_ACTIVE),
    # and an opponent's attack (constructs/opponent_attacks.py): one ability, two triggers
    "damage_or_attack": lambda c: Trigger(
        "when_you_are_damaged",
        also=("start_of_opponents_attack_step",),
        selves="player",
        extra=_ACTIVE,
    ),
    "you_or_dice_damaged": lambda c: Trigger(
        "when_you_are_damaged", also=("when_your_die_is_damaged",), selves="player", extra=_ACTIVE
    ),
}
