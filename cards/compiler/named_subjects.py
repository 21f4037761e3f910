"""Another character named as the subject of a static, with no "die"/"dice" after it
(issue 16, card text): "While <self> is active, Deadpool gets +1A and gains Regenerate",
"Hogun and Fandral get +2A and +2D", "your Superman and Supergirl character dice cost 2
less", "The Joker costs 2 less to buy". A name is a kind of dice (DM-1.2: a character card's
dice are that character), so the name says what "<Name> character dice" says
(normalise._named_dice, constructs/dice_kinds.py): every such die of whoever's it is, or
"your" ones. Only a name of the catalog (`names`), said where a subject begins (the line's
or a clause's start, after "your", "and" or "each") and followed by its verb or "and"."""

from __future__ import annotations

import re
from collections.abc import Mapping

from cards.compiler.normalise import name_token

_SUBJECT = re.compile(
    r"(?:^|(?<=, )|(?<=\byour )|(?<=\band )|(?<=\beach ))"
    r"(?!(?:your|each|and) )((?:[a-z0-9'.\-]+ ){0,3}?[a-z0-9'.\-]+) "
    r"(?=(gets|gains|costs|has|get|gain|cost|have|and) )"
)
_VERBS = ("gets", "gains", "costs", "has", "get", "gain", "cost", "have")


def _named_verb(rest: str, names: Mapping[str, str]) -> bool:
    """Is what follows "and" another name of the catalog, then its verb ("Volstagg get")?"""
    said = rest.strip().split(" ")
    return any(
        " ".join(said[:size]) in names and said[size : size + 1] in ([v] for v in _VERBS)
        for size in range(1, min(4, len(said) - 1) + 1)
    )


def phrased(words: str, names: Mapping[str, str]) -> str:
    """`words` with each such subject name as "<name token> character dice"."""
    if not names:
        return words

    def dice(m: re.Match[str]) -> str:
        said = m[1]
        if said not in names or (m[2] == "and" and not _named_verb(words[m.end(2) :], names)):
            return m[0]  # "Batman and Sidekick dice you control": not two names' subject
        return f"{name_token(said)} character dice "

    return _SUBJECT.sub(dice, words)
