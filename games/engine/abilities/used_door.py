"""The one door of every move to the Used Pile, or to Out of Play in its place (000:L182-186):
card text that sends a die elsewhere instead (abilities/used_instead.py: a mark or a static,
DM-12.1) decides first, then the keywords of the remaining dice (hooks.to_used_pile,
Immortal). A module of its own: the card text is read through the targetability of statics,
which the hook points cannot import (they are below the filters)."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities import hooks
from games.engine.abilities.used_instead import destinations, marked
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.state import Zone


def to_used_pile(b: Batch, player: int, dice: Sequence[str], to: Zone, reason: str) -> None:
    """Move `player`'s dice to `to` (the Used Pile or Out of Play), each where card text or a
    keyword sends it instead."""
    elsewhere = destinations(b.state, dice)
    if elsewhere:
        _send(b, player, elsewhere)
        dice = [d for d in dice if d not in elsewhere]
    hooks.to_used_pile(b, player, dice, to, reason)


def end_of_turn(b: Batch, player: int, dice: Sequence[str], reason: str) -> None:
    """DM-10.4: Out of Play dice go to the Used Pile at the end of the turn; a die marked to
    go elsewhere ("put it into your bag at the end of the turn instead") goes there. What put
    the others Out of Play decided already: no keyword is asked again."""
    sent = {d: m for d in dice if (m := marked(b.state, d)) is not None} if b.state.lasting else {}
    if sent:
        _send(b, player, sent)
    rest = tuple(d for d in dice if d not in sent)
    if rest:
        b.emit(ev.DiceMoved(player, rest, Zone.USED.value, reason))


def _send(b: Batch, player: int, sent: dict[str, tuple[str, str]]) -> None:
    groups: dict[tuple[str, str], list[str]] = {}
    for die_id, where in sorted(sent.items()):
        groups.setdefault(where, []).append(die_id)
    for (zone, card), group in sorted(groups.items()):
        b.emit(ev.DiceMoved(player, tuple(group), zone, card))
