"""One describer per pending kind: the description of what the decision admits, built on
demand (never during replay) from the registries and queries the flow itself uses."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from msgspec.structs import replace

from games.engine.abilities import energy_taxes, extra_rerolls, field_instead
from games.engine.abilities.action_windows import used_this_turn
from games.engine.abilities.attack_groups import limits
from games.engine.abilities.blocking import compares
from games.engine.abilities.breath import reactive_cost
from games.engine.abilities.choosers import fewest
from games.engine.abilities.costs import field_cost, global_cost, purchase_cost
from games.engine.abilities.hooks import ko_payment
from games.engine.abilities.permissions import required_attackers, required_blockers
from games.engine.abilities.queue import ability_of
from games.engine.abilities.ranked import ranks
from games.engine.abilities.several_blocks import grants
from games.engine.abilities.stats import attack_of
from games.engine.abilities.targets import CHOSEN_TARGETS, TARGETS, split_amount, up_to_count
from games.engine.abilities.texts import lent_globals
from games.engine.abilities.wild_bars import wild_barred
from games.engine.abilities.window_grants import window_abilities
from games.engine.flow import taxed
from games.engine.flow.choices import model as C
from games.engine.flow.choices.batches import batch_actions, describe_batches
from games.engine.flow.choices.payment import payment, without_wild, witness
from games.engine.flow.combat import split_targets
from games.engine.flow.main_step import cost_options, takes_cost_target
from games.engine.flow.paid import cost as paid_cost
from games.engine.flow.reactive import targets as reactive_targets
from games.engine.flow.shared import accepted
from games.engine.flow.turn import may_attack, possible_attackers, possible_blocks
from games.engine.model import actions as A
from games.engine.model import draft
from games.engine.model.cards import EffectSpec
from games.engine.model.state import FIELD_ZONES, GameState, Pending, Trigger, Zone

_SUPPLY = Zone.SUPPLY  # (read per die: a member looked up on the class is slow in 3.11)

PRIORITY_ACTIONS = (
    "pass_priority", "purchase", "field", "use_action_die", "use_global", "use_ability",
)  # fmt: skip
Describer = Callable[[GameState, Pending], C.Choice]


def _head(state: GameState) -> int:
    """The seq of the log's last event (what a client sends back as expected_seq)."""
    return state.seq - 1


def _seeded(state: GameState) -> bool:
    return state.seed is not None


def _toss(state: GameState, pending: Pending) -> C.Choice:
    return C.TossChoice(pending.player, _head(state), ("report_toss",), seeded=_seeded(state))


def _draw(state: GameState, pending: Pending) -> C.Choice:
    bag = tuple(sorted(state.in_zone(pending.player, Zone.BAG)))
    return C.DrawChoice(
        pending.player,
        _head(state),
        ("report_draw",),
        pending.count,
        bag,
        pending.to,
        _seeded(state),
    )


def _roll(state: GameState, pending: Pending) -> C.Choice:
    return C.RollChoice(
        pending.player,
        _head(state),
        ("report_roll",),
        tuple(sorted(pending.dice)),
        seeded=_seeded(state),
    )


def _order(state: GameState, pending: Pending) -> C.Choice:
    return C.OrderChoice(pending.player, _head(state), ("choose_first_player",))


def _draft(state: GameState, pending: Pending) -> C.Choice:
    player = pending.player
    assert player is not None
    options = tuple(
        C.DraftOption(card, draft.most_dice(state, player, card))
        for stack in draft.stacks(state).values()
        for card in stack
    )
    return C.DraftChoice(player, _head(state), ("draft_pick",), options)


def _reroll(state: GameState, pending: Pending) -> C.Choice:
    price = extra_rerolls.limit(state, pending.player, extra_rerolls.PRICE)  # type: ignore[arg-type]
    return C.RerollChoice(
        pending.player, _head(state), ("reroll",), tuple(pending.dice), pending.count, price
    )


