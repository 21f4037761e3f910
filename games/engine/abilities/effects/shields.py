"""prevent_next: "prevent the next N damage to <target die or player> this turn" (DM-19.1) as
one whole effect. It starts as one persistent effect (DM-14.2: `EffectStarted`
"prevent_next" with `amount` N) on each die or player its target names, and lasts until it
is used up or its duration ends (Cleanup, or the start of its controller's next turn with
`duration` "next_turn"; on a die, until the die leaves the Field Zone).

The damage door (abilities/damage.py `shielded`) reads it before any damage is dealt to its
target: the next damage events take what the shield has left, in order, one after the
other ("the next N damage" may be spread over several events: 2 of 3 from one Zap, then 1
of the next), and each records `DamageShielded` (what it stopped, from which damage source,
what is left; at 0 the shield ends). What it stops is never dealt, so it is not in the
damage record (GameState.hits), triggers nothing ("when damaged", a Reactive Global, "when
deals damage") and does not count as damage dealt; what gets past it is dealt as usual, and
only that can still be prevented after the fact (`prevent_damage`). A redirection of the
next damage (`redirect_next`) is read first: damage it sends away never reaches the shield.
Two shields on one target are used in the order they started.
"""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import start
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.evolve_effects import SHIELD_NEXT
from games.engine.model.state import Trigger


def _prevent_next(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    if effect.amount > 0:  # "the next 0 damage" prevents nothing
        start(b, SHIELD_NEXT, effect, trigger, targets, effect.amount)


EFFECTS = {SHIELD_NEXT: Effect(_prevent_next)}
