"""evolve handlers of the effect primitives' and Reactive Globals' events (effect_events.py),
merged into evolve.APPLY."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from games.engine.model import events as ev
from games.engine.model.cards import CardPool
from games.engine.model.changes import Changes, pay, players_with, with_die
from games.engine.model.evolve_takeover import APPLY_TAKEOVER
from games.engine.model.flip_sides import flipped_pool
from games.engine.model.hits import prevented
from games.engine.model.state import Die, GameState, Zone
from games.engine.model.zones import ROLLED, move, moved, vanished

SHIELD_NEXT = "prevent_next"  # the persistent effect of effects/shields.py
# shields of one kind of damage (effects/kind_shields.py): name -> (the shield it is, combat)
SHIELD_NEXT_ABILITY = "prevent_next_ability"  # the next N damage from abilities, action dice
SHIELD_COMBAT = "shield_combat"  # all combat damage
SHIELD_KINDS = {SHIELD_NEXT_ABILITY: (SHIELD_NEXT, False), SHIELD_COMBAT: ("shield", True)}


def shield_of(effect: str, combat: bool) -> str:
    """The shield a persistent effect named `effect` is for damage of that kind (`combat`),
    "" if it stops no such damage (or is no shield of a kind)."""
    base, kind = SHIELD_KINDS.get(effect, (effect, combat))
    return base if kind == combat else ""


def _reactive_used(s: GameState, e: ev.ReactiveUsed) -> Changes:
    """Paid like a Global (DM-8.17); it counts for "once per turn" (DM-8.19)."""
    used = (*s.globals_used, (e.player, e.card, e.ability))
    return {**pay(s, e.player, e.paid, e.virtual), "globals_used": used}


def _reaction_declined(s: GameState, e: ev.ReactionDeclined) -> Changes:
    return {"triggers": s.triggers[1:], "trigger_chosen": False}  # the offer at the head


def _damage_prevented(s: GameState, e: ev.DamagePrevented) -> Changes:
    """Exactly `amount` of the latest moment of damage to the target (model/hits.py);
    what waited only for damage now prevented leaves the queue (DM-19.1)."""
    record = prevented(s, e.target, e.amount, e.dealer)
    if e.target.startswith("player:"):
        player = int(e.target[7:])
        life = s.players[player].life + e.amount
        return {**record, "players": players_with(s, player, life=life)}
    die = s.dice[e.target]
    return {**record, **with_die(s, replace(die, damage=die.damage - e.amount))}


def _effect_ended(s: GameState, e: ev.EffectEnded) -> Changes:
    lasting = list(s.lasting)
    for index, x in enumerate(lasting):
        if (x.effect, x.target, x.source) == (e.effect, e.target, e.source):
            del lasting[index]
            break
    return {"lasting": tuple(lasting)}


def _damage_shielded(s: GameState, e: ev.DamageShielded) -> Changes:
    """The first "prevent the next N damage" shield of `source` on the target that stops
    damage of that kind (`combat`) goes down to what is `left` of it, and ends when nothing
    is (DM-19.1)."""
    lasting = list(s.lasting)
    for index, x in enumerate(lasting):
        shield = shield_of(x.effect, e.combat)
        if (shield, x.target, x.source) == (SHIELD_NEXT, e.target, e.source):
            if e.left > 0:
                lasting[index] = replace(x, amount=e.left)
            else:
                del lasting[index]
            break
    return {"lasting": tuple(lasting)}


def _dice_swapped(s: GameState, e: ev.DiceSwapped) -> Changes:
    first, second = s.dice[e.first], s.dice[e.second]
    dice = dict(s.dice)
    dice[e.first] = moved(first, second.zone, second.owner)
    dice[e.second] = moved(second, first.zone, first.owner)
    zones = dict(s.zones)
    swap = {e.first: e.second, e.second: e.first}
    for key in {(first.owner, first.zone), (second.owner, second.zone)}:
        zones[key] = tuple(swap.get(d, d) for d in zones[key])
    changes: Changes = {"dice": dice, "zones": zones}
    if s.combat is not None:  # DM-23.4: it takes over the attacking or blocking position
        combat = s.combat
        changes["combat"] = replace(
            combat,
            attackers=tuple(swap.get(d, d) for d in combat.attackers),
            blocks={swap.get(k, k): swap.get(v, v) for k, v in combat.blocks.items()},
            more=tuple((swap.get(k, k), swap.get(v, v)) for k, v in combat.more),
            blocked=frozenset(swap.get(d, d) for d in combat.blocked),
        )
    gone = [d for d in (e.first, e.second) if dice[d].zone not in ROLLED]
    if gone and s.lasting:  # out of play: its persistent effects end (DM-14.2)
        changes["lasting"] = tuple(
            x for x in s.lasting if x.target not in gone or x.until.startswith("returns")
        )
    changes["dice"], changes["zones"] = vanished(dice, zones, (e.first, e.second))  # DM-24.1
    return changes


def _die_bought(s: GameState, e: ev.DieBought) -> Changes:
    """A bought die goes to its buyer's Used Pile (DM-8.8), a purchase of this turn."""
    dice, zones = move(s.dice, s.zones, (e.die,), Zone.USED, e.player)
    return {"dice": dice, "zones": zones, "purchased": (*s.purchased, (e.player, e.die))}


def _tokens_made(s: GameState, e: ev.TokensMade) -> Changes:
    """DM-24.1: level-1 character dice in the Field Zone, of a token card the pool gains."""
    cards = s.cards
    pool = (cards if isinstance(cards, CardPool) else CardPool(cards)).with_token(e.card)
    dice = dict(s.dice)
    for copy, die_id in enumerate(e.dice):
        dice[die_id] = Die(die_id, e.card, copy, e.player, Zone.FIELD, 0)
    zones = dict(s.zones)
    key = (e.player, Zone.FIELD)
    zones[key] = (*zones.get(key, ()), *e.dice)
    return {"cards": pool, "dice": dice, "zones": zones}


def _card_flipped(s: GameState, e: ev.CardFlipped) -> Changes:
    """The card's other side is up: the pool holds its definition, `flipped` says so, and
    the triggers of the side turned away still waiting are gone with its text (all but the
    resolving one, `e.ability`, which ends as usual: docs/rulings.md "Flip")."""
    cards = s.cards
    pool = flipped_pool(cards if isinstance(cards, CardPool) else CardPool(cards), e.card)
    turned = tuple(x for x in s.flipped if x[1] != e.card)  # (one pool entry per card id)
    flipped = turned if len(turned) < len(s.flipped) else (*s.flipped, (e.player, e.card))
    kept, resolving = [], True
    for t in s.triggers:
        if t.card == e.card:
            if resolving and t.ability == e.ability:
                resolving = False
            else:
                continue
        kept.append(t)
    return {"cards": pool, "flipped": flipped, "triggers": tuple(kept)}


APPLY_EFFECTS: dict[type[ev.Event], Callable[[GameState, Any], Changes]] = {
    ev.ReactiveUsed: _reactive_used,
    ev.ReactionDeclined: _reaction_declined,
    ev.DamagePrevented: _damage_prevented,
    ev.EffectEnded: _effect_ended,
    ev.DamageShielded: _damage_shielded,
    ev.DiceSwapped: _dice_swapped,
    ev.TokensMade: _tokens_made,
    ev.DieBought: _die_bought,
    ev.CardFlipped: _card_flipped,
    **APPLY_TAKEOVER,  # capture and control (DM-23.1, DM-23.2)
}
