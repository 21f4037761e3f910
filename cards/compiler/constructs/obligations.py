"""What a die must do (DM-14.2): "<dice> must block [this turn] [(if able)]" (the persistent
effect `must_block`, read when blockers are declared: abilities/permissions.py), "when
<self> attacks, <dice> must block him (if able)" (`must_block_die`: that attacker), and a
static's "<self> must attack each turn (if able)" (`must_attack` while the card is active,
DM-14.3; "each turn" says a static's, never one turn's: cards/compiler/lines.py refuses it
elsewhere). "(if able)" / "(if legal)" only says what DM-12.1 does: a die that may not
block or attack does not."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of
from cards.compiler.parts import Context, Effect, NotRead

GRAMMAR = r"""
%extend effect: must_block | must_attack_each_turn | must_block_self
must_block: targets "must" "block" duration? _if_able?
must_block_self: targets "must" "block" _blocked_self duration? _if_able?
_blocked_self: "self" | "him" | "her" | ("a" | "an") "self" ("character"? "die")?
must_attack_each_turn: targets "must" "attack" "each" "turn" _if_able?
_if_able: "(" "if" ("able" | "legal") ")" | ","? "if" ("able" | "legal")
"""
EACH_TURN = "$each_turn"  # a static's only (lines.py)
ATTACKER = "$attacker"  # "must block <self>": the die of a "when <self> attacks" trigger


def _must_block(children: list[Any]) -> list[Effect]:
    more = duration_of(children)
    return [{"op": "must_block", **more, **t} for t in children[0]]


def _each_turn(children: list[Any]) -> list[Effect]:
    return [{"op": "must_attack", EACH_TURN: True, **t} for t in children[0]]


def _must_block_self(children: list[Any]) -> list[Effect]:
    """ "<dice> must block <self> (if able)": bound to block the attacking die whose trigger
    it is (the engine's `must_block_die`, effects/bound_blocks.py); "must block an <self>"
    is the same die, one binding per attacking die of that name."""
    more = duration_of(children)
    return [{"op": "must_block_die", ATTACKER: True, **more, **t} for t in children[0]]


def _attacker(effect: Effect, _: Any, context: Context) -> None:
    """Only the die of a "when <self> attacks" trigger is the die to block: another
    trigger, a static or a Global names no attacker."""
    if not context.trigger.startswith("when_attacks"):
        raise NotRead("effect")


MARKS = {ATTACKER: _attacker}
RULES: dict[str, Any] = {
    "must_block_self": _must_block_self,
    "must_block": _must_block,
    "must_attack_each_turn": _each_turn,
}
