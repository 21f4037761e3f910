"""The sets' own words for a character die, said the rulebooks' way before the grammar reads
them (docs/rulings.md "A set's creature words").

The Yu-Gi-Oh! set calls its character dice "monsters" ("target monster", "a level 1 monster",
"monster dice", "rolls a monster face"): a monster there is any character die, Sidekicks
included (its cards say "non-sidekick monster"), and its line reads as "character" would.
Elsewhere "monster" is the Dungeons & Dragons sets' Monster affiliation (an icon), which
these words leave alone. "Superstar" (WWE) is a noun of the grammar already
(constructs/targets.py). The Dungeons & Dragons sets call their Sidekick dice "NPCs"
("knock out an opposing NPC", "your NPCs"): there the word reads as "sidekick"."""

from __future__ import annotations

import re

# set code -> (printed word, the rulebooks' word)
_NPC = (
    ("non-npc", "non-sidekick"), ("npcs", "sidekicks"), ("an npc", "a sidekick"),
    ("npc", "sidekick"),
)  # fmt: skip
SET_WORDS: dict[str, tuple[tuple[str, str], ...]] = {
    "ygo": (("monsters", "characters"), ("monster", "character")),
    # the Dungeons & Dragons sets: an NPC (non-player character) die is a Sidekick die
    **{code: _NPC for code in ("bff", "bffop", "fus", "aiw", "tiw", "toa", "zhn")},
}
_CODE = re.compile(r"^\d+(.+)$")


def set_code(code: str) -> str:
    """ "101ygo" -> "ygo" (a card code is its number and its set's code)."""
    found = _CODE.match(code)
    return found[1] if found else ""


def plain(words: str, code: str) -> str:
    """A normalised line with its set's own words for a character die said as "character"."""
    for printed, said in SET_WORDS.get(set_code(code), ()):
        words = re.sub(rf"(?<![\w-]){printed}(?![\w-])", said, words)
    return words
