"""A burst line (DM-17) as ability data: "Instead, ..." replaces the text, other burst text adds
to it. Kept apart from lines.py (which reads every other line) because a burst is read against
the abilities its card's text already made, not on its own."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs import active_bursts
from cards.compiler.constructs.bursts import instead_amount
from cards.compiler.lines import ACTIONS, Read, ability, effects_of
from cards.compiler.parts import Line, NotRead


def burst(line: Line, text: str, abilities: list[dict[str, Any]], code: str = "") -> dict[str, Any]:
    """A burst line (DM-17): "Instead, ..." replaces the text (DM-17.3); other burst text
    adds to it: as its own ability when it names its own targets, or, when it speaks of the
    die the text chose ("it"), as the text and itself in one ability that replaces the text
    on those faces (one choice of target, as printed). The text is an action die's, or a
    character's one triggered ability (its trigger kept: the engine reads the bursts of the
    face of the die that triggered, abilities/occasions.with_bursts); "self" in a
    character's burst line is not read (its trigger says which die that is)."""
    base = [a for a in abilities if a["trigger"] != "static" and "bursts" not in a]
    if len(base) != 1:
        raise NotRead("unparsed")
    if not active_bursts.joins(base[0], ACTIONS):
        raise NotRead("unparsed")  # a trigger of no one die: whose face's bursts is not said
    counts = line.extra["bursts"]
    prior = base[0]["effects"]
    trigger = base[0]["trigger"]
    same = {k: v for k, v in base[0].items()
            if k not in ("trigger", "text", "effects", "optional")}  # fmt: skip
    if line.extra["mode"] == "instead":
        amount = instead_amount(line.body, prior)
        selves = "action" if trigger == "action" else "none"
        read = Read(amount) if amount else effects_of(line.body, selves, code, prior)
        return ability(trigger, text, read, bursts=counts, burst_mode="replace", **same)
    read = effects_of(line.body, "action" if trigger == "action" else "none", code, prior)
    if read.pay:
        raise NotRead("cost")
    flips = any(e.get("op") == "flip_card" for e in read.effects)
    if flips and trigger != "action":
        # "then, flip this card" after a Continuous die's sending: whether the flip waits
        # for the die to be sent is not said (constructs/flip_self.py)
        raise NotRead("effect")
    if not read.refers and not flips:  # (a flip comes after the text: one ability, below)
        return ability(trigger, text, read, bursts=counts, **same)
    if base[0].get("optional"):
        raise NotRead("choice")
    whole = Read([*prior, *read.effects], read.optional)
    return ability(trigger, text, whole, bursts=counts, burst_mode="replace", **same)
