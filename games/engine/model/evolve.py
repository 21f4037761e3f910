"""evolve(state, event) -> state: apply one fact. It trusts the event (decide validated it).

Each event type has one handler that returns the next state: the old one with the fields
the event changes and the next seq, made with one `msgspec.structs.replace` whose fields are
named in the call (a replace given a dict of changes, `**changes`, costs twice as much, and
evolve runs for every event of every replay). The rarer events' handlers may return only
the fields that change (`Changes`): `from_changes` makes the state from them. Nothing is
ever changed in place.

Dice moved or changed are evolve_dice.py's; effects' own events evolve_effects.py's.
Spending is applied in one place (`changes.pay`): on your own turn spent dice go Out of Play,
on the opponent's turn to the Used Pile (DM-8.1); a partly spent double spins down (DM-8.3)
or leaves virtual energy (DM-8.4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from games.engine.model import events as ev
from games.engine.model.changes import (
    Changes,
    acted,
    blockers_declared,
    global_key,
    life_gained,
    life_lost,
    life_of,
    life_set,
    pay,
    players_with,
)
from games.engine.model.draft import drafted
from games.engine.model.evolve_batches import APPLY_BATCHES
from games.engine.model.evolve_dice import APPLY_DICE
from games.engine.model.evolve_effects import APPLY_EFFECTS
from games.engine.model.hits import recorded
from games.engine.model.state import (
    Combat,
    GameState,
    Lasting,
    Outcome,
    Pending,
    Step,
    Termination,
    Trigger,
    Zone,
)
from games.engine.model.zones import move

_ATTACK = Zone.ATTACK
_CLEAR_AND_DRAW, _GAME_OVER = Step.CLEAR_AND_DRAW, Step.GAME_OVER
_STEPS = {s.value: s for s in Step}

Handler = Callable[[GameState, Any], GameState]


def evolve(state: GameState, event: ev.Event) -> GameState:
    """Apply one event and advance the sequence number."""
    return APPLY[type(event)](state, event)


def from_changes(handler: Callable[[GameState, Any], Changes]) -> Handler:
    """A handler for a handler that returns only the fields that change."""

    def apply(s: GameState, e: Any) -> GameState:
        return replace(s, seq=s.seq + 1, **handler(s, e))

    return apply


# --- handlers --------------------------------------------------------------------------------


def _nothing(s: GameState, e: ev.Event) -> GameState:
    return replace(s, seq=s.seq + 1)


def _target_chosen(s: GameState, e: ev.TargetChosen) -> GameState:
    """An answer to a target choice, kept until the ability resolves (it may ask another,
    abilities/answers.py); with a payment ("you may pay ... to", DM-8.1) the energy is spent
    as for a Global."""
    chosen = (*s.chosen, e.target)
    if not e.paid and not e.virtual:
        return replace(s, seq=s.seq + 1, chosen=chosen)
    return replace(s, seq=s.seq + 1, chosen=chosen, **pay(s, e.player, e.paid, e.virtual))


def _toss_won(s: GameState, e: ev.TossWon) -> GameState:
    return replace(s, seq=s.seq + 1, toss_winner=e.player, random_draws=s.random_draws + 1)


def _order_chosen(s: GameState, e: ev.OrderChosen) -> GameState:
    first = e.player if e.go_first else s.next_seat(e.player)  # (an opponent: 2 v 2 too)
    return replace(s, seq=s.seq + 1, first_player=first, active=first)


def _turn_began(s: GameState, e: ev.TurnBegan) -> GameState:
    return replace(
        s,
        seq=s.seq + 1,
        turn=e.turn,
        active=e.player,
        step=_CLEAR_AND_DRAW,
        globals_used=(),
        fired=(),
        fielded=(),
        kod=(),
        kod_faces=(),
        kod_stats=(),
        attacked=(),
        blocked_with=(),
        purchased=(),
        used_actions=(),
        priority=None,
        passed=None,
        priority_declined=False,
        combat=None,
        drawn=0,
        cleaned=False,
        players=players_with(s, e.player, rerolls=0) if s.players[e.player].rerolls else s.players,
        lasting=_next_turn_ends(s, e.player) if s.lasting else (),
    )


def _next_turn_ends(s: GameState, player: int) -> tuple[Lasting, ...]:
    """Effects "until the start of your next turn" end as their controller's turn begins;
    marks kept past Cleanup for the end of the turn (effects/marks.py) end as any turn does."""
    kept = tuple(
        x
        for x in s.lasting
        if (x.until != "next_turn" or x.controller != player) and x.until != "after_cleanup"
    )
    return kept if len(kept) != len(s.lasting) else s.lasting


def _step_began(s: GameState, e: ev.StepBegan) -> GameState:
    step = _STEPS.get(e.step)  # (a str: the event's type says so)
    if s.priority is None and s.paid_to_field is None and not s.hits_open:
        # The usual step change (a window closed by a pass): those three are at rest, and
        # each keyword `replace` need not set costs it a scan of the field names (a fifth
        # of the events are StepBegan)
        return replace(
            s,
            seq=s.seq + 1,
            step=step if step is not None else Step(e.step),
            passed=None,
            priority_declined=False,
        )
    return replace(
        s,
        seq=s.seq + 1,
        step=step if step is not None else Step(e.step),
        priority=None,
        passed=None,
        priority_declined=False,
        paid_to_field=None,
        hits_open=False,  # the next damage is a new moment (model/hits.py)
    )


def _chance_requested(s: GameState, e: ev.ChanceRequested) -> GameState:
    chance = Pending(e.kind, e.player, count=e.count, dice=e.dice, to=e.to, rest=e.rest)
    return replace(s, seq=s.seq + 1, chance=chance)


def _global_used(s: GameState, e: ev.GlobalUsed) -> GameState:
    used = (*s.globals_used, global_key(s, e.player, e.card, e.ability, e.via))
    changes = {**pay(s, e.player, e.paid, e.virtual), **acted(s, e.player)}
    return replace(s, seq=s.seq + 1, **changes, globals_used=used)


def _ability_used(s: GameState, e: ev.AbilityUsed) -> GameState:
    return replace(s, seq=s.seq + 1, **acted(s, e.player))  # the inactive player's (DM-8.22)


def _priority_passed(s: GameState, e: ev.PriorityPassed) -> GameState:
    return replace(
        s,
        seq=s.seq + 1,
        priority=None,
        passed=e.player,
        priority_declined=s.priority_declined or e.player != s.active,
    )


def _priority_given(s: GameState, e: ev.PriorityGiven) -> GameState:
    return replace(s, seq=s.seq + 1, priority=e.player)


def _attackers_declared(s: GameState, e: ev.AttackersDeclared) -> GameState:
    if e.paid or e.virtual:  # what attacking cost (abilities/energy_taxes.py, DM-8.1)
        s = replace(s, **pay(s, e.player, e.paid, e.virtual))
    dice, zones = move(s.dice, s.zones, e.dice, _ATTACK)
    attacked = (*s.attacked, *e.dice)
    combat = Combat(attackers=e.dice)
    return replace(s, seq=s.seq + 1, dice=dice, zones=zones, combat=combat, attacked=attacked)


def _damage_assigned(s: GameState, e: ev.DamageAssigned) -> GameState:
    assert s.combat is not None
    splits = tuple((a, b, n) for a, b, n in e.splits)
    if e.player != s.active:  # a blocker of several's split, after the active player's
        splits = (*s.combat.splits, *splits)
    return replace(s, seq=s.seq + 1, combat=replace(s.combat, damage_assigned=True, splits=splits))


def _player_damaged(s: GameState, e: ev.PlayerDamaged) -> GameState:
    life = life_of(s, e.player, s.players[e.player].life - e.amount)  # the side's life
    hit = recorded(s, f"player:{e.player}", e.source, e.amount, e.combat)
    return replace(s, seq=s.seq + 1, **life, **hit)


def _virtual_changed(s: GameState, player: int, amount: int) -> GameState:
    pool = s.players[player].virtual_energy + amount
    return replace(s, seq=s.seq + 1, players=players_with(s, player, virtual_energy=pool))


def _virtual_gained(s: GameState, e: ev.VirtualEnergyGained) -> GameState:
    return _virtual_changed(s, e.player, e.amount)


def _virtual_lost(s: GameState, e: ev.VirtualEnergyLost) -> GameState:
    return _virtual_changed(s, e.player, -e.amount)


def _effect_started(s: GameState, e: ev.EffectStarted) -> GameState:
    lasting = Lasting(e.effect, e.target, e.source, e.controller, e.until, e.amount, e.to)
    return replace(s, seq=s.seq + 1, lasting=(*s.lasting, lasting))


def _combat_ended(s: GameState, e: ev.CombatEnded) -> GameState:
    return replace(s, seq=s.seq + 1, combat=None)


def _ability_triggered(s: GameState, e: ev.AbilityTriggered) -> GameState:
    trigger = Trigger(e.controller, e.card, e.ability, e.kind, e.source_die)
    fired = s.fired
    ability = s.cards[e.card].abilities[e.ability] if e.kind == "ability" else None
    if ability is not None and ability.first_time_each_turn:  # DM-15.5, per die (each_die)
        fired = (*fired, (e.controller, e.source_die if ability.each_die else e.card, e.ability))
    triggers = (*s.triggers, trigger)
    return replace(s, seq=s.seq + 1, triggers=triggers, fired=fired, hits_open=False)


def _ability_resolved(s: GameState, e: ev.AbilityResolved) -> GameState:
    triggers = list(s.triggers)
    triggers.remove(Trigger(e.controller, e.card, e.ability, e.kind, e.source_die))
    return replace(
        s,
        seq=s.seq + 1,
        triggers=tuple(triggers),
        trigger_chosen=False,
        hits_open=False,
        chosen=(),
    )


def _effect_declared(s: GameState, e: ev.EffectDeclared) -> GameState:
    """A declaration with effects waits for the opponent's review (issue 7)."""
    if not e.effects and not e.costs:
        return replace(s, seq=s.seq + 1)
    return replace(s, seq=s.seq + 1, review=(s.seq, s.next_seat(e.player)))  # next opponent


