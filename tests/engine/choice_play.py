"""Helpers of the choice-description tests: sample actions a description admits, and
actions near it that it may not, to compare `admits` with `decide`."""

from __future__ import annotations

import random
from collections.abc import Iterator

from msgspec.structs import replace

from games.engine import actions as A
from games.engine.flow.choices import admits
from games.engine.flow.choices import model as C
from games.engine.flow.choices.batches import batch_examples
from games.engine.flow.choices.payment import fits, witness
from games.engine.flow.decide import decide
from games.engine.model.errors import IllegalAction
from games.engine.model.events import DeclaredEffect
from games.engine.model.state import FIELD_ZONES, GameState, Zone


def accepted(state: GameState, action: A.Action) -> bool:
    try:
        decide(state, action)
    except IllegalAction:
        return False
    return True


def _subset(rng: random.Random, items: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    return tuple(x for x in items if rng.random() < 0.5)


def sample_payment(rng: random.Random, pay: C.Payment) -> tuple[tuple, int]:
    """A random payment that fits (rejection sampling, then the exact witness)."""
    for _ in range(40):
        paid = []
        for source in pay.sources:
            if rng.random() < 0.4:
                paid.append((source.die, rng.choice(source.spendable)))
        virtual = rng.randint(0, pay.virtual)
        if fits(pay, tuple(paid), virtual):
            return tuple(paid), virtual
    found = witness(pay)
    assert found is not None, pay
    return found


def sample(rng: random.Random, c: C.Choice, eager: float = 0.7) -> A.Action:
    """A random action the description admits (`eager`: how often priority acts)."""
    p = c.player
    if isinstance(c, C.TossChoice):
        return A.ReportToss(player=rng.choice(c.players))
    if isinstance(c, C.DrawChoice):
        return A.ReportDraw(player=p, dice=tuple(rng.sample(c.bag, c.count)), to=c.to)
    if isinstance(c, C.RollChoice):
        return A.ReportRoll(player=p, faces=tuple((d, rng.randrange(c.faces)) for d in c.dice))
    if isinstance(c, C.OrderChoice):
        return A.ChooseFirstPlayer(player=p, go_first=rng.choice(c.options))
    if isinstance(c, C.RerollChoice):
        return A.Reroll(player=p, dice=_subset(rng, c.dice)[: c.most or None])
    if isinstance(c, C.AttackChoice):
        dice = tuple(d for d in c.dice if rng.random() < 0.8)
        dice = dice[:1] if rng.random() < 0.5 else dice
        return A.DeclareAttackers(player=p, dice=tuple(sorted(set(dice) | set(c.required))))
    if isinstance(c, C.BlockChoice):
        gang = rng.random() < 0.5  # often all on one attacker (DM-9.9's split)
        blocks = tuple(
            (o.blocker, o.attackers[0] if gang else rng.choice(o.attackers))
            for o in c.blockers
            if rng.random() < 0.8
        )
        return A.DeclareBlockers(player=p, blocks=blocks)
    if isinstance(c, C.SplitChoice):
        splits = []
        for o in c.attackers:
            left = o.damage
            for i, blocker in enumerate(o.blockers):
                amount = left if i == len(o.blockers) - 1 else rng.randint(0, left)
                left -= amount
                splits.append((o.attacker, blocker, amount))
        return A.AssignDamage(player=p, splits=tuple(splits))
    if isinstance(c, C.TargetChoice):
        return A.ChooseTarget(player=p, target=rng.choice(c.options))
    if isinstance(c, C.TriggerOrderChoice):
        return A.ChooseTrigger(player=p, index=rng.choice(c.triggers).index)
    if isinstance(c, C.DeclareChoice):
        return _sample_declare(rng, c)
    if isinstance(c, C.ReviewChoice):
        if rng.random() < 0.5:
            return A.AcceptDeclaration(player=p)
        return A.DisputeDeclaration(player=p, reason="x" * rng.randint(0, c.max_reason))
    assert isinstance(c, C.PriorityChoice), c
    return _sample_priority(rng, c, eager)


def _declared(rng: random.Random, c: C.DeclareChoice, op: C.OpOption) -> DeclaredEffect:
    kind, zone = rng.choice(op.uses)
    target = next(t for t in c.targets if t.kind == kind)
    chosen = rng.choice(target.options) if target.chosen else ""
    return DeclaredEffect(op.op, 1, kind, chosen, zone, rng.choice(c.durations))


def _sample_declare(rng: random.Random, c: C.DeclareChoice) -> A.Action:
    if not c.ops or rng.random() < 0.2:
        return A.Declare(player=c.player)

    def plain(effect: DeclaredEffect) -> bool:
        return not any(o.op == effect.op and effect.zone in o.chance for o in c.ops)

    effects = [_declared(rng, c, rng.choice(c.ops)) for _ in range(rng.randint(1, 3))]
    effects = [e for e in effects[:-1] if plain(e)] + effects[-1:]
    if rng.random() < 0.3:
        return A.Declare(player=c.player, costs=tuple(e for e in effects if plain(e)))
    return A.Declare(player=c.player, effects=tuple(effects))


def _sample_priority(rng: random.Random, c: C.PriorityChoice, eager: float) -> A.Action:
    p = c.player
    options: list[A.Action] = []
    for o in c.purchases:
        paid, virtual = sample_payment(rng, o.payment)
        options.append(A.Purchase(player=p, card=o.card, paid=paid, virtual=virtual))
    for f in c.fields:
        paid, virtual = sample_payment(rng, f.payment)
        options.append(A.Field(player=p, die=f.die, paid=paid, virtual=virtual))
    options += [A.UseActionDie(player=p, die=d) for d in c.action_dice]
    for g in c.globals:
        paid, virtual = sample_payment(rng, g.payment)
        options.append(
            A.UseGlobal(player=p, card=g.card, ability=g.ability, paid=paid, virtual=virtual)
        )
    options += [
        A.UseAbility(player=p, die=a.die, ability=a.ability, card=a.card) for a in c.abilities
    ]
    options += sample_batches(rng, c)
    if options and rng.random() < eager:
        return rng.choice(options)
    return A.PassPriority(player=p)


def sample_batches(rng: random.Random, c: C.PriorityChoice) -> list[A.Action]:
    """The 2014 batches a description admits: its examples (a payment the engine accepts)."""
    return batch_examples(c.several, c.player)


def near_batches(rng: random.Random, state: GameState, c: C.PriorityChoice) -> Iterator[A.Action]:
    """Batches around the description's: other cards, dice and counts, payments one off,
    a die twice, the wrong player; and batches when none is described."""
    p = c.player
    assert p is not None
    s = c.several
    mine = sorted(state.in_zone(p, Zone.RESERVE))
    energy = [(d, state.cards[state.dice[d].card].faces[state.dice[d].face].symbols)  # type: ignore[index,union-attr]
              for d in mine if state.is_energy(state.dice[d])]  # fmt: skip
    every = tuple((d, tuple(symbols)) for d, symbols in energy)
    some = tuple(x for x in every if rng.random() < 0.6)
    cards = sorted(state.cards)
    for paid in (every, some, every[:1], every + every[:1]):
        yield A.PurchaseSeveral(player=p, cards=tuple(rng.choices(cards, k=rng.randint(1, 3))),
                                paid=paid)  # fmt: skip
        yield A.FieldSeveral(player=p, dice=tuple(rng.sample(mine, min(len(mine), 2))), paid=paid)
        card = rng.choice(cards)
        yield A.UseGlobalSeveral(player=p, card=card, ability=0, times=rng.randint(1, 4), paid=paid)
    for batch in sample_batches(rng, c):
        yield batch
        yield replace(batch, player=1 - p)
        paid = batch.paid  # type: ignore[attr-defined]
        if paid:
            yield replace(batch, paid=paid[:-1])
            yield replace(batch, paid=(*paid, paid[0]))
            spare = [x for x in every if x[0] not in {d for d, _ in paid}]
            if spare:
                yield replace(batch, paid=(*paid, spare[0]))
        if isinstance(batch, A.PurchaseSeveral):
            yield replace(batch, cards=batch.cards[:1])
            yield replace(batch, cards=(*batch.cards, batch.cards[0]))
            yield replace(batch, cards=batch.cards[::-1])
            yield replace(batch, cards=batch.cards * 11)
        if isinstance(batch, A.FieldSeveral):
            yield replace(batch, dice=batch.dice[:1])
            yield replace(batch, dice=(*batch.dice, batch.dice[0]))
        if isinstance(batch, A.UseGlobalSeveral):
            for times in (1, batch.times - 1, batch.times + 1, 21):
                yield replace(batch, times=times)
    if s is not None and s.purchases:
        cards = [c.card for c in s.purchases]
        yield A.PurchaseSeveral(player=p, cards=tuple(rng.choices(cards, k=2)), paid=some)
    if s is not None and len(s.fields) > 1:
        yield A.FieldSeveral(player=p, dice=tuple(d.die for d in s.fields), paid=some)


def near(rng: random.Random, state: GameState, c: C.Choice) -> Iterator[A.Action]:
    """Actions around the description: admitted or not, `decide` must agree with `admits`."""
    p = c.player
    every = sorted(state.dice)
    fielded = sorted(d for d in every if state.dice[d].zone in FIELD_ZONES)
    yield from _noise_payments(rng, state, c)
    if isinstance(c, C.PriorityChoice) and p is not None:
        yield from near_batches(rng, state, c)
    if isinstance(c, C.RerollChoice | C.AttackChoice):
        cls = A.Reroll if isinstance(c, C.RerollChoice) else A.DeclareAttackers
        pool = list(c.dice) + rng.sample(fielded, min(2, len(fielded)))
        yield cls(player=p, dice=_subset(rng, pool))
        if c.dice:
            yield cls(player=p, dice=(c.dice[0], c.dice[0]))
    if isinstance(c, C.BlockChoice) and state.combat is not None:
        attackers = list(state.combat.attackers) + rng.sample(every, 1)
        pairs = [(b, rng.choice(attackers)) for b in fielded if rng.random() < 0.4]
        yield A.DeclareBlockers(player=p, blocks=tuple(pairs))
        if c.blockers:
            o = c.blockers[0]
            yield A.DeclareBlockers(player=p, blocks=((o.blocker, o.attackers[0]),) * 2)
    if isinstance(c, C.SplitChoice):
        base = sample(rng, c)
        assert isinstance(base, A.AssignDamage)
        splits = list(base.splits)
        if splits:
            i = rng.randrange(len(splits))
            a, b, n = splits[i]
            yield A.AssignDamage(player=p, splits=tuple(splits[:i] + splits[i + 1 :]))
            yield A.AssignDamage(player=p, splits=(*splits, (a, b, 0)))
            changed = (a, b, n + rng.choice((-1, 1)))
            yield A.AssignDamage(player=p, splits=(*splits[:i], changed, *splits[i + 1 :]))
            yield A.AssignDamage(player=p, splits=(*splits, (a, rng.choice(fielded), 0)))
    if isinstance(c, C.TargetChoice):
        for target in (rng.choice(every), "player:0", "player:1", "nobody"):
            yield A.ChooseTarget(player=p, target=target)
    if isinstance(c, C.TriggerOrderChoice):
        for index in (-1, len(c.triggers), rng.randrange(len(c.triggers) + 1)):
            yield A.ChooseTrigger(player=p, index=index)
    if isinstance(c, C.DrawChoice):
        yield A.ReportDraw(player=p, dice=_subset(rng, list(c.bag) + every[:2]), to=c.to)
        yield A.ReportDraw(player=p, dice=tuple(rng.sample(c.bag, c.count)), to="used")
    if isinstance(c, C.RollChoice):
        yield A.ReportRoll(player=p, faces=tuple((d, rng.randrange(-1, 8)) for d in c.dice))
        yield A.ReportRoll(player=p, faces=tuple((d, 0) for d in c.dice[1:]))
    if isinstance(c, C.TossChoice):
        yield A.ReportToss(player=rng.choice((0, 1, 2, -1)))
    if isinstance(c, C.DeclareChoice):
        base = _sample_declare(rng, c)
        assert isinstance(base, A.Declare)
        wrong = [
            DeclaredEffect("no_such_op", 1, "you"),
            DeclaredEffect("deal_damage", 1, "no_such_kind"),
            DeclaredEffect("deal_damage", 1, "target_die", rng.choice(every)),
            DeclaredEffect("deal_damage", 1, "opponent", "player:1"),
            DeclaredEffect("gain_life", 1, "you", zone="used"),
            DeclaredEffect("gain_life", 1, "you", duration="static"),
            DeclaredEffect("gain_life", 30, "you"),
        ]
        for effect in wrong:
            yield A.Declare(player=p, effects=(*base.effects, effect))
        yield A.Declare(player=p, costs=base.effects)
        yield A.Declare(player=p, effects=base.effects * 5)
        chance = [o for o in c.ops if "" in o.chance]
        if chance and base.effects:
            first = _declared(rng, c, chance[0])
            yield A.Declare(player=p, effects=(first, *base.effects))
    if isinstance(c, C.ReviewChoice):
        yield A.DisputeDeclaration(player=p, reason="x" * (c.max_reason + 1))
    if p is not None:  # the other player, or the right kind of action at the wrong time
        yield A.PassPriority(player=1 - p)
        yield A.Reroll(player=p, dice=())
        yield A.DeclareAttackers(player=p, dice=())


def _noise_payments(rng: random.Random, state: GameState, c: C.Choice) -> Iterator[A.Action]:
    if not isinstance(c, C.PriorityChoice) or c.player is None:
        return
    p = c.player
    mine = [state.dice[d] for d in sorted(state.in_zone(p, Zone.RESERVE))]
    energy = [d for d in mine if state.is_energy(d)]

    def paid() -> tuple[tuple[str, tuple[str, ...]], ...]:
        chosen = []
        for die in energy:
            if rng.random() < 0.5:
                shows = state.cards[die.card].faces[die.face].symbols  # type: ignore[index,union-attr]
                chosen.append((die.id, tuple(s for s in shows if rng.random() < 0.7) or shows))
        if chosen and rng.random() < 0.1:
            chosen.append(chosen[0])
        return tuple(chosen)

    virtual = rng.randint(0, state.players[p].virtual_energy + 1)
    cards = sorted({d.card for d in state.dice.values()})
    yield A.Purchase(player=p, card=rng.choice(cards), paid=paid(), virtual=virtual)
    for o in c.purchases[:2]:
        yield A.Purchase(player=p, card=o.card, paid=paid(), virtual=virtual)
    if mine:
        yield A.Field(player=p, die=rng.choice(mine).id, paid=paid(), virtual=virtual)
        yield A.UseActionDie(player=p, die=rng.choice(mine).id)
    for o in c.fields[:2]:
        yield A.Field(player=p, die=o.die, paid=paid(), virtual=virtual)
    card = state.cards[rng.choice(cards)]
    if card.globals:
        yield A.UseGlobal(player=p, card=card.id, ability=0, paid=paid(), virtual=virtual)
    for g in c.globals[:2]:
        yield A.UseGlobal(player=p, card=g.card, ability=g.ability, paid=paid(), virtual=virtual)
    fielded = [d for z in FIELD_ZONES for d in state.in_zone(p, z)]
    if fielded:
        yield A.UseAbility(player=p, die=rng.choice(fielded), ability=rng.randrange(3))


def check_agrees(rng: random.Random, state: GameState, c: C.Choice, tries: int = 3) -> None:
    """Every sampled admitted action is accepted; around it, `admits` == `decide`."""
    for _ in range(tries):
        action = sample(rng, c)
        assert admits(c, action), (c, action)
        assert accepted(state, action), (c, action)
    for action in near(rng, state, c):
        assert admits(c, action) == accepted(state, action), (c, action)
