"""Words of the catalog: keywords (DIGEST §3.1), ability templates, rarities, set names.

Plain data, no Django: the importers, the execution check and the tests read it.
"""

from __future__ import annotations

import re

from games.engine import GLOSSARY
from games.engine.keywords import fabricate

# DIGEST §3.1, every ability keyword the four rulebooks define: key -> printed name.
KEYWORDS: dict[str, str] = {
    "aftershock": "Aftershock",  # a set keyword, ruled (docs/rulings.md "Aftershock")
    "ally": "Ally",
    "attune": "Attune",
    "boomerang": "Boomerang",  # a set keyword, ruled from its cards' reminder
    "call_out": "Call Out",
    "cleave": "Cleave",
    "continuous": "Continuous",
    "corrupt": "Corrupt",
    "crossover": "Crossover",
    "crosspulse": "Crosspulse",  # a set keyword, ruled from its cards' reminder
    "deadly": "Deadly",
    "energize": "Energize",
    "energy_drain": "Energy Drain",
    "equip": "Equip",  # a set keyword, ruled from its cards' reminder (below)
    "experience": "Experience",  # a set keyword, ruled from its cards' reminder (below)
    "experience_tokens": "Experience",  # the later sets' Experience (below)
    "fabricate": "Fabricate",  # a set keyword, ruled from its cards' reminder (N-M: "NM")
    "fast": "Fast",
    "flip": "Flip",  # a set keyword, ruled from its cards' reminder (docs/rulings.md)
    "founder": "Founder",  # a set keyword with no rule of its own
    "frag": "Frag",
    "gadgeteer": "Gadgeteer",  # a set keyword, ruled from its cards' reminder
    "heroic": "Heroic",
    "immortal": "Immortal",
    "impulse": "Impulse",
    "infiltrate": "Infiltrate",
    "intimidate": "Intimidate",
    "iron_will": "Iron Will",  # a set keyword, ruled from its cards' reminder
    "overcrush": "Overcrush",
    "range": "Range",
    "regenerate": "Regenerate",
    "swarm": "Swarm",
    "tag_out": "Tag Out",
    "underdog": "Underdog",
}

# The ability templates of the rulebooks: the engine's trigger names, plus Global (DM-8.16)
# and burst text (DM-17). A card lists the ones its text uses.
TEMPLATES: dict[str, str] = {
    "when_fielded": "When fielded",
    "static": "While active",
    "when_attacks": "When attacks",
    "when_blocks": "When blocks",
    "when_blocked": "When blocked",
    "when_damaged": "When damaged",
    "when_kod": "When KO'd",
    "start_of_turn": "At the start of each turn",
    "end_of_turn": "At the end of each turn",
    "action": "Action die effect",
    "burst": "Burst effect",
    "global": "Global",
}

# A Dungeons & Dragons card's alignment (its Good, Evil or Neutral icon); other cards have none
ALIGNMENTS = ("good", "evil", "neutral")
RARITIES = ("starter", "common", "uncommon", "rare", "super-rare", "promo")
ENERGY_TYPES = ("fist", "bolt", "mask", "shield")
KINDS = ("character", "action", "basic_action")

