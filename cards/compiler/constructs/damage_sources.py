"""Damage of some sources never taken, a static of its line (DM-14.3, DM-19.1; the engine's
abilities/damage_sources.py, read by `no_damage_from`): the kinds of ability that deal it
("prevent damage from Range dealt to <self>", "prevent all damage to your Sidekick dice by
character abilities or Global Abilities", "... to you from opposing 'when fielded'
abilities"), dice an opponent controls ("prevent damage from your opponent's @bolt
character dice to your character dice"), dice of a level no higher ("... by character dice
of equal or lower level": a blocker's words, constructs/block_limits.py `_vs`). Said as
constructs/immunity.py's sources (`dmg_from`), read by its rule; the word order "prevent
damage from <source> (dealt) to <dice>" is added here."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend dmg_from: ("from" | "by") dmg_sources
                | ("from" | "by") dmg_rivals blocker -> dmg_rival_dice
%extend blk_vs: "of" "equal" "or" "lower" "level"
%extend no_damage: "prevent" "all"? "damage" dmg_from ("dealt" | "done")? "to" targets
dmg_sources: dmg_rivals? dmg_kind_word ("or" dmg_kind_word)*
!dmg_rivals: "opposing" | "your" "opponent's"
!dmg_kind_word: "range" | "the" "range" "ability"
              | "\"" "when" "fielded" "\"" "abilities"
              | "character" "abilities" | "global" "abilities" | "action" "dice"
"""
_KINDS = {
    "range": "range",
    "the range ability": "range",
    '" when fielded " abilities': "when_fielded",
    "character abilities": "character",
    "global abilities": "global",
    "action dice": "action",  # an action die's ability's damage (DM-16)
}


def _sources(children: list[Any]) -> dict[str, Any]:
    """ "From Range", "by character abilities or Global Abilities": a source of dmg_from."""
    kinds = [c for c in children if isinstance(c, str) and c in _KINDS.values()]
    if len(set(kinds)) != len(kinds):
        raise NotRead("effect")
    by: dict[str, Any] = {"sources": " ".join(kinds)}
    if "rivals" in children:
        by["opposing"] = True
    return {"by": by}


def _rival_dice(children: list[Any]) -> tuple[str, list[dict[str, Any]]]:
    """ "From your opponent's @bolt character dice": the blocker's filters, and dealt by an
    opponent of the damaged die's controller."""
    blocker = next(c for c in children if isinstance(c, dict))
    if "by" not in blocker:
        raise NotRead("target")  # a negation ("non-@bolt") with an opponent's: not read
    return ("from", [{"by": {**blocker["by"], "opposing": True}}])


def _kind(children: list[Any]) -> str:
    said = words(children)
    if said not in _KINDS:
        raise NotRead("effect")
    return _KINDS[said]


RULES = {
    "dmg_sources": _sources,
    "dmg_rivals": lambda c: "rivals",
    "dmg_kind_word": _kind,
    "dmg_rival_dice": _rival_dice,
}
