"""Energy borrowed from an opponent: "you may use one energy from your opponent's Reserve
Pool" (card text beats DM-8.1's "your own energy"). `borrow_energy` is a persistent effect on
its player (DM-14.2) until Cleanup or until used: in any payment of theirs this turn they may
spend up to `amount` energy (symbols, DM-2.6) from an opponent's energy dice as their own
(flow/energy.py `check_payment`; the payment descriptions list those dice,
flow/choices/payment.py). A die so spent goes to its owner's Used Pile, since it is not its
owner's turn (DM-8.1, 000:L184), and its symbols use the effect up (model/changes.py
`lent_spent`). The die and the payment are the player's choice as they pay (docs/rulings.md
"Energy borrowed from an opponent")."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.changes import BORROW
from games.engine.model.state import Trigger


def _borrow(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    b.emit(
        ev.EffectStarted(
            BORROW, f"player:{trigger.controller}", trigger.card, trigger.controller,
            until(effect, trigger), max(1, effect.amount),
        )
    )  # fmt: skip


EFFECTS = {BORROW: Effect(_borrow)}
