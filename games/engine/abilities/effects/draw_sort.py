"""draw_sort: two dice drawn, one of them to your Prep Area and the other to your Used Pile;
the same with a roll: two drawn, one rolled and the other sent back to the bag
(`draw_roll_bag`), "roll one of those dice and prep the other" (`draw_roll_prep`).

The draw is chance like every draw (DM-6.2, ChanceRequested draw to `NAME`: the dice stay in
the bag while the player looks at them, as Corrupt's do, keywords/corrupt.py), so it is its
ability's last effect; then the player chooses (DM-13.1: a choice, not a target) which drawn
die goes to the first place named (the Prep Area, or rolled: the Reserve Pool, DM-20.3), and
the rest go to the second (the Used Pile, the bag, the Prep Area). The choice is an ability
the card carries for it (`companions`, added when it loads; queued by `after_draw` only), so
it goes through the trigger queue and its target choice like any other, and bots answer it
as they answer every target choice; the die chosen to be rolled is rolled once the rest are
placed (the choice's last effect). An empty bag is refilled from the Used Pile first
(DM-6.2); fewer dice in the bag than the amount: as many as there are (DM-12.3, no refill
midway: docs/rulings.md "Draw and sort"). One die drawn: it goes to the first place named.
A card carries one such draw at most (its choice is found by the card)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from games.engine.abilities.drawn_choice import DrawnChoice, choose_among, end_marks
from games.engine.abilities.effects import draw_pick
from games.engine.abilities.effects.base import Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, EffectSpec
from games.engine.model.state import Trigger, Zone

NAME = "draw_sort"
ROLL_BAG, ROLL_PREP = "draw_roll_bag", "draw_roll_prep"  # one rolled; the rest: bag, Prep Area
DRAWN = "draw_sort_drawn"  # marks the dice drawn, until one is chosen
DRAWING = "draw_sorting"  # on the player: which card's draw is under way
CHOICE = "draw_sort_choice"  # the trigger name of the choice (queued by after_draw only)
DONE = "draw_sort_done"
ROLL_DONE = "draw_roll_done"  # the rest placed (`zone`), the die chosen rolled
# (a single die: to the Prep Area, the move said as this card's)
_NAMES = DrawnChoice(DRAWING, Zone.PREP.value, "", DRAWN, CHOICE)
# where the rest go, for each draw with a roll
_REST = {ROLL_BAG: Zone.BAG, ROLL_PREP: Zone.PREP}
SORTS = frozenset({NAME, *_REST, draw_pick.NAME})  # ("draw and pick up to K": draw_pick.py)


def _draw_sort(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    player = trigger.controller
    state = b.state
    if not state.in_zone(player, Zone.BAG) and state.in_zone(player, Zone.USED):
        b.emit(ev.BagRefilled(player, state.in_zone(player, Zone.USED)))  # DM-6.2
    count = min(effect.amount, len(b.state.in_zone(player, Zone.BAG)))
    if count:  # do as much as you can (DM-12.3)
        b.emit(
            ev.EffectStarted(DRAWING, f"player:{player}", trigger.card, player),
            ev.ChanceRequested("draw", player, count=count, to=NAME),
        )


def _sort_of(b: Batch, player: int) -> str:
    """The draw under way for `player`: its card's draw op."""
    target = f"player:{player}"
    (mark,) = [x for x in b.state.lasting if x.effect == DRAWING and x.target == target][-1:]
    card = b.state.cards[mark.source]
    return next((e.op for a in card.abilities for e in a.effects if e.op in SORTS), NAME)


def after_draw(b: Batch, player: int, dice: Sequence[str]) -> None:
    """The dice drawn: the only one goes to the first place named; of several, the player
    chooses."""
    op = _sort_of(b, player)
    if op == draw_pick.NAME:
        draw_pick.after_draw(b, player, dice, DRAWING)
        return
    if op == NAME:
        choose_among(b, player, dice, _NAMES)
        return
    if len(dice) == 1:  # one die: rolled (the first place named)
        target = f"player:{player}"
        (mark,) = [x for x in b.state.lasting if x.effect == DRAWING and x.target == target][-1:]
        b.emit(
            ev.EffectEnded(DRAWING, target, mark.source),
            ev.DiceMoved(player, tuple(dice), Zone.RESERVE.value, mark.source),
            ev.ChanceRequested("roll", player, dice=tuple(dice)),
        )
        return
    choose_among(b, player, dice, DrawnChoice(DRAWING, "", "", DRAWN, f"{op}_choice"))


def _done(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """The dice not chosen go to the Used Pile; the marks end."""
    rest = sorted(d for d in end_marks(b, trigger.card, DRAWN) if b.state.dice[d].zone is Zone.BAG)
    if rest:
        b.emit(ev.DiceMoved(trigger.controller, tuple(rest), Zone.USED.value, trigger.card))


def _roll_done(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """The dice not chosen go where `zone` says (the bag: they stay); the one chosen, in the
    Reserve Pool, is rolled (DM-20.3); the marks end."""
    marked = end_marks(b, trigger.card, DRAWN)
    rest = sorted(d for d in marked if b.state.dice[d].zone is Zone.BAG)
    chosen = sorted(d for d in marked if b.state.dice[d].zone is Zone.RESERVE)
    if rest and effect.zone != Zone.BAG.value:
        b.emit(ev.DiceMoved(trigger.controller, tuple(rest), effect.zone, trigger.card))
    if chosen:
        b.emit(ev.ChanceRequested("roll", trigger.controller, dice=tuple(chosen)))


_FROM_DRAW = (("lasting", DRAWN), ("zone", Zone.BAG.value))
PUT_ONE = EffectSpec("move_die", target="choose_your_die", zone=Zone.PREP.value, filters=_FROM_DRAW)
CHOOSE = Ability(CHOICE, (PUT_ONE, EffectSpec(DONE)), origin=f"effect:{NAME}")
ROLL_ONE = EffectSpec(
    "move_die", target="choose_your_die", zone=Zone.RESERVE.value, filters=_FROM_DRAW
)


def _roll_choice(op: str) -> Ability:
    rest = EffectSpec(ROLL_DONE, zone=_REST[op].value)
    return Ability(f"{op}_choice", (ROLL_ONE, rest), origin=f"effect:{op}")


def companions(abilities: Iterable[Ability]) -> list[Ability]:
    """The choice ability a card needs when one of its abilities draws and sorts (once);
    ValueError for two different such draws on one card (its choice is found by the card)."""
    sorts = {e.op for a in abilities for e in a.effects if e.op in SORTS}
    if len(sorts) > 1:
        raise ValueError(f"one draw and sort per card, not {sorted(sorts)}")
    made = [CHOOSE if op == NAME else _roll_choice(op) for op in sorts if op != draw_pick.NAME]
    return made + draw_pick.companion(abilities)


def _always(spec: EffectSpec) -> bool:
    return True


EFFECTS = {
    NAME: Effect(_draw_sort, chance=_always),
    ROLL_BAG: Effect(_draw_sort, chance=_always),
    ROLL_PREP: Effect(_draw_sort, chance=_always),
    draw_pick.NAME: Effect(_draw_sort, chance=_always),  # (what follows: draw_pick.py)
    **draw_pick.EFFECTS,
    DONE: Effect(_done),
    ROLL_DONE: Effect(_roll_done, chance=_always),
}
