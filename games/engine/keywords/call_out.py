"""Call Out (000:L767, 003:L627): when a Call Out die attacks, its controller targets an
opposing character die; then that die may block only the Call Out die, and only that die may
block it. The target need not block. Keyword.abilities: a "when attacks" ability that marks
the pair (`call_out`, effects/marks.py, until Cleanup); hook may_block (asked of the blocker
and of every attacking die) enforces the marks still in force. A mark is cancelled when the
Call Out die cannot legally be blocked by its target: the Call Out die can't be blocked, two
Call Out dice chose the same target, the target can't block or is no longer in the Field Zone
(KO'd, or moved away)."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.abilities.permissions import under
from games.engine.model.cards import Ability, EffectSpec, KeywordUse
from games.engine.model.state import GameState, Lasting, Zone

NAME = "call_out"
MARK = "called_out"  # the persistent effect's name (effects/marks.py)
CALL = EffectSpec("call_out", target="target_opposing_die")


def in_force(state: GameState, mark: Lasting) -> bool:
    """Is this Call Out (mark.source calls out mark.target) still in force?"""
    caller, target = state.dice.get(mark.source), state.dice.get(mark.target)
    if caller is None or target is None or caller.zone is not Zone.ATTACK:
        return False
    if target.zone is not Zone.FIELD or not state.is_character(target):
        return False
    if under(state, "cant_be_blocked", caller.id) or under(state, "cant_block", target.id):
        return False
    return sum(x.effect == MARK and x.target == target.id for x in state.lasting) == 1


def may_block(state: GameState, blocker: str, attacker: str) -> bool:
    for mark in state.lasting:
        if mark.effect != MARK or (mark.target != blocker and mark.source != attacker):
            continue
        if (mark.target == blocker) != (mark.source == attacker) and in_force(state, mark):
            return False  # the target blocks another die, or another die blocks the caller
    return True


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (Ability("when_attacks", (CALL,), origin=f"keyword:{NAME}"),)


KEYWORD = Keyword(
    name=NAME,
    label="Call Out",
    glossary=(
        "When a character die with Call Out attacks, you target an opposing character die. The"
        " targeted die can only legally block the attacking die that used Call Out on it, and no"
        " other die can legally block the die that used Call Out. If the die that used Call Out"
        " cannot legally be blocked for any reason (an effect made it unblockable, two different"
        " dice chose the same target for their Call Out, the die targeted with Call Out was"
        " KO'd, etc.) then the effect of Call Out is cancelled."
    ),
    source="000:L767, 003:L627",
    rules=("DM-9.2", "DM-9.3", "DM-13.1", "DM-14.2"),
    hooks={"may_block": may_block},
    abilities=abilities,
)
