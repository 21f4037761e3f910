"""Underdog (003:L671): when fielded, the die spins up to level 3 if its controller is
outnumbered. The glossary line is garbled ("spin all of your character die to level 3");
docs/rulings.md ("Keywords (kwb)") reads it as this die, when your opponent has more
character dice in the Field Zone than you. Keyword.abilities: a "when fielded" ability of
the keyword (DM-18.4), its condition a filter on this die, checked when it resolves."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.model.cards import Ability, EffectSpec, KeywordUse

NAME = "underdog"
# Spinning up two levels from any level reaches the top one, level 3, and stops (DM-21.2).
TO_LEVEL_3 = EffectSpec("spin_up", amount=2, target="this_die", filters=(("outnumbered", True),))


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (Ability("when_fielded", (TO_LEVEL_3,), origin=f"keyword:{NAME}"),)


KEYWORD = Keyword(
    name=NAME,
    label="Underdog",
    glossary="When fielded, spin all of your Superstar die to level 3",
    source="003:L671",
    rules=("DM-18.2", "DM-18.4", "DM-21.2"),
    abilities=abilities,
)
