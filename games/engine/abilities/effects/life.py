"""lose_life and gain_life: not damage (DM-12.4); gains stop at the starting life (DM-11.3),
and come too late for a player already at 0 or below (DM-11.1: the game ended then).
swap_life: "switch life totals with your opponent": the player with less gains the
difference and the other loses it (docs/rulings.md "Switching life totals"); neither total
is above the starting life, so the cap takes nothing."""

from __future__ import annotations

from games.engine.abilities import redirect_offers
from games.engine.abilities.effects.base import Effect, players
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _lose(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for player in players(targets):
        b.emit(ev.LifeLost(player, effect.amount, trigger.card))


def _gain(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for player in players(targets):
        life = b.state.players[player].life
        if life <= 0 and not _may_be_prevented(b):
            continue  # DM-11.1: "the game ends immediately"; a later gain cannot undo it
        room = b.state.options.starting_life - life
        gained = max(0, min(effect.amount, room))  # DM-11.3: the life cap
        if gained:
            b.emit(ev.LifeGained(player, gained))


def _may_be_prevented(b: Batch) -> bool:
    """A Reactive Global waits at the head of the queue: it interrupts and may still prevent
    the damage (DM-15.4), so the game has not ended yet (as flow/turn._check_life reads it)."""
    triggers = b.state.triggers
    return bool(triggers) and (triggers[0].kind == "reactive" or redirect_offers.waiting(b.state))


def _swap(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    you = trigger.controller
    for player in players(targets):
        mine, theirs = b.state.players[you].life, b.state.players[player].life
        if player == you or mine == theirs or min(mine, theirs) <= 0:
            continue  # the same total, or a game already over (DM-11.1)
        low, high = (you, player) if mine < theirs else (player, you)
        difference = abs(theirs - mine)
        b.emit(ev.LifeLost(high, difference, trigger.card))
        b.emit(ev.LifeGained(low, difference))


EFFECTS = {"lose_life": Effect(_lose), "gain_life": Effect(_gain), "swap_life": Effect(_swap)}
