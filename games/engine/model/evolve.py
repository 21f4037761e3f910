"""evolve(state, event) -> state: apply one fact. It trusts the event (decide validated it).

Spending is applied here in one place (`_pay`): on your own turn spent dice go Out of Play,
on the opponent's turn to the Used Pile (DM-8.1); a partly spent double spins down (DM-8.3)
or leaves virtual energy (DM-8.4).

Performance: `evolve` makes one shallow, mutable copy of the state per event (a draft, see
state.py), the handlers below fill in that fresh copy, and it becomes a GameState again before
it is returned: nothing that anyone else can see is ever changed. Dice, players and combat are
likewise copied, never changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine.model import events as ev
from games.engine.model.cards import GENERIC, EnergyFace
from games.engine.model.state import (
    Combat,
    Die,
    GameState,
    Outcome,
    Pending,
    PlayerState,
    Step,
    Termination,
    draft_combat,
    draft_player,
    draft_state,
    make_die,
    make_modifier,
    make_trigger,
    with_changes,
)
from games.engine.model.zones import (
    _ATTACK,
    _BAG,
    _FIELD,
    _OOP,
    _PREP,
    _USED,
    move_into,
    zone_named,
)

_CLEAR_AND_DRAW, _GAME_OVER = Step.CLEAR_AND_DRAW, Step.GAME_OVER
_STEPS = {s.value: s for s in Step}


def _player(s: GameState, index: int, name: str, value: object) -> None:
    players = s.players
    changed = draft_player(players[index])
    setattr(changed, name, value)
    changed.__class__ = PlayerState
    s.players = (changed, players[1]) if index == 0 else (players[0], changed)


def _pay(s: GameState, player: int, paid: ev.Paid, virtual: int) -> None:
    to = _OOP if player == s.active else _USED
    extra_virtual = 0
    if paid:
        gone: list[str] = []
        dice = dict(s.dice)
        cards = s.cards
        for die_id, symbols in paid:
            die = dice[die_id]
            face = cards[die.card].faces[die.face]  # type: ignore[index]
            assert isinstance(face, EnergyFace)
            left = list(face.symbols)
            for symbol in symbols:
                left.remove(symbol)
            if not left:
                gone.append(die_id)
            elif all(x == GENERIC for x in left):
                extra_virtual += len(left)  # DM-8.4: the die goes, the rest as virtual energy
                gone.append(die_id)
            else:
                target = _single_face(s, die, tuple(left))
                changed = copy_die_with(die, face=target, partially_spent=True)  # DM-8.3
                dice[die_id] = changed
        s.dice = dice
        if gone:
            move_into(s, gone, to)
    pool = s.players[player].virtual_energy - virtual + extra_virtual
    _player(s, player, "virtual_energy", pool)


def copy_die_with(die: Die, **changes: object) -> Die:
    return with_changes(die, **changes)  # type: ignore[no-any-return]


def _single_face(state: GameState, die: Die, symbols: tuple[str, ...]) -> int:
    for index, face in enumerate(state.cards[die.card].faces):
        if isinstance(face, EnergyFace) and face.symbols == symbols:
            return index
    raise AssertionError("decide checked that the die has that face")


def _set_die(s: GameState, die: Die) -> None:
    dice = dict(s.dice)
    dice[die.id] = die
    s.dice = dice


# --- handlers: each fills in `s`, the fresh copy of the state being evolved ------------------


def _toss_won(s: GameState, e: ev.TossWon) -> None:
    s.toss_winner = e.player
    s.random_draws = s.random_draws + 1


def _order_chosen(s: GameState, e: ev.OrderChosen) -> None:
    first = e.player if e.go_first else 1 - e.player
    s.first_player = first
    s.active = first


def _turn_began(s: GameState, e: ev.TurnBegan) -> None:
    s.turn = e.turn
    s.active = e.player
    s.step = _CLEAR_AND_DRAW
    s.globals_used = ()
    s.priority = None
    s.passed = None
    s.priority_declined = False
    s.combat = None
    s.drawn = 0
    s.cleaned = False
    _player(s, e.player, "rerolled", False)


def _step_began(s: GameState, e: ev.StepBegan) -> None:
    step = _STEPS.get(e.step) if type(e.step) is str else None
    s.step = step if step is not None else Step(e.step)
    s.priority = None
    s.passed = None
    s.priority_declined = False


def _bag_refilled(s: GameState, e: ev.BagRefilled) -> None:
    move_into(s, e.dice, _BAG)


def _dice_drawn(s: GameState, e: ev.DiceDrawn) -> None:
    move_into(s, e.dice, zone_named(e.to))
    if s.chance is None:  # the step's own draw; an effect's draw does not count (DM-6.3)
        s.drawn = s.drawn + len(e.dice)
    s.chance = None
    s.random_draws = s.random_draws + 1


def _chance_requested(s: GameState, e: ev.ChanceRequested) -> None:
    s.chance = Pending(e.kind, e.player, count=e.count, dice=e.dice, to=e.to)


def _dice_rolled(s: GameState, e: ev.DiceRolled) -> None:
    dice = dict(s.dice)
    cards = s.cards
    for die_id, face in e.faces:
        die = dice[die_id]
        if cards[die.card].faces[face].kind != "character":  # DM-22.4: rerolled to energy
            dice[die_id] = make_die(
                die.id, die.card, die.copy, die.owner, die.zone, face, 0, (), die.partially_spent
            )
        else:
            dice[die_id] = make_die(
                die.id,
                die.card,
                die.copy,
                die.owner,
                die.zone,
                face,
                die.damage,
                die.modifiers,
                die.partially_spent,
            )
    s.dice = dice
    s.random_draws = s.random_draws + 1
    s.chance = None


def _reroll_chosen(s: GameState, e: ev.RerollChosen) -> None:
    """The chosen dice are picked up to be rolled again: their faces are unknown until then."""
    dice = dict(s.dice)
    for die_id in e.dice:
        dice[die_id] = with_changes(dice[die_id], face=None)
    s.dice = dice
    _player(s, e.player, "rerolled", True)


def _acted(s: GameState, player: int) -> None:
    """Doing something in a priority window: the active player keeps priority and must pass
    again; the inactive player's one ability hands priority straight back (DM-8.22)."""
    if player != s.active:
        s.priority = None
        s.passed = player
    s.priority_declined = False


