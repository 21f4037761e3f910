"""Extra rerolls in the Roll and Reroll Step (op `extra_reroll`, abilities/extra_rerolls.py):
DM-7.2's one reroll, then one more for each such static of an active card of the player's,
of the dice it names. Our own wording; near misses keep DM-7.2's one reroll."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.flow.choices import admit, choices
from games.engine.log.snapshot import decode, encode
from tests.engine.helpers import (
    BACS,
    CHAR,
    FIST,
    MASK,
    TEAMS,
    WILD,
    Game,
    bac,
    cards_with,
    m,
    make_card,
    of_type,
)


def _lucky(card_id: str, most: int = 0, **filters: Any) -> dict[str, Any]:
    effect: dict[str, Any] = {"op": "extra_reroll", "target": "you", "amount": most}
    if filters:
        effect["filters"] = filters
    return make_card(
        card_id,
        abilities=[{"trigger": "static", "while_active": "self",
                    "text": f"While {card_id} is active, you may reroll ... one more time.",
                    "effects": [effect]}],
    )  # fmt: skip


def _game(*cards: dict[str, Any], active: bool = True) -> Game:
    """Michele's first turn, her dice rolled: m1 CHAR, m2 FIST, m3 MASK, a Basic Action Die on its
    action face; a die of the first card in her Field Zone when `active`."""
    mine = tuple((x["id"], 2) for x in cards)
    g = Game(teams=((*mine, *TEAMS[0])[:2], TEAMS[1]), cards=cards_with(*cards))
    g.start()
    if active:
        g.give(0, f"p1:{cards[0]['id']}:1", to="field", face=CHAR)
    g.give(0, bac(BACS[0][0], 1))
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    g.roll({m(1): CHAR, m(2): FIST, m(3): MASK, bac(BACS[0][0], 1): 0})
    return g


def test_one_die_one_extra_time() -> None:
    """DM-7.2's reroll, then one more of one die, any of them (rerolled before or not)."""
    g = _game(_lucky("clover", most=1))
    g.reroll(m(1), m(2))
    g.roll({m(1): WILD, m(2): MASK})
    assert g.pending.kind == "reroll" and g.pending.count == 1
    assert set(g.pending.dice) == {m(1), m(2), m(3), bac(BACS[0][0], 1)}
    choice = choices(g.state, 0)
    assert admit.admits(choice, A.Reroll(player=0, dice=(m(1),)))
    assert not admit.admits(choice, A.Reroll(player=0, dice=(m(1), m(2))))
    g.refuse(A.Reroll(player=0, dice=(m(1), m(2))), E.REROLL_TWICE)
    g.reroll(m(2))
    events = g.roll({m(2): FIST})
    assert of_type(events, ev.StepBegan)[-1].step == "main"  # no third one
    assert g.face(m(2)) == FIST and g.face(m(1)) == WILD


def test_keeping_all_passes_the_extra_one_by() -> None:
    g = _game(_lucky("clover"))
    g.reroll()
    assert g.pending.kind == "reroll" and g.pending.count == 0
    events = g.reroll()
    assert of_type(events, ev.StepBegan)[-1].step == "main"
    g.refuse(A.Reroll(player=0, dice=(m(1),)), E.REROLL_TWICE)


def test_only_the_dice_it_names() -> None:
    """ "Reroll your action dice an additional time": the Basic Action Die only."""
    g = _game(_lucky("clover", die_kind="action"))
    g.reroll(m(1))
    g.roll({m(1): FIST})
    assert g.pending.kind == "reroll" and g.pending.dice == (bac(BACS[0][0], 1),)
    g.refuse(A.Reroll(player=0, dice=(m(2),)), E.REROLL_TWICE)


def test_none_of_its_dice_rolled_no_extra_reroll() -> None:
    g = _game(_lucky("clover", sidekick=False, die_kind="character"))
    events = g.reroll()
    assert of_type(events, ev.StepBegan)[-1].step == "main"


