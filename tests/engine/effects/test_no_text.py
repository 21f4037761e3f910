"""Dice with no text (abilities/textless.py): "When fielded, target a character die. While
<this> is active, copies of that character die in the Field Zone have no text" (`no_text`
on that die's card for its owner, while the card whose ability it is stays active, DM-14.2,
DM-18.1), a new choice ending the earlier ones (`end_previous_choices`); and a named card
whose dice fielded this turn have no text and cannot attack (`no_text_if_fielded`). A die
with no text has no abilities, keywords or statics (DM-12.1: its card text is not its own)
and does not make its card active (DM-18.1)."""

from __future__ import annotations

import msgspec

from games.engine import events as ev
from games.engine.abilities.active import is_active
from games.engine.abilities.permissions import may_attack
from games.engine.abilities.stats import stats
from games.engine.abilities.texts import hooks_of, keywords_of
from games.engine.loading import card_execution
from games.engine.model.evolve import evolve
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import FOE, character, face_off

HUSH, BRUTE = "p1:hush:1", "p2:brute:1"
HUSH_CARD = character(
    "hush", 0, 2,
    abilities=[{"trigger": "when_fielded", "text": "When fielded, target a character die ...",
                "effects": [effect("end_previous_choices"),
                            effect("no_text", "target_die", duration="while_active")]}],
)  # fmt: skip
BRUTE_CARD = character(
    "brute", 3, 3, keywords=["overcrush"],
    abilities=[{"trigger": "static", "text": "While Brute is active, your dice get +1A.",
                "while_active": "self",
                "effects": [effect("modify_attack", "all_your_characters", amount=1)]}],
)  # fmt: skip


def silence(g, card: str, owner: int = 1, until: str = "while_active") -> None:  # type: ignore[no-untyped-def]
    g.state = evolve(g.state, ev.EffectStarted("no_text", f"card:{owner}:{card}", "hush", 0, until))


def test_a_die_with_no_text_loses_its_keywords_and_statics() -> None:
    g = face_off([HUSH_CARD], [BRUTE_CARD], chris_field=1)
    brute = g.state.dice[BRUTE]
    assert keywords_of(g.state, brute) and stats(g.state, brute) == (4, 3)  # its +1A
    assert stats(g.state, g.state.dice["p2:sidekick:5"]) == (2, 1)
    silence(g, "brute")
    assert not is_active(g.state, 1, "brute")  # DM-18.1: no die of it with its text
    assert stats(g.state, g.state.dice[BRUTE]) == (3, 3)
    assert stats(g.state, g.state.dice["p2:sidekick:5"]) == (1, 1)
    assert keywords_of(g.state, g.state.dice[BRUTE]) == ()
    assert hooks_of(g.state, BRUTE, "combat_damage") == ()


def test_it_lasts_while_its_card_is_active() -> None:
    g = face_off([HUSH_CARD], [BRUTE_CARD])
    silence(g, "brute")
    assert keywords_of(g.state, g.state.dice[BRUTE]) == ()
    g.arrange(0, "used", [HUSH])
    from games.engine.abilities.effects import returning

    g.state = evolve(g.state, *returning(g.state))
    assert keywords_of(g.state, g.state.dice[BRUTE])  # Hush left: Brute has its text again


def test_no_text_only_in_the_field_zone_and_only_for_that_owner() -> None:
    g = face_off([HUSH_CARD, BRUTE_CARD], [BRUTE_CARD])
    silence(g, "brute")  # Chris's Brute card only
    assert keywords_of(g.state, g.state.dice["p1:brute:1"])


def test_a_named_card_fielded_this_turn_has_no_text_and_cannot_attack() -> None:
    g = face_off([HUSH_CARD, BRUTE_CARD], [])
    mine = "p1:brute:1"
    g.state = evolve(
        g.state, ev.EffectStarted("no_text_if_fielded", "card:0:brute", "hush", 1, "end_of_turn")
    )
    assert may_attack(g.state, mine)  # not fielded this turn (given by the test)
    g.state = msgspec.structs.replace(g.state, fielded=((0, mine),))
    assert not may_attack(g.state, mine)
    assert keywords_of(g.state, g.state.dice[mine]) == ()


def test_the_when_fielded_ability_plays_in_a_game() -> None:
    """Hush fielded targets Chris's Brute: Brute loses Overcrush; a second Hush die fielded
    targets another die, and the first choice ends (`end_previous_choices`)."""
    assert card_execution(HUSH_CARD).executed
    g = Game(
        teams=((("hush", 2),), (("brute", 2), (FOE, 2))),
        cards=cards_with(HUSH_CARD, BRUTE_CARD),
    )
    g.start()
    g.give(1, BRUTE, to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.give(0, HUSH, to="prep")
    g.give(0, "p1:hush:2", to="prep")
    g.begin({HUSH: 0, "p1:hush:2": 0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.field(HUSH)
    g.target(BRUTE)
    assert keywords_of(g.state, g.state.dice[BRUTE]) == ()
    g.field("p1:hush:2")
    g.target(c(5))
    assert keywords_of(g.state, g.state.dice[BRUTE])
    assert [x.target for x in g.state.lasting if x.effect == "no_text"] == ["card:1:sidekick"]


SEER_CARD = character(
    "seer", 1, 2,
    abilities=[{"trigger": "start_of_opponents_turn", "optional": True,
                "text": "While Seer is active, before your opponent's Clear and Draw Step ...",
                "effects": [effect("choose", "choose_opposing_card"),
                            effect("no_text_if_fielded", "choose_opposing_card")]}],
)  # fmt: skip


def test_a_character_named_before_the_opponents_turn_fielded_has_no_text_and_cannot_attack() -> (
    None
):
    """DM-5.2: "before your opponent's Clear and Draw Step" is the start of their turn; the
    named card's dice Chris fields that turn have no text and cannot attack (DM-14.2)."""
    g = Game(
        teams=((("seer", 2),), (("brute", 2), (FOE, 2))),
        cards=cards_with(SEER_CARD, BRUTE_CARD),
    )
    g.start()
    g.give(0, "p1:seer:1", to="field", face=0)
    g.give(1, BRUTE, to="bag")
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    # (no attack on her first turn here) Cleanup, then Chris's turn starts
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    assert "card:1:brute" in g.pending.options
    g.target("card:1:brute")
    g.begin({BRUTE: 0, c(1): FIST, c(2): FIST, c(3): FIST})
    g.field(BRUTE)
    assert keywords_of(g.state, g.state.dice[BRUTE]) == ()
    assert not may_attack(g.state, BRUTE)
