"""Untargetable: "can't be targeted" (`cant_be_targeted`: by any effect, its controller's
too, as the card says) and "can't be targeted by opposing effects"
(`cant_be_targeted_by_opponents`: by the effects its controller's opponents control).

In a static ability (DM-14.3) it holds while the card is active, for the dice its target
names ("this_card": this card's dice; "all_your_characters" with filters: "your Villain
dice ..."); abilities/targets.py `untargetable` reads it. From a triggered ability, an
action die or a Global it is a persistent effect on each die it names (DM-14.2: until
Cleanup, or `duration` "next_turn"; it ends if the die leaves the Field Zone), barring only
the kinds of ability its `by_filters` "sources" names ("by action dice or Global
Abilities": its `amount`, targetability.py `source_bits`).

What it bars (DM-13.1, DM-19.2): being offered or taken as the chosen target of an effect
("target ..."), and being the new target of a redirection. "Each"/"all" effects still
affect the die (DM-13.3: not targeting), and so do costs that name one of your dice.
"""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.abilities.effects.lasting import start
from games.engine.abilities.targetability import source_bits
from games.engine.abilities.targets import UNTARGETABLE
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _untargetable(name: str) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        found = [t for t in targets if t in b.state.dice]
        start(b, name, effect, trigger, found, source_bits(effect))

    return apply


EFFECTS = {name: Effect(_untargetable(name)) for name in UNTARGETABLE}
