"""Regenerate said in words (000:L801, DM-12.1; keywords/regenerate.py): a card whose die,
once KO'd, is rolled again and comes back to the field on a character face says the
keyword's own rule (a die KO'd is rolled: a character face brings it back on that face,
anything else leaves it KO'd, in its owner's Prep Area), so the line gives this card's dice
Regenerate (a static grant, constructs/grants.py), and with "... knocked out in an attack
step," only while it is the Attack Step (constructs/step_condition.py). Any other outcome
("knock out all opposing characters ...", "deal 2 damage") or a price ("you may pay ...")
is more than the keyword and is left as printed."""

from __future__ import annotations

import re

_SAID = re.compile(
    r"^(?:when|after|if) (?:a )?self is (?:knocked out|ko'd)"
    r"(?P<step> (?:in|during) (?:an|the) attack step)?, "
    r"(?:re)?roll (?:her|his|its|that|this|the ko'd) die\. "
    r"if (?:you roll|it rolls|it shows) a character face, "
    r"return (?:self|it|her|him) to the field(?: zone)?"
    r"(?:(?:;|,|\.) otherwise,? (?:place|put|move) it (?:in|into) (?:your|its owner's) prep area)?"
    r"\.$"
)


def phrased(words: str) -> str:
    """A normalised line that says Regenerate in words, as the grant the grammar reads
    ("self gains regenerate."); any other line unchanged."""
    said = _SAID.match(words)
    if said is None:
        return words
    return ("if it is the attack step, " if said["step"] else "") + "self gains regenerate."
