"""spin_to_level: "spin target character die up or down one level": the die chosen shows the
face one level up or one level down that its controller chose (abilities/either_way.py), and
is announced as spun up or spun down (occasions `spun_up`/`spun_down`, as effects/spin.py
does: Awaken). A die that moved, left the Field Zone or that an opponent's effect may not
spin (abilities/spin_ward.py) by the time it resolves is not spun (DM-13.4)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.energy_faces import picked
from games.engine.abilities.occasions import Occasion, announce
from games.engine.abilities.spin_ward import shielded
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _spin(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in targets:
        found = picked(b.state, target)
        if found is None or not b.state.is_character(found[0]):
            continue
        (die, face), die_id = found, found[0].id
        if shielded(b.state, die_id, trigger):
            continue
        levels = b.state.cards[die.card].character_faces()
        if face not in levels or die.face not in levels:
            continue
        step = levels.index(face) - levels.index(die.face)  # type: ignore[arg-type]
        if abs(step) != 1:  # one level, either way (no longer adjacent: not spun)
            continue
        b.emit(ev.DieSpun(die_id, face, trigger.card))
        announce(b, Occasion("spun_up" if step > 0 else "spun_down", die=die_id))


EFFECTS = {"spin_to_level": Effect(_spin)}
