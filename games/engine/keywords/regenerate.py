"""Regenerate (000:L801, 002:L779, 003:L663): a die that would be KO'd is rolled instead; a
character face returns it to the Field Zone (not the Attack Zone), anything else sends it to
its owner's Prep Area. Hooks: replace_ko (ask for the roll), after_roll (act on it)."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.keyword import Keyword
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CharacterFace
from games.engine.model.state import Zone

NAME = "regenerate"


def replace_ko(b: Batch, dice: Sequence[str]) -> list[str]:
    """Roll them instead of the KO: the roll is chance, the next decision (DM-22)."""
    if b.state.chance is not None:
        return []  # another outcome of chance is due first: the KO happens (docs/rulings.md)
    b.emit(ev.ChanceRequested("roll", b.state.active, dice=tuple(sorted(dice)), to=NAME))
    return list(dice)


def after_roll(b: Batch, faces: Sequence[tuple[str, int]]) -> None:
    """Character face: back to the Field Zone as if anew (damage and applied effects end);
    otherwise to the Prep Area."""
    state = b.state
    for die_id, face in faces:
        die = state.dice[die_id]
        owner = die.owner if die.owner is not None else state.active
        if isinstance(state.cards[die.card].faces[face], CharacterFace):
            if die.zone is Zone.ATTACK:
                b.emit(ev.DiceMoved(owner, (die_id,), Zone.FIELD.value, NAME))
            b.emit(ev.DieRecovered(die_id, NAME))
        else:
            b.emit(ev.DiceMoved(owner, (die_id,), Zone.PREP.value, NAME))


KEYWORD = Keyword(
    name=NAME,
    label="Regenerate",
    glossary=(
        "If this character would be KO'd, roll it. If you roll a character face, return it to"
        " the field on the rolled face (but not the Attack Zone). Otherwise, move the die to"
        " your Prep Area."
    ),
    source="000:L801, 002:L779, 003:L663",
    rules=("DM-9.11", "DM-16.1", "DM-22.1"),
    hooks={"replace_ko": replace_ko, "after_roll": after_roll},
)
