"""More words for occasions the engine already names (issue 16): "When <self> attacks or
blocks," is both of its die's own triggers, one ability (DM-15.6); "When (<self> is)
assigned to block," is "when <self> blocks" (the older sets' word for declaring a blocker,
DM-9.3, as "assigned to attack" is an attack's, constructs/own_triggers.py); "When you are
attacked," is the start of an opponent's Attack Step, once their attackers are declared
(DM-8.25: no attackers, no Attack Step; the engine's `start_of_opponents_attack_step`).
"The first time <self> is damaged each turn," (or "the first time each turn <self> ...")
is the die's own trigger once per card and turn (DM-15.5, `first_time_each_turn`; a deed of
any die is constructs/deeds.py's); "an attacking <self>" adds that this die is attacking
(DM-9.1), read as it triggers and as it resolves. "When <self> damages a (Villain)
character (die)," is `when_damages_die` (any damage it deals, the dice it hit filtered:
abilities/combat_occasions.py); "... knocks out / KOs a <die>" in a first-time trigger is
constructs/combat_triggers.py's `when_kos` (a KO by its combat damage, DM-9.11). Every
"when" and "self" is written out in each rule: constructs/combat_triggers.py and
own_triggers.py read the same first words."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cards.compiler.parts import NotRead, Trigger

_W = '("when" | "whenever" | "each" "time")'
_ONCE = '"the" "first" "time"'
_TURN = '"each" "turn"'
# the subject of a first-time trigger: this card's die ("a <self>": each die its own)
_OWN = '("self" | "a" "self" | "one" "of" "your" "self" "dice")'

_ATTACKING = '(("an" | "a")? "attacking" "self")'

GRAMMAR = rf"""
%extend trigger: attacks_or_blocks | assigned_to_block | you_are_attacked | first_own \
               | damages_die
attacks_or_blocks: {_W} "self" ("attacks" "or" "blocks" | "blocks" "or" "attacks")
assigned_to_block: {_W} "self" ("is" "assigned" | "assigns") "to" "block"
                 | {_W} "assigned" "to" "block"
you_are_attacked: "when" "you" "are" "attacked"
first_own: {_ONCE} {_TURN} {_OWN} (own_deed | own_hit) | {_ONCE} {_OWN} (own_deed | own_hit) {_TURN}
         | {_ONCE} {_TURN} {_ATTACKING} (own_deed | own_hit) -> first_attacking
         | {_ONCE} {_ATTACKING} (own_deed | own_hit) {_TURN} -> first_attacking
own_hit: "damages" (deed_die_phrase | hit_kind) -> own_damages
       | ("knocks" "out" | "kos") (deed_die_phrase | hit_kind) -> own_kos
damages_die: {_W} "self" "damages" (deed_die_phrase | hit_kind)
// "a Villain" (a side is an affiliation, constructs/combat_kinds.py), "an adventurer" (a
// character with Experience, as constructs/conditions.py reads it)
!hit_kind: deed_det ("villain" | "adventurer") ("character" ("die" | "dice")?)?
!own_deed: "is" "damaged" | "takes" "damage" | "is" "dealt" "damage" | "attacks" | "blocks"
         | "is" "blocked" | "is" "ko'd" | "is" "knocked" "out"
"""
OWN_DEEDS = {
    "is damaged": "when_damaged", "takes damage": "when_damaged",
    "is dealt damage": "when_damaged", "attacks": "when_attacks", "blocks": "when_blocks",
    "is blocked": "when_blocked", "is ko'd": "when_kod", "is knocked out": "when_kod",
}  # fmt: skip


# this very die attacking, not there to block (DM-9.1; abilities/conditions.py `this_die`)
ATTACKING = {"kind": "this_die", "filters": {"zone": "attack", "blocker": False}}


def _own(children: list[Any]) -> Trigger:
    """The die's own deed: a word of OWN_DEEDS, or a deed on another die (`own_hit`)."""
    found = next(c for c in children if isinstance(c, (str, Trigger)))
    return found if isinstance(found, Trigger) else Trigger(OWN_DEEDS[found])


def _first(children: list[Any]) -> Trigger:
    """Once per card and turn (DM-15.5): several dice of it at once trigger it once."""
    trigger = _own(children)
    return replace(trigger, extra=(*trigger.extra, ("first_time_each_turn", True)))


def _first_attacking(children: list[Any]) -> Trigger:
    trigger = _first(children)
    if trigger.name in ("when_attacks", "when_blocks"):
        raise NotRead("trigger:other")  # "an attacking <self> attacks": said twice, or never
    return replace(trigger, extra=(*trigger.extra, ("condition", dict(ATTACKING))))


def _hit(name: str) -> Any:
    """A deed of this die on another die of either player (the die phrase is constructs/
    deeds.py's; its filters test the dice it hit or KO'd)."""

    def rule(children: list[Any]) -> Trigger:
        side, filters = next(c for c in children if isinstance(c, tuple))
        if side != "either" or "other_card" in filters or filters.pop("$each", False):
            raise NotRead("trigger:other")  # whose die it hit: no filter says it here
        return Trigger(name, extra=(("trigger_filters", filters),) if filters else ())

    return rule


def _kind(children: list[Any]) -> tuple[str, dict[str, Any]]:
    """ "a Villain (character die)", "an adventurer": either player's die of that kind."""
    det = next(c for c in children if isinstance(c, tuple))
    nouns = [str(c) for c in children if not isinstance(c, tuple)]
    if det[1] not in ("a", "an") or "dice" in nouns:
        raise NotRead("trigger:other")
    if "villain" in nouns:
        return "either", {"affiliation": "villain"}
    return "either", {"keyword": "experience"}


RULES: dict[str, Any] = {
    "hit_kind": _kind,
    "attacks_or_blocks": lambda c: Trigger("when_attacks", also=("when_blocks",)),
    "assigned_to_block": lambda c: Trigger("when_blocks"),
    # DM-8.25: the Attack Step begins once an opponent's attackers are declared
    "you_are_attacked": lambda c: Trigger("start_of_opponents_attack_step", selves="player"),
    "first_own": _first,
    "first_attacking": _first_attacking,
    "own_damages": _hit("when_damages_die"),
    "own_kos": _hit("when_kos"),
    "damages_die": _hit("when_damages_die"),
    "own_deed": lambda c: " ".join(str(t) for t in c),
}
