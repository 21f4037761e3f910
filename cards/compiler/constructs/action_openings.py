"""An action card's own openings (issue 16): "When used," opens what using its die does
(DM-8.14: the card's text, the engine's "action" trigger), and "When purchased," what
buying one of its dice does (`when_purchased`: whether or not it is used, DM-8.8; "this
die" is the die bought, in the Used Pile). A line may hold both ("When purchased, ... .
When used, ... ."): cards/compiler/reader.py reads each. On a character card "When used"
means nothing (its dice are fielded, not used), so that line stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Line, NotRead, Trigger

GRAMMAR = r"""
%extend trigger: action_used | action_bought
action_used: "when" "used"
action_bought: "when" "purchased"
"""

USED = "action_used"  # never a trigger of card data: lines.py makes it the "action" trigger


def used(line: Line) -> bool:
    """A line that is what using the die does: no opening, or "When used,"."""
    return line.kind == "body" or (
        line.kind == "ability" and line.trigger is not None and line.trigger.name == USED
    )


def checked(line: Line, action: bool) -> None:
    """ "When used," opens an action card's line only."""
    trigger = line.trigger if line.kind == "ability" else None
    if not action and trigger is not None and trigger.name == USED:
        raise NotRead("trigger:other")


def bought(line: Line) -> bool:
    """ "When purchased, ...": an ability of the action card on its own dice's purchase."""
    return (
        line.kind == "ability"
        and line.trigger is not None
        and (line.trigger.name == "when_purchased")
    )


RULES: dict[str, Any] = {
    "action_used": lambda c: Trigger(USED),
    "action_bought": lambda c: Trigger("when_purchased"),
}
