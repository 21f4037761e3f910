"""The Attack Step's decisions: declare attackers, declare blockers, assign damage (DM-9)."""

from __future__ import annotations

from games.engine.abilities import (
    after_blockers,
    attack_groups,
    blocking,
    energy_taxes,
    life_costs,
    permissions,
    several_blocks,
)
from games.engine.abilities.occasions import Occasion, announce
from games.engine.flow import taxed
from games.engine.flow.combat import blocker_splits, check_splits, resolve_combat_damage
from games.engine.flow.turn import may_attack, possible_attackers, possible_blocks
from games.engine.model import actions as A
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.errors import IllegalAction
from games.engine.model.state import Pending, Zone

# Enum members as module constants (in Python 3.11 `Zone.FIELD` goes through
# EnumType.__getattr__, and the flow asks for them for every die).
_ATTACK, _FIELD = Zone.ATTACK, Zone.FIELD


def declare_attackers(b: Batch, a: A.DeclareAttackers, pending: Pending) -> None:
    state = b.state
    if len(set(a.dice)) != len(a.dice):
        raise IllegalAction(E.ATTACK_DUPLICATE, "a die attacks once", "DM-9.1")
    if a.dice and not may_attack(state):
        raise IllegalAction(
            E.ATTACK_FIRST_TURN, "the first player may not attack on their first turn", "OP"
        )
    for die_id in a.dice:
        die = state.dice.get(die_id)
        if die is None or die.owner != a.player or die.zone is not _FIELD:
            raise IllegalAction(
                E.ATTACK_NOT_FIELDED, f"{die_id} is not in your Field Zone", "DM-9.1"
            )
        if not state.is_character(die):
            raise IllegalAction(E.ATTACK_NOT_FIELDED, f"{die_id} is not a character", "DM-9.1")
        if not permissions.may_attack(state, die_id):
            raise IllegalAction(E.ATTACK_NOT_ALLOWED, f"{die_id} may not attack", "DM-14.2")
    if may_attack(state):  # a persistent effect or a static ability (DM-14.2, DM-14.3)
        possible = possible_attackers(state)
        required = permissions.required_attackers(state, possible)
        missing = set(energy_taxes.untaxed_attackers(state, a.player, required))  # DM-12.2
        if found := attack_groups.limits(state, possible):  # dice attacking together
            if why := attack_groups.refused(found, missing, a.dice, possible):
                raise IllegalAction(E.ATTACK_NOT_ALLOWED, why, "DM-14.3")
        elif missing - set(a.dice):
            raise IllegalAction(
                E.ATTACK_REQUIRED, f"{sorted(missing - set(a.dice))} must attack", "DM-14.2"
            )
    tax = energy_taxes.attack_tax(state, a.player, a.dice)  # "unless you pay 1" (DM-12.2)
    taxed.check(state, a.player, a.paid, a.virtual, tax, E.ATTACK_UNPAID, "attacking")  # type: ignore[arg-type]
    b.emit(ev.AttackersDeclared(a.player, tuple(a.dice), a.paid, a.virtual))  # type: ignore[arg-type]
    if a.dice:  # the Attack Step begins (DM-8.25); its triggers resolve first (DM-15.3)
        announce(b, Occasion("attack_step_started", player=a.player))
    announce(b, *[Occasion("attacks", die=d) for d in a.dice])


def declare_blockers(b: Batch, a: A.DeclareBlockers, pending: Pending) -> None:
    state = b.state
    assert state.combat is not None
    blockers = [blocker for blocker, _ in a.blocks]
    if len(set(blockers)) != len(blockers) and (many := several_blocks.too_many(state, a.blocks)):
        raise IllegalAction(
            E.BLOCK_NOT_FIELDED, f"{many} block more attackers than they may", "DM-9.3"
        )  # each blocker blocks one attacker, unless its card says more
    for blocker, attacker in a.blocks:
        die = state.dice.get(blocker)
        if die is None or die.owner != a.player or die.zone is not _FIELD:
            raise IllegalAction(
                E.BLOCK_NOT_FIELDED, f"{blocker} is not in your Field Zone", "DM-9.3"
            )
        if not state.is_character(die):
            raise IllegalAction(E.BLOCK_NOT_FIELDED, f"{blocker} is not a character", "DM-9.3")
        target = state.dice.get(attacker)
        if attacker not in state.combat.attackers or target is None or target.zone is not _ATTACK:
            raise IllegalAction(E.BLOCK_BAD_ATTACKER, f"{attacker} is not attacking", "DM-9.3")
        if not permissions.may_block(state, blocker, attacker):
            raise IllegalAction(
                E.BLOCK_NOT_ALLOWED, f"{blocker} may not block {attacker}", "DM-14.2"
            )
    possible = possible_blocks(state, a.player)
    required = permissions.required_blockers(state, possible)
    required = life_costs.untaxed(state, a.player, required)  # a cost is never required
    required = energy_taxes.untaxed_blockers(state, required, possible)
    if missing := sorted(set(required) - set(blockers)):
        raise IllegalAction(E.BLOCK_REQUIRED, f"{missing} must block", "DM-14.2")
    few = blocking.short(state, a.blocks)
    if few:
        raise IllegalAction(
            E.BLOCK_NOT_ALLOWED, f"{few} must be blocked by more dice, or none", "DM-9.3"
        )
    blocks = tuple(sorted(a.blocks))
    tax = energy_taxes.block_tax(state, blocks)  # "must pay 2 to block ..." (DM-12.2)
    taxed.check(state, a.player, a.paid, a.virtual, tax, E.BLOCK_UNPAID, "blocking")  # type: ignore[arg-type]
    b.emit(ev.BlockersDeclared(a.player, blocks, a.paid, a.virtual))  # type: ignore[arg-type]
    # "must pay 3 life to block" (DM-12.2): once for a blocker of several attackers
    life_costs.pay_to_block(b, a.player, list(dict.fromkeys(blockers)))
    # An attacker a teammate already blocked is not blocked again (Doubles): it triggers once.
    blocked = sorted({attacker for _, attacker in blocks} - state.combat.blocked)
    announce(
        b,
        *(Occasion("blocks", die=blocker, other=attacker) for blocker, attacker in blocks),
        *(Occasion("blocked", die=attacker) for attacker in blocked),
        *after_blockers.occasions(b.state),  # once all have declared (DM-9.4)
    )


def assign_damage(b: Batch, a: A.AssignDamage, pending: Pending) -> None:
    """The active player's split; then, where a blocker blocks several attackers, its
    controller's (001:L401-402): the damage is dealt once both are known."""
    check_splits(b.state, a.splits, a.player)
    splits = tuple(sorted(a.splits))
    b.emit(ev.DamageAssigned(a.player, splits))  # type: ignore[arg-type]
    if a.player == b.state.active and blocker_splits(b.state):
        return  # the defending player's split comes next (flow/turn.py)
    combat = b.state.combat
    assert combat is not None
    resolve_combat_damage(b, combat.splits)
