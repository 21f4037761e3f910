"""fight: two chosen character dice, one of yours and one of your opponent's, each dealing the
other damage equal to its own A (DM-16.1: ability damage, dealt at once). The effect names
one die (its own choice) and, by the filter `of_choice`, the die an earlier choice of the
same ability named (abilities/energy_faces.py `chosen_character`); each of the two deals
damage equal to its A, as both stand before either is dealt any, to the other. Each die is
the source of the damage it deals (so a die that takes no damage from some dice is spared),
the ability its dealer (abilities/damage_sources.py); "when damaged" abilities come first,
then the KOs, as for any ability damage (effects/damage.py). Nothing happens unless both are
different character dice in the Field Zone as it resolves (DM-13.4).

a_equals_other_d: "target character die you control has A equal to the D of target opposing
character die (until end of turn)": the set_attack of effects/swap_stats.py, its number the
D (with every bonus) of the die the earlier choice `of_choice` named as it resolves; nothing
happens if that die is no character die in the Field Zone then (DM-13.4)."""

from __future__ import annotations

from games.engine.abilities.counts import MEASURE
from games.engine.abilities.damage import damage_occasions, deal_damage
from games.engine.abilities.damage_sources import dealer_of
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.abilities.effects.swap_stats import SET_ATTACK
from games.engine.abilities.energy_faces import chosen_character
from games.engine.abilities.occasions import announce
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import FIELD_ZONES, Die, GameState, Trigger

FIGHT = "fight"
A_EQUALS_OTHER_D = "a_equals_other_d"


def _attack(state: GameState, die: Die) -> int:
    """The die's A with every bonus (abilities/stats.py, which imports the effects: reached
    through counts.MEASURE)."""
    return MEASURE["stats"](state, die)[0]


def _fight(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    other = chosen_character(b.state, effect.filters)
    for target in targets:
        die = b.state.dice.get(target)
        if other is None or die is None or die.id == other.id:
            continue
        if die.zone not in FIELD_ZONES or not b.state.is_character(die):
            continue
        blows = [(other.id, die.id, _attack(b.state, other)),
                 (die.id, other.id, _attack(b.state, die))]  # fmt: skip
        by = dealer_of(b.state, trigger)
        dealt = [(src, dst) for src, dst, amount in blows
                 if deal_damage(b, src, dst, amount, False, by)]  # fmt: skip
        announce(b, *damage_occasions(d for d in dealt if d[1] in b.state.dice))


def _a_equals_other_d(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    other = chosen_character(b.state, effect.filters)
    if other is None:
        return
    value = MEASURE["stats"](b.state, other)[1]
    for target in targets:
        die = b.state.dice.get(target)
        if die is None or die.zone not in FIELD_ZONES or not b.state.is_character(die):
            continue
        b.emit(ev.EffectStarted(
            SET_ATTACK, die.id, trigger.card, trigger.controller, until(effect),
            len(die.modifiers), to=str(max(0, value)),
        ))  # fmt: skip


EFFECTS = {FIGHT: Effect(_fight), A_EQUALS_OTHER_D: Effect(_a_equals_other_d)}
