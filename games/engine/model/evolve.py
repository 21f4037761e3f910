"""evolve(state, event) -> state: apply one fact. It trusts the event (decide validated it).

Each event type has one handler that returns the fields of the state it changes (a dict);
`evolve` makes the new state from the old one and those changes, with the next seq, in one
`msgspec.structs.replace`. Nothing is ever changed in place.

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
    life_gained,
    life_lost,
    life_of,
    life_set,
    moves,
    pay,
    players_with,
    with_die,
)
from games.engine.model.draft import drafted
from games.engine.model.evolve_batches import APPLY_BATCHES
from games.engine.model.evolve_effects import APPLY_EFFECTS
from games.engine.model.hits import closed, recorded
from games.engine.model.state import (
    Combat,
    GameState,
    Lasting,
    Modifier,
    Outcome,
    Pending,
    Step,
    Termination,
    Trigger,
    Zone,
)
from games.engine.model.zones import ROLLED, move, zone_named

_ATTACK, _BAG, _FIELD, _OOP, _PREP = Zone.ATTACK, Zone.BAG, Zone.FIELD, Zone.OOP, Zone.PREP
_USED = Zone.USED
_CLEAR_AND_DRAW, _GAME_OVER = Step.CLEAR_AND_DRAW, Step.GAME_OVER
_STEPS = {s.value: s for s in Step}


def evolve(state: GameState, event: ev.Event) -> GameState:
    """Apply one event and advance the sequence number."""
    return replace(state, seq=state.seq + 1, **APPLY[type(event)](state, event))


# --- handlers --------------------------------------------------------------------------------


def _nothing(s: GameState, e: ev.Event) -> Changes:
    return {}


def _toss_won(s: GameState, e: ev.TossWon) -> Changes:
    return {"toss_winner": e.player, "random_draws": s.random_draws + 1}


def _order_chosen(s: GameState, e: ev.OrderChosen) -> Changes:
    first = e.player if e.go_first else s.next_seat(e.player)  # (an opponent: 2 v 2 too)
    return {"first_player": first, "active": first}


def _turn_began(s: GameState, e: ev.TurnBegan) -> Changes:
    changes = _next_turn_ends(s, e.player) if s.lasting else {}
    return {
        **changes,
        "turn": e.turn,
        "active": e.player,
        "step": _CLEAR_AND_DRAW,
        "globals_used": (),
        "fired": (),
        "priority": None,
        "passed": None,
        "priority_declined": False,
        "combat": None,
        "drawn": 0,
        "cleaned": False,
        "players": players_with(s, e.player, rerolled=False),
    }


def _next_turn_ends(s: GameState, player: int) -> Changes:
    """Effects "until the start of your next turn" end as their controller's turn begins;
    marks kept past Cleanup for the end of the turn (effects/marks.py) end as any turn does."""
    kept = tuple(
        x
        for x in s.lasting
        if (x.until != "next_turn" or x.controller != player) and x.until != "after_cleanup"
    )
    return {"lasting": kept} if len(kept) != len(s.lasting) else {}


def _step_began(s: GameState, e: ev.StepBegan) -> Changes:
    step = _STEPS.get(e.step) if type(e.step) is str else None
    return {
        "step": step if step is not None else Step(e.step),
        "priority": None,
        "passed": None,
        "priority_declined": False,
        "paid_to_field": None,
        **closed(s),
    }


def _bag_refilled(s: GameState, e: ev.BagRefilled) -> Changes:
    return moves(s, e.dice, _BAG)


def _dice_drawn(s: GameState, e: ev.DiceDrawn) -> Changes:
    # To a zone; or to a keyword that takes dice out to look at them (Corrupt): they stay in
    # the bag unless the keyword moves them.
    to = zone_named(e.to) if e.to in ev.DRAW_DESTINATIONS else _BAG
    changes = moves(s, e.dice, to)
    if s.chance is None:  # the step's own draw; an effect's draw does not count (DM-6.3)
        changes["drawn"] = s.drawn + len(e.dice)
    changes["chance"] = None
    changes["random_draws"] = s.random_draws + 1
    return changes


def _chance_requested(s: GameState, e: ev.ChanceRequested) -> Changes:
    return {"chance": Pending(e.kind, e.player, count=e.count, dice=e.dice, to=e.to)}


def _dice_rolled(s: GameState, e: ev.DiceRolled) -> Changes:
    dice = dict(s.dice)
    cards = s.cards
    energy: list[str] = []  # rerolled to a face that is not a character (DM-22.4)
    for die_id, face in e.faces:
        die = dice[die_id]
        if cards[die.card].faces[face].kind != "character":  # DM-22.4: rerolled to energy
            dice[die_id] = replace(die, face=face, damage=0, modifiers=())
            energy.append(die_id)
        else:
            dice[die_id] = replace(die, face=face)
    changes = {"dice": dice, "random_draws": s.random_draws + 1, "chance": None}
    return {**changes, **_end_lasting_on(s, energy)}


def _reroll_chosen(s: GameState, e: ev.RerollChosen) -> Changes:
    """The chosen dice are picked up to be rolled again: their faces are unknown until then."""
    dice = dict(s.dice)
    for die_id in e.dice:
        dice[die_id] = replace(dice[die_id], face=None)
    return {"dice": dice, "players": players_with(s, e.player, rerolled=True)}


def _die_purchased(s: GameState, e: ev.DiePurchased) -> Changes:
    changes = pay(s, e.player, e.paid, e.virtual)
    dice, zones = move(changes["dice"], changes["zones"], (e.die,), _USED, e.player)  # DM-8.8
    return {**changes, **acted(s, e.player), "dice": dice, "zones": zones}


def _action_die_used(s: GameState, e: ev.ActionDieUsed) -> Changes:
    return {**acted(s, e.player), **moves(s, (e.die,), zone_named(e.to))}  # DM-8.14


def _global_used(s: GameState, e: ev.GlobalUsed) -> Changes:
    used = (*s.globals_used, (e.player, e.card, e.ability))
    return {**pay(s, e.player, e.paid, e.virtual), **acted(s, e.player), "globals_used": used}


def _ability_used(s: GameState, e: ev.AbilityUsed) -> Changes:
    return acted(s, e.player)  # the inactive player's one ability (DM-8.22)


def _priority_passed(s: GameState, e: ev.PriorityPassed) -> Changes:
    return {
        "priority": None,
        "passed": e.player,
        "priority_declined": s.priority_declined or e.player != s.active,
    }


def _priority_given(s: GameState, e: ev.PriorityGiven) -> Changes:
    return {"priority": e.player}


def _attackers_declared(s: GameState, e: ev.AttackersDeclared) -> Changes:
    return {**moves(s, e.dice, _ATTACK), "combat": Combat(attackers=e.dice)}


def _damage_assigned(s: GameState, e: ev.DamageAssigned) -> Changes:
    assert s.combat is not None
    return {"combat": replace(s.combat, damage_assigned=True)}


def _dice_moved(s: GameState, e: ev.DiceMoved) -> Changes:
    to = zone_named(e.to)
    if s.lasting and to not in ROLLED:  # gone from play: its persistent effects end (DM-14.2)
        return {**moves(s, e.dice, to), **_end_lasting_on(s, e.dice)}
    return moves(s, e.dice, to)  # (a token gone, DM-24.1: its effects end in Cleanup)


def _player_damaged(s: GameState, e: ev.PlayerDamaged) -> Changes:
    return {
        **life_of(s, e.player, s.players[e.player].life - e.amount),  # the side's life
        **recorded(s, f"player:{e.player}", e.source, e.amount, e.combat),
    }


def _virtual_gained(s: GameState, e: ev.VirtualEnergyGained) -> Changes:
    pool = s.players[e.player].virtual_energy + e.amount
    return {"players": players_with(s, e.player, virtual_energy=pool)}


def _virtual_lost(s: GameState, e: ev.VirtualEnergyLost) -> Changes:
    pool = s.players[e.player].virtual_energy - e.amount
    return {"players": players_with(s, e.player, virtual_energy=pool)}


def _die_damaged(s: GameState, e: ev.DieDamaged) -> Changes:
    die = s.dice[e.die]
    return {
        **with_die(s, replace(die, damage=die.damage + e.amount)),
        **recorded(s, e.die, e.source, e.amount, e.combat),
    }


def _knocked_out(s: GameState, e: ev.DiceKnockedOut) -> Changes:
    return {**moves(s, e.dice, _PREP), **_end_lasting_on(s, e.dice)}


def _end_lasting_on(s: GameState, dice: Any) -> Changes:
    """DM-14.2: a persistent effect on a die ends if the die is KO'd or rerolled to energy
    (a capture or a control ends by its own rule: until "returns", evolve_takeover.py)."""
    if not any(lasting.target in dice for lasting in s.lasting):
        return {}
    kept = tuple(x for x in s.lasting if x.target not in dice or x.until == "returns")
    return {"lasting": kept}


def _effect_started(s: GameState, e: ev.EffectStarted) -> Changes:
    lasting = Lasting(e.effect, e.target, e.source, e.controller, e.until, e.amount, e.to)
    return {"lasting": (*s.lasting, lasting)}


def _die_spun(s: GameState, e: ev.DieSpun) -> Changes:
    return with_die(s, replace(s.dice[e.die], face=e.face))


def _stats_modified(s: GameState, e: ev.StatsModified) -> Changes:
    die = s.dice[e.die]
    modifier = Modifier(e.attack, e.defense, e.source)
    return with_die(s, replace(die, modifiers=(*die.modifiers, modifier)))


def _combat_ended(s: GameState, e: ev.CombatEnded) -> Changes:
    return {"combat": None}


def _cleaned_up(s: GameState, e: ev.TurnCleanedUp) -> Changes:
    """DM-10.1: all damage and applied effects end."""
    dice = dict(s.dice)
    for die_id, die in s.dice.items():
        if die.damage or die.modifiers:
            dice[die_id] = replace(die, damage=0, modifiers=())
    lasting = tuple(x for x in s.lasting if x.until != "end_of_turn")  # DM-14.2
    return {"dice": dice, "cleaned": True, "lasting": lasting, "hits": (), "hits_open": False}


def _ability_triggered(s: GameState, e: ev.AbilityTriggered) -> Changes:
    trigger = Trigger(e.controller, e.card, e.ability, e.kind, e.source_die)
    changes: Changes = {"triggers": (*s.triggers, trigger), **closed(s)}
    if e.kind == "ability" and s.cards[e.card].abilities[e.ability].first_time_each_turn:
        changes["fired"] = (*s.fired, (e.controller, e.card, e.ability))  # DM-15.5
    return changes


def _die_recovered(s: GameState, e: ev.DieRecovered) -> Changes:
    return with_die(s, replace(s.dice[e.die], damage=0, modifiers=()))


def _ability_resolved(s: GameState, e: ev.AbilityResolved) -> Changes:
    triggers = list(s.triggers)
    triggers.remove(Trigger(e.controller, e.card, e.ability, e.kind, e.source_die))
    return {"triggers": tuple(triggers), "trigger_chosen": False, **closed(s)}


def _effect_declared(s: GameState, e: ev.EffectDeclared) -> Changes:
    """A declaration with effects waits for the opponent's review (issue 7)."""
    if not e.effects and not e.costs:
        return {}
    return {"review": (s.seq, s.next_seat(e.player))}  # the next opponent reviews it


