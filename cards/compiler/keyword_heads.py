"""A keyword printed at the head of another ability's line: "Immortal (<its reminder>) When
fielded, ..." (Thor's set prints a character's keyword and its ability on one line).

The keyword is the card's (cards/vocabulary.keywords_in lists a keyword a line opens with)
and its module runs it (DM-14.1: a keyword is its glossary's rules); what follows its
reminder is an ability of its own, read as any other line. Only a keyword the card lists,
whose reminder is one parenthesis right after it, is cut off: "Immortal. When ..." or a
keyword the card does not list leaves the line as printed (read whole, or text only).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from games.engine import GLOSSARY


def after_keyword(text: str, keywords: Iterable[str]) -> str:
    """The printed line without a leading keyword of the card's and its reminder, when an
    ability follows them; else the line unchanged."""
    for keyword in keywords:
        entry = GLOSSARY.get(keyword.split(":")[0])
        if entry is None:
            continue
        head = re.match(
            rf"^\s*{re.escape(entry.label)}\s*\([^()]*\)\s*\.?\s*(?=[a-z])", text, re.IGNORECASE
        )
        if head is not None:
            return text[head.end() :]
    return text
