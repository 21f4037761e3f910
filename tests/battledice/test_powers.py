"""Powers (MB-12, MB-24): active by the battle stat's colour or always on; the book's three
are executed, each affecting a figure or a player once."""

from __future__ import annotations

import pytest

from battledice import engine as mb
from battledice.engine import actions as A
from battledice.engine import errors as E
from tests.battledice.helpers import Table, figure, team

RW = ("Ranged Weapon", "fighting_skills")


def battle(
    mine: mb.Figure, theirs: mb.Figure, stat: str = "fighting_skills", rules: str = "mb-2006"
) -> Table:
    """One figure each, loaded, rolled 2 against 5 (Marty names the stat), opened."""
    others = [figure("m2"), figure("h2")] if rules == "mb-2006" else []
    figures = [mine, theirs, *others]
    marty = team([mine.id] + (["m2"] if others else []), "md")
    helen = team([theirs.id] + (["h2"] if others else []), "hd")
    table = Table((marty, helen), figures, rules=rules)
    table.load(0)
    table.load(1)
    faces = [("a:die:md-1", 2), ("b:die:hd-1", 5)]
    if others:
        faces += [("a:die:md-2", 6), ("b:die:hd-2", 6)]
    table.act(A.ReportRoll(player=None, faces=tuple(faces)))
    if table.pending.kind == "matchup":
        table.act(A.ChooseMatchup(player=0, mine="a:die:md-1", theirs="b:die:hd-1"))
    table.act(A.ChooseStat(player=0, stat=stat))
    table.reveal(("a:die:md-1", f"a:{mine.id}"), ("b:die:hd-1", f"b:{theirs.id}"))
    return table


def test_ranged_weapon_adds_two_when_its_colour_is_the_battle_stat() -> None:
    """004:L302: "Spider-Man's Ranged Weapon ... activates when using Fighting Skills. This
    adds +2 to his battle total.\""""
    table = battle(figure("spidey", powers=[RW]), figure("ock"))
    assert mb.battle_totals(table.state) == (5, 8)
    assert (table.pending.kind, table.pending.player) == ("powers", 0)
    table.act(A.UsePower(player=0, piece="a:spidey", power="Ranged Weapon"))
    won = next(e for e in table.events if e.type in ("BattleWon", "BattleTied"))
    assert won.totals == (7, 8)


def test_a_power_of_another_colour_is_not_active() -> None:
    """004:L154: "When you use a particular stat, check to see if it has any icons of the same
    color. If so, you get to use these powers.\""""
    table = battle(figure("spidey", powers=[RW]), figure("ock"), stat="speed")
    assert "PowerUsed" not in table.types()
    revealed = table.types().index("FiguresRevealed")
    assert table.types()[revealed + 1 : revealed + 4] == [
        "NothingToUse",
        "NothingToUse",
        "BattleWon",
    ]


def test_an_always_on_power_works_with_any_battle_stat() -> None:
    """004:L300: "Some powers are always on. They are always activated, no matter the battle
    stat.\""""
    table = battle(figure("hawk", powers=[("Ranged Weapon", "always")]), figure("ock"), "speed")
    assert table.pending.kind == "powers"
    table.act(A.UsePower(player=0, piece="a:hawk", power="Ranged Weapon"))


def test_magic_copying_ranged_weapon_adds_nothing_more_to_the_same_figure() -> None:
    """MB-24, 004:L458: "If your figure has Ranged Weapon and uses Magic to copy Ranged
    Weapon again, it still only gets a +2 bonus, not +4.\""""
    table = battle(figure("doom", powers=[RW, ("Magic", "fighting_skills")]), figure("ock"))
    copy = A.UsePower(player=0, piece="a:doom", power="Magic", copy="Ranged Weapon")
    assert copy in mb.legal_actions(table.state, 0)
    table.act(A.UsePower(player=0, piece="a:doom", power="Ranged Weapon"))
    # Magic would copy Ranged Weapon onto the same figure: nothing left to add, so Doom's
    # next turn has nothing to use and the battle ends at +2.
    assert table.types().count("PowerUsed") == 1
    result = next(e for e in table.events if e.type in ("BattleWon", "BattleTied"))
    assert result.totals == (3 + 2 + 2, 3 + 5)


