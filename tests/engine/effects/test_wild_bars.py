"""A card its dice may not be bought with Wild energy (engine abilities/wild_bars.py, op
`no_wild_purchase`): "you may not use Wild energy to buy this card's dice" (our own words).
DM-2.2: Wild stands in for any energy type when spending; card text beats rule text. The bar
is the card's own and reads in the supply, active or not. A payment spending a Wild symbol
on such a die is refused with `purchase/no_wild` and nothing changes (DM-12.1); other energy
buys it; Wild still buys other cards (near miss); the choices and legal actions offer its
dice only where energy other than Wild pays for them."""

from __future__ import annotations

from typing import Any

from games.engine import choices, legal_actions
from games.engine.model import actions as A
from games.engine.model import errors as E
from games.engine.model.state import Zone
from tests.engine.helpers import CHAR, FIST, Game, cards_with, die, m

WILD_FACE = 5
_LEVELS = [
    {"kind": "character", "level": n, "cost": 1, "attack": n, "defense": n} for n in (1, 2, 3)
]


def _card(card_id: str, cost: int, abilities: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:
    faces = [
        *_LEVELS,
        {"kind": "energy", "symbols": ["fist"]},
        {"kind": "energy", "symbols": ["fist"]},
        {"kind": "energy", "symbols": ["wild"]},
    ]
    return {"id": card_id, "name": card_id.title(), "kind": "character", "cost": cost,
            "energy_types": ["fist"], "faces": faces, "abilities": list(abilities)}  # fmt: skip


LANTERN = _card("lantern", 2, ({
    "trigger": "static", "text": "Wild energy may not be spent to buy this card's dice.",
    "effects": [{"op": "no_wild_purchase", "target": "this_card"}]},))  # fmt: skip
OTHER = _card("other", 2)
PRISMS = [die(0, "other", n) for n in (1, 2, 3)]  # her dice showing Wild


def _game(fist: bool = True) -> Game:
    """Michele's first turn, Main Step: three of her Other dice in her Reserve Pool showing
    Wild, and two Sidekicks showing (fist) (or their character face), the third its
    character face. Lantern is in her supply, not active; one Other die is left there."""
    g = Game(teams=((("lantern", 2), ("other", 4)), (("other", 2),)),
             cards=cards_with(LANTERN, OTHER))  # fmt: skip
    g.start()
    shown = FIST if fist else CHAR
    g.begin({m(1): shown, m(2): shown, m(3): CHAR}, oop=m(4))
    for d in PRISMS:
        g.give(0, d, to="reserve", face=WILD_FACE)
    return g


def _offered(g: Game) -> set[str]:
    return {p.card for p in choices(g.state, 0).purchases}  # type: ignore[union-attr]


def test_wild_energy_may_not_buy_its_dice() -> None:
    g = _game()
    g.refuse(
        A.Purchase(player=0, card="lantern", paid=((PRISMS[0], ("wild",)), (m(1), ("fist",)))),
        E.PURCHASE_NO_WILD,
    )


def test_other_energy_buys_it() -> None:
    g = _game()
    g.buy("lantern", (m(1), "fist"), (m(2), "fist"))
    assert g.state.dice[die(0, "lantern", 1)].zone is Zone.USED  # DM-8.8


def test_wild_still_buys_other_cards() -> None:  # near miss: the bar is the Lantern's alone
    g = _game()
    g.buy("other", (PRISMS[0], "wild"), (PRISMS[1], "wild"))
    assert g.state.dice[die(0, "other", 4)].zone is Zone.USED


def test_only_wild_to_spend_offers_no_lantern() -> None:
    g = _game(fist=False)
    assert "lantern" not in _offered(g) and "other" in _offered(g)
    bought = {a.card for a in legal_actions(g.state, 0) if isinstance(a, A.Purchase)}
    assert "lantern" not in bought and "other" in bought


def test_with_fist_energy_left_the_lantern_is_offered_without_wild() -> None:
    g = _game()
    assert "lantern" in _offered(g)
    offer = next(p for p in choices(g.state, 0).purchases if p.card == "lantern")  # type: ignore[union-attr]
    spendable = {s for source in offer.payment.sources for s in source.spendable}
    assert ("wild",) not in spendable and ("fist",) in spendable
    bought = [a for a in legal_actions(g.state, 0) if isinstance(a, A.Purchase)]
    lantern = next(a for a in bought if a.card == "lantern")
    assert all("wild" not in symbols for _, symbols in lantern.paid)
