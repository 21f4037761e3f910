"""equip: attach the Gear die that used this ability to a character die (docs/rulings.md
"Equip"; the cards' reminder: "attach to a character with (eq)"). The Gear die is used as an
action die (DM-8.14) that goes to the Field Zone (keywords/equip.py), and this effect, its
action ability, attaches it to the chosen character die of its player's Field Zone: a
persistent effect `equipped` on the Gear die (DM-14.2) with that die as its source. If the
character die is no longer there as it resolves (DM-13.4), nothing is attached and the Gear
die goes to the Used Pile, as an action die's does.

`ending`: when the equipped character die leaves the Field Zone (KO'd, rerolled to energy,
moved, captured), its Gear dice go to their owner's Used Pile, as the Gear cards' own
riders say; the flow emits that first (effects.returning)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.equipped import EQUIPPED, UNTIL
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import FIELD_ZONES, GameState, Trigger, Zone

REASON = "gear_unequipped"  # DiceMoved.reason: the equipped character die left the Field Zone


def _in_field(state: GameState, die_id: str) -> bool:
    die = state.dice.get(die_id)
    return die is not None and die.zone in FIELD_ZONES


def _equip(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    state = b.state
    gear = trigger.source_die
    if not gear or not _in_field(state, gear):
        return  # (the Gear die left the Field Zone before it resolved: nothing to attach)
    to = next((t for t in targets if _in_field(state, t) and state.is_character(state.dice[t])), "")
    if not to:  # DM-13.4: no character die to carry it
        b.emit(ev.DiceMoved(trigger.controller, (gear,), Zone.USED.value, REASON))
        return
    b.emit(ev.EffectStarted(EQUIPPED, gear, to, trigger.controller, UNTIL))


def ending(state: GameState) -> list[ev.Event]:
    """Gear dice whose character die left the Field Zone (or is no longer a character die):
    to the Used Pile; a Gear die that left by itself only loses the mark."""
    found: list[ev.Event] = []
    for x in state.lasting:
        if x.effect != EQUIPPED:
            continue
        carrier = state.dice.get(x.source)
        if carrier is not None and carrier.zone in FIELD_ZONES and state.is_character(carrier):
            continue
        gear = state.dice.get(x.target)
        if gear is not None and gear.zone in FIELD_ZONES and gear.owner is not None:
            found.append(ev.DiceMoved(gear.owner, (x.target,), Zone.USED.value, REASON))
        else:
            found.append(ev.EffectEnded(EQUIPPED, x.target, x.source))
    return found


EFFECTS = {"equip": Effect(_equip)}
