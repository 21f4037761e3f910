"""Corrupt X (000:L775): "Target player takes X dice from their bag, places 1 in the Used
Pile, and returns the rest to their bag." An effect of the keyword (`corrupt`) that the card's
printed ability uses; the dice taken are a draw (chance, ChanceRequested to "corrupt"), then
the target player chooses the one for the Used Pile (hook after_draw, DM-13.1, DM-15.3)."""

from __future__ import annotations

import json

from cards.catalog import DATA
from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.loading import card_execution
from games.engine.log.codec import to_records
from games.engine.log.replay import replay
from games.engine.model.state import GameOptions
from games.engine.sim.simulate import game_seed, play
from games.engine.sim.tactics import choose_target
from tests.engine.helpers import CHAR, FIST, JUBILEE, Game, c, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

LINE = "Corrupt 2 - when fielded, target player takes 2 dice from their bag..."
CORRUPT_2 = {"op": "corrupt", "amount": 2, "target": "target_player"}
LEDGER = character(
    "ledger", 2, 2, keywords=["corrupt:2"], text=[LINE],
    abilities=[{"trigger": "when_fielded", "text": LINE, "effects": [CORRUPT_2]}],
)  # fmt: skip
DIE = "p1:ledger:1"


def fielded(bag: int = 8) -> Game:
    """Michele fields her Corrupt 2 die in her first Main Step (Chris has `bag` Sidekicks in
    his bag, c1 up); its ability asks her for the target player."""
    g = Game(teams=((("ledger", 2),), ((FOE, 2),)), cards=cards_with(LEDGER))
    g.start()
    g.arrange(1, "used", [c(n) for n in range(bag + 1, 9)])
    g.give(0, DIE)
    g.begin({DIE: 0, m(1): FIST, m(2): FIST, m(3): CHAR}, oop=m(4))
    g.field(DIE)
    assert g.pending.kind == "choose_target"
    assert g.pending.options == ("player:0", "player:1")
    return g


def test_the_target_player_takes_x_dice_and_puts_the_one_they_choose_in_the_used_pile() -> None:
    g = fielded()
    events = g.target("player:1")
    assert ev.ChanceRequested("draw", 1, count=2, to="corrupt") in events
    assert (g.pending.kind, g.pending.player, g.pending.count) == ("draw", 1, 2)
    events = g.draw(c(4), c(7), to="corrupt")
    assert ev.AbilityTriggered(1, "ledger", 1, "ability", "") in events  # Chris's choice
    assert (g.pending.kind, g.pending.player) == ("choose_target", 1)
    assert g.pending.options == (c(4), c(7))
    events = g.target(c(7))
    assert ev.DiceMoved(1, (c(7),), "used", "ledger") in events
    assert g.zone(1, "used") == {c(7)} and len(g.zone(1, "bag")) == 7  # the rest returned
    assert not g.state.lasting and g.pending.kind == "priority" and g.pending.player == 0


def test_only_the_dice_taken_may_be_chosen_and_only_by_the_target_player() -> None:
    g = fielded()
    g.target("player:1")
    g.refuse(A.ReportDraw(player=1, dice=(c(1),), to="corrupt"), E.RANDOM_BAD_COUNT)
    g.refuse(A.ReportDraw(player=1, dice=(c(1), m(5)), to="corrupt"), E.RANDOM_NOT_IN_BAG)
    g.draw(c(1), c(2), to="corrupt")
    g.refuse(A.ChooseTarget(player=1, target=c(3)), E.TARGET_INVALID)
    g.refuse(A.ChooseTarget(player=0, target=c(1)), E.TURN_NOT_YOURS)


def test_a_player_may_corrupt_their_own_bag() -> None:
    g = fielded()
    g.target("player:0")
    bag = sorted(g.zone(0, "bag"))
    g.draw(*bag[:2], to="corrupt")
    assert g.pending.player == 0 and g.pending.options == tuple(bag[:2])
    g.target(bag[1])
    assert bag[1] in g.zone(0, "used") and bag[0] in g.zone(0, "bag")


def test_with_fewer_dice_in_the_bag_as_many_as_there_are() -> None:
    """DM-12.3: one die left: it is taken and goes to the Used Pile, no choice to make; the
    bag is not refilled for it."""
    g = fielded(bag=1)
    g.target("player:1")
    assert g.pending.count == 1
    events = g.draw(c(1), to="corrupt")
    assert ev.DiceMoved(1, (c(1),), "used", "corrupt") in events
    assert not g.zone(1, "bag") and not of_type(events, ev.BagRefilled)


def test_an_empty_bag_gives_nothing_to_take() -> None:
    g = fielded(bag=0)
    events = g.target("player:1")
    assert not of_type(events, ev.ChanceRequested) and g.pending.kind == "priority"


def test_the_card_needs_its_corrupt_ability_as_data() -> None:
    bare = {**LEDGER, "abilities": []}
    assert card_execution(bare).reasons[0] == "Corrupt: its ability is not card data"
    assert card_execution(LEDGER).executed
    cards = json.loads((DATA / "ocr.json").read_text())["cards"]
    (card,) = [c for c in cards if any(k.startswith("corrupt") for k in c.get("keywords", ()))]
    assert card_execution(card).executed


def test_online_the_seed_takes_the_dice_and_the_logs_replay() -> None:
    cards = cards_with(LEDGER)
    options = GameOptions(team_format="demo", starting_life=10)
    teams = ((("ledger", 3),), ((JUBILEE, 2),))
    corrupted = 0
    for n in range(6):
        seed = game_seed("corrupt", n)
        events, final = play(cards, seed, ("random", "random"), options, teams=teams)
        corrupted += sum(isinstance(e, ev.DiceDrawn) and e.to == "corrupt" for e in events)
        assert replay(to_records(events), cards, seed=seed) == final
    assert corrupted


def test_a_bot_corrupts_its_opponent() -> None:
    """The bots' tactics count Corrupt as harmful: they target the other player."""
    g = fielded()
    assert choose_target(g.state, 0, g.pending.options) == "player:1"