def _declaration_reviewed(
    s: GameState, e: ev.DeclarationAccepted | ev.DeclarationDisputed
) -> Changes:
    return {"review": None}


def _trigger_chosen(s: GameState, e: ev.TriggerChosen) -> Changes:
    """The chosen trigger moves to the head of the queue and resolves next."""
    triggers = list(s.triggers)
    chosen = triggers.pop(e.index)
    return {"triggers": (chosen, *triggers), "trigger_chosen": True}


def _time_called(s: GameState, e: ev.TimeCalled) -> Changes:
    return {"time_called_turn": e.turn}


def _game_ended(s: GameState, e: ev.GameEnded) -> Changes:
    outcome = Outcome(e.winner, Termination(e.termination))
    return {"outcome": outcome, "step": _GAME_OVER, "priority": None}


def _card_drafted(s: GameState, e: ev.CardDrafted) -> Changes:
    return drafted(s, e.player, e.card, e.dice)  # Draft Teams (model/draft.py)


APPLY: dict[type[ev.Event], Callable[[GameState, Any], Changes]] = {
    ev.GameCreated: _nothing,
    ev.CardDrafted: _card_drafted,
    ev.TossWon: _toss_won,
    ev.OrderChosen: _order_chosen,
    ev.TurnBegan: _turn_began,
    ev.StepBegan: _step_began,
    ev.BagRefilled: _bag_refilled,
    ev.DiceDrawn: _dice_drawn,
    ev.DiceRolled: _dice_rolled,
    ev.RerollChosen: _reroll_chosen,
    ev.DiePurchased: _die_purchased,
    ev.ActionDieUsed: _action_die_used,
    ev.GlobalUsed: _global_used,
    ev.AbilityUsed: _ability_used,
    ev.PriorityPassed: _priority_passed,
    ev.PriorityGiven: _priority_given,
    ev.AttackersDeclared: _attackers_declared,
    ev.BlockersDeclared: blockers_declared,
    ev.DamageAssigned: _damage_assigned,
    ev.TargetChosen: _nothing,
    ev.TriggerChosen: _trigger_chosen,
    ev.EffectDeclared: _effect_declared,
    ev.DeclarationAccepted: _declaration_reviewed,
    ev.DeclarationDisputed: _declaration_reviewed,
    ev.Conceded: _nothing,
    ev.TimeCalled: _time_called,
    ev.DiceMoved: _dice_moved,
    ev.LifeLost: life_lost,
    ev.LifeGained: life_gained,
    ev.VirtualEnergyGained: _virtual_gained,
    ev.VirtualEnergyLost: _virtual_lost,
    ev.PlayerDamaged: _player_damaged,
    ev.DieDamaged: _die_damaged,
    ev.DiceKnockedOut: _knocked_out,
    ev.DieRecovered: _die_recovered,
    ev.EffectStarted: _effect_started,
    ev.DieSpun: _die_spun,
    ev.StatsModified: _stats_modified,
    ev.CombatEnded: _combat_ended,
    ev.TurnCleanedUp: _cleaned_up,
    ev.AbilityTriggered: _ability_triggered,
    ev.AbilityResolved: _ability_resolved,
    ev.GameEnded: _game_ended,
    ev.ChanceRequested: _chance_requested,
    ev.RulingAnnotated: _nothing,
    ev.RulingLifeSet: life_set,
    **APPLY_EFFECTS,  # effects' and Reactive Globals' events (evolve_effects.py)
    **APPLY_BATCHES,  # the 2014 rules' decisions made at once (evolve_batches.py)
}

__all__ = ["APPLY", "evolve"]
