"""Experience (a set keyword; 39bff's reminder: "once per turn, gain a +1A / +1D token when
you knock out a monster"; docs/rulings.md "Experience"). Ruling: when a die with Experience
KOs a Monster character die with combat damage (DM-9.11), it gets +1A and +1D (DM-16.1)
that stay while it is in the Field Zone, past Cleanup (DM-14.2); once per turn per card
(DM-15.5); KO'd, it loses the token."""

from __future__ import annotations

from cards.vocabulary import keywords_in
from games.engine import actions as A
from games.engine.abilities.stats import stats
from games.engine.loading import card_execution
from tests.engine.keywords.common import character, face_off

VETERAN = character("veteran", 3, 3, keywords=["experience"])  # A3 D3
OGRE = character("ogre", 1, 1, affiliations=["monster"])  # a Monster, A1 D1
PEASANT = character("peasant", 1, 1)  # no Monster
ATTACKER = "p1:veteran:1"
OGRE_1 = "p2:ogre:1"


def _stats(g, die: str) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    return stats(g.state, g.state.dice[die])


def test_kos_a_blocking_monster_and_gains_a_lasting_token() -> None:
    g = face_off([VETERAN], [OGRE])
    g.attack(ATTACKER)
    g.block(("p2:ogre:1", ATTACKER))
    g.pass_all()
    assert "p2:ogre:1" in g.zone(1, "prep")
    assert _stats(g, ATTACKER) == (4, 4)
    assert any(x.effect == "modify_stats" and x.target == ATTACKER for x in g.state.lasting)


def test_the_token_outlasts_the_turn() -> None:
    """DM-14.2: a persistent effect ends when it says; the token ends when its die leaves
    the Field Zone, not in Cleanup (DM-10.1 clears applied effects only)."""
    g = face_off([VETERAN], [OGRE])
    g.attack(ATTACKER)
    g.block(("p2:ogre:1", ATTACKER))
    g.pass_all()
    while g.state.active == 0:
        g.pass_all()
    assert ATTACKER in g.zone(0, "field")
    assert _stats(g, ATTACKER) == (4, 4)


def test_a_plain_blocker_gives_no_token() -> None:
    g = face_off([VETERAN], [PEASANT])
    g.attack(ATTACKER)
    g.block(("p2:peasant:1", ATTACKER))
    g.pass_all()
    assert "p2:peasant:1" in g.zone(1, "prep")
    assert _stats(g, ATTACKER) == (3, 3)


def test_once_per_turn_two_monsters_one_token() -> None:
    """DM-15.5: two Monsters KO'd by the one die in one combat: one token."""
    g = face_off([VETERAN], [OGRE])
    g.give(1, "p2:ogre:2", to="field", face=0)
    g.attack(ATTACKER)
    g.block(("p2:ogre:1", ATTACKER), ("p2:ogre:2", ATTACKER))
    g.pass_all()
    assert g.pending.kind == "assign_damage"  # DM-9.9: the attacker splits its 3A
    g.do(A.AssignDamage(player=0, splits=((ATTACKER, OGRE_1, 1), (ATTACKER, "p2:ogre:2", 2))))
    assert {"p2:ogre:1", "p2:ogre:2"} <= g.zone(1, "prep")
    assert _stats(g, ATTACKER) == (4, 4)


def test_a_veteran_kod_at_the_same_time_keeps_no_token() -> None:
    """Both KO'd at once (an A5 Ogre blocks): the Veteran is in the Prep Area, and a token
    that lasts while it is in the Field Zone is gone with it (DM-14.2)."""
    big_ogre = character("ogre", 5, 1, affiliations=["monster"])
    g = face_off([VETERAN], [big_ogre])
    g.attack(ATTACKER)
    g.block(("p2:ogre:1", ATTACKER))
    g.pass_all()
    assert ATTACKER in g.zone(0, "prep")
    assert not any(x.target == ATTACKER for x in g.state.lasting)


def test_only_the_sets_that_mean_it_list_the_keyword() -> None:
    assert keywords_in(["Experience"], "bffop") == ["experience"]
    reminder = "Experience (each turn once, when you KO a monster, gain a token: +1A or +1D)"
    assert keywords_in([reminder]) == ["experience"]
    # a later set's Experience puts tokens on the card: another rule, another keyword
    # (keywords/experience_tokens.py); a reminder that is neither's lists none
    assert keywords_in(["Experience"], "toa") == ["experience_tokens"]
    later = "Experience (If you KO'd an opposing (m) during your turn, place a token on this card.)"
    assert keywords_in([later], "tiw") == []
    assert keywords_in(["Experience - Quill gets +1A."], "fus") == []


def test_the_ocr_card_with_experience_is_executed() -> None:
    from cards.catalog import raw_cards

    card = next(c for c in raw_cards().values() if "experience" in c.get("keywords", ()))
    assert card_execution(card).executed


def test_the_reading_says_what_the_ruled_keyword_does() -> None:
    from cards.catalog import raw_cards
    from games.reading import read_data

    card = next(c for c in raw_cards().values() if "experience" in c.get("keywords", ()))
    lines = read_data(card)
    assert lines is not None
    assert lines[0].reading.startswith("Experience (once per turn, when one of this card's dice")
