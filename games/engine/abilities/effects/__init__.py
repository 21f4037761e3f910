"""Effect primitives: the closed set of things an ability can do, one module per family.

`EFFECTS` maps each `op` of card data to its `Effect` (effects/base.py). A new primitive is a
module here (or an entry in one), listed below, and its test; the loader then accepts its
name in card data (games/engine/loading/).
"""

from __future__ import annotations

from games.engine.abilities.effects import (
    ability_damage,
    armed,
    attack_groups,
    blocking,
    boomerang,
    borrowed,
    bound_blocks,
    buying,
    cancel,
    capture,
    card_tokens,
    chance,
    choosing,
    clear_damage,
    comebacks,
    control,
    copying,
    costs,
    damage,
    damage_taken,
    dice,
    draw_sort,
    energy,
    energy_faces,
    energy_sides,
    field_bar,
    flipping,
    full_damage,
    global_bars,
    global_ward,
    granting,
    immunity,
    in_use,
    keyword_targets,
    kind_shields,
    ko,
    kod_to,
    lasting,
    life,
    locks,
    marks,
    modify,
    moves,
    naming,
    no_text,
    pairing,
    prevent,
    printed_double,
    purchase_window,
    shields,
    silence,
    spin,
    spin_either,
    spin_ward,
    stun,
    swap_attack,
    swap_stats,
    tokens,
    untargetable,
    use_bar,
)
from games.engine.abilities.effects.base import Effect
from games.engine.model.events import Event
from games.engine.model.state import GameState

EFFECTS: dict[str, Effect] = {
    **damage.EFFECTS,
    **damage_taken.EFFECTS,
    **life.EFFECTS,
    **modify.EFFECTS,
    **spin.EFFECTS,
    **spin_either.EFFECTS,
    **naming.EFFECTS,
    **ko.EFFECTS,
    **energy.EFFECTS,
    **energy_faces.EFFECTS,
    **energy_sides.EFFECTS,
    **borrowed.EFFECTS,
    **chance.EFFECTS,
    **boomerang.EFFECTS,
    **draw_sort.EFFECTS,
    **choosing.EFFECTS,
    **moves.EFFECTS,
    **lasting.EFFECTS,
    **costs.EFFECTS,
    **purchase_window.EFFECTS,
    **buying.EFFECTS,
    **marks.EFFECTS,
    **prevent.EFFECTS,
    **comebacks.EFFECTS,
    **shields.EFFECTS,
    **kind_shields.EFFECTS,
    **dice.EFFECTS,
    **pairing.EFFECTS,
    **tokens.EFFECTS,
    **capture.EFFECTS,
    **control.EFFECTS,
    **copying.EFFECTS,
    **untargetable.EFFECTS,
    **locks.EFFECTS,
    **granting.EFFECTS,
    **blocking.EFFECTS,
    **bound_blocks.EFFECTS,
    **immunity.EFFECTS,
    **silence.EFFECTS,
    **swap_attack.EFFECTS,
    **swap_stats.EFFECTS,
    **printed_double.EFFECTS,
    **cancel.EFFECTS,
    **ability_damage.EFFECTS,
    **global_bars.EFFECTS,
    **global_ward.EFFECTS,
    **spin_ward.EFFECTS,
    **full_damage.EFFECTS,
    **no_text.EFFECTS,
    **kod_to.EFFECTS,
    **field_bar.EFFECTS,
    **flipping.EFFECTS,
    **use_bar.EFFECTS,
    **armed.EFFECTS,
    **keyword_targets.EFFECTS,
    **attack_groups.EFFECTS,
    **stun.EFFECTS,
    **card_tokens.EFFECTS,
    **clear_damage.EFFECTS,
}
EFFECT_OPS = frozenset(EFFECTS)


def returning(state: GameState) -> list[Event]:
    """Persistent effects that end now by their own rule: captures and controls (DM-23.1,
        DM-23.2), a 2014 action die in use (001:L331-332), an effect that lasts while its die is
    in the Field Zone (effects/lasting.py). The flow emits these first."""
    if not state.lasting:
        return []
    return [
        *capture.ending(state),
        *control.ending(state),
        *in_use.ending(state),
        *lasting.ending(state),
    ]


__all__ = ["EFFECTS", "EFFECT_OPS", "Effect", "returning"]
