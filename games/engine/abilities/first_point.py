"""The first point of damage prevented (DM-19.1, DM-14.3): statics of a card, while it is
active, on its controller ("you"):

- `prevent_first_point`: "prevent the first point of damage dealt to you each turn": of
  the first damage that would be dealt to that player this turn, one point is not dealt;
- `prevent_first_point_each_source`: "prevent the first point of damage to you from each
  source each turn": the same once per source (a die, a card's ability) and turn.

Read at the door of damage (abilities/damage.py `deal_damage`) after shields, reductions
and immunity: the first point that would really be dealt. Damage made 0 is not dealt and
triggers nothing (DM-19.1). Each use is recorded twice: `DamageShielded` (what it stopped,
for the log; no "prevent the next N" shield of the card's is in force, so nothing of the
state changes) and a mark on the player until Cleanup (`USED`, `EffectStarted` with `to`
the source it came from), which is how "each turn" is remembered (docs/rulings.md "The
first point of damage").

The same statics may name dice instead ("prevent the first 2 damage dealt to each <self>
character die each turn", "... the first 1 damage to each of your (aff) character dice from
each source each turn"): each die the static reaches (targetability.py `static_reaches`: its
target kind and filters, while the ability holds) has its own first `amount` points (1 if
none is said) each turn, or each turn and source; the mark is on the die, its `amount` the
points it took (0: one), so "the first 2" may be used up over two damage events."""

from __future__ import annotations

from games.engine.abilities.targetability import static_holds, static_reaches
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

ANY = "prevent_first_point"
EACH = "prevent_first_point_each_source"
OPS = frozenset({ANY, EACH})
USED = "first_point_prevented"  # the mark: this card's first point was prevented this turn


def _used(state: GameState, target: str, card: str, source: str, each: bool) -> int:
    """The points this card's static already took from damage to `target` this turn."""
    return sum(
        x.amount or 1
        for x in state.lasting
        if (x.effect, x.target, x.source) == (USED, target, card) and (not each or x.to == source)
    )


def _holding(state: GameState, target: str) -> list[tuple[str, bool, int, int]]:
    """(card, per source, points, its player) of each such static that holds for the
    player `target` (naming "you") or reaches the die `target` (naming dice) now."""
    cards = state.cards
    if isinstance(cards, CardPool) and cards.static_ops.isdisjoint(OPS):
        return []
    if not target.startswith("player:"):
        die = state.dice.get(target)
        if die is None or die.owner is None:
            return []
        owner = die.owner
        return [
            (card.id, effect.op == EACH, effect.amount or 1, owner)
            for card in cards.values()
            for ability in card.statics
            for effect in ability.effects
            if effect.op in OPS
            and effect.target != "you"
            and static_reaches(state, card, ability, effect, die, target)
        ]
    player = int(target[7:])
    return [
        (card.id, effect.op == EACH, effect.amount or 1, player)
        for card in cards.values()
        for ability in card.statics
        for effect in ability.effects
        if effect.op in OPS
        and effect.target == "you"
        and static_holds(state, card, ability, player)
    ]


def first_point(b: Batch, target: str, source: str, amount: int, combat: bool) -> int:
    """What is left of `amount` to `target` after the first-point statics in force: for
    each such static, what it has not taken yet this turn (for this source) less."""
    if amount <= 0:
        return amount
    for card, each, points, player in _holding(b.state, target):
        if amount <= 0:
            break
        stopped = min(amount, points - _used(b.state, target, card, source, each))
        if stopped <= 0:
            continue
        amount -= stopped
        b.emit(ev.DamageShielded(target, stopped, card, source, 0, combat))
        mark = stopped if stopped > 1 else 0
        b.emit(ev.EffectStarted(USED, target, card, player, amount=mark, to=source))
    return amount
