"""Flip (a set keyword ruled from its cards' reminder, docs/rulings.md "Flip"): a card
printed on two sides, each with its own text; at the start of its player's turn they may
flip it (DM-5.2, no die of it need be active), and from then on the other side's text is
the card's. Source: the Batman set's reminder; glossary: "At the start of your turn, you may
flip this character card to its other side." Cards here are our own, of the same shape."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities import redirect_offers
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.loading import card_execution, card_from_dict
from games.engine.log.snapshot import decode, encode
from games.engine.model.evolve import evolve
from games.engine.views import view
from tests.engine.helpers import Game, cards_with
from tests.engine.keywords.common import FOE, character

REMINDER = "Flip (At the start of your turn, you may flip this card to its other side.)"
TWIN = character(
    "twin", 2, 2, keywords=["flip"], text=[REMINDER],
    back={"keywords": ["flip", "overcrush"], "text": [REMINDER, "Overcrush"]},
)  # fmt: skip


def opening() -> Game:
    """Michele brings the flip card; her first turn starts (no die of it is active)."""
    g = Game(teams=((("twin", 2),), ((FOE, 2),)), cards=cards_with(TWIN))
    g.start()
    return g


def test_the_two_sides_name_each_other() -> None:
    front = card_from_dict(TWIN)
    assert front.back is not None and front.back.back is front
    assert not front.has_keyword("overcrush") and front.back.has_keyword("overcrush")


def test_at_the_start_of_her_turn_she_may_flip_it_to_its_other_side() -> None:
    g = opening()
    assert g.pending.kind == "choose_target" and set(g.pending.options) == {ACCEPT, DECLINE}
    events = g.target(ACCEPT)
    assert ev.CardFlipped(0, "twin", 0) in events
    assert g.state.flipped == ((0, "twin"),)
    assert g.state.cards["twin"].has_keyword("overcrush")  # the other side's text now


def test_declined_the_card_keeps_its_side() -> None:
    g = opening()
    events = g.target(DECLINE)
    assert not [e for e in events if isinstance(e, ev.CardFlipped)]
    assert g.state.flipped == () and not g.state.cards["twin"].has_keyword("overcrush")


def test_a_snapshot_keeps_the_side_that_is_up() -> None:
    g = opening()
    g.target(ACCEPT)
    _, state = decode(encode(g.state), cards_with(TWIN))
    assert state.flipped == ((0, "twin"),) and state.cards["twin"].has_keyword("overcrush")


def test_executed_only_when_both_sides_are_read() -> None:
    assert card_execution(TWIN).executed
    unread = {**TWIN, "back": {**TWIN["back"], "text": [REMINDER, "Something no one reads."]}}
    verdict = card_execution(unread)
    assert not verdict.executed
    assert "text only: Something no one reads." in verdict.reasons


def test_the_same_flip_card_on_both_teams_turns_for_its_player_only() -> None:
    g = Game(teams=((("twin", 2),), (("twin", 2),)), cards=cards_with(TWIN))
    g.start()
    assert g.state.players[1].team == ("twin@p2",)  # model/flip_sides.py
    g.target(ACCEPT)
    assert g.state.flipped == ((0, "twin"),)
    assert g.state.cards["twin"].has_keyword("overcrush")
    assert not g.state.cards["twin@p2"].has_keyword("overcrush")
    _, state = decode(encode(g.state), cards_with(TWIN))
    assert not state.cards["twin@p2"].has_keyword("overcrush")
    assert state.cards["twin@p2"].back is not None


def test_the_table_shows_which_side_is_up() -> None:
    g = opening()
    assert "flipped" not in view(g.state, "judge")["players"][0]
    g.target(ACCEPT)
    assert view(g.state, "player1")["players"][0]["flipped"] == ["twin"]
    assert view(g.state, "judge")["players"][1]["flipped"] == []


WARD = {"trigger": "static", "while_active": "self", "text": "redirect up to 4 each turn",
        "effects": [{"op": "redirect_to_self_each_turn", "target": "all_your_characters",
                     "amount": 4}]}  # fmt: skip
LOPSIDED = character(
    "lopsided", 2, 2, keywords=["flip"], text=[REMINDER],
    back={"keywords": ["flip"], "text": ["When fielded, gain 1 life.", REMINDER],
          "abilities": [{"trigger": "when_fielded", "text": "When fielded, gain 1 life.",
                         "effects": [{"op": "gain_life", "amount": 1, "target": "you"}]}]},
)  # fmt: skip


def test_flipped_back_by_the_other_sides_trigger_nothing_reads_a_missing_ability() -> None:
    """The back's flip is its second ability; flipping back to the one-ability front keeps
    that resolving trigger until it ends (docs/rulings.md "Flip"): the scan for a waiting
    redirect offer (abilities/redirect_offers.py) must not read the front's second ability."""
    ward = character("ward", 1, 1, abilities=[WARD])
    g = Game(teams=((("lopsided", 2),), (("ward", 2),)), cards=cards_with(LOPSIDED, ward))
    g.start()
    g.target(ACCEPT)  # the back is up: [when_fielded, flip_at_turn_start]
    assert [a.trigger for a in g.state.cards["lopsided"].abilities][1] == "flip_at_turn_start"
    state = evolve(g.state, ev.AbilityTriggered(0, "lopsided", 1, "ability", ""))
    state = evolve(state, ev.CardFlipped(0, "lopsided", 1))  # the front again: one ability
    assert len(state.cards["lopsided"].abilities) == 1 and state.triggers
    assert redirect_offers.waiting(state) is False
