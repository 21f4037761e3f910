"""Dice Masters Doubles (000:L729-733, DIGEST DM-3.5): "a 2 vs 2 format", "Each team will
start with 30 Life, and each player gets to bring four cards with up to their maximum number
of dice and one Basic Action Card with six dice". The books give only these numbers; the
rest is ruled in docs/rulings.md "Doubles" and tested here: seats 0 and 2 (Ann and Cat) are
one team, 1 and 3 (Bob and Dan) the other; turns go around the table, so the teams
alternate; a team shares one life total; priority goes around the table; each player of
the defending team declares their own blockers; "your opponent" is the opponent who plays
next.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from cards.catalog import catalog
from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.targets import targets_for
from games.engine.api import create_game, legal_actions
from games.engine.log.codec import to_records
from games.engine.log.replay import replay
from games.engine.model.cards import CardDef
from games.engine.model.errors import IllegalAction
from games.engine.model.evolve import evolve
from games.engine.model.state import GameOptions
from games.engine.model.teams import DOUBLES, FORMATS, team_problems
from games.engine.sim.simulate import game_seed, play
from tests.engine.helpers import (
    CHAR,
    COUNTERSTRIKE,
    FIST,
    HOPE,
    JUBILEE,
    MADELYNE,
    MASTERMIND,
    WAY_OUT_WEST,
    Game,
    cards_with,
    of_type,
)
from tests.engine.test_schema import validator
from tests.engine.test_window_abilities import SWAP  # Tag Out's shape, usable at any window

NAMES = ("Ann", "Bob", "Cat", "Dan")  # seats in turn order: Ann and Cat against Bob and Dan
TEAMS = (((JUBILEE, 2),), ((MASTERMIND, 2),), ((HOPE, 2),), ((MADELYNE, 2),))
BACS = ((WAY_OUT_WEST,), (COUNTERSTRIKE,), (WAY_OUT_WEST,), (COUNTERSTRIKE,))


def sk(seat: int, n: int) -> str:
    """Seat `seat`'s Sidekick die `n`."""
    return f"p{seat + 1}:sidekick:{n}"


class Doubles(Game):
    """A paper Doubles game of four seats driven one action at a time (helpers.Game)."""

    def __init__(
        self,
        teams: Sequence[Sequence[tuple[str, int]]] = TEAMS,
        cards: Mapping[str, CardDef] | None = None,
        **options: Any,
    ) -> None:
        self.state, self.events = create_game(
            NAMES,
            tuple(tuple(t) for t in teams),
            BACS,
            cards if cards is not None else catalog(),
            GameOptions(starting_life=30, randomness="reported", team_format="doubles", **options),
        )


def to_main(g: Game, faces: Mapping[str, int], oop: str | None = None) -> None:
    g.begin(faces, oop=oop)
    assert g.pending.kind == "priority" and g.state.step.value == "main"


# --- team building and setup (DM-3.5, 000:L729-733) ---------------------------------------


def test_the_format_has_the_books_numbers() -> None:
    assert FORMATS["doubles"] is DOUBLES
    assert (DOUBLES.max_cards, DOUBLES.basic_actions, DOUBLES.max_dice) == (4, 1, None)
    assert (DOUBLES.starting_life, DOUBLES.seats, DOUBLES.basic_action_dice) == (30, 4, 6)


def test_each_players_list_is_four_cards_up_to_their_max_and_one_basic_action_card() -> None:
    cards = catalog()
    four = [(JUBILEE, 4), (HOPE, 4), (MASTERMIND, 4), (MADELYNE, 4)]
    assert team_problems(four, [WAY_OUT_WEST], cards, DOUBLES) == []  # 16 dice: no total
    fifth = next(c.id for c in cards.values() if c.kind == "character" and c.id not in dict(four))
    codes = [p.code for p in team_problems([*four, (fifth, 1)], [WAY_OUT_WEST], cards, DOUBLES)]
    assert E.TEAM_TOO_MANY_CARDS in codes
    two_bacs = team_problems(four, [WAY_OUT_WEST, COUNTERSTRIKE], cards, DOUBLES)
    assert [p.code for p in two_bacs] == [E.TEAM_BASIC_ACTION_COUNT]


