"""Infiltrate (000:L791, 003:L653): an attacking die that is not blocked may leave combat
before damage: it deals no combat damage, deals 1 damage to the opponent instead, and stays
in the Field Zone rather than going Out of Play. Keyword.abilities: a "global_window"
ability of the Action/Global window after blockers are declared (DM-9.6), the choice being
whether its controller uses it: its cost moves this die, attacking and unblocked (filters),
from the Attack Zone to the Field Zone; its effect is 1 ability damage to the opponent
(docs/rulings.md, "Keywords (kwb)")."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.model.cards import Ability, EffectSpec, KeywordUse
from games.engine.model.state import Step

NAME = "infiltrate"
LEAVE_COMBAT = EffectSpec(
    "move_die", target="this_die", zone="field", filters=(("zone", "attack"), ("blocked", False))
)
ONE_DAMAGE = EffectSpec("deal_damage", amount=1, target="opponent")


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (
        Ability(
            "global_window",
            (ONE_DAMAGE,),
            costs=(LEAVE_COMBAT,),
            steps=(Step.ACTION_WINDOW.value,),
            origin=f"keyword:{NAME}",
        ),
    )


KEYWORD = Keyword(
    name=NAME,
    label="Infiltrate",
    glossary=(
        "When a character die with Infiltrate attacks and is not blocked, you may choose to"
        " remove that character die from combat and not deal combat damage to your opponent."
        " If you do, that character die deals 1 damage to your opponent and the die remains"
        " in your Field Zone instead of going to your Used Pile."
    ),
    source="000:L791, 003:L653",
    rules=("DM-9.6", "DM-9.8", "DM-12.2", "DM-16.1"),
    abilities=abilities,
)
