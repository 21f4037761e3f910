"""The standard game (004:L346-478, MB-18 … MB-27), its worked example included."""

from __future__ import annotations

import pytest

from battledice import engine as mb
from battledice.engine import actions as A
from battledice.engine import errors as E
from tests.battledice.helpers import DICE, FIGURES, Table, figure, team

MARTY = mb.Team(
    ("wolverine", "captain-america", "spider-man"), ("demo-die-01", "demo-die-02", "demo-die-03")
)
HELEN = mb.Team(("doc-ock", "magneto", "ultron"), ("demo-die-04", "demo-die-05", "demo-die-06"))
M1, M2, M3 = (f"a:die:demo-die-0{n}" for n in (1, 2, 3))
H1, H2, H3 = (f"b:die:demo-die-0{n}" for n in (4, 5, 6))


def loaded_and_rolled(m: tuple[int, int, int], h: tuple[int, int, int]) -> Table:
    table = Table((MARTY, HELEN), FIGURES, DICE)
    table.load(0)
    table.load(1)
    faces = tuple(zip((M1, M2, M3, H1, H2, H3), (*m, *h), strict=True))
    table.act(A.ReportRoll(player=None, faces=faces))
    return table


def test_a_battle_round_rolls_three_dice_each_and_totals_them() -> None:
    """MB-20 step 2: "Pick three loaded battle dice ... roll them to start a battle round ...
    The total of these three dice is called your strike total.\""""
    table = loaded_and_rolled((4, 4, 5), (2, 4, 6))
    assert table.types()[1] == "RoundStarted"
    assert table.types().count("DiceTaken") == 2  # exactly three loaded: no choice
    assert (table.state.strike_total(0), table.state.strike_total(1)) == (13, 12)


def play_the_books_example() -> Table:
    """004:L410-448. Helen's dice are printed as "2, 3, and 6" but her strike total as
    "(2+4+6=) 12", and the later battles need a 4 left to her: they are 2, 4 and 6 here."""
    table = loaded_and_rolled((4, 4, 5), (2, 4, 6))
    # "Helen gets to choose the first match-up. She pits her battle die that rolled a 2
    # against one of his that rolled a 4."
    assert (table.pending.kind, table.pending.player) == ("matchup", 1)
    table.act(A.ChooseMatchup(player=1, mine=H1, theirs=M1))
    # "Helen chooses Intelligence as the battle stat" (the lowest roll, MB-23).
    assert (table.pending.kind, table.pending.player) == ("stat", 1)
    table.act(A.ChooseStat(player=1, stat="intelligence"))
    table.reveal((M1, "a:wolverine"), (H1, "b:doc-ock"))
    # Wolverine's Intelligence 1 + 4 against Dr. Octopus's 4 + 2 (the book stops here).
    assert [e for e in table.events if e.type == "BattleWon"] == [
        mb.events.BattleWon(1, "a:wolverine", (5, 6))
    ]
    # "For the next battle, Marty has an strike total of (4+5=) 9. Helen has ... (4+6=) 10."
    assert (table.state.strike_total(0), table.state.strike_total(1)) == (9, 10)
    table.act(A.Pass(player=0))  # Marty keeps the rule of the die he just lost (MB-25)
    assert (table.pending.kind, table.pending.player) == ("matchup", 0)
    table.act(A.ChooseMatchup(player=0, mine=M3, theirs=H3))  # "Marty pits his 5 versus her 6"
    table.act(A.ChooseStat(player=0, stat="fighting_skills"))  # not in the book
    table.reveal((M3, "a:spider-man"), (H3, "b:ultron"))
    table.act(A.UsePower(player=0, piece="a:spider-man", power="Ranged Weapon"))
    while table.pending.kind in ("powers", "rules"):
        table.act(A.Pass(player=table.pending.player))
    # "For the last battle of the round, they each have a battle die with a roll of 4 left,
    # which is a tie": the strike totals tie too, so a roll-off still names the chooser
    # (004:L436: "Be sure to break ties even on the last battle in a round").
    assert table.pending.kind == "rolloff"
    table.act(A.ReportRollOff(player=None, faces=(2, 5)))
    assert table.types()[-1] == "MatchupSet"  # "the match-up is already set"
    # "In the case of a tie in the match-up, both players choose": the chooser first.
    assert (table.pending.kind, table.pending.player) == ("stat", 0)
    table.act(A.ChooseStat(player=0, stat="fighting_skills"))  # Captain America's (6)
    assert (table.pending.kind, table.pending.player) == ("stat", 1)
    table.act(A.ChooseStat(player=1, stat="durability"))  # Magneto's (5)
    table.reveal((M2, "a:captain-america"), (H2, "b:magneto"))
    while table.pending.kind == "powers":  # both keep the rules of their lost dice
        table.act(A.Pass(player=table.pending.player))
    return table


