"""Assign Damage (DM-9.7 to DM-9.10): all combat damage at once (or in phases, Fast).

Unblocked attackers hit the defending player and go Out of Play before anything else
resolves (DM-9.8); blocked attackers deal their whole A to their blockers (split by the
active player when there are several, DM-9.9); blockers deal their whole A to the attacker
they block (DM-9.10). "When damaged" abilities resolve before the KO step (DM-9.11).
"""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities import damage_first, full_damage, hooks, used_door
from games.engine.abilities.damage import damage_occasions, deal_damage, knock_out
from games.engine.abilities.occasions import Occasion, announce
from games.engine.abilities.stats import attack_of, lethal
from games.engine.abilities.targets import player_target
from games.engine.abilities.texts import no_hooks
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.errors import IllegalAction
from games.engine.model.rulesets import ruleset
from games.engine.model.state import GameState, Step, Zone

# Enum members as module constants (in Python 3.11 `Zone.FIELD` goes through
# EnumType.__getattr__, and the flow asks for them for every die).
_ATTACK, _OOP = Zone.ATTACK, Zone.OOP


def blockers_of(state: GameState, attacker: str) -> list[str]:
    assert state.combat is not None
    return sorted(
        b for b, a in state.combat.pairs() if a == attacker and state.dice[b].zone is _ATTACK
    )


def attackers_of(state: GameState, blocker: str) -> list[str]:
    """The attackers a blocker blocks that are still in combat (several: several_blocks)."""
    assert state.combat is not None
    return sorted(a for a in state.combat.blocked_by(blocker) if state.dice[a].zone is _ATTACK)


def split_targets(state: GameState, die: str) -> list[str]:
    """Whom a die whose damage is split deals it to: an attacker's blockers, a blocker's
    attackers."""
    assert state.combat is not None
    return attackers_of(state, die) if die in state.combat.blocks else blockers_of(state, die)


def blocker_splits(state: GameState) -> tuple[str, ...]:
    """Blockers blocking two or more attackers still in combat, with damage to deal: their
    split is their controller's (001:L401-402, "just like attackers do"), once the active
    player has split theirs (001: "the attacking player assigns first")."""
    combat = state.combat
    assert combat is not None
    if not combat.more:
        return ()
    given = {source for source, _, _ in combat.splits}
    return tuple(
        sorted(
            b
            for b in {b for b, _ in combat.more}
            if b not in given
            and state.dice[b].zone is _ATTACK
            and len(attackers_of(state, b)) > 1
            and attack_of(state, state.dice[b]) > 0
        )
    )


def needs_split(state: GameState) -> tuple[str, ...]:
    """Attackers blocked by two or more dice: their damage split is the active player's."""
    assert state.combat is not None
    counts: dict[str, int] = {}
    for blocker, attacker in state.combat.pairs():
        if state.dice[blocker].zone is _ATTACK:
            counts[attacker] = counts.get(attacker, 0) + 1
    return tuple(
        sorted(
            a
            for a, n in counts.items()
            if n > 1
            and state.dice[a].zone is _ATTACK
            and attack_of(state, state.dice[a]) > 0
            and not _planned(state, a)
        )
    )


def _planned(state: GameState, attacker: str) -> bool:
    """A keyword or a card's text decides where this attacker's damage goes: no split."""
    damage = attack_of(state, state.dice[attacker])
    return _decided(state, attacker, blockers_of(state, attacker), damage) is not None


def _decided(
    state: GameState, attacker: str, blockers: list[str], damage: int
) -> list[tuple[str, int]] | None:
    """A keyword's plan (Overcrush), else a static's full A to each blocker (full_damage)."""
    plan = hooks.combat_damage(state, attacker, blockers, damage)
    return plan if plan is not None else full_damage.plan(state, attacker, blockers, damage)


