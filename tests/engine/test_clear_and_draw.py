"""Setup and Step 1, Clear and Draw (DM-3, DM-6; 000:L305-325)."""

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.model.state import Termination

from .helpers import BOLT, CHAR, FIST, MASK, WILD, Game, c, m, of_type, opening, skip_turn


def test_setup_puts_eight_sidekicks_in_each_bag_and_dice_on_cards():
    """Each player starts with 8 Sidekick dice in the bag (DM-3.1, 000:L305); card dice
    and 3 dice per Basic Action Card wait in the supply (DM-3.3, 000:L433)."""
    g = Game()
    assert g.zone(0, "bag") == {m(n) for n in range(1, 9)}
    assert g.zone(1, "bag") == {c(n) for n in range(1, 9)}
    assert len(g.zone(0, "supply")) == 4
    assert len(g.state.in_zone(None, "supply")) == 6
    assert g.pending.kind == "toss"


def test_same_basic_action_card_brought_twice_gives_two_sets():
    """Both players bringing the same BAC gives two sets of its dice (DM-3.3, 001:L910-913)."""
    g = Game(bacs=(("counterstrike",), ("counterstrike",)))
    assert len(g.state.in_zone(None, "supply")) == 6


def test_toss_winner_chooses_order():
    """A random method picks a player, who chooses to go first or second (DM-3.7, 000:L309)."""
    g = Game()
    g.do(A.ReportToss(player=1))
    assert g.pending.kind == "choose_order" and g.pending.player == 1
    g.refuse(A.ChooseFirstPlayer(player=0, go_first=True), E.TURN_NOT_YOURS)
    g.do(A.ChooseFirstPlayer(player=1, go_first=False))
    assert g.state.active == 0 and g.state.turn == 1


def test_first_turn_draws_three_then_one_out_of_play():
    """The first player's first turn draws 3 dice to Prep and a 4th Out of Play, which
    reaches the Used Pile at the end of the turn (DM-6.5, 000:L323-325)."""
    g = Game()
    g.start()
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 3, "prep")
    g.refuse(A.ReportDraw(player=0, dice=(m(1), m(2), m(3), m(4))), E.RANDOM_BAD_COUNT)
    g.draw(m(1), m(2), m(3))
    assert (g.pending.count, g.pending.to) == (1, "oop")
    g.refuse(A.ReportDraw(player=0, dice=(m(4),), to="prep"), E.RANDOM_BAD_DICE)
    g.draw(m(4), to="oop")
    assert g.zone(0, "oop") == {m(4)}
    assert g.pending.kind == "roll" and g.pending.dice == (m(1), m(2), m(3))
    g.roll({m(1): FIST, m(2): BOLT, m(3): MASK})
    g.reroll()
    g.pass_all()
    assert m(4) in g.zone(0, "used") and not g.zone(0, "oop")


def test_second_player_first_turn_draws_four():
    """Only the first player's first turn is short; the second player draws 4 (000:L478)."""
    g = opening()
    assert (g.pending.player, g.pending.count, g.pending.to) == (1, 4, "prep")


def test_drawn_die_must_be_in_the_bag():
    """Drawn dice come out of the drawing player's bag (DM-6.2, 000:L319)."""
    g = Game()
    g.start()
    g.refuse(A.ReportDraw(player=0, dice=(m(1), m(1), m(2))), E.RANDOM_NOT_IN_BAG)
    g.refuse(A.ReportDraw(player=0, dice=(c(1), m(1), m(2))), E.RANDOM_NOT_IN_BAG)
    g.refuse(A.PassPriority(player=0), E.RANDOM_EXPECTED)
    g.draw(m(1), m(2), m(3))


def test_clear_moves_reserve_to_used_pile_not_out_of_play():
    """Clear: dice left in the Reserve Pool go straight to the Used Pile (DM-6.1, 000:L317)."""
    g = opening()
    assert g.zone(0, "reserve") == {m(1), m(2), m(3)}  # saved through Chris's turn
    skip_turn(g, {c(1): FIST, c(2): BOLT, c(3): MASK, c(4): WILD})
    assert g.state.turn == 3
    assert ev.DiceMoved(0, (m(1), m(2), m(3)), "used", "clear") in g.events
    assert {m(1), m(2), m(3)} <= g.zone(0, "used")
    assert not g.zone(0, "oop")


def test_bag_refills_from_used_pile_but_never_from_out_of_play():
    """An empty bag is refilled from the Used Pile, NOT including Out of Play, and the draw
    goes on (DM-6.2, 000:L170-172, 000:L319). Arranged: a die is Out of Play at the draw."""
    g = opening()
    g.arrange(1, "used", [c(3), c(4), c(5), c(6), c(7)])
    g.arrange(1, "oop", [c(8)])
    assert g.pending.count == 2
    g.draw(c(1), c(2))
    refill = of_type(g.events[-2:], ev.BagRefilled)
    assert refill and set(refill[0].dice) == {c(3), c(4), c(5), c(6), c(7)}
    assert g.zone(1, "oop") == {c(8)}
    assert g.pending.kind == "draw" and g.pending.count == 2
    g.refuse(A.ReportDraw(player=1, dice=(c(8), c(3))), E.RANDOM_NOT_IN_BAG)
    g.draw(c(3), c(4))
    assert g.pending.kind == "roll" and len(g.pending.dice) == 4


def test_unable_to_draw_loses_life_and_gains_virtual_energy():
    """Unable to draw 4 even after a refill: lose 1 life and gain 1 virtual generic energy per
    missing die (DM-6.4, 000:L321); it is life loss, not damage (DM-12.4)."""
    g = opening()
    g.arrange(1, "field", [c(n) for n in range(1, 7)], face=CHAR)
    assert g.pending.count == 2
    g.draw(c(7), c(8))
    lost = of_type(g.events[-4:], ev.LifeLost)
    assert lost == [ev.LifeLost(1, 2, "unable_to_draw")]
    assert not of_type(g.events[-4:], ev.PlayerDamaged)
    assert g.life(1) == 8 and g.virtual(1) == 2
    g.roll({c(7): FIST, c(8): BOLT})
    g.reroll()
    # the virtual energy pays like generic energy (DM-2.5) ...
    g.buy("counterstrike", virtual=2)
    assert g.virtual(1) == 0


def test_unspent_virtual_energy_from_unable_to_draw_is_lost_at_the_pass():
    """Virtual energy must be spent before passing priority or it is lost (DM-8.21, 000:L321)."""
    g = opening()
    g.arrange(1, "field", [c(n) for n in range(1, 8)], face=CHAR)
    g.draw(c(8))
    g.roll({c(8): FIST})
    g.reroll()
    assert g.virtual(1) == 3
    events = g.pass_()
    assert ev.VirtualEnergyLost(1, 3) in events
    assert g.virtual(1) == 0


def test_unable_to_draw_to_zero_life_ends_the_game():
    """Life lost for dice not drawn can end the game: the opponent wins (DM-6.4 + DM-11.1)."""
    g = Game(life=2)
    g.start()
    skip_turn(g, {m(1): FIST, m(2): BOLT, m(3): MASK}, oop=m(4))
    g.arrange(1, "field", [c(n) for n in range(1, 7)], face=CHAR)
    events = g.draw(c(7), c(8))
    assert events[-1] == ev.GameEnded(0, Termination.LIFE.value)
    assert g.state.outcome.winner == 0 and g.state.over
    g.refuse(A.ReportRoll(player=1, faces=((c(7), 1), (c(8), 1))), E.GAME_OVER)
