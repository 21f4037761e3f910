"""Abilities that cost energy as they resolve ("you may pay (bolt) to ...", "you may pay (1).
If you do, ..."; card data `pay`, `pay_types`: abilities/paying.py). At the head of the
queue (DM-15.3) its controller answers its choice (`choose_target`) with the payment, from
their Reserve Pool (DM-8.1: `paid`, `virtual`, as for a Global), or declines it (DECLINE):
then nothing of it happens. A player who could not pay it is not asked: it resolves with
nothing done (`unpayable`). Paying is part of resolving it: the energy is spent when the
answer is given (`TargetChosen.paid`), before its effects (DM-12.2)."""

from __future__ import annotations

from games.engine.abilities.queue import ability_of
from games.engine.abilities.targets import DECLINE
from games.engine.flow.energy import check_payment, find_payment
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.errors import IllegalAction
from games.engine.model.events import Paid
from games.engine.model.state import GameState, Trigger


def cost(state: GameState, trigger: Trigger) -> tuple[int, tuple[str, ...]] | None:
    """What the queued ability costs as it resolves (energy, its types), or None."""
    if trigger.kind in ("global", "reactive"):
        return None
    ability = ability_of(state, trigger)
    amount = getattr(ability, "pay", 0)
    return (amount, ability.pay_types) if amount else None  # type: ignore[union-attr]


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
