"""A card's keywords in plain words: the glossary label ("Range 2"), and for a set keyword no
rulebook defines, ruled in docs/rulings.md, what the engine makes of it."""

from __future__ import annotations

from games.engine.keywords.glossary import GLOSSARY
from games.engine.model.cards import KeywordUse


def missing(name: str) -> str:
    """Words for a name that has none: a gap, never a guess (games/reading)."""
    return f"(not rendered: {name})"


# Set keywords no rulebook defines, ruled in docs/rulings.md: what the engine makes of them,
# said with the label (a rulebook keyword's glossary line is the player's own reference).
RULED = {
    "boomerang": "its roll is said as the last effect of this die's ability",
    "equip": (
        "use this action die to attach it to a character die of yours in the Field Zone; it"
        " stays there, equipped, until that die leaves the Field Zone, then goes to your Used"
        " Pile"
    ),
    "experience": (
        "once per turn, when one of this card's dice KOs a Monster character die with combat"
        " damage, it gets +1A and +1D while it stays in the Field Zone"
    ),
    "experience_tokens": (
        "at the end of your turn, if you KO'd an opposing Monster character die this turn and"
        " this card is active, this card gains an Experience token; each Experience token"
        " gives each of this card's dice +1A and +1D for the rest of the game"
    ),
    "fabricate": (  # (its value "NM": N dice, M their total cost)
        "instead of paying energy, you may KO {n} of your character dice whose cards' purchase"
        " costs add up to {m} or more to purchase a die of this card"
    ),
    "flip": (
        "at the start of your turn, you may flip this card to its other side; from then on"
        " the text of the side that is up is the card's"
    ),
    "founder": "no rule of its own: other cards ask for characters with Founder",
    "iron_will": (
        "a die of this card is not KO'd unless damage was dealt to it earlier this turn or is on it"
    ),
}


def keyword_words(use: KeywordUse) -> str:
    """A keyword by its glossary label ("Range 2"), and whether the engine runs it; a ruled
    set keyword with what it does."""
    entry = GLOSSARY.get(use.name)
    name = entry.label if entry else missing(f"keyword {use.name}")
    if use.name == "fabricate" and use.value is not None:  # "fabricate:24" is Fabricate 2-4
        name += f" {use.value // 10}-{use.value % 10}"
    else:
        name += f" {use.value}" if use.value is not None else ""
    if use.rules is not None and use.name in RULED:
        value = use.value or 0
        return f"{name} ({RULED[use.name].format(n=value // 10, m=value % 10)})"
    return name + ("" if use.rules is not None else " (keyword not run by the engine yet)")


OTHER_SIDE = "Other side: "  # a flip card's side that is not up (docs/rulings.md "Flip")


def keyword_label(reading: str) -> str:
    """A keyword row's label ("overcrush"), of either side of a flip card."""
    return reading.removeprefix(OTHER_SIDE).split(" (")[0].lower()
