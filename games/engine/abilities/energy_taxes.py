"""Additional costs paid in energy to attack, to block or to use an action die (DM-12.2:
a cost; DM-8.1: paid from the Reserve Pool, the dice spent go Out of Play on your own turn
and to the Used Pile on an opponent's). "Opposing dice can't attack unless your opponent
pays 1 per die", "your opponent must pay 2 to block each of your <kind> character dice",
"<self> can't be blocked unless the defending player pays 1 per blocking die", "your
opponent must pay 1 to declare an attack", "... to use each action die". The ops:
- `ATTACK` (a static reaching dice: `this_card` or a dice kind with filters): each attacker
  it reaches costs its controller `amount` as attackers are declared;
- `DECLARE` (a static on "opponent" / "all_players"): a declaration with attackers costs
  `amount` once;
- `BLOCKED` (reaching attackers): each of them blocked costs the blocking player `amount`
  once, however many dice block it;
- `PER_BLOCKER` (reaching attackers): each blocker declared on one of them costs `amount`
  (`by_filters`: only the blockers they name);
- `ACTION` (a static on a player): each action die used costs `amount` (`by_filters`: only
  the action dice they name);
- `ATTACK_ONCE` (reaching dice: "<dice> can't attack; their player may pay (1) to ignore
  this effect until end of turn"): a declaration with any attacker it reaches costs
  `amount` once, however many of them attack (one declaration a turn, DM-9.1);
- `BLOCK_ONCE` (reaching attackers, `by_filters`: the blockers it names): a block
  declaration in which any of those blockers blocks one of them costs `amount` once.
The payment travels with the declaration or the use (`paid`, `virtual`, as a Global's);
unpaid, the declaration or the use is refused (`*_UNPAID` codes; flow/taxed.py). Paying
is the player's choice: a die that must attack or block need not when that costs energy
(docs/rulings.md "Costs paid in energy"). The energy is generic: any type pays."""

from __future__ import annotations

from collections.abc import Iterable

from games.engine.abilities.filters import FILTERS
from games.engine.abilities.player_statics import statics_on
from games.engine.abilities.targetability import reaching
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

ATTACK, DECLARE = "energy_to_attack", "energy_to_declare_attack"
BLOCKED, PER_BLOCKER = "energy_to_block", "energy_per_blocker"
ACTION, ATTACK_ONCE = "energy_to_use_action", "energy_once_to_attack"
BLOCK_ONCE = "energy_once_to_block"
OPS = frozenset({ATTACK, DECLARE, BLOCKED, PER_BLOCKER, ACTION, ATTACK_ONCE, BLOCK_ONCE})
DIE_OPS = frozenset({ATTACK, BLOCKED, PER_BLOCKER, ATTACK_ONCE, BLOCK_ONCE})  # reach dice
_ATTACK_OPS = frozenset({ATTACK, ATTACK_ONCE})
_BLOCK_OPS = frozenset({BLOCKED, PER_BLOCKER, BLOCK_ONCE})


def _none(state: GameState, ops: Iterable[str]) -> bool:
    """No card of the game says any of `ops` (worked out once a game: no die is asked)."""
    cards = state.cards
    return isinstance(cards, CardPool) and cards.static_ops.isdisjoint(ops)


def attack_tax(state: GameState, player: int, dice: Iterable[str]) -> int:
    """The energy `player` pays to declare these attackers (nothing for no attacker)."""
    dice = list(dice)
    if not dice or _none(state, OPS):
        return 0
    total, once = declare_tax(state, player), {}
    for die in dice:
        for e in reaching(state, _ATTACK_OPS, die):
            if e.op == ATTACK_ONCE:
                once[id(e)] = e.amount  # the card's effect ignored for every die at once
            else:
                total += e.amount
    return total + sum(once.values())


def once_groups(state: GameState, dice: Iterable[str]) -> list[tuple[tuple[str, ...], int]]:
    """Each `ATTACK_ONCE` effect as (the dice of `dice` it reaches, amount): a declaration
    with any of them pays the amount once (the legal actions' description)."""
    if _none(state, (ATTACK_ONCE,)):
        return []
    groups: dict[int, tuple[list[str], int]] = {}
    for die in dice:
        for e in reaching(state, (ATTACK_ONCE,), die):
            groups.setdefault(id(e), ([], e.amount))[0].append(die)
    return [(tuple(named), amount) for named, amount in groups.values()]


