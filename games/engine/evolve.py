"""evolve(state, event) -> state: apply one fact. It trusts the event (decide validated it).

Spending is applied here in one place (`_pay`): on your own turn spent dice go Out of Play,
on the opponent's turn to the Used Pile (DM-8.1); a partly spent double spins down (DM-8.3)
or leaves virtual energy (DM-8.4).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from games.engine import events as ev
from games.engine.cards import GENERIC, EnergyFace
from games.engine.state import (
    Combat,
    Die,
    GameState,
    Modifier,
    Outcome,
    PlayerState,
    Step,
    Termination,
    Trigger,
    Zone,
)

ROLLED = (Zone.RESERVE, Zone.FIELD, Zone.ATTACK)


def move_dice(
    state: GameState, die_ids: Iterable[str], to: Zone, owner: int | None = None, **changes: object
) -> GameState:
    """Move dice to `to` (keeping the zone index in step); unrolled zones forget the face.

    Leaving the rolled zones or the Field Zone also ends damage and applied effects (DM-14.1).
    """
    dice = dict(state.dice)
    zones = dict(state.zones)
    for die_id in die_ids:
        die = dice[die_id]
        new_owner = die.owner if owner is None else owner
        old_key = (die.owner, die.zone)
        zones[old_key] = tuple(d for d in zones[old_key] if d != die_id)
        new_key = (new_owner, to)
        zones[new_key] = (*zones.get(new_key, ()), die_id)
        fields: dict[str, object] = {"zone": to, "owner": new_owner}
        if to not in ROLLED:
            fields.update(face=None, damage=0, modifiers=(), partially_spent=False)
        elif to is Zone.RESERVE and die.zone in (Zone.FIELD, Zone.ATTACK):
            fields.update(damage=0, modifiers=())
        fields.update(changes)
        dice[die_id] = replace(die, **fields)
    return replace(state, dice=dice, zones=zones)


def _player(state: GameState, index: int, **changes: object) -> GameState:
    players = list(state.players)
    players[index] = replace(players[index], **changes)
    return replace(state, players=(players[0], players[1]))


def _pay(state: GameState, player: int, paid: ev.Paid, virtual: int) -> GameState:
    to = Zone.OOP if player == state.active else Zone.USED
    gone: list[str] = []
    dice = dict(state.dice)
    extra_virtual = 0
    for die_id, symbols in paid:
        die = dice[die_id]
        face = state.cards[die.card].faces[die.face]  # type: ignore[index]
        assert isinstance(face, EnergyFace)
        left = list(face.symbols)
        for symbol in symbols:
            left.remove(symbol)
        if not left:
            gone.append(die_id)
        elif all(s == GENERIC for s in left):
            extra_virtual += len(left)  # DM-8.4: the die goes, the rest stays as virtual energy
            gone.append(die_id)
        else:
            target = _single_face(state, die, tuple(left))
            dice[die_id] = replace(die, face=target, partially_spent=True)  # DM-8.3
    state = replace(state, dice=dice)
    if gone:
        state = move_dice(state, gone, to)
    pool = state.players[player].virtual_energy - virtual + extra_virtual
    return _player(state, player, virtual_energy=pool)


def _single_face(state: GameState, die: Die, symbols: tuple[str, ...]) -> int:
    for index, face in enumerate(state.cards[die.card].faces):
        if isinstance(face, EnergyFace) and face.symbols == symbols:
            return index
    raise AssertionError("decide checked that the die has that face")


# --- handlers ----------------------------------------------------------------------------------


def _toss_won(state: GameState, e: ev.TossWon) -> GameState:
    return replace(state, toss_winner=e.player, random_draws=state.random_draws + 1)


def _order_chosen(state: GameState, e: ev.OrderChosen) -> GameState:
    first = e.player if e.go_first else 1 - e.player
    return replace(state, first_player=first, active=first)


def _turn_began(state: GameState, e: ev.TurnBegan) -> GameState:
    state = replace(
        state,
        turn=e.turn,
        active=e.player,
        step=Step.CLEAR_AND_DRAW,
        globals_used=(),
        priority=None,
        passed=None,
        priority_declined=False,
        combat=None,
        drawn=0,
        cleaned=False,
    )
    return _player(state, e.player, rerolled=False)


def _step_began(state: GameState, e: ev.StepBegan) -> GameState:
    return replace(state, step=Step(e.step), priority=None, passed=None, priority_declined=False)


def _bag_refilled(state: GameState, e: ev.BagRefilled) -> GameState:
    return move_dice(state, e.dice, Zone.BAG)


def _dice_drawn(state: GameState, e: ev.DiceDrawn) -> GameState:
    state = move_dice(state, e.dice, Zone(e.to))
    return replace(state, drawn=state.drawn + len(e.dice), random_draws=state.random_draws + 1)


def _dice_rolled(state: GameState, e: ev.DiceRolled) -> GameState:
    dice = dict(state.dice)
    for die_id, face in e.faces:
        die = dice[die_id]
        changes: dict[str, object] = {"face": face}
        if state.cards[die.card].faces[face].kind != "character":
            changes.update(damage=0, modifiers=())  # DM-22.4: rerolled to energy
        dice[die_id] = replace(die, **changes)
    return replace(state, dice=dice, random_draws=state.random_draws + 1)


def _reroll_chosen(state: GameState, e: ev.RerollChosen) -> GameState:
    """The chosen dice are picked up to be rolled again: their faces are unknown until then."""
    dice = dict(state.dice)
    for die_id in e.dice:
        dice[die_id] = replace(dice[die_id], face=None)
    return _player(replace(state, dice=dice), e.player, rerolled=True)


def _acted(state: GameState, player: int) -> GameState:
    """Doing something in a priority window: the active player keeps priority and must pass
    again; the inactive player's one ability hands priority straight back (DM-8.22)."""
    if player == state.active:
        return replace(state, priority_declined=False)
    return replace(state, priority=None, passed=player, priority_declined=False)


