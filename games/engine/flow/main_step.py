"""The Main Step's and Action/Global window's decisions: purchase, field, use, pass (DM-8)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from games.engine.abilities import (
    energy_taxes,
    field_instead,
    global_bars,
    hooks,
    life_costs,
    permissions,
    window_bursts,
)
from games.engine.abilities import resolution as R
from games.engine.abilities.action_windows import check_window, used_this_turn
from games.engine.abilities.breath import barred as breath_barred
from games.engine.abilities.breath import occasions as breath_occasions
from games.engine.abilities.conditions import holds
from games.engine.abilities.costs import (
    FIELDING,
    field_cost,
    global_cost,
    used_up,
)
from games.engine.abilities.effects import EFFECTS, in_use
from games.engine.abilities.occasions import Occasion, announce, triggered, with_bursts
from games.engine.abilities.queue import queue_triggers
from games.engine.abilities.resolution import apply_effect, context, target_choices
from games.engine.abilities.targets import TARGETS, resolve_targets, targets_for
from games.engine.abilities.texts import lent_globals
from games.engine.abilities.window_grants import window_ability
from games.engine.flow import taxed
from games.engine.flow.energy import check_payment, types_covered
from games.engine.model import actions as A
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import ActionFace, CharacterFace, EffectSpec
from games.engine.model.changes import uses_left
from games.engine.model.errors import IllegalAction
from games.engine.model.rulesets import ruleset
from games.engine.model.state import FIELD_ZONES, Die, GameState, Pending, Step, Trigger, Zone

# Enum members as module constants (Python 3.11: `Zone.BAG` is a slow metaclass lookup)
_MAIN, _SUPPLY, _RESERVE = Step.MAIN, Zone.SUPPLY, Zone.RESERVE
_WINDOWS = (_MAIN, Step.ACTION_WINDOW)
MAX_BATCH = 20  # more dice than a team has (a batch of purchases or of fielding)
_SPENT = partial(Occasion, "spent_to_field")  # a die spent to field (trigger_kinds.py)


def in_main(b: Batch, a: A.Action, what: str) -> None:
    state = b.state
    if a.player != state.active:
        raise IllegalAction(
            E.PRIORITY_INACTIVE_ONE, f"only the active player may {what}", "DM-8.22"
        )
    if state.step is not _MAIN:
        raise IllegalAction(E.TURN_WRONG_STEP, f"{what} only in the Main Step", "DM-9.6")


def _reserve_die(b: Batch, player: int | None, die_id: str):
    die = b.state.dice.get(die_id)
    if die is None:
        raise IllegalAction(E.DIE_UNKNOWN, f"no die {die_id}")
    if die.owner != player:
        raise IllegalAction(E.DIE_NOT_YOURS, f"{die_id} is not yours")
    if die.zone is not _RESERVE:
        raise IllegalAction(E.DIE_NOT_IN_RESERVE, f"{die_id} is not in your Reserve Pool")
    return die


def field(b: Batch, a: A.Field, pending: Pending) -> None:
    in_main(b, a, "field characters")
    state = b.state
    die = _reserve_die(b, a.player, a.die)
    face = state.face_of(die)
    if not isinstance(face, CharacterFace):
        raise IllegalAction(E.FIELD_NOT_CHARACTER, f"{a.die} does not show a character", "DM-8.10")
    _not_locked(state, a.die)
    assert a.player is not None
    if a.instead:  # the other price its card prints (abilities/field_instead.py)
        _field_instead(b, a, die)
        return
    cost = field_cost(state, a.player, die, face.cost)  # DM-8.9, DM-8.10
    check_payment(state, a.player, a.paid, a.virtual, cost)
    spent = used_up(state, a.player, FIELDING, die)  # "the next die you field ..."
    b.emit(ev.CharacterFielded(a.player, a.die, a.paid, a.virtual), *spent)
    announce(b, Occasion("fielded", die=a.die), *(_SPENT(d) for d, _ in a.paid))  # DM-18.2/3


def _field_instead(b: Batch, a: A.Field, die: Die) -> None:
    """Fielded for its card's other price, paid in the same batch; the energy paid beside
    it is what a cost increase adds, as to a die free to field (costs.field_cost)."""
    assert a.player is not None
    way = field_instead.ways(b.state, a.player, die).get(a.instead)
    if way is None:
        raise IllegalAction(E.FIELD_NOT_INSTEAD, f"{a.die}'s card offers no such price", "DM-8.10")
    check_payment(b.state, a.player, a.paid, a.virtual, field_cost(b.state, a.player, die, 0))
    spent = used_up(b.state, a.player, FIELDING, die)  # "the next die you field ..."
    b.emit(ev.CharacterFieldedInstead(a.player, a.die, a.instead, a.paid, a.virtual), *spent)
    field_instead.pay(b, a.player, a.die, way)
    announce(b, Occasion("fielded", die=a.die), *(_SPENT(d) for d, _ in a.paid))  # DM-18.2


def _not_locked(state: GameState, die_id: str) -> None:
    if not permissions.may_field(state, die_id):
        raise IllegalAction(
            E.FIELD_LOCKED, f"a card says {die_id}'s dice may not be fielded now", "DM-12.1"
        )


def field_several(b: Batch, a: A.FieldSeveral, pending: Pending) -> None:
    """2014: several fielding costs paid at once (001:L341-342), any energy (001:L338-339);
    "when fielded" effects resolve after all are in, choosing no die paid (001:L345-348)."""
    in_main(b, a, "field characters")
    state = b.state
    assert a.player is not None
    if not ruleset(state.options.rules).batch_purchases:
        raise IllegalAction(E.FIELD_NO_BATCH, "one character at a time under these rules")
    if not 2 <= len(a.dice) <= MAX_BATCH or len(set(a.dice)) != len(a.dice):
        raise IllegalAction(
            E.FIELD_NO_BATCH, f"2 to {MAX_BATCH} different dice at once", "001:L341-342"
        )
    total = 0
    for die_id in a.dice:
        die = _reserve_die(b, a.player, die_id)
        face = state.face_of(die)
        if not isinstance(face, CharacterFace):
            raise IllegalAction(
                E.FIELD_NOT_CHARACTER, f"{die_id} does not show a character", "DM-8.10"
            )
        _not_locked(state, die_id)
        total += field_cost(state, a.player, die, face.cost)
    check_payment(state, a.player, a.paid, 0, total)
    b.emit(ev.CharactersFielded(a.player, tuple(a.dice), a.paid))
    payers = (_SPENT(d) for d, _ in a.paid)  # each die spent on them (trigger_kinds.py)
    announce(b, *(Occasion("fielded", die=die_id) for die_id in a.dice), *payers)


def use_action_die(b: Batch, a: A.UseActionDie, pending: Pending) -> None:
    state = b.state
    if a.player != state.active:
        raise IllegalAction(
            E.PRIORITY_INACTIVE_ONE, "only the active player uses action dice", "DM-8.22"
        )
    die = _reserve_die(b, a.player, a.die)
    face = state.face_of(die)
    if not isinstance(face, ActionFace):
        raise IllegalAction(
            E.ACTION_DIE_NOT_ACTION, f"{a.die} does not show an action face", "DM-8.14"
        )
    card = state.cards[die.card]
    found = [  # the effect, with its burst text added or in place of it (DM-8.15, DM-17.3)
        ev.AbilityTriggered(a.player, card.id, i, "action", a.die)  # type: ignore[arg-type]
        for i, ability in enumerate(card.abilities)
        if ability.trigger == "action" and with_bursts(card, ability, face.bursts)
    ]
    check_window(state, card, [t.ability for t in found], a.die)  # "use only after ..."
    for t in found:  # DM-13.4, with what else its effects affect (abilities/resolution.py)
        if R.nothing_to_affect(state, Trigger(a.player, card.id, t.ability, "action", a.die)):  # type: ignore[arg-type]
            raise IllegalAction(E.TARGET_INVALID, "no valid target for this action", "DM-13.4")
    tax = energy_taxes.action_tax(state, a.player, a.die)  # "must pay 1 to use" (DM-12.2)
    taxed.check(state, a.player, a.paid, a.virtual, tax, E.ACTION_DIE_UNPAID, "using it")  # type: ignore[arg-type]
    to = hooks.action_die_destination(state, a.die)  # Out of Play, or Continuous: the Field
    b.emit(ev.ActionDieUsed(a.player, a.die, to.value, a.paid, a.virtual))  # type: ignore[arg-type]
    life_costs.pay(b, a.player, life_costs.ACTION)  # "must pay 2 life to use" (DM-12.2)
    if to is _RESERVE:  # 2014: it moves to the Used Pile once its effect is applied
        b.emit(in_use.started(a.player, a.die))
    queue_triggers(
        b, found + triggered(b.state, Occasion("action_used", die=a.die, player=a.player))
    )


def use_global(b: Batch, a: A.UseGlobal, pending: Pending) -> None:
    ability, trigger = _global(b.state, a)
    assert a.player is not None
    cost = global_cost(b.state, a.player, ability.cost)  # "opponents pay 1 more" (DM-8.17)
    check_payment(b.state, a.player, a.paid, a.virtual, cost, ability.energy_types)
    b.emit(ev.GlobalUsed(a.player, a.card, a.ability, a.paid, a.virtual, a.cost_target, a.via))
    life_costs.pay(b, a.player, life_costs.GLOBAL)  # "must pay 2 life to use" (DM-12.2)
    for cost in ability.costs:  # energy and effect costs: both are paid (DM-12.2)
        apply_effect(b, cost, trigger, a.cost_target, targeting=False)
    # used through a copy, "this die" of its text is the copying die (DM-23.3); "whenever
    # a player uses a Global" (abilities/occasions.py) triggers with it
    own = ev.AbilityTriggered(a.player, a.card, a.ability, "global", a.via)
    used = [
        Occasion(kind, player=p)
        for kind, p in breath_occasions(b.state, a.player, a.card, a.ability)
    ]
    queue_triggers(b, [own, *triggered(b.state, Occasion("global_used", player=a.player), *used)])


MAX_GLOBAL_BATCH = 20


def use_global_several(b: Batch, a: A.UseGlobalSeveral, pending: Pending) -> None:
    """2014: "In many cases, global abilities may be used more than once if the cost can be
    paid multiple times. ... Global abilities that are paid for in a batch resolve as a
    single effect." (001:L824-827). One payment for `times` uses (so a generic die is spent
    completely); the uses resolve one after the other before anything else happens (no
    priority in between), each choosing its targets as it resolves (docs/rulings.md)."""
    state = b.state
    assert a.player is not None
    if not ruleset(state.options.rules).batch_purchases:
        raise IllegalAction(E.GLOBAL_NO_BATCH, "one use at a time under these rules", "DM-8.19")
    ability, _ = _global(state, a)
    if type(a.times) is not int or not 2 <= a.times <= MAX_GLOBAL_BATCH:
        raise IllegalAction(E.GLOBAL_NO_BATCH, f"2 to {MAX_GLOBAL_BATCH} uses", "001:L824-827")
    if ability.once_per_turn or ability.costs:
        raise IllegalAction(
            E.GLOBAL_NO_BATCH,
            "once per turn, or with costs other than energy: one use at a time",
            "001:L824-827",
        )
    types = [ability.energy_types] * a.times
    check_payment(state, a.player, a.paid, 0, global_cost(state, a.player, ability.cost) * a.times)
    if not types_covered([s for _, symbols in a.paid for s in symbols], types):
        raise IllegalAction(
            E.ENERGY_TYPE_MISSING, "each use needs its own symbol of the type", "001:L292-293"
        )
    b.emit(ev.GlobalsUsed(a.player, a.card, a.ability, a.times, a.paid))
    life_costs.pay(b, a.player, life_costs.GLOBAL, a.times)  # each use pays (DM-12.2)
    found = [ev.AbilityTriggered(a.player, a.card, a.ability, "global", "")] * a.times
    queue_triggers(b, found)


def _global(state: GameState, a: A.UseGlobal | A.UseGlobalSeveral):
    """The Global `a` names and its trigger, if it may be used now (DM-8.16 to DM-8.19)."""
    player = a.player
    assert player is not None
    card = state.cards.get(a.card)
    if card is None or not state.has_dice_of(a.card) or not 0 <= a.ability < len(card.globals):
        raise IllegalAction(E.GLOBAL_UNKNOWN, f"no Global {a.ability} on {a.card}", "DM-8.16")
    via = getattr(a, "via", "")  # the copying die whose copy of the card gives it (DM-23.3)
    if via and not any(d == via and c.id == a.card for d, c in lent_globals(state, player)):
        raise IllegalAction(
            E.GLOBAL_UNKNOWN, f"{via} is no die of yours copying {a.card}", "DM-23.3"
        )
    ability = card.globals[a.ability]
    if state.step not in _WINDOWS or ability.reactive:
        raise IllegalAction(
            E.GLOBAL_NOT_NOW,
            "a Reactive Global is used only as its occasion happens"
            if ability.reactive
            else "Globals are used in the Global windows",
            "DM-8.19",
        )
    if ability.only_your_turn and player != state.active:
        raise IllegalAction(E.GLOBAL_NOT_NOW, "this Global is for your own turn only", "DM-8.19")
    if ability.once_per_turn and not uses_left(state, player, a.card, a.ability, via):
        raise IllegalAction(E.GLOBAL_LIMIT, "once per turn", "DM-8.19")
    bar = global_bars.barred(state, player, a.card) or breath_barred(
        state, player, a.card, a.ability
    )  # "may not use Global Abilities", "other character dice cannot use Breath Weapons"
    if bar:
        raise IllegalAction(E.GLOBAL_BARRED, bar, "DM-12.1")
    trigger = Trigger(player, a.card, a.ability, "global", via)  # via: "this die" (DM-23.3)
    if ability.condition is not None and not holds(context(state, trigger), ability.condition):
        # "while <this card> is active" (Breath Weapon, docs/rulings.md): usable only then
        raise IllegalAction(E.GLOBAL_NOT_NOW, "its condition does not hold", "DM-8.19")
    cost_target = getattr(a, "cost_target", "")  # a batch has no chosen cost (no costs)
    check_costs(state, ability.costs, trigger, cost_target)
    paid = _paid(state, ability.costs, trigger, cost_target) if cost_target else state
    for looked in (state,) if paid is state else (state, paid):  # DM-13.4: paid, too
        if target_choices(looked, trigger) == ():  # (no chosen cost: the same state, one look)
            raise IllegalAction(E.TARGET_INVALID, "no valid target for this Global", "DM-13.4")
    return ability, trigger


def use_ability(b: Batch, a: A.UseAbility, pending: Pending) -> None:
    """A die's ability usable in the Global windows (DM-8.18, DM-8.19), the die in the Field
    Zone; its costs paid first (DM-12.2), then it waits in the queue like a Global."""
    state = b.state
    player = a.player
    assert player is not None
    die = state.dice.get(a.die)
    if die is None or die.owner != player or die.zone not in FIELD_ZONES:
        raise IllegalAction(E.ABILITY_UNKNOWN, f"{a.die} is not in your Field Zone", "DM-8.18")
    card = window_ability(state, a.die, a.card, a.ability)  # its own, or one given it
    if card is None:
        raise IllegalAction(E.ABILITY_UNKNOWN, f"no such ability {a.ability} on {a.die}", "DM-8.18")
    ability = card.abilities[a.ability]
    if not window_bursts.offered(state, card, ability, a.die):
        raise IllegalAction(E.ABILITY_UNKNOWN, f"not the text of {a.die}'s face", "DM-17.3")
    if state.step not in _WINDOWS or (ability.steps and state.step.value not in ability.steps):
        raise IllegalAction(E.GLOBAL_NOT_NOW, "not usable in this window", "DM-8.18")
    if used_this_turn(state, ability, player, card.id, a.ability, a.die):
        raise IllegalAction(E.GLOBAL_LIMIT, "once per turn: used this turn", "DM-15.5")
    trigger = Trigger(player, card.id, a.ability, "ability", a.die)
    if ability.condition is not None and not holds(context(state, trigger), ability.condition):
        # "while blocked or blocking, you may pay ...": usable only while it holds (DM-8.19)
        raise IllegalAction(E.GLOBAL_NOT_NOW, "its condition does not hold", "DM-8.19")
    check_costs(state, ability.costs, trigger, a.cost_target)
    # the targets left once the costs are paid (Tag Out preps itself)
    if target_choices(_paid(state, ability.costs, trigger, a.cost_target), trigger) == ():
        raise IllegalAction(E.TARGET_INVALID, "no valid target for this ability", "DM-13.4")
    riding = (  # its face's, before
        window_bursts.riders(state, player, card, a.ability, a.die) if not a.card else []
    )
    b.emit(ev.AbilityUsed(player, a.die, a.ability, a.cost_target, a.card))
    for cost in ability.costs:
        apply_effect(b, cost, trigger, a.cost_target, targeting=False)
    used = Occasion("ability_used", a.die, card.id, player, str(a.ability))  # keyword_uses.py
    own = ev.AbilityTriggered(player, card.id, a.ability, "ability", a.die)
    queue_triggers(b, [own, *riding, *triggered(b.state, used)])


def check_costs(
    state: GameState, costs: Sequence[EffectSpec], trigger: Trigger, chosen: str = ""
) -> None:
    """Effect costs must be paid in full (DM-12.2: "you cannot avoid paying costs"): each
    names something to pay with (a die, a player) and can be paid from it. A cost that
    says "target ..." ("KO one of your Sidekicks") is paid with `chosen`, the player's
    choice among what its kind names (`cost_options`); only such a cost takes one."""
    if chosen and not takes_cost_target(costs):
        raise IllegalAction(E.COST_UNPAYABLE, "no cost here is paid with a chosen die", "DM-12.2")
    for cost in costs:
        targets = resolve_targets(state, cost, trigger, chosen, targeting=False)
        if not targets or not EFFECTS[cost.op].payable(state, cost, targets):
            what = "cannot pay"
            if TARGETS[cost.target].chosen:
                what = f"{chosen or 'nothing chosen'} cannot pay"
            raise IllegalAction(E.COST_UNPAYABLE, f"{what} {cost.op}", "DM-12.2")


def takes_cost_target(costs: Sequence[EffectSpec]) -> bool:
    """Is one of these effect costs paid with a chosen die (`cost_target`)?"""
    return any(TARGETS[cost.target].chosen for cost in costs)


def cost_options(
    state: GameState, costs: Sequence[EffectSpec], trigger: Trigger
) -> tuple[str, ...]:
    """What may pay a cost that says "target ..." (DM-12.2): each die (or player) its kind
    and filters name that can pay it; () when no cost takes a choice."""
    for cost in costs:
        if TARGETS[cost.target].chosen:
            return tuple(
                t
                for t in targets_for(
                    state, cost.target, trigger.controller, cost.filters, targeting=False
                )
                if EFFECTS[cost.op].payable(state, cost, [t])
            )
    return ()


def _paid(
    state: GameState, costs: Sequence[EffectSpec], trigger: Trigger, chosen: str
) -> GameState:
    paid = Batch(state)  # the state once the costs are paid (the targets left, DM-13.4)
    for cost in costs:
        apply_effect(paid, cost, trigger, chosen, targeting=False)
    return paid.state


def pass_priority(b: Batch, a: A.PassPriority, pending: Pending) -> None:
    assert a.player is not None
    b.emit(ev.PriorityPassed(a.player))
    amount = b.state.players[a.player].virtual_energy
    if amount and ruleset(b.state.options.rules).virtual_energy:
        b.emit(ev.VirtualEnergyLost(a.player, amount))  # DM-8.21
