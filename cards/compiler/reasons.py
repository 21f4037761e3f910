"""Why a line stays text only, as a machine-readable category (stored with the card's
execution result, `unread` records and `Execution.why`): the first of `CATEGORIES` whose
pattern the normalised line matches, else `unparsed`. A construct that recognised the
words but cannot say them raises its own category (cards/compiler/parts.NotRead).

Categories (another construct may add its own; keep them short, lower case):
`set_keyword:<name>` a set's keyword with rules text; `trigger:whenever`, `trigger:when`,
`trigger:other` (a trigger the engine has no name for); `condition` (if, unless, instead,
as long as, while another card is active); `zone_move`; `cost_change`; `choice` (up to N,
choose, two targets); `count` ("for each" over something no count names); `copy`;
`keyword_grant`; `static`; `target`; `self`; `reference`; `cost`; `effect` (a trigger
or opening read, an effect after it not); `stale_entry` (entries.py); `unparsed`.
"""

from __future__ import annotations

import re

SET_KEYWORDS = (
    "teamwatch", "strike", "iron will", "breath weapon", "founder", "experience", "flip",
    "trap", "fabricate", "equip", "pack", "summon", "cosmic", "mighty", "terrain",
    "mission", "training", "boost", "cursed", "epic", "pulse", "legendary", "gang",
    "flight", "web", "unstable", "stampede", "sworn", "assemble",
)  # fmt: skip
_SET_KEYWORD = re.compile(
    r"^(" + "|".join(re.escape(k) for k in sorted(SET_KEYWORDS, key=len, reverse=True))
    + r")\b(?:\s*\d+)?\s*(?:[-:(]|$)"
)  # fmt: skip
CATEGORIES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("trigger:whenever", re.compile(r"\bwhenever\b|\beach time\b")),
    ("condition", re.compile(r"\b(?:if|unless|instead|as long as|only if|otherwise)\b")),
    ("zone_move", re.compile(
        r"\b(?:return|move|moves|place|put|send|sends)\b.*\b(?:bag|used pile|prep area|"
        r"reserve pool|field zone|out of play|attack zone)\b|\bout of play\b|\bcapture")),
    ("cost_change", re.compile(r"\bcosts?\b.*\b(?:less|more|to purchase|to field)\b|"
                               r"\bpurchase cost\b|\bfielding cost\b")),
    ("choice", re.compile(r"\bup to\b|\bchoose\b|\bany number\b|\bdifferent\b")),
    ("copy", re.compile(r"\bcopy\b|\bcopies\b")),
    ("keyword_grant", re.compile(r"\b(?:gains?|gets?|has|have|lose|loses)\b [a-z ]*\b("
                                 r"overcrush|fast|deadly|regenerate|infiltrate|immortal|"
                                 r"intimidate|swarm|call out|cleave|tag out|underdog)\b")),
    ("count", re.compile(r"\bfor each\b|\bequal to\b")),
    ("trigger:other", re.compile(r"^(?:when|after|at the|before|during|while)\b")),
)  # fmt: skip


def category(words: str, otherwise: str = "unparsed") -> str:
    """The category of a normalised line (or of what follows its opening) no construct read;
    `otherwise` when no pattern says."""
    keyword = _SET_KEYWORD.match(words)
    if keyword:
        return f"set_keyword:{keyword.group(1).replace(' ', '_')}"
    for name, pattern in CATEGORIES:
        if pattern.search(words):
            return name
    return otherwise
