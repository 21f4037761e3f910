"""Dice rules (MB-14, MB-25) and declared effects: a rule under a lid, or a power the book
does not define, is stated by its controller in the engine's terms; the opponent accepts it
or disputes it, and a judge rules on a dispute. Declared events say so."""

from __future__ import annotations

import pytest

from battledice import engine as mb
from battledice.engine import actions as A
from battledice.engine import errors as E
from tests.battledice.helpers import Table, die, figure, team

FIGURES = [
    figure("m1", (0,) * 6),
    figure("m2", (6,) * 6),
    figure("m3", (3,) * 6),
    figure("h1", (6,) * 6),
    figure("h2", (3,) * 6, powers=[("Rock Fists", "strength", "battle_total", 1, "self")]),
    figure("h3", (3,) * 6),
]
DICE = [
    die("md-1", "Stand-in rule: +1 to your battle total.", ("battle_total", 1, "self")),
    die("md-2"),
    die("md-3"),
    die("hd-1"),
    die("hd-2"),
    die("hd-3"),
]


def after_marty_lost_a_battle() -> Table:
    """Round 1: Marty's m1 (die md-1) lost to Helen's h1; md-1 is in his Dice Zone."""
    table = Table((team(["m1", "m2", "m3"], "md"), team(["h1", "h2", "h3"], "hd")), FIGURES, DICE)
    table.load(0)
    table.load(1)
    faces = (
        ("a:die:md-1", 1),
        ("a:die:md-2", 2),
        ("a:die:md-3", 3),
        ("b:die:hd-1", 4),
        ("b:die:hd-2", 5),
        ("b:die:hd-3", 6),
    )
    table.act(A.ReportRoll(player=None, faces=faces))
    table.act(A.ChooseMatchup(player=0, mine="a:die:md-1", theirs="b:die:hd-1"))
    table.act(A.ChooseStat(player=0, stat="speed"))
    table.reveal(("a:die:md-1", "a:m1"), ("b:die:hd-1", "b:h1"))
    assert table.state.dice["a:die:md-1"].zone is mb.Zone.DICE
    return table


def test_a_lost_die_offers_its_rule_before_the_next_match_up() -> None:
    """MB-14: "Once you have a battle die in your Dice Zone, you can use the rule on the label
    inside the battle die's lid.\" MB-25: order starts with who chose the last match-up."""
    table = after_marty_lost_a_battle()
    assert table.types()[-2:] == ["BattleWon", "DiceRulesOffered"]
    assert table.events[-1] == mb.events.DiceRulesOffered(0)
    assert (table.pending.kind, table.pending.player) == ("rules", 0)
    legal = mb.legal_actions(table.state, 0)
    assert any(isinstance(a, A.Declare) and a.source == "die:a:die:md-1" for a in legal)


def test_only_a_die_in_your_dice_zone_can_play_its_rule() -> None:
    """004:L216: "Only when the die is in the Dice Zone can you use its rule.\" (so never in
    the battle it starts out loaded in)."""
    table = after_marty_lost_a_battle()
    for source in ("die:a:die:md-2", "die:b:die:hd-1", "power:a:m2:Nothing"):
        with pytest.raises(mb.IllegalAction) as caught:
            mb.run(table.state, A.Declare(player=0, source=source, effect="none"))
        assert caught.value.code == E.DECLARE_BAD_SOURCE


def test_an_accepted_rule_applies_and_its_die_returns_to_staging() -> None:
    """004:L322: "Once you use a battle die's rule, return the battle die to your Staging
    Zone.\""""
    table = after_marty_lost_a_battle()
    table.act(
        A.Declare(
            player=0,
            source="die:a:die:md-1",
            text="-2 strike total",
            effect="strike_total",
            amount=-2,
            whom="self",
        )
    )
    declared = table.events[-1]
    assert declared.type == "EffectDeclared" and declared.to_dict()["declared"] is True
    assert (table.pending.kind, table.pending.player) == ("respond", 1)
    table.act(A.Accept(player=1))
    assert table.state.dice["a:die:md-1"].zone is mb.Zone.STAGING
    assert table.state.strike_total(0) == 2 + 3 - 2


