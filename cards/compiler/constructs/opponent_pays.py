"""An opponent's payment of life to prevent an effect (DM-12.2, DM-12.4; docs/rulings.md
"Unless your opponent pays N life"; engine games/engine/abilities/opponent_prevents.py):
"KO target opposing character die unless your opponent pays 2 life", "... unless its owner
pays 1 life" (of an opposing die: its owner is the opponent), "... unless your opponent takes
1 damage" (the cost dealt as damage to them, DM-19.1), and the same said as a second
sentence, "Your opponent may pay 3 life to prevent this." / "Your opponent can prevent this
(effect) by paying 4 life." ("... to prevent each copy of this effect": each die's ability
as it resolves, as every one is asked.)

`settle` (called with the opponent's other costs, constructs/opponent_prevents.py) makes the
sentence's effects each happen unless the opponent paid (condition `prevented`), after the
payment: life lost on target kind `opponent_may_pay` (the opponent answers: they pay, or
decline). The controller's own choice ("target ...") is asked first: `numbered` (once a
line's choices are numbered, cards/compiler/several.py) makes the payment the choice after
it. Only one sentence, not "you may" (the decline is the opponent's), every effect of it
under the payment, none with a condition of its own; an energy payment ("pays (1)") and a
payer the text does not make the opponent ("they", "its owner" of a die either player's)
stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead, Sentence

GRAMMAR = r"""
%extend condition: opponent_pays_life | opponent_takes_damage
opponent_pays_life: _payer "pays" number "life"
opponent_takes_damage: _payer "takes" number "damage"
!_payer: "an" "opponent" | "your" "opponent" | "the" "opponent" | "opponent" \
       | ("its" | "their") ("owner" | "controller")
%extend effect: opponent_pays_mark
opponent_pays_mark: targets ("can" | "may") "pay" number "life" "to" "prevent" \
                    ("this" "effect"? | "it" | "each" "copy" "of" "this" "effect") paid_first?
                  | targets ("can" | "may") "prevent" ("this" "effect"? | "it") "by" \
                    "paying" number "life"
paid_first: "(" "they" "pay" "life" "when" "self" "attacks" "but" "before" "you" "choose" \
            "targets" ")"
