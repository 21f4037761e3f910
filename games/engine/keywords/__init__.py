"""Keywords (DIGEST §3.1): one module each, listed here by name.

`GLOSSARY` names every keyword of the rulebooks (card data may list any, `uses.py` reads one);
`KEYWORDS` holds the
ones the engine executes, each a `Keyword` record (abilities/keyword.py) from its module. A
new keyword is a module here, its line below, and tests/engine/keywords/test_<name>.py.
"""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.keywords import (
    aftershock,
    ally,
    attune,
    boomerang,
    call_out,
    cleave,
    continuous,
    corrupt,
    crossover,
    crosspulse,
    deadly,
    energize,
    energy_drain,
    equip,
    experience,
    experience_tokens,
    fabricate,
    fast,
    flip,
    founder,
    frag,
    gadgeteer,
    heroic,
    immortal,
    impulse,
    infiltrate,
    intimidate,
    iron_will,
    overcrush,
    range,
    regenerate,
    swarm,
    tag_out,
    underdog,
)
from games.engine.keywords.glossary import GLOSSARY

KEYWORDS: dict[str, Keyword] = {
    module.KEYWORD.name: module.KEYWORD
    for module in (
        aftershock,
        ally,
        attune,
        boomerang,
        call_out,
        cleave,
        continuous,
        corrupt,
        crossover,
        crosspulse,
        deadly,
        energize,
        energy_drain,
        equip,
        experience,
        experience_tokens,
        fabricate,
        fast,
        flip,
        founder,
        frag,
        gadgeteer,
        heroic,
        immortal,
        impulse,
        infiltrate,
        intimidate,
        iron_will,
        overcrush,
        range,
        regenerate,
        swarm,
        tag_out,
        underdog,
    )
}
assert set(KEYWORDS) <= set(GLOSSARY), "a keyword module for a keyword of no rulebook"

__all__ = ["GLOSSARY", "KEYWORDS", "Keyword"]
