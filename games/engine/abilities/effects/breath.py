"""Effects of Breath Weapons' text (abilities/breath.py, docs/rulings.md "Anti-Breath
Weapon"): `cancel_breath_weapon` prevents the opposing Breath Weapon the reacting player
faces (DM-19.1); the statics on its price and the bar do nothing when resolved (DM-14.3)."""

from __future__ import annotations

from games.engine.abilities.breath import BAR, CANCEL, ONLY, faced
from games.engine.abilities.effects.base import Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _cancel(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Prevent the Breath Weapon faced: it leaves the queue unresolved (DM-19.1)."""
    t = faced(b.state, trigger.controller)
    if t is not None:
        b.emit(ev.AbilityResolved(t.controller, t.card, t.ability, t.kind, t.source_die))


def _static_only(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """A static's price or bar (DM-14.3): nothing happens when resolved."""


EFFECTS = {
    CANCEL: Effect(_cancel),
    ONLY: Effect(_static_only),
    BAR: Effect(_static_only),
}
