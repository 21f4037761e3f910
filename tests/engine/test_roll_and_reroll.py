"""Step 2, Roll and Reroll (DM-7; 000:L327-333)."""

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev

from .helpers import BOLT, CHAR, FIST, MASK, SHIELD, WILD, Game, c, m, of_type, opening


def test_every_prep_die_is_rolled_including_knocked_out_ones():
    """All dice in the Prep Area are rolled: the four drawn plus any already there, such as
    KO'd dice (DM-7.1, 000:L329). Arranged: c8 waits in Chris's Prep Area."""
    g = opening()
    g.arrange(1, "prep", [c(8)])
    g.draw(c(1), c(2), c(3), c(4))
    assert g.pending.kind == "roll"
    assert set(g.pending.dice) == {c(1), c(2), c(3), c(4), c(8)}
    g.refuse(
        A.ReportRoll(player=1, faces=tuple((d, 1) for d in (c(1), c(2), c(3), c(4)))),
        E.RANDOM_BAD_DICE,
    )


def test_roll_faces_must_exist():
    """A six-sided die has faces 0-5; 7 is refused (DM-1.4)."""
    g = Game()
    g.start()
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    g.refuse(A.ReportRoll(player=0, faces=((m(1), 7), (m(2), 1), (m(3), 1))), E.RANDOM_BAD_FACE)
    g.refuse(A.ReportRoll(player=0, faces=((m(1), -1), (m(2), 1), (m(3), 1))), E.RANDOM_BAD_FACE)
    g.roll({m(1): FIST, m(2): BOLT, m(3): MASK})


def test_one_reroll_as_a_single_group():
    """Any, all or none of the rolled dice are rerolled once, as one group; the others keep
    their faces (DM-7.2, 000:L331)."""
    g = Game()
    g.start()
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    g.roll({m(1): CHAR, m(2): CHAR, m(3): WILD})
    assert g.pending.kind == "reroll"
    g.refuse(A.Reroll(player=0, dice=(m(4),)), E.REROLL_TWICE)
    g.refuse(A.Reroll(player=0, dice=(m(1), m(1))), E.REROLL_TWICE)
    g.reroll(m(1), m(2))
    assert g.pending.kind == "roll" and g.pending.dice == (m(1), m(2))
    assert g.face(m(3)) == WILD
    g.refuse(A.Reroll(player=0, dice=(m(3),)), E.REROLL_TWICE)
    events = g.roll({m(1): SHIELD, m(2): BOLT})
    assert ev.DiceMoved(0, (m(1), m(2), m(3)), "reserve", "rolled") in events
    assert g.zone(0, "reserve") == {m(1), m(2), m(3)}
    assert (g.face(m(1)), g.face(m(2)), g.face(m(3))) == (SHIELD, BOLT, WILD)


def test_a_second_reroll_is_refused_in_the_main_step():
    """ "You only get one reroll" (DM-7.2, 000:L331; 001:L270-271): also after keeping all."""
    g = Game()
    g.start()
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    g.roll({m(1): CHAR, m(2): CHAR, m(3): WILD})
    events = g.reroll()
    assert of_type(events, ev.RerollChosen) == [ev.RerollChosen(0, ())]
    assert g.pending.kind == "priority"
    g.refuse(A.Reroll(player=0, dice=(m(1),)), E.REROLL_TWICE)
    g.pass_()
