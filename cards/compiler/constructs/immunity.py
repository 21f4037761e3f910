"""Damage a card's own dice never take, a static of its line (DM-14.3, DM-19.1; engine
abilities/immunity.py): "<self> takes no damage from @mask characters", "<self> can't be
damaged by (grv) or @bolt characters in combat", "<self> takes no combat damage from level
1 characters", "prevent all damage to <self> from @mask character dice", "prevent all
non-combat damage to <self>". The sources are said as a blocker is
(constructs/block_limits.py); one negation ("non-@shield characters") is a `not_` filter."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: no_damage
no_damage: targets ("takes" | "take") "no" dmg_kind? "damage" dmg_from? dmg_when?
         | targets _cant "be" "damaged" dmg_from? dmg_when?
         | "prevent" "all" "damage" ("dealt" | "done")? "to" targets dmg_from dmg_when?
         | "prevent" "all"? dmg_kind "damage" ("dealt" | "done")? "to" targets dmg_from? \
           duration?
         | "prevent" "all" dmg_kind? "damage" ("dealt" | "done")? dmg_from dmg_both? "to" targets
         | "ignore" "all" dmg_kind? "damage" ("dealt" | "done")? "to" targets dmg_from?
!dmg_kind: "combat" | "non-combat"
!dmg_both: "(" ("yours" | "your") "or" ("your" | "their") "opponent's" ")"
dmg_from: ("from" | "by") (blocker ("or" blocker)* | blocker_pair)
!dmg_when: ("in" | "during") "combat"
"""


def _no_damage(children: list[Any]) -> list[Effect]:
    found = next(c for c in children if isinstance(c, list))
    if any(isinstance(c, tuple) and c[0] == "duration" for c in children):
        return _for_a_time(children, found)
    kinds = [c[1] for c in children if isinstance(c, tuple) and c[0] == "kind"]
    sources = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "from"), [{}])
    if len(kinds) > 1 or any(str(t.get("target")) not in _DICE | {"you"} for t in found):
        raise NotRead("unparsed")  # "combat damage ... in combat"; a chosen die, a player
    if any(t.get("target") == "you" for t in found) and not all(map(_kind_only, sources)):
        raise NotRead("effect")  # damage to you from some dice (the engine asks no die)
    made: list[Effect] = []
    for source in sources:
        if "only" in source and len(sources) > 1:
            raise NotRead("target")  # "from non-@shield or (grv) characters"
        by = _negated(source["only"]) if "only" in source else dict(source.get("by", {}))
        if kinds:
            by["combat"] = kinds[0] == "combat"
        made += [{"op": "no_damage_from", **({"by_filters": by} if by else {}), **t} for t in found]
    return made


def _for_a_time(children: list[Any], found: list[Effect]) -> list[Effect]:
    """ "Prevent all combat damage to <dice> (until end of turn)": said with a duration, no
    static but a shield for that time (DM-14.2), of combat damage only (engine
    effects/kind_shields.py `shield_combat`; a static line refuses it). From some dice, or
    of another kind, stays text only."""
    kinds = [c[1] for c in children if isinstance(c, tuple) and c[0] == "kind"]
    if kinds != ["combat"] or any(isinstance(c, tuple) and c[0] == "from" for c in children):
        raise NotRead("effect")
    more = duration_of(children)
    return [{"op": "shield_combat", "amount": 0, **more, **t} for t in found]


def _kind_only(source: dict[str, Any]) -> bool:
    """A source said by what dealt it only (constructs/damage_sources.py), no die filter."""
    return set(source.get("by", {})) <= {"sources", "opposing"} and "only" not in source


_NEGATED = {"energy_type": "not_energy_type", "affiliation": "not_affiliation"}


def _negated(only: dict[str, Any]) -> dict[str, Any]:
    """ "From non-@shield characters": from character dice whose card is not of that energy
    type (or affiliation): a Sidekick, of none, is among them, as it is for a block limit
    (constructs/block_limits.py); damage from no character die is not from such a die."""
    if len(only) != 1 or next(iter(only)) not in _NEGATED:
        raise NotRead("target")
    name, value = next(iter(only.items()))
    return {_NEGATED[name]: value}


def static_shield(effects: list[Effect]) -> list[Effect]:
    """A static line's "prevent all damage (dealt) to <self>" (constructs/prevention.py reads
    it as a shield, which a trigger or an action raises for a time): while the static holds,
    its dice take no damage at all (`no_damage_from` with no source said); so too the dice
    of a kind it names ("your Sidekick dice") and its player ("you")."""
    return [
        {"op": "no_damage_from", "target": e["target"], **_kept(e)}
        if e["op"] == "shield" and e.get("target") in _STATIC and set(e) <= _SHIELD
        else e
        for e in effects
    ]


# its own dice, or dice of a kind (yours, opposing, all: whose it says, DM-12.7), as any static
# names them (abilities/targetability.py static_reaches)
_DICE = frozenset({"$self", "all_your_characters", "all_opposing_characters", "all_characters"})
_SHIELD = frozenset({"op", "amount", "target", "condition", "filters"})
_STATIC = frozenset({"this_card", "you"}) | _DICE - {"$self"}  # (settled: lines.py)


def _kept(effect: Effect) -> Effect:
    return {k: effect[k] for k in ("condition", "filters") if k in effect}


RULES = {
    "no_damage": _no_damage,
    "dmg_kind": lambda c: ("kind", "combat" if str(c[0]) == "combat" else "non-combat"),
    "dmg_when": lambda c: ("kind", "combat"),
    "dmg_both": lambda c: ("both", True),  # "(yours or your opponent's)": as said (DM-12.7)
    "dmg_from": lambda c: (
        "from",
        [y for x in c for y in (x if isinstance(x, list) else [x]) if isinstance(y, dict)],
    ),
}
