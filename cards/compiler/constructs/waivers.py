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
the sentence's only effect; a price in life, a bar on anything else (fielding, rerolls,
Globals) or a payment with no turn named stay text only.

"<self> may not be blocked by (aff) character dice. An opponent may pay (N) to ignore this
effect for all <self> dice until end of turn": a block declaration in which a die of
another affiliation blocks one of this card's dice costs the blocking player the amount
once (`energy_once_to_block`).

"<player> may not attack with <dice>" (the dice named without "opposing" are that player's
own) is read here too, as the bar `cant_attack` on them."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.energy_taxes import payer_of
from cards.compiler.parts import Effect, NotRead, Sentence

GRAMMAR = r"""
%extend effect: waiver_mark | attack_with_bar
waiver_mark: (targets | "your" "opponents" | "an" "opponent") ("can" | "may") "pay" tax_amount \
             "to" "ignore" "this" "effect" waiver_all? "until" "the"? "end" "of" "the"? "turn"
waiver_all: "for" "all" "self" "dice"
attack_with_bar: (targets | "your" "opponents") _cant "attack" "with" targets
"""
MARK = "$waiver"
ALL = "$for_all_its_dice"  # "for all <self> dice": the card's every die, at once
_BAR, _ONLY = "cant_attack", "only_blocked_by"


def _opponent(children: list[Any], named: int) -> bool:
    """ "your opponent", or "your opponents" / "an opponent" (words, as
    constructs/untargetable_kinds.py has them: no targets before the `named` lists)."""
    lists = [c for c in children if isinstance(c, list)]
    return len(lists) == named - 1 or payer_of(children[0]) == "opponent"


def _mark(children: list[Any]) -> list[Effect]:
    """Only the opponent pays (the bar settled must be on their dice)."""
    if not _opponent(children, 1):
        raise NotRead("choice")
    raw = next(c for c in children if isinstance(c, tuple) and c[0] == "amount")[1]
    every = {"every": True} if ALL in children else {}
    return [{"op": MARK, "amount": int(str(raw).removeprefix("@")), **every}]


def _attack_with(children: list[Any]) -> list[Effect]:
    """ "your opponent(s) may not attack with <their dice>": the opponent's dice of that
    kind can't attack (DM-14.3)."""
    if not _opponent(children, 2):
        raise NotRead("effect")
    kinds = children[-1]
    if not isinstance(kinds, list) or not kinds:
        raise NotRead("target")
    if any(t.get("target") not in ("all_your_characters", "all_characters") for t in kinds):
        raise NotRead("target")  # "this die", "opposing dice": not the player's own
    return [{**t, "op": _BAR, "target": "all_opposing_characters"} for t in kinds]


RULES: dict[str, Any] = {
    "waiver_mark": _mark,
    "attack_with_bar": _attack_with,
    "waiver_all": lambda children: ALL,
}


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
    if any("condition" in e or "duration" in e for e in bar.effects):
        raise NotRead("choice")
    if len(bar.effects) == 1 and bar.effects[0]["op"] == _ONLY:
        return (Sentence((_blocks(bar.effects[0], mark["amount"]),), False),)
    for effect in bar.effects:
        if effect["op"] != _BAR or effect.get("target") != "all_opposing_characters":
            raise NotRead("choice")  # a bar on another deed, or on another player's dice
    if mark.get("every"):
        raise NotRead("choice")  # "for all <self> dice": a bar on this card's dice only
    paid = tuple(
        {**e, "op": "energy_once_to_attack", "amount": mark["amount"]} for e in bar.effects
    )
    return (Sentence(paid, False),)


def _blocks(only: Effect, amount: int) -> Effect:
    """ "<self> may not be blocked by (aff) character dice" with its price: a block by any
    other die costs the blocking player the amount once (`energy_once_to_block`, the
    blockers it taxes in `by_filters`). Only one affiliation named, on this card's dice."""
    by = only.get("by_filters") or {}
    if only.get("target") != "$self" or list(by) != ["affiliation"]:
        raise NotRead("choice")  # ("$self": this card's dice, settled after, lines.py)
    return {
        "op": "energy_once_to_block",
        "amount": amount,
        "target": "$self",
        "by_filters": {"not_affiliation": by["affiliation"]},
    }
