"""Paying the energy an attack, a block or an action die's use costs (abilities/
energy_taxes.py, DM-12.2): the payment the declaration or the use carries is checked as
any payment is (flow/energy.py, DM-8.1 to DM-8.6), and found for bots and legal actions."""

from __future__ import annotations

from collections.abc import Iterable

from games.engine.abilities.energy_taxes import attack_tax
from games.engine.flow.energy import check_payment, find_payment
from games.engine.model import errors as E
from games.engine.model.errors import IllegalAction
from games.engine.model.events import Paid
from games.engine.model.state import GameState


def check(
    state: GameState, player: int, paid: Paid, virtual: int, tax: int, code: str, what: str
) -> None:
    """The payment of a tax: exactly `tax` energy (DM-8.2), or nothing when it is 0; an
    unpaid tax refuses the deed with `code`."""
    if tax and not paid and not virtual:
        raise IllegalAction(code, f"{what} costs {tax} energy (pay it with the deed)", "DM-12.2")
    try:
        check_payment(state, player, paid, virtual, tax)
    except IllegalAction as refused:
        if refused.code != E.ENERGY_INSUFFICIENT:
            raise
        raise IllegalAction(
            code, f"{what} costs {tax} energy: {refused.message}", "DM-12.2"
        ) from refused


def payment(state: GameState, player: int, tax: int) -> tuple[Paid, int] | None:
    """A payment of `tax` for bots and the legal actions: ((), 0) when it is 0, None when
    the player cannot pay it."""
    return ((), 0) if not tax else find_payment(state, player, tax)


def affordable(state: GameState, player: int, dice: Iterable[str]) -> tuple[str, ...]:
    """Those of `dice`, in order, the player can pay to attack with: a taxed die is left out
    once the energy would not cover it (a bot's declaration, legal actions)."""
    kept: list[str] = []
    for die in dice:
        if payment(state, player, attack_tax(state, player, [*kept, die])) is not None:
            kept.append(die)
    return tuple(kept)
