"""What a die costs to purchase and to field now: the printed cost less reductions
(DM-8.7: "never below 1, or the number of different energy types, if more than one"; a
fielding cost may be 0, DM-8.10).

Reductions are the effects `reduce_cost` (purchase) and `reduce_field_cost` (fielding):
- in a static ability of a card of the player's team: on "this_card" it works whether or
  not the card is active (DM-8.9: a character reducing its own cost); on other dice kinds
  (filtered: "your Villain dice cost 1 less") while the card is active (DM-18.1); and for
  a player who has another player's card's text through a die they control or a copy
  (abilities/texts.py, DM-23.2/23.3), on other dice kinds while they have it. A static's
  effect may count ("costs 1 less for each die in your Prep Area", DM-18.5: `per`) and
  may hold only while its condition does ("costs 2 less while you have 10 or less life");
- as a persistent effect on a player (`Lasting` on "player:N", duration "turn" or
  "next_turn", DM-14.2): every die that player purchases or fields costs that much less,
  or, when the effect named dice ("your Villain dice cost 1 less this turn": `Lasting.to`
  refers to the effect's data, `spec_ref`), each such die;
- "the next (Villain) die you purchase costs 2 less" (`reduce_next_cost`,
  `reduce_next_field_cost`; "the next character you field is free to field":
  `free_next_field`): persistent on the player like the others, until that die is
  purchased or fielded (`used_up`, then it ends) or the duration ends. "The first ... this
  turn" is the same effect with a condition read as it resolves: no such die yet this turn.
`increase_cost` and `increase_field_cost` count the other way ("opposing character dice
cost 1 more to field": a static on an opposing dice kind, for its controller's opponents;
"your opponent's purchases cost 1 more this turn": persistent on the opponent).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.counts import times
from games.engine.abilities.player_statics import holds_for, statics_on
from games.engine.abilities.queue import ability_of
from games.engine.abilities.targets import FILTERS, TARGETS
from games.engine.model import events as ev
from games.engine.model.cards import Ability, CardDef, CardPool, EffectSpec
from games.engine.model.state import Die, GameState, Lasting, Trigger

PURCHASE, FIELDING = "reduce_cost", "reduce_field_cost"
FREE = "free_field"  # "... are free to field": no fielding cost (its amount is unused)
# "... cost 1 more": the same, the other way (an opponent's dice, a lock on a player)
MORE = {PURCHASE: "increase_cost", FIELDING: "increase_field_cost", FREE: ""}
# "the next die you purchase / field costs 1 less": once, on the next such die
NEXT = {PURCHASE: "reduce_next_cost", FIELDING: "reduce_next_field_cost", FREE: "free_next_field"}
# what the next die fielded uses up: a reduction of its cost, or "is free to field"
_USED = {PURCHASE: (NEXT[PURCHASE],), FIELDING: (NEXT[FIELDING], NEXT[FREE])}
# the first die bought in a turn sent to your Prep Area rather than to the Used Pile (a
# persistent effect on the player, `Lasting.to` its effect data: its zone, filters)
PURCHASE_TO = "next_purchase_to"
# "your opponents pay 1 more to use each Global Ability" (`global_cost`)
GLOBAL_MORE = "increase_global_cost"
# "opposing Villain character dice cost at least 2 to field" (a static's: `_field_floor`)
FIELD_FLOOR = "field_cost_at_least"


def purchase_cost(state: GameState, player: int, card: CardDef, die: Die | None) -> int:
    """The cost for `player` to purchase `die` (a supply die of `card`) now (DM-8.7)."""
    change = _reduction(state, player, PURCHASE, card, die)
    if not change:
        return card.cost
    if change < 0:  # costs more (the floor of DM-8.7 bounds reductions only)
        return card.cost - change
    floor = max(1, len(card.energy_types))
    return min(card.cost, max(floor, card.cost - change))


def field_cost(state: GameState, player: int, die: Die, printed: int) -> int:
    """The fielding cost of `die` (its face's `printed` cost) for `player` now (DM-8.10).
    "Free to field" (`free_field`) makes the printed cost 0; an increase still adds to it
    (docs/rulings.md, "Free to field")."""
    card = state.cards[die.card]
    change = _reduction(state, player, FIELDING, card, die)
    if printed and _reduction(state, player, FREE, card, die) > 0:
        return max(0, -change, _field_floor(state, player, card, die))
    return max(0, printed - change, _field_floor(state, player, card, die))


def _field_floor(state: GameState, player: int, card: CardDef, die: Die) -> int:
    """ "... cost at least 2 to field" (`FIELD_FLOOR`, a static while its card is active,
    DM-14.3): the highest such floor that holds for this die, after every reduction,
    increase and "free to field" (docs/rulings.md "Cost at least N to field")."""
    cards = state.cards
    if isinstance(cards, CardPool) and FIELD_FLOOR not in cards.static_ops:
        return 0
    floor = 0
    for source in cards.values():
        for ability in source.statics:
            for effect in ability.effects:
                if effect.op != FIELD_FLOOR:
                    continue
                for controller in _controllers(state, player, source, ability, effect, card, die):
                    ctx = Context(state, controller, source.id, die.id)
                    if holds(ctx, ability.condition) and holds(ctx, effect.condition):
                        floor = max(floor, effect.amount)
    return floor


def spec_ref(state: GameState, effect: EffectSpec, trigger: Trigger) -> str:
    """How a persistent cost change names the effect data it came from (its filters):
    "<trigger kind>:<ability>:<effect index>" of its source card."""
    effects = ability_of(state, trigger).effects
    index = effects.index(effect) if effect in effects else 0
    return f"{trigger.kind}:{trigger.ability}:{index}"


def _referred(state: GameState, x: Lasting) -> EffectSpec | None:
    card = state.cards.get(x.source)
    if card is None or x.to.count(":") != 2:
        return None
    kind, ability, index = x.to.split(":")
    group = card.globals if kind in ("global", "reactive") else card.abilities
    effects = group[int(ability)].effects if int(ability) < len(group) else ()
    return effects[int(index)] if int(index) < len(effects) else None


def _reaches(state: GameState, x: Lasting, die: Die | None) -> bool:
    """A persistent cost change on a player reaches this die: every die, or the dice its
    effect names (its filters)."""
    if not x.to:
        return True
    spec = _referred(state, x)
    if spec is None or not spec.filters:
        return spec is not None
    return die is not None and all(FILTERS[n](state, die, v) for n, v in spec.filters)


def used_up(state: GameState, player: int, op: str, die: Die) -> list[ev.Event]:
    """The "next die you purchase / field costs less" effects of `player` that this die
    (being purchased: `op` PURCHASE; fielded: FIELDING) uses up: they end now. A purchased
    die that "the first die you purchase this turn" sends elsewhere (`PURCHASE_TO`) goes
    there now, the same moment it is bought: it never is in the Used Pile (a replacement)."""
    if not state.lasting:
        return []  # no such effect in force: the usual purchase or fielding
    return _ended(state, player, op, die)


def _ended(state: GameState, player: int, op: str, die: Die) -> list[ev.Event]:
    """`used_up` with effects in force (apart: its comprehension would make the arguments
    closure cells at every call of the other, and every purchase and fielding asks)."""
    target = f"player:{player}"
    found: list[ev.Event] = [
        ev.EffectEnded(x.effect, x.target, x.source)
        for x in state.lasting
        if x.effect in _USED[op] and x.target == target and _reaches(state, x, die)
    ]
    if op == PURCHASE:
        found += _sent(state, target, die)
    return found


def _sent(state: GameState, target: str, die: Die) -> list[ev.Event]:
    for x in state.lasting:
        if x.effect != PURCHASE_TO or x.target != target:
            continue
        spec = _referred(state, x)
        if spec is None or not _reaches(state, x, die):
            continue
        return [
            ev.EffectEnded(x.effect, x.target, x.source),
            ev.DiceMoved(int(target[7:]), (die.id,), spec.zone, x.source),
        ]
    return []


def _reduction(state: GameState, player: int, op: str, card: CardDef, die: Die | None) -> int:
    """Reductions less increases: persistent ones on the player, static ones of cards in
    play for whom they hold."""
    total = 0
    more, once = MORE[op], NEXT[op]
    if state.lasting:
        target = f"player:{player}"
        for x in state.lasting:
            if x.target != target or x.effect not in (op, more, once):
                continue
            if _reaches(state, x, die):
                amount = 1 if op == FREE else x.amount
                total += -amount if x.effect == more else amount
    cards = state.cards
    if type(cards) is CardPool:  # only the statics that name these ops (a sum: any order)
        found = cards.static_effects
        entries = found.get(op, ())
        if more:
            entries += found.get(more, ())
    else:
        entries = tuple(_static_entries(cards))
    for source, ability, effect in entries:
        if effect.op != op and effect.op != more:
            continue
        for controller in _controllers(state, player, source, ability, effect, card, die):
            ctx = Context(state, controller, source.id, die.id if die else "")
            # "as long as ..." (DM-14.3), of the ability or of this effect
            if holds(ctx, ability.condition) and holds(ctx, effect.condition):
                amount = 1 if op == FREE else effect.amount
                if effect.per:  # "for each ..." (DM-18.5), counted now
                    amount *= times(
                        state, effect.per, controller, "", effect.per_filters, card=source.id
                    )
                total += amount if effect.op == op else -amount
                break
    return total


def _static_entries(cards: Mapping[str, CardDef]) -> Iterator[tuple[CardDef, Ability, EffectSpec]]:
    """Every static effect of `cards`, with its card and ability (`CardPool.static_effects`
    for cards that are not a pool)."""
    for source in cards.values():
        for ability in source.statics:
            for effect in ability.effects:
                yield source, ability, effect


def _controllers(
    state: GameState,
    player: int,
    source: CardDef,
    ability: Ability,
    effect: EffectSpec,
    card: CardDef,
    die: Die | None,
) -> tuple[int, ...]:
    """The players for whom `source`'s static cost change reaches `player`'s die: `player`
    for their own card ("this_card": its own cost, active or not, DM-8.9; "your ... dice":
    while it is active, DM-18.1); an opponent whose active card says "opposing ... dice";
    a player who has another player's card's text through a die they control or a copy
    (abilities/texts.py, DM-23.2/23.3), on their other dice while they have it."""
    if effect.target == "this_card":
        ours = source.id in state.players[player].team or source.kind == "basic_action"
        return (player,) if ours and card.id == source.id else ()
    kind = TARGETS[effect.target]
    if kind.what != "die" or kind.chosen or die is None:
        return ()
    if not all(FILTERS[n](state, die, v) for n, v in effect.filters):
        return ()
    seats = {"yours": (player,), "opposing": state.opponents(player)}.get(
        kind.owner, tuple(range(state.seats))
    )
    return tuple(c for c in seats if holds_for(state, c, source, ability))


def global_cost(state: GameState, player: int, cost: int) -> int:
    """What using a Global costs `player` now (DM-8.17): its printed `cost`, plus "your
    opponents pay 1 more to use each Global Ability" (`increase_global_cost`) of an active
    card of an opponent's (static on "opponent", DM-18.1; on "all_players", any player's)
    and such persistent effects on the player (DM-14.2). Nothing makes a Global cheaper."""
    cards = state.cards
    if isinstance(cards, CardPool) and GLOBAL_MORE not in cards.static_ops and not state.lasting:
        return cost
    target = f"player:{player}"
    more = sum(x.amount for x in state.lasting if x.effect == GLOBAL_MORE and x.target == target)
    more += sum(effect.amount for effect in statics_on(state, player, GLOBAL_MORE))
    return cost + more
