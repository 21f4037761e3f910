"""Entries of the draw lane played by the engine: extra dice in the Clear and Draw Step
(DM-6.3; engine abilities/extra_draws.py) while a condition on the Field Zone holds; an
action's trigger for the rest of its turn (abilities/after_use.py). The
records are the shipped entries'; the cards carry the entries' codes as ids (their
conditions name their own card), with stats, names and wording of our own."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import events as ev
from tests.cards.compiler.test_entries_play import records
from tests.engine.helpers import (
    ACTION0,
    BOLT,
    CHAR,
    FIST,
    Game,
    c,
    cards_with,
    m,
    make_card,
    of_type,
    skip_turn,
)
from tests.engine.keywords.common import FOE, character
from tests.engine.test_rules_effects import ARRIVE, die


def _at_draw(card: dict[str, Any], other: dict[str, Any], field: list[str]) -> Game:
    """Michele's second turn, about to draw 4: Sidekicks m5-m8 in her bag; the dice named in
    `field` in her Field Zone on a character face."""
    team = ((card["id"], 2), (other["id"], 2))
    g = Game(teams=(team, ((FOE, 2),)), cards=cards_with(card, other))
    g.start()
    skip_turn(g, {m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    for name in field:
        g.give(0, name, to="field", face=0)
    return g


def _drawn(g: Game) -> int:
    """How many dice she draws in all this step (the four, then any extra draw)."""
    g.draw(m(5), m(6), m(7), m(8))
    return 4 + (g.pending.count if g.pending.kind == "draw" else 0)


def test_a_superman_die_of_another_card_gives_one_more_die() -> None:
    """17wf: while its card is active, another card's Superman character die in her Field
    Zone: five dice; the card alone, or with a die of another affiliation: four."""
    girl = character("17wf", 1, 1, abilities=records("17wf"))
    kin = character("kin", 1, 1, affiliations=["superman"])
    assert _drawn(_at_draw(girl, kin, ["p1:17wf:1", "p1:kin:1"])) == 5
    assert _drawn(_at_draw(girl, kin, ["p1:17wf:1"])) == 4
    assert _drawn(_at_draw(girl, kin, ["p1:kin:1"])) == 4  # the card itself not active
    stranger = character("stranger", 1, 1, affiliations=["xmen"])
    assert _drawn(_at_draw(girl, stranger, ["p1:17wf:1", "p1:stranger:1"])) == 4


def test_only_its_own_dice_in_the_field_give_one_more_die() -> None:
    """14gotg: while its card is active and no character die of another card of hers is in
    the Field Zone (two of its own dice are): five dice; another card's die there: four."""
    rider = character("14gotg", 1, 1, abilities=records("14gotg"))
    other = character("other", 1, 1)
    assert _drawn(_at_draw(rider, other, ["p1:14gotg:1", "p1:14gotg:2"])) == 5
    assert _drawn(_at_draw(rider, other, ["p1:14gotg:1", "p1:other:1"])) == 4
    assert _drawn(_at_draw(rider, other, [])) == 4


def _action(code: str) -> dict[str, Any]:
    """An action card of our own naming with the entry's records (its code as id)."""
    return make_card(code, kind="action", faces=ARRIVE["faces"], abilities=records(code))


def _main_step(code: str, kin: dict[str, Any]) -> Game:
    """Michele's first turn, Main Step: a die of the action card on its action face and a
    die of `kin` on its level 1 face in her Reserve Pool; m1 on its character face, m2/m3
    energy; her bag holds m5-m8."""
    card = _action(code)
    g = Game(teams=(((code, 1), (kin["id"], 2)), ((FOE, 2),)), cards=cards_with(card, kin))
    g.start()
    used, other = die(0, code, 1), die(0, kin["id"], 1)
    g.give(0, used)
    g.give(0, other)
    g.begin({used: ACTION0, other: CHAR, m(1): CHAR, m(2): FIST, m(3): BOLT}, oop=m(4))
    return g


def _use(g: Game, code: str) -> list[Any]:
    return g.do(A.UseActionDie(player=0, die=die(0, code, 1)))


def test_after_its_use_a_justice_league_die_fielded_preps_one_more() -> None:
    """59jus: used, one die from the bag to the Prep Area; then a Justice League character
    die fielded: one more; a Sidekick fielded: none (near miss)."""
    league = character("league", 1, 1, affiliations=["justiceleague"])
    g = _main_step("59jus", league)
    events = _use(g, "59jus")
    assert ev.ChanceRequested("draw", 0, count=1, to="prep") in events
    g.draw(m(5))
    events = g.field(m(1))
    assert not of_type(events, ev.ChanceRequested)
    events = g.field(die(0, "league", 1))
    assert ev.ChanceRequested("draw", 0, count=1, to="prep") in events


def test_after_its_use_villains_field_free_and_prep_a_die() -> None:
    """37xfc: used, a Villain character die fields for nothing and preps a die; a Sidekick
    fielded after the use preps nothing (near miss)."""
    villain = character("rogue", 1, 1, affiliations=["villain"])
    villain["faces"][0]["cost"] = 2
    g = _main_step("37xfc", villain)
    _use(g, "37xfc")
    assert not of_type(g.field(m(1)), ev.ChanceRequested)
    events = g.field(die(0, "rogue", 1))
    assert ev.ChanceRequested("draw", 0, count=1, to="prep") in events
    assert of_type(events, ev.CharacterFielded)[0].paid == ()


def test_after_its_use_each_sidekick_fielded_draws_and_rolls_two() -> None:
    """2myst: the use itself does nothing more; a Sidekick fielded after it draws two dice
    into the Reserve Pool (rolled, DM-20.3); one fielded before it draws none."""
    other = character("other", 1, 1)
    g = _main_step("2myst", other)
    g.arrange(0, "reserve", [m(5)], face=CHAR)
    events = g.field(m(1))
    assert not of_type(events, ev.ChanceRequested)
    _use(g, "2myst")
    events = g.field(m(5))
    assert ev.ChanceRequested("draw", 0, count=2, to="reserve") in events
