"""Ally (002:L743): an Ally character die counts as a Sidekick as well while it is in the Field
Zone (Attack Zone included), and only there. Hook: counts_as_sidekick, which the `sidekick`
target filter asks (abilities/targets.py), so "all Sidekicks", "target Sidekick" and
"non-Sidekick" effects see it as one (DM-12.7: a type reference covers both players' dice)."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.model.state import FIELD_ZONES, Die, GameState


def counts_as_sidekick(state: GameState, die: Die) -> bool:
    return die.zone in FIELD_ZONES and state.is_character(die)


KEYWORD = Keyword(
    name="ally",
    label="Ally",
    glossary=(
        "Character dice with the Ally ability count as Sidekicks also while in the Field Zone."
        " They don't count as Sidekick Dice when in the bag, Prep Area, Used Pile, or anywhere"
        " else."
    ),
    source="002:L743",
    rules=("DM-1.7", "DM-12.7", "DM-13.2"),
    hooks={"counts_as_sidekick": counts_as_sidekick},
)