def test_four_seats_thirty_life_a_team_eight_sidekicks_each_six_dice_a_basic_action_card():
    g = Doubles()
    assert [p.name for p in g.state.players] == list(NAMES)
    assert [p.life for p in g.state.players] == [30, 30, 30, 30]
    for seat in range(4):
        assert len(g.zone(seat, "bag")) == 8  # DM-3.1: each player's own Sidekicks
    # Both teams brought Way Out West twice: two sets of six (DM-3.3, 001:L910-913)
    centre = [d for d in g.state.in_zone(None, g.state.dice[f"bac:{WAY_OUT_WEST}:1"].zone)]
    assert sum(d.startswith(f"bac:{WAY_OUT_WEST}:") for d in centre) == 12
    assert sum(d.startswith(f"bac:{COUNTERSTRIKE}:") for d in centre) == 12


def test_a_doubles_game_needs_four_players_and_a_two_player_format_two() -> None:
    with pytest.raises(IllegalAction) as info:
        create_game(
            NAMES[:2],
            TEAMS[:2],
            BACS[:2],
            catalog(),
            GameOptions(starting_life=30, team_format="doubles"),
        )
    assert info.value.code == E.GAME_BAD_SETUP
    with pytest.raises(IllegalAction) as info:
        create_game(NAMES, TEAMS, BACS, catalog(), GameOptions(team_format="demo"))
    assert info.value.code == E.GAME_BAD_SETUP


def test_teammates_may_bring_the_same_card_each_list_is_checked_alone() -> None:
    same = (((JUBILEE, 2),), ((MASTERMIND, 2),), ((JUBILEE, 2),), ((MADELYNE, 2),))
    g = Doubles(teams=same)
    assert "p3:jubilee-wondra:2" in g.state.dice and "p1:jubilee-wondra:2" in g.state.dice


# --- turn order, shared life, winning ---------------------------------------------------


def test_turns_go_around_the_table_so_the_teams_alternate() -> None:
    """The toss winner (seat 0, Ann) chooses to go second: Bob goes first, then Cat, Dan,
    Ann. Only the game's first turn draws three (DM-6.5)."""
    g = Doubles()
    g.do(A.ReportToss(player=0))
    g.do(A.ChooseFirstPlayer(player=0, go_first=False))
    order = []
    for turn in range(1, 6):
        seat = g.pending.player
        order.append(seat)
        if turn == 1:
            assert g.pending.count == 3
            to_main(g, {sk(seat, 1): FIST, sk(seat, 2): FIST, sk(seat, 3): FIST}, sk(seat, 4))
        else:
            assert g.pending.count == 4
            to_main(g, {d: FIST for d in sorted(g.zone(seat, "bag"))[:4]})
        g.pass_all()
        assert g.pending.kind != "declare_attackers"  # no characters: no Attack Step
        assert g.state.turn == turn + 1
    assert order == [1, 2, 3, 0, 1]
    assert [e.player for e in of_type(g.events, ev.TurnBegan)] == [1, 2, 3, 0, 1, 2]


def test_a_team_shares_one_life_total() -> None:
    g = Doubles()
    g.hurt(3, 4)
    assert [g.life(s) for s in range(4)] == [30, 26, 30, 26]
    g.state = evolve(g.state, ev.LifeGained(1, 2))
    g.state = evolve(g.state, ev.PlayerDamaged(0, 5, "x", False))
    assert [g.life(s) for s in range(4)] == [25, 28, 25, 28]
    g.state = evolve(g.state, ev.RulingLifeSet("judge", 2, 12, "score slip"))
    assert [g.life(s) for s in range(4)] == [12, 28, 12, 28]


def attack_position(**options: Any) -> Doubles:
    """Ann's first turn, in Declare Attackers: two Sidekick characters in her Field Zone,
    one each in Bob's and Dan's, one in Cat's."""
    g = Doubles(first_player_may_attack_first_turn=True, **options)
    g.start()
    g.arrange(0, "field", [sk(0, 5), sk(0, 6)], face=CHAR)
    for seat in (1, 2, 3):
        g.arrange(seat, "field", [sk(seat, 5)], face=CHAR)
    to_main(g, {sk(0, 1): FIST, sk(0, 2): FIST, sk(0, 3): FIST}, sk(0, 4))
    g.pass_all()
    assert (g.pending.kind, g.pending.player) == ("declare_attackers", 0)
    return g


