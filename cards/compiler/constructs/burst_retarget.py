"""A burst that replaces the text's target only (DM-17.3, issue 16 lane cb): "(burst)
Instead, target any character die in the Field Zone." after a text with one effect on one
chosen die ("Move target level 1 character die ... to the Prep Area"): the same effect, its
target any character die (the text's narrowing filters dropped; the Field Zone kept or
said). Also "any target character die" as a target phrase: the target, with nothing more
(constructs/targets.py `SAME_DET`). Anything else (two effects, no chosen die, a player)
stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Context, Effect, NotRead, Sentence

RETARGET = "$retarget"  # the effect of "target any character die": the text's, new target
_CHOSEN_DIE = frozenset({"target_die", "target_opposing_die", "target_your_die"})

GRAMMAR = r"""
%extend effect: burst_retarget
!burst_retarget: "target" "any" ("character" "die" | "character") _rt_field?
_rt_field: "in" "the" "field" "zone"
"""


def _retarget(children: list[Any]) -> list[Effect]:
    """ "... in the Field Zone": that zone said (else the text's own kept)."""
    field = any(str(c) == "zone" for c in children)
    return [{"op": RETARGET, RETARGET: True, "field": field}]


def _alone(effect: Effect, value: Any, context: Context) -> None:
    """Said anywhere but right after a burst's "Instead,": no effect of its own."""
    raise NotRead("target")


RULES = {"burst_retarget": _retarget}
MARKS = {RETARGET: _alone}


def retargeted(body: tuple[Sentence, ...], prior: list[Effect]) -> list[Effect] | None:
    """The text's one effect with its target any character die; None if the burst says
    something else."""
    if len(body) != 1 or len(body[0].effects) != 1 or body[0].optional:
        return None
    (effect,) = body[0].effects
    if effect.get("op") != RETARGET:
        return None
    if len(prior) != 1 or prior[0].get("target") not in _CHOSEN_DIE or "condition" in prior[0]:
        raise NotRead("target")
    kept = {k: v for k, v in prior[0].get("filters", {}).items() if k == "zone"}
    if effect["field"]:
        kept["zone"] = "field"
    new = {k: v for k, v in prior[0].items() if k != "filters"}
    return [{**new, "target": "target_die", **({"filters": kept} if kept else {})}]
