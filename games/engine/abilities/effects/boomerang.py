"""boomerang: once its action die has been used, that die is rolled, and an action face sends
it to the Prep Area (a set keyword, docs/rulings.md "Boomerang"). The action die the ability
came from (`Trigger.source_die`) is rolled where its use left it: Out of Play (DM-8.14), or
under the 2014 rules still in the Reserve Pool, in use (effects/in_use.py). The roll is
chance, so the effect is its ability's last (ChanceRequested to `outcome`); the card's
`rolled` says what follows (abilities/outcomes.py): on an action face the die goes to the
Prep Area, otherwise it stays where a used die is (Out of Play until the end of the turn,
000:L182-186), and a 2014 die in use goes from the Reserve Pool to the Used Pile. A die its
own effect moved elsewhere, or a Continuous die in the Field Zone, is not rolled."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.chance import OUTCOME
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger, Zone

OP = "boomerang"
_WHERE_USED = (Zone.OOP, Zone.RESERVE)


def _boomerang(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    die = b.state.dice.get(trigger.source_die)
    if die is None or die.owner is None or die.zone not in _WHERE_USED:
        return
    if die.zone is Zone.RESERVE and not b.state.is_action(die):
        return  # (spun to an energy side by its own effect, 2014: it stays, in_use.py)
    to = OUTCOME if effect.rolled is not None else ""
    b.emit(ev.ChanceRequested("roll", die.owner, dice=(die.id,), to=to))


EFFECTS = {OP: Effect(_boomerang, chance=lambda spec: True)}