# The sets' published names by the codes the catalog and Team Builder links use (facts, not
# card text). A code not here shows as itself.
SET_NAMES: dict[str, str] = {
    "avx": "Avengers vs. X-Men",
    "avxop": "Avengers vs. X-Men Organized Play",
    "uxm": "Uncanny X-Men",
    "uxmop": "Uncanny X-Men Organized Play",
    "uxmop2": "Uncanny X-Men Organized Play (second wave)",
    "ygo": "Yu-Gi-Oh! Series One",
    "jl": "Justice League",
    "jlop": "Justice League Organized Play",
    "aou": "Age of Ultron",
    "m2015": "Age of Ultron Organized Play",
    "wol": "War of Light",
    "wolop": "War of Light Organized Play",
    "bff": "Battle for Faerûn",
    "bffop": "Battle for Faerûn Organized Play",
    "bffpr": "Battle for Faerûn Promo",
    "asm": "The Amazing Spider-Man",
    "fus": "Faerûn Under Siege",
    "wf": "World's Finest",
    "tmnt": "Teenage Mutant Ninja Turtles",
    "cw": "Civil War",
    "gaf": "Green Arrow and The Flash",
    "drs": "Doctor Strange",
    "dp": "Deadpool",
    "hhs": "Teenage Mutant Ninja Turtles: Heroes in a Half Shell",
    "imw": "Iron Man and War Machine",
    "bat": "Batman",
    "def": "The Defenders",
    "sww": "Superman and Wonder Woman",
    "smc": "Spider-Man: Maximum Carnage",
    "gotg": "Guardians of the Galaxy",
    "xfc": "X-Men: First Class",
    "toa": "Tomb of Annihilation",
    "thor": "The Mighty Thor",
    "ai": "Avengers Infinity",
    "ki": "Kree Invasion",
    "jll": "Justice, Like Lightning",
    "hq": "Harley Quinn",
    "bfu": "Battle for Ultramar",
    "ork": "Orks",
    "sw": "Space Wolves",
    "jus": "Justice",
    "doom": "Doom Patrol",
    "myst": "Mystics",
    "xmf": "X-Men Forever",
    "xfo": "Uncanny X-Force",
    "dxm": "Dark X-Men",
    "tiw": "Trouble in Waterdeep",
    "aiw": "Adventures in Waterdeep",
    "zhn": "The Zhentarim",
    "wwe": "WWE",
    "bit": "WWE Bitter Rivals",
    "tag": "WWE Tag Teams",
    "ig": "Avengers: Infinity Gauntlet",
    "dps": "Dark Phoenix Saga",
    "skc": "Superman: Kryptonite Crisis",
    "msw": "Marvel Secret Wars",
    "m2016": "Marvel Organized Play 2016",
    "m2017": "Marvel Organized Play 2017",
    "m2019": "Marvel Organized Play 2019",
    "m2020": "Marvel Organized Play 2020",
    "m2022": "Marvel Organized Play 2022",
    "dc2016": "DC Organized Play 2016",
    "dc2017": "DC Organized Play 2017",
    "d2016": "Dungeons & Dragons Organized Play 2016",
    "dd_op2017": "Dungeons & Dragons Organized Play 2017",
    "wko16m": "WizKids Open 2016 (Marvel)",
    "wko16dc": "WizKids Open 2016 (DC)",
    "wko16dd": "WizKids Open 2016 (Dungeons & Dragons)",
    "ocr": "Overcrush Originals",
    "demo": "Rulebook demo cards (stand-ins)",
}
SUPERSTAR = {"character": "Superstar"}
SET_VOCABULARY: dict[str, dict[str, str]] = {"wwe": SUPERSTAR, "bit": SUPERSTAR, "tag": SUPERSTAR}

_KEYWORD_AT_START = re.compile(
    r"^\s*(" + "|".join(sorted((re.escape(n) for n in KEYWORDS.values()), key=len, reverse=True))
    + r")\b\s*(\d+)?",
    re.IGNORECASE,
)  # fmt: skip
_BY_NAME = {name.casefold(): key for key, name in KEYWORDS.items() if key != "experience_tokens"}
# A keyword printed with a multiplier ("Energy Drain: x2", "Swarm x2") says more than the glossary
_MULTIPLIED = re.compile(r"\s*:?\s*[x\u00d7]\s*\d", re.IGNORECASE)
# The keywords printed with a number ("Corrupt 2", "Range 1"): card data writes "range:1".
# The engine's glossary says which (DIGEST §3.1); the others never carry one.
VALUED = frozenset(key for key, entry in GLOSSARY.items() if entry.takes_value)


def keyword_base(keyword: str) -> str:
    """ "corrupt:2" -> "corrupt": the registry name, without the keyword's value."""
    return keyword.split(":", 1)[0]


def keyword_label(keyword: str) -> str:
    base, _, value = keyword.partition(":")
    name = KEYWORDS.get(base, base.replace("_", " ").title())
    return f"{name} {value}" if value else name


def keyword_problem(keyword: str) -> str | None:
    """What is wrong with a keyword as card data writes it ("range:2"), or None: its name is
    one of DIGEST §3.1 and it has a number exactly when the glossary gives it one."""
    base, colon, value = keyword.partition(":")
    if base not in KEYWORDS:
        return f"keyword {keyword!r}: known are {', '.join(KEYWORDS)}"
    if colon and not (value.isdigit() and len(value) <= 2):
        return f"keyword {keyword!r}: its value must be a number"
    if base in VALUED and not value:
        return f"keyword {keyword!r}: {KEYWORDS[base]} is printed with a number ({base}:N)"
    if base not in VALUED and colon:
        return f"keyword {keyword!r}: {KEYWORDS[base]} has no number in the rulebooks (DIGEST §3.1)"
    return None


# Experience (docs/rulings.md "Experience"): the first Dungeons & Dragons sets print it with
# a reminder (a +1A or +1D token, once each turn, for KOing a monster) (Battle
# for Faerun and its Organized Play dice): that keyword. Later sets print an Experience of
# tokens on the card (another rule, not this one): keyword `experience_tokens` (below);
# Faerun Under Siege's own texts say its tokens are on the card (docs/rulings.md
# "Experience tokens": card text beats the earlier set's reminder).
EXPERIENCE_SETS = frozenset({"bff", "bffop", "ocr"})
_EXPERIENCE = re.compile(r"^\s*experience\s*(\([^()]*\))?\s*\.?\s*$", re.I)
_TOKEN_REMINDER = re.compile(r"^(?=.*\+1a)(?=.*\btoken\b)(?=.*\bmonster\b)", re.I)


