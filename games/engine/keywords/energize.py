"""Energize (000:L779): when its owner rolls an Energize die and it lands on its double energy
face, the card's Energize ability happens. Trigger: "energize", on the "rolled" occasion of one
of the card's dice (per die, whether or not the card is active) when the die shows a face of
two energy symbols. The Roll and Reroll Step announces its rolls at its end (DM-2.6, DM-7.5:
a die rerolled away from the face does not energize); a roll by one of its owner's effects
counts at once. The ability itself is printed on the card as data (like Impulse's)."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.abilities.occasions import Occasion, TriggerKind
from games.engine.model.cards import EnergyFace
from games.engine.model.state import ROLLED_ZONES, GameState

NAME = "energize"


def on_double_energy(state: GameState, occasion: Occasion, die_id: str) -> bool:
    die = state.dice[occasion.die]
    face = state.face_of(die)
    return die.zone in ROLLED_ZONES and isinstance(face, EnergyFace) and len(face.symbols) == 2


KEYWORD = Keyword(
    name=NAME,
    label="Energize",
    glossary=(
        "When you roll a die with Energize on its double energy face, use its Energize ability."
    ),
    source="000:L779",
    rules=("DM-2.4", "DM-2.6", "DM-7.5", "DM-15.2", "DM-22.1"),
    triggers={NAME: TriggerKind("rolled", condition=on_double_energy)},
    needs_ability=NAME,
)
