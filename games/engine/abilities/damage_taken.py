"""Damage made smaller as it is dealt (DM-15.4: "prevent, reduce, or redirect" happen at
once), read at the door of damage (abilities/damage.py `deal_damage`), after prevention
shields and before immunity. Each call of that door is one source's damage to one target,
so "from each source" and "every time <it> takes damage" are each such damage:

- `reduce_damage_taken` (a static ability's, DM-14.3): each damage dealt to a die it reaches
  is smaller by the amount ("every time <self> takes damage, reduce that damage by 1";
  "damage dealt to your (aff) character dice from each source is reduced by 2");
- `cap_damage_taken` (a static ability's): each damage dealt to a die it reaches is at most
  the amount ("reduce all damage dealt to <self> from each source to 1");
- `limit_combat_damage` (a persistent effect on a player until Cleanup, DM-14.2, from a Global
  that caps the combat damage one character die deals you: at or above a threshold, a smaller
  fixed amount instead): combat damage from one character die to that player of at least the
  limit's `to` (its threshold, a number) is its amount instead; a static ability's on "you"
  ("while <this> is active, any combat damage to you that is more than 2 is reduced to 2":
  its `attack` the threshold) holds while its card is active (abilities/player_statics.py).

Where a cap and a reduction both reach a die, the player whose die it is applies the cap
first (the order that leaves the least damage; docs/rulings.md "Damage reduced"). Damage
made 0 is not dealt, and triggers nothing (DM-19.1, as prevented damage)."""

from __future__ import annotations

from games.engine.abilities.player_statics import statics_on
from games.engine.abilities.targets import static_reaches
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

REDUCE = "reduce_damage_taken"
CAP = "cap_damage_taken"
LIMIT = "limit_combat_damage"
STATIC = frozenset({REDUCE, CAP})


def taken(state: GameState, target: str, source: str, amount: int, combat: bool) -> int:
    """What is left of `amount` from `source` to `target` under the reductions in force."""
    if amount <= 0:
        return amount
    if target.startswith("player:"):
        return _limited(state, target, source, amount, combat)
    cards = state.cards
    if isinstance(cards, CardPool) and cards.static_ops.isdisjoint(STATIC):
        return amount
    die = state.dice.get(target)
    if die is None:
        return amount
    reduce, caps = 0, []
    for card in cards.values():
        for ability in card.statics:
            for effect in ability.effects:
                if effect.op not in STATIC:
                    continue
                if not static_reaches(state, card, ability, effect, die, target):
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
