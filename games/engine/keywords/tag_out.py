"""Tag Out (003:L669): after blockers are declared, its controller may prep this die (the
cost, DM-12.2) to give one of their characters +2A and +2D until end of turn.
Keyword.abilities: a "global_window" ability (usable whenever a Global could be, DM-8.18)
limited to the Action/Global window of the Attack Step, the one after blockers are declared
(DM-9.6); the target is one of your character dice in the Field Zone (docs/rulings.md)."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.model.cards import Ability, EffectSpec, KeywordUse
from games.engine.model.state import Step

NAME = "tag_out"
PREP_THIS_DIE = EffectSpec("move_die", target="this_die", zone="prep")
BOOST = EffectSpec("modify_stats", amount=2, target="target_your_die")  # applied: DM-14.1


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (
        Ability(
            "global_window",
            (BOOST,),
            costs=(PREP_THIS_DIE,),
            steps=(Step.ACTION_WINDOW.value,),
            origin=f"keyword:{NAME}",
        ),
    )


KEYWORD = Keyword(
    name=NAME,
    label="Tag Out",
    glossary=(
        "You may Prep this die after blockers are declared to give a Superstar +2A and +2D"
        " until end of turn."
    ),
    source="003:L669",
    rules=("DM-8.18", "DM-9.6", "DM-12.2", "DM-14.1"),
    abilities=abilities,
)
