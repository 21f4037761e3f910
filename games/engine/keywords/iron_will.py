"""Iron Will (a set keyword; no rulebook we hold defines it, docs/rulings.md "Iron Will"):
the World's Finest cards print its reminder, "this character can't be KO'd unless it was
previously damaged this turn". Ruling: a die of this card is not KO'd (DM-9.11, DM-16.1)
while it has taken no damage this turn: a "KO target character die" effect does nothing to
it, nor does a D lowered to 0; damage dealt to it this turn (on it now, or recorded in this
turn's damage, model/hits.py, DM-19.1) lets it be KO'd as any die. Hook: may_be_kod, asked
by the KO door (abilities/damage.py `knock_out`) and by the search for lethal dice
(abilities/stats.py `lethal`, so an undamaged 0D die is not KO'd again and again)."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.model.state import GameState

NAME = "iron_will"


def damaged_this_turn(state: GameState, die_id: str) -> bool:
    """The die has damage on it, or was dealt damage earlier this turn (DM-19.1's record)."""
    die = state.dice.get(die_id)
    if die is not None and die.damage > 0:
        return True
    return any(hit.target == die_id and hit.amount > 0 for hit in state.hits)


def may_be_kod(state: GameState, die_id: str) -> bool:
    return damaged_this_turn(state, die_id)


KEYWORD = Keyword(
    name=NAME,
    label="Iron Will",
    glossary="This character can't be KO'd unless it was previously damaged this turn.",
    source="19wf's reminder",
    rules=("DM-9.11", "DM-16.1", "DM-19.1"),
    hooks={"may_be_kod": may_be_kod},
)
