"""Immortal (003:L649): a character die of this card that would go to the Used Pile goes to
its owner's bag instead, except when it is purchased, swapped or spent as energy. Hook:
used_pile (every move to the Used Pile, or to Out of Play in its place, goes through
hooks.to_used_pile; spending and purchasing move dice in evolve and never ask). Out of Play
dice moving to the Used Pile at the end of the turn (DM-10.4) are not asked again: what put
them there decided (docs/rulings.md, "Keywords (kwb)")."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.model.state import GameState, Zone


def used_pile(state: GameState, die: str) -> Zone:
    return Zone.BAG


KEYWORD = Keyword(
    name="immortal",
    label="Immortal",
    glossary=(
        "When a Superstar die with Immortal would go to the Used Pile (except when it is"
        " purchased, swapped, or sent as energy), instead add that Superstar die to its"
        " owner's bag."
    ),
    source="003:L649",
    rules=("DM-6.1", "DM-8.11", "DM-9.8", "DM-10.4"),
    hooks={"used_pile": used_pile},
)