def test_magic_copies_a_power_in_the_battle() -> None:
    """MB-6: Magic "can copy another power": here the opponent's Ranged Weapon."""
    table = battle(
        figure("strange", powers=[("Magic", "fighting_skills")]), figure("bullseye", powers=[RW])
    )
    table.act(A.UsePower(player=0, piece="a:strange", power="Magic", copy="Ranged Weapon"))
    assert table.events[-1] == mb.events.PowerUsed(0, "a:strange", "Magic", "Ranged Weapon")
    assert table.state.battle.bonus == (2, 0)
    assert (table.pending.kind, table.pending.player) == ("powers", 1)  # Bullseye's own


def test_magic_with_nothing_to_copy_offers_nothing() -> None:
    table = battle(figure("strange", powers=[("Magic", "fighting_skills")]), figure("o"))
    assert "PowerUsed" not in table.types() and "BattleWon" in table.types()


def test_telepathy_takes_two_from_your_strike_total_once_per_player() -> None:
    """MB-24, 004:L460: "two figures with Telepathy, which takes -2 from your strike total.
    You only enjoy the -2 effect once, not twice.\""""
    psy = [
        figure("psy", powers=[("Telepathy", "intelligence")]),
        figure("xavier", powers=[("Telepathy", "intelligence")]),
        figure("h1"),
        figure("h2"),
    ]
    table = Table((team(["psy", "xavier"], "md"), team(["h1", "h2"], "hd")), psy)
    table.load(0)
    table.load(1)
    table.act(
        A.ReportRoll(
            player=None,
            faces=(("a:die:md-1", 1), ("a:die:md-2", 4), ("b:die:hd-1", 3), ("b:die:hd-2", 3)),
        )
    )
    table.act(A.ChooseMatchup(player=0, mine="a:die:md-1", theirs="b:die:hd-1"))
    table.act(A.ChooseStat(player=0, stat="intelligence"))
    table.reveal(("a:die:md-1", "a:psy"), ("b:die:hd-1", "b:h1"))
    table.act(A.UsePower(player=0, piece="a:psy", power="Telepathy"))
    assert table.state.strike_total(0) == 4 - 2  # the die left (4), minus 2 this round
    assert table.state.players[0].telepathy
    while table.pending.kind in ("powers", "rules"):
        table.act(A.Pass(player=table.pending.player))
    # The next match-up goes to the lowest strike total: Marty's 2 against Helen's 3.
    assert table.state.strike_total(0) == 2 and table.state.strike_total(1) == 3
    assert (table.pending.kind, table.pending.player) in (("stat", 1), ("stat", 0))


def test_telepathy_does_nothing_in_the_basic_game() -> None:
    """docs/rulings.md: the basic game has no strike totals, so Telepathy is refused."""
    table = battle(
        figure("psy", powers=[("Telepathy", "intelligence")]),
        figure("o"),
        "intelligence",
        rules="mb-2006-basic",
    )
    with pytest.raises(mb.IllegalAction):
        mb.run(table.state, A.UsePower(player=0, piece="a:psy", power="Telepathy"))


def test_activation_starts_with_the_match_up_chooser_and_ends_after_two_passes() -> None:
    """MB-24: "Starting with the player who chose the match-up, you announce ... The player to
    your left then gets to do the same ... When all players pass in a row, you are finished.\""""
    both = [figure("a1", powers=[RW]), figure("b1", powers=[RW])]
    table = battle(*both)
    assert (table.pending.kind, table.pending.player) == ("powers", 0)
    table.act(A.Pass(player=0))
    assert (table.pending.kind, table.pending.player) == ("powers", 1)
    table.act(A.UsePower(player=1, piece="b:b1", power="Ranged Weapon"))
    # A use resets the passes: Marty may still announce his.
    assert (table.pending.kind, table.pending.player) == ("powers", 0)
    table.act(A.UsePower(player=0, piece="a:a1", power="Ranged Weapon"))
    assert any(e.type == "BattleWon" for e in table.events)


def test_a_power_the_engine_does_not_know_is_declared_not_used() -> None:
    """Powers of the missing reference card (MB-6) are declared by their controller."""
    table = battle(figure("thing", powers=[("Rock Fists", "fighting_skills")]), figure("o"))
    with pytest.raises(mb.IllegalAction) as caught:
        mb.run(table.state, A.UsePower(player=0, piece="a:thing", power="Rock Fists"))
    assert caught.value.code == E.POWER_NOT_EXECUTED
