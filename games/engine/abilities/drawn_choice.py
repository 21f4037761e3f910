"""Dice drawn to be chosen among (Corrupt, keywords/corrupt.py; draw and sort,
effects/draw_sort.py): once the draw's chance is known, the mark on the player that says
whose draw it was ends; one die goes where the text sends a single die, and of several the
player chooses (DM-13.1: a choice, not a target) through a trigger of the card, queued like
any other, whose targets are the drawn dice, marked until the choice is made."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games.engine.abilities.queue import queue_triggers
from games.engine.model import events as ev
from games.engine.model.batch import Batch


@dataclass(frozen=True, slots=True)
class DrawnChoice:
    """The names one such effect uses: its mark on the player, the zone (and the reason said
    with it) a single die goes to, the mark on each drawn die, the choice's trigger name."""

    drawing: str
    single_zone: str
    single_reason: str
    drawn: str
    choice: str


def choose_among(b: Batch, player: int, dice: Sequence[str], names: DrawnChoice) -> None:
    target = f"player:{player}"
    (mark,) = [x for x in b.state.lasting if x.effect == names.drawing and x.target == target][-1:]
    b.emit(ev.EffectEnded(names.drawing, target, mark.source))
    if len(dice) == 1:
        reason = names.single_reason or mark.source
        b.emit(ev.DiceMoved(player, tuple(dice), names.single_zone, reason))
        return
    card = b.state.cards[mark.source]
    index = next(i for i, a in enumerate(card.abilities) if a.trigger == names.choice)
    for die in sorted(dice):
        b.emit(ev.EffectStarted(names.drawn, die, mark.source, player))
    queue_triggers(b, [ev.AbilityTriggered(player, card.id, index, "ability", "")])


def end_marks(b: Batch, card: str, drawn: str) -> list[str]:
    """The dice this card's draw marked `drawn` and still in the game; the marks end (the
    choice they waited for is made)."""
    found = []
    for x in b.state.lasting:
        if x.effect == drawn and x.source == card:
            b.emit(ev.EffectEnded(drawn, x.target, x.source))
            if x.target in b.state.dice:
                found.append(x.target)
    return found
