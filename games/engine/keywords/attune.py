"""Attune (000:L763, 002:L749, 003:L623): while its card is active, each time its controller uses
an action die, the card deals 1 damage to target player or character die, once however many
of its dice are active. Keyword.abilities: a "when_you_use_an_action_die" ability (scope
player, needs the card active: DM-18.1), ability damage from the card (000:L753)."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.model.cards import Ability, EffectSpec, KeywordUse

NAME = "attune"
DAMAGE = EffectSpec("deal_damage", amount=1, target="target_player_or_die")


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (Ability("when_you_use_an_action_die", (DAMAGE,), origin=f"keyword:{NAME}"),)


KEYWORD = Keyword(
    name=NAME,
    label="Attune",
    glossary=(
        "While a character you control with Attune is active, when you use an action die, that"
        " character deals 1 damage to target player or character die (no matter how many of"
        " that character's dice are active)."
    ),
    source="000:L763, 002:L749, 003:L623",
    rules=("DM-8.14", "DM-13.1", "DM-15.2", "DM-18.1", "DM-18.4"),
    abilities=abilities,
)
