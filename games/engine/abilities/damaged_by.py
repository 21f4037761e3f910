"""A player dealt damage by an opponent's ability of one kind (issue 16, lane tg): "when an
opponent's Global Ability damages you", "when an opposing character's ability deals you
damage", "when you take damage from an opposing 'when fielded' ability", while the card
is active (DM-18.1).

The occasion is the player's own "player_damaged" (DM-12.4: damage, never life lost or
paid), announced as an ability's damage is dealt (abilities/effects/damage.py): the ability
resolving is the head of the queue then (DM-15.3: one at a time, fully), and it dealt the
latest moment of damage to that player (model/hits.py) when a hit of that moment comes from
its die or card. Its kinds are abilities/damage_sources.py's (a Reactive Global is a Global,
DM-8.19); combat damage (DM-9.7) is no ability's. The dealer must be an opponent of the
damaged player: the controller of the ability (DM-12.7: an opponent's cards are never
yours). A keyword's own "when fielded" is no such ability (DM-18.4). Damage prevented in full
is not dealt and triggers nothing (DM-19.1); the amount is `damage_you_took`
(abilities/counts.py: what is left of that moment).

They join `TRIGGERS` here, once the loader imports this (as targeted.py's)."""

from __future__ import annotations

from collections.abc import Callable

from games.engine.abilities.damage_sources import dealer_of
from games.engine.abilities.occasions import TRIGGERS, Occasion, TriggerKind
from games.engine.model.hits import moment_of
from games.engine.model.state import GameState

OCCASION = "player_damaged"
KINDS = ("global", "character", "when_fielded")


def dealer_kinds(state: GameState, player: int) -> tuple[frozenset[str], int | None]:
    """The kinds of the ability that just dealt `player` damage, and who controls it
    (empty, None: combat damage, or no resolving ability dealt it)."""
    hits = moment_of(state, f"player:{player}")
    if not hits or any(h.combat for h in hits) or not state.triggers:
        return frozenset(), None
    head = state.triggers[0]
    if not any(h.source in (head.source_die, head.card) for h in hits if h.source):
        return frozenset(), None  # (redirected to this player by another's ability)
    if head.kind == "reactive":  # a Reactive Global's own effect (DM-8.19)
        return frozenset({"global"}), head.controller
    by = dealer_of(state, head)
    return by.kinds, by.player


def _by_opposing(kind: str) -> Callable[[GameState, Occasion, str], bool]:
    def condition(state: GameState, occasion: Occasion, die: str) -> bool:
        if occasion.player is None:
            return False
        kinds, player = dealer_kinds(state, occasion.player)
        return kind in kinds and player in state.opponents(occasion.player)

    return condition


DAMAGED_BY_TRIGGERS = {
    f"when_you_are_damaged_by_opposing_{kind}": TriggerKind(
        OCCASION, "player", True, condition=_by_opposing(kind)
    )
    for kind in KINDS
}
TRIGGERS.update(DAMAGED_BY_TRIGGERS)
