"""Small pieces of the reading's phrasing: how an optional effect opens ("you may ..."), and
how a spin of some levels is said."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# Effect words that start with the verb (an imperative), after which "you may" reads well;
# any other starts with its subject ("each of your dice gets ...") and takes "optionally,".
IMPERATIVES = frozenset({
    "deal", "spin", "ko", "gain", "draw", "reroll", "prep", "move", "field", "prevent",
    "capture", "take", "pair", "call", "make", "look", "put",
})  # fmt: skip


def optional(body: str) -> str:
    """ "you may <body>": an effect of "you" says its verb after it ("you lose 1 life": "you
    may lose 1 life"; "you get an extra reroll": "you may take" it)."""
    first, _, rest = body.partition(" ")
    if first.lower() == "you":
        return "you may " + ("take " + rest[4:] if rest.startswith("get ") else rest)
    return ("you may " if first.lower() in IMPERATIVES else "optionally, ") + body


def spin(direction: str, count: Callable[[int, str], str]) -> Callable[[Any, Any], str]:
    """Up or down N levels (`count`: "1 level"); 2 or more end on the end level whatever the
    die's level (levels 1 to 3, a spin never passes the ends: DM-21.1, DM-21.2), as "spin
    ... to level 1" is printed."""
    end = f"to level {3 if direction == 'up' else 1}"
    return lambda spec, t: (
        f"spin {t.or_('it')} {direction} "
        + (end if spec.amount >= 2 else count(max(1, spec.amount), "level"))
    )
