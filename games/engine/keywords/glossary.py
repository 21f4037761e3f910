"""Every keyword of the four rulebooks (DIGEST §3.1) by the name card data uses: its printed
name and where the rulebooks define it. A card may list any of these; the ones with a module
(keywords/__init__.py KEYWORDS) are executed, the rest leave the card text only."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Entry:
    label: str
    source: str
    takes_value: bool = False  # "Corrupt 2", "Range 2": card data writes "corrupt:2"


GLOSSARY: dict[str, Entry] = {
    # a set keyword no rulebook defines and no card reminds of (docs/rulings.md "Aftershock")
    "aftershock": Entry("Aftershock", "ruled (docs/rulings.md Aftershock)"),
    "ally": Entry("Ally", "002:L743"),
    "attune": Entry("Attune", "000:L763"),
    # a set keyword ruled from its cards' reminder (docs/rulings.md "Boomerang")
    "boomerang": Entry("Boomerang", "4bat's reminder"),
    "call_out": Entry("Call Out", "000:L767"),
    "cleave": Entry("Cleave", "003:L629"),
    "continuous": Entry("Continuous", "000:L773"),
    # a set keyword ruled from its cards' reminder (docs/rulings.md "Gadgeteer")
    "gadgeteer": Entry("Gadgeteer", "2bat's reminder"),
    "corrupt": Entry("Corrupt", "000:L775", takes_value=True),
    "crossover": Entry("Crossover", "003:L635"),
    # a set keyword ruled from its cards' reminder (docs/rulings.md "Crosspulse")
    "crosspulse": Entry("Crosspulse", "52gaf's reminder"),
    "deadly": Entry("Deadly", "002:L759"),
    "energize": Entry("Energize", "000:L779"),
    "energy_drain": Entry("Energy Drain", "000:L781"),
    # a set keyword ruled from its cards' reminder (docs/rulings.md "Equip")
    "equip": Entry("Equip", "62bff's reminder"),
    # a set keyword no rulebook defines, ruled from its cards' own reminder (docs/rulings.md
    # "Experience"); only the sets that print that reminder use it (cards/vocabulary.py)
    "experience": Entry("Experience", "39bff's reminder"),
    # the Experience of the later Dungeons & Dragons sets: tokens on the card (docs/rulings.md
    # "Experience tokens"), printed "Experience" like the one above
    "experience_tokens": Entry("Experience", "5tiw's reminder"),
    # a set keyword ruled from its cards' reminder (docs/rulings.md "Fabricate"): N dice KO'd,
    # M their total purchase cost, written "fabricate:NM"
    "fabricate": Entry("Fabricate", "16toa's reminder", takes_value=True),
    "fast": Entry("Fast", "000:L785"),
    # a set keyword ruled from its cards' reminder (docs/rulings.md "Flip")
    "flip": Entry("Flip", "the Batman set's reminder"),
    # a set keyword with no rule of its own (docs/rulings.md "Founder")
    "founder": Entry("Founder", "the set's cards"),
    "frag": Entry("Frag", "002:L767"),
    "heroic": Entry("Heroic", "001:L696-711"),
    "immortal": Entry("Immortal", "003:L649"),
    "impulse": Entry("Impulse", "002:L771"),
    "infiltrate": Entry("Infiltrate", "000:L791"),
    "intimidate": Entry("Intimidate", "000:L793"),
    # a set keyword ruled from its cards' reminder (docs/rulings.md "Iron Will")
    "iron_will": Entry("Iron Will", "19wf's reminder"),
    "overcrush": Entry("Overcrush", "000:L797"),
    "range": Entry("Range", "002:L777", takes_value=True),
    "regenerate": Entry("Regenerate", "000:L801"),
    "swarm": Entry("Swarm", "002:L785"),
    "tag_out": Entry("Tag Out", "003:L669"),
    "underdog": Entry("Underdog", "003:L671"),
}
