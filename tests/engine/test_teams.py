"""Team-building rules as data (model/teams.py): every problem of a team, each naming the card
and the rule (DM-3.2; the 2014 book's Basic Teams, 001:L894-916)."""

from __future__ import annotations

from games.engine.model import errors as E
from games.engine.model.teams import BASIC_TEAMS_2014, DEMO, FORMATS, STANDARD, team_problems
from tests.engine.helpers import cards_with, make_card

BACS = ("way-out-west", "counterstrike")


def _catalog():
    extra = [make_card(f"hero-{n}", name=f"Hero {n}", max_dice=4) for n in range(10)]
    extra.append(make_card("prof-x-1", name="Professor X", subtitle="To Me, My X-Men!"))
    extra.append(make_card("prof-x-2", name="Professor  x", subtitle="Too Good For This World"))
    extra.append(make_card("punch", kind="basic_action", name="Punch"))
    return cards_with(*extra)


CARDS = _catalog()


def codes(problems) -> list[tuple[str, str]]:
    return [(p.code, p.card) for p in problems]


def test_a_standard_team_has_no_problem() -> None:
    """DM-3.2: 8 cards, 20 dice, 1 to Max dice each, two different Basic Action Cards."""
    team = [(f"hero-{n}", 3 if n < 4 else 2) for n in range(8)]
    assert sum(d for _, d in team) == 20
    assert team_problems(team, BACS, CARDS) == []


def test_the_same_card_twice_is_one_problem_naming_the_card() -> None:
    """DM-3.2: up to 8 *unique* cards."""
    problems = team_problems([("hero-1", 2), ("hero-1", 2)], BACS, CARDS)
    assert codes(problems) == [(E.TEAM_DUPLICATE_CARD, "hero-1")]
    assert problems[0].rule == "DM-3.2" and "Hero 1" in problems[0].message


def test_two_cards_with_the_same_name_and_different_subtitles() -> None:
    """DM-3.2: "even if they have different subtitles" (Professor X's two cards, 000:L707)."""
    problems = team_problems([("prof-x-1", 1), ("prof-x-2", 1)], BACS, CARDS)
    assert codes(problems) == [(E.TEAM_SAME_NAME, "prof-x-2")]


def test_zero_dice_and_more_than_max() -> None:
    """DM-3.2: every chosen card has at least 1 die and no more than its Max."""
    problems = team_problems([("hero-1", 0), ("hero-2", 5), ("hero-3", True)], BACS, CARDS)
    assert codes(problems) == [
        (E.TEAM_NO_DICE, "hero-1"),
        (E.TEAM_OVER_MAX, "hero-2"),
        (E.TEAM_NO_DICE, "hero-3"),
    ]


def test_too_many_cards_and_dice_are_problems_of_the_whole_team() -> None:
    """DM-3.2: up to 8 cards and up to 20 dice, Sidekicks and Basic Action Dice not counted."""
    team = [(f"hero-{n}", 3) for n in range(9)]
    assert codes(team_problems(team, BACS, CARDS)) == [
        (E.TEAM_TOO_MANY_CARDS, ""),
        (E.TEAM_TOO_MANY_DICE, ""),
    ]


def test_exactly_two_different_basic_action_cards() -> None:
    """DM-3.2: two different Basic Action Cards; none, three or the same twice are refused."""
    team = [("hero-1", 1)]
    assert codes(team_problems(team, (), CARDS)) == [(E.TEAM_BASIC_ACTION_COUNT, "")]
    three = (*BACS, "punch")
    assert codes(team_problems(team, three, CARDS)) == [(E.TEAM_BASIC_ACTION_COUNT, "")]
    same = ("punch", "punch")
    assert codes(team_problems(team, same, CARDS)) == [(E.TEAM_SAME_BASIC_ACTION, "punch")]


def test_cards_in_the_wrong_place() -> None:
    """A Basic Action Card is not a team card, a character is not a Basic Action Card, and an
    unknown id is named."""
    problems = team_problems([("punch", 1), ("nobody", 1)], ("hero-1", "way-out-west"), CARDS)
    assert codes(problems) == [
        (E.TEAM_NOT_TEAM_CARD, "punch"),
        (E.TEAM_UNKNOWN_CARD, "nobody"),
        (E.TEAM_NOT_BASIC_ACTION, "hero-1"),
    ]


def test_every_problem_is_listed_not_only_the_first() -> None:
    problems = team_problems([("hero-1", 0), ("hero-1", 9)], ("punch", "punch", "punch"), CARDS)
    assert len(problems) == 5


def test_the_2014_basic_teams_are_six_cards_and_fifteen_dice() -> None:
    """001:L894-916: 15 life, up to 6 cards, up to 15 dice, two different BACs."""
    assert (BASIC_TEAMS_2014.max_cards, BASIC_TEAMS_2014.max_dice) == (6, 15)
    assert BASIC_TEAMS_2014.starting_life == 15
    seven = [(f"hero-{n}", d) for n, d in enumerate((3, 3, 3, 2, 2, 2, 1))]
    assert codes(team_problems(seven, BACS, CARDS, BASIC_TEAMS_2014)) == [
        (E.TEAM_TOO_MANY_CARDS, ""),
        (E.TEAM_TOO_MANY_DICE, ""),
    ]
    assert team_problems(seven, BACS, CARDS, STANDARD) == []


def test_the_demo_format_is_two_characters_and_one_basic_action() -> None:
    """DM-3.6: 2 characters + 1 BAC each."""
    assert team_problems([("hero-1", 4), ("hero-2", 4)], ("punch",), CARDS, DEMO) == []
    assert FORMATS["demo"] is DEMO and FORMATS["standard"] is STANDARD


def test_the_rules_take_any_record_with_id_name_kind_and_max_dice() -> None:
    """The catalog may pass its own rows, not only engine CardDefs."""

    class Row:
        def __init__(self, id: str, kind: str = "character") -> None:
            self.id, self.name, self.kind, self.max_dice = id, id.title(), kind, 2

    rows = {
        "a": Row("a"),
        "b": Row("b"),
        "x": Row("x", "basic_action"),
        "y": Row("y", "basic_action"),
    }
    assert team_problems([("a", 2), ("b", 3)], ("x", "y"), rows) == [
        team_problems([("b", 3)], ("x", "y"), rows)[0]
    ]
