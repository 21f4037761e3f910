"""A character die leaving the Field Zone because of a player (issue 16: Aftershock,
keywords/aftershock.py): occasion `left_field`, its die and the player whose doing it was.

Announced by the doors a die leaves by: the KO door (abilities/damage.py `knock_out`: the
player who KO'd it, abilities/ko_credit.py, with the KO's own occasions), and an effect that
moves dice out of the Field Zone (effects/moves.py: the effect's controller) or captures them
(effects/capture.py), and a reroll that sends a die off by its face (off_the_field.py).
Nothing is looked up when no card of the game waits for it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from games.engine.abilities.ko_credit import kod_by
from games.engine.abilities.occasions import Occasion, announce, hears
from games.engine.model.batch import Batch
from games.engine.model.state import FIELD_ZONES, GameState

LEFT_FIELD = "left_field"


def kod(state: GameState, dice: Sequence[str], by: int | None) -> list[Occasion]:
    """The occasions of dice about to be KO'd (still in the Field Zone), each with who KO'd
    it (None: no one known)."""
    if not dice or not hears(state, LEFT_FIELD):
        return []
    return [Occasion(LEFT_FIELD, die=d, player=kod_by(state, d, by)) for d in dice]


def in_field(state: GameState, dice: Iterable[str]) -> list[str]:
    """Those of `dice` in a Field Zone now (before a move), if any card waits for it."""
    if not hears(state, LEFT_FIELD):
        return []
    return [d for d in dice if d in state.dice and state.dice[d].zone in FIELD_ZONES]


def moved(b: Batch, were: Iterable[str], player: int) -> None:
    """Dice that were in a Field Zone (`in_field` before the move) and are no longer there,
    moved by `player`'s effect: announced."""
    gone = [d for d in were if d in b.state.dice and b.state.dice[d].zone not in FIELD_ZONES]
    if gone:
        announce(b, *(Occasion(LEFT_FIELD, die=d, player=player) for d in gone))


def by_opponent(state: GameState, occasion: Occasion, die: str) -> bool:
    """It left because of one of its owner's opponents (their damage, their effect)."""
    owner = state.dice[die].owner if die in state.dice else None
    return (
        owner is not None and occasion.player is not None
        and occasion.player in state.opponents(owner)
    )  # fmt: skip