# The later Dungeons & Dragons sets (docs/rulings.md "Experience tokens"): Trouble in
# Waterdeep prints the reminder of a token placed on the card at the end of the turn, the
# others (Adventures in Waterdeep, The Zhentarim, Tomb of Annihilation, the 2016 WizKids
# Open's) the bare word on the same heroes: keyword `experience_tokens`. Faerun Under Siege
# prints the bare word too, and its texts count the tokens "on this character card".
EXPERIENCE_TOKEN_SETS = frozenset({"aiw", "fus", "tiw", "toa", "zhn", "wko16dd"})
_TOKENS_LINE = re.compile(
    r"^\s*experience\s*(?:\(if you ko'd an opposing \(ddm\) during your turn, place one"
    r" experience token on this character die's card at the end of your turn\.?\))?\s*\.?\s*$",
    re.I,
)


# our own cards' wording of it (cards/data/ocr.json), in any set
_OWN_TOKENS = re.compile(
    r"^\s*experience \(at the end of your turn, if you ko'd an opposing monster this turn,"
    r" this card gains an experience token[^()]*\)\.?\s*$",
    re.I,
)


def _experience_tokens(line: str, set_code: str) -> bool:
    """Is this line the later sets' Experience (bare, or with its token reminder)?"""
    if _OWN_TOKENS.match(line):
        return True
    return set_code in EXPERIENCE_TOKEN_SETS and bool(_TOKENS_LINE.match(line))


def _experience(line: str, set_code: str) -> bool:
    """Is this line the Experience keyword (alone, or with a reminder) of a set that means
    that by it, or with the +1A/+1D token reminder itself?"""
    keyword = _EXPERIENCE.match(line)
    if keyword is None:
        return False
    return set_code in EXPERIENCE_SETS or bool(_TOKEN_REMINDER.match(keyword.group(1) or ""))


# Underdog (docs/rulings.md "Underdog"): the glossary's is WWE's "When fielded, spin all your
# Superstar dice to level 3" (the engine's keyword module). Other sets print "Underdog -
# <effect>" (Amazing Spider-Man: "You may use this effect when your opponent has more
# character dice in their Field Zone than you do"): the card's own ability under that
# condition (cards/compiler/constructs/underdog.py), not the keyword: their cards do not
# list it.
_UNDERDOG = re.compile(
    r"^\s*underdog\s*(?:[-:\u2013\u2014]+\s*when fielded, spin all (?:of )?your superstar"
    r" di(?:ce|e) to level 3\.?)?\s*(?:\([^()]*\)\s*\.?)?\s*$",
    re.IGNORECASE,
)


# Equip (docs/rulings.md "Equip"): the bare word, or with its reminder (attach to a character
# with the equip icon), on a Gear card; "Equip to a character that ..." says more (text only).
_EQUIP = re.compile(
    r"^\s*equip\s*(?:\(attach to an? character(?: die)? with \((?:eq|equip)\)\)\s*)?\.?\s*$",
    re.IGNORECASE,
)


def keywords_in(lines: list[str], set_code: str = "") -> list[str]:
    """Keywords a printed text starts a line with ("Overcrush (...)", "Corrupt 2 - ...").

    Only as the glossary writes them: a keyword that takes a number with its number, one that
    takes none without. "Energy Drain 2" is not the glossary's Energy Drain (it spins down one
    level): the card does not list it, and its line stays text (docs/rulings.md); nor is
    "Energy Drain: x2", a multiplier the glossary does not know."""
    found: list[str] = []
    for line in lines:
        match = _KEYWORD_AT_START.match(line)
        if match and _MULTIPLIED.match(line, match.end()):
            continue  # "Energy Drain: x2": not the glossary's keyword either
        if match:
            key = _BY_NAME[match.group(1).casefold()]
            if key == "fabricate":  # "Fabricate 2-4" (keywords/fabricate.py): N-M, "NM"
                value = fabricate.value_of(line)
                if value is not None and f"fabricate:{value}" not in found:
                    found.append(f"fabricate:{value}")
                continue
            if key == "experience" and _experience_tokens(line, set_code):
                key = "experience_tokens"
            elif key == "experience" and not _experience(line, set_code):
                continue
            if key == "equip" and not _EQUIP.match(line):
                continue  # "Equip to a character that ...": more than the reminder says
            if key == "underdog" and not _UNDERDOG.match(line):
                continue  # "Underdog - <effect>": the card's ability, not the keyword
            value = match.group(2)
            keyword = f"{key}:{value}" if value else key
            if keyword_problem(keyword) is None and keyword not in found:
                found.append(keyword)
    return found
