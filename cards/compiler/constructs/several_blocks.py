"""A blocker of several attackers (engine abilities/several_blocks.py, op `block_more`):
"<self> can block an additional character die", "<self> can block up to two character
dice", "<self> may block any number of Sidekicks / (bolt) attackers / character dice with
purchase cost 2 or less". `amount`: attackers more than one (0: any number); `by_filters`:
what each attacker must be when it blocks several. Said of the card's own dice it is a
static (DM-14.3); of a chosen die "this turn", a persistent effect (DM-14.2). The words
after "block" are this construct's own (LALR: no dice phrase follows "block" elsewhere)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of, words
from cards.compiler.parts import Context, Effect, NotRead

GRAMMAR = r"""
%extend effect: block_more
block_more: targets ("can" | "may") "block" blk_more_count blk_more_mod* blk_more_noun \
            blk_more_cost? duration?
!blk_more_count: "an" "additional" | "up" "to" blk_more_n | "any" "number" "of"
!blk_more_n: "two" | "three" | INT
blk_more_mod: dice_icon | dice_combat
!blk_more_noun: "character" ("dice" | "die") | "characters" | "attackers" | "dice" | "die" \
              | "sidekicks" | "sidekick" "character" "dice"
blk_more_cost: "with" "a"? "printed"? cost_kind "cost" "of"? cost_value cost_bound?
"""

_NUMBERS = {"two": 2, "three": 3}
_CHOSEN = ("target_die", "target_your_die", "target_character")  # a die chosen: this turn


def _count(children: list[Any]) -> tuple[str, int]:
    """Attackers more than one: "an additional" 1, "up to N" N - 1, "any number of" 0."""
    said = words(children)
    if said.startswith("an additional"):
        return ("extra", 1)
    if said.startswith("any number"):
        return ("extra", 0)
    last = str(children[-1]).lower()  # (blk_more_n: the number's word or digits)
    n = _NUMBERS.get(last) or int(last)
    if n < 2:
        raise NotRead("unparsed")
    return ("extra", n - 1)


def _mod(children: list[Any]) -> tuple[str, Any]:
    """An attacker's kind: an energy type or an affiliation; "attacking" says nothing more."""
    name, value = children[0]
    if name == "combat":
        if value != "attacking":
            raise NotRead("target")
        return ("none", "")
    if value.startswith("@"):
        if value == "@wild":
            raise NotRead("target")
        return ("energy_type", value[1:])
    return ("affiliation", value[1:])


def _noun(children: list[Any]) -> tuple[str, Any]:
    return ("sidekick", True) if "sidekick" in words(children) else ("none", "")


def _cost(children: list[Any]) -> tuple[str, Any]:
    kind = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "kind")
    value = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "value")
    bound = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "bound"), "")
    if kind == "fielding":
        if bound:
            raise NotRead("cost_change")
        return ("field_cost", value)
    if bound in ("less", "lower", "fewer"):
        return ("cost_at_most", value)
    raise NotRead("cost_change")  # "purchase cost 3 or more", "purchase cost 3"


def _block_more(children: list[Any]) -> list[Effect]:
    found = children[0]
    extra = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "extra")
    by: dict[str, Any] = {}
    for child in children[1:]:
        if not isinstance(child, tuple) or child[0] in ("extra", "none", "duration"):
            continue
        if child[1] != "":
            if child[0] in by:
                raise NotRead("target")
            by[child[0]] = child[1]
    more = duration_of(children)
    made: list[Effect] = []
    for t in found:
        target = str(t.get("target", ""))
        if not target.startswith(("$self", "all_", "this_")) and target not in _CHOSEN:
            raise NotRead("target")
        effect: Effect = {"op": "block_more", "amount": extra, LATE: True, **more, **t}
        if by:
            effect["by_filters"] = dict(by)
        made.append(effect)
    return made


LATE = "$late"  # settled by the line's trigger (MARKS)


def _too_late(effect: Effect, _: Any, context: Context) -> None:
    """A leave to block more given once blockers are declared ("when <self> blocks, it may
    block an additional die"): too late to block another, kept text only."""
    if context.trigger.startswith(("when_blocks", "when_blocked")):
        raise NotRead("effect")


RULES = {
    "block_more": _block_more,
    "blk_more_count": _count,
    "blk_more_n": lambda c: str(c[0]),
    "blk_more_mod": _mod,
    "blk_more_noun": _noun,
    "blk_more_cost": _cost,
}
MARKS = {LATE: _too_late}
