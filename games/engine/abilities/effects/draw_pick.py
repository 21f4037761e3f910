"""draw_pick: "draw 2 dice; prep up to 2 of them and roll the rest", "draw 4 dice; roll up to
3 of them and prep the rest". The draw is chance like every draw (DM-6.2: effects/
draw_sort.py draws, ChanceRequested draw to `draw_sort`, the dice staying in the bag while the
player looks at them); then the player picks (DM-13.1: a choice, not a target) up to K of the
dice drawn (the filter `keep_up_to` K on the draw) for the place `zone` names: the Prep Area,
or the Reserve Pool to be rolled (DM-20.3); the rest go to the other place. "Up to" lets the
player pick none (docs/rulings.md "Draw and pick up to K"): the choice is `optional`, and
DECLINE picks no die (abilities/resolution.py: DECLINE names no target, the other effects
still happen). One die drawn is picked or not like several. The dice in the Reserve Pool are
rolled once, together, after the rest are placed (the choice's last effect, `draw_pick_rest`).

The choice is an ability the card carries for it (`companion`, added when it loads, as the
draw and sort's is); the draw's dice are marked (`DRAWN`) until it resolves."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from games.engine.abilities.drawn_choice import end_marks
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.filters import CHECKS, FILTERS
from games.engine.abilities.queue import queue_triggers
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, EffectSpec
from games.engine.model.state import Die, GameState, Trigger, Zone

NAME = "draw_pick"
KEEP = "keep_up_to"  # the draw's filter: how many of the dice drawn the player may pick
DRAWN = "draw_pick_drawn"  # marks the dice drawn, until the choice resolves
CHOICE = "draw_pick_choice"  # the trigger name of the choice (queued by `after_draw` only)
REST = "draw_pick_rest"
# where the dice picked go -> where the rest go (the Reserve Pool: rolled)
OTHER = {Zone.PREP.value: Zone.RESERVE.value, Zone.RESERVE.value: Zone.PREP.value}


def _keep(state: GameState, die: Die, value: Any) -> bool:
    return True  # (it narrows no die: `companion` reads the number)


FILTERS[KEEP] = _keep
CHECKS[KEEP] = lambda value: "" if isinstance(value, int) and value >= 1 else "a count of 1 or more"


def kept(spec: EffectSpec) -> int:
    """K of "... up to K of them" on a draw_pick."""
    return int(dict(spec.filters).get(KEEP, 1))


def after_draw(b: Batch, player: int, dice: Sequence[str], drawing: str) -> None:
    """The dice drawn: marked, and the choice queued (the mark `drawing` on the player that
    said whose draw it was ends)."""
    target = f"player:{player}"
    (mark,) = [x for x in b.state.lasting if x.effect == drawing and x.target == target][-1:]
    b.emit(ev.EffectEnded(drawing, target, mark.source))
    card = b.state.cards[mark.source]
    index = next(i for i, a in enumerate(card.abilities) if a.trigger == CHOICE)
    for die in sorted(dice):
        b.emit(ev.EffectStarted(DRAWN, die, mark.source, player))
    queue_triggers(b, [ev.AbilityTriggered(player, card.id, index, "ability", "")])


def _rest(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """The dice drawn and not picked (still in the bag) go where `zone` says; every die drawn
    now in the Reserve Pool is rolled, once (DM-20.3); the marks end."""
    marked = end_marks(b, trigger.card, DRAWN)
    rest = sorted(d for d in marked if b.state.dice[d].zone is Zone.BAG)
    if rest:
        b.emit(ev.DiceMoved(trigger.controller, tuple(rest), effect.zone, trigger.card))
    rolled = sorted(d for d in marked if b.state.dice[d].zone is Zone.RESERVE)
    if rolled:
        b.emit(ev.ChanceRequested("roll", trigger.controller, dice=tuple(rolled)))


def companion(abilities: Iterable[Ability]) -> list[Ability]:
    """The choice a card needs when one of its abilities draws and picks (one per card)."""
    found = [e for a in abilities for e in a.effects if e.op == NAME]
    if not found:
        return []
    if len({(e.zone, kept(e)) for e in found}) > 1:
        raise ValueError("one draw and pick per card")
    draw = found[0]
    if draw.zone not in OTHER:
        raise ValueError(
            f"draw_pick: its dice picked go to the prep area or are rolled, not {draw.zone!r}"
        )
    most = kept(draw)
    pick = EffectSpec(
        "move_die",
        target="choose_your_die",
        zone=draw.zone,
        filters=(("lasting", DRAWN), ("zone", Zone.BAG.value)),
        up_to=most if most > 1 else 0,
    )
    rest = EffectSpec(REST, zone=OTHER[draw.zone])
    return [Ability(CHOICE, (pick, rest), origin=f"effect:{NAME}", optional=True)]


def _always(spec: EffectSpec) -> bool:
    return True


EFFECTS = {REST: Effect(_rest, chance=_always)}
