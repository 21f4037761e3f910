"""A purchase paid with dice KO'd instead of energy (Fabricate: keywords/fabricate.py,
docs/rulings.md "Fabricate"): the card's keyword says whether the dice named pay for it
(hook purchase_by_ko); they are KO'd in the purchase's own batch (DM-12.2, DM-16.1), after
its decision event DieFabricated, which records them (a log's batch starts with its
decision, so that replay can decide it again)."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities import hooks
from games.engine.abilities.damage import knock_out
from games.engine.flow.energy import check_payment
from games.engine.model import actions as A
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.errors import IllegalAction


def paid_for(b: Batch, a: A.Purchase, cost: int, types: Sequence[str]) -> None:
    """A purchase's payment: its energy (flow/energy.py), or the dice it names to KO (KO'd
    by `bought`); refused if they do not pay for it (or energy is beside)."""
    assert a.player is not None
    if not a.fabricated:
        check_payment(b.state, a.player, a.paid, a.virtual, cost, types)
        return
    why = hooks.purchase_by_ko(b.state, a.player, a.card, a.fabricated)
    if why or a.paid or a.virtual:
        raise IllegalAction(E.PURCHASE_NOT_FABRICATED, why or "no energy beside it", "DM-8.5")


def bought(b: Batch, a: A.Purchase, die_id: str, spent: Sequence[ev.Event]) -> None:
    """The purchase's events: DiePurchased with its energy, or DieFabricated and the KO of
    the dice that paid for it (their "when KO'd" abilities trigger, DM-16.1)."""
    assert a.player is not None
    if not a.fabricated:
        b.emit(ev.DiePurchased(a.player, a.card, die_id, a.paid, a.virtual), *spent)
        return
    b.emit(ev.DieFabricated(a.player, a.card, die_id, a.fabricated), *spent)
    knock_out(b, a.fabricated, by=a.player)
