"""What the grammar's transformer makes of a line before it becomes card data.

Effects are card data already (`dict`s with `op`, `target`, ...), but their target may still
be a placeholder the line's context settles (cards/compiler/lines.py): `$self` (this card,
its die, "he"/"she"), `$it` ("it", "that die": the die an earlier effect named).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Effect = dict[str, Any]
SELF = "$self"
IT = "$it"
THEM = "$them"  # "them": the opponent whose deed triggered it (cards/compiler/lines.py)
ROLLED = "$rolled"  # what a roll (or a draw) just before is about (constructs/roll_outcomes.py)
CODE = "$code"  # a filter's value: this card's code (cards/compiler/lines.py puts it in)
# a filter's value: this card's printed name (cards/compiler/__init__._printed puts it in):
# dice of any card of that name, both players' ("each other <self> die (both players')")
PRINTED_NAME = "$printed_name"
DEED = "$needs_deed"  # an effect that speaks of the die whose deed triggered ("they", "their")


class NotRead(Exception):
    """A construct recognised the words but cannot say them in the engine's terms; the
    line stays text only, with `why` (a reason category, cards/compiler/reasons.py)."""

    def __init__(self, why: str = "unparsed") -> None:
        super().__init__(why)
        self.why = why


@dataclass(frozen=True)
class Sentence:
    """One sentence of effects; `optional`: it opened with "you may"; `phrases`: where in
    the line the clause each effect was read from starts (one per effect, or none said):
    two dice picked in two clauses are two picks (lines.py `_one_pick_each`)."""

    effects: tuple[Effect, ...]
    optional: bool = False
    phrases: tuple[int, ...] = ()


@dataclass(frozen=True)
class Trigger:
    """How a triggered line opens: the engine trigger, its more triggers (DM-15.6) and what
    `$self` means in it (`die`: the die that triggered; `player`: this card's dice in the
    field; `none`: nothing)."""

    name: str
    also: tuple[str, ...] = ()
    selves: str = "die"
    extra: tuple[tuple[str, Any], ...] = ()
    # an opponent's own deed (they field, purchase, use an action die or a Global, are
    # dealt damage): "them" in its effects is that opponent, one per side
    theirs: bool = False
    # its occasion names another die than this card's (the action die used): "<self> deals"
    # in it is this card's damage (`by_card`), not the die of the occasion's
    other_die: bool = False


@dataclass(frozen=True)
class Context:
    """Where a line's effects are settled (cards/compiler/lines.py): what `self` is
    (`selves`: a Trigger's, or `card` for a character's static, `none` for an action die's
    text or a Global), the card's code, and the trigger's `theirs`, `other_die` and name."""

    selves: str
    code: str = ""
    theirs: bool = False
    other_die: bool = False
    trigger: str = ""  # the engine trigger's name ("" where no trigger opens the line)

    @classmethod
    def of(cls, trigger: Trigger | None, code: str) -> Context:
        """A triggered line's: its trigger's `self`, sides and name."""
        assert trigger is not None
        return cls(trigger.selves, code, trigger.theirs, trigger.other_die, trigger.name)


# A construct's settling of a mark it puts on an effect (its module's `MARKS`: mark ->
# function of the effect, the mark's value taken off it, and the line's Context): it
# changes the effect in place for that context, or raises NotRead where the mark cannot
# be said there.
Settle = Callable[[Effect, Any, Context], None]


@dataclass(frozen=True)
class Opening:
    """How a line opens (the grammar's `opening`): `kind` is `ability` (a trigger),
    `static` (while this card is active), `global`, `burst` or `keyword`; what follows is
    its body."""

    kind: str
    trigger: Trigger | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    # an opening of kind `body` that says under which condition its body's effects hold
    # (as "If ..., " says it of one sentence's): each effect takes it (cards/compiler/reader.py)
    condition: dict[str, Any] | None = None


@dataclass(frozen=True)
class Line:
    """A whole line read: its opening's kind (or `body`: effects only, an action die's
    text or a character's own static), the opening's trigger and extra, its sentences."""

    kind: str
    body: tuple[Sentence, ...]
    trigger: Trigger | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    # more abilities printed on the same line ("When fielded, ... When <self> attacks, ...")
    more: tuple[Line, ...] = ()
    # its own words, when it is one of several abilities of a line (its checks read them)
    words: str = ""
