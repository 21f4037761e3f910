"""Damage made smaller as it is dealt (DM-15.4: "prevent, reduce, or redirect" happen at
once), read at the door of damage (abilities/damage.py `deal_damage`), after prevention
shields and before immunity. Each call of that door is one source's damage to one target,
so "from each source" and "every time <it> takes damage" are each such damage:

- `reduce_damage_taken` (a static ability's, DM-14.3): each damage dealt to a die it reaches
  is smaller by the amount ("every time <self> takes damage, reduce that damage by 1";
  "damage dealt to your (aff) character dice from each source is reduced by 2");
- `cap_damage_taken` (a static ability's): each damage dealt to a die it reaches is at most
  the amount ("reduce all damage dealt to <self> from each source to 1");
- `halve_damage_taken` (a static ability's): each damage dealt to a die it reaches is half,
  rounded down ("<self> takes half damage (rounded down)"; "prevent half (rounded up) of
  the damage" leaves the same);
- any of the three with `by_filters`: only damage from what they name ("<self> takes 2 less
  damage from action dice", "... half damage from @fist characters"; abilities/
  damage_between.py `from_source`);
- `limit_combat_damage` (a persistent effect on a player until Cleanup, DM-14.2, from a Global
  that caps the combat damage one character die deals you: at or above a threshold, a smaller
  fixed amount instead): combat damage from one character die to that player of at least the
  limit's `to` (its threshold, a number) is its amount instead; a static ability's on "you"
  (while its card is active, one die's combat damage of 3 or more to its player is 2: its
  `attack` the threshold) holds while its card is active (abilities/player_statics.py).

Where a cap, a halving and a reduction reach a die, the player whose die it is applies the
cap first, then the halving, then the reduction (the order that leaves the least damage;
docs/rulings.md "Damage reduced"). On `you` (a static of its card's player while it holds
for them, DM-18.1) a reduction or cap makes the damage that player takes smaller, its
`by_filters` naming the damage ("opposing characters deal you at most 1 damage while
attacking": combat damage, DM-9.11); a halving on a player is not read. Damage made 0 is
not dealt, and triggers nothing (DM-19.1, as prevented damage)."""

from __future__ import annotations

from games.engine.abilities.damage_between import from_source
from games.engine.abilities.damage_sources import Dealer
from games.engine.abilities.immunity import player_damage_named
from games.engine.abilities.player_statics import statics_on
from games.engine.abilities.targets import static_holds, static_reaches
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

REDUCE = "reduce_damage_taken"
CAP = "cap_damage_taken"
HALVE = "halve_damage_taken"
LIMIT = "limit_combat_damage"
STATIC = frozenset({REDUCE, CAP, HALVE})


def taken(
    state: GameState,
    target: str,
    source: str,
    amount: int,
    combat: bool,
    by: Dealer | None = None,
) -> int:
    """What is left of `amount` from `source` to `target` under the reductions in force
    (`by`: the ability dealing it, for ability damage)."""
    if amount <= 0:
        return amount
    cards = state.cards
    if target.startswith("player:"):
        amount = _limited(state, target, source, amount, combat)
        if isinstance(cards, CardPool) and cards.static_ops.isdisjoint(STATIC):
            return amount
        return _player_taken(state, int(target[7:]), source, amount, combat, by)
    if isinstance(cards, CardPool) and cards.static_ops.isdisjoint(STATIC):
        return amount
    die = state.dice.get(target)
    if die is None:
        return amount
    reduce, caps, halves = 0, [], 0
    for card in cards.values():
        for ability in card.statics:
            for effect in ability.effects:
                if effect.op not in STATIC or effect.target == "you":
                    continue
                if not static_reaches(state, card, ability, effect, die, target):
                    continue
                if effect.by_filters and not from_source(
                    state, effect.by_filters, source, target, combat, by
                ):
                    continue
                if effect.op == CAP:
                    caps.append(effect.amount)
                elif effect.op == HALVE:
                    halves += 1
                else:
                    reduce += effect.amount
    return max(0, (min([amount, *caps]) >> halves) - reduce)


def _player_taken(
    state: GameState, seat: int, source: str, amount: int, combat: bool, by: Dealer | None
) -> int:
    """`taken` for damage to the player `seat`: the statics on `you` that hold for them and
    name this damage (a cap first, as for dice)."""
    reduce, caps = 0, []
    for card in state.cards.values():
        for ability in card.statics:
            for effect in ability.effects:
                if effect.op not in (REDUCE, CAP) or effect.target != "you":
                    continue
                if not player_damage_named(state, effect, seat, source, combat, by):
                    continue
                if not static_holds(state, card, ability, seat):
                    continue
                if effect.op == CAP:
                    caps.append(effect.amount)
                else:
                    reduce += effect.amount
    return max(0, min([amount, *caps]) - reduce)


def _limited(state: GameState, target: str, source: str, amount: int, combat: bool) -> int:
    if not combat:
        return amount
    die = state.dice.get(source)
    if die is None or state.cards[die.card].kind != "character":
        return amount
    for x in state.lasting:
        if x.effect == LIMIT and x.target == target and x.to.isdigit() and amount >= int(x.to):
            amount = min(amount, x.amount)
    for effect in statics_on(state, int(target.removeprefix("player:")), LIMIT, mine=True):
        if amount >= effect.attack:  # a static's: "while <this> is active, ... to you"
            amount = min(amount, effect.amount)
    return amount
