"""cancel_die_effects: a target opposing action die put from one of three zones into the
Used Pile with every effect it has cancelled (docs/rulings.md
"Cancelling a die's effects"). A die's effects are the persistent ones it keeps in force
(DM-14.2): those that last while it is in the Field Zone (a Continuous action die's, DM-22.3,
glossary "Continuous") and those of its card that last while the card is active for its
owner (DM-18.1), once no other die of that card is there. They end at once, as this effect
resolves, not when the flow next looks (effects/lasting.py `ending`), so nothing later in
the same ability sees them. A die in a Prep Area or Reserve Pool was never used: it has
none, and nothing ends. Effects its card started with a stated duration ("until end of
turn") are the card's, not one die's: they stay."""

from __future__ import annotations

from games.engine.abilities.active import is_active
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import ACTIVE, WHILE
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import FIELD_ZONES, GameState, Lasting, Trigger


def kept_by(state: GameState, die_id: str, x: Lasting) -> bool:
    """Does the die keep this persistent effect in force (and no longer will)?"""
    die = state.dice[die_id]
    if x.until == WHILE + die_id:
        return die.zone not in FIELD_ZONES
    return (
        x.until == ACTIVE
        and x.source == die.card
        and x.controller == die.owner
        and not is_active(state, die.owner, die.card)
    )


def _cancel(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    state = b.state
    for die_id in (t for t in targets if t in state.dice):
        for x in state.lasting:
            if kept_by(state, die_id, x):
                b.emit(ev.EffectEnded(x.effect, x.target, x.source))


EFFECTS = {"cancel_die_effects": Effect(_cancel)}