def _attackers(state: GameState, pending: Pending) -> C.Choice:
    player = pending.player
    assert player is not None
    dice = tuple(possible_attackers(state)) if may_attack(state) else ()
    required = required_attackers(state, dice)  # "must attack" (DM-14.2)
    required = tuple(energy_taxes.untaxed_attackers(state, player, required))  # DM-12.2
    found = limits(state, dice)  # which dice may attack together (DM-14.3)
    taxes = tuple((d, t) for d in dice if (t := energy_taxes.die_attack_tax(state, d, False)))
    once = energy_taxes.declare_tax(state, player)  # once with any attacker (DM-12.2)
    groups = tuple(energy_taxes.once_groups(state, dice))  # once with any of some dice
    return C.AttackChoice(
        player, _head(state), ("declare_attackers",), dice, required, found,
        _taxes(state, player, taxes, once=once, groups=groups) if taxes or once or groups
        else None,
    )  # fmt: skip


def _taxes(state: GameState, player: int, dice: tuple[Any, ...], **more: Any) -> C.Taxes:
    """What a deed costs in energy, and the energy the player may pay it with."""
    pay = payment(state, player, 0)
    return C.Taxes(pay.sources, pay.virtual, dice, **more)


def _react(state: GameState, pending: Pending) -> C.Choice:
    """A Reactive Global offered at the head of the queue (flow/reactive.py, DM-8.19)."""
    head = state.triggers[0]
    ability = state.cards[head.card].globals[head.ability]
    cost = global_cost(state, pending.player, ability.cost)  # type: ignore[arg-type]
    cost = reactive_cost(state, head, ability, cost)  # an Anti-Breath Weapon's
    pay = payment(state, pending.player, cost, ability.energy_types)  # type: ignore[arg-type]
    options = reactive_targets(state, head) or ()
    chosen = next((e.op for e in ability.effects if TARGETS[e.target].chosen), "")
    return C.ReactChoice(
        pending.player,
        _head(state),
        ("react", "decline_reaction"),
        head.card,
        head.ability,
        pay,
        options,
        chosen,
    )


def _grants(state: GameState, blocker: str, attackers: list[str]) -> tuple[C.BlockGrant, ...]:
    """Its leaves to block several attackers (abilities/several_blocks.py)."""
    mine = state.dice[blocker]
    return tuple(
        C.BlockGrant(
            g.amount,
            tuple(a for a in attackers if compares(state, state.dice[a], mine, g.by_filters)),
        )
        for g in grants(state, blocker)
    )


def _blockers(state: GameState, pending: Pending) -> C.Choice:
    by_blocker: dict[str, list[str]] = {}
    for blocker, attacker in possible_blocks(state):
        by_blocker.setdefault(blocker, []).append(attacker)
    options = tuple(
        C.BlockerOption(b, tuple(a), _grants(state, b, a)) for b, a in sorted(by_blocker.items())
    )
    possible = possible_blocks(state)
    required = required_blockers(state, possible)  # "must block" (DM-14.2)
    required = tuple(energy_taxes.untaxed_blockers(state, required, possible))  # DM-12.2
    attackers = sorted({a for _, a in possible})
    blocked = tuple((a, t) for a in attackers if (t := energy_taxes.blocked_tax(state, a)))
    pairs = tuple(
        (b, a, t) for b, a in sorted(possible) if (t := energy_taxes.blocker_tax(state, b, a))
    )
    groups = tuple(energy_taxes.block_groups(state, sorted(possible)))  # once with any pair
    return C.BlockChoice(
        pending.player, _head(state), ("declare_blockers",), options, required,
        _taxes(state, pending.player, blocked, pairs=pairs, pair_groups=groups)  # type: ignore[arg-type]
        if blocked or pairs or groups else None,
    )  # fmt: skip


def _split(state: GameState, pending: Pending) -> C.Choice:
    options = tuple(
        C.SplitOption(a, attack_of(state, state.dice[a]), tuple(split_targets(state, a)))
        for a in pending.dice
    )
    return C.SplitChoice(pending.player, _head(state), ("assign_damage",), options)


def effect_info(effect: EffectSpec) -> C.EffectInfo:
    return C.EffectInfo(
        effect.op,
        effect.amount,
        effect.target,
        TARGETS[effect.target].chosen,
        effect.filters,
        effect.attack,
        effect.defense,
        effect.affiliation,
    )