def _die_purchased(state: GameState, e: ev.DiePurchased) -> GameState:
    state = _acted(_pay(state, e.player, e.paid, e.virtual), e.player)
    return move_dice(state, (e.die,), Zone.USED, owner=e.player)  # DM-8.8


def _character_fielded(state: GameState, e: ev.CharacterFielded) -> GameState:
    state = _acted(_pay(state, e.player, e.paid, e.virtual), e.player)
    return move_dice(state, (e.die,), Zone.FIELD)


def _action_die_used(state: GameState, e: ev.ActionDieUsed) -> GameState:
    return move_dice(_acted(state, e.player), (e.die,), Zone.OOP)  # DM-8.14


def _global_used(state: GameState, e: ev.GlobalUsed) -> GameState:
    state = _acted(_pay(state, e.player, e.paid, e.virtual), e.player)
    return replace(state, globals_used=(*state.globals_used, (e.player, e.card, e.ability)))


def _priority_passed(state: GameState, e: ev.PriorityPassed) -> GameState:
    declined = state.priority_declined or e.player != state.active
    return replace(state, priority=None, passed=e.player, priority_declined=declined)


def _priority_given(state: GameState, e: ev.PriorityGiven) -> GameState:
    return replace(state, priority=e.player)


def _attackers_declared(state: GameState, e: ev.AttackersDeclared) -> GameState:
    state = move_dice(state, e.dice, Zone.ATTACK)
    return replace(state, combat=Combat(attackers=e.dice))


def _blockers_declared(state: GameState, e: ev.BlockersDeclared) -> GameState:
    state = move_dice(state, [b for b, _ in e.blocks], Zone.ATTACK)
    assert state.combat is not None
    combat = replace(
        state.combat,
        blocks=dict(e.blocks),
        blocked=frozenset(a for _, a in e.blocks),
        blockers_declared=True,
    )
    return replace(state, combat=combat)


def _damage_assigned(state: GameState, e: ev.DamageAssigned) -> GameState:
    assert state.combat is not None
    return replace(state, combat=replace(state.combat, damage_assigned=True))


def _dice_moved(state: GameState, e: ev.DiceMoved) -> GameState:
    return move_dice(state, e.dice, Zone(e.to))


def _life_lost(state: GameState, e: ev.LifeLost) -> GameState:
    return _player(state, e.player, life=state.players[e.player].life - e.amount)


def _life_gained(state: GameState, e: ev.LifeGained) -> GameState:
    return _player(state, e.player, life=state.players[e.player].life + e.amount)


def _player_damaged(state: GameState, e: ev.PlayerDamaged) -> GameState:
    return _player(state, e.player, life=state.players[e.player].life - e.amount)


def _virtual_gained(state: GameState, e: ev.VirtualEnergyGained) -> GameState:
    pool = state.players[e.player].virtual_energy + e.amount
    return _player(state, e.player, virtual_energy=pool)


def _virtual_lost(state: GameState, e: ev.VirtualEnergyLost) -> GameState:
    return _player(
        state, e.player, virtual_energy=state.players[e.player].virtual_energy - e.amount
    )


def _die_damaged(state: GameState, e: ev.DieDamaged) -> GameState:
    die = state.dice[e.die]
    dice = dict(state.dice)
    dice[e.die] = replace(die, damage=die.damage + e.amount)
    return replace(state, dice=dice)


def _knocked_out(state: GameState, e: ev.DiceKnockedOut) -> GameState:
    return move_dice(state, e.dice, Zone.PREP)


def _die_spun(state: GameState, e: ev.DieSpun) -> GameState:
    dice = dict(state.dice)
    dice[e.die] = replace(dice[e.die], face=e.face)
    return replace(state, dice=dice)


def _stats_modified(state: GameState, e: ev.StatsModified) -> GameState:
    die = state.dice[e.die]
    dice = dict(state.dice)
    dice[e.die] = replace(die, modifiers=(*die.modifiers, Modifier(e.attack, e.defense, e.source)))
    return replace(state, dice=dice)


def _combat_ended(state: GameState, e: ev.CombatEnded) -> GameState:
    return replace(state, combat=None)


