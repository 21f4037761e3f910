"""swap_stats: "swap target character die's A and D (until end of turn)". An applied effect
(DM-14.1): "a swap of A and D swaps printed values plus applied modifiers"; static bonuses
are never manipulated (DM-14.3) and apply after it, and so do bonuses applied later. It ends
at Cleanup, or when the die is KO'd or rerolled to energy (DM-14.1), as its applied bonuses
do.

Kept as a persistent effect on the die (`Lasting` "swap_stats") whose `amount` is how many
applied bonuses the die had when it was swapped: abilities/stats.py swaps the printed stats
plus those bonuses (as the die shows them, never below 0, DM-16.1), then adds the rest.
Two swaps at once undo each other.

set_attack: "target character die's A becomes 1 (until end of turn)", the same family: an
applied effect that replaces the die's A (printed plus the applied bonuses it had, `amount`
as for a swap) with the effect's value (`to`); bonuses applied later and static ones still
add to it (DM-14.1, DM-14.3; docs/rulings.md "A becomes N"). Swaps and sets apply in the
order they started.

double_attack: "double <self>'s attack": the same family again: it doubles the die's A as it
stands (printed plus the applied bonuses it had, `amount` as for a swap); bonuses applied
later and static ones add to the doubled A, undoubled (DM-14.1: applied effects happen as
they come; DM-14.3: statics are never manipulated); two doublings make four times
(docs/rulings.md "Doubling a die's attack"). double_stats: "double <its> A and D": the
same, for the D too."""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.abilities.effects.lasting import until
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import FIELD_ZONES, Die, GameState, Trigger

SWAP = "swap_stats"
SET_ATTACK = "set_attack"
DOUBLE_ATTACK = "double_attack"
DOUBLE_STATS = "double_stats"
D_EQUALS_A = "d_equals_a"
A_EQUALS_D = "a_equals_d"
# what abilities/stats.py asks `applied` about
RESHAPES = (SWAP, SET_ATTACK, DOUBLE_ATTACK, DOUBLE_STATS, D_EQUALS_A, A_EQUALS_D)


def _reshaping(name: str, to: bool = False) -> Apply:
    """An applied effect `name` on each target: only a character die in the Field Zone has
    an A and D to swap, set or double (DM-13.4); `amount` records how many applied bonuses
    the die had, so that abilities/stats.py reshapes those and adds the later ones."""

    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        for target in targets:
            die = b.state.dice.get(target)
            if die is None or die.zone not in FIELD_ZONES or not b.state.is_character(die):
                continue
            value = str(max(0, effect.amount)) if to else ""
            b.emit(ev.EffectStarted(
                name, target, trigger.card, trigger.controller, until(effect),
                len(die.modifiers), to=value,
            ))  # fmt: skip

    return apply


def _reshaped(effect: str, value: str, attack: int, defense: int) -> tuple[int, int]:
    if effect == SWAP:
        return max(0, defense), max(0, attack)
    if effect == DOUBLE_ATTACK:
        return 2 * max(0, attack), defense
    if effect == DOUBLE_STATS:
        return 2 * max(0, attack), 2 * max(0, defense)
    if effect == D_EQUALS_A:
        return attack, max(0, attack)
    if effect == A_EQUALS_D:
        return max(0, defense), defense
    return int(value), defense  # SET_ATTACK


def applied(state: GameState, die: Die, attack: int, defense: int) -> tuple[int, int]:
    """(A, D) of printed stats `attack`, `defense` plus the die's applied bonuses, each swap
    or set of it made where it came among them (module doc)."""
    marks = [(x.amount, x.effect, x.to) for x in state.lasting
             if x.effect in RESHAPES and x.target == die.id]  # fmt: skip
    for index, modifier in enumerate(die.modifiers):
        for at, effect, value in marks:
            if at == index:
                attack, defense = _reshaped(effect, value, attack, defense)
        attack += modifier.attack
        defense += modifier.defense
    for at, effect, value in marks:
        if at >= len(die.modifiers):
            attack, defense = _reshaped(effect, value, attack, defense)
    return attack, defense


EFFECTS = {
    SWAP: Effect(_reshaping(SWAP)),
    SET_ATTACK: Effect(_reshaping(SET_ATTACK, to=True)),  # "A becomes N": N is `to`
    DOUBLE_ATTACK: Effect(_reshaping(DOUBLE_ATTACK)),
    DOUBLE_STATS: Effect(_reshaping(DOUBLE_STATS)),  # "double <its> A and D": both
    D_EQUALS_A: Effect(_reshaping(D_EQUALS_A)),  # "has D equal to its A"
    A_EQUALS_D: Effect(_reshaping(A_EQUALS_D)),  # "have A equal to their D"
}