def test_one_rule_at_a_time_and_the_opponent_gets_a_chance_between() -> None:
    """MB-25: "You can only play a single die rule at a time. You must give each of your
    opponents a chance to play a die rule of their own before you play a second die rule.\""""
    table = after_marty_lost_a_battle()
    table.act(A.Declare(player=0, source="die:a:die:md-1", effect="none", text="a look"))
    table.act(A.Accept(player=1))
    # Helen's chance (no rule: she passes by necessity); Marty has no other die to play.
    assert table.types()[-3:] == ["DeclarationAccepted", "NothingToUse", "NothingToUse"]
    assert table.pending.kind == "matchup"


def test_a_disputed_declaration_waits_for_a_judge_who_upholds_it() -> None:
    table = after_marty_lost_a_battle()
    table.act(
        A.Declare(
            player=0, source="die:a:die:md-1", text="rescue m1", effect="release", target="a:m1"
        )
    )
    table.act(A.Dispute(player=1, reason="that die's rule says +1"))
    assert table.pending.kind == "judge" and table.pending.player is None
    with pytest.raises(mb.IllegalAction) as caught:
        mb.run(table.state, A.Pass(player=0))
    assert caught.value.code == E.WRONG_STEP
    table.act(A.JudgeUphold(player=None, judge="jo", reason="the lid says so"))
    assert table.state.pieces["a:m1"].where is mb.Where.STAGING  # released
    assert table.state.players[1].captured == 0


def test_an_overturned_declaration_changes_nothing_and_keeps_the_die() -> None:
    table = after_marty_lost_a_battle()
    table.act(
        A.Declare(
            player=0, source="die:a:die:md-1", text="rescue m1", effect="release", target="a:m1"
        )
    )
    table.act(A.Dispute(player=1, reason="that die's rule says +1"))
    table.act(A.JudgeOverturn(player=None, judge="jo", reason="the lid says +1"))
    assert table.state.pieces["a:m1"].where is mb.Where.CAPTURED
    assert table.state.dice["a:die:md-1"].zone is mb.Zone.DICE
    assert mb.replay(table.records()).pieces["a:m1"].where is mb.Where.CAPTURED


@pytest.mark.parametrize(
    ("declare", "code"),
    [
        ({"effect": "teleport"}, E.DECLARE_BAD_EFFECT),
        ({"effect": "battle_total", "amount": 9}, E.DECLARE_BAD_EFFECT),
        ({"effect": "battle_total", "amount": 1}, E.DECLARE_NOT_NOW),  # no battle yet
        ({"effect": "release", "target": "b:h2"}, E.DECLARE_BAD_EFFECT),
        ({"effect": "none", "amount": 2}, E.DECLARE_BAD_EFFECT),
        ({"effect": "none", "whom": "everyone"}, E.DECLARE_BAD_EFFECT),
    ],
)
def test_a_declaration_outside_the_engines_terms_is_refused(declare: dict, code: str) -> None:
    table = after_marty_lost_a_battle()
    before = table.state
    with pytest.raises(mb.IllegalAction) as caught:
        mb.run(before, A.Declare(player=0, source="die:a:die:md-1", **declare))
    assert caught.value.code == code


def test_a_power_the_engine_does_not_execute_is_declared_in_the_battle() -> None:
    """Rock Fists is not among the book's powers: Helen states +1 and Marty accepts."""
    table = after_marty_lost_a_battle()
    table.act(A.Pass(player=0))
    table.act(A.ChooseMatchup(player=0, mine="a:die:md-3", theirs="b:die:hd-2"))
    table.act(A.ChooseStat(player=0, stat="strength"))
    table.reveal(("a:die:md-3", "a:m3"), ("b:die:hd-2", "b:h2"))
    while table.pending.player == 0:
        table.act(A.Pass(player=0))
    legal = mb.legal_actions(table.state, 1)
    suggested = A.Declare(
        player=1,
        source="power:b:h2:Rock Fists",
        text="Rock Fists",
        effect="battle_total",
        amount=1,
        whom="self",
    )
    assert suggested in legal
    table.act(suggested)
    table.act(A.Accept(player=0))
    while table.pending.kind == "powers":  # Marty keeps his die's rule
        table.act(A.Pass(player=table.pending.player))
    result = next(e for e in reversed(table.events) if e.type in ("BattleWon", "BattleTied"))
    assert result.totals == (3 + 3, 3 + 5 + 1)
