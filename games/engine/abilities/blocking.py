"""Who may block a die, by its card's static abilities (DM-14.3; DM-9.3: the defender
chooses blockers, within what effects allow; DM-12.1: "can't" beats "can"). Read where the
rules apply: `permissions.may_block` (each pair) and the blockers' declaration (`short`,
flow/attack.py), the bots too. The effects (data): effects/blocking.py.

("Can't be blocked" at all, static or persistent, is permissions.py's.)
- `cant_be_blocked_by`: not by dice passing its `by_filters` ("can't be blocked by
  Sidekicks", "... by level 1 character dice", "... by higher level character dice").
- `only_blocked_by`: only by dice passing its `by_filters` ("can only be blocked by @bolt
  character dice"; "can't be blocked by non-@mask characters" is the same).
- `min_blockers`: blocked by `amount` or more dice, or not at all ("can only be blocked by
  two or more character dice").
- `cant_block_dice`, the other way round: on the would-be blocker, it may not block
  attackers passing its `by_filters` ("target opposing character die can't block your (bolt)
  or (fist) character dice"; a static's: "<name> can't block your (aff) dice"); the filters
  (and `level_vs`) are read on the attacker, against the blocker.

`by_filters` are target filters (abilities/filters.py) on the would-be blocker, and
`level_vs` ("higher" / "lower", or "not_higher": equal or lower): its level against the
attacker's (a die not showing a character face has no level, and is none of them).

A triggered ability's limit ("when <this> attacks, it can't be blocked by Sidekicks") is a
persistent effect on the die (DM-14.2, effects/blocking.py): its `by_filters` kept in the
`Lasting`'s `to` as JSON (`encoded`), read back here with the statics'.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from games.engine.abilities.filters import FILTERS
from games.engine.abilities.targetability import reaching
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Die, GameState

CANT_BE_BLOCKED_BY = "cant_be_blocked_by"
ONLY_BLOCKED_BY = "only_blocked_by"
MIN_BLOCKERS = "min_blockers"
OPS = frozenset({CANT_BE_BLOCKED_BY, ONLY_BLOCKED_BY, MIN_BLOCKERS})  # the static ops read here
CANT_BLOCK_DICE = "cant_block_dice"  # on the blocker, not the attacker (module doc)
BLOCKER_OPS = frozenset({CANT_BLOCK_DICE})
# by_filters that are no target filter: the other die's level against this one's, the kind
# of damage and who dealt it (abilities/immunity.py), the kinds of ability that can't
# target (targets.py)
RELATIVE = frozenset({"level_vs", "combat", "sources", "opposing", "engaged"})  # engaged:
# the two dice engaged with each other (abilities/damage_between.py)
_LEVELS = {
    "higher": lambda mine, theirs: mine > theirs,
    "lower": lambda mine, theirs: mine < theirs,
    "not_higher": lambda mine, theirs: mine <= theirs,
}
LEVELS_VS = frozenset(_LEVELS)


def _level(state: GameState, die: Die) -> int | None:
    face = state.face_of(die)
    return getattr(face, "level", None) if state.is_character(die) else None


def compares(state: GameState, blocker: Die, attacker: Die, by: Iterable[tuple[str, Any]]) -> bool:
    """Does the other die (`blocker`) pass the filters, `level_vs` against `attacker`?"""
    for name, value in by:
        if name == "level_vs":
            mine, theirs = _level(state, blocker), _level(state, attacker)
            if mine is None or theirs is None:
                return False
            if not _LEVELS[value](mine, theirs):
                return False
        elif not FILTERS[name](state, blocker, value):
            return False
    return True


def encoded(by_filters: Iterable[tuple[str, Any]]) -> str:
    """A limit's blockers' filters as a persistent effect keeps them (`Lasting.to`)."""
    return json.dumps([list(pair) for pair in by_filters])


def _persistent(state: GameState, attacker: str, ops: frozenset[str] = OPS) -> list[EffectSpec]:
    """The block limits persistent effects put on the attacker (DM-14.2), or of `ops`."""
    return [
        EffectSpec(x.effect, amount=x.amount, by_filters=tuple(tuple(p) for p in json.loads(x.to)))
        for x in state.lasting
        if x.effect in ops and x.target == attacker
    ]


def _limits(state: GameState, attacker: str) -> list[EffectSpec]:
    """The block limits of static abilities that hold and reach the attacker now, and of
    persistent effects on it."""
    lasting = _persistent(state, attacker) if state.lasting else []
    return lasting + reaching(state, OPS, attacker)


def forbids(state: GameState, blocker: str, attacker: str) -> bool:
    """Does a static block limit forbid `blocker` to block `attacker`?"""
    if _barred_blocker(state, blocker, attacker):
        return True
    limits = _limits(state, attacker)
    if not limits:
        return False
    mine, theirs = state.dice[blocker], state.dice[attacker]
    for effect in limits:
        if effect.op == CANT_BE_BLOCKED_BY and compares(state, mine, theirs, effect.by_filters):
            return True
        if effect.op == ONLY_BLOCKED_BY and not compares(state, mine, theirs, effect.by_filters):
            return True
    return False


def _barred_blocker(state: GameState, blocker: str, attacker: str) -> bool:
    """Does a `cant_block_dice` on `blocker` (persistent, or a static that reaches it) name
    `attacker` among the dice it may not block?"""
    limits = _persistent(state, blocker, BLOCKER_OPS) if state.lasting else []
    limits += reaching(state, BLOCKER_OPS, blocker)
    if not limits:
        return False
    mine, theirs = state.dice[blocker], state.dice[attacker]
    return any(compares(state, theirs, mine, effect.by_filters) for effect in limits)


def blockers_needed(state: GameState, attacker: str) -> int:
    """How many dice must block the attacker if any do (1, or a `min_blockers` amount)."""
    return max((e.amount for e in _limits(state, attacker) if e.op == MIN_BLOCKERS), default=1)


def short(state: GameState, blocks: Iterable[tuple[str, str]]) -> list[str]:
    """The attackers these blocks block with fewer dice than they need (DM-9.3)."""
    count: dict[str, int] = {}
    for _, attacker in blocks:
        count[attacker] = count.get(attacker, 0) + 1
    return sorted(a for a, n in count.items() if n < blockers_needed(state, a))