def test_each_defender_declares_their_own_blockers_in_turn_order() -> None:
    g = attack_position()
    g.attack(sk(0, 5), sk(0, 6))
    assert (g.pending.kind, g.pending.player) == ("declare_blockers", 1)
    # Not Dan's turn to declare yet, not Cat's (a teammate of the attacker) ever
    g.refuse(A.DeclareBlockers(player=3, blocks=((sk(3, 5), sk(0, 5)),)), E.TURN_NOT_YOURS)
    g.refuse(A.DeclareBlockers(player=2, blocks=((sk(2, 5), sk(0, 5)),)), E.TURN_NOT_YOURS)
    # Bob blocks with his own dice only
    g.refuse(A.DeclareBlockers(player=1, blocks=((sk(3, 5), sk(0, 5)),)), E.BLOCK_NOT_FIELDED)
    g.block((sk(1, 5), sk(0, 5)))
    assert (g.pending.kind, g.pending.player) == ("declare_blockers", 3)
    g.refuse(A.DeclareBlockers(player=3, blocks=((sk(1, 5), sk(0, 6)),)), E.BLOCK_NOT_FIELDED)
    g.block((sk(3, 5), sk(0, 6)))
    assert g.state.combat is not None
    assert dict(g.state.combat.blocks) == {sk(1, 5): sk(0, 5), sk(3, 5): sk(0, 6)}
    blocked = [e for e in g.events if isinstance(e, ev.BlockersDeclared)]
    assert [(e.player, e.blocks) for e in blocked] == [
        (1, ((sk(1, 5), sk(0, 5)),)),
        (3, ((sk(3, 5), sk(0, 6)),)),
    ]


def test_both_defenders_may_block_the_same_attacker_and_the_attacker_splits() -> None:
    """DM-9.3 (several blockers on one attacker) across a team: Ann splits (DM-9.9)."""
    g = attack_position()
    g.attack(sk(0, 5))
    g.block((sk(1, 5), sk(0, 5)))
    g.block((sk(3, 5), sk(0, 5)))
    g.pass_all()
    assert (g.pending.kind, g.pending.player) == ("assign_damage", 0)
    g.do(A.AssignDamage(player=0, splits=((sk(0, 5), sk(3, 5), 1),)))
    assert sk(3, 5) in g.zone(3, "prep") and sk(1, 5) in g.zone(1, "field")
    assert [g.life(s) for s in range(4)] == [30, 30, 30, 30]


def test_an_unblocked_attacker_damages_the_next_player_and_so_the_team() -> None:
    g = attack_position()
    g.attack(sk(0, 5), sk(0, 6))
    g.block()
    g.block((sk(3, 5), sk(0, 6)))
    g.pass_all()
    damaged = of_type(g.events, ev.PlayerDamaged)
    assert [(e.player, e.amount) for e in damaged] == [(1, 1)]
    assert [g.life(s) for s in range(4)] == [30, 29, 30, 29]


def test_the_team_at_zero_life_loses_and_a_win_is_the_teams() -> None:
    g = attack_position()
    g.hurt(3, 29)
    g.attack(sk(0, 5))
    g.block()
    g.block()
    g.pass_all()
    assert g.state.outcome is not None
    assert (g.state.outcome.winner, g.state.outcome.termination.value) == (0, "life")


def test_a_player_concedes_for_their_team() -> None:
    g = Doubles()
    g.start()
    g.do(A.Concede(player=2))  # Cat, of Ann's team
    assert g.state.outcome is not None and g.state.outcome.winner == 1
    g = Doubles()
    g.refuse(A.Concede(player=4), E.CONCEDE_NOT_PLAYER)


# --- priority (DM-8.21, DM-8.22) ------------------------------------------------------------


