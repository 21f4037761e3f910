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
first point of damage")."""

from __future__ import annotations

from games.engine.abilities.targetability import static_holds
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

ANY = "prevent_first_point"
EACH = "prevent_first_point_each_source"
OPS = frozenset({ANY, EACH})
USED = "first_point_prevented"  # the mark: this card's first point was prevented this turn


def _used(state: GameState, target: str, card: str, source: str, each: bool) -> bool:
    return any(
        (x.effect, x.target, x.source) == (USED, target, card) and (not each or x.to == source)
        for x in state.lasting
    )


def _holding(state: GameState, player: int) -> list[tuple[str, bool]]:
    """(card, per source) of each such static that holds for `player` now."""
    cards = state.cards
    if isinstance(cards, CardPool) and cards.static_ops.isdisjoint(OPS):
        return []
    return [
        (card.id, effect.op == EACH)
        for card in cards.values()
        for ability in card.statics
        for effect in ability.effects
        if effect.op in OPS
        and effect.target == "you"
        and static_holds(state, card, ability, player)
    ]


def first_point(b: Batch, target: str, source: str, amount: int, combat: bool) -> int:
    """What is left of `amount` to `target` after the first-point statics in force: one
    point less for each such static not used yet this turn (for this source)."""
    if amount <= 0 or not target.startswith("player:"):
        return amount
    player = int(target[7:])
    for card, each in _holding(b.state, player):
        if amount <= 0:
            break
        if _used(b.state, target, card, source, each):
            continue
        amount -= 1
        b.emit(ev.DamageShielded(target, 1, card, source, 0, combat))
        b.emit(ev.EffectStarted(USED, target, card, player, to=source))
    return amount
