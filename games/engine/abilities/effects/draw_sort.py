"""draw_sort: "draw 2 dice; place one in your Prep Area and the other in your Used Pile".

The draw is chance like every draw (DM-6.2, ChanceRequested draw to `NAME`: the dice stay in
the bag while the player looks at them, as Corrupt's do, keywords/corrupt.py), so it is its
ability's last effect; then the player chooses (DM-13.1: a choice, not a target) which drawn
die goes to the Prep Area (`zone`), and the rest go to the Used Pile. The choice is an
ability the card carries for it (`companions`, added when it loads; queued by `after_draw`
only), so it goes through the trigger queue and its target choice like any other, and bots
answer it as they answer every target choice. An empty bag is refilled from the Used Pile
first (DM-6.2); fewer dice in the bag than the amount: as many as there are (DM-12.3, no
refill midway: docs/rulings.md "Draw and sort"). One die drawn: it goes to the Prep Area."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from games.engine.abilities.drawn_choice import DrawnChoice, choose_among
from games.engine.abilities.effects.base import Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, EffectSpec
from games.engine.model.state import Trigger, Zone

NAME = "draw_sort"
DRAWN = "draw_sort_drawn"  # marks the dice drawn, until one is chosen
DRAWING = "draw_sorting"  # on the player: which card's draw is under way
CHOICE = "draw_sort_choice"  # the trigger name of the choice (queued by after_draw only)
DONE = "draw_sort_done"
# (a single die: to the Prep Area, the move said as this card's)
_NAMES = DrawnChoice(DRAWING, Zone.PREP.value, "", DRAWN, CHOICE)


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


def after_draw(b: Batch, player: int, dice: Sequence[str]) -> None:
    """The dice drawn: the only one goes to the Prep Area; of several, the player chooses."""
    choose_among(b, player, dice, _NAMES)


def _done(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """The dice not chosen go to the Used Pile; the marks end."""
    rest = []
    for x in b.state.lasting:
        if x.effect == DRAWN and x.source == trigger.card:
            b.emit(ev.EffectEnded(DRAWN, x.target, x.source))
            die = b.state.dice.get(x.target)
            if die is not None and die.zone is Zone.BAG:
                rest.append(die.id)
    if rest:
        b.emit(ev.DiceMoved(trigger.controller, tuple(sorted(rest)), Zone.USED.value, trigger.card))


PUT_ONE = EffectSpec(
    "move_die",
    target="choose_your_die",
    zone=Zone.PREP.value,
    filters=(("lasting", DRAWN), ("zone", Zone.BAG.value)),
)
CHOOSE = Ability(CHOICE, (PUT_ONE, EffectSpec(DONE)), origin=f"effect:{NAME}")


def companions(abilities: Iterable[Ability]) -> list[Ability]:
    """The choice ability a card needs when one of its abilities draws and sorts (once)."""
    sorts = any(e.op == NAME for a in abilities for e in a.effects)
    return [CHOOSE] if sorts else []


def _always(spec: EffectSpec) -> bool:
    return True


EFFECTS = {NAME: Effect(_draw_sort, chance=_always), DONE: Effect(_done)}