"""
MARK = "$opponent_pays"  # the sentence "your opponent may pay N life to prevent this"
PAYS = "$opponent_pays_life"  # the condition "unless <the opponent> pays N life"
PAYER = "$opponent_may_pay"  # the payment's target until its choice is numbered
FIRST = "$paid_first"  # the payment asked before the controller's targets (the text says so)
_OPPOSING = frozenset({"target_opposing_die", "choose_opposing_die"})
_CHOSEN = frozenset(
    {
        "target_die",
        "target_opposing_die",
        "target_your_die",
        "target_player",
        "target_player_or_die",
        "target_opponent_or_die",
        "choose_player_or_die",
        "choose_die",
        "choose_opposing_die",
        "choose_your_die",
    }
)  # fmt: skip  (cards/compiler/lines.py CHOSEN: the controller's choices)


def _pays(children: list[Any]) -> dict[str, Any]:
    words = [str(c) for c in children if not isinstance(c, int)]
    amount = next(c for c in children if isinstance(c, int))
    return {"kind": PAYS, "amount": amount, "owner": words[-1] in ("owner", "controller")}


def _mark(children: list[Any]) -> list[Effect]:
    """Only "your opponent" pays (`targets`, as constructs/opponent_prevents.py reads it);
    "(they pay ... before you choose targets)": the payment is asked first (`FIRST`)."""
    if children[0] != [{"target": "opponent"}]:
        raise NotRead("choice")
    amount = next(c for c in children if isinstance(c, int))
    first = {FIRST: True} if FIRST in children else {}
    return [{"op": MARK, "amount": amount, **first}]


def _takes(children: list[Any]) -> dict[str, Any]:
    """ "unless your opponent takes 1 damage": the cost is damage dealt to them (DM-19.1),
    which they choose to be dealt (docs/rulings.md "Unless your opponent takes N damage")."""
    return {**_pays(children), "damage": True}


RULES: dict[str, Any] = {
    "paid_first": lambda children: FIRST,
    "opponent_pays_life": _pays,
    "opponent_takes_damage": _takes,
    "opponent_pays_mark": _mark,
}


def settle(body: tuple[Sentence, ...]) -> tuple[Sentence, ...]:
    """The body with the opponent's payment made part of the sentence it prevents, or
    unchanged if it has none; NotRead where the payment prevents nothing it can."""
    marks = [i for i, s in enumerate(body) if any(e["op"] == MARK for e in s.effects)]
    if marks:
        if marks != [1] or len(body) != 2 or len(body[1].effects) != 1:
            raise NotRead("choice")
        (mark,) = body[1].effects
        paid = _paid(body[0], body[0].effects, mark["amount"], False, first=FIRST in mark)
        return (paid,)
    at = [i for i, s in enumerate(body) if any(_pays_in(e) for e in s.effects)]
    if not at:
        return body
    marked = [e for e in body[at[0]].effects if _pays_in(e)]
    if len(at) != 1 or len(marked) != len(body[at[0]].effects):
        raise NotRead("choice")  # (the other sentences happen either way: not prevented)
    conditions = [e["condition"] for e in marked]
    if any(c != conditions[0] or c.get("unless") is not True for c in conditions):
        raise NotRead("choice")
    plain = tuple({k: v for k, v in e.items() if k != "condition"} for e in marked)
    first = conditions[0]
    paid = _paid(body[at[0]], plain, first["amount"], first["owner"], first.get("damage", False))
    return (*body[: at[0]], paid, *body[at[0] + 1 :])


def _pays_in(effect: Effect) -> bool:
    return (effect.get("condition") or {}).get("kind") == PAYS


def _paid(
    sentence: Sentence,
    effects: tuple[Effect, ...],
    amount: int,
    owner: bool,
    damage: bool = False,
    first: bool = False,
) -> Sentence:
    if sentence.optional or any("condition" in e or "instead" in e for e in effects):
        raise NotRead("choice")
    if any(e.get("split") for e in effects) or (any(e.get("up_to") for e in effects) and not first):
        raise NotRead("choice")  # up to N targets: only when the payment is asked first
    chosen = {str(e.get("target")) for e in effects} & _CHOSEN
    if owner and (not chosen or not chosen <= _OPPOSING):
        raise NotRead("choice")  # "its owner": the opponent only when the die is theirs
    unless: Effect = {"kind": "prevented", "unless": True}
    made = tuple({**e, "condition": dict(unless)} for e in effects)
    cost = "deal_damage" if damage else "lose_life"
    first_: Effect = {FIRST: True} if first else {}
    return Sentence(({"op": cost, "amount": amount, "target": PAYER, **first_}, *made), False)


def numbered(effects: list[Effect]) -> list[Effect]:
    """The payment the choice after the controller's (if the line asks one, several.py has
    numbered it), each prevented effect's condition naming that choice."""
    if not any(e.get("target") == PAYER for e in effects):
        return effects
    if any(e.get(FIRST) for e in effects):
        return _first(effects)
    theirs = [e for e in effects if str(e.get("target")) in _CHOSEN]
    if not theirs:
        return [
            {**e, "target": "opponent_may_pay"} if e.get("target") == PAYER else e for e in effects
        ]
    if any(e.get("choice", 0) for e in theirs):
        raise NotRead("choice")  # several choices of the controller's, then the opponent's
    made: list[Effect] = []
    for effect in effects:
        if effect.get("target") == PAYER:
            made.append({**effect, "target": "opponent_may_pay", "choice": 1})
        elif (effect.get("condition") or {}).get("kind") == "prevented":
            made.append({**effect, "condition": {**effect["condition"], "choice": 1}})
        else:
            made.append(effect)
    return made


def _first(effects: list[Effect]) -> list[Effect]:
    """The payment asked first (choice 0), then the controller's one choice (choice 1; only
    one, "up to N" allowed: the last choice's), each prevented effect naming choice 0."""
    theirs = [e for e in effects if str(e.get("target")) in _CHOSEN]
    if not theirs or any(e.get("choice", 0) for e in theirs):
        raise NotRead("choice")
    made: list[Effect] = []
    for effect in effects:
        if effect.get("target") == PAYER:
            made.append(
                {k: v for k, v in effect.items() if k != FIRST} | {"target": "opponent_may_pay"}
            )
        elif str(effect.get("target")) in _CHOSEN:
            made.append({**effect, "choice": 1, "condition": {**effect["condition"], "choice": 0}})
        else:
            made.append(effect)
    return made
