"""Occasions and triggers (DM-15, DM-18): the flow announces what happened; every ability
whose trigger names that occasion, on a card concerned, is queued.

An occasion is a fact of the game as abilities see it ("a die was fielded", "a die was
purchased", "a turn began"). The flow and the doors announce occasions at fixed points;
they never look for abilities themselves. A trigger name (what card data says: "when_fielded")
maps to an occasion and a scope:
- "die": the occasion's die is a die of this card (per die, DM-18.2);
- "card": the occasion's card is this card (purchases, Impulse);
- "player": every card of the occasion's player ("when you use an action die");
- "game": every card of both players ("at the end of each turn");
- "each_die": each die of this card in a Field Zone, either player's (Range: "all active
  characters with Range");
- "reactive": a Reactive Global of any card, offered to the player the occasion concerns
  (DM-8.19; the flow asks them: flow/reactive.py);
- "yours" / "opposing": every card of the player whose die (or self) the occasion concerns /
  of each of their opponents ("whenever you field a character", "when an opponent
  purchases a die", "whenever an opposing character die is KO'd"); the occasion's die is
  the trigger's source die ("that die": target kind `that_die`).
A trigger kind may add a condition on the occasion (Range: "a character with Range attacks");
an ability may filter the occasion's die (`Ability.trigger_filters`) and have a condition
(`Ability.condition`, abilities/conditions.py) read as it triggers and as it resolves.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import filterfalse

from games.engine.abilities import after_use
from games.engine.abilities.active import is_active
from games.engine.abilities.armed import armed_ability, armed_cards, times_armed
from games.engine.abilities.card_bursts import trigger_bursts
from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.granted_triggers import EACH, each_given, sources, trigger_of_given
from games.engine.abilities.locks import suppressed
from games.engine.abilities.queue import queue_triggers
from games.engine.abilities.texts import GRANT_KEYWORD as GRANT
from games.engine.abilities.texts import borrowing, has_text, lent, texts_of
from games.engine.abilities.trigger_kinds import (
    OCCASIONS,
    SPECIAL_TRIGGERS,
    TRIGGERS,
    Occasion,
    TriggerKind,
)
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, CardDef, CardPool
from games.engine.model.state import GameState, Zone

# The table lives in trigger_kinds.py; callers may keep importing it from here.
__all__ = [
    "OCCASIONS",
    "SPECIAL_TRIGGERS",
    "TRIGGERS",
    "Occasion",
    "TriggerKind",
    "announce",
    "hears",
    "trigger_kind",
    "triggered",
    "with_bursts",
]


def trigger_kind(card: CardDef, name: str) -> TriggerKind | None:
    """What trigger `name` of `card` waits for: the engine's, or one of its keywords'."""
    kind = TRIGGERS.get(name)
    if kind is not None:
        return kind
    for keyword in card.keywords:
        if keyword.rules is not None and name in keyword.rules.triggers:
            return keyword.rules.triggers[name]  # type: ignore[no-any-return]
    # of a keyword it gives, by an ability or a Global (granted_triggers.py)
    return trigger_of_given((*card.abilities, *card.globals), name)


def hears(state: GameState, kind: str) -> bool:
    """Does some card of the game wait for occasions of `kind` (a plain mapping: maybe)?"""
    cards = state.cards
    return kind in cards.heard if isinstance(cards, CardPool) else True


def announce(b: Batch, *occasions: Occasion) -> None:
    """Queue every ability the occasions trigger (simultaneous: DM-15.2's order)."""
    cards = b.state.cards
    if isinstance(cards, CardPool):  # most occasions no card of the game waits for (4 in 5
        heard = cards.heard  # in the bench's games): no look for abilities then
        for occasion in occasions:
            if occasion.kind in heard:
                break
        else:
            return
    found = triggered(b.state, *occasions)
    if found:  # (most occasions trigger nothing: no call to queue none)
        queue_triggers(b, found)


def triggered(state: GameState, *occasions: Occasion) -> list[ev.AbilityTriggered]:
    """The abilities the occasions trigger, in the order found (queue_triggers sorts).
    Cards index their abilities by occasion when loaded (CardDef.occasions)."""
    found: list[ev.AbilityTriggered] = []
    once: set[tuple[int, str, int]] = set()  # first-time abilities found in this very call
    cards = state.cards
    heard = cards.heard if isinstance(cards, CardPool) else None
    for occasion in occasions:
        if heard is not None and occasion.kind not in heard:
            continue  # no card of the game waits for it
        for controller, card, source_die, scope in _concerned(state, occasion):
            for index, ability_scope, needs_active in card.occasions.get(occasion.kind, ()):
                if ability_scope != scope:
                    continue
                if scope == "reactive":  # a Reactive Global offered to the player concerned
                    found.append(
                        ev.AbilityTriggered(controller, card.id, index, "reactive", source_die)
                    )
                    continue
                ability = card.abilities[index]
                if not with_bursts(
                    card, ability, trigger_bursts(state, controller, card, ability, source_die)
                ):
                    continue
                kind = _kind_for(card, ability, occasion.kind)
                condition = kind.condition if kind is not None else None
                if condition is not None and not condition(state, occasion, source_die):
                    continue
                if ability.trigger_filters and not _filtered(state, card, ability, occasion, kind):
                    continue
                if source_die and suppressed(state, ability.trigger, source_die):
                    continue  # "... abilities don't trigger" (abilities/locks.py, DM-12.1)
                if ability.condition is not None and not holds(
                    Context(state, controller, card.id, source_die), ability.condition
                ):
                    continue  # "if ..." (abilities/conditions.py)
                if _may_fire(state, controller, card, index, ability, needs_active):
                    if ability.first_time_each_turn:
                        if (controller, card.id, index) in once:
                            continue  # DM-15.5: simultaneous dice of one card, one trigger
                        once.add((controller, card.id, index))
                    times = (  # an action die's "this turn" (after_use.py), an armed one's
                        after_use.uses(state, controller, card.id)
                        if _after(kind)
                        else times_armed(state, controller, card.id, ability)
                    )
                    found += [
                        ev.AbilityTriggered(controller, card.id, index, "ability", source_die)
                    ] * times
    return _once(state, found) if found else found


def _after(kind: TriggerKind | None) -> bool:
    return kind is not None and kind.after_use


def _kind_for(card: CardDef, ability: Ability, occasion: str) -> TriggerKind | None:
    """The trigger of the ability (its own or one of its more, DM-15.6) this occasion meets."""
    kinds = [trigger_kind(card, name) for name in (ability.trigger, *ability.also)]
    return next((k for k in kinds if k is not None and k.occasion == occasion), kinds[0])


def _filtered(
    state: GameState, card: CardDef, ability: Ability, occasion: Occasion, kind: TriggerKind | None
) -> bool:
    """The occasion's die (or one of the dice its trigger kind names instead: `subjects`)
    passes the ability's trigger filters ("a Villain character die"; ("other_card", "self"):
    not a die of this card)."""
    if kind is not None and kind.subjects is not None:
        names = kind.subjects(state, occasion)
    else:
        names = (occasion.die,) if occasion.die else ()
    for name in names:
        die = state.dice.get(name)
        if die is not None and all(
            FILTERS[f](state, die, card.id if value == "self" else value)
            for f, value in ability.trigger_filters
        ):
            return True
    return False


def _once(state: GameState, found: list[ev.AbilityTriggered]) -> list[ev.AbilityTriggered]:
    """DM-15.6: an ability with several triggers that the occasions of one effect (one
    announcement) meet together triggers and resolves once: once per die for a die's
    trigger ("several copies damaged at once" each trigger), and a card-wide trigger of it
    ("you are damaged") adds nothing where a die of it triggered."""
    if not any(_several(state, t) for t in found):
        return found
    by_die = {
        (t.controller, t.card, t.ability) for t in found if t.source_die and _several(state, t)
    }
    seen: set[tuple[int, str, int, str]] = set()
    kept = []
    for t in found:
        if _several(state, t):
            key = (t.controller, t.card, t.ability, t.source_die)
            if key in seen or (not t.source_die and key[:3] in by_die):
                continue
            seen.add(key)
        kept.append(t)
    return kept


def _several(state: GameState, t: ev.AbilityTriggered) -> bool:
    return t.kind == "ability" and bool(state.cards[t.card].abilities[t.ability].also)


def _concerned(state: GameState, occasion: Occasion) -> Iterator[tuple[int, CardDef, str, str]]:
    """(controller, card, source die, scope) of each card an occasion may trigger on."""
    if occasion.die:
        die = state.dice[occasion.die]
        if die.owner is not None:
            # its own card's abilities and a copied card's, for this die (DM-23.3)
            cards = state.cards
            for card_id in texts_of(state, die) if state.lasting else (die.card,):
                card = cards[card_id]
                if occasion.kind in card.occasions:  # (else `triggered` finds nothing there)
                    yield die.owner, card, occasion.die, "die"
            # (no generator when no card of the game gives keywords)
            if state.lasting or not isinstance(cards, CardPool) or GRANT in cards.static_ops:
                for card, scope in sources(state, occasion.die):  # a keyword given (Deadly)
                    yield die.owner, card, occasion.die, scope
    if occasion.card and occasion.player is not None:
        yield occasion.player, state.cards[occasion.card], occasion.die, "card"
    cards = state.cards
    pool = isinstance(cards, CardPool)
    wide = cards.wide.get(occasion.kind, ()) if pool else tuple(cards)
    if not wide:
        return
    # each wide card's scopes for this occasion, worked out at setup (CardPool.wide_scopes)
    scoped = cards.wide_scopes[occasion.kind] if pool else _scopes(cards, occasion.kind)
    given = occasion.kind in cards.wide_each if pool else True  # a given keyword's "each:"
    for player in state.turn_order(state.active):  # the active player's first (DM-15.2)
        for card_id in state.players[player].team:
            scopes = scoped.get(card_id)
            if scopes is None:
                continue  # no ability of it waits for this occasion beyond one die or card
            card = cards[card_id]
            yield from _game_and_player(player, card, occasion, state, scopes)
            if "each_die" in scopes:
                yield from _each_die(state, player, card)
        if given:  # (no generator when no card's given keyword reaches every die with it)
            yield from _each_given(state, player, occasion, wide, scoped)
        if state.lasting:  # a die with the text of another team's card (DM-23.2, DM-23.3)
            team = state.players[player].team
            for card_id in sorted(filterfalse(team.__contains__, lent(state, player))):
                card = cards[card_id]
                yield from _game_and_player(
                    player, card, occasion, state, _scopes_of(card, occasion.kind)
                )
            for card_id in armed_cards(state, player):  # an armed Basic Action's (armed.py)
                if card_id not in team and card_id in wide:
                    yield from _game_and_player(
                        player, cards[card_id], occasion, state, scoped[card_id]
                    )
            for card_id in wide:
                card = cards[card_id]
                if card_id not in team and "each_die" in scoped[card_id]:
                    yield from _each_die(state, player, card)
    # Reactive Globals (DM-8.19): any card of the game, for the player whose die or self the
    # occasion concerns (each player's copy of a Global is their own, DM-12.7).
    concerned = state.dice[occasion.die].owner if occasion.die else occasion.player
    if concerned is None:
        return
    for card_id in wide:
        if "reactive" in scoped[card_id]:
            yield concerned, cards[card_id], occasion.die, "reactive"


def _scopes(cards: Mapping[str, CardDef], kind: str) -> dict[str, frozenset[str]]:
    """`CardPool.wide_scopes[kind]` for a plain mapping of cards: every card's scopes."""
    return {card_id: _scopes_of(card, kind) for card_id, card in cards.items()}


def _scopes_of(card: CardDef, kind: str) -> frozenset[str]:
    return frozenset(scope for _, scope, _ in card.occasions.get(kind, ()))


def _game_and_player(
    player: int, card: CardDef, occasion: Occasion, state: GameState, scopes: frozenset[str]
) -> Iterator[tuple[int, CardDef, str, str]]:
    """`card`'s abilities for `player` that wait on the occasion game-wide, or on their own
    part of it (scope "player"), or on their own or an opponent's die or deed ("yours",
    "opposing"); `scopes`: the card's scopes for the occasion."""
    if "game" in scopes:
        yield player, card, "", "game"
    if "player" in scopes and player == occasion.player:
        yield player, card, "", "player"
    if "yours" in scopes or "opposing" in scopes:
        whose = _whose(state, occasion)
        if whose is None:
            return
        if "yours" in scopes and player == whose:
            yield player, card, occasion.die, "yours"
        if "opposing" in scopes and player in state.opponents(whose):
            yield player, card, occasion.die, "opposing"


def _whose(state: GameState, occasion: Occasion) -> int | None:
    """The player an occasion concerns: its die's owner, else its player."""
    if occasion.die:
        return state.dice[occasion.die].owner
    return occasion.player


def _each_die(
    state: GameState, player: int, card: CardDef
) -> Iterator[tuple[int, CardDef, str, str]]:
    """Each die of `player` in a Field Zone with `card`'s text (its own or a copy's)."""
    for zone in (Zone.FIELD, Zone.ATTACK):
        for die_id in state.in_zone(player, zone):
            if has_text(state, state.dice[die_id], card.id):
                yield player, card, die_id, "each_die"


def _each_given(
    state: GameState,
    player: int,
    occasion: Occasion,
    wide: tuple[str, ...],
    scoped: Mapping[str, frozenset[str]],
) -> Iterator[tuple[int, CardDef, str, str]]:
    """Each die of `player` in a Field Zone that a card of the game gives a keyword whose
    trigger reaches every die with it (Range given: "each:granted:range",
    granted_triggers.each_given), with that card, whichever team's it is."""
    for card_id in wide:
        card = state.cards[card_id]
        for scope in sorted(s for s in scoped[card_id] if s.startswith(EACH)):
            for die_id in each_given(state, player, card, scope):
                yield player, card, die_id, scope


def with_bursts(card: CardDef, ability: Ability, bursts: int) -> bool:
    """Does `ability` apply to a face with `bursts`? Burst text applies to faces with that
    many bursts; base text too, unless matching burst text of the same trigger replaces it
    (DM-17.2, DM-17.3)."""
    if ability.bursts:
        return bursts in ability.bursts
    for other in card.abilities:  # (a loop: no generator, asked for every ability triggered)
        if (
            other.trigger == ability.trigger
            and other.burst_mode == "replace"
            and bursts in other.bursts
        ):
            return False
    return True


def _may_fire(
    state: GameState, controller: int, card: CardDef, index: int, ability: Ability, active: bool
) -> bool:
    if active and not armed_ability(ability) and not _active(state, controller, card.id):
        return False
    if ability.while_active and not _active(state, controller, _named(card, ability)):
        return False
    # DM-15.5: a "first time each turn" ability fires once per card and turn.
    return not (ability.first_time_each_turn and (controller, card.id, index) in state.fired)


def _active(state: GameState, controller: int, card_id: str) -> bool:
    """Active for `controller` (DM-18.1): a die of it in their Field Zone, or a die there with
    its text, a copy (DM-23.3: "for all intents and purposes"; abilities/texts.py)."""
    if is_active(state, controller, card_id):
        return True
    return bool(state.lasting) and borrowing(state) and card_id in lent(state, controller)


def _named(card: CardDef, ability: Ability) -> str:
    return card.id if ability.while_active == "self" else ability.while_active
