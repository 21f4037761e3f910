"""Effect primitives: the closed set of things an ability can do, one module per family.

`EFFECTS` maps each `op` of card data to its `Effect` (effects/base.py). A new primitive is a
module here (or an entry in one), listed below, and its test; the loader then accepts its
name in card data (games/engine/loading.py).
"""

from __future__ import annotations

from games.engine.abilities.effects import (
    chance,
    costs,
    damage,
    dice,
    energy,
    ko,
    lasting,
    life,
    marks,
    modify,
    moves,
    pairing,
    prevent,
    spin,
    tokens,
)
from games.engine.abilities.effects.base import Effect

EFFECTS: dict[str, Effect] = {
    **damage.EFFECTS,
    **life.EFFECTS,
    **modify.EFFECTS,
    **spin.EFFECTS,
    **ko.EFFECTS,
    **energy.EFFECTS,
    **chance.EFFECTS,
    **moves.EFFECTS,
    **lasting.EFFECTS,
    **costs.EFFECTS,
    **marks.EFFECTS,
    **prevent.EFFECTS,
    **dice.EFFECTS,
    **pairing.EFFECTS,
    **tokens.EFFECTS,
}
EFFECT_OPS = frozenset(EFFECTS)

__all__ = ["EFFECTS", "EFFECT_OPS", "Effect"]