def test_two_cards_two_extra_rerolls_and_the_count_survives_a_snapshot() -> None:
    g = _game(_lucky("clover"), _lucky("horseshoe"))
    g.give(0, "p1:horseshoe:1", to="field", face=CHAR)
    g.reroll()
    g.reroll(m(1))
    assert g.state.players[0].rerolls == 2
    assert decode(encode(g.state), g.state.cards)[1].players[0].rerolls == 2
    g.roll({m(1): MASK})
    assert g.pending.kind == "reroll"
    g.reroll()
    assert g.pending.kind == "priority"


def test_near_miss_not_active_one_reroll_only() -> None:
    """No die of the card in the Field Zone (DM-18.1): DM-7.2's one reroll."""
    g = _game(_lucky("clover"), active=False)
    events = g.reroll()
    assert of_type(events, ev.StepBegan)[-1].step == "main"


def _jinx(card_id: str, op: str, amount: int) -> dict[str, Any]:
    return make_card(
        card_id,
        abilities=[{"trigger": "static", "while_active": "self",
                    "text": f"While {card_id} is active, your opponent's rerolls ...",
                    "effects": [{"op": op, "target": "opponent", "amount": amount}]}],
    )  # fmt: skip


def _their_game(*theirs: dict[str, Any], mine: tuple[dict[str, Any], ...] = ()) -> Game:
    """Michele's first turn, her three dice rolled; a die of each of Chris's cards in his
    Field Zone, and of each of hers in hers."""
    mine_team = tuple((x["id"], 2) for x in mine)
    teams = ((*mine_team, *TEAMS[0])[:2], (*((x["id"], 2) for x in theirs), *TEAMS[1])[:2])
    g = Game(teams=teams, cards=cards_with(*theirs, *mine))
    g.start()
    for x in theirs:
        g.give(1, f"p2:{x['id']}:1", to="field", face=CHAR)
    for x in mine:
        g.give(0, f"p1:{x['id']}:1", to="field", face=CHAR)
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    g.roll({m(1): CHAR, m(2): FIST, m(3): MASK})
    return g


def test_an_opponents_cap_on_the_dice_rerolled() -> None:
    """ "Your opponent may not reroll more than 1 die during their Roll and Reroll Step"."""
    g = _their_game(_jinx("hex", "reroll_cap", 1), mine=(_lucky("clover"),))
    assert g.pending.count == 1
    g.refuse(A.Reroll(player=0, dice=(m(1), m(2))), E.REROLL_TWICE)
    g.reroll(m(1))
    events = g.roll({m(1): FIST})
    assert of_type(events, ev.StepBegan)[-1].step == "main"  # her extra one is not offered


def test_an_opponents_price_in_life_for_each_reroll() -> None:
    g = _their_game(_jinx("toll", "reroll_price", 2), mine=(_lucky("clover"),))
    assert choices(g.state, 0).life == 2  # type: ignore[union-attr]
    events = g.reroll(m(1))
    assert ev.LifeLost(0, 2, "reroll_price") in events and g.life(0) == 8
    g.roll({m(1): FIST})
    events = g.reroll()  # keeping every die costs nothing
    assert not of_type(events, ev.LifeLost) and g.life(0) == 8


def test_near_miss_the_opponents_card_not_active() -> None:
    g = _their_game(_jinx("toll", "reroll_price", 2))
    g.do(A.Reroll(player=0, dice=()))
    assert g.life(0) == 10
    g2 = Game(teams=(TEAMS[0], (("toll", 2), *TEAMS[1])[:2]),
              cards=cards_with(_jinx("toll", "reroll_price", 2)))  # fmt: skip
    g2.start()
    g2.draw(m(1), m(2), m(3))
    g2.draw(m(4), to="oop")
    g2.roll({m(1): CHAR, m(2): FIST, m(3): MASK})
    events = g2.reroll(m(1))
    assert not of_type(events, ev.LifeLost)
