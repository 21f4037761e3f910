"""Damage a card's own dice take, said the other way round (statics of its line, DM-14.3):
"(fist) characters deal no damage to <self>" is "<self> takes no damage from (fist)
characters" (`no_damage_from`, constructs/immunity.py; the dealers' filters are the
sources'), and "<self> only takes 1 damage from each source" is "reduce all damage dealt
to <self> from each source to 1" (`cap_damage_taken`, constructs/damage_taken.py). Dealers
named by more than the character filters (whose, "other", a card) are not read."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.damage_taken import RULES as TAKEN
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: dealt_none | only_takes
dealt_none: dice ("deal" | "deals") "no" "damage" "to" targets  // (silence.py's subject)
only_takes: targets "only" ("takes" | "take") number "damage" "from" "each" "source"
"""
# what a dealer may be filtered by, as a source of damage is (abilities/immunity.py)
_SOURCE_FILTERS = frozenset({"energy_type", "affiliation", "level", "sidekick"})


def _dealt_none(children: list[Any]) -> list[Effect]:
    dealer, found = children[0], children[-1]
    if dealer.get("target") != "all_characters":
        raise NotRead("target")  # "your characters", "target character die"
    by = dict(dealer.get("filters", {}))
    if not by or not set(by) <= _SOURCE_FILTERS:
        raise NotRead("target")  # every character: no source named
    if any(str(t.get("target")) != "$self" for t in found):
        raise NotRead("unparsed")  # another die than its own
    return [{"op": "no_damage_from", "by_filters": by, **t} for t in found]


RULES = {"dealt_none": _dealt_none, "only_takes": TAKEN["reduce_taken_to"]}
