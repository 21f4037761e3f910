"""Can a die be an effect's chosen target? "Can't be targeted" (DM-13.1), from a persistent
effect on the die or a static ability that holds and reaches it (DM-14.3); and which
players a static effect of a card is the effect of (DM-18.1, DM-23). Split from
abilities/targets.py, which offers targets and asks this."""

from __future__ import annotations

from collections.abc import Collection

from games.engine.abilities.active import is_active
from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.equipped import carries
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.target_kinds import TARGETS
from games.engine.abilities.texts import borrowing, has_text, lent
from games.engine.model.cards import Ability, CardDef, CardPool, EffectSpec
from games.engine.model.state import Die, GameState, Trigger

# "Can't be targeted" ops: whose effects they bar ("opposing": the die's controller's
# opponents'; "any": every player's, its controller's included).
UNTARGETABLE = {"cant_be_targeted": "any", "cant_be_targeted_by_opponents": "opposing"}
# What kind of ability targets (an untargetable static's `by_filters` "sources", space
# separated, narrows what it bars: "can't be targeted by Global Abilities or action dice")
SOURCE_KINDS = frozenset({"global", "action", "character"})
# A persistent "can't be targeted by <kinds>" (from a Global or a trigger) keeps its kinds as
# its `amount`, one bit each (0: every kind), effects/untargetable.py
SOURCE_BITS = {"global": 1, "action": 2, "character": 4}


def source_bits(effect: EffectSpec) -> int:
    """The kinds an untargetable effect's `by_filters` "sources" names, as bits (0: all)."""
    sources = dict(effect.by_filters).get("sources", "")
    return sum(SOURCE_BITS[k] for k in set(str(sources).split()))


def _bits_bar(bits: int, by: str) -> bool:
    """Does a persistent untargetable effect with kinds `bits` bar an ability of kind `by`?"""
    return not bits or bool(bits & SOURCE_BITS.get(by, 0))


def source_kind(state: GameState, trigger: Trigger) -> str:
    """A Global's, an action die's, or a character card's ability ("" if none of these)."""
    if trigger.kind in ("global", "action"):
        return trigger.kind
    card = state.cards.get(trigger.card)
    return "character" if card is not None and card.kind == "character" else ""


def _sources_barred(effect: EffectSpec, by: str) -> bool:
    """Does an untargetable effect bar an ability of kind `by`? (One with no "sources" bars
    every kind; one with them bars only those, and nothing of an unknown kind.)"""
    for name, value in effect.by_filters:
        if name == "sources":
            return by in str(value).split()
    return True


def static_controllers(
    state: GameState, effect: EffectSpec, card: CardDef, die: Die
) -> tuple[int, ...]:
    """Who would have to control a static effect of `card` for its target to include
    `die` ("this_card": this card's dice; an unchosen dice kind: whose it says)."""
    owner = die.owner
    if owner is None:
        return ()
    if effect.target == "this_card":  # its dice, and a die with a copy of its text (DM-23.3)
        return (owner,) if has_text(state, die, card.id) else ()
    if effect.target == "equipped_die":  # a die a Gear die of this card is equipped to
        return (owner,) if carries(state, die.id, card.id) else ()
    kind = TARGETS[effect.target]
    if kind.what != "die" or kind.chosen:
        return ()
    if kind.owner == "yours":
        return (owner,)
    if kind.owner == "opposing":
        return state.opponents(owner)
    return tuple(range(state.seats))


def static_holds(
    state: GameState, card: CardDef, ability: Ability, controller: int, die: str = ""
) -> bool:
    """A static ability of `card` holds for `controller`: their card (or the one it names)
    is active (DM-18.1); or, for another player's card, while a die of `controller`'s Field
    Zone has its text: a controlled die, their "virtual" copy of its card (DM-23.2), or a
    copy of it (DM-23.3; abilities/texts.py). With a condition ("as long as ..."), only while
    it holds too (DM-14.3), read about `die` (the die asked about) where it names "this die"."""
    if ability.condition is not None and not holds(
        Context(state, controller, card.id, die), ability.condition
    ):
        return False
    named = card.id if ability.while_active in ("", "self") else ability.while_active
    ours = card.id in state.players[controller].team or card.kind == "basic_action"
    if ours and is_active(state, controller, named):
        return True
    if not borrowing(state) or card.id not in lent(state, controller):
        return False
    return named == card.id or is_active(state, controller, named)


def static_reaches(
    state: GameState, card: CardDef, ability: Ability, effect: EffectSpec, die: Die, die_id: str
) -> bool:
    """Does a static effect of `card` reach `die` now: the die passes its filters, and the
    ability holds for a player whose effect it would be (DM-14.3)?"""
    if not all(FILTERS[name](state, die, value) for name, value in effect.filters):
        return False
    return any(
        static_holds(state, card, ability, c, die_id)
        for c in static_controllers(state, effect, card, die)
    )


def reaching(state: GameState, ops: Collection[str], die_id: str) -> list[EffectSpec]:
    """The static effects of `ops` that reach the die `die_id` now (`static_reaches`); the
    CardPool's `static_ops` first, so a game with no such card scans no card."""
    cards = state.cards
    die = state.dice.get(die_id)
    if die is None or (isinstance(cards, CardPool) and cards.static_ops.isdisjoint(ops)):
        return []
    return [
        effect
        for card in cards.values()
        for ability in card.statics
        for effect in ability.effects
        if effect.op in ops and static_reaches(state, card, ability, effect, die, die_id)
    ]


def untargetable(state: GameState, die_id: str, controller: int, by: str = "") -> bool:
    """Is the die barred from being the chosen target of `controller`'s effects ("can't be
    targeted [by opposing effects]": a persistent effect on it, or a static ability that
    holds and names it)? `by`: the kind of ability that would target it (source_kind)."""
    die = state.dice.get(die_id)
    if die is None or die.owner is None:
        return False
    for x in state.lasting:
        if (
            x.target == die_id
            and x.effect in UNTARGETABLE
            and _bars(state, UNTARGETABLE[x.effect], die.owner, controller)
            and _bits_bar(x.amount, by)
        ):
            return True
    for card in state.cards.values():
        for ability in card.statics:
            for effect in ability.effects:
                if effect.op not in UNTARGETABLE:
                    continue
                if not _bars(state, UNTARGETABLE[effect.op], die.owner, controller):
                    continue
                if effect.by_filters and not _sources_barred(effect, by):
                    continue
                if static_reaches(state, card, ability, effect, die, die_id):
                    return True
    return False


def _bars(state: GameState, whose: str, owner: int, controller: int) -> bool:
    return whose == "any" or controller in state.opponents(owner)
