"""The words of the damage a `no_damage_from` static stops, where it says what dealt it
(engine abilities/damage_sources.py): the kinds of ability ("from Range", "from 'when
fielded' abilities", "from character abilities or Global Abilities"), dealt by an opponent
of the damaged die's controller (or player), from dice of an equal or lower level."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine.model.cards import EffectSpec

KIND_WORDS = {
    "global": "Global Abilities",
    "action": "action dice",
    "character": "character abilities",
    "range": "Range",
    "when_fielded": '"when fielded" abilities',
}
# a comparison said otherwise than "of a higher level" (reading/effects.py `_blockers`)
LEVEL_WORDS = {"not_higher": "of an equal or lower level"}


def level_said(vs: str | None) -> str:
    """ " of a higher level", " of an equal or lower level" ("" for no comparison)."""
    return " " + LEVEL_WORDS.get(vs, f"of a {vs} level") if vs else ""


def damage_from(by: dict[str, Any], dice: Callable[[dict[str, Any]], str]) -> str:
    """ " from <source>" for the `by_filters` (less "combat"); `dice` says source dice by
    the other filters. "" when nothing names the source."""
    rest = dict(by)
    kinds = str(rest.pop("sources", "")).split()
    opposing = bool(rest.pop("opposing", False))
    said = " or ".join(KIND_WORDS[k] for k in kinds)
    if rest:
        said = " ".join(x for x in (said, dice(rest)) if x)
    if not said and not opposing:
        return ""
    if opposing:
        said = f"{said or 'anything'} an opponent controls"
    return f" from {said}"


def damage_taken(spec: EffectSpec, t: Any, blockers: Callable[[EffectSpec], str]) -> str:
    """A `reduce_damage_taken` or `cap_damage_taken` (engine abilities/damage_taken.py):
    "each non-combat damage dealt to it from action dice is reduced to at most 1"; `t` the
    subject's words, `blockers` says source dice by target filters."""
    by = dict(spec.by_filters)
    kind = {True: "combat damage", False: "non-combat damage"}.get(by.pop("combat", None), "damage")
    source = damage_from(by, lambda rest: blockers(EffectSpec("", by_filters=tuple(rest.items()))))
    said = f"each {kind} dealt to {t.or_('it')}"
    if spec.op == "cap_damage_taken":
        return f"{said}{source or ' from one source'} is reduced to at most {spec.amount}"
    return f"{said}{source} is reduced by {spec.amount}"
