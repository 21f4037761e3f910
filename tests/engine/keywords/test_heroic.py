"""Heroic (001:L696-711, "Pairing Up"): "Many characters have the Heroic ability. When
fielded, such dice can 'pair up' with another die that has the Heroic ability. A die can only
pair up with your dice, and cannot pair up with another copy of the same die ... Pairing up
can only be done the moment a hero is fielded, and the effects of pairing up last until the
start of the player's next turn. If you pair up a die with another die that is already paired
up, that die leaves the old partner and pairs with the new one instead. ... Each die gets the
pairing-up benefit both of itself and of its partner." Keyword.abilities: an optional "when
fielded" ability (DM-18.2, DM-18.4) with the effect pair_up; the benefit is the card's
"heroic" ability, kept as persistent effects until the next turn (DM-14.2)."""

from __future__ import annotations

import pytest

from cards.catalog import raw_cards
from games.engine import events as ev
from games.engine.abilities.stats import stats
from games.engine.abilities.targets import DECLINE
from games.engine.loading import card_execution
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m, of_type, skip_turn
from tests.engine.keywords.common import character


def hero(card_id: str, op: str, amount: int = 1) -> dict:
    benefit = {"op": op, "amount": amount, "target": "this_die"}
    return character(
        card_id,
        2,
        2,
        keywords=["heroic"],
        abilities=[{"trigger": "heroic", "text": f"Heroic: partners {op}", "effects": [benefit]}],
    )


ANGEL = hero("angel", "modify_defense")  # partners get +1D
WOLF = hero("wolf", "modify_attack")  # partners get +1A
HAWK = hero("hawk", "modify_attack", 2)  # partners get +2A
PLAIN = character("plain", 2, 2)
CARDS = cards_with(ANGEL, WOLF, HAWK, PLAIN)
A1, W1 = "p1:angel:1", "p1:wolf:1"


def at_main(team: tuple[str, ...] = ("angel", "wolf"), field: tuple[str, ...] = (W1,)) -> Game:
    """Michele's first Main Step: `field` dice in her Field Zone at level 1, Angel 1 in her
    Reserve Pool; Chris has a Sidekick in his Field Zone."""
    g = Game(
        teams=(tuple((x, 3) for x in team), (("plain", 2),)),
        bacs=(("way-out-west", "counterstrike"), ("way-out-west", "counterstrike")),
        cards=CARDS,
        team_format="standard",
    )
    g.start()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    for die_id in field:
        g.give(0, die_id, to="field", face=0)
    g.give(0, A1, to="reserve", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    return g


def of(g: Game, die_id: str) -> tuple[int, int]:
    return stats(g.state, g.state.dice[die_id])


def test_fielded_it_may_pair_with_another_of_your_heroic_dice() -> None:
    """Each partner gets both benefits: Angel's +1D and Wolf's +1A."""
    g = at_main()
    g.field(A1)
    assert (g.pending.kind, g.pending.options) == ("choose_target", (W1, DECLINE))
    events = g.target(W1)
    assert ev.EffectStarted("paired", A1, W1, 0, "next_turn") in events
    assert of(g, A1) == (3, 3) and of(g, W1) == (3, 3)


def test_only_your_heroic_dice_of_another_card() -> None:
    """Not a copy of the same die, not Chris's dice, not a die without Heroic, not itself."""
    g = at_main(team=("angel", "plain"), field=("p1:angel:2", "p1:plain:1"))
    events = g.field(A1)
    assert g.pending.kind != "choose_target" and not of_type(events, ev.EffectStarted)


def test_pairing_up_is_optional() -> None:
    g = at_main()
    g.field(A1)
    events = g.target(DECLINE)
    assert not of_type(events, ev.EffectStarted)
    assert of(g, A1) == (2, 2) and of(g, W1) == (2, 2)


def test_the_benefits_last_until_the_start_of_the_players_next_turn() -> None:
    """Through Chris's turn (Cleanup ends applied effects, not these, DM-14.2); gone as
    Michele's next turn begins."""
    g = at_main()
    g.field(A1)
    g.target(W1)
    g.pass_all()
    assert g.state.turn == 2 and of(g, A1) == (3, 3)
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    assert g.state.turn == 3 and of(g, A1) == (2, 2) and of(g, W1) == (2, 2)
    assert not g.state.lasting


def test_pairing_with_a_paired_die_breaks_the_old_pair() -> None:
    """Wolf, paired with Angel, pairs with Hawk: Angel has no partner and no benefit left;
    Wolf has its own +1A and Hawk's +2A, not Angel's +1D."""
    g = at_main(team=("angel", "wolf", "hawk"))
    g.field(A1)
    g.target(W1)
    g.give(0, "p1:hawk:1", to="reserve", face=0)
    g.field("p1:hawk:1")
    assert set(g.pending.options) == {A1, W1, DECLINE}
    events = g.target(W1)
    assert of_type(events, ev.EffectEnded)
    assert of(g, A1) == (2, 2)
    assert of(g, W1) == (5, 2) and of(g, "p1:hawk:1") == (5, 2)
    assert {(x.target, x.source) for x in g.state.lasting if x.effect == "paired"} == {
        (W1, "p1:hawk:1"),
        ("p1:hawk:1", W1),
    }


def test_a_die_moved_into_the_field_zone_does_not_pair() -> None:
    """ "Only ... the moment a hero is fielded" (DM-8.13: moving it there is not fielding)."""
    g = at_main()
    g.arrange(0, "field", [A1])
    assert not g.state.triggers


@pytest.mark.parametrize("card", ["23ocr"])
def test_the_ocr_card_with_heroic_is_executed_and_a_heroic_card_needs_its_benefit(card) -> None:
    assert card_execution(raw_cards()[card]).executed
    bare = {**raw_cards()[card], "abilities": []}
    assert "Heroic: its ability is not card data" in card_execution(bare).reasons


REMINDER = (
    "Heroic: When fielded, Lumen Vale may pair up with a different Heroic character until the"
    " start of your next turn."
)


def lumen(*lines: str) -> dict:
    """Our invented Heroic card: its benefit as data, its printed lines as given."""
    return {**hero("lumen", "modify_attack"), "name": "Lumen Vale", "text": list(lines)}


def test_the_heroic_reminder_said_as_a_sentence_is_the_keywords_own_line() -> None:
    benefit = "Heroic: partners modify_attack"
    assert card_execution(lumen(REMINDER, benefit)).executed
    assert card_execution(lumen(REMINDER.replace("a different", "another"), benefit)).executed


@pytest.mark.parametrize(
    "line",
    [
        REMINDER.removesuffix(".") + " and gets +1A.",  # says more than the keyword
        REMINDER.replace("Lumen Vale", "Dara Quill"),  # another card's name
        REMINDER.replace("until the start of your next turn", "until end of turn"),
    ],
)
def test_a_line_that_is_not_word_for_word_the_reminder_stays_text_only(line: str) -> None:
    verdict = card_execution(lumen(line, "Heroic: partners modify_attack"))
    assert not verdict.executed
    assert f"text only: {line}" in verdict.reasons
