"""Call Out (000:L767, 003:L627): "When a character die with Call Out attacks, you target an
opposing character die. The targeted die can only legally block the attacking die that used
Call Out on it, and no other die can legally block the die that used Call Out. If the die that
used Call Out cannot legally be blocked for any reason (an effect made it unblockable, two
different dice chose the same target for their Call Out, the die targeted with Call Out was
KO'd, etc.) then the effect of Call Out is cancelled." Keyword.abilities (when_attacks, a
mark on the target) + hook may_block."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.flow.turn import possible_blocks
from games.engine.model.evolve import evolve
from tests.engine.helpers import c
from tests.engine.keywords.common import character, face_off

CALLER = character("caller", 2, 2, keywords=["call_out"])
PLAIN = character("plain", 2, 2)
CALLER_DIE, OTHER_CALLER, PLAIN_DIE = "p1:caller:1", "p1:caller:2", "p1:plain:1"


def called(*callers: str, target: str = c(5)):
    """Michele attacks with `callers` and her plain die; each Call Out targets `target`
    (Chris has two Sidekick character dice, c5 and c6)."""
    g = face_off([CALLER, PLAIN], [], chris_field=2)
    if OTHER_CALLER in callers:
        g.give(0, OTHER_CALLER, to="field", face=0)
    g.attack(*callers, PLAIN_DIE)
    while g.pending.kind == "choose_target":
        assert set(g.pending.options) == {c(5), c(6)}  # opposing character dice (DM-13.1)
        g.target(target)
    assert g.pending.kind == "declare_blockers"
    return g


def test_attacking_targets_an_opposing_die() -> None:
    g = called(CALLER_DIE)
    assert [(x.effect, x.source, x.target) for x in g.state.lasting] == [
        ("called_out", CALLER_DIE, c(5))
    ]


def test_the_target_may_block_only_the_call_out_die() -> None:
    g = called(CALLER_DIE)
    g.refuse(A.DeclareBlockers(player=1, blocks=((c(5), PLAIN_DIE),)), E.BLOCK_NOT_ALLOWED)
    assert set(possible_blocks(g.state)) == {(c(5), CALLER_DIE), (c(6), PLAIN_DIE)}


def test_no_other_die_may_block_the_call_out_die() -> None:
    g = called(CALLER_DIE)
    g.refuse(A.DeclareBlockers(player=1, blocks=((c(6), CALLER_DIE),)), E.BLOCK_NOT_ALLOWED)
    g.refuse(
        A.DeclareBlockers(player=1, blocks=((c(5), CALLER_DIE), (c(6), CALLER_DIE))),
        E.BLOCK_NOT_ALLOWED,
    )
    events = g.block((c(5), CALLER_DIE), (c(6), PLAIN_DIE))
    assert ev.BlockersDeclared(1, ((c(5), CALLER_DIE), (c(6), PLAIN_DIE))) in events


def test_the_target_is_not_forced_to_block() -> None:
    g = called(CALLER_DIE)
    g.block((c(6), PLAIN_DIE))
    g.pass_all()
    assert g.life(1) == 8  # the Call Out die was not blocked: 2 damage


def test_two_call_outs_on_the_same_target_are_both_cancelled() -> None:
    g = called(CALLER_DIE, OTHER_CALLER)
    attackers = (CALLER_DIE, OTHER_CALLER, PLAIN_DIE)
    assert set(possible_blocks(g.state)) == {(b, a) for b in (c(5), c(6)) for a in attackers}
    g.block((c(6), CALLER_DIE), (c(5), PLAIN_DIE))


def test_a_target_that_left_the_field_zone_cancels_it() -> None:
    """ "the die targeted with Call Out was KO'd": any die may then block the Call Out die."""
    g = called(CALLER_DIE)
    g.arrange(1, "prep", [c(5)])  # KO'd by an effect before blockers are declared
    g.block((c(6), CALLER_DIE))


def test_an_unblockable_call_out_die_frees_its_target() -> None:
    """ "an effect made it unblockable": nothing may block it, and its target may block
    another attacker."""
    g = called(CALLER_DIE)
    g.state = evolve(g.state, ev.EffectStarted("cant_be_blocked", CALLER_DIE, "test", 0))
    assert set(possible_blocks(g.state)) == {(c(5), PLAIN_DIE), (c(6), PLAIN_DIE)}
    g.block((c(5), PLAIN_DIE))


def test_a_target_that_cant_block_cancels_it() -> None:
    g = called(CALLER_DIE)
    g.state = evolve(g.state, ev.EffectStarted("cant_block", c(5), "test", 1))
    g.block((c(6), CALLER_DIE))


def test_the_call_out_ends_with_the_turn() -> None:
    g = called(CALLER_DIE)
    g.block()
    g.pass_all()
    assert g.state.turn == 2 and not g.state.lasting
