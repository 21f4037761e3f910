"""Team building (MB-18, MB-36) and the options a game records."""

from __future__ import annotations

import pytest

from battledice import engine as mb
from battledice.engine import errors as E
from tests.battledice.helpers import DATA, DICE, FIGURES, figure

CATALOG = {f.id: f for f in FIGURES}
DIE_CATALOG = {d.id: d for d in DICE}


def codes(figures: list[str], dice: int | None = None, **kw) -> list[str]:
    catalog = {**CATALOG, **kw.pop("extra", {})}
    dice_ids = tuple(d.id for d in DICE[: len(figures) if dice is None else dice])
    team = mb.Team(tuple(figures), dice_ids)
    return [p.code for p in mb.team_problems(team, catalog, DIE_CATALOG, **kw)]


def test_the_demo_teams_are_legal_at_value_30() -> None:
    """004:L366: "You form your team from figures with the Values: 7, 6, 5, 4, 4, and 4.\""""
    for side in DATA["demo_teams"]["standard"]:
        team = mb.Team(tuple(side["figures"]), tuple(side["dice"]))
        assert mb.team_problems(team, CATALOG, DIE_CATALOG, 30) == []
        assert sorted((CATALOG[f].value for f in team.figures), reverse=True) == [7, 6, 5, 4, 4, 4]


def test_the_values_must_add_up_to_the_agreed_total() -> None:
    """004:L360: "a group of figures worth a set total Value that both players agree upon.\""""
    assert codes(["captain-america", "spider-man"], value=30) == [E.TEAM_VALUE]
    assert codes(["captain-america", "spider-man"], value=0) == []


def test_a_battle_die_for_each_figure() -> None:
    """004:L368: "You must have a battle die for each figure on your team.\""""
    assert codes(["captain-america", "spider-man"], dice=1, value=0) == [E.TEAM_DICE]


def test_one_copy_of_a_figure_unless_it_is_nonunique() -> None:
    """004:L370: "You can only have one of any particular figure on your team ... Figures that
    are Nonunique are the exception.\""""
    assert codes(["spider-man", "spider-man"], value=0) == [E.TEAM_SAME_FIGURE]
    agent = figure("aim-agent", value=3, nonunique=True)
    assert codes(["aim-agent", "aim-agent"], value=0, extra={"aim-agent": agent}) == []


def test_one_cosmic_level_figure_per_30_points() -> None:
    """004:L372: "You can only have one such Cosmic Level figure on your team for every 30
    points worth of Value you use to create your team.\" MB-36 lifts it."""
    big = {f"c{n}": figure(f"c{n}", value=15, cosmic=n < 2) for n in range(4)}
    assert codes(["c0", "c1"], value=30, extra=big) == [E.TEAM_COSMIC]
    assert codes(["c0", "c1", "c2", "c3"], value=60, extra=big) == []  # two per 60
    assert codes(["c0", "c1"], value=30, extra=big, cosmic_game=True) == []


def test_unknown_figures_and_dice_are_named() -> None:
    team = mb.Team(("no-such-figure",), ("no-such-die",))
    found = mb.team_problems(team, CATALOG, DIE_CATALOG, 0)
    assert [(p.code, p.item) for p in found] == [
        (E.TEAM_UNKNOWN_FIGURE, "no-such-figure"),
        (E.TEAM_UNKNOWN_DIE, "no-such-die"),
    ]


@pytest.mark.parametrize(
    "given",
    [
        {"rules": "mb-1999"},
        {"rules": "mb-2006", "game": "basic"},
        {"rules": "mb-2006", "team_value": -1},
        {"rules": "mb-2006", "cosmic_game": 1},
        {"rules": "mb-2006", "choose_sides": True},
        {"rules": "mb-2006", "randomness": "dice"},
        {"rules": "mb-2006", "colour": "red"},
    ],
)
def test_options_out_of_range_are_refused(given: dict) -> None:
    with pytest.raises(mb.IllegalAction) as caught:
        mb.engine_options(given)
    assert caught.value.code == E.GAME_BAD_OPTION


def test_a_game_with_an_illegal_team_cannot_be_created() -> None:
    team = mb.Team(("spider-man", "spider-man"), ("demo-die-01", "demo-die-02"))
    with pytest.raises(mb.IllegalAction) as caught:
        mb.create_game(("a", "b"), (team, team), FIGURES, DICE, mb.Options(team_value=0))
    assert caught.value.code == E.TEAM_SAME_FIGURE