def declare_tax(state: GameState, player: int) -> int:
    """What a declaration with any attacker costs `player` once (`DECLARE`)."""
    if _none(state, (DECLARE,)):
        return 0
    return sum(e.amount for e in statics_on(state, player, DECLARE))


def die_attack_tax(state: GameState, die: str, once: bool = True) -> int:
    """What one attacker costs on its own (bots and must-attack; `once`: with the
    `ATTACK_ONCE` effects that reach it, else `ATTACK` only)."""
    if _none(state, _ATTACK_OPS):
        return 0
    return sum(e.amount for e in reaching(state, _ATTACK_OPS if once else (ATTACK,), die))


def blocked_tax(state: GameState, attacker: str) -> int:
    """What blocking `attacker` costs once, however many dice block it (`BLOCKED`)."""
    if _none(state, _BLOCK_OPS):
        return 0
    return sum(e.amount for e in reaching(state, _BLOCK_OPS, attacker) if e.op == BLOCKED)


def blocker_tax(state: GameState, blocker: str, attacker: str) -> int:
    """What `blocker` blocking `attacker` costs (`PER_BLOCKER` whose filters name it)."""
    if _none(state, _BLOCK_OPS):
        return 0
    die = state.dice[blocker]
    return sum(
        e.amount
        for e in reaching(state, _BLOCK_OPS, attacker)
        if e.op == PER_BLOCKER and all(FILTERS[n](state, die, v) for n, v in e.by_filters)
    )


def block_tax(state: GameState, blocks: Iterable[tuple[str, str]]) -> int:
    """The energy the blocking player pays for these (blocker, attacker) pairs: each taxed
    attacker blocked once (`BLOCKED`), each blocker of a taxed attacker its filters name
    (`PER_BLOCKER`)."""
    blocks = list(blocks)
    if not blocks or _none(state, _BLOCK_OPS):
        return 0
    once = sum(blocked_tax(state, a) for a in dict.fromkeys(a for _, a in blocks))
    once += sum(amount for _, amount in block_groups(state, blocks))
    return once + sum(blocker_tax(state, b, a) for b, a in blocks)


def block_groups(
    state: GameState, blocks: Iterable[tuple[str, str]]
) -> list[tuple[tuple[tuple[str, str], ...], int]]:
    """Each `BLOCK_ONCE` effect as (the pairs of `blocks` it taxes, amount): a declaration
    with any of them pays the amount once."""
    if _none(state, (BLOCK_ONCE,)):
        return []
    groups: dict[int, tuple[list[tuple[str, str]], int]] = {}
    for blocker, attacker in blocks:
        die = state.dice[blocker]
        for e in reaching(state, (BLOCK_ONCE,), attacker):
            if all(FILTERS[n](state, die, v) for n, v in e.by_filters):
                groups.setdefault(id(e), ([], e.amount))[0].append((blocker, attacker))
    return [(tuple(pairs), amount) for pairs, amount in groups.values()]


def action_tax(state: GameState, player: int, die: str) -> int:
    """The energy `player` pays to use the action die `die`."""
    if _none(state, (ACTION,)):
        return 0
    found = state.dice[die]
    return sum(
        spec.amount
        for spec in statics_on(state, player, ACTION)
        if all(FILTERS[n](state, found, v) for n, v in spec.by_filters)
    )


def untaxed_attackers(state: GameState, player: int, required: Iterable[str]) -> list[str]:
    """The dice that must attack and whose attack costs no energy on its own (a cost is
    never required: DM-12.2, docs/rulings.md)."""
    return [d for d in required if not die_attack_tax(state, d)]


def untaxed_blockers(
    state: GameState, required: Iterable[str], possible: Iterable[tuple[str, str]]
) -> list[str]:
    """The dice that must block and may block some attacker at no energy."""
    pairs = list(possible)
    return [
        d for d in required if any(b == d and not block_tax(state, [(b, a)]) for b, a in pairs)
    ]
