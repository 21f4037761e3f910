""" "You may" on a later sentence of a line, the rest of it done either way (DM-12.3; engine
games/engine/abilities/you_may.py; docs/rulings.md "You may, part way"): an action that
damages a chosen die and then, should that damage KO it, lets its player put the action die
in the Prep Area or not.

`part_way` turns such a sentence (reader.py marks it `optional`; the first sentence's "you
may" is still the whole ability's) into the controller's yes-or-no (the effect `choose` on
target kind `you_may`) and its effects, each under the condition `accepted` (with the
sentence's own condition, if any: both must hold). `numbered` makes that answer the choice
after the line's targets (several.py has numbered them). One such sentence a line, and
nothing chosen under it ("you may deal 3 damage to another target": its target would be a
choice after the yes), no payment in it ("you may pay (1) to ...": paid.py's, first only)
nor after one ("If you do, you may ..."), nor an opponent's payment beside it: those stay
text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.conjunction import both
from cards.compiler.constructs.paid import PAY
from cards.compiler.constructs.roll_outcomes import OUTCOME_YES
from cards.compiler.parts import ROLLED, Effect, NotRead, Sentence

ASKED = "$you_may"  # the answer's target until its choice is numbered
ACCEPTED = "accepted"


def part_way(body: tuple[Sentence, ...]) -> tuple[Sentence, ...]:
    """The body with each later sentence's "you may" made a yes-or-no of its own."""
    later = [i for i, s in enumerate(body) if i and s.optional]
    if not later:
        return body
    if len(later) > 1:
        raise NotRead("choice")
    at = later[0]
    sentence = body[at]
    if any(str(e.get("target", "")).startswith(("target", "choose")) for e in sentence.effects):
        raise NotRead("choice")  # a target chosen after the yes: not asked in that order
    if any(e["op"] == PAY or _after_cost(e) for e in sentence.effects):
        raise NotRead("choice")  # a payment or "if you do, you may": a choice of the cost's
    if all(OUTCOME_YES in e for e in made_effects(sentence)):
        return _before_roll(body, at)
    said = len(sentence.phrases) == len(sentence.effects)
    made = Sentence(
        (
            {"op": "choose", "target": ASKED},
            *(_asked(e) for e in sentence.effects),
        ),
        False,
        (sentence.phrases[0], *sentence.phrases) if said and sentence.phrases else (),
    )
    return (*body[:at], made, *body[at + 1 :])


def made_effects(sentence: Sentence) -> list[Effect]:
    return [_asked(e) for e in sentence.effects]


def _before_roll(body: tuple[Sentence, ...], at: int) -> tuple[Sentence, ...]:
    """ "Roll ... . If you roll a character face, you may field it.": the yes asked with the
    roll's own sentence, before it (the roll is the ability's last, its chance: the outcome
    is the next decision), the outcome's effects marked for roll_outcomes.attach."""
    roll, sentence = body[at - 1], body[at]
    said = len(roll.phrases) == len(roll.effects)
    asked = Sentence(
        ({"op": "choose", "target": ASKED}, *roll.effects),
        roll.optional,
        (roll.phrases[0], *roll.phrases) if said and roll.phrases else (),
    )
    made = Sentence(tuple(made_effects(sentence)), False, sentence.phrases)
    return (*body[: at - 1], asked, made, *body[at + 1 :])


def _after_cost(effect: Effect) -> bool:
    return (effect.get("condition") or {}).get("kind") in ("done", "$paid", "prevented")


def _asked(effect: Effect) -> Effect:
    """The effect under the yes; a roll's outcome ("if you roll a character face, you may
    field it") keeps its face placeholder for roll_outcomes.py, the yes marked beside it
    (`OUTCOME_YES`: the outcome's own condition once it is in the roll)."""
    own = effect.get("condition") or {}
    if own.get("kind") == ROLLED:
        return {**effect, OUTCOME_YES: True}
    return {**effect, "condition": _accepted(effect)}


def _accepted(effect: Effect) -> dict[str, Any]:
    own = effect.get("condition")
    yes = {"kind": ACCEPTED}
    return yes if own is None else both(own, yes)


def numbered(effects: list[Effect]) -> list[Effect]:
    """The yes-or-no the choice after the controller's targets (none: the only choice)."""
    if not any(e.get("target") == ASKED for e in effects):
        return effects
    if any(e.get("target") == "opponent_may_pay" for e in effects):
        raise NotRead("choice")  # two players' answers besides the targets: not told apart
    asked = [e.get("choice", 0) for e in effects if _chosen(e)]
    choice = 1 + max(asked) if asked else 0
    return [_numbered(e, choice) for e in effects]


def _chosen(effect: Effect) -> bool:
    target = str(effect.get("target", ""))
    return target != ASKED and target.startswith(("target", "choose"))


def _numbered(effect: Effect, choice: int) -> Effect:
    if "rolled" in effect:
        effect = {**effect, "rolled": _outcome_numbered(effect["rolled"], choice)}
    if effect.get("target") == ASKED:
        return {**effect, "target": "you_may", **({"choice": choice} if choice else {})}
    condition = effect.get("condition")
    if not choice or condition is None:
        return effect
    return {**effect, "condition": _with_choice(condition, choice)}


def _with_choice(condition: dict[str, Any], choice: int) -> dict[str, Any]:
    if condition.get("kind") == ACCEPTED:
        return {**condition, "choice": choice}
    if condition.get("kind") == "all":
        return {**condition, "of": [_with_choice(c, choice) for c in condition["of"]]}
    return condition


def _outcome_numbered(rolled: dict[str, Any], choice: int) -> dict[str, Any]:
    """A roll's outcome under the yes: its choice number said even when it is the first,
    and only after another choice (as the outcome resolves, abilities/outcomes.py, the
    answer the resolution holds is the rolled die, not the yes: only `state.chosen` tells)."""
    made = dict(rolled)
    for part in ("effects", "then", "otherwise"):
        found = []
        for effect in rolled.get(part, ()):
            condition = effect.get("condition") or {}
            if condition.get("kind") == ACCEPTED:
                if not choice:
                    raise NotRead("choice")
                effect = {**effect, "condition": {**condition, "choice": choice}}
            found.append(effect)
        if part in rolled:
            made[part] = found
    return made
