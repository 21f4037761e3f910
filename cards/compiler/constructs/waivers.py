"""A bar on attacking the player whose dice it bars may pay to ignore for the turn (DM-12.2,
DM-14.3; docs/rulings.md "Paying to ignore a bar for the turn"; engine
abilities/energy_taxes.py `energy_once_to_attack`): "While <self> is active, your opponents
may not attack with <their dice>. Your opponents may pay (N) to ignore this effect until the
end of the turn."

The second sentence is read as a mark; `settle` (called with the opponent's other
payments, constructs/opponent_prevents.py) makes the bar before it one payment a turn: its
`cant_attack` becomes `energy_once_to_attack` of the amount, paid once with a declaration
that has any of those dice, however many attack (the same as "<dice> can't attack unless
their owner pays (N) to ignore this effect until end of turn", constructs/energy_taxes.py).
Read only when the payer is the barred dice's player, the price is energy, and the bar is
the sentence's only effect; a price in life, a bar on anything else (fielding, blocking,
rerolls, Globals) or a payment with no turn named stay text only.

"<player> may not attack with <dice>" (the dice named without "opposing" are that player's
own) is read here too, as the bar `cant_attack` on them."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.energy_taxes import payer_of
from cards.compiler.parts import Effect, NotRead, Sentence

GRAMMAR = r"""
%extend effect: waiver_mark | attack_with_bar
waiver_mark: (targets | "your" "opponents") ("can" | "may") "pay" tax_amount "to" "ignore" \
             "this" "effect" "until" "the"? "end" "of" "the"? "turn"
attack_with_bar: (targets | "your" "opponents") _cant "attack" "with" targets
"""
MARK = "$waiver"
_BAR = "cant_attack"


def _opponent(children: list[Any], named: int) -> bool:
    """ "your opponent", or "your opponents" (its words, as constructs/untargetable_kinds.py
    has them: no targets before the `named` others)."""
    return len(children) == named or payer_of(children[0]) == "opponent"


def _mark(children: list[Any]) -> list[Effect]:
    """Only the opponent pays (the bar settled must be on their dice)."""
    if not _opponent(children, 1):
        raise NotRead("choice")
    raw = next(c for c in children if isinstance(c, tuple) and c[0] == "amount")[1]
    return [{"op": MARK, "amount": int(str(raw).removeprefix("@"))}]


def _attack_with(children: list[Any]) -> list[Effect]:
    """ "your opponent(s) may not attack with <their dice>": the opponent's dice of that
    kind can't attack (DM-14.3)."""
    if not _opponent(children, 1):
        raise NotRead("effect")
    kinds = children[-1]
    if not isinstance(kinds, list) or not kinds:
        raise NotRead("target")
    if any(t.get("target") not in ("all_your_characters", "all_characters") for t in kinds):
        raise NotRead("target")  # "this die", "opposing dice": not the player's own
    return [{**t, "op": _BAR, "target": "all_opposing_characters"} for t in kinds]


RULES: dict[str, Any] = {"waiver_mark": _mark, "attack_with_bar": _attack_with}


def settle(body: tuple[Sentence, ...]) -> tuple[Sentence, ...]:
    """The body with the price of ignoring the bar made part of it, or unchanged if it has
    none; NotRead where the price ignores nothing it can."""
    marks = [i for i, s in enumerate(body) if any(e["op"] == MARK for e in s.effects)]
    if not marks:
        return body
    if marks != [1] or len(body) != 2 or len(body[1].effects) != 1:
        raise NotRead("choice")
    (mark,) = body[1].effects
    bar = body[0]
    if bar.optional or not bar.effects:
        raise NotRead("choice")
    for effect in bar.effects:
        if effect["op"] != _BAR or effect.get("target") != "all_opposing_characters":
            raise NotRead("choice")  # a bar on another deed, or on another player's dice
        if "condition" in effect or "duration" in effect:
            raise NotRead("choice")
    paid = tuple(
        {**e, "op": "energy_once_to_attack", "amount": mark["amount"]} for e in bar.effects
    )
    return (Sentence(paid, False),)
