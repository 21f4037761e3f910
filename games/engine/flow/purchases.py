"""The Main Step's purchases (DM-8.5, DM-8.7): one die, or under the 2014 rules several at
once (001:L309-311). A die its player may not purchase now ("your opponent may not purchase
that card's dice", "... character dice with a printed cost of 2": abilities/locks.py,
permissions.may_purchase) is refused (DM-12.1: "can't" beats "can")."""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

from games.engine.abilities import permissions
from games.engine.abilities.costs import PURCHASE, purchase_cost, used_up
from games.engine.abilities.occasions import Occasion, announce
from games.engine.abilities.wild_bars import refuse_wild
from games.engine.flow.energy import check_payment, types_covered
from games.engine.flow.fabricated import bought, paid_for
from games.engine.flow.main_step import MAX_BATCH, in_main
from games.engine.model import actions as A
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.errors import IllegalAction
from games.engine.model.rulesets import ruleset
from games.engine.model.state import GameState, Pending, Zone

_SUPPLY = Zone.SUPPLY
_COPY = attrgetter("copy")


def purchase(b: Batch, a: A.Purchase, pending: Pending) -> None:
    in_main(b, a, "purchase")
    state = b.state
    player = a.player
    assert player is not None
    die_id, cost = _supply_die(state, player, a.card, ())
    paid_for(b, a, cost, state.cards[a.card].energy_types)  # or by a KO (flow/fabricated.py)
    refuse_wild(state.cards[a.card], (s for _, symbols in a.paid for s in symbols))
    spent = used_up(b.state, player, PURCHASE, b.state.dice[die_id])  # "the next die ..."
    bought(b, a, die_id, spent)
    energy = tuple(s for _, symbols in a.paid for s in symbols) + ("virtual",) * a.virtual
    announce(b, Occasion("purchased", die=die_id, card=a.card, player=player, paid=energy))


def _supply_die(
    state: GameState, player: int, card_id: str, taken: Sequence[str]
) -> tuple[str, int]:
    """The die a purchase from `card_id` takes (its lowest copy not in `taken`) and its cost."""
    card = state.cards.get(card_id)
    if card is None or card.kind == "sidekick":
        raise IllegalAction(E.PURCHASE_UNKNOWN_CARD, f"no card {card_id} to purchase from")
    owner = None if card.kind == "basic_action" else player
    supply = [  # (one look at each die of the supply, and no sort: its lowest copy below)
        die
        for die in map(state.dice.__getitem__, state.zones.get((owner, _SUPPLY), ()))
        if die.card == card_id and die.id not in taken
    ]
    if card.kind != "basic_action" and card_id not in state.players[player].team:
        raise IllegalAction(
            E.PURCHASE_NOT_YOUR_CARD, "you may not purchase from your opponent's cards", "DM-8.5"
        )
    if not supply:
        raise IllegalAction(E.PURCHASE_SOLD_OUT, f"no dice left on {card.title}", "DM-3.3")
    first = min(supply, key=_COPY)  # its lowest copy (the first of them, as a stable sort)
    if not permissions.may_purchase(state, first.id):
        raise IllegalAction(
            E.PURCHASE_BARRED, f"you may not purchase {card.title}'s dice now", "DM-12.1"
        )
    return first.id, purchase_cost(state, player, card, first)  # DM-8.7


def purchase_several(b: Batch, a: A.PurchaseSeveral, pending: Pending) -> None:
    """2014: "you can purchase multiple dice simultaneously to spend a generic die
    completely" (001:L309-311). One payment adds up to the dice's costs together, and holds
    one symbol of each card's energy type for each card (001:L292-293), no symbol serving
    two cards; what a generic die gives may be shared between them. A die that costs nothing
    takes no part of the payment and is bought on its own."""
    in_main(b, a, "purchase")
    state = b.state
    player = a.player
    assert player is not None
    if not ruleset(state.options.rules).batch_purchases:
        raise IllegalAction(E.PURCHASE_NO_BATCH, "one die at a time under these rules", "DM-8.5")
    if not 2 <= len(a.cards) <= MAX_BATCH:
        raise IllegalAction(E.PURCHASE_NO_BATCH, f"2 to {MAX_BATCH} dice at once", "001:L309-311")
    dice: list[str] = []
    total = 0
    for card_id in a.cards:
        die_id, cost = _supply_die(state, player, card_id, dice)
        if cost == 0:  # nothing of the one payment is its (docs/rulings.md)
            raise IllegalAction(
                E.PURCHASE_NO_BATCH,
                f"{state.cards[card_id].title} costs nothing: buy it on its own, not in a batch",
                "001:L309-311",
            )
        dice.append(die_id)
        total += cost
    check_payment(state, player, a.paid, 0, total)
    spent = [symbol for _, symbols in a.paid for symbol in symbols]
    for card_id in a.cards:  # Wild in one payment is every card's (docs/rulings.md)
        refuse_wild(state.cards[card_id], spent)
    if not types_covered(spent, [state.cards[c].energy_types for c in a.cards]):
        raise IllegalAction(
            E.ENERGY_TYPE_MISSING,
            "each card needs its own symbol of its energy type (Wild counts as any)",
            "001:L292-293",
        )
    b.emit(ev.DicePurchased(player, tuple(a.cards), tuple(dice), a.paid))
    for card_id, die_id in zip(a.cards, dice, strict=True):
        announce(b, Occasion("purchased", die=die_id, card=card_id, player=player))