def _cleaned_up(state: GameState, e: ev.TurnCleanedUp) -> GameState:
    dice = dict(state.dice)
    for die_id, die in state.dice.items():
        if die.damage or die.modifiers:
            dice[die_id] = replace(die, damage=0, modifiers=())
    return replace(state, dice=dice, cleaned=True)


def _ability_triggered(state: GameState, e: ev.AbilityTriggered) -> GameState:
    trigger = Trigger(e.controller, e.card, e.ability, e.kind, e.source_die)
    return replace(state, triggers=(*state.triggers, trigger))


def _ability_resolved(state: GameState, e: ev.AbilityResolved) -> GameState:
    done = Trigger(e.controller, e.card, e.ability, e.kind, e.source_die)
    triggers = list(state.triggers)
    triggers.remove(done)
    return replace(state, triggers=tuple(triggers))


def _trigger_chosen(state: GameState, e: ev.TriggerChosen) -> GameState:
    """The chosen trigger moves to the head of the queue and resolves next."""
    triggers = list(state.triggers)
    chosen = triggers.pop(e.index)
    return replace(state, triggers=(chosen, *triggers))


def _chosen(state: GameState, e: ev.Event) -> GameState:
    return state


def _time_called(state: GameState, e: ev.TimeCalled) -> GameState:
    return replace(state, time_called_turn=e.turn)


def _game_ended(state: GameState, e: ev.GameEnded) -> GameState:
    outcome = Outcome(e.winner, Termination(e.termination))
    return replace(state, outcome=outcome, step=Step.GAME_OVER, priority=None)


def _conceded(state: GameState, e: ev.Conceded) -> GameState:
    return state


def _game_created(state: GameState, e: ev.GameCreated) -> GameState:
    return state


HANDLERS: dict[type[ev.Event], Callable[[GameState, ev.Event], GameState]] = {
    ev.GameCreated: _game_created,  # type: ignore[dict-item]
    ev.TossWon: _toss_won,  # type: ignore[dict-item]
    ev.OrderChosen: _order_chosen,  # type: ignore[dict-item]
    ev.TurnBegan: _turn_began,  # type: ignore[dict-item]
    ev.StepBegan: _step_began,  # type: ignore[dict-item]
    ev.BagRefilled: _bag_refilled,  # type: ignore[dict-item]
    ev.DiceDrawn: _dice_drawn,  # type: ignore[dict-item]
    ev.DiceRolled: _dice_rolled,  # type: ignore[dict-item]
    ev.RerollChosen: _reroll_chosen,  # type: ignore[dict-item]
    ev.DiePurchased: _die_purchased,  # type: ignore[dict-item]
    ev.CharacterFielded: _character_fielded,  # type: ignore[dict-item]
    ev.ActionDieUsed: _action_die_used,  # type: ignore[dict-item]
    ev.GlobalUsed: _global_used,  # type: ignore[dict-item]
    ev.PriorityPassed: _priority_passed,  # type: ignore[dict-item]
    ev.PriorityGiven: _priority_given,  # type: ignore[dict-item]
    ev.AttackersDeclared: _attackers_declared,  # type: ignore[dict-item]
    ev.BlockersDeclared: _blockers_declared,  # type: ignore[dict-item]
    ev.DamageAssigned: _damage_assigned,  # type: ignore[dict-item]
    ev.TargetChosen: _chosen,
    ev.TriggerChosen: _trigger_chosen,  # type: ignore[dict-item]
    ev.Conceded: _conceded,  # type: ignore[dict-item]
    ev.TimeCalled: _time_called,  # type: ignore[dict-item]
    ev.DiceMoved: _dice_moved,  # type: ignore[dict-item]
    ev.LifeLost: _life_lost,  # type: ignore[dict-item]
    ev.LifeGained: _life_gained,  # type: ignore[dict-item]
    ev.VirtualEnergyGained: _virtual_gained,  # type: ignore[dict-item]
    ev.VirtualEnergyLost: _virtual_lost,  # type: ignore[dict-item]
    ev.PlayerDamaged: _player_damaged,  # type: ignore[dict-item]
    ev.DieDamaged: _die_damaged,  # type: ignore[dict-item]
    ev.DiceKnockedOut: _knocked_out,  # type: ignore[dict-item]
    ev.DieSpun: _die_spun,  # type: ignore[dict-item]
    ev.StatsModified: _stats_modified,  # type: ignore[dict-item]
    ev.CombatEnded: _combat_ended,  # type: ignore[dict-item]
    ev.TurnCleanedUp: _cleaned_up,  # type: ignore[dict-item]
    ev.AbilityTriggered: _ability_triggered,  # type: ignore[dict-item]
    ev.AbilityResolved: _ability_resolved,  # type: ignore[dict-item]
    ev.GameEnded: _game_ended,  # type: ignore[dict-item]
}


def evolve(state: GameState, event: ev.Event) -> GameState:
    """Apply one event and advance the sequence number."""
    state = HANDLERS[type(event)](state, event)
    return replace(state, seq=state.seq + 1)


__all__ = ["PlayerState", "evolve", "move_dice"]
