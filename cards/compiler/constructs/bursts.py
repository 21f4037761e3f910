"""Burst lines (DM-17): "(burst)" one burst, "(burst)(burst)" two, "(burst)/(burst)(burst)"
either; "Also," adds to the text, "Instead," replaces it (DM-17.3), and so does a burst line
whose one sentence ends with "instead" ("(burst) Gain 2 life instead.": `trailing_instead`).
"Instead, deal 3 damage." after a text that deals damage once is that damage, new amount. An
action die's text, or a character's one triggered ability (cards/compiler/lines.py)."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.burst_retarget import retargeted
from cards.compiler.core import first, words
from cards.compiler.parts import Effect, NotRead, Opening, Sentence

AMOUNT_ONLY = "$amount_only"  # "deal 3 damage" (no target): the damage before, new amount

GRAMMAR = r"""
%extend opening: burst_opening
%extend effect: damage_amount
burst_opening: burst_marks (":" | "-")? burst_mode?
burst_marks: burst_mark ("/" burst_mark)*
burst_mark: BURST+
BURST: "@burst"
!burst_mode: ("also" | "instead") ","?
damage_amount: "deal" number "damage" | self_ref ("deals" | "deal") number "damage"
"""


def _opening(children: list[Any]) -> Opening:
    counts = children[0]
    mode = next((c for c in children if isinstance(c, str)), "")
    return Opening("burst", extra={"bursts": counts, "mode": mode})


RULES = {
    "burst_opening": _opening,
    "burst_marks": lambda c: sorted(set(c)),
    "burst_mark": len,
    "burst_mode": lambda c: "instead" if "instead" in words(c) else "also",
    # only an "instead" reads it (`instead_amount`, `with_amount`)
    # ("<self> deals 3 damage instead": the text's own damage, by the same die)
    "damage_amount": lambda c: [{"op": "deal_damage", "amount": first(c, int),
                                 "target": AMOUNT_ONLY}],
}  # fmt: skip


def trailing_instead(opening: Opening, values: list[str]) -> int | None:
    """Where the last word "instead" of a burst line's body is when it replaces the text
    ("(burst) Deal 2 damage instead."): a burst opening with no mode and one sentence that
    ends so and says "instead" nowhere else, opening with no condition ("If ..., ...
    instead" replaces one effect: constructs/instead.py). None otherwise."""
    if opening.kind != "burst" or opening.extra.get("mode"):
        return None
    body = values[:-1] if values[-1:] in (["."], [";"]) else values
    if len(body) < 2 or body[-1] != "instead" or body.count("instead") != 1:
        return None
    if body[0] in ("if", "unless") or "." in body or ";" in body:
        return None
    return len(body) - 1


def instead_amount(body: tuple[Sentence, ...], prior: list[Effect]) -> list[Effect] | None:
    """ "Instead, deal 3 damage." after a text that deals damage once: the same, with the
    new amount; None for any other burst body."""
    retarget = retargeted(body, prior)  # "Instead, target any character die."
    if retarget is not None:
        return retarget
    if len(body) != 1 or len(body[0].effects) != 1 or body[0].optional:
        return None
    (effect,) = body[0].effects
    if effect.get("target") != AMOUNT_ONLY:
        return None
    if len(prior) != 1 or prior[0]["op"] != "deal_damage":
        raise NotRead("unparsed")
    more = {**prior[0], "amount": effect["amount"]}
    if "condition" in effect:  # "instead, deal 4 damage if <condition>": the text's damage
        if "condition" in prior[0] or "instead" in prior[0]:  # unless it holds (DM-12.1)
            raise NotRead("condition")
        return [{**prior[0], "instead": {"if": effect["condition"], "effects": [more]}}]
    return [more]


def with_amount(raw: Effect, effect: Effect) -> Effect | None:
    """ "If <condition>, instead deal 2 damage." (constructs/instead.py) after an effect
    that deals damage: that effect with the new amount; None if `raw` is no amount alone."""
    if raw.get("target") != AMOUNT_ONLY:
        return None
    if effect["op"] != raw["op"] or "amount" not in effect:
        raise NotRead("condition")
    same = {k: v for k, v in effect.items() if k not in ("condition", "instead")}
    return {**same, "amount": raw["amount"]}
