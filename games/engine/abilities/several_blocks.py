"""A blocker that blocks several attackers. DM-9.3 gives each blocker one attacker; card text
beats it ("<this> can block an additional character die", "... up to three character dice",
"... any number of Sidekicks"): op `block_more`, a static of the card's dice (DM-14.3, read
while it holds and reaches the blocker) or a persistent effect on one die (DM-14.2, "target
character die can block an additional character die this turn", its filters kept in the
`Lasting`'s `to` as abilities/blocking.py keeps a block limit's).

`amount`: how many attackers more than one it may block (`ANY`, 0: any number);
`by_filters`: target filters every attacker it blocks must pass when it blocks more than one
("any number of Sidekicks": one attacker of any kind, or several Sidekicks). The grants whose
filters all its attackers pass add up (docs/rulings.md "A blocker of several attackers").
Its damage is split among them by its controller, as an attacker's among its blockers
(001:L401-402; flow/combat.py `blocker_splits`).

Read by the blockers' declaration (flow/attack.py), the choice it describes
(flow/choices/describe.py, admit.py) and the bots (sim/bots.py).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

from games.engine.abilities.blocking import compares
from games.engine.abilities.targetability import reaching
from games.engine.model.cards import EffectSpec
from games.engine.model.state import GameState

BLOCK_MORE = "block_more"
ANY = 0  # `amount` 0: any number of attackers


def grants(state: GameState, blocker: str) -> list[EffectSpec]:
    """The `block_more` statics that hold and reach the blocker now, and the persistent
    effects on it."""
    found = [
        EffectSpec(
            BLOCK_MORE, amount=x.amount, by_filters=tuple(tuple(p) for p in json.loads(x.to))
        )
        for x in state.lasting
        if x.effect == BLOCK_MORE and x.target == blocker
    ]
    return found + reaching(state, (BLOCK_MORE,), blocker)


def may_block_all(state: GameState, blocker: str, attackers: Sequence[str]) -> bool:
    """May `blocker` block every one of these attackers at once (one always, DM-9.3)?"""
    if len(attackers) <= 1:
        return True
    extra = 0
    mine = state.dice[blocker]
    for grant in grants(state, blocker):
        if all(compares(state, state.dice[a], mine, grant.by_filters) for a in attackers):
            if grant.amount == ANY:
                return True
            extra += grant.amount
    return len(attackers) <= 1 + extra


def too_many(state: GameState, blocks: Iterable[tuple[str, str]]) -> list[str]:
    """The blockers of these blocks that block more attackers than they may."""
    by_blocker: dict[str, list[str]] = {}
    for blocker, attacker in blocks:
        by_blocker.setdefault(blocker, []).append(attacker)
    return sorted(
        b for b, attackers in by_blocker.items()
        if len(set(attackers)) != len(attackers) or not may_block_all(state, b, attackers)
    )  # fmt: skip


__all__ = ["ANY", "BLOCK_MORE", "grants", "may_block_all", "too_many"]
