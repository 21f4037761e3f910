"""The words of damage changed by which dice deal and take it (engine
abilities/damage_taken.py and damage_doubled.py, with abilities/damage_between.py): each
damage is one source's damage to one target, so the reading says "each damage"; the source
(or the damaged dice, for a dealer's doubling) as its `by_filters` name it."""

from __future__ import annotations

from typing import Any

from games.engine.model.cards import EffectSpec
from games.reading.damage_sources import damage_from, dice_said

_KIND = {True: "combat damage", False: "non-combat damage"}


def _parts(spec: EffectSpec) -> tuple[str, str, bool]:
    """(the damage's kind in words, " from <source>" or "", engaged)."""
    by = dict(spec.by_filters)
    kind = _KIND.get(by.pop("combat", None), "damage")
    engaged = bool(by.pop("engaged", False))
    source = damage_from(by, lambda rest: dice_said(tuple(rest.items())))
    return kind, source, engaged


def _taken(tail: str, each_source: str = "") -> Any:
    """ "each damage dealt to <it> [from <source> engaged with it] <tail>"."""

    def words(spec: EffectSpec, t: Any) -> str:
        kind, source, engaged = _parts(spec)
        source = source or each_source
        if engaged:
            source += " engaged with it"
        return f"each {kind} dealt to {t.or_('it')}{source} {tail.format(n=spec.amount)}"

    return words


def _dealt(spec: EffectSpec, t: Any) -> str:
    """ "double each damage <it> deals to <dice>" (its blockers: "character dice blocking it")."""
    by = dict(spec.by_filters)
    kind = _KIND.get(by.pop("combat", None), "damage")
    blocking = by.pop("engaged", False) and by.pop("blocker", None)
    dice = dice_said(tuple(by.items())) + (" blocking it" if blocking else "")
    dealer = t.or_("it")
    return f"double each {kind} {dealer} {'deal' if t.plural else 'deals'} to {dice}"


BETWEEN_WORDS = {
    "reduce_damage_taken": _taken("is reduced by {n}"),
    "cap_damage_taken": _taken("is reduced to at most {n}", " from one source"),
    "halve_damage_taken": _taken("is halved (rounded down)"),
    "double_damage_dealt": _dealt,
}
