"""A character's own combat and damage triggers (DM-18.2: each die its own; the engine's
narrowed triggers, abilities/combat_occasions.py): "When <self> takes damage / is dealt
(combat) damage," "... deals combat damage (to an opponent)," "... damages an opponent,"
"... is KO'd by combat damage," (the older sets' "is knocked out in combat") "... KOs a
<die>," "... attacks alone," "... blocks a <die>," "... is blocked by a <die>," "When a
<die> blocks <self>,"; "Whenever" and "Each time" say the same. The die may be named as
"a <self> die", "a single <self> die" or "one of your <self> dice": still each die's own.
"When <self> is engaged," ("When blocked or blocking,") is "blocks" and "is blocked", one
ability with two triggers (DM-9.4, DM-15.6). "When summoned," is the Yu-Gi-Oh! sets' "when
fielded" (docs/rulings.md).

Every "when"/"whenever" and "self" is written out in each rule (no rule of their own): the
other trigger constructs read the same first words, and LALR must not decide between them
before it sees the words that differ."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead, Trigger

_W = '("when" | "whenever" | "each" "time")'
# a die of this card, each its own trigger
_ONE = (
    '(("a" | "an") "single"? "self" ("character" | "superstar")? "die"'
    ' | "one" "of" "your" "self" ("character" | "superstar")? "dice")'
)
_ME = f'({_W} "self" | {_W} {_ONE} | "if" "self")'  # "If <self> is KO'd,": its own event
_OPPONENT = '("an" "opponent" | "your" "opponent")'

GRAMMAR = rf"""
%extend trigger: combat_damaged | combat_dealt_combat | combat_deals_combat | combat_to_opponent
               | combat_damages_opponent | combat_kod_by_combat | combat_kod | combat_kos
               | combat_attack_kos | combat_block_kos | combat_alone | combat_deals_to_die
               | combat_blocks_die | combat_blocked_by
               | combat_blocked_by_deed
               | combat_summoned | combat_engaged
combat_damaged: {_ME} ("takes" "damage" | "is" "dealt" "damage" | "is" "damaged")
combat_dealt_combat: {_ME} ("takes" "combat" "damage" | "is" "dealt" "combat" "damage")
combat_deals_combat: {_ME} "deals" "combat" "damage"
combat_to_opponent: {_ME} "deals" "combat" "damage" "to" {_OPPONENT}
combat_damages_opponent: {_ME} ("damages" {_OPPONENT} | "deals" "damage" "to" {_OPPONENT})
combat_kod_by_combat: {_ME} ("is" ("ko'd" | "knocked" "out") "by" "combat" "damage"
                             | "is" "knocked" "out" "in" "combat")
combat_kod: {_ME} ("is" "kod" | "gets" "knocked" "out")
          | {_W} {_ONE} "is" ("ko'd" | "knocked" "out")
combat_kos: {_ME} "kos" deed_die_phrase ("with" "combat" "damage")?
combat_attack_kos: {_ME} "attacks" "and" "kos" deed_die_phrase
combat_block_kos: {_ME} "blocks" "and" "kos" deed_die_phrase
combat_alone: {_ME} ("attacks" "alone" | "attacks" "with" "no" "other" "attackers")
combat_deals_to_die: {_ME} "deals" "combat" "damage" "to" deed_die_phrase
combat_blocks_die: {_ME} "blocks" deed_die_phrase
combat_blocked_by: {_ME} "is" "blocked" "by" deed_die_phrase
combat_blocked_by_deed: {_W} deed_die_phrase "blocks" "self"
combat_summoned: "when" "summoned"
combat_engaged: {_ME} "is" "engaged" | {_W} "blocked" "or" "blocking"
"""
NAMES = {
    "combat_damaged": "when_damaged",
    "combat_dealt_combat": "when_dealt_combat_damage",
    "combat_deals_combat": "when_deals_combat_damage",
    "combat_to_opponent": "when_deals_combat_damage_to_opponent",
    "combat_damages_opponent": "when_damages_opponent",
    "combat_kod_by_combat": "when_kod_by_combat",
    "combat_kod": "when_kod",
    "combat_alone": "when_attacks_alone",
    "combat_summoned": "when_fielded",
}


def _filtered(name: str) -> Any:
    """A trigger whose filters test the other die ("KOs a Sidekick die"; the die phrase is
    read by constructs/deeds.py): a die it fought, never one you control (DM-9.3)."""

    def rule(children: list[Any]) -> Trigger:
        side, filters = next(c for c in children if isinstance(c, tuple))
        if side == "yours" or "other_card" in filters:
            raise NotRead("trigger:other")
        extra = (("trigger_filters", filters),) if filters else ()
        return Trigger(name, extra=extra)

    return rule


def _role_kos(role: str) -> Any:
    """ "<self> attacks and KOs a <die>": its combat damage KO'd one of its blockers (an
    attacker's combat damage goes to the dice blocking it, DM-9.9), the trigger filter
    `blocker`; "blocks and KOs": an attacker it blocked (`blocked`, DM-9.10). The KO'd dice
    stay in the combat record, filters.py reads them there."""

    def rule(children: list[Any]) -> Trigger:
        trigger = _filtered("when_kos")(children)
        filters = dict(dict(trigger.extra).get("trigger_filters", {}))
        if {"blocker", "blocked", "zone"} & set(filters):
            raise NotRead("trigger:other")
        filters[role] = True
        return Trigger("when_kos", extra=(("trigger_filters", filters),))

    return rule


RULES: dict[str, Any] = {
    "combat_attack_kos": _role_kos("blocker"),  # (the dice it KO'd were its blockers)
    "combat_block_kos": _role_kos("blocked"),  # (the attacker it blocked)
    **{rule: (lambda n: lambda c: Trigger(n))(name) for rule, name in NAMES.items()},
    "combat_kos": _filtered("when_kos"),
    "combat_deals_to_die": _filtered("when_deals_combat_damage_to_die"),
    "combat_blocks_die": _filtered("when_blocks_die"),
    "combat_blocked_by": _filtered("when_blocked_by_die"),
    "combat_blocked_by_deed": _filtered("when_blocked_by_die"),
    # engaged: it blocks or is blocked (DM-9.4), one ability with two triggers (DM-15.6)
    "combat_engaged": lambda c: Trigger("when_blocks", also=("when_blocked",)),
}
