"""What a die may do in combat, with persistent effects (DM-14.2: "can't attack", "can't
block", "can't be blocked", "must attack"), static abilities saying the same while they
hold (DM-14.3: "<self> can't be blocked", "if ..., <self> must attack") and keywords' hook
points (may_attack, may_block) taken into account. "You can't" beats "you can" (DM-12.1),
and a die that must attack but may not does not attack (docs/rulings.md, "Effects (fx)")."""

from __future__ import annotations

from collections.abc import Iterable

from games.engine.abilities import blocking, hooks
from games.engine.abilities.effects.lasting import NAMES
from games.engine.abilities.locks import barred, locked
from games.engine.abilities.targets import static_reaches
from games.engine.abilities.textless import named_and_fielded
from games.engine.model.cards import CardPool
from games.engine.model.evolve_takeover import CONTROLLED
from games.engine.model.rulesets import ruleset
from games.engine.model.state import Die, GameState


def under(state: GameState, effect: str, die: str) -> bool:
    """Is a persistent effect named `effect` in force on `die`, or a static ability's effect
    of that name that holds and reaches it (DM-14.3)?"""
    for x in state.lasting:  # (a loop: no generator, no closure cell for every die asked)
        if x.effect == effect and x.target == die:
            return True
    return _static(state, effect, die)


def _static(state: GameState, effect: str, die_id: str) -> bool:
    die = state.dice.get(die_id)
    if die is None or effect not in NAMES:
        return False
    cards = state.cards
    if isinstance(cards, CardPool) and effect not in cards.static_ops:
        return False  # no static ability of the game's cards names it (worked out once a game)
    return _reaches(state, effect, die, die_id)


def _reaches(state: GameState, effect: str, die: Die, die_id: str) -> bool:
    """Does a static ability named `effect` hold and reach the die? (Apart from `_static`:
    its generator would make `_static`'s arguments closure cells at every call.)"""
    return any(
        e.op == effect and static_reaches(state, card, ability, e, die, die_id)
        for card in state.cards.values()
        for ability in card.statics
        for e in ability.effects
    )


def may_attack(state: GameState, die: str) -> bool:
    return (
        not under(state, "cant_attack", die)
        and not _controlling_under_2014(state, die)
        and not (state.lasting and named_and_fielded(state, state.dice[die]))
        and hooks.may_attack(state, die)
    )


def _controlling_under_2014(state: GameState, die: str) -> bool:
    """2014: "Your controlling die cannot attack" while it controls a die (001:L782-783)."""
    if not state.lasting or ruleset(state.options.rules).controlling_die_attacks:
        return False
    for x in state.lasting:  # noqa: SIM110  (a loop: no closure cell at every call)
        if x.effect == CONTROLLED and x.source == die:
            return True
    return False


def may_field(state: GameState, die: str) -> bool:
    """May the die's owner field it ("may not field that card's dice": a `cant_field`
    lock on its card; "can't field level 3 character dice": a `cant_be_fielded` static that
    reaches it; abilities/locks.py)?"""
    found = state.dice[die]
    if found.owner is None:
        return True
    return not locked(state, found.owner, found.card) and not barred(state, die)


def may_block(state: GameState, blocker: str, attacker: str) -> bool:
    if under(state, "cant_block", blocker) or under(state, "cant_be_blocked", attacker):
        return False
    return hooks.may_block(state, blocker, attacker) and not blocking.forbids(
        state, blocker, attacker
    )


def required_blockers(state: GameState, possible: Iterable[tuple[str, str]]) -> tuple[str, ...]:
    """Those blockers of the `possible` (blocker, attacker) pairs that must block ("must
    block (if able)", DM-14.2): a die that may block no attacker blocks nothing."""
    return tuple(sorted({b for b, _ in possible if under(state, "must_block", b)}))


def required_attackers(state: GameState, possible: Iterable[str]) -> tuple[str, ...]:
    """Those of the `possible` attackers that must attack (DM-14.2, DM-14.3)."""
    return tuple(sorted(d for d in possible if under(state, "must_attack", d)))