def _target(state: GameState, pending: Pending) -> C.Choice:
    head = state.triggers[0]
    effects = tuple(effect_info(e) for e in ability_of(state, head).effects)
    price = paid_cost(state, head)  # "you may pay ... to" (flow/paid.py)
    return C.TargetChoice(
        pending.player,
        _head(state),
        ("choose_target",),
        head.card,
        head.ability,
        head.kind,
        head.source_die,
        effects,
        tuple(pending.options),
        split_amount(state, head),
        up_to_count(state, head),
        payment=None if price is None else payment(state, pending.player, *price),  # type: ignore[arg-type]
        at_least=fewest(state, head, tuple(pending.options)),
        ranked=ranks(state, head, CHOSEN_TARGETS),
    )


def _trigger_order(state: GameState, pending: Pending) -> C.Choice:
    options = tuple(
        C.TriggerOption(i, t.card, t.ability, t.kind, t.source_die)
        for i, t in enumerate(state.triggers[: pending.count])
    )
    return C.TriggerOrderChoice(pending.player, _head(state), ("choose_trigger",), options)


# --- priority ------------------------------------------------------------------------------


def _accepted(state: GameState, action: A.Action) -> bool:
    return accepted(state, action)  # (shared with the legal actions inside `sharing`)


def _paid(state: GameState, pay: C.Payment, action: A.Action) -> bool:
    """Some payment fits `pay` and `action` is legal with it: everything but the payment is
    then legal with any payment that fits (decide checks the payment on its own)."""
    found = witness(pay)
    return found is not None and _accepted(state, replace(action, paid=found[0], virtual=found[1]))


def _purchases(state: GameState, player: int) -> Iterator[C.PurchaseOption]:
    supply = {d.card: d for d in state.dice.values() if d.zone is _SUPPLY}
    for card_id in sorted(supply):
        card = state.cards[card_id]
        cost = purchase_cost(state, player, card, supply[card_id])  # DM-8.7 (reductions)
        pay = payment(state, player, cost, card.energy_types)
        pay = without_wild(pay) if wild_barred(card) else pay  # (abilities/wild_bars.py)
        if _paid(state, pay, A.Purchase(player=player, card=card_id)):
            yield C.PurchaseOption(card_id, pay)


def _fabrications(state: GameState, player: int) -> Iterator[C.FabricateOption]:
    """Purchases a card's keyword lets KO'd dice pay for (Fabricate), where some dice pay."""
    for card_id in sorted({d.card for d in state.dice.values() if d.zone is _SUPPLY}):
        by_ko = ko_payment(state, player, card_id)
        if by_ko is None or not _accepted(
            state, A.Purchase(player=player, card=card_id, fabricated=by_ko.example)
        ):
            continue
        mine = (
            d for d, die in state.dice.items() if die.owner == player and die.zone in FIELD_ZONES
        )
        dice = tuple(sorted(d for d in mine if state.is_character(state.dice[d])))
        yield C.FabricateOption(card_id, by_ko.count, by_ko.total, dice, by_ko.example)


def _fields(state: GameState, player: int) -> Iterator[C.FieldOption]:
    for die_id in sorted(state.in_zone(player, Zone.RESERVE)):
        die = state.dice[die_id]
        if not state.is_character(die):
            continue
        pay = payment(state, player, field_cost(state, player, die, state.face_of(die).cost))  # type: ignore[union-attr]
        if _paid(state, pay, A.Field(player=player, die=die_id)):
            yield C.FieldOption(die_id, pay)


def _fields_instead(state: GameState, player: int) -> Iterator[C.FieldInsteadOption]:
    """Characters their card lets be fielded for another price (abilities/field_instead.py)."""
    for die_id in sorted(state.in_zone(player, Zone.RESERVE)):
        die = state.dice[die_id]
        if not state.is_character(die):
            continue
        pay = payment(state, player, field_cost(state, player, die, 0))  # an increase only
        for way, effect in sorted(field_instead.ways(state, player, die).items()):
            if _paid(state, pay, A.Field(player=player, die=die_id, instead=way)):
                amount = effect.amount if way == "life" else 0
                yield C.FieldInsteadOption(die_id, way, pay, amount)


