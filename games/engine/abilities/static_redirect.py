"""Forced redirections of damage that statics make while their card is active (DM-14.3,
DM-19.2):
- `redirect_to_self`: to the card's own die: "While <self> is active, when you would take
  damage, redirect that damage to <self>" (target `you`), damage that one of its player's
  (aff) character dice would take dealt to <self> in its place (target
  `all_your_characters` with the card's filters);
- `redirect_first_to_opponent`: "The first time each turn <self> would be dealt damage,
  instead deal that damage to your opponent" (target `this_card`): once per card and turn,
  remembered by a mark on its controller until Cleanup (`MARK`, an `EffectStarted` whose
  source is the card), as the first point of damage is (abilities/first_point.py).

- `redirect_part_to_opponent`: "Whenever <self> is damaged by a (fist) character, redirect
  the first 1 damage from her to your opponent" (target `this_card`, `amount` N, the
  sources in `by_filters`): each time such damage would be dealt to one of the card's dice,
  the first N of it is dealt to its controller's opponent instead, the rest to the die
  (`part_sent`; no budget: each such damage).

Read at the door of damage (abilities/damage.py `deal_damage`) as the damage is about to be
dealt, before prevention (DM-15.4: a redirection happens at once; damage sent away never
reaches the first target, so nothing waiting for it triggers). The source is unchanged
(DM-19.2). The card's own die is a character die of the card in its controller's Field
Zone (active, DM-18.1), never the die the damage was for; with several, the first by die id
(docs/rulings.md "A forced redirection to the card's own die"). Damage a static has
redirected is not redirected by a static again (no loop between two such cards). A new
target the door refuses (DM-19.2, `may`) leaves the damage where it was, and uses nothing."""

from __future__ import annotations

from collections.abc import Callable

from games.engine.abilities.damage_between import from_source
from games.engine.abilities.damage_sources import Dealer
from games.engine.abilities.targetability import static_holds, static_reaches
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, CardDef, CardPool, EffectSpec
from games.engine.model.state import FIELD_ZONES, GameState

NAME = "redirect_to_self"
FIRST = "redirect_first_to_opponent"
OPS = frozenset({NAME, FIRST})
PART = "redirect_part_to_opponent"
MARK = "first_damage_redirected"  # this card's first damage of the turn was redirected


def sent(b: Batch, target: str, may: Callable[[GameState, str, str], bool]) -> str:
    """Where a static sends the damage about to be dealt to `target` (a die id or
    "player:N"), marking a once-a-turn use; "" if none does."""
    state = b.state
    cards = state.cards
    if isinstance(cards, CardPool) and cards.static_ops.isdisjoint(OPS):
        return ""  # no card of this game has such a static: no scan at each damage
    for card in cards.values():
        for ability in card.statics:
            for effect in ability.effects:
                if effect.op not in OPS:
                    continue
                controller = _reached(state, card, ability, effect, target)
                if controller is None:
                    continue
                if effect.op == NAME:
                    new = own_die(state, card, controller, target)
                elif _marked(state, card.id, controller):
                    continue
                else:
                    new = next((f"player:{p}" for p in state.opponents(controller)), "")
                if not new or not may(state, target, new):
                    continue
                if effect.op == FIRST:
                    b.emit(ev.EffectStarted(MARK, f"player:{controller}", card.id, controller))
                return new
    return ""


def part_sent(
    b: Batch,
    source: str,
    target: str,
    amount: int,
    combat: bool,
    by: Dealer | None,
    may: Callable[[GameState, str, str], bool],
) -> tuple[int, str]:
    """How much of the damage from `source` about to be dealt to the die `target` a static
    sends to its controller's opponent instead, and to whom ((0, "") if none does)."""
    state = b.state
    cards = state.cards
    if isinstance(cards, CardPool) and PART not in cards.static_ops:
        return 0, ""
    die = state.dice.get(target)
    if die is None or die.owner is None or not state.is_character(die):
        return 0, ""
    for card in cards.values():
        for ability in card.statics:
            for effect in ability.effects:
                if effect.op != PART or not static_reaches(
                    state, card, ability, effect, die, target
                ):
                    continue
                if effect.by_filters and not from_source(
                    state, effect.by_filters, source, target, combat, by
                ):
                    continue
                new = next((f"player:{p}" for p in state.opponents(die.owner)), "")
                if new and may(state, target, new):
                    return min(amount, effect.amount), new
    return 0, ""


def _reached(
    state: GameState, card: CardDef, ability: Ability, effect: EffectSpec, target: str
) -> int | None:
    """The player for whom the static reaches `target` now, or None."""
    if target.startswith("player:"):
        if effect.target != "you":
            return None
        player = int(target[7:])
        return player if static_holds(state, card, ability, player) else None
    if effect.target == "you":
        return None
    die = state.dice.get(target)
    if die is None or die.owner is None or not state.is_character(die):
        return None
    return die.owner if static_reaches(state, card, ability, effect, die, target) else None


def _marked(state: GameState, card: str, controller: int) -> bool:
    """The card's once-a-turn redirection was used this turn."""
    mark = (MARK, f"player:{controller}", card)
    return any((x.effect, x.target, x.source) == mark for x in state.lasting)


def own_die(state: GameState, card: CardDef, controller: int, target: str) -> str:
    """The first (by id) character die of `card` in `controller`'s Field Zone, not `target`."""
    for die_id in sorted(state.dice):
        die = state.dice[die_id]
        if (
            die_id != target
            and die.card == card.id
            and die.owner == controller
            and die.zone in FIELD_ZONES
            and state.is_character(die)
        ):
            return die_id
    return ""
