"""Dice with no text (abilities/textless.py reads them): `no_text` on the chosen die's card
for its owner (that die's fielded copies have no text), and
`no_text_if_fielded` on a chosen card ("name a character; if it is fielded this turn, ignore
its text and it cannot attack"), each a persistent effect (DM-14.2) kept as target
"card:<owner>:<card>" until its duration ends ("while_active": while the card whose ability
it is stays active, effects/lasting.py; else Cleanup); `no_text_die` on the chosen die
itself; `no_card_text` on each card named ("ignore all text on opposing character cards,
Global Abilities included"), its Globals barred as well."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import start, until
from games.engine.abilities.textless import (
    NO_CARD_TEXT,
    NO_TEXT,
    NO_TEXT_DIE,
    NO_TEXT_IF_FIELDED,
    card_target,
)
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger


def _cards(b: Batch, targets: list[str]) -> list[str]:
    """The "card:<owner>:<card>" of each die named (its card, for its owner) or card chosen."""
    dice = [b.state.dice[t] for t in targets if t in b.state.dice]
    named = {card_target(d.owner, d.card) for d in dice if d.owner is not None}
    return sorted(named | {t for t in targets if t.startswith("card:")})


def _started(name: str):  # type: ignore[no-untyped-def]
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        for target in _cards(b, targets):
            b.emit(
                ev.EffectStarted(
                    name, target, trigger.card, trigger.controller, until(effect, trigger)
                )
            )

    return apply


def _on_dice(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """`no_text_die`: on each die named, itself (not its card's other dice)."""
    start(b, NO_TEXT_DIE, effect, trigger, [t for t in targets if t in b.state.dice])


EFFECTS = {
    NO_TEXT_DIE: Effect(_on_dice),
    NO_TEXT: Effect(_started(NO_TEXT)),
    NO_TEXT_IF_FIELDED: Effect(_started(NO_TEXT_IF_FIELDED)),
    NO_CARD_TEXT: Effect(_started(NO_CARD_TEXT)),  # its Globals too (global_bars.py)
}
