"""Does an action follow a description? The description's own reading, kind by kind; the
tests hold it equal to `decide` (which stays the judge) for every action they try."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from games.engine.abilities.attack_groups import refused
from games.engine.abilities.targets import DECLINE
from games.engine.flow.choices import model as C
from games.engine.flow.choices.batches import admits_batch
from games.engine.flow.choices.payment import fits
from games.engine.model import actions as A
from games.engine.model.events import Paid


def admits(choice: C.Choice, action: A.Action) -> bool:
    """True when `action` is one of those `choice` describes."""
    if action.name not in choice.actions:
        return False
    if not isinstance(choice, C.TossChoice) and action.player != choice.player:
        return False
    check = _CHECKS.get(type(choice))
    return check is not None and check(choice, action)


def _subset(dice: tuple[str, ...], allowed: tuple[str, ...]) -> bool:
    return len(set(dice)) == len(dice) and set(dice) <= set(allowed)


def _toss(c: C.TossChoice, a: A.ReportToss) -> bool:
    return a.player in c.players


def _draw(c: C.DrawChoice, a: A.ReportDraw) -> bool:
    return a.to == c.to and len(a.dice) == c.count and _subset(a.dice, c.bag)


def _roll(c: C.RollChoice, a: A.ReportRoll) -> bool:
    return sorted(d for d, _ in a.faces) == sorted(c.dice) and all(
        isinstance(f, int) and 0 <= f < c.faces for _, f in a.faces
    )


def _order(c: C.OrderChoice, a: A.ChooseFirstPlayer) -> bool:
    return a.go_first in c.options


def _draft(c: C.DraftChoice, a: A.DraftPick) -> bool:
    return any(
        o.card == a.card and type(a.dice) is int and 0 <= a.dice <= o.most for o in c.options
    )


def _reroll(c: C.RerollChoice, a: A.Reroll) -> bool:
    return _subset(a.dice, c.dice) and (not c.most or len(a.dice) <= c.most)


def _paid(taxes: C.Taxes | None, total: int, paid: Paid, virtual: int) -> bool:
    """Does the payment pay what the deed costs (abilities/energy_taxes.py), exactly?"""
    if not total:
        return not paid and not virtual
    assert taxes is not None
    return fits(C.Payment(total, (), taxes.sources, taxes.virtual), paid, virtual)


def _attack_paid(c: C.AttackChoice, a: A.DeclareAttackers) -> bool:
    t = c.taxes
    costs = dict(t.dice) if t else {}
    total = (t.once if t and a.dice else 0) + sum(costs.get(d, 0) for d in a.dice)
    chosen = set(a.dice)
    total += sum(n for dice, n in t.groups if chosen.intersection(dice)) if t else 0
    return _paid(t, total, a.paid, a.virtual)


def _attack(c: C.AttackChoice, a: A.DeclareAttackers) -> bool:
    if not _attack_paid(c, a):
        return False
    if c.limits:  # which dice may attack together (abilities/attack_groups.py)
        return _subset(a.dice, c.dice) and not refused(c.limits, c.required, a.dice, c.dice)
    return _subset(a.dice, c.dice) and set(c.required) <= set(a.dice)


def _react(c: C.ReactChoice, a: A.Action) -> bool:
    if isinstance(a, A.DeclineReaction):
        return True
    return (
        isinstance(a, A.React)
        and (a.card, a.ability) == (c.card, c.ability)
        and (a.target in c.targets if c.targets else a.target == "")
        and c.payment is not None
        and fits(c.payment, a.paid, a.virtual)
    )


def _several(option: C.BlockerOption | None, attackers: list[str]) -> bool:
    """May this blocker block all these attackers at once (its grants, several_blocks)?"""
    if len(attackers) <= 1:
        return True
    if option is None or len(set(attackers)) != len(attackers):
        return False
    extra = 0
    for grant in option.grants:
        if set(attackers) <= set(grant.attackers):
            if grant.extra == 0:
                return True
            extra += grant.extra
    return len(attackers) <= 1 + extra


def _block(c: C.BlockChoice, a: A.DeclareBlockers) -> bool:
    allowed = {o.blocker: o.attackers for o in c.blockers}
    options = {o.blocker: o for o in c.blockers}
    blockers = [b for b, _ in a.blocks]
    t = c.taxes
    once, pairs = (dict(t.dice), {(b, x): n for b, x, n in t.pairs}) if t else ({}, {})
    total = sum(once.get(x, 0) for x in {x for _, x in a.blocks})
    total += sum(pairs.get(tuple(p), 0) for p in set(map(tuple, a.blocks)))
    chosen = set(map(tuple, a.blocks))
    total += sum(n for ps, n in t.pair_groups if chosen.intersection(ps)) if t else 0
    return (
        _paid(t, total, a.paid, a.virtual)
        and all(_several(options.get(b), [x for y, x in a.blocks if y == b]) for b in set(blockers))
        and all(attacker in allowed.get(blocker, ()) for blocker, attacker in a.blocks)
        and set(c.required) <= set(blockers)
    )


def _split(c: C.SplitChoice, a: A.AssignDamage) -> bool:
    options = {o.attacker: o for o in c.attackers}
    given: Counter[str] = Counter()
    pairs = [(attacker, blocker) for attacker, blocker, _ in a.splits]
    if len(set(pairs)) != len(pairs):
        return False
    for attacker, blocker, amount in a.splits:
        option = options.get(attacker)
        if option is None or blocker not in option.blockers or amount < 0:
            return False
        given[attacker] += amount
    return all(given[o.attacker] == o.damage for o in c.attackers)


def _target(c: C.TargetChoice, a: A.ChooseTarget) -> bool:
    if c.payment is not None and a.target != DECLINE:  # "you may pay ... to" (flow/paid.py)
        if not fits(c.payment, a.paid, a.virtual):
            return False
    elif a.paid or a.virtual:
        return False
    if not a.split:
        return a.target in c.options and c.at_least <= 1
    targets = [t for t, _ in a.split]
    if c.up_to > 0:
        return (
            not a.target
            and len(set(targets)) == len(targets)
            and set(targets) <= set(c.options) - {DECLINE}
            and max(1, c.at_least) <= len(targets) <= c.up_to
            and all(n == 1 for _, n in a.split)
        )
    return (
        c.split > 0
        and not a.target
        and len(set(targets)) == len(targets)
        and set(targets) <= set(c.options) - {DECLINE}
        and all(n >= 1 for _, n in a.split)
        and sum(n for _, n in a.split) == c.split
        and (not c.ranked or sorted(n for _, n in a.split) == list(range(1, c.ranked + 1)))
    )


def _trigger(c: C.TriggerOrderChoice, a: A.ChooseTrigger) -> bool:
    return any(t.index == a.index for t in c.triggers)


def _priority(c: C.PriorityChoice, a: A.Action) -> bool:
    if isinstance(a, A.PassPriority):
        return True
    if isinstance(a, A.Purchase):
        return any(o.card == a.card and fits(o.payment, a.paid, a.virtual) for o in c.purchases)
    if isinstance(a, A.PurchaseSeveral | A.FieldSeveral | A.UseGlobalSeveral):
        return admits_batch(c.several, a)  # the 2014 rules' batches
    if isinstance(a, A.Field):
        if a.instead:  # its card's other price (abilities/field_instead.py)
            return any(
                (o.die, o.instead) == (a.die, a.instead) and fits(o.payment, a.paid, a.virtual)
                for o in c.fields_instead
            )
        return any(o.die == a.die and fits(o.payment, a.paid, a.virtual) for o in c.fields)
    if isinstance(a, A.UseActionDie):  # with what its use costs paid (energy_taxes.py)
        t = c.action_taxes
        total = dict(t.dice).get(a.die, 0) if t else 0
        return a.die in c.action_dice and _paid(t, total, a.paid, a.virtual)
    if isinstance(a, A.UseGlobal):
        return any(
            (o.card, o.ability, o.via) == (a.card, a.ability, a.via)
            and fits(o.payment, a.paid, a.virtual)
            and _cost_target(o.cost_targets, a.cost_target)
            for o in c.globals
        )
    if isinstance(a, A.UseAbility):
        return any(
            (o.die, o.ability, o.card) == (a.die, a.ability, a.card)
            and _cost_target(o.cost_targets, a.cost_target)
            for o in c.abilities
        )
    return False


def _cost_target(options: tuple[str, ...], chosen: str) -> bool:
    """One of the options pays a chosen effect cost; with none, nothing is chosen."""
    return chosen in options if options else not chosen


def _declared(c: C.DeclareChoice, e: object) -> bool:
    ops = {o.op: o for o in c.ops}
    targets = {t.kind: t for t in c.targets}
    op, target = ops.get(e.op), targets.get(e.target)  # type: ignore[attr-defined]
    if op is None or target is None or (e.target, e.zone) not in op.uses:  # type: ignore[attr-defined]
        return False
    if (e.chosen not in target.options) if target.chosen else e.chosen != "":  # type: ignore[attr-defined]
        return False
    made = (e.attack, e.defense, e.affiliation)  # type: ignore[attr-defined]
    if made != (0, 0, "") and (
        e.op not in c.makes  # type: ignore[attr-defined]
        or not (0 <= e.attack <= c.max_amount and 0 <= e.defense <= c.max_amount)  # type: ignore[attr-defined]
        or len(e.affiliation) > c.max_name  # type: ignore[attr-defined]
        or ":" in e.affiliation  # type: ignore[attr-defined]
    ):
        return False
    return (
        type(e.amount) is int  # type: ignore[attr-defined]
        and abs(e.amount) <= c.max_amount  # type: ignore[attr-defined]
        and e.duration in c.durations  # type: ignore[attr-defined]
        and all(name in c.filters for name, _ in e.filters)  # type: ignore[attr-defined]
    )


def _declare(c: C.DeclareChoice, a: A.Declare) -> bool:
    every = (*a.costs, *a.effects)
    if len(every) > c.max_effects or not all(_declared(c, e) for e in every):
        return False
    chance = {(o.op, zone) for o in c.ops for zone in o.chance}
    return not any((e.op, e.zone) in chance for e in (*a.costs, *a.effects[:-1]))


def _review(c: C.ReviewChoice, a: A.Action) -> bool:
    reason = getattr(a, "reason", "")
    return isinstance(reason, str) and len(reason) <= c.max_reason


_CHECKS: dict[type[C.Choice], Callable[..., bool]] = {
    C.TossChoice: _toss,
    C.DrawChoice: _draw,
    C.RollChoice: _roll,
    C.OrderChoice: _order,
    C.DraftChoice: _draft,
    C.RerollChoice: _reroll,
    C.AttackChoice: _attack,
    C.BlockChoice: _block,
    C.SplitChoice: _split,
    C.TargetChoice: _target,
    C.TriggerOrderChoice: _trigger,
    C.PriorityChoice: _priority,
    C.DeclareChoice: _declare,
    C.ReviewChoice: _review,
    C.ReactChoice: _react,
}
