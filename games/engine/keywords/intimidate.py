"""Intimidate (000:L793, 003:L655): when fielded, target character die leaves the Field Zone
until end of turn, set aside beside its controller's cards. Keyword.abilities: a "when
fielded" keyword ability (DM-18.2, DM-18.4) moving target character die, either player's,
to the zone "removed"; Cleanup returns it to its owner's Field Zone on the same face
(flow/turn.py; docs/rulings.md, "Keywords (kwb)")."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.model.cards import Ability, EffectSpec, KeywordUse
from games.engine.model.state import Zone

NAME = "intimidate"
REMOVE = EffectSpec("move_die", target="target_die", zone=Zone.REMOVED.value)


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (Ability("when_fielded", (REMOVE,), origin=f"keyword:{NAME}"),)


KEYWORD = Keyword(
    name=NAME,
    label="Intimidate",
    glossary=(
        "When fielded, remove target character die from the Field Zone until end of turn."
        " Place it next to your character cards during that turn as a reminder."
    ),
    source="000:L793, 003:L655",
    rules=("DM-13.1", "DM-14.2", "DM-18.2", "DM-18.4"),
    abilities=abilities,
)