def test_the_books_standard_example() -> None:
    table = play_the_books_example()
    battle_two = [e for e in table.events if e.type == "BattleWon"][1]
    assert battle_two == mb.events.BattleWon(0, "b:ultron", (10, 8))
    last = table.events[-3:]
    # 4 + 6 against 4 + 5 (the book stops before the totals); then the round ends (MB-21).
    assert last[0] == mb.events.BattleWon(0, "b:magneto", (10, 9))
    assert last[1:] == [mb.events.RoundEnded(1, ()), mb.events.RoundStarted(2)]
    assert mb.replay(table.records()).battles == 3


def test_the_lowest_strike_total_chooses_the_match_up() -> None:
    """MB-20 step 3, 004:L414: "If you are the player with the lowest strike total, choose
    one of your rolled battle dice and one of your opponent's.\""""
    table = loaded_and_rolled((1, 1, 1), (6, 6, 6))
    assert (table.pending.kind, table.pending.player) == ("matchup", 0)
    with pytest.raises(mb.IllegalAction) as caught:
        table.act(A.ChooseMatchup(player=0, mine=H1, theirs=M1))
    assert caught.value.code == E.MATCHUP_BAD
    with pytest.raises(mb.IllegalAction) as caught:
        table.act(A.ChooseMatchup(player=1, mine=H1, theirs=M1))
    assert caught.value.code == E.NOT_YOURS


def test_strike_total_ties_are_broken_by_a_roll_off_lowest_chooses() -> None:
    """MB-22: "the players each roll an empty battle die to break the tie ... The player with
    the lowest result on the roll-off chooses the match-up.\""""
    table = loaded_and_rolled((1, 2, 3), (3, 2, 1))
    assert table.pending.kind == "rolloff"
    table.act(A.ReportRollOff(player=None, faces=(4, 4)))  # tied again: roll again
    assert table.pending.kind == "rolloff"
    table.act(A.ReportRollOff(player=None, faces=(5, 2)))
    assert (table.pending.kind, table.pending.player) == ("matchup", 1)


def test_equal_rolls_in_a_match_up_let_each_player_choose_their_own_stat() -> None:
    """MB-23: "In the case of a tie in the match-up, both players choose which battle stat
    they want their figure to use.\""""
    table = loaded_and_rolled((3, 5, 6), (3, 5, 6))
    table.act(A.ReportRollOff(player=None, faces=(1, 2)))
    table.act(A.ChooseMatchup(player=0, mine=M1, theirs=H1))
    table.act(A.ChooseStat(player=0, stat="durability"))
    table.act(A.ChooseStat(player=1, stat="energy_projection"))
    assert table.state.battle.stats == ("durability", "energy_projection")


def test_dice_in_the_battle_zone_are_never_rerolled_and_strike_totals_shrink() -> None:
    """MB-21: "When a die is in a Battle Zone, do not reroll it. When one battle is over, add
    up the dice still in your Battle Zone to get your new strike total.\""""
    table = loaded_and_rolled((1, 2, 6), (5, 6, 6))
    table.act(A.ChooseMatchup(player=0, mine=M3, theirs=H1))
    assert table.state.dice[M1].face == 1 and table.state.dice[M2].face == 2
    table.act(A.ChooseStat(player=1, stat="speed"))
    table.reveal((M3, "a:spider-man"), (H1, "b:doc-ock"))
    while table.pending.kind == "powers":
        table.act(A.Pass(player=table.pending.player))
    assert table.state.strike_total(0) == 3 and table.state.strike_total(1) == 12
    assert table.state.dice[M1].face == 1 and table.state.dice[H2].face == 6