def swap_game() -> Doubles:
    """Every player holds a die usable whenever a Global could be: none is passed for."""
    teams = tuple(((("swap", 2),)) for _ in range(4))
    g = Doubles(teams=teams, cards=cards_with(SWAP))
    g.start()
    for seat in range(4):
        g.give(seat, f"p{seat + 1}:swap:1", to="field", face=0)
        g.arrange(seat, "field", [sk(seat, 5)], face=CHAR)
    to_main(g, {sk(0, 1): FIST, sk(0, 2): FIST, sk(0, 3): FIST}, sk(0, 4))
    return g


def test_priority_goes_around_the_table_and_the_window_closes_after_all_passed() -> None:
    g = swap_game()
    holders = []
    while g.state.step.value == "main":
        holders.append(g.pending.player)
        g.pass_()
    assert holders == [0, 1, 2, 3, 0]
    assert g.state.step.value != "main"


def test_another_players_one_ability_hands_priority_back_to_the_active_player() -> None:
    g = swap_game()
    g.pass_()
    g.pass_()  # Bob passes: Cat, Ann's teammate, may act too
    assert g.pending.player == 2
    g.refuse(A.UseAbility(player=3, die="p4:swap:1", ability=0), E.TURN_NOT_YOURS)
    g.do(A.UseAbility(player=2, die="p3:swap:1", ability=0))
    g.target(sk(2, 5))
    assert (g.pending.kind, g.pending.player) == ("priority", 0)  # DM-8.22
    holders = []
    while g.state.step.value == "main":
        holders.append(g.pending.player)
        g.pass_()
    assert holders == [0, 1, 3, 0]  # Cat's die is in her Prep Area now: nothing to use


# --- targets ("you", "opponent", teammates) -------------------------------------------------


def test_who_each_kind_of_target_names() -> None:
    g = attack_position()
    state = g.state
    assert targets_for(state, "opponent", 0) == ("player:1",)  # the opponent who plays next
    assert targets_for(state, "opponent", 1) == ("player:2",)
    assert targets_for(state, "you", 2) == ("player:2",)
    assert targets_for(state, "target_player", 0) == tuple(f"player:{s}" for s in range(4))
    assert set(targets_for(state, "all_opposing_characters", 0)) == {sk(1, 5), sk(3, 5)}
    assert set(targets_for(state, "target_opposing_die", 2)) == {sk(1, 5), sk(3, 5)}
    assert set(targets_for(state, "all_your_characters", 0)) == {sk(0, 5), sk(0, 6)}
    assert sk(2, 5) in targets_for(state, "target_die", 0)  # a teammate's die may be chosen


# --- the whole game: bots, the log, replay ---------------------------------------------------

BOT_TEAMS = (
    ((JUBILEE, 4), (HOPE, 4)),
    ((MASTERMIND, 4), (MADELYNE, 4)),
    ((HOPE, 4), (JUBILEE, 4)),
    ((MADELYNE, 4), (MASTERMIND, 4)),
)


@pytest.mark.parametrize("index", range(3))
def test_bots_play_a_whole_online_doubles_game_that_replays_exactly(index: int) -> None:
    cards = catalog()
    seed = game_seed("doubles", index)
    options = GameOptions(starting_life=30, team_format="doubles")
    events, final = play(cards, seed, ("greedy", "random"), options, BOT_TEAMS, BACS)
    assert final.outcome is not None
    records = to_records(events)
    assert records[0]["players"] == ["Bot A", "Bot B", "Bot C", "Bot D"]
    assert replay(records, cards, seed=seed) == final
    for record in records:  # the published schema reads a Doubles log too
        assert not [e.message for e in validator().iter_errors(record)], record
    # every seat acted
    actors = {e.player for e in events if isinstance(e, ev.TurnBegan)}
    assert actors == {0, 1, 2, 3}
    if final.outcome.termination.value == "life":
        loser = 1 - final.outcome.winner  # type: ignore[operator]
        assert final.players[loser].life <= 0 and final.players[loser + 2].life <= 0


def test_legal_actions_are_the_seats_own() -> None:
    g = attack_position()
    g.attack(sk(0, 5))
    assert list(legal_actions(g.state, 3)) == [A.Concede(player=3)]
    assert A.DeclareBlockers(player=1, blocks=()) in list(legal_actions(g.state, 1))
