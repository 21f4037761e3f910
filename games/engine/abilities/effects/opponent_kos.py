"""opponent_kos: "your opponent must KO a character die they control", "for each character
die you KO this way, your opponent KOs one of their character dice" (DM-16.4: a KO by an
effect; DM-13.1: a die the opponent chooses, not a target; DM-18.5: "for each" counted as
it resolves, abilities/this_way.py for the dice the ability's earlier effects KO'd).

The opponent's choices come after the controller's own KOs, so they cannot be asked before
the ability resolves as its targets are: the card carries a companion ability (`companions`,
added when it loads, as draw_sort's is) whose one effect is `ko` on
`opponent_chooses_their_die` (their pick, abilities/choosers.py), queued once for each die
counted, each resolving fully in turn (DM-15.3). Nothing counted: nothing is queued; an
opponent with no character die left has nothing to KO (DM-13.4, DM-12.3)."""

from __future__ import annotations

from collections.abc import Iterable

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.queue import queue_triggers
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, EffectSpec
from games.engine.model.state import Trigger

NAME = "opponent_kos"
CHOICE = "opponent_kos_choice"  # the companion's trigger name (queued by this effect only)
KO_ONE = Ability(
    CHOICE, (EffectSpec("ko", target="opponent_chooses_their_die"),), origin=f"effect:{NAME}"
)


def _apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Queue the opponent's KO once for each (the amount, already counted)."""
    if effect.amount < 1:
        return
    card = b.state.cards[trigger.card]
    index = next((i for i, a in enumerate(card.abilities) if a.trigger == CHOICE), None)
    if index is None:  # (a declared effect of a text-only ability: its card carries none)
        raise ValueError("no companion for the opponent's KO on this card")
    one = ev.AbilityTriggered(trigger.controller, card.id, index, "ability", "")
    queue_triggers(b, [one] * effect.amount)


def companions(abilities: Iterable[Ability]) -> list[Ability]:
    """The opponent's KO a card needs when one of its abilities makes them KO (once)."""
    needed = any(e.op == NAME for a in abilities for e in a.effects)
    return [KO_ONE] if needed else []


EFFECTS = {NAME: Effect(_apply)}
