"""Teamwatch (a set keyword the rulebooks do not define; docs/rulings.md "Teamwatch"): while
its card is active (DM-18.1), when its player fields a character die of another card that
shares an affiliation with it, its effect triggers (the engine's `when_you_field` trigger,
narrowed by the `shares_affiliation` and `other_card` filters). Cards are our own."""

from __future__ import annotations

from games.engine.abilities.filters import FILTERS
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, Game, cards_with, die, m, make_card

TEAMWATCH = {
    "trigger": "when_you_field",
    "text": "Teamwatch - Gain 1 life.",
    "trigger_filters": {"shares_affiliation": "self", "other_card": "self"},
    "effects": [effect("gain_life", "you", amount=1)],
}
LOOKOUT = make_card("lookout", affiliations=["villain"], abilities=[TEAMWATCH])
CREW = make_card("crew", affiliations=["villain", "grovekin"])
STRANGER = make_card("stranger", affiliations=["grovekin"])


def game(*cards: dict) -> Game:
    """Michele's first turn, Main Step: her Lookout die in her Field Zone, a die of each of
    `cards` in her Reserve Pool on its level 1 face (fielding cost 0), m1 too."""
    g = Game(
        teams=(((LOOKOUT["id"], 2), *((c["id"], 1) for c in cards)), (("crew", 1),)),
        cards=cards_with(LOOKOUT, CREW, STRANGER),
    )
    g.start()
    g.arrange(0, "field", [die(0, "lookout", 1)], face=CHAR)
    g.begin({m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    for card in cards:
        g.give(0, die(0, card["id"], 1), to="reserve", face=CHAR)
    g.give(0, die(0, "lookout", 2), to="reserve", face=CHAR)
    g.hurt(0, 2)  # room to gain life (no more than the starting life)
    return g


def test_fielding_a_die_that_shares_an_affiliation_triggers_teamwatch() -> None:
    g = game(CREW)
    g.field(die(0, "crew", 1))
    assert g.life(0) == 9


def test_near_misses_trigger_nothing() -> None:
    """A die of no shared affiliation, a Sidekick, another die of the Teamwatch card itself
    (it watches its team, docs/rulings.md), and nothing while the card is not active."""
    g = game(STRANGER)
    g.field(die(0, "stranger", 1))
    g.field(m(1))
    g.field(die(0, "lookout", 2))
    assert g.life(0) == 8
    g = game(CREW)
    g.arrange(0, "used", [die(0, "lookout", 1)])
    g.field(die(0, "crew", 1))
    assert g.life(0) == 8


def test_the_filter_reads_the_cards_affiliations() -> None:
    g = game(CREW)
    crew = g.state.dice[die(0, "crew", 1)]
    assert FILTERS["shares_affiliation"](g.state, crew, "lookout")
    assert not FILTERS["shares_affiliation"](g.state, g.state.dice[m(1)], "lookout")
