"""Intimidate (000:L793, 003:L655): "When fielded, remove target character die from the Field
Zone until end of turn. Place it next to your character cards during that turn as a
reminder." Keyword.abilities: a "when fielded" keyword ability (DM-18.2, DM-18.4) that moves
target character die (DM-13.1) to the zone "removed"; Cleanup brings it back to its owner's
Field Zone on the same face (docs/rulings.md)."""

from __future__ import annotations

from cards.catalog import raw_cards
from games.engine import events as ev
from games.engine.flow.turn import possible_blocks
from games.engine.loading import card_execution
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m, of_type
from tests.engine.keywords.common import FOE, boost, character

WARDEN = character("warden", 2, 3, keywords=["intimidate"])
DIE = "p1:warden:1"
LEVEL_2 = 1


def fielded(first_may_attack: bool = True) -> tuple[Game, list[ev.Event]]:
    """Michele fields her Intimidate die in her Main Step; Chris has c5 (level 1, 1 damage)
    and c6 in his Field Zone, Michele has m5 in hers."""
    g = Game(
        teams=((("warden", 2),), ((FOE, 2),)),
        cards=cards_with(WARDEN),
        first_player_may_attack_first_turn=first_may_attack,
    )
    g.start()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, DIE, to="reserve", face=0)
    g.arrange(1, "field", [c(5), c(6)], face=CHAR)
    g.arrange(0, "field", [m(5)], face=CHAR)
    boost(g, c(5), defense=2)
    return g, g.field(DIE)


def test_it_removes_target_character_die_either_players() -> None:
    """Any character die in the Field Zone, its own included (DIGEST §3.1)."""
    g, _ = fielded()
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {c(5), c(6), m(5), DIE}
    events = g.target(c(5))
    assert ev.DiceMoved(1, (c(5),), "removed", "warden") in events
    assert c(5) in g.zone(1, "removed") and c(5) not in g.zone(1, "field")


def test_a_removed_die_is_not_in_the_field_zone_it_cannot_block() -> None:
    g, _ = fielded()
    g.target(c(5))
    g.pass_all()
    g.attack(m(5))
    assert {b for b, _ in possible_blocks(g.state)} == {c(6)}


def test_it_returns_at_the_end_of_the_turn_on_the_same_face() -> None:
    """Back in its owner's Field Zone in Cleanup, on its face, with no damage or applied
    effect (DM-10.1); it is not fielded (DM-8.13), so nothing triggers."""
    g, _ = fielded(first_may_attack=False)
    g.target(c(5))
    events = g.pass_all()
    assert ev.DiceMoved(1, (c(5),), "field", "end_of_turn") in events
    assert g.state.turn == 2 and c(5) in g.zone(1, "field")
    assert g.face(c(5)) == CHAR and g.state.dice[c(5)].modifiers == ()
    assert not of_type(events, ev.AbilityTriggered)


def test_it_keeps_its_level() -> None:
    g, _ = fielded(first_may_attack=False)
    g.arrange(0, "field", [DIE], face=LEVEL_2)
    g.target(DIE)  # its own die: legal, if pointless
    assert g.face(DIE) == LEVEL_2 and DIE in g.zone(0, "removed")
    g.pass_all()
    assert DIE in g.zone(0, "field") and g.face(DIE) == LEVEL_2


def test_the_ocr_card_with_intimidate_is_executed() -> None:
    assert card_execution(raw_cards()["24ocr"]).executed