def _declaration_reviewed(
    s: GameState, e: ev.DeclarationAccepted | ev.DeclarationDisputed
) -> GameState:
    return replace(s, seq=s.seq + 1, review=None)


def _trigger_chosen(s: GameState, e: ev.TriggerChosen) -> GameState:
    """The chosen trigger moves to the head of the queue and resolves next."""
    triggers = list(s.triggers)
    chosen = triggers.pop(e.index)
    return replace(s, seq=s.seq + 1, triggers=(chosen, *triggers), trigger_chosen=True)


def _time_called(s: GameState, e: ev.TimeCalled) -> GameState:
    return replace(s, seq=s.seq + 1, time_called_turn=e.turn)


def _game_ended(s: GameState, e: ev.GameEnded) -> GameState:
    outcome = Outcome(e.winner, Termination(e.termination))
    return replace(s, seq=s.seq + 1, outcome=outcome, step=_GAME_OVER, priority=None)


def _card_drafted(s: GameState, e: ev.CardDrafted) -> Changes:
    return drafted(s, e.player, e.card, e.dice)  # Draft Teams (model/draft.py)


APPLY: dict[type[ev.Event], Handler] = {
    ev.GameCreated: _nothing,
    ev.CardDrafted: from_changes(_card_drafted),
    ev.TossWon: _toss_won,
    ev.OrderChosen: _order_chosen,
    ev.TurnBegan: _turn_began,
    ev.StepBegan: _step_began,
    ev.GlobalUsed: _global_used,
    ev.AbilityUsed: _ability_used,
    ev.PriorityPassed: _priority_passed,
    ev.PriorityGiven: _priority_given,
    ev.AttackersDeclared: _attackers_declared,
    ev.BlockersDeclared: from_changes(blockers_declared),
    ev.DamageAssigned: _damage_assigned,
    ev.TargetChosen: _target_chosen,
    ev.TriggerChosen: _trigger_chosen,
    ev.EffectDeclared: _effect_declared,
    ev.DeclarationAccepted: _declaration_reviewed,
    ev.DeclarationDisputed: _declaration_reviewed,
    ev.Conceded: _nothing,
    ev.TimeCalled: _time_called,
    ev.LifeLost: from_changes(life_lost),
    ev.LifeGained: from_changes(life_gained),
    ev.VirtualEnergyGained: _virtual_gained,
    ev.VirtualEnergyLost: _virtual_lost,
    ev.PlayerDamaged: _player_damaged,
    ev.EffectStarted: _effect_started,
    ev.CombatEnded: _combat_ended,
    ev.AbilityTriggered: _ability_triggered,
    ev.AbilityResolved: _ability_resolved,
    ev.GameEnded: _game_ended,
    ev.ChanceRequested: _chance_requested,
    ev.RulingAnnotated: _nothing,
    ev.RulingLifeSet: from_changes(life_set),
    **APPLY_DICE,  # dice moved or changed (evolve_dice.py)
    **APPLY_BATCHES,  # fielding, and the 2014 rules' decisions made at once (evolve_batches.py)
    # effects' and Reactive Globals' events (evolve_effects.py): rarer, they give the fields
    **{event: from_changes(handler) for event, handler in APPLY_EFFECTS.items()},
}

__all__ = ["APPLY", "evolve", "from_changes"]