def _globals(state: GameState, player: int) -> Iterator[C.GlobalOption]:
    for card_id in sorted({d.card for d in state.dice.values()}):
        yield from _globals_of(state, player, card_id, "")
    for via, card in lent_globals(state, player):  # a copy's (DM-23.3)
        yield from _globals_of(state, player, card.id, via)


def _globals_of(state: GameState, player: int, card_id: str, via: str) -> Iterator[C.GlobalOption]:
    for index, ability in enumerate(state.cards[card_id].globals):
        pay = payment(state, player, global_cost(state, player, ability.cost), ability.energy_types)
        use = A.UseGlobal(player=player, card=card_id, ability=index, via=via)
        if takes_cost_target(ability.costs):  # DM-12.2: which die pays it
            trigger = Trigger(player, card_id, index, "global", via)  # via: "this die"
            paying = tuple(
                t
                for t in cost_options(state, ability.costs, trigger)
                if _paid(state, pay, replace(use, cost_target=t))
            )
            if paying:
                yield C.GlobalOption(card_id, index, pay, paying, via)
        elif _paid(state, pay, use):
            yield C.GlobalOption(card_id, index, pay, via=via)


def _abilities(state: GameState, player: int) -> Iterator[C.AbilityOption]:
    for zone in FIELD_ZONES:
        for die_id in state.in_zone(player, zone):
            for card, index, named in window_abilities(state, die_id):  # given ones too
                ability = card.abilities[index]
                if used_this_turn(
                    state, ability, player, card.id, index, die_id
                ):  # "once per turn" (DM-15.5): used this turn
                    continue
                use = A.UseAbility(player=player, die=die_id, ability=index, card=named)
                costs = tuple(effect_info(e) for e in ability.costs)
                if takes_cost_target(ability.costs):  # DM-12.2: which die pays it
                    trigger = Trigger(player, card.id, index, "ability", die_id)
                    paying = tuple(
                        t
                        for t in cost_options(state, ability.costs, trigger)
                        if _accepted(state, replace(use, cost_target=t))
                    )
                    if paying:
                        yield C.AbilityOption(die_id, index, costs, paying, card=named)
                elif _accepted(state, use):
                    yield C.AbilityOption(die_id, index, costs, card=named)


def _priority(state: GameState, pending: Pending) -> C.Choice:
    player = pending.player
    assert player is not None
    taxes = {  # what using each costs (abilities/energy_taxes.py, DM-12.2)
        d: energy_taxes.action_tax(state, player, d)
        for d in sorted(state.in_zone(player, Zone.RESERVE))
        if state.is_action(state.dice[d])
    }
    action_dice = tuple(d for d, tax in taxes.items() if _usable(state, player, d, tax))
    action_taxes = tuple((d, t) for d, t in taxes.items() if t and d in action_dice)
    several = describe_batches(state, player)  # the 2014 rules' batches (001:L309-311)
    return C.PriorityChoice(
        player,
        _head(state),
        PRIORITY_ACTIONS + batch_actions(several),
        tuple(_purchases(state, player)),
        tuple(_fields(state, player)),
        action_dice,
        tuple(_globals(state, player)),
        tuple(sorted(_abilities(state, player), key=lambda o: (o.die, o.ability))),
        several,
        fabricate=tuple(_fabrications(state, player)),
        fields_instead=tuple(_fields_instead(state, player)),
        action_taxes=_taxes(state, player, action_taxes) if action_taxes else None,
    )


def _usable(state: GameState, player: int, die: str, tax: int) -> bool:
    """May the player use the action die now, paying what its use costs?"""
    pay = taxed.payment(state, player, tax)
    use = A.UseActionDie(player=player, die=die)
    return pay is not None and _accepted(state, replace(use, paid=pay[0], virtual=pay[1]))


DESCRIBERS: dict[str, Describer] = {
    "toss": _toss,
    "draw": _draw,
    "roll": _roll,
    "choose_order": _order,
    "draft_pick": _draft,
    "reroll": _reroll,
    "declare_attackers": _attackers,
    "declare_blockers": _blockers,
    "assign_damage": _split,
    "choose_target": _target,
    "order_triggers": _trigger_order,
    "priority": _priority,
    "react": _react,
}
