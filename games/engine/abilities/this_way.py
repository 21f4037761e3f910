"""Counting what an ability's own effects did, "for each die KO'd this way / by this effect",
"for each Sidekick die moved in this way" (DM-18.5: "for each" counts; DM-15.3: an ability
resolves fully, its effects in order, so what "this way" names is what its earlier effects
did in this very resolution). `EffectSpec.per` is `dice_kod_this_way` (the dice its
earlier effects KO'd: DiceKnockedOut, by a KO or by damage, DM-16.4) or `dice_moved_this_way`
(the dice they moved: DiceMoved); `per_filters` narrow the dice counted ("each Sidekick
knocked out this way"), read on the dice as they are now. The trigger queue holds other
abilities until this one is done (DM-15.3), so every such event since its resolution began
is its own. The count is taken as the effect resolves (abilities/resolution.py); it means
nothing outside a resolution (abilities/counts.py counts it 0). Damage KOs a die only when
the game next looks at lethal damage (flow/turn.py, after the resolution), so before it
counts the dice KO'd "by this damage" the count KOs those the earlier effects left lethal
(DM-16.1/16.4: damage at or above D knocks the die out): else they would never count."""

from __future__ import annotations

from dataclasses import replace

from games.engine.abilities.damage import knock_out
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.stats import lethal
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec

KOD = "dice_kod_this_way"
MOVED = "dice_moved_this_way"
THIS_WAY = {KOD: ev.DiceKnockedOut, MOVED: ev.DiceMoved}


def counted(b: Batch, effect: EffectSpec, begun: int) -> EffectSpec:
    """`effect` with its amount times the dice its ability's earlier effects KO'd or moved
    (events from `begun` on), if it counts them; else unchanged."""
    kind = THIS_WAY.get(effect.per)
    if kind is None:
        return effect
    dice = done_since(b, kind, begun)
    state = b.state
    n = sum(
        all(FILTERS[name](state, state.dice[d], value) for name, value in effect.per_filters)
        for d in dice
        if d in state.dice
    )
    return replace(effect, amount=effect.amount * n, per="", per_filters=())


def done_since(b: Batch, kind: type, begun: int) -> list[str]:
    """The dice that events of `kind` (DiceKnockedOut, DiceMoved, DieSpun) name since
    `begun`, each once, in order; for KOs the dice the earlier effects left lethal are KO'd
    first (damage KOs only when the game next looks, DM-16.1/16.4)."""
    if kind is ev.DiceKnockedOut and (dying := lethal(b.state)):
        knock_out(b, dying)
    dice: list[str] = []
    for event in b.events[begun:]:
        if isinstance(event, kind):
            named = (event.die,) if isinstance(event, ev.DieSpun) else event.dice
            dice += [d for d in named if d not in dice]
    return dice
