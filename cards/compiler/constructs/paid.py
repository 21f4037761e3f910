"""A cost paid as a triggered ability resolves (card data `pay`, `pay_types`; the engine's
flow/paid.py, DM-8.1): "..., you may pay (bolt) to deal 3 damage to target character die",
"..., you may spend (1) to ...", and "..., you may pay (fist). If you do, <effects>." The
cost is energy only: the symbols it names, each paid with one of its type (two of one type
with two, DM-8.17), and a number of any energy, as a Global's. "Pay N life [to <effect>]" is
no energy: life lost as the cost (DM-12.4, DM-12.2), read as any other cost with "if you do"
(`done`). What the payment buys is the rest of the line: `payment` takes the mark `$pay` off
the first effect and the condition "if you do" off the effects after it; any effect that
does not depend on the payment keeps the line text only."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs import field_instead
from cards.compiler.parts import Effect, NotRead, Sentence

PAY = "$pay"  # the mark on the first effect of a paid sentence
PAID = "$paid"  # the condition "if you do"

GRAMMAR = r"""
%extend effect: paid_effect | paid_only
paid_effect: _paying paid_cost "to" effect
paid_only: _paying paid_cost
_paying: "pay" | "spend"
paid_cost: (ICON | COSTNUM)+
%extend condition: paid_condition
paid_condition: "you" "do"
%extend effect: life_paid_effect | life_paid_only
life_paid_effect: _paying number "life" "to" effect
life_paid_only: _paying number "life"
"""


def _cost(children: list[Any]) -> dict[str, Any]:
    tokens = [t for t in children if isinstance(t, Token)]
    types = [str(t)[1:] for t in tokens if t.type == "ICON"]
    if "wild" in types:
        raise NotRead("cost")
    amount = len(types) + sum(int(str(t)[1:]) for t in tokens if t.type == "COSTNUM")
    if not amount:
        raise NotRead("cost")
    return {"pay": amount, **({"pay_types": types} if types else {})}


def _paid_effect(children: list[Any]) -> list[Effect]:
    cost, effects = children[0], children[1]
    return [{"op": PAY, **cost}, *effects]


def _life(children: list[Any]) -> Effect:
    """Life paid is life lost (DM-12.4), a cost (DM-12.2)."""
    amount = next(c for c in children if isinstance(c, int))
    return {"op": "lose_life", "amount": amount, "target": "you"}


def _life_paid(children: list[Any]) -> list[Effect]:
    bought = list(children[-1])
    instead = field_instead.for_life(_life(children[:-1])["amount"], bought)
    if instead is not None:  # "pay 2 life to field <self> for free": another price
        return instead
    if any("condition" in e for e in bought):
        raise NotRead("condition")
    return [_life(children[:-1]), *({**e, "condition": {"kind": PAID}} for e in bought)]


RULES = {
    "life_paid_effect": _life_paid,
    "life_paid_only": lambda c: [_life(c)],
    "paid_effect": _paid_effect,
    "paid_only": lambda c: [{"op": PAY, **c[0]}],
    "paid_cost": _cost,
    "paid_condition": lambda c: {"kind": PAID},
}


Pay = tuple[tuple[str, Any], ...]


def _paid(effect: Effect) -> bool:
    return effect.get("condition") == {"kind": PAID}


def payment(body: tuple[Sentence, ...]) -> tuple[Pay, tuple[Sentence, ...]]:
    """A body's "you may pay <energy> to <effects>" / "you may pay <energy>. If you do,
    <effects>.": the payment (the ability's `pay`, `pay_types`), and the body without its
    marks. Everything after the payment must depend on it (declining does nothing,
    flow/paid.py): an effect that happens either way keeps the line text only
    ("condition"), as does "if you do" with nothing paid."""
    marks = [(i, j) for i, s in enumerate(body) for j, e in enumerate(s.effects) if e["op"] == PAY]
    if not marks:
        return (), done(body)
    if marks != [(0, 0)] or not body[0].optional:
        raise NotRead("cost")
    mark, *first = body[0].effects
    later = [e for s in body[1:] for e in s.effects]
    if any(_paid(e) for e in first) or not all(_paid(e) for e in later):
        raise NotRead("condition")
    if not first and not later:
        raise NotRead("cost")
    rest = tuple(
        Sentence(tuple({k: v for k, v in e.items() if k != "condition"} for e in s.effects))
        for s in body[1:]
    )
    pay = tuple((k, v) for k, v in mark.items() if k != "op")
    return pay, (Sentence(tuple(first), True), *rest)


DONE = {"kind": "done"}  # the engine's "if you do" after a cost (abilities/if_you_do.py)
_CHANCE = ("draw", "reroll", "roll_from")
_OUTCOME_MARKS = ("$rolled", "$otherwise")  # (constructs/roll_outcomes.py's placeholders)


def _outcome(effect: Effect, draw: bool) -> bool:
    """An effect that says what a roll (or a draw) does: part of that effect (attached to it
    by roll_outcomes.attach, or the line is not read), so it depends on the cost as it does."""
    kind = (effect.get("condition") or {}).get("kind")
    return (
        kind == "$rolled"
        or (draw and kind == "target")
        or any(mark in effect for mark in _OUTCOME_MARKS)
    )


def _outcomes_off(later: list[Effect]) -> list[Effect]:
    """`later` without the outcomes said after its last effect if that is chance ("you may
    pay 2 life to draw a die. If it is a Sidekick, ... Otherwise, ...")."""
    last = max((i for i, e in enumerate(later) if _paid(e)), default=-1)
    if last < 0 or later[last]["op"] not in _CHANCE:
        return later
    draw = later[last]["op"] == "draw"
    return [e for i, e in enumerate(later) if i <= last or not _outcome(e, draw)]


def done(body: tuple[Sentence, ...]) -> tuple[Sentence, ...]:
    """ "[You may] <cost>. If you do, <effects>." with no energy paid: the first sentence is
    the cost (DM-12.2), every effect after it carries the condition "done" (so does what a
    cost buys in its own sentence: "sacrifice <self> to ...", constructs/sacrifice.py). Read
    only when the cost is one sentence of effects under no condition of their own that each
    act on what they name whole (no "up to", no division), and everything after it depends on it; an
    effect that happens either way, or "if you do" inside the cost, keeps the line text only
    ("condition"). A body with no "if you do" is returned as it is."""
    if not any(_paid(e) for s in body for e in s.effects):
        return body
    first, *rest = body
    cut = next((i for i, e in enumerate(first.effects) if _paid(e)), len(first.effects))
    paying = first.effects[:cut]
    later = [*first.effects[cut:], *(e for s in rest for e in s.effects)]
    if not paying or not later or not all(_paid(e) for e in _outcomes_off(later)):
        raise NotRead("condition")
    if any("condition" in e or "instead" in e for e in paying):
        raise NotRead("condition")
    if any(e.get("up_to") or e.get("split") for e in paying):
        raise NotRead("choice")
    return tuple(
        Sentence(
            tuple({**e, "condition": dict(DONE)} if _paid(e) else e for e in s.effects),
            s.optional,
        )
        for s in body
    )
