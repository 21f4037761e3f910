"""Entries of the draw lane played by the engine: extra dice in the Clear and Draw Step
(DM-6.3; engine abilities/extra_draws.py) while a condition on the Field Zone holds. The
records are the shipped entries'; the cards carry the entries' codes as ids (their
conditions name their own card), with stats, names and wording of our own."""

from __future__ import annotations

from typing import Any

from tests.cards.compiler.test_entries_play import records
from tests.engine.helpers import FIST, Game, c, cards_with, m, skip_turn
from tests.engine.keywords.common import FOE, character


def _at_draw(card: dict[str, Any], other: dict[str, Any], field: list[str]) -> Game:
    """Michele's second turn, about to draw 4: Sidekicks m5-m8 in her bag; the dice named in
    `field` in her Field Zone on a character face."""
    team = ((card["id"], 2), (other["id"], 2))
    g = Game(teams=(team, ((FOE, 2),)), cards=cards_with(card, other))
    g.start()
    skip_turn(g, {m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    for die in field:
        g.give(0, die, to="field", face=0)
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
