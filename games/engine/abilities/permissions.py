"""What a die may do in combat, with persistent effects (DM-14.2: "can't attack", "can't
block", "can't be blocked", "must attack"), static abilities saying the same while they
hold (DM-14.3: "<self> can't be blocked", "if ..., <self> must attack") and keywords' hook
points (may_attack, may_block) taken into account. "You can't" beats "you can" (DM-12.1),
and a die that must attack but may not does not attack (docs/rulings.md, "Effects (fx)")."""

from __future__ import annotations

from collections.abc import Iterable

from games.engine.abilities import blocking, hooks
from games.engine.abilities.effects.bound_blocks import MUST_BLOCK_DIE
from games.engine.abilities.effects.lasting import NAMES
from games.engine.abilities.effects.no_blockers import barred as no_blockers
from games.engine.abilities.locks import CANT_BE_PURCHASED, CANT_PURCHASE, barred, locked
from games.engine.abilities.stun import stunned
from games.engine.abilities.targets import static_reaches
from games.engine.abilities.textless import named_and_fielded
from games.engine.abilities.texts import no_hooks
from games.engine.model.cards import CardPool
from games.engine.model.evolve_takeover import CONTROLLED
from games.engine.model.rulesets import ruleset
from games.engine.model.state import Die, GameState

_CANT_ATTACK = "cant_attack"


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
    cards = state.cards
    if (
        not state.lasting
        and type(cards) is CardPool
        and _CANT_ATTACK not in cards.static_ops
        and no_hooks(state, "may_attack")
    ):
        # the usual game: no persistent effect (a Stun token is one), static or keyword
        return True  # bars any die from attacking (one look instead of a call for each)
    return (
        not under(state, "cant_attack", die)
        and not _controlling_under_2014(state, die)
        and not stunned(state, die)  # a Stun token on its card (abilities/stun.py)
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


def may_purchase(state: GameState, die: str) -> bool:
    """May the player buying this die of the supply purchase it ("your opponent may not
    purchase that card's dice": a `cant_purchase` lock on its card; "... may not purchase
    character dice with a printed cost of 2": a `cant_be_purchased` static that reaches it;
    abilities/locks.py)? A Basic Action Die belongs to no one: no lock names it."""
    found = state.dice[die]
    if found.owner is None:
        return True
    return not locked(state, found.owner, found.card, CANT_PURCHASE) and not barred(
        state, die, CANT_BE_PURCHASED
    )


def may_block(state: GameState, blocker: str, attacker: str) -> bool:
    """May `blocker` block `attacker`: effects allow it, and a blocker bound to block
    certain attackers (`must_block_die`, effects/bound_blocks.py) blocks one of those."""
    if not _may_block(state, blocker, attacker):
        return False
    bound = _bound_to(state, blocker) if state.lasting else ()
    return not bound or attacker in bound


def _may_block(state: GameState, blocker: str, attacker: str) -> bool:
    if under(state, "cant_block", blocker) or under(state, "cant_be_blocked", attacker):
        return False
    if stunned(state, blocker):  # a Stun token on its card (abilities/stun.py)
        return False
    if no_blockers(state, blocker):  # its player may not declare blockers (effects/no_blockers.py)
        return False
    return hooks.may_block(state, blocker, attacker) and not blocking.forbids(
        state, blocker, attacker
    )


def _bound_to(state: GameState, blocker: str) -> tuple[str, ...]:
    """The attackers `blocker` must block one of ("must block <this> (if able)"): those
    still attacking that it may block at all; none when it may block none (DM-12.1)."""
    combat = state.combat
    if combat is None:
        return ()
    return tuple(
        x.to
        for x in state.lasting
        if x.effect == MUST_BLOCK_DIE
        and x.target == blocker
        and x.to in combat.attackers
        and _may_block(state, blocker, x.to)
    )


def required_blockers(state: GameState, possible: Iterable[tuple[str, str]]) -> tuple[str, ...]:
    """Those blockers of the `possible` (blocker, attacker) pairs that must block ("must
    block (if able)", DM-14.2; "must block <this> (if able)": a blocker bound to attackers
    it may block): a die that may block no attacker blocks nothing."""
    pairs = list(possible)
    return tuple(
        sorted(
            {
                b
                for b, _ in pairs
                if under(state, "must_block", b) or (state.lasting and _bound_to(state, b))
            }
        )
    )


def required_attackers(state: GameState, possible: Iterable[str]) -> tuple[str, ...]:
    """Those of the `possible` attackers that must attack (DM-14.2, DM-14.3)."""
    return tuple(sorted(d for d in possible if under(state, "must_attack", d)))
