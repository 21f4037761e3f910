"""A card's own Intimidate limited to some dice (engine abilities/keyword_targets.py, issue
16): a static `keyword_targets` of the card adds its filters to the target of the keyword's
"when fielded" ability (DM-13.1), so the choice offers only the dice that pass them; with
none to offer, the ability does nothing (DM-13.4). Near misses: a card without the static,
the static on a card without the keyword, or with no filters, are refused or unchanged."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import events as ev
from games.engine.loading import card_from_dict
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import FOE, character

DIE = "p1:warden:1"


def _limit(by: dict[str, Any], keyword: str = "intimidate") -> dict[str, Any]:
    return {
        "trigger": "static",
        "effects": [
            {"op": "keyword_targets", "keyword": keyword, "by_filters": by, "target": "this_card"}
        ],
    }


def warden(*abilities: dict[str, Any], keywords: tuple[str, ...] = ("intimidate",)) -> dict:
    return character("warden", 2, 3, keywords=list(keywords), abilities=list(abilities))


def fielded(card: dict[str, Any]) -> tuple[Game, list[ev.Event]]:
    """Michele fields her die in her Main Step; Chris has the Sidekicks c5 and c6 in his Field
    Zone, Michele her Sidekick m5 and a second warden die."""
    g = Game(teams=((("warden", 2),), ((FOE, 2),)), cards=cards_with(card))
    g.start()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, DIE, to="reserve", face=0)
    g.give(0, "p1:warden:2", to="field", face=0)
    g.arrange(1, "field", [c(5), c(6)], face=CHAR)
    g.arrange(0, "field", [m(5)], face=CHAR)
    return g, g.field(DIE)


def test_the_choice_offers_only_the_dice_that_pass_the_filters() -> None:
    """Limited to non-Sidekick dice: only the other warden die may be removed (DM-13.1)."""
    g, _ = fielded(warden(_limit({"sidekick": False})))
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"p1:warden:2", DIE}
    g.target("p1:warden:2")
    assert "p1:warden:2" in g.zone(0, "removed")


def test_without_the_static_every_character_die_may_be_chosen() -> None:
    g, _ = fielded(warden())
    assert set(g.pending.options) == {c(5), c(6), m(5), "p1:warden:2", DIE}


def test_with_no_die_that_passes_it_does_nothing() -> None:
    """No Villain character die in any Field Zone: nothing to target, no choice (DM-13.4)."""
    g, events = fielded(warden(_limit({"affiliation": "villain"})))
    assert g.pending.kind != "choose_target"
    assert not any(isinstance(e, ev.DiceMoved) and e.to == "removed" for e in events)
    assert c(5) in g.zone(1, "field") and c(6) in g.zone(1, "field")


def test_the_printed_ability_itself_is_unchanged() -> None:
    """Only the keyword's abilities are narrowed; a printed "when fielded" choice is not."""
    printed = {
        "trigger": "when_fielded",
        "effects": [{"op": "deal_damage", "amount": 1, "target": "target_die"}],
    }
    card = card_from_dict(warden(printed, _limit({"sidekick": True})))
    fielding = [a for a in card.abilities if a.trigger == "when_fielded"]
    assert [e.filters for a in fielding for e in a.effects] == [(), (("sidekick", True),)]


@pytest.mark.parametrize(
    "card",
    [
        warden(_limit({"sidekick": True}), keywords=()),  # no Intimidate of its own
        warden(_limit({"sidekick": True}), keywords=("overcrush",)),  # no target to narrow
        warden(_limit({})),  # nothing to narrow it with
        warden({**_limit({"sidekick": True}), "trigger": "when_fielded"}),  # not a static
    ],
)
def test_a_limit_that_could_change_nothing_is_refused(card: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match="keyword_targets"):
        card_from_dict(card)
