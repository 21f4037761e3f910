"""Frag (002:L767): when an attacking Frag die KOs one or more of its blockers with combat
damage, 1 damage to each opposing character die that did not block this turn, before
Cleanup clears damage. Keyword.abilities: a "frag" trigger on the "kos" occasion (a die KO'd
dice engaged with it by combat damage, abilities/damage.py) when the die is an attacker;
the damage goes to every opposing character die with the filter blocker: false."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.abilities.occasions import Occasion, TriggerKind
from games.engine.model.cards import Ability, EffectSpec, KeywordUse
from games.engine.model.state import GameState

NAME = "frag"
SHRAPNEL = EffectSpec(
    "deal_damage", amount=1, target="all_opposing_characters", filters=(("blocker", False),)
)


def attacking(state: GameState, occasion: Occasion, die: str) -> bool:
    """It KO'd its blockers as an attacker (a blocker with Frag does not frag)."""
    return state.combat is not None and occasion.die in state.combat.attackers


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (Ability(NAME, (SHRAPNEL,), origin=f"keyword:{NAME}"),)


KEYWORD = Keyword(
    name=NAME,
    label="Frag",
    glossary=(
        "When a character die with Frag attacks and Kos one or more blocking character dice"
        " with combat damage, deal 1 damage to all opposing character dice that didn't block"
        " this turn (before damage is cleared)."
    ),
    source="002:L767",
    rules=("DM-9.11", "DM-13.3", "DM-16.1", "DM-18.4"),
    triggers={NAME: TriggerKind("kos", condition=attacking)},
    abilities=abilities,
)
