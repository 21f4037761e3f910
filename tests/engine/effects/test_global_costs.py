"""Globals that cost more (abilities/costs.py `global_cost`, DM-8.17): "While <this> is
active, your opponents pay (1) more to use each Global Ability": a static
`increase_global_cost` on "opponent", for its controller's opponents while its card is
active (DM-18.1). Using a Global pays the new cost exactly (DM-8.2, DM-8.6), and the
choice description and the legal actions offer it. Our own cards."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine.abilities.costs import global_cost
from games.engine.api import legal_actions
from games.engine.flow.choices import choices
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, TEAMS, Game, cards_with, die, m
from tests.engine.keywords.common import character

TOLLKEEPER = character(
    "tollkeeper", 1, 3,
    abilities=[{"trigger": "static", "while_active": "self",
                "text": "While this is active, your opponents pay 1 more to use each Global.",
                "effects": [effect("increase_global_cost", "opponent", amount=1)]}],
)  # fmt: skip
SPRING = character(
    "spring", 1, 1,
    globals=[{"cost": 1, "text": "Global: Pay 1. Gain 1 life.",
              "effects": [effect("gain_life", "you", amount=1)]}],
)  # fmt: skip


def _game(active: bool = True) -> Game:
    """Michele's Main Step with m2 and m3 (Fist) in her Reserve Pool; Chris's Tollkeeper in
    his Field Zone (`active`) or his Used Pile."""
    g = Game(
        teams=((("spring", 1), TEAMS[0][1]), (("tollkeeper", 1), TEAMS[1][1])),
        cards=cards_with(SPRING, TOLLKEEPER),
    )
    g.start()
    g.begin({m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.arrange(1, "field" if active else "used", [die(1, "tollkeeper", 1)], face=CHAR)
    g.hurt(0, 3)
    return g


def _use(*paid: str) -> A.UseGlobal:
    return A.UseGlobal(player=0, card="spring", ability=0, paid=tuple((d, ("fist",)) for d in paid))


def test_an_opposing_active_card_makes_each_global_cost_more() -> None:
    g = _game()
    assert global_cost(g.state, 0, 1) == 2  # Michele: Chris's card taxes her
    assert global_cost(g.state, 1, 1) == 1  # near miss: not its controller's Globals
    g.refuse(_use(m(2)), E.ENERGY_INSUFFICIENT)  # the printed cost is no longer enough
    life = g.life(0)
    g.do(_use(m(2), m(3)))
    assert g.life(0) == life + 1


def test_not_while_the_card_is_not_active() -> None:
    """DM-18.1: a static of a character holds only while its card is active."""
    g = _game(active=False)
    assert global_cost(g.state, 0, 1) == 1
    g.refuse(_use(m(2), m(3)), E.ENERGY_OVERPAID)  # DM-8.2: never more than the cost
    g.do(_use(m(2)))


def test_the_description_and_legal_actions_ask_the_new_cost() -> None:
    g = _game()
    (spring,) = [o for o in choices(g.state, 0).globals if o.card == "spring"]
    assert spring.payment.cost == 2
    uses = [a for a in legal_actions(g.state, 0) if isinstance(a, A.UseGlobal)]
    assert uses and all(sum(len(s) for _, s in a.paid) + a.virtual == 2 for a in uses)


WARDEN = character(
    "warden", 1, 3,
    abilities=[{"trigger": "static", "while_active": "keeper",
                "text": "While the keeper is active, your opponents pay 1 more for each Global.",
                "effects": [effect("increase_global_cost", "opponent", amount=1)]}],
)  # fmt: skip
KEEPER = character("keeper", 1, 1)


def _named_game(warden: str, keeper: str) -> Game:
    """Chris's Warden names his Keeper: the tax holds while the Keeper is active (DM-18.1),
    wherever the Warden's own dice are."""
    g = Game(
        teams=((("spring", 1), TEAMS[0][1]), (("warden", 1), ("keeper", 1))),
        cards=cards_with(SPRING, WARDEN, KEEPER),
    )
    g.start()
    g.begin({m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.arrange(1, warden, [die(1, "warden", 1)], face=CHAR)
    g.arrange(1, keeper, [die(1, "keeper", 1)], face=CHAR)
    return g


def test_a_tax_that_names_another_card_holds_while_that_card_is_active() -> None:
    assert global_cost(_named_game("used", "field").state, 0, 1) == 2
    # near misses: only the Warden active, or neither
    assert global_cost(_named_game("field", "used").state, 0, 1) == 1
    assert global_cost(_named_game("used", "used").state, 0, 1) == 1
