"""The words of effects on a card's text or on what a die keeps in force (engine
abilities/textless.py, abilities/effects/no_text.py, abilities/effects/cancel.py): whose
text is gone, for how long, and what it takes with it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine.model.cards import EffectSpec

TEXT_WORDS: dict[str, Callable[[EffectSpec, Any], str]] = {
    # abilities/textless.py: the chosen die's card, for its owner
    "no_text": lambda spec, t: (
        f"the dice of the card of {t.or_('that die')} its owner has in the Field Zone have no"
        " text (no abilities, keywords or static abilities)"
    ),
    "no_card_text": lambda spec, t: (
        f"ignore all text on {t.or_('that card')} (its dice in the Field Zone have no abilities,"
        " keywords or static abilities, and its Global Abilities can't be used)"
    ),
    "no_text_if_fielded": lambda spec, t: (
        "this turn, the dice of that card (the card chosen) that its owner fields have no text"
        " and can't attack"
    ),
    "cancel_die_effects": lambda spec, t: f"end every effect {t.or_('that die')} keeps in force",
}
