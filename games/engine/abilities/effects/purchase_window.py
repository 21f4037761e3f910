"""Dice bought this turn may go to the bag (DM-8.8 puts a bought die in the Used Pile; card
text replaces that, DM-12.1): "dice purchased this turn ... may be put directly into your
dice bag instead of your Used Pile". The effect `purchases_may_go_to` is a persistent effect
on its player until Cleanup (DM-14.2). The choice is the player's at each purchase, so the
card carries a companion ability (`companions`, added when it loads, as draw_sort's is): on
each of that player's purchases, while an effect of this card lasts on them (condition
`lasting`, abilities/lasting_on.py), they may move the bought die to the zone (an optional
ability, declined like any other). Its card need not be active: an action die is used, not
fielded."""

from __future__ import annotations

from collections.abc import Iterable

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, Condition, EffectSpec
from games.engine.model.state import Trigger

NAME = "purchases_may_go_to"
TRIGGER = "on_your_purchase"  # (abilities/trigger_kinds.py: any card of the buyer's team)


def _start(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    b.emit(
        ev.EffectStarted(
            NAME, f"player:{trigger.controller}", trigger.card, trigger.controller,
            until(effect, trigger),
        )
    )  # fmt: skip


def companions(abilities: Iterable[Ability]) -> list[Ability]:
    """The "you may move the bought die" ability a card needs when one of its abilities
    lets purchases go elsewhere (one per destination)."""
    zones = sorted({e.zone for a in abilities for e in a.effects if e.op == NAME})
    return [
        Ability(
            TRIGGER,
            (EffectSpec("move_die", target="that_die", zone=zone),),
            optional=True,
            condition=Condition("lasting", (("effect", NAME),)),
            origin=f"effect:{NAME}",
        )
        for zone in zones
    ]


EFFECTS = {NAME: Effect(_start)}
