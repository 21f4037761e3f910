"""The basic game (004:L246-344, MB-7 … MB-17), its worked example included."""

from __future__ import annotations

import pytest

from battledice import engine as mb
from battledice.engine import actions as A
from battledice.engine import errors as E
from tests.battledice.helpers import DATA, DICE, FIGURES, Table, figure, team

HEROES = mb.Team(
    ("captain-america", "spider-man", "wolverine"), ("demo-die-01", "demo-die-02", "demo-die-03")
)
VILLAINS = mb.Team(("doc-ock", "magneto", "ultron"), ("demo-die-04", "demo-die-05", "demo-die-06"))


def starter(**options) -> Table:
    """Marty (player 0) has the heroes, Helen (player 1) the villains; both loaded, on paper
    (which figure is in which die is never told)."""
    table = Table((HEROES, VILLAINS), FIGURES, DICE, rules="mb-2006-basic", **options)
    table.load(0)
    table.load(1)
    return table


def test_shipped_basic_demo_teams_are_the_starter_sets_heroes_and_villains() -> None:
    """MB-1, MB-7: Captain America, Spider-Man, Wolverine against Dr. Octopus, Magneto,
    Ultron; one die of each colour each."""
    heroes, villains = DATA["demo_teams"]["basic"]
    assert heroes["figures"] == list(HEROES.figures)
    assert villains["figures"] == list(VILLAINS.figures)
    colours = {d.id: d.colour for d in DICE}
    for side in (heroes, villains):
        assert sorted(colours[d] for d in side["dice"]) == ["blue", "red", "yellow"]


def test_prepare_your_team_loads_every_figure_secretly_into_the_ready_zone() -> None:
    """MB-8: "put your figures into the battle dice ... Keep which figures go into which
    battle die a secret. Place your loaded battle dice in your Ready Zone.\""""
    table = Table((HEROES, VILLAINS), FIGURES, DICE, rules="mb-2006-basic")
    assert table.pending.kind == "load"
    table.load(0)
    assert len(table.state.loaded_ready(0)) == 3
    assert all(table.state.dice[d].content is None for d in table.state.loaded_ready(0))
    with pytest.raises(mb.IllegalAction) as caught:
        mb.run(table.state, A.Load(player=1, loads=(("b:die:demo-die-04", "b:doc-ock"),)))
    assert caught.value.code == E.LOAD_SECRET_ON_PAPER


def test_each_player_picks_one_loaded_die_and_both_roll() -> None:
    """MB-9: "pick up one of your loaded battle dice from your Ready Zone and roll them at the
    same time.\""""
    table = starter()
    assert (table.pending.kind, table.pending.player) == ("pick", 0)
    with pytest.raises(mb.IllegalAction) as caught:
        table.act(A.Pick(player=0, dice=("a:die:demo-die-01", "a:die:demo-die-02")))
    assert caught.value.code == E.PICK_BAD
    table.act(A.Pick(player=0, dice=("a:die:demo-die-02",)))
    table.act(A.Pick(player=1, dice=("b:die:demo-die-04",)))
    assert table.pending.kind == "roll"
    assert table.pending.dice == ("a:die:demo-die-02", "b:die:demo-die-04")


def test_tied_rolls_are_rolled_again_until_they_differ() -> None:
    """MB-9: "If there's a tie, both players roll again until there is no tie.\""""
    table = starter()
    table.act(A.Pick(player=0, dice=("a:die:demo-die-02",)))
    table.act(A.Pick(player=1, dice=("b:die:demo-die-04",)))
    table.roll(a_die_demo_die_02=3, b_die_demo_die_04=3)
    assert table.pending.kind == "roll"
    table.roll(a_die_demo_die_02=5, b_die_demo_die_04=1)
    assert (table.pending.kind, table.pending.player) == ("stat", 1)


def play_example_battle() -> Table:
    """004:L280-316: Marty rolls 2 and Helen 3; Marty names Fighting Skills; Spider-Man (3)
    meets Dr. Octopus (3); Marty announces Ranged Weapon; both pass."""
    table = starter()
    table.act(A.Pick(player=0, dice=("a:die:demo-die-02",)))
    table.act(A.Pick(player=1, dice=("b:die:demo-die-04",)))
    table.roll(a_die_demo_die_02=2, b_die_demo_die_04=3)
    assert (table.pending.kind, table.pending.player) == ("stat", 0)  # MB-10: the lowest roll
    table.act(A.ChooseStat(player=0, stat="fighting_skills"))
    table.reveal(("a:die:demo-die-02", "a:spider-man"), ("b:die:demo-die-04", "b:doc-ock"))
    assert mb.battle_totals(table.state) == (5, 6)  # "a battle total of 5" ... "of 6"
    assert (table.pending.kind, table.pending.player) == ("powers", 0)  # who chose the stat
    table.act(A.UsePower(player=0, piece="a:spider-man", power="Ranged Weapon"))
    return table


def test_the_books_basic_example_marty_captures_doctor_octopus() -> None:
    """004:L314-316: "Marty's battle total of 7 beats Helen's battle total of 6. He takes her
    Dr. Octopus figure and puts it in his Holding Zone, then puts Spider-Man and his battle
    die in his Staging Zone. Meanwhile, Helen puts her battle die in her Dice Zone.\""""
    table = play_example_battle()
    kinds = table.types()
    # "Dr. Octopus has no special powers, so Helen passes" ... "Marty passes too".
    assert kinds[-4:] == ["PowerUsed", "NothingToUse", "NothingToUse", "BattleWon"]
    won = table.events[-1]
    # "Marty's battle total is now 7" ... "Her battle total remains 6".
    assert (won.winner, won.captured, won.totals) == (0, "b:doc-ock", (7, 6))
    state = table.state
    assert state.pieces["b:doc-ock"].where is mb.Where.CAPTURED
    assert state.pieces["a:spider-man"].where is mb.Where.STAGING
    assert state.dice["a:die:demo-die-02"].zone is mb.Zone.STAGING
    # The book says "the battle die in her Battle Zone" (004:L328); MB-14 says the Dice Zone.
    assert state.dice["b:die:demo-die-04"].zone is mb.Zone.DICE
    assert mb.replay(table.records()).players[0].captured == 1