def _die_purchased(s: GameState, e: ev.DiePurchased) -> None:
    _pay(s, e.player, e.paid, e.virtual)
    _acted(s, e.player)
    move_into(s, (e.die,), _USED, owner=e.player)  # DM-8.8


def _character_fielded(s: GameState, e: ev.CharacterFielded) -> None:
    _pay(s, e.player, e.paid, e.virtual)
    _acted(s, e.player)
    move_into(s, (e.die,), _FIELD)


def _action_die_used(s: GameState, e: ev.ActionDieUsed) -> None:
    _acted(s, e.player)
    move_into(s, (e.die,), _OOP)  # DM-8.14


def _global_used(s: GameState, e: ev.GlobalUsed) -> None:
    _pay(s, e.player, e.paid, e.virtual)
    _acted(s, e.player)
    s.globals_used = (*s.globals_used, (e.player, e.card, e.ability))


def _priority_passed(s: GameState, e: ev.PriorityPassed) -> None:
    declined = s.priority_declined or e.player != s.active
    s.priority = None
    s.passed = e.player
    s.priority_declined = declined


def _priority_given(s: GameState, e: ev.PriorityGiven) -> None:
    s.priority = e.player


def _attackers_declared(s: GameState, e: ev.AttackersDeclared) -> None:
    move_into(s, e.dice, _ATTACK)
    s.combat = Combat(attackers=e.dice)


def _blockers_declared(s: GameState, e: ev.BlockersDeclared) -> None:
    move_into(s, [b for b, _ in e.blocks], _ATTACK)
    assert s.combat is not None
    combat = draft_combat(s.combat)
    combat.blocks = dict(e.blocks)
    combat.blocked = frozenset(a for _, a in e.blocks)
    combat.blockers_declared = True
    combat.__class__ = Combat
    s.combat = combat


def _damage_assigned(s: GameState, e: ev.DamageAssigned) -> None:
    assert s.combat is not None
    combat = draft_combat(s.combat)
    combat.damage_assigned = True
    combat.__class__ = Combat
    s.combat = combat


def _dice_moved(s: GameState, e: ev.DiceMoved) -> None:
    move_into(s, e.dice, zone_named(e.to))


def _life_lost(s: GameState, e: ev.LifeLost) -> None:
    _player(s, e.player, "life", s.players[e.player].life - e.amount)


def _life_set(s: GameState, e: ev.RulingLifeSet) -> None:
    """A judge's correction (rulings.py); a rewind is replayed from history, not evolved."""
    _player(s, e.target, "life", e.life)


def _life_gained(s: GameState, e: ev.LifeGained) -> None:
    _player(s, e.player, "life", s.players[e.player].life + e.amount)


def _player_damaged(s: GameState, e: ev.PlayerDamaged) -> None:
    _player(s, e.player, "life", s.players[e.player].life - e.amount)


def _virtual_gained(s: GameState, e: ev.VirtualEnergyGained) -> None:
    _player(s, e.player, "virtual_energy", s.players[e.player].virtual_energy + e.amount)


def _virtual_lost(s: GameState, e: ev.VirtualEnergyLost) -> None:
    _player(s, e.player, "virtual_energy", s.players[e.player].virtual_energy - e.amount)


