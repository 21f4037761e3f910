"""The words of an effect's target: its kind with its filters ("target opposing level 1 die"),
said the same way wherever a reading names dice (abilities, Globals, conditions)."""

from __future__ import annotations

import re
from typing import Any

from games.engine.model.cards import EffectSpec
from games.reading.effects import Subject
from games.reading.keywords import missing
from games.reading.targets import FILTERS, TARGETS


def qualifiers(filters: tuple[tuple[str, Any], ...]) -> tuple[str, str]:
    """The filters' words before a noun ("level 1 Villain ") and after it (" in a bag")."""
    before: list[str] = []
    after: list[str] = []
    combat = _combat_word(filters)
    if combat:
        before.append(combat)
    for name, value in filters:
        if combat and (name == "blocker" or (name, value) == ("zone", "attack")):
            continue  # said by the combat word
        entry = FILTERS.get(name)
        if entry is None:
            after.append(missing(f"filter {name}"))
            continue
        said = entry.words(value)
        if said:
            (after if entry.after else before).append(said)
    return "".join(f"{w} " for w in before), "".join(f" {w}" for w in after)


def _combat_word(filters: tuple[tuple[str, Any], ...]) -> str:
    """Where in combat the dice are, said before the noun: an Attack Zone die not there to
    block is attacking (DM-9.1), one there to block is blocking (DM-9.3), and the zone alone
    is either; a die declared as a blocker is blocking wherever the filters leave it."""
    found = dict(filters)
    blocker = found.get("blocker")
    if found.get("zone") == "attack":
        return {False: "attacking", True: "blocking"}.get(blocker, "attacking or blocking")
    return "blocking" if blocker is True else ""


def subject(spec: EffectSpec) -> Subject:
    """The words of an effect's target with its filters ("target opposing level 1 die")."""
    kind = TARGETS.get(spec.target)
    if kind is None:
        return Subject(missing(spec.target))
    q, tail = qualifiers(spec.filters)
    before, after = q.split(), tail.split()
    words = kind.words.format(q=q, after=tail) if kind.dice else kind.words
    # die_kind's word said again by the noun ("character non-Sidekick character dice"; not "or")
    words = re.sub(r"\bcharacter ((?:(?!or )\S+ ){0,4}?)character (die|dice)\b",
                   r"\1character \2", words)  # fmt: skip
    if _off_the_table(spec.filters):  # a die in a bag, Prep Area or Used Pile: any die
        words = words.replace("character die", "die").replace("character dice", "dice")
    words = words.replace("action character die", "action die")  # die_kind's word for the kind's
    words = words.replace("action character dice", "action dice")
    words = re.sub(r"\ba (?=[aeio])", "an ", words)  # "a action die": "an action die"
    if not kind.dice and (before or after):
        words = " ".join([*before, words, *after]).strip()
    return Subject(words, kind.plural)


# Zones where a die shows no face: a target there is any die, not only a character's, unless a
# die_kind filter says which (abilities/targets.py gives no kind of its own there).
_NO_FACE = frozenset({"bag", "prep", "used"})
# A Reserve Pool holds dice of every kind, and target kinds name any of them there (only the
# Field Zone's are character dice unless stated: abilities/targets.py), unless a face is said
_ANY_DIE = _NO_FACE | {"reserve"}


def _off_the_table(filters: tuple[tuple[str, Any], ...]) -> bool:
    zones = [str(v).split() for name, v in filters if name == "zone"]
    # (a face other than a character face says no character die: "showing an energy face")
    kinds = [v for name, v in filters if name == "die_kind" or (name, v) == ("face", "character")]
    return bool(zones) and not kinds and all(set(z) <= _ANY_DIE for z in zones)