def check_splits(
    state: GameState, splits: Sequence[tuple[str, str, int]], player: int | None = None
) -> None:
    """Each multiply-blocked attacker assigns all its damage among its own blockers; the
    defending player's decision (`player` not the active one): each blocker of several
    attackers among those it blocks (001:L401-402)."""
    defending = player is not None and player != state.active
    wanted = set(needs_split(state))
    if defending:
        wanted = {b for b in blocker_splits(state) if state.dice[b].owner == player}
    given: dict[str, int] = {}
    pairs = [(attacker, blocker) for attacker, blocker, _ in splits]
    if len(set(pairs)) != len(pairs):
        raise IllegalAction(E.DAMAGE_BAD_SPLIT, "name each blocker once per attacker", "DM-9.9")
    for attacker, blocker, amount in splits:
        if attacker not in wanted or blocker not in split_targets(state, attacker) or amount < 0:
            raise IllegalAction(
                E.DAMAGE_BAD_SPLIT, f"{attacker} cannot assign to {blocker}", "DM-9.9"
            )
        given[attacker] = given.get(attacker, 0) + amount
    for attacker in wanted:
        total = attack_of(state, state.dice[attacker])
        if given.get(attacker, 0) != total:
            raise IllegalAction(
                E.DAMAGE_BAD_SPLIT,
                f"{attacker} must assign all {total} damage, not {given.get(attacker, 0)}",
                "DM-9.9",
            )


def resolve_combat_damage(b: Batch, splits: Sequence[tuple[str, str, int]]) -> None:
    """Combat damage at the regular time, or first only the dice whose keywords deal theirs
    earlier (Fast, `hooks.damage_phase`): then the regular time comes in a step of its own,
    once the earlier phase's "when damaged" effects and KOs are done (DM-9.11)."""
    state = b.state
    assert state.combat is not None
    if no_hooks(state, "damage_phase") and not damage_first.in_game(state):
        phases = [hooks.REGULAR_DAMAGE]  # (the usual game: no die deals damage earlier)
    else:
        fighting = [*state.combat.attackers, *state.combat.blocks]  # (each blocker once)
        phases = sorted({damage_first.phase(state, d) for d in fighting})
        phases = phases or [hooks.REGULAR_DAMAGE]
    early = [p for p in phases if p < hooks.REGULAR_DAMAGE]
    _deal(b, early or phases, {(a, bl): n for a, bl, n in splits})
    if early and hooks.REGULAR_DAMAGE in phases:
        b.emit(ev.StepBegan(Step.FAST_KNOCK_OUT.value))


def resolve_regular_damage(b: Batch) -> None:
    """The regular time after an earlier phase: the dice still fighting, with the split the
    active player chose before any damage (`Combat.splits`)."""
    combat = b.state.combat
    assert combat is not None
    _deal(b, [hooks.REGULAR_DAMAGE], {(a, bl): n for a, bl, n in combat.splits})


def fast_knock_out(b: Batch) -> None:
    """Step `fast_knock_out`: the KOs of the Fast phase (000:L785), its "when damaged"
    effects resolved (DM-9.11); then the regular time."""
    knock_out(b, lethal(b.state))
    b.emit(ev.StepBegan(Step.REGULAR_DAMAGE.value))


def regular_damage(b: Batch) -> None:
    """Step `regular_damage`: the regular time's damage, then the usual Knock Out step."""
    resolve_regular_damage(b)
    b.emit(ev.StepBegan(Step.KNOCK_OUT.value))


def _deal(b: Batch, phases: Sequence[int], split_map: dict[tuple[str, str], int]) -> None:
    """These phases in order (a die KO'd by one deals and takes none in the next; so does a
    die whose KO a keyword replaced, Regenerate, even while its roll is still due)."""
    hits: list[tuple[str, str]] = []
    out: set[str] = set()
    for position, phase in enumerate(phases):
        hits.extend(_deal_phase(b, phase, split_map, out))
        if position < len(phases) - 1:
            dying = lethal(b.state)
            out.update(dying)
            knock_out(b, dying)
    announce(b, *damage_occasions(hits))


