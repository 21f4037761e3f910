"""Abilities that cost energy as they resolve ("you may pay (bolt) to ...", "you may pay (1).
If you do, ..."; card data `pay`, `pay_types`: abilities/paying.py). At the head of the
queue (DM-15.3) its controller answers its choice (`choose_target`) with the payment, from
their Reserve Pool (DM-8.1: `paid`, `virtual`, as for a Global), or declines it (DECLINE):
then nothing of it happens. A player who could not pay it is not asked: it resolves with
nothing done (`unpayable`). Paying is part of resolving it: the energy is spent when the
answer is given (`TargetChosen.paid`), before its effects (DM-12.2)."""

from __future__ import annotations

from games.engine.abilities import supply
from games.engine.abilities.costs import purchase_cost
from games.engine.abilities.queue import ability_of
from games.engine.abilities.supply import BUY
from games.engine.abilities.targets import DECLINE
from games.engine.flow.energy import check_payment, find_payment
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.errors import IllegalAction
from games.engine.model.events import Paid
from games.engine.model.state import GameState, Trigger


def cost(state: GameState, trigger: Trigger) -> tuple[int, tuple[str, ...]] | None:
    """What the queued ability costs as it resolves (energy, its types), or None."""
    if trigger.kind in ("global", "reactive"):
        return None
    ability = ability_of(state, trigger)
    amount = getattr(ability, "pay", 0)
    buys = [e for e in ability.effects if e.op == BUY]  # type: ignore[union-attr]
    if buys and ((amount and not ability.pay_types) or buys[0].amount):  # type: ignore[union-attr]
        return _bought(state, trigger, buys[0], amount)  # a die bought at its price (DM-8.6)
    return (amount, ability.pay_types) if amount else None  # type: ignore[union-attr]


def _bought(
    state: GameState, trigger: Trigger, effect: EffectSpec, amount: int
) -> tuple[int, tuple[str, ...]] | None:
    """The price of a die an ability buys (abilities/effects/buying.py): the price it names
    (`amount`), or its cost now less `effect.amount` ("for 1 less", never below its floor,
    DM-8.7), holding one energy of each type of its card (DM-8.6; no fewer energy than
    types). The dice on offer are of one card (this card's, or the card of that name: one
    per team, DM-3) or Basic Action Dice (no type, one price named); None if none is."""
    offered = [state.dice[d] for d in supply.offered(state, trigger.controller, effect.filters)]
    if not offered:
        return None
    types = tuple(sorted({t for d in offered for t in state.cards[d.card].energy_types}))
    if effect.amount:
        card = state.cards[offered[0].card]
        now = purchase_cost(state, trigger.controller, card, offered[0])
        amount = min(now, max(1, len(types), now - effect.amount))
    return max(amount, len(types)), types


def unpayable(b: Batch, head: Trigger) -> bool:
    """A paid ability whose controller could not pay it now: it resolves, nothing done."""
    price = cost(b.state, head)
    if price is None or find_payment(b.state, head.controller, *price) is not None:
        return False
    b.emit(ev.AbilityResolved(head.controller, head.card, head.ability, head.kind, head.source_die))
    return True


def check(state: GameState, head: Trigger, target: str, paid: Paid, virtual: int) -> None:
    """The answer's payment: the ability's cost exactly (DM-8.2, DM-8.6) unless it is
    declined; no payment for an ability that costs nothing or is declined."""
    price = cost(state, head)
    if price is None or target == DECLINE:
        if paid or virtual:
            raise IllegalAction(E.ENERGY_OVERPAID, "nothing to pay for this answer", "DM-8.2")
        return
    check_payment(state, head.controller, paid, virtual, *price)


def payment_for(state: GameState, head: Trigger) -> tuple[Paid, int]:
    """A payment of the ability's cost for bots and legal actions (() when it costs
    nothing; the flow asks only while one exists)."""
    price = cost(state, head)
    found = find_payment(state, head.controller, *price) if price is not None else None
    return found if found is not None else ((), 0)
