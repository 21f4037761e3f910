"""The dice a character's die fought (issue 16, glossary "Engaged", DM-9.3, DM-9.11): "each
character die it was engaged with" (after "if <self> is KO'd while engaged,": the dice that
blocked it or that it blocked, still in the Attack Zone though the KO took it out of it) is
the engine's `fought_dice`; "the blocked character die" / "the character die it blocked"
(after "if <self> is KO'd while blocking,": the attacker it blocked) is `die_it_blocked`
(abilities/relative.py). A die's own trigger only (`MARKS`): the phrases name its fights.
The dice are "each character die" / "each die" with no other word ("each opposing (aff)
die it was engaged with" stays text only)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Context, Effect, NotRead

GRAMMAR = r"""
%extend target: fought_with | fought_blocked
fought_with: dice _it ("was" | "is") "engaged" "with"
fought_blocked: "the" "blocked" "character" "die" | "the" "character" "die" _it "blocked"
_it: "it" | "he" | "she" | "self"
"""
FOUGHT = "$fought"  # a die's own fights: its own trigger only
# its own triggers in or about combat (a "when fielded" die has fought no one)
COMBAT = frozenset({"when_kod", "when_kod_by_combat", "when_blocks", "when_blocked", "when_damaged",
                    "when_dealt_combat_damage", "when_deals_combat_damage"})  # fmt: skip


def _with(children: list[Any]) -> Effect:
    if children[0] != {"target": "all_characters"}:
        raise NotRead("target")  # "target die it was engaged with", "each opposing ..."
    return {"target": "fought_dice", FOUGHT: True}


def _own_die(effect: Effect, _: Any, context: Context) -> None:
    if context.selves != "die" or context.trigger not in COMBAT:
        raise NotRead("self")


RULES: dict[str, Any] = {
    "fought_with": _with,
    "fought_blocked": lambda c: {"target": "die_it_blocked", FOUGHT: True},
}
MARKS = {FOUGHT: _own_die}