def _deal_phase(
    b: Batch, phase: int, split_map: dict[tuple[str, str], int], out: set[str]
) -> list[tuple[str, str]]:
    """The combat damage of the dice whose phase this is, none from or to the dice `out` of
    combat; the (source, target) hits."""
    state = b.state
    combat = state.combat
    assert combat is not None
    defender = player_target(state.inactive)
    to_dice: dict[str, list[tuple[str, int]]] = {}
    to_player: list[tuple[str, int]] = []
    unblocked: list[str] = []
    for attacker in combat.attackers:
        die = state.dice[attacker]
        if (
            die.zone is not _ATTACK
            or attacker in out
            or damage_first.phase(state, attacker) != phase
        ):
            continue
        for target, amount in _plan(state, attacker, split_map, out):
            if target.startswith("player:"):
                to_player.append((attacker, amount))
            else:
                to_dice.setdefault(target, []).append((attacker, amount))
        if attacker not in combat.blocked:
            unblocked.append(attacker)
    for blocker, attacker in sorted(combat.pairs()):
        if blocker in out or attacker in out or damage_first.phase(state, blocker) != phase:
            continue
        if state.dice[blocker].zone is _ATTACK and state.dice[attacker].zone is _ATTACK:
            damage = attack_of(state, state.dice[blocker])
            if len(attackers_of(state, blocker)) > 1:  # a blocker of several: its split
                damage = split_map.get((blocker, attacker), 0)
            to_dice.setdefault(attacker, []).append((blocker, damage))
    hits: list[tuple[str, str]] = []
    for source, amount in to_player:
        if deal_damage(b, source, defender, amount, combat=True):
            hits.append((source, defender))
    if unblocked and ruleset(state.options.rules).unblocked_leave_at_damage:
        used_door.to_used_pile(b, state.active, unblocked, _OOP, "unblocked")  # DM-9.8
    for target in sorted(to_dice):
        for source, amount in to_dice[target]:
            if deal_damage(b, source, target, amount, combat=True):
                hits.append((source, target))
    return hits


def _plan(
    state: GameState, attacker: str, split_map: dict[tuple[str, str], int], out: set[str]
) -> list[tuple[str, int]]:
    """Where an attacker's damage goes: a keyword's plan (Overcrush), else the usual rule:
    unblocked, the defending player (DM-9.8); one blocker, all of it; several, the active
    player's split (DM-9.9); blocked with no blockers left, none (DM-9.5). A blocker `out`
    of combat takes nothing (nor its part of a split)."""
    damage = attack_of(state, state.dice[attacker])
    blockers = blockers_of(state, attacker)
    live = [blocker for blocker in blockers if blocker not in out]
    plan = _decided(state, attacker, live, damage)
    if plan is not None:
        return plan
    assert state.combat is not None
    if attacker not in state.combat.blocked:
        return [(player_target(state.inactive), damage)]
    if len(blockers) == 1:
        return [(blocker, damage) for blocker in live]
    return [(blocker, split_map.get((attacker, blocker), 0)) for blocker in live]


def attack_step_ending(b: Batch) -> None:
    """ "At the end of the attack step" (issue 16; docs/rulings.md "The end of the Attack
    Step"): once combat damage is dealt and its KOs are done, before the dice left in the
    Attack Zone return (DM-9.13) and before Cleanup clears damage (DM-10.1). Occasion
    `attack_step_ending` for each die still engaged there (a blocker, a blocked attacker);
    its abilities resolve next (DM-15.3), while the engagement still stands."""
    state = b.state
    combat = state.combat
    if combat is not None:
        announce(b, *(
            Occasion("attack_step_ending", die=d) for d in (*combat.attackers, *combat.blocks)
            if (d in combat.blocked or d in combat.blocks) and state.dice[d].zone is _ATTACK
        ))  # fmt: skip


def return_survivors(b: Batch) -> None:
    """DM-9.13: the dice still in the Attack Zone (not unblocked, not KO'd) return to the
    Field Zone. A blocked attacker among them was blocked and not KO'd (DM-9.5: blocked
    stays blocked): occasion `survived_blocked` ("if <this> is blocked but is not KO'd"),
    announced while it is still there; its abilities resolve next (DM-15.3)."""
    state = b.state
    combat = state.combat
    if combat is not None:
        announce(b, *(
            Occasion("survived_blocked", die=d) for d in combat.attackers
            if d in combat.blocked and state.dice[d].zone is _ATTACK
        ))  # fmt: skip
    for player in state.turn_order(state.active):
        survivors = b.state.in_zone(player, _ATTACK)
        if survivors:
            b.emit(ev.DiceMoved(player, survivors, Zone.FIELD.value, "end_of_combat"))
