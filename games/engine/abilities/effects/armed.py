"""An ability armed for a time (DM-14.2): "until end of turn, when an opposing character die
takes damage, KO it", "until the start of your next turn, when ...", a basic action's "when
an opposing character die is KO'd, deal 2 damage to its controller" (an action die's effect
lasts the turn it is used). The effect `arm_trigger` starts a persistent effect on its
player (`ARMED`, from its card, until its duration ends); the card's armed ability
(abilities/armed.py) triggers only while it lasts, its card active or not (an action die
is used, not fielded, DM-8.14). `arm_end_of_turn`: the same, kept past Cleanup's end of
"this turn" effects (DM-10.1) until the next turn begins, for an action die's "at the end
of the turn, ..." (DM-10.3: end-of-turn effects follow Cleanup; abilities/attacked.py)."""

from __future__ import annotations

from games.engine.abilities.armed import ARMED
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.abilities.effects.marks import AFTER_CLEANUP
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _arm(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Arm the card's armed abilities for the ability's controller (each use its own)."""
    player = f"player:{trigger.controller}"
    b.emit(
        ev.EffectStarted(ARMED, player, trigger.card, trigger.controller, until(effect, trigger))
    )


def _arm_to_end(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Arm them until the end-of-turn effects are done (ended as the next turn begins)."""
    player = f"player:{trigger.controller}"
    b.emit(ev.EffectStarted(ARMED, player, trigger.card, trigger.controller, AFTER_CLEANUP))


EFFECTS = {"arm_trigger": Effect(_arm), "arm_end_of_turn": Effect(_arm_to_end)}
