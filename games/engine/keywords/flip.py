"""Flip (a set keyword; no rulebook we hold defines it, docs/rulings.md "Flip"): the cards
print its reminder, "at the start (beginning) of your turn, you may flip this character to
its other side". Keyword.abilities: a trigger of its controller's turn starting (DM-5.2)
that needs no die of the card active (the reminder asks for none), "you may" (declined
when its target is chosen), flipping its own card (effects/flipping.py). Each side of a
flip card prints the keyword, so each side's ability turns the card back."""

from __future__ import annotations

from games.engine.abilities.effects.flipping import FLIP_CARD
from games.engine.abilities.keyword import Keyword
from games.engine.abilities.occasions import TriggerKind
from games.engine.model.cards import Ability, EffectSpec, KeywordUse

NAME = "flip"
TRIGGER = "flip_at_turn_start"  # the keyword's own trigger: its card need not be active


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (Ability(TRIGGER, (EffectSpec(FLIP_CARD),), optional=True, origin=f"keyword:{NAME}"),)


KEYWORD = Keyword(
    name=NAME,
    label="Flip",
    glossary="At the start of your turn, you may flip this character card to its other side.",
    source="the Batman set's reminder",
    rules=("DM-5.2", "DM-15.2", "DM-18.4"),
    triggers={TRIGGER: TriggerKind("turn_started", "player", needs_active=False)},
    abilities=abilities,
)