def test_a_tie_in_battle_totals_sends_both_figures_home() -> None:
    """MB-13: "If both players have the same battle total, it's a tie. You each put your
    figure and battle die in your Staging Zones.\""""
    pair = [figure("hero", (4,) * 6), figure("villain", (1,) * 6)]
    table = Table(
        (mb.Team(("hero",), ("h-1",)), mb.Team(("villain",), ("v-1",))), pair, rules="mb-2006-basic"
    )
    table.load(0)
    table.load(1)
    table.roll(a_die_h_1=2, b_die_v_1=5)
    table.act(A.ChooseStat(player=0, stat="speed"))
    table.reveal(("a:die:h-1", "a:hero"), ("b:die:v-1", "b:villain"))
    assert table.events[-1] == mb.events.BattleTied((6, 6))
    state = table.state
    assert {p.where for p in state.pieces.values()} == {mb.Where.STAGING}
    assert {d.zone for d in state.dice.values()} == {mb.Zone.STAGING}
    assert [p.captured for p in state.players] == [0, 0]


def test_reloading_when_the_ready_zone_is_empty() -> None:
    """MB-16: "If you run out of loaded battle dice in your Ready Zone, it's time to reload.
    Take the figures in your Staging Zone and put them in any of your empty battle Dice.\""""
    one = [
        figure("hero", (6, 6, 6, 6, 6, 6)),
        figure("villain", (0, 0, 0, 0, 0, 0)),
        figure("villain-2", (0, 0, 0, 0, 0, 0)),
    ]
    table = Table(
        (mb.Team(("hero",), ("h-1",)), mb.Team(("villain", "villain-2"), ("v-1", "v-2"))),
        one,
        rules="mb-2006-basic",
    )
    table.load(0)
    table.load(1)
    table.act(A.Pick(player=1, dice=("b:die:v-1",)))
    table.roll(a_die_h_1=1, b_die_v_1=2)
    table.act(A.ChooseStat(player=0, stat="speed"))
    table.reveal(("a:die:h-1", "a:hero"), ("b:die:v-1", "b:villain"))
    assert table.events[-1].type == "BattleWon"
    # Marty's only die came back empty: he reloads (MB-16); Helen still has a loaded die.
    assert (table.pending.kind, table.pending.player) == ("load", 0)
    table.load(0)
    assert table.state.loaded_ready(1) == ["b:die:v-2"]


def test_three_captured_foes_win_the_basic_game() -> None:
    """MB-17: "Keep playing until one player has three captured foes in his or her Holding
    Zone. That player wins the game.\""""
    strong = [figure(f"h{n}", (6,) * 6) for n in (1, 2, 3)]
    weak = [figure(f"v{n}", (0,) * 6) for n in (1, 2, 3)]
    table = Table(
        (team(["h1", "h2", "h3"], "hd"), team(["v1", "v2", "v3"], "vd")),
        strong + weak,
        rules="mb-2006-basic",
    )
    table.load(0)
    table.load(1)
    for n in (1, 2, 3):
        if table.pending.kind == "load":
            table.load(0)
        while table.pending.kind == "pick":
            player = table.pending.player
            dice = table.state.loaded_ready(0)[:1] if player == 0 else [f"b:die:vd-{n}"]
            table.act(A.Pick(player=player, dice=tuple(dice)))
        mine = table.pending.dice[0]
        table.act(A.ReportRoll(player=None, faces=((mine, 1), (f"b:die:vd-{n}", 2))))
        while table.pending.kind == "rules":  # Helen's lost dice: she keeps their rules
            table.act(A.Pass(player=table.pending.player))
        table.act(A.ChooseStat(player=0, stat="strength"))
        content = next(
            p
            for p in table.state.pieces_of(0, mb.Where.DIE)
            if not any(d.content == p for d in table.state.dice.values())
        )
        table.reveal((mine, content), (f"b:die:vd-{n}", f"b:v{n}"))
        while not table.state.over and table.pending.kind == "powers":
            table.act(A.Pass(player=table.pending.player))  # Helen keeps her dice rules
    assert table.state.outcome == mb.Outcome(0, mb.Termination.CAPTURES)
    assert table.events[-1] == mb.events.GameWon(0, "captures")
    assert mb.replay(table.records()).outcome == table.state.outcome


def test_the_lower_roller_chooses_heroes_or_villains() -> None:
    """MB-7: "each player rolls an empty battle die. Reroll any ties. The player who rolls
    lowest chooses to play either the heroes ... or the villains\" (option choose_sides)."""
    table = Table((HEROES, VILLAINS), FIGURES, DICE, rules="mb-2006-basic", choose_sides=True)
    assert table.pending.kind == "rolloff"
    table.act(A.ReportRollOff(player=None, faces=(3, 3)))
    assert table.pending.kind == "rolloff"
    table.act(A.ReportRollOff(player=None, faces=(5, 2)))
    assert (table.pending.kind, table.pending.player) == ("side", 1)
    table.act(A.ChooseSide(player=1, swap=True))  # Helen takes the heroes
    assert table.state.pieces["a:spider-man"].owner == 1
    assert table.state.players[1].team == 0
    assert (table.pending.kind, table.pending.player) == ("load", 0)
    assert mb.replay(table.records()).pieces["a:spider-man"].owner == 1