def test_leftover_dice_are_opened_and_unloaded_when_the_round_ends() -> None:
    """MB-20 step 8: "If one player still has figures and battle dice in the Battle Zone,
    unload the battle dice and put those battle dice and figures in the player's Staging Zone
    first.\" Here Marty rolled two dice, Helen three."""
    two = [figure("m1", (6,) * 6), figure("m2", (6,) * 6)] + [
        figure(f"h{n}", (0,) * 6) for n in (1, 2, 3)
    ]
    table = Table((team(["m1", "m2"], "md"), team(["h1", "h2", "h3"], "hd")), two)
    table.load(0)
    table.load(1)
    faces = (
        ("a:die:md-1", 1),
        ("a:die:md-2", 2),
        ("b:die:hd-1", 6),
        ("b:die:hd-2", 6),
        ("b:die:hd-3", 6),
    )
    table.act(A.ReportRoll(player=None, faces=faces))
    for mine, theirs, piece in (
        ("a:die:md-1", "b:die:hd-1", "a:m1"),
        ("a:die:md-2", "b:die:hd-2", "a:m2"),
    ):
        while table.pending.kind == "rules":
            table.act(A.Pass(player=table.pending.player))
        table.act(A.ChooseMatchup(player=0, mine=mine, theirs=theirs))
        table.act(A.ChooseStat(player=0, stat="strength"))
        table.reveal((mine, piece), (theirs, "b:" + theirs[-4:].replace("hd-", "h")))
        while table.pending.kind == "powers":  # Helen may play the rules of lost dice
            table.act(A.Pass(player=table.pending.player))
    assert (table.pending.kind, table.pending.dice) == ("reveal", ("b:die:hd-3",))
    table.reveal(("b:die:hd-3", "b:h3"))
    assert table.events[-2] == mb.events.RoundEnded(1, (("b:die:hd-3", "b:h3"),))
    assert table.state.pieces["b:h3"].where is mb.Where.STAGING
    assert table.state.dice["b:die:hd-3"].zone is mb.Zone.STAGING


def test_reloading_uses_staging_dice_then_dice_zone_dice() -> None:
    """MB-26: "Take the figures you have in your Staging Zone and put them into the dice in
    your Staging Zone. If you don't have enough battle dice for all your figures, move battle
    dice from your Dice Zone to your Staging Zone until you have enough.\" Every figure in
    the Staging Zone must be loaded."""
    table = play_the_books_example()  # round 1 over: Marty lost one die, Helen two
    assert (table.pending.kind, table.pending.player) == ("load", 0)
    with pytest.raises(mb.IllegalAction) as caught:
        table.act(A.Load(player=0, dice=(M2,)))  # two figures in Staging: load both
    assert caught.value.code == E.LOAD_BAD_DICE
    table.act(A.Load(player=0, dice=(M2, M3)))
    # Helen has Dr. Octopus left; she may load him into a die of her Dice Zone rather than
    # the one in her Staging Zone: "Move dice from your Dice Zone if you like or must".
    table.act(A.Load(player=1, dice=(H2,)))
    assert table.state.dice[H2].zone is mb.Zone.READY and table.state.dice[H2].loaded
    assert table.state.dice[H1].zone is mb.Zone.STAGING


def test_the_last_player_with_uncaptured_figures_wins() -> None:
    """MB-27: "When any player is the only one with any uncaptured figures, that player wins
    the game.\""""
    lone = [figure("m1", (6,) * 6), figure("h1", (0,) * 6)]
    table = Table((team(["m1"], "md"), team(["h1"], "hd")), lone)
    table.load(0)
    table.load(1)
    table.act(A.ReportRoll(player=None, faces=(("a:die:md-1", 3), ("b:die:hd-1", 4))))
    table.act(A.ChooseStat(player=0, stat="strength"))
    table.reveal(("a:die:md-1", "a:m1"), ("b:die:hd-1", "b:h1"))
    assert table.types()[-2:] == ["BattleWon", "GameWon"]
    assert table.state.outcome == mb.Outcome(0, mb.Termination.CAPTURES)
    with pytest.raises(mb.IllegalAction) as caught:
        table.act(A.Pass(player=1))
    assert caught.value.code == E.GAME_OVER
