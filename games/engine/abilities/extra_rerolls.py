"""Rerolls beyond the one of the Roll and Reroll Step (DM-7.2: "You only get one reroll";
card text beats it, DM-12.1): `extra_reroll`, a static of a card while it is active, on its
controller (target `you`): one die rerolled once more in your Roll and Reroll
Step, "... reroll your action dice an additional time", "you gain an additional
reroll". `filters` name the dice it may take (action dice, Sidekick dice, a creature type;
none: any of the rolled dice), `amount` how many of them at most (0: any number).

`PlayerState.rerolls` counts the rerolls taken this step. The step's own reroll comes first
(every rolled die); then each such static gives one more, one after another in the order of
the game's cards, offering the rolled dice it may take, whether rerolled before or not (the
card's "extra time" is a reroll of its own: DM-7.2's "no second reroll opportunity" is the
rule the text beats). A static with no such die among them gives none. Choosing no die
passes it by (docs/rulings.md "Extra rerolls").

And the other way, statics on the card's controller's opponents (target `opponent`):
`reroll_cap` ("your opponent may not reroll more than 3 dice during their Roll and Reroll
Step": the step's reroll takes at most `amount` dice, and no extra one is offered) and
`reroll_price` ("... must pay 1 life to reroll during their Roll and Reroll Step": each
reroll of one die or more costs `amount` life, lost as it is chosen, DM-12.2/12.4)."""

from __future__ import annotations

from typing import NamedTuple

from games.engine.abilities import creature_types  # noqa: F401 (registers its filter)
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.static_entries import statics_of
from games.engine.abilities.targetability import static_holds
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

OP = "extra_reroll"
CAP, PRICE = "reroll_cap", "reroll_price"
LIMITS = frozenset({CAP, PRICE})


class Offer(NamedTuple):
    """A reroll offered: the dice it may take and how many at most (0: any number)."""

    dice: tuple[str, ...]
    most: int = 0


def _granted(state: GameState, player: int, rolled: tuple[str, ...]) -> list[Offer]:
    """The extra rerolls the statics in force give `player` now, in card order."""
    cards = state.cards
    if isinstance(cards, CardPool) and OP not in cards.static_ops:
        return []
    offers = []
    for card, ability, effect in statics_of(cards, OP):
        if effect.target != "you":
            continue
        if not static_holds(state, card, ability, player):
            continue
        dice = tuple(
            d
            for d in sorted(rolled)
            if all(FILTERS[n](state, state.dice[d], v) for n, v in effect.filters)
        )
        if dice:
            offers.append(Offer(dice, effect.amount))
    return offers


def limit(state: GameState, player: int, op: str) -> int:
    """The most dice (`CAP`, 0: no cap) or the life (`PRICE`) the opponents' statics in force
    set on `player`'s rerolls in their Roll and Reroll Step."""
    cards = state.cards
    if isinstance(cards, CardPool) and op not in cards.static_ops:
        return 0
    amounts = [
        effect.amount
        for card, ability, effect in statics_of(cards, op)
        if effect.target == "opponent"
        for them in state.opponents(player)
        if static_holds(state, card, ability, them)
    ]
    if not amounts:
        return 0
    return min(amounts) if op == CAP else sum(amounts)


def offer(state: GameState, player: int, rolled: tuple[str, ...]) -> Offer | None:
    """The reroll `player` may take next of `rolled` (their dice of the step), if any."""
    taken = state.players[player].rerolls
    cards = state.cards  # (`limit`'s first question asked here: every Roll and Reroll Step)
    capped = type(cards) is not CardPool or CAP in cards.static_ops
    cap = limit(state, player, CAP) if capped else 0
    if taken == 0:  # DM-7.2: the step's own, of every rolled die
        return Offer(tuple(sorted(rolled)), cap)
    extra = [] if cap else _granted(state, player, rolled)
    return extra[taken - 1] if taken - 1 < len(extra) else None
