"""Sacrificing a character die of your own (its reminder: "sacrificed characters go to the
Used Pile"): "you may sacrifice <self>. If you do, ...", "you may sacrifice a Sidekick die to
<effect>". A sacrifice moves the die from the Field Zone to its owner's Used Pile (effect
`move_die`, zone `used`; it is not a KO, DM-16.4: no "when KO'd" and no Prep Area). The die
is your own: `self` (the die whose trigger it is; a trigger of the player's, where `self`
would be every die of the card, stays text only), "it"/"him", or one of your dice you
choose ("a Sidekick", "one of your characters": `choose_your_die`); any other stays text
only. "Sacrifice X to <effect>" is the cost and what it buys (DM-12.2): the effects after
"to" carry the mark "if you do" (constructs/paid.py `done`; the engine's
abilities/if_you_do.py)."""

from __future__ import annotations

import re
from typing import Any

from cards.compiler.constructs.paid import PAID
from cards.compiler.parts import IT, SELF, Context, Effect, NotRead

GRAMMAR = r"""
%extend effect: sacrifice | sacrifice_to
sacrifice: "sacrifice" targets
sacrifice_to: "sacrifice" targets "to" effect
"""
# the reminder, said where the line sacrifices: what the move already does
_REMINDER = re.compile(
    r"\s*\(sacrificed characters?(?: dice)? (?:go|goes|are moved|are placed|is moved|is placed) "
    r"(?:to|in|into) (?:the|your|their) used piles?\.?\)"
)
ONE = "$sacrificed"  # the mark on a sacrifice: `self` must be one die (MARKS)
_CHOSEN = ("choose_die", "choose_your_die")


def _move(target: dict[str, Any]) -> Effect:
    kind = target.get("target")
    if kind in _CHOSEN:
        return {"op": "move_die", **target, "target": "choose_your_die", "zone": "used"}
    if kind in (SELF, IT):
        return {"op": "move_die", **target, "zone": "used", ONE: True}
    raise NotRead("target")


def _sacrifice(children: list[Any]) -> list[Effect]:
    (target,) = children[0] if len(children[0]) == 1 else (None,)
    if target is None:
        raise NotRead("target")
    return [_move(target)]


def _sacrifice_to(children: list[Any]) -> list[Effect]:
    (cost,) = _sacrifice(children[:1])
    bought = list(children[1])
    if any("condition" in e for e in bought):
        raise NotRead("condition")
    return [cost, *({**e, "condition": {"kind": PAID}} for e in bought)]


def _one(effect: Effect, value: Any, context: Context) -> None:
    """`self` sacrificed is one die: the trigger's own; in a trigger of the card on its
    player's deeds (Teamwatch), one of the card's dice in the Field Zone, of its player's
    choice (docs/rulings.md "Teamwatch")."""
    if effect.get("target") != SELF or context.selves == "die":
        return
    if context.selves != "deed" or not context.code:
        raise NotRead("self")
    effect.update(target="choose_your_die", filters={"card": context.code})


RULES: dict[str, Any] = {"sacrifice": _sacrifice, "sacrifice_to": _sacrifice_to}
MARKS = {ONE: _one}


def phrased(words: str) -> str:
    """A normalised line without the sacrifice's reminder (after a sacrifice only)."""
    return _REMINDER.sub("", words) if "sacrifice" in words else words