def _die_damaged(s: GameState, e: ev.DieDamaged) -> None:
    die = s.dice[e.die]
    _set_die(s, with_changes(die, damage=die.damage + e.amount))


def _knocked_out(s: GameState, e: ev.DiceKnockedOut) -> None:
    move_into(s, e.dice, _PREP)


def _die_spun(s: GameState, e: ev.DieSpun) -> None:
    _set_die(s, with_changes(s.dice[e.die], face=e.face))


def _stats_modified(s: GameState, e: ev.StatsModified) -> None:
    die = s.dice[e.die]
    modifier = make_modifier(e.attack, e.defense, e.source)
    _set_die(s, with_changes(die, modifiers=(*die.modifiers, modifier)))


def _combat_ended(s: GameState, e: ev.CombatEnded) -> None:
    s.combat = None


def _cleaned_up(s: GameState, e: ev.TurnCleanedUp) -> None:
    dice = dict(s.dice)
    for die_id, die in s.dice.items():
        if die.damage or die.modifiers:
            dice[die_id] = with_changes(die, damage=0, modifiers=())
    s.dice = dice
    s.cleaned = True


def _ability_triggered(s: GameState, e: ev.AbilityTriggered) -> None:
    trigger = make_trigger(e.controller, e.card, e.ability, e.kind, e.source_die)
    s.triggers = (*s.triggers, trigger)


def _ability_resolved(s: GameState, e: ev.AbilityResolved) -> None:
    done = make_trigger(e.controller, e.card, e.ability, e.kind, e.source_die)
    triggers = list(s.triggers)
    triggers.remove(done)
    s.triggers = tuple(triggers)
    s.trigger_chosen = False


def _trigger_chosen(s: GameState, e: ev.TriggerChosen) -> None:
    """The chosen trigger moves to the head of the queue and resolves next."""
    triggers = list(s.triggers)
    chosen = triggers.pop(e.index)
    s.triggers = (chosen, *triggers)
    s.trigger_chosen = True


def _nothing(s: GameState, e: ev.Event) -> None:
    pass


def _time_called(s: GameState, e: ev.TimeCalled) -> None:
    s.time_called_turn = e.turn


def _game_ended(s: GameState, e: ev.GameEnded) -> None:
    s.outcome = Outcome(e.winner, Termination(e.termination))
    s.step = _GAME_OVER
    s.priority = None


APPLY: dict[type[ev.Event], Callable[[GameState, Any], None]] = {
    ev.GameCreated: _nothing,
    ev.TossWon: _toss_won,
    ev.OrderChosen: _order_chosen,
    ev.TurnBegan: _turn_began,
    ev.StepBegan: _step_began,
    ev.BagRefilled: _bag_refilled,
    ev.DiceDrawn: _dice_drawn,
    ev.DiceRolled: _dice_rolled,
    ev.RerollChosen: _reroll_chosen,
    ev.DiePurchased: _die_purchased,
    ev.CharacterFielded: _character_fielded,
    ev.ActionDieUsed: _action_die_used,
    ev.GlobalUsed: _global_used,
    ev.PriorityPassed: _priority_passed,
    ev.PriorityGiven: _priority_given,
    ev.AttackersDeclared: _attackers_declared,
    ev.BlockersDeclared: _blockers_declared,
    ev.DamageAssigned: _damage_assigned,
    ev.TargetChosen: _nothing,
    ev.TriggerChosen: _trigger_chosen,
    ev.Conceded: _nothing,
    ev.TimeCalled: _time_called,
    ev.DiceMoved: _dice_moved,
    ev.LifeLost: _life_lost,
    ev.LifeGained: _life_gained,
    ev.VirtualEnergyGained: _virtual_gained,
    ev.VirtualEnergyLost: _virtual_lost,
    ev.PlayerDamaged: _player_damaged,
    ev.DieDamaged: _die_damaged,
    ev.DiceKnockedOut: _knocked_out,
    ev.DieSpun: _die_spun,
    ev.StatsModified: _stats_modified,
    ev.CombatEnded: _combat_ended,
    ev.TurnCleanedUp: _cleaned_up,
    ev.AbilityTriggered: _ability_triggered,
    ev.AbilityResolved: _ability_resolved,
    ev.GameEnded: _game_ended,
    ev.ChanceRequested: _chance_requested,
    ev.RulingAnnotated: _nothing,
    ev.RulingLifeSet: _life_set,
}
HANDLERS = APPLY  # the old name


def evolve(state: GameState, event: ev.Event) -> GameState:
    """Apply one event and advance the sequence number."""
    new = draft_state(state)
    new.seq = state.seq + 1
    APPLY[type(event)](new, event)
    new.__class__ = GameState
    return new


__all__ = ["APPLY", "evolve"]
