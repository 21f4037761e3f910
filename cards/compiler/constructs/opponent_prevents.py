"""An opponent's choice to prevent an effect by paying a cost (DM-12.2; docs/rulings.md "Your
opponent can prevent this"): an attack trigger dealing damage to the
opponent, then a sentence letting that opponent prevent it by spinning a character of theirs
down a level.

The second sentence is read by the grammar as a mark; `settle` (called as a line's sentences
become effects, cards/compiler/lines.py) makes the two sentences one: the opponent's choice
of one of their own character dice to spin down 1 (target kind
`opponent_may_choose_their_die`: they answer, and may decline, so the ability is optional),
then the sentence before, each effect of it happening unless they paid (condition
`prevented`, games/engine/abilities/opponent_prevents.py). Read only after one sentence
whose effects choose nothing and hold no condition of their own (the choice is the
opponent's alone, one per ability); "your opponent can prevent this by paying (bolt)" and
any other cost stay text only.

The same choice said as a condition: "<effect> unless your opponent KOs a character die they
control" / "... unless target opponent KOs an opposing character die" (the Civil War set's
"Enlistment -" head is a name only, constructs/ability_words.py). The condition's mark
(`opponent_kos`) becomes the same one optional sentence with the cost a KO of one of the
opponent's own character dice (the opponent's dice are the "opposing" ones, DM-12.7). Only
one sentence, every effect of it under the mark, none choosing."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs import opponent_pays, waivers
from cards.compiler.parts import Effect, NotRead, Sentence

GRAMMAR = r"""
%extend effect: opponent_prevents
opponent_prevents: targets ("can" | "may") "prevent" "this" "by" "spinning" \
                   "one" "of" _their "characters" "down" "one" "level"
_their: "his" "or" "her" | "their"
%extend condition: opponent_kos
opponent_kos: _kos_who "immediately"? ("kos" | "ko's" | "ko") _kos_die
_kos_who: "your" "opponent" | "target" "opponent" | "they"
_kos_die: "a" "character" "die" "they" "control" | "an" "opposing" "character" "die" \
        | "one" "of" _their "character" "dice"
"""
MARK = "$opponent_prevents"
COST: Effect = {"op": "spin_down", "amount": 1, "target": "opponent_may_choose_their_die"}
UNLESS_PAID = {"kind": "prevented", "unless": True}
KOS = "$opponent_kos"  # "unless your opponent KOs a character die they control"
KO_COST: Effect = {"op": "ko", "target": "opponent_may_choose_their_die"}


def _mark(children: list[Any]) -> list[Effect]:
    """The mark; only "your opponent" prevents. (`targets`, as constructs/untargetable_kinds.py
    reads "your opponent may not target ...": the grammar takes the same way after it.)"""
    if children[0] != [{"target": "opponent"}]:
        raise NotRead("choice")
    return [{"op": MARK}]


RULES: dict[str, Any] = {"opponent_prevents": _mark, "opponent_kos": lambda c: {"kind": KOS}}


def settle(body: tuple[Sentence, ...]) -> tuple[Sentence, ...]:
    """The body with the opponent's prevention made one optional sentence (theirs to take),
    or unchanged if it has none; NotRead where it prevents nothing it can. (A payment of
    life: constructs/opponent_pays.py.)"""
    body = opponent_pays.settle(_unless_kos(waivers.settle(body)))  # (and waivers.py)
    marks = [i for i, s in enumerate(body) if any(e["op"] == MARK for e in s.effects)]
    if not marks:
        return body
    if marks != [1] or len(body) != 2 or len(body[1].effects) != 1:
        raise NotRead("choice")
    before = body[0]
    if before.optional or any(_chooses(e) or "condition" in e for e in before.effects):
        raise NotRead("choice")
    prevented = tuple({**e, "condition": dict(UNLESS_PAID)} for e in before.effects)
    return (Sentence((dict(COST), *prevented), optional=True),)


def _chooses(effect: Effect) -> bool:
    target = str(effect.get("target", ""))
    return target.startswith(("target_", "choose_", "$it")) or "up_to" in effect


def _unless_kos(body: tuple[Sentence, ...]) -> tuple[Sentence, ...]:
    """ "<effects> unless your opponent KOs a character die they control": the opponent's
    choice to KO one of their own dice, then the effects unless they did."""
    marked = [e for s in body for e in s.effects if (e.get("condition") or {}).get("kind") == KOS]
    if not marked:
        return body
    (sentence,) = body if len(body) == 1 else (None,)
    if sentence is None or sentence.optional or len(marked) != len(sentence.effects):
        raise NotRead("choice")
    if any(_chooses(e) or e["condition"].get("unless") is not True for e in marked):
        raise NotRead("choice")
    prevented = tuple({**e, "condition": dict(UNLESS_PAID)} for e in marked)
    return (Sentence((dict(KO_COST), *prevented), optional=True),)
