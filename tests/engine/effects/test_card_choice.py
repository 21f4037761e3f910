""" "When fielded, choose an opponent's character card, canceling all previous choices. Your
opponent cannot field that character while <this> is active" (target kind
`choose_opposing_card`, `cant_field` on the card, duration `while_active`, op
`end_previous_choices`): a card is chosen, not a die (the opponent's team's character
cards, DM-3), its owner may not field its dice (DM-12.1) while this card is active
(DM-18.1), and a new choice ends the earlier one. Our own wording."""

from __future__ import annotations

from games.engine.abilities.effects.lasting import ending
from games.engine.abilities.locks import locked
from games.engine.abilities.permissions import may_field
from games.engine.model import events as ev
from tests.engine.helpers import FIST, MADELYNE, MASTERMIND, TEAMS, Game, cards_with, m
from tests.engine.keywords.common import character

WARDEN = character(
    "warden", 1, 1,
    abilities=[{"trigger": "when_fielded",
                "text": "When fielded, pick an opposing character card, ending your earlier "
                        "picks. While Warden is active, its owner may not field it.",
                "effects": [{"op": "end_previous_choices", "target": "none"},
                            {"op": "cant_field", "target": "choose_opposing_card",
                             "duration": "while_active"}]}],
)  # fmt: skip
FIRST, SECOND = "p1:warden:1", "p1:warden:2"


def game() -> Game:
    """Michele's first turn, Main Step: two Warden dice in her Reserve Pool on their
    level-1 face (fielding cost 0); Chris's team is Mastermind and Madelyne."""
    g = Game(teams=((("warden", 2), TEAMS[0][0]), TEAMS[1]), cards=cards_with(WARDEN))
    g.start()
    g.give(0, FIRST, to="used")
    g.give(0, SECOND, to="used")
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.arrange(0, "reserve", [FIRST, SECOND], face=0)
    return g


def test_a_card_of_the_opponent_s_team_is_chosen_and_its_dice_cannot_be_fielded() -> None:
    g = game()
    g.field(FIRST)
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {f"card:1:{MASTERMIND}", f"card:1:{MADELYNE}"}
    g.target(f"card:1:{MADELYNE}")
    assert locked(g.state, 1, MADELYNE) and not locked(g.state, 1, MASTERMIND)
    assert not may_field(g.state, "p2:" + MADELYNE + ":1")
    assert not locked(g.state, 0, MADELYNE)  # near miss: only its owner is barred


def test_a_new_choice_ends_the_earlier_one() -> None:
    g = game()
    g.field(FIRST)
    g.target(f"card:1:{MADELYNE}")
    g.field(SECOND)
    g.target(f"card:1:{MASTERMIND}")
    assert locked(g.state, 1, MASTERMIND) and not locked(g.state, 1, MADELYNE)


def test_the_lock_lasts_while_the_card_is_active() -> None:
    """DM-18.1: with one Warden die left in the Field Zone the card is still active; with
    none, the lock ends."""
    g = game()
    g.field(FIRST)
    g.target(f"card:1:{MADELYNE}")
    g.field(SECOND)
    g.target(f"card:1:{MASTERMIND}")
    g.arrange(0, "used", [SECOND])  # the die that chose leaves; the card is still active
    assert ending(g.state) == []
    g.arrange(0, "used", [FIRST])
    assert ending(g.state) == [ev.EffectEnded("cant_field", f"card:1:{MASTERMIND}", "warden")]
