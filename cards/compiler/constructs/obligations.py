"""What a die must do (DM-14.2): "<dice> must block [this turn] [(if able)]" (the persistent
effect `must_block`, read when blockers are declared: abilities/permissions.py), and a
static's "<self> must attack each turn (if able)" (`must_attack` while the card is active,
DM-14.3; "each turn" says a static's, never one turn's: cards/compiler/lines.py refuses it
elsewhere). "(if able)" / "(if legal)" only says what DM-12.1 does: a die that may not
block or attack does not."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: must_block | must_attack_each_turn
must_block: targets "must" "block" duration? _if_able?
must_attack_each_turn: targets "must" "attack" "each" "turn" _if_able?
_if_able: "(" "if" ("able" | "legal") ")" | ","? "if" ("able" | "legal")
"""
EACH_TURN = "$each_turn"  # a static's only (lines.py)


def _must_block(children: list[Any]) -> list[Effect]:
    more = duration_of(children)
    return [{"op": "must_block", **more, **t} for t in children[0]]


def _each_turn(children: list[Any]) -> list[Effect]:
    return [{"op": "must_attack", EACH_TURN: True, **t} for t in children[0]]


RULES: dict[str, Any] = {
    "must_block": _must_block,
    "must_attack_each_turn": _each_turn,
}
