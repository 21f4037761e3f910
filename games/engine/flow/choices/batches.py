"""The 2014 rules' batches in the priority description: several dice bought or fielded, or a
Global used several times, with one payment, "to spend a generic die completely"
(001:L309-311, L341-342, L824-827). What they admit (`admits_batch`), how a batch may be paid
(`batch_fits`, `batch_witness`: one symbol of each type per card, `energy.types_covered`),
and the bounded search for examples the engine accepts (what the bots and the table use)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations_with_replacement, takewhile

from games.engine.abilities.costs import field_cost, global_cost, purchase_cost
from games.engine.abilities.permissions import may_field, may_purchase
from games.engine.flow.choices import model as C
from games.engine.flow.choices.payment import payment, search_payments, symbols_spent
from games.engine.flow.decide import decide
from games.engine.flow.energy import types_covered
from games.engine.flow.main_step import MAX_BATCH, MAX_GLOBAL_BATCH
from games.engine.flow.shared import remembered
from games.engine.model import actions as A
from games.engine.model import errors as E
from games.engine.model.cards import ENERGY_TYPES, WILD
from games.engine.model.errors import IllegalAction
from games.engine.model.events import Paid
from games.engine.model.rulesets import ruleset
from games.engine.model.state import GameState, Step, Zone

assert MAX_BATCH == MAX_GLOBAL_BATCH  # one `most` for the three kinds
PAIRS_TRIED = 40  # the example search tries at most this many pairs of cards
ENERGY_REFUSALS = (E.ENERGY_INSUFFICIENT, E.ENERGY_TYPE_MISSING)


def batch_fits(
    sources: Sequence[C.EnergySource], paid: Paid, total: int, needs: Sequence[Sequence[str]]
) -> bool:
    """Does `paid` follow the sources, add up to `total` exactly and give each of `needs`
    (one per card or use) a symbol of its own (Wild standing for one)?"""
    spent = symbols_spent(sources, paid)
    return spent is not None and len(spent) == total and types_covered(spent, needs)


def batch_witness(
    sources: Sequence[C.EnergySource], total: int, needs: Sequence[Sequence[str]]
) -> Paid | None:
    """One payment that fits (an exact search over the sources' spendable sets), or None."""
    wanted = {t: sum(n.count(t) for n in needs) for t in ENERGY_TYPES}  # (two (mask): 2)
    wanted = {t: n for t, n in wanted.items() if n}
    short = sum(wanted.values())
    found = search_payments(
        sources,
        total,
        lambda count, spent: count == total and types_covered(spent, needs),
        lambda i, count, spent: (
            i,
            count,
            tuple(min(spent.count(t), n) for t, n in wanted.items()),
            min(spent.count(WILD), short),
        ),
    )
    return None if found is None else found[0]


def _energy(sources: Sequence[C.EnergySource]) -> int:
    return sum(len(s.shows) for s in sources)


def _cheapest_two(costs: list[int]) -> int:
    return sum(sorted(costs)[:2])


def _purchasable(state: GameState, player: int) -> tuple[C.BatchCard, ...]:
    """The cards `player` may buy from and the cost of each die a batch would take (the
    lowest copies first, as `purchases._supply_die` takes them), up to a die that costs
    nothing: no Sidekick, and no card at cost 0."""
    found = []
    team = state.players[player].team
    for card_id in sorted(state.cards):
        card = state.cards[card_id]
        if card.kind == "sidekick" or (card.kind != "basic_action" and card_id not in team):
            continue
        owner = None if card.kind == "basic_action" else player
        supply = sorted(
            (state.dice[d] for d in state.in_zone(owner, Zone.SUPPLY)
             if state.dice[d].card == card_id),
            key=lambda d: d.copy,
        )[:MAX_BATCH]  # fmt: skip
        # DM-8.7; a die that costs nothing is bought on its own (purchases.purchase_several)
        if supply and not may_purchase(state, supply[0].id):
            continue  # "may not purchase that card's dice" (abilities/locks.py)
        costs = tuple(
            takewhile(
                lambda cost: cost > 0, (purchase_cost(state, player, card, d) for d in supply)
            )
        )
        if costs:
            found.append(C.BatchCard(card_id, costs, tuple(card.energy_types)))
    return tuple(found)


def _fieldable(state: GameState, player: int) -> tuple[C.BatchDie, ...]:
    found = []
    for die_id in sorted(state.in_zone(player, Zone.RESERVE)):
        die = state.dice[die_id]
        if state.is_character(die) and may_field(state, die_id):
            printed = state.face_of(die).cost  # type: ignore[union-attr]
            found.append(C.BatchDie(die_id, field_cost(state, player, die, printed)))
    return tuple(found)


def _batch_globals(
    state: GameState, player: int, sources: tuple[C.EnergySource, ...]
) -> tuple[C.BatchGlobal, ...]:
    """The Globals `use_global_several` may use now: the engine refuses two uses with no
    payment for their energy alone (every other check comes first, main_step)."""
    energy = _energy(sources)
    found = []
    for card_id in sorted({d.card for d in state.dice.values()}):
        for index, ability in enumerate(state.cards[card_id].globals):
            cost = global_cost(state, player, ability.cost)  # "opponents pay 1 more" (DM-8.17)
            if 2 * cost > energy:
                continue
            probe = A.UseGlobalSeveral(player=player, card=card_id, ability=index, times=2)
            try:
                decide(state, probe)
            except IllegalAction as refusal:
                if refusal.code not in ENERGY_REFUSALS:
                    continue
            times, paid = _most_uses(sources, cost, tuple(ability.energy_types), energy)
            found.append(
                C.BatchGlobal(card_id, index, cost, tuple(ability.energy_types), times, paid)
            )
    return tuple(found)


def _most_uses(
    sources: tuple[C.EnergySource, ...], cost: int, types: tuple[str, ...], energy: int
) -> tuple[int, Paid]:
    if cost == 0:  # nothing to spend: no example (a free Global is used one use at a time)
        return 0, ()
    top = min(MAX_GLOBAL_BATCH, energy // cost)
    for times in range(top, 1, -1):
        paid = batch_witness(sources, cost * times, [types] * times)
        if paid is not None:
            return times, paid
    return 0, ()


def _purchase_example(
    sources: tuple[C.EnergySource, ...], cards: tuple[C.BatchCard, ...]
) -> C.BatchExample | None:
    """The dearest pair of dice one payment buys (at most PAIRS_TRIED pairs tried)."""
    by_card = {c.card: c for c in cards}
    pairs = [
        (a, b)
        for a, b in combinations_with_replacement(sorted(by_card), 2)
        if a != b or len(by_card[a].costs) > 1
    ]
    pairs.sort(key=lambda p: -(by_card[p[0]].costs[0] + by_card[p[1]].costs[p[0] == p[1]]))
    for a, b in pairs[:PAIRS_TRIED]:
        total = by_card[a].costs[0] + by_card[b].costs[1 if a == b else 0]
        needs = [by_card[a].energy_types, by_card[b].energy_types]
        paid = batch_witness(sources, total, needs)
        if paid is not None:
            return C.BatchExample((a, b), paid)
    return None


def _field_example(
    sources: tuple[C.EnergySource, ...], dice: tuple[C.BatchDie, ...]
) -> C.BatchExample | None:
    """Every die at once if one payment fields them all, else the dearest pair that is."""
    everything = dice[:MAX_BATCH]
    paid = batch_witness(sources, sum(d.cost for d in everything), ())
    if paid is not None:
        return C.BatchExample(tuple(d.die for d in everything), paid)
    pairs = sorted(
        ((a, b) for i, a in enumerate(dice) for b in dice[i + 1 :]),
        key=lambda p: -(p[0].cost + p[1].cost),
    )
    for a, b in pairs[:PAIRS_TRIED]:
        paid = batch_witness(sources, a.cost + b.cost, ())
        if paid is not None:
            return C.BatchExample((a.die, b.die), paid)
    return None


def describe_batches(state: GameState, player: int) -> C.Batches | None:
    """The batches `player` may make now (None: none, or not under these rules); once per
    state inside `flow.shared.sharing` (the legal actions and the choices both ask)."""
    return remembered(state, ("batches", player), lambda: _describe_batches(state, player))


def _describe_batches(state: GameState, player: int) -> C.Batches | None:
    if not ruleset(state.options.rules).batch_purchases:
        return None
    sources = payment(state, player, 0).sources
    energy = _energy(sources)
    purchases: tuple[C.BatchCard, ...] = ()
    fields: tuple[C.BatchDie, ...] = ()
    if player == state.active and state.step is Step.MAIN:  # both: Main Step, active player
        purchases = _purchasable(state, player)
        costs = [cost for c in purchases for cost in c.costs]
        if len(costs) < 2 or _cheapest_two(costs) > energy:
            purchases = ()
        fields = _fieldable(state, player)
        if len(fields) < 2 or _cheapest_two([d.cost for d in fields]) > energy:
            fields = ()
    globals_ = _batch_globals(state, player, sources)
    if not (purchases or fields or globals_):
        return None
    return C.Batches(
        sources,
        MAX_BATCH,
        purchases,
        fields,
        globals_,
        _purchase_example(sources, purchases) if purchases else None,
        _field_example(sources, fields) if fields else None,
    )


def batch_actions(batches: C.Batches | None) -> tuple[str, ...]:
    """The action types a description's batches answer it with."""
    if batches is None:
        return ()
    kinds = (
        ("purchase_several", batches.purchases),
        ("field_several", batches.fields),
        ("use_global_several", batches.globals),
    )
    return tuple(name for name, listed in kinds if listed)


def batch_examples(batches: C.Batches | None, player: int) -> list[A.Action]:
    """The batches a description offers as examples, as actions (a payment the engine
    accepts; a few representatives, never one per subset): what the bots and enumeration
    play."""
    if batches is None:
        return []
    found: list[A.Action] = []
    if batches.purchase_example is not None:
        example = batches.purchase_example
        found.append(A.PurchaseSeveral(player=player, cards=example.names, paid=example.paid))
    if batches.field_example is not None:
        example = batches.field_example
        found.append(A.FieldSeveral(player=player, dice=example.names, paid=example.paid))
    found += [
        A.UseGlobalSeveral(
            player=player, card=g.card, ability=g.ability, times=g.example_times,
            paid=g.example_paid,
        )
        for g in batches.globals
        if g.example_times
    ]  # fmt: skip
    return found


def admits_batch(batches: C.Batches | None, a: A.Action) -> bool:
    """The batches' own reading of a batch action (decide stays the judge)."""
    if batches is None:
        return False
    if isinstance(a, A.PurchaseSeveral):
        cards = {c.card: c for c in batches.purchases}
        if not 2 <= len(a.cards) <= batches.most:
            return False
        counted: Counter[str] = Counter()
        total = 0
        needs = []
        for card_id in a.cards:
            card = cards.get(card_id)
            if card is None or counted[card_id] >= len(card.costs):
                return False
            total += card.costs[counted[card_id]]
            counted[card_id] += 1
            needs.append(card.energy_types)
        return batch_fits(batches.sources, a.paid, total, needs)
    if isinstance(a, A.FieldSeveral):
        dice = {d.die: d for d in batches.fields}
        if not 2 <= len(a.dice) <= batches.most or len(set(a.dice)) != len(a.dice):
            return False
        if not all(d in dice for d in a.dice):
            return False
        return batch_fits(batches.sources, a.paid, sum(dice[d].cost for d in a.dice), ())
    if isinstance(a, A.UseGlobalSeveral):
        found = [g for g in batches.globals if (g.card, g.ability) == (a.card, a.ability)]
        if not found or type(a.times) is not int or not 2 <= a.times <= batches.most:
            return False
        g = found[0]
        return batch_fits(batches.sources, a.paid, g.cost * a.times, [g.energy_types] * a.times)
    return False
