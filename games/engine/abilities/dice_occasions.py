"""Occasions of the bag and of the roll (issue 16), announced by flow/decide.py as the
random outcome is reported, so that it stays one call per kind there:

- "drew": a player drew dice from their bag (DM-6.2: the Clear and Draw Step's draw, an
  effect's "draw a die", DM-20.3). One occasion per draw, once it is whole (a bag refilled
  midway, 000:L170-172, is the same draw); `player` is who drew, `other` the dice drawn
  ("a,b,c"). "Whenever your opponent draws (one or more) (Batman) dice" waits for it: the
  trigger filters test the dice drawn, any one passing (docs/rulings.md "Dice drawn").
- "rolls_dice": one roll of several dice at once (abilities/rolls_at_once.py's).
- "rolled" (announced elsewhere: a die's roll as it counts, DM-2.6) heard by "whenever you
  roll a die on a double energy face" / "... roll (bolt)(bolt) and do not reroll": each die
  of yours whose counted roll passes the trigger filters (`double_energy`, `symbols`).

These triggers join `TRIGGERS` here, once the loader imports this (as targeted.py's)."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.occasions import TRIGGERS, Occasion, TriggerKind, announce, hears
from games.engine.abilities.rolls_at_once import OCCASION as ROLLS
from games.engine.model.batch import Batch
from games.engine.model.state import GameState, Step

DREW = "drew"


def drew(b: Batch, before: GameState, player: int, dice: Sequence[str]) -> None:
    """`player` drew `dice` from their bag (`before`: the state the report found): announced,
    if some card waits for it. DM-6.3: every die of the Clear and Draw Step is one draw,
    announced with its first report (a bag that runs out before the step's first report
    is refilled, the step's extra draws and DM-6.5's fourth die are the same draw)."""
    if not dice or not hears(b.state, DREW):
        return
    if before.step is Step.CLEAR_AND_DRAW and before.chance is None and before.drawn > 0:
        return  # DM-6.3: the step's draw was announced already
    announce(b, Occasion(DREW, player=player, other=",".join(dice)))


def rolled_at_once(b: Batch, player: int, count: int) -> None:
    """`player` rolled `count` dice at once (abilities/rolls_at_once.py)."""
    if hears(b.state, ROLLS):
        announce(b, Occasion(ROLLS, player=player, other=str(count)))


def drawn(state: GameState, occasion: Occasion) -> tuple[str, ...]:
    """The dice a draw took from the bag (still known by name wherever they went)."""
    return tuple(d for d in occasion.other.split(",") if d in state.dice)


DICE_TRIGGERS = {
    # "whenever you / your opponent draw(s) (one or more ...) dice" (DM-6.2), card active
    "when_you_draw": TriggerKind(DREW, "player", True, subjects=drawn),
    "when_opponent_draws": TriggerKind(DREW, "opposing", True, subjects=drawn),
    # "whenever you roll a die (on a double energy face)": each die of yours as its roll
    # counts (DM-2.6: the Roll and Reroll Step's at its end, an effect's at once)
    "when_you_roll": TriggerKind("rolled", "yours", True),
}
TRIGGERS.update(DICE_TRIGGERS)
