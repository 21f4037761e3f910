"""copy_abilities and copy_die (DM-23.3; "copy the stats" is effects/dice.py copy_stats).

"If the text says "copy the abilities," then your copying die's card would add the copied
die's card text to its own. When this happens, any references the original card text makes
to itself would substitute the copying die's name. If the text says "copy the die," then
your die becomes a copy of the selected other die for all intents and purposes (the copy has
all of the names, subtitles, affiliations, abilities, and printed stats per level of the
original in place of its own)." (000:L693)

This die (the ability's character die, in the Field Zone) copies the chosen die's card until
Cleanup (duration "turn") or the start of its controller's next turn ("next_turn"): a
persistent effect on this die (`Lasting` "copy_abilities" or "copy_die", `source` the copied
card), ended like any other (KO, leaving play). While it lasts, the copied card's triggered
abilities also trigger for this die (abilities/occasions.py: their "this die" is the copying
die), and with "copy the die" the die also uses the copied card's printed A and D for its
level (abilities/stats.py) and its name, subtitle and affiliations for the filters that read
them (abilities/targets.py `card_of`); its own card's abilities stop. The copy carries all
of the copied card's text (abilities/texts.py): its keywords (the hook points read the die's
text), its static abilities and its Globals, for the copying die's controller (docs/rulings.md).
"""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.abilities.effects.lasting import until
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import FIELD_ZONES, Trigger

COPIES = ("copy_abilities", "copy_die")


def _copy(name: str) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        state = b.state
        this = state.dice.get(trigger.source_die)
        other = state.dice.get(targets[0]) if targets else None
        if this is None or other is None or this.id == other.id:
            return  # nothing to copy, or no die to copy onto (DM-13.4)
        if this.zone not in FIELD_ZONES or not state.is_character(this):
            return
        if other.card == this.card:
            return  # a copy of its own card adds nothing
        b.emit(ev.EffectStarted(name, this.id, other.card, trigger.controller, until(effect), 0))

    return apply


EFFECTS = {name: Effect(_copy(name)) for name in COPIES}
