"""Which dice may attack together (issue 16; DM-9.1: the active player declares attackers,
within what effects allow; DM-14.3: a static ability holds while its condition does;
DM-12.1: "can't" beats "can" and "must"). Static abilities of these ops, each reaching the
dice its target kind and filters name (`targetability.static_reaches`):

- `attacks_alone`: a die it reaches attacks only as the one attacker ("<self> can only
  attack alone");
- `cant_attack_alone`: a die it reaches never attacks as the one attacker ("opposing
  Villain character dice cannot attack alone");
- `max_attackers`: at most `amount` of the dice it reaches attack ("your opponent cannot
  attack with more than two character dice", "only 1 Batman character die can attack");
- `max_attackers_each_affiliation`: at most `amount` (1 if 0) of them of each affiliation
  ("only one opposing character die of each affiliation may attack"; a die of two
  affiliations counts for both, one of none for neither);
- `min_attackers`: at least `amount` of them attack, if a declaration allows it ("at least
  one opposing character die must attack each turn").

They are described to the player as `AttackLimit`s over the dice that may attack now
(`limits`), which the flow, the choice description (flow/choices) and the bots judge
alike (`refused`). A die that must attack (DM-14.2) need not when adding it would break
one of these (docs/rulings.md "Attacking together")."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

import msgspec

from games.engine.abilities.filters import FILTERS, card_of
from games.engine.abilities.targetability import static_reaches
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

ALONE, NOT_ALONE, AT_MOST = "attacks_alone", "cant_attack_alone", "max_attackers"
EACH_AFFILIATION, AT_LEAST = "max_attackers_each_affiliation", "min_attackers"
OPS = frozenset({ALONE, NOT_ALONE, AT_MOST, EACH_AFFILIATION, AT_LEAST})
_KINDS = {ALONE: "alone", NOT_ALONE: "not_alone", AT_MOST: "at_most", AT_LEAST: "at_least"}
GIVEN = "grant_affiliation"  # an affiliation an effect gave (effects/granting.py)
_SEARCH = 12  # dice beyond which "if able" is not searched (taken as able)


class AttackLimit(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """One limit on a declaration: `kind` "alone" (any of `dice` attacks only alone),
    "not_alone" (none of `dice` attacks alone), "at_most" / "at_least" (`amount` of
    `dice`; at least: as many as some allowed declaration holds, if fewer)."""

    kind: str
    dice: tuple[str, ...]
    amount: int = 0


def limits(state: GameState, possible: Sequence[str]) -> tuple[AttackLimit, ...]:
    """The limits static abilities put now on the dice that may attack (`possible`)."""
    cards = state.cards
    if not possible or (isinstance(cards, CardPool) and cards.static_ops.isdisjoint(OPS)):
        return ()
    found: list[AttackLimit] = []
    for card in cards.values():
        for ability in card.statics:
            for effect in ability.effects:
                if effect.op not in OPS:
                    continue
                reached = tuple(
                    d
                    for d in possible
                    if static_reaches(state, card, ability, effect, state.dice[d], d)
                )
                if not reached:
                    continue
                if effect.op != EACH_AFFILIATION:
                    found.append(AttackLimit(_KINDS[effect.op], reached, effect.amount))
                    continue
                names = sorted(
                    {a for d in reached for a in card_of(state, state.dice[d]).affiliations}
                )
                for name in names:
                    group = tuple(
                        d for d in reached if FILTERS["affiliation"](state, state.dice[d], name)
                    )
                    found.append(AttackLimit("at_most", group, effect.amount or 1))
    return tuple(dict.fromkeys(found))


def _broken(found: Iterable[AttackLimit], chosen: set[str]) -> str:
    """What a declaration of `chosen` breaks, but for "at least" (no reason: none)."""
    for x in found:
        mine = chosen.intersection(x.dice)
        if x.kind == "alone" and mine and len(chosen) > 1:
            return f"{sorted(mine)} may only attack alone"
        if x.kind == "not_alone" and mine and len(chosen) == 1:
            return f"{sorted(mine)} may not attack alone"
        if x.kind == "at_most" and len(mine) > x.amount:
            return f"at most {x.amount} of {sorted(x.dice)} may attack"
    return ""


def _able(found: Sequence[AttackLimit], possible: Sequence[str], want: AttackLimit) -> int:
    """How many of `want.dice` (up to its amount) some declaration breaking no other limit
    holds: what "at least, if able" asks for."""
    need = min(want.amount or 1, len(want.dice))
    if len(possible) > _SEARCH:
        return need
    best = 0
    for size in range(1, len(possible) + 1):
        for chosen in combinations(possible, size):
            if not _broken(found, set(chosen)):
                best = max(best, min(need, len(set(chosen).intersection(want.dice))))
                if best == need:
                    return need
    return best


def refused(
    found: Sequence[AttackLimit], required: Iterable[str], chosen: Iterable[str],
    possible: Sequence[str],
) -> str:  # fmt: skip
    """Why declaring `chosen` is refused under these limits, with the dice that must attack
    (`required`, DM-14.2); "" when it is allowed."""
    chosen = set(chosen)
    if why := _broken(found, chosen):
        return why
    missing = set(required) - chosen
    if missing and not _broken(found, chosen | missing):
        return f"{sorted(missing)} must attack"
    for x in found:
        if x.kind == "at_least" and len(chosen.intersection(x.dice)) < _able(found, possible, x):
            return f"at least {x.amount or 1} of {sorted(x.dice)} must attack"
    return ""


def fit(
    found: Sequence[AttackLimit], required: Sequence[str], chosen: Sequence[str],
    possible: Sequence[str],
) -> tuple[str, ...]:  # fmt: skip
    """`chosen` if allowed, else an allowed declaration near it (for bots and examples):
    the dice that must attack, one die of each group that must, none, one die, or the
    smallest allowed set."""
    groups = [x.dice[0] for x in found if x.kind == "at_least"]
    tries: list[Iterable[str]] = [chosen, required, [*required, *groups], groups, ()]
    tries += [(d,) for d in possible]
    for dice in tries:
        if not refused(found, required, dice, possible):
            return tuple(sorted(set(dice)))
    for size in range(2, min(len(possible), _SEARCH) + 1):
        for dice in combinations(possible, size):
            if not refused(found, required, dice, possible):
                return tuple(sorted(dice))
    return ()
