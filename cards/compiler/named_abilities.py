"""Named abilities printed as a name and their whole text in parentheses: "Turtle Power (while
<self> is active, other (turtle) character dice cost 1 less to purchase ...)", "Obscure (when
you use an action die, <self> is unblockable until end of turn)", "Amplify (when you use an
action die, spin <self> up 1 level)".

Such a name is no keyword of the rulebooks (DIGEST §3.1) nor a set keyword with rules of its
own (cards/compiler/reasons.SET_KEYWORDS): it is only a label, and the words in parentheses
are the card's ability, whole, from its trigger on. So the line is read as those words,
through the grammar like any line (a name that is a keyword, or words that are not a whole
ability, leave the line as it was: the keyword's reminder is left out elsewhere,
cards/compiler/__init__._without_reminder).
"""

from __future__ import annotations

import re

from cards.compiler.reasons import SET_KEYWORDS
from games.engine import GLOSSARY

# a name of one to three words of letters, then its ability from its trigger on
_NAMED = re.compile(
    r"^(?P<name>[a-z][a-z'\-]+(?: [a-z][a-z'\-]+){0,2}) \((?P<ability>(?:when|whenever|while|at"
    r"|after|before) [^()]+)\)\.?$"
)
# A named ability printed bare, with no parenthesis, on a card of a set whose other cards
# print it whole: its words as those cards print them (docs/rulings.md "Obscure printed bare")
_BARE = {"obscure": "when you use an action die, self is unblockable until end of turn."}
# "Gate <Name>: when fielded, ...": a label (no keyword of the rulebooks nor of its set, fus)
# ahead of a colon, and the card's whole ability after it (docs/rulings.md "Gate")
_GATE = re.compile(
    r"^gate [a-z][a-z'\-]*(?: [a-z][a-z'\-]*){0,2}: (?P<ability>(?:when|whenever) .+)$"
)
_KEYWORDS = frozenset({entry.label.lower() for entry in GLOSSARY.values()} | set(SET_KEYWORDS))


def unwrapped(words: str) -> str | None:
    """The ability a named ability's normalised line prints in its parentheses, as a line of
    its own; None if the line is no named ability."""
    gate = _GATE.match(words)
    if gate is not None:
        return gate.group("ability")
    found = _NAMED.match(words)
    if found is None:
        return _BARE.get(words.rstrip("."))
    name = found.group("name")
    if any(re.search(rf"(?<![\w-]){re.escape(k)}(?![\w-])", name) for k in _KEYWORDS):
        return None  # a keyword's reminder, never its whole rules
    ability = found.group("ability").rstrip()
    return ability if ability.endswith(".") else ability + "."
