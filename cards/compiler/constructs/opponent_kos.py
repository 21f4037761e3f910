"""The opponent KOs their own character dice (engine effects/opponent_kos.py; DM-16.4, DM-13.1):
"your opponent must KO a character die they control", "your opponent KOs one of their
character dice", with "for each <die KO'd this way>" after it (constructs/this_way.py: the
dice the ability's earlier effects KO'd, DM-18.5). Their pick, one die each time, after the
controller's own effects. Said as one word before the grammar reads the line (`phrased`,
only where a sentence opens with it: "unless your opponent KOs ..." is
constructs/opponent_prevents.py's, and "your opponent" said before "must pay" is another
construct's, which LALR could not tell apart from these words). Other dice phrases ("a
Sidekick", "an opposing character die": which of theirs is that?) stay text only."""

from __future__ import annotations

import re
from typing import Any

WORD = "opponent-kos-one-of-theirs"
_SAID = re.compile(
    r"(^|\. )your opponent (?:must ko|kos|ko's) "
    r"(?:a character die they control|one of their character dice)\b"
)

GRAMMAR = rf"""
%extend effect: they_ko_their_own
they_ko_their_own: "{WORD}"
"""

RULES: dict[str, Any] = {"they_ko_their_own": lambda c: [{"op": "opponent_kos", "amount": 1}]}


def phrased(words: str) -> str:
    """A normalised line with a sentence's "your opponent must KO a character die they
    control" said as the one word the grammar reads."""
    return _SAID.sub(rf"\1{WORD}", words)
