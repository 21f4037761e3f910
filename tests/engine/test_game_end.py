"""Winning, the tie, the life cap, time and concession (DM-11; 000:L437-439, 000:L577)."""

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.model.state import Termination

from .helpers import (
    ACTION0,
    FIST,
    Game,
    auto_turn,
    bac,
    c,
    cards_with,
    m,
    make_card,
    of_type,
    opening,
)

BOTH = make_card(
    "both",
    kind="basic_action",
    cost=2,
    abilities=[
        {
            "trigger": "action",
            "text": "Deal 1 damage to each player.",
            "effects": [{"op": "deal_damage", "amount": 1, "target": "all_players"}],
        }
    ],
)
HEAL = make_card(
    "heal",
    kind="basic_action",
    cost=2,
    abilities=[
        {
            "trigger": "action",
            "text": "Deal 2 damage to you, then gain 3 life.",
            "effects": [
                {"op": "deal_damage", "amount": 2, "target": "you"},
                {"op": "gain_life", "amount": 3, "target": "you"},
            ],
        }
    ],
)


def with_action(card: dict, life: int = 10) -> Game:
    """Michele's first turn with a die of the test BAC `card` on an action face."""
    g = Game(life=life, bacs=((card["id"],), ("counterstrike",)), cards=cards_with(card))
    g.start()
    g.give(0, bac(card["id"], 1))
    g.begin({bac(card["id"], 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_tie_when_one_effect_takes_both_players_to_zero():
    """One game effect damaging both players to 0 at once is a tie (DM-11.2, 000:L439)."""
    g = with_action(BOTH, life=1)
    events = g.do(A.UseActionDie(player=0, die=bac("both", 1)))
    assert of_type(events, ev.PlayerDamaged) == [
        ev.PlayerDamaged(0, 1, bac("both", 1), False),
        ev.PlayerDamaged(1, 1, bac("both", 1), False),
    ]
    assert events[-1] == ev.GameEnded(None, Termination.TIE.value)
    g.refuse(A.PassPriority(player=0), E.GAME_OVER)


def test_life_cannot_go_above_the_starting_life():
    """Life gained beyond the starting amount is wasted (DM-11.3, 000:L577)."""
    g = with_action(HEAL)
    events = g.do(A.UseActionDie(player=0, die=bac("heal", 1)))
    assert ev.LifeGained(0, 2) in events
    assert g.life(0) == 10


def test_time_called_ends_after_five_more_turns_equal_life_is_a_draw():
    """Time: the current turn is turn 0, then 5 more turns; equal life is a draw
    (organized play, docs/rulings.md)."""
    g = opening()
    events = g.do(A.CallTime(player=None))
    assert events == [ev.TimeCalled(2)]
    g.refuse(A.CallTime(player=None), E.TIME_ALREADY_CALLED)
    for _ in range(5):
        auto_turn(g)
    assert not g.state.over and g.state.turn == 7
    auto_turn(g)
    assert g.state.outcome.winner is None
    assert g.state.outcome.termination is Termination.TIME
    assert g.events[-1] == ev.GameEnded(None, "time")
    assert g.state.turn == 7


def test_time_called_more_life_wins():
    """At time, the player with more life wins (organized play, docs/rulings.md)."""
    g = opening()
    g.do(A.CallTime(player=None))
    g.hurt(0, 3)
    for _ in range(6):
        auto_turn(g)
    assert g.state.outcome.winner == 1 and g.state.outcome.termination is Termination.TIME


def test_time_cannot_be_called_before_the_first_turn():
    """Time is called during the game (turn 0 is a real turn)."""
    g = Game()
    g.refuse(A.CallTime(player=None), E.TURN_WRONG_STEP)


def test_concession_at_any_time():
    """A player may concede at any time, even while the opponent decides; the opponent wins
    (docs/rulings.md)."""
    g = opening()
    assert g.pending.player == 1
    g.refuse(A.Concede(player=None), E.CONCEDE_NOT_PLAYER)
    events = g.do(A.Concede(player=0))
    assert events == [ev.Conceded(0), ev.GameEnded(1, "concession")]
    g.refuse(A.Concede(player=1), E.GAME_OVER)
    assert g.life(0) == 10 and c(1) in g.zone(1, "bag")


def test_a_chosen_chooser_skips_the_toss():
    """In a match, the loser of the previous game chooses who goes first (organized-play.md):
    with `chooser` set, the game waits for that player's choice, not for a toss."""
    from cards.catalog import catalog
    from games.engine.api import create_game, waiting_for
    from games.engine.model.state import GameOptions
    from games.engine.sim.simulate import DEMO_BASIC_ACTIONS, DEMO_TEAMS

    state, _ = create_game(
        ("A", "B"),
        DEMO_TEAMS,
        DEMO_BASIC_ACTIONS,
        catalog(),
        GameOptions(chooser=1, team_format="demo"),
    )
    pending = waiting_for(state)
    assert (pending.kind, pending.player) == ("choose_order", 1)
