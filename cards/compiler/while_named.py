"""Another character's presence as a static's condition: "While Thor is active, <this card>
gets +3A." says what "If Thor is active, ..." says, and so does any other "While
<condition>, <one static sentence>." ("While you have (fist) in your Reserve Pool, ...")
(DM-14.3: a static ability holds exactly while its condition does, and starts and stops
with it; DM-18.1: a character is active while one of its dice is in the Field Zone).
compile_card hands the words here after the name became its token (normalise.named); the
condition is then read as any other "if"
(constructs/named.py: `count` of active characters `named`).

Only a one-sentence static is said so: a trigger after it ("While Thor is active, when you
would take damage, ...") or a choice ("you may ...") waits for its own reading, and a
second sentence would fall outside an "if" that only opens the first.
"""

from __future__ import annotations

import re

_WHILE_NAMED = re.compile(
    r"^while (%[a-z0-9_'\-]+) is (active|in play), "
    r"(?!(?:when|whenever|at|before|after|during|if|unless|each time|you may|once)\b)"
    r"([^.;]+\.)$"
)


# "While you have (fist) in your Reserve Pool, <self> gets +2A.", "While your opponent has
# any active (vm) character dice, ...": any other condition of a one-sentence static, read
# as its "if" too (not "while <self> is active" / "while active": the static's own opening)
_WHILE_HELD = re.compile(
    r"^while (?!(?:self|%[a-z0-9_'\-]+) is (?:active|in play)\b|active\b)([^,.;]+), "
    r"(?!(?:when|whenever|at|before|after|during|if|unless|each time|you may|once)\b)"
    r"([^.;]+\.)$"
)

# "While active @mask characters cost ...", "while <self> is active self gets ...": the
# opening's comma left out (some printings); the same opening with it
_NO_COMMA = re.compile(r"^(while (?:(?:self|%[a-z0-9_'\-]+) is )?active) (?![,.]|and\b|or\b)")


def as_condition(words: str) -> str:
    """ "while %name is active, <one static sentence>." as "if %name is active, ..."; other
    words unchanged (but a "while ... active" opening's missing or stray comma)."""
    words = words.replace("while self, is active,", "while self is active,", 1)  # a stray comma
    words = _WHILE_NAMED.sub(r"if \1 is \2, \3", _NO_COMMA.sub(r"\1, ", words))
    return _WHILE_HELD.sub(r"if \1, \2", words)
