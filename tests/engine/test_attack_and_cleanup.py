"""Step 4, the Attack Step, and Step 5, Cleanup (DM-9, DM-10; 000:L381-425)."""

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.model.state import Termination

from .helpers import (
    ACTION0,
    BOLT,
    CHAR,
    COUNTERSTRIKE,
    FIST,
    MASK,
    MASTERMIND,
    SHIELD,
    WILD,
    Game,
    bac,
    c,
    die,
    m,
    of_type,
)

MASTER = die(1, MASTERMIND, 1)  # level 1 (face 0): cost 2, A2 D1; level 2 (face 1): A2 D3


def michele_fields_two(life: int = 10, **options) -> Game:
    """Turn 1: Michele fields m1 and m2 (Sidekick characters, A1 D1) and keeps m3 (fist)."""
    g = Game(life=life, **options)
    g.start()
    g.begin({m(1): CHAR, m(2): CHAR, m(3): FIST}, oop=m(4))
    g.field(m(1))
    g.field(m(2))
    return g


def test_first_player_may_not_attack_on_the_first_turn():
    """Tournament rule: the first player does not attack on turn 1; the engine skips the
    declaration and refuses one (docs/rulings.md, organized play)."""
    g = michele_fields_two()
    g.refuse(A.DeclareAttackers(player=0, dice=(m(1),)), E.ATTACK_FIRST_TURN)
    events = g.pass_all()
    assert ev.AttackersDeclared(0, ()) in events
    assert g.state.turn == 2


def test_first_turn_attack_allowed_by_option():
    """With the casual option the first player may attack on turn 1 (GameOptions)."""
    g = michele_fields_two(first_player_may_attack_first_turn=True)
    g.pass_all()
    assert (g.pending.kind, g.pending.player) == ("declare_attackers", 0)
    g.attack(m(1))
    g.pass_all()  # the Action/Global window
    assert g.life(1) == 9


def chris_attacks(g: Game, faces=None) -> None:
    """Turn 2: Chris fields c1 and c2 (Sidekick characters) and reaches Declare Attackers."""
    g.pass_all()
    g.begin(faces or {c(1): CHAR, c(2): CHAR, c(3): BOLT, c(4): MASK})
    g.field(c(1))
    g.field(c(2))
    g.pass_all()
    assert (g.pending.kind, g.pending.player) == ("declare_attackers", 1)


def test_declare_attackers_only_your_fielded_characters_once():
    """Any of your fielded character dice attack, each once (DM-9.1, 000:L387)."""
    g = michele_fields_two()
    chris_attacks(g)
    g.refuse(A.DeclareAttackers(player=1, dice=(c(1), c(1))), E.ATTACK_DUPLICATE)
    g.refuse(A.DeclareAttackers(player=1, dice=(m(1),)), E.ATTACK_NOT_FIELDED)
    g.refuse(A.DeclareAttackers(player=1, dice=(c(3),)), E.ATTACK_NOT_FIELDED)
    g.refuse(A.DeclareAttackers(player=0, dice=()), E.TURN_NOT_YOURS)
    g.attack(c(1), c(2))
    assert g.zone(1, "attack") == {c(1), c(2)} and not g.zone(1, "field")
    assert (g.pending.kind, g.pending.player) == ("declare_blockers", 0)


def test_not_attacking_skips_the_attack_step():
    """Declaring no attackers skips the Attack Step: no blockers, no Action/Global window
    (DM-8.25, 000:L379, 000:L387)."""
    g = michele_fields_two()
    chris_attacks(g)
    events = g.attack()
    steps = [e.step for e in of_type(events, ev.StepBegan)]
    assert steps[0] == "cleanup" and "action_global_window" not in steps
    assert g.state.turn == 3


def test_blocking_and_simultaneous_damage():
    """Each blocker blocks one attacker; damage is simultaneous; KO'd dice go to their
    owner's Prep Area; an unblocked attacker damages the player and goes Out of Play, then
    to the Used Pile (DM-9.3, DM-9.7, DM-9.8, DM-9.11, 000:L395, 000:L405-417)."""
    g = michele_fields_two()
    chris_attacks(g)
    g.attack(c(1), c(2))
    g.refuse(A.DeclareBlockers(player=0, blocks=((m(1), c(1)), (m(1), c(2)))), E.BLOCK_NOT_FIELDED)
    g.refuse(A.DeclareBlockers(player=0, blocks=((m(3), c(1)),)), E.BLOCK_NOT_FIELDED)
    g.refuse(A.DeclareBlockers(player=0, blocks=((m(1), c(3)),)), E.BLOCK_BAD_ATTACKER)
    g.refuse(A.DeclareBlockers(player=0, blocks=((c(1), c(2)),)), E.BLOCK_NOT_FIELDED)
    events = g.block((m(1), c(1)))
    events += g.pass_all()
    damage = of_type(events, ev.PlayerDamaged)
    assert damage == [ev.PlayerDamaged(0, 1, c(2), True)]
    assert events.index(damage[0]) < events.index(ev.DiceMoved(1, (c(2),), "oop", "unblocked"))
    assert ev.DiceKnockedOut((m(1), c(1))) in events
    assert g.life(0) == 9
    assert g.zone(0, "prep") == {m(1)} and c(1) in g.zone(1, "prep")
    assert c(2) in g.zone(1, "used")  # Out of Play went to the Used Pile at the end of turn
    assert g.zone(0, "field") == {m(2)}


def test_several_blockers_on_one_attacker_and_the_damage_split():
    """Several dice may block one attacker; the active player splits its whole Attack among
    them, holding none back (DM-9.3, DM-9.9, 000:L395, 000:L409-411); survivors return to the
    Field Zone (DM-9.13, 000:L417)."""
    g = michele_fields_two()
    g.pass_all()
    g.give(1, MASTER)
    g.begin({MASTER: CHAR, c(1): FIST, c(2): BOLT, c(3): CHAR, c(4): SHIELD})
    g.field(MASTER, (c(1), "fist"), (c(2), "bolt"))
    g.pass_all()
    g.attack(MASTER)
    g.block((m(1), MASTER), (m(2), MASTER))
    g.pass_all()
    assert (g.pending.kind, g.pending.player, g.pending.dice) == ("assign_damage", 1, (MASTER,))
    g.refuse(A.AssignDamage(player=1, splits=((MASTER, m(1), 1),)), E.DAMAGE_BAD_SPLIT)
    g.refuse(A.AssignDamage(player=1, splits=((MASTER, m(1), 3),)), E.DAMAGE_BAD_SPLIT)
    g.refuse(A.AssignDamage(player=1, splits=((MASTER, c(3), 2),)), E.DAMAGE_BAD_SPLIT)
    g.refuse(
        A.AssignDamage(player=1, splits=((MASTER, m(1), 3), (MASTER, m(2), -1))),
        E.DAMAGE_BAD_SPLIT,
    )
    events = g.do(A.AssignDamage(player=1, splits=((MASTER, m(1), 2),)))
    assert ev.DieDamaged(m(1), 2, MASTER, True) in events
    assert not [e for e in of_type(events, ev.DieDamaged) if e.die == m(2)]
    assert ev.DiceKnockedOut((m(1), MASTER)) in events
    assert g.zone(0, "field") == {m(2)}  # the surviving blocker is back in the Field Zone
    assert g.life(0) == 10


def test_blocked_attacker_stays_blocked_when_its_blocker_is_removed():
    """An attacker whose blocker was removed is still blocked: it deals no damage to the
    player and returns to the Field Zone (DM-9.5, 000:L407; Action/Global window DM-9.6)."""
    g = michele_fields_two()
    g.pass_all()
    action = bac(COUNTERSTRIKE, 1)
    g.give(1, action)
    g.begin({action: ACTION0, c(1): CHAR, c(2): BOLT, c(3): WILD, c(4): SHIELD})
    g.field(c(1))
    g.pass_all()
    g.attack(c(1))
    g.block((m(1), c(1)))
    assert g.state.step.value == "action_global_window"
    assert (g.pending.kind, g.pending.player) == ("priority", 1)
    g.refuse(A.Field(player=1, die=c(1)), E.TURN_WRONG_STEP)  # no fielding now (DM-9.6)
    g.do(A.UseActionDie(player=1, die=action))
    events = g.target(m(1))
    assert ev.DiceKnockedOut((m(1),)) in events  # KO'd at once (DM-16.1)
    events = g.pass_all()
    assert not of_type(events, ev.PlayerDamaged)
    assert g.life(0) == 10 and c(1) in g.zone(1, "field")


def test_damage_and_applied_effects_end_in_cleanup():
    """Cleanup clears all damage and ends applied effects (DM-10.1, 000:L421)."""
    g = michele_fields_two()
    g.use_global(COUNTERSTRIKE, (m(3), "fist"))
    g.target(m(1))
    assert g.state.dice[m(1)].modifiers
    events = g.pass_all()
    assert ev.TurnCleanedUp(1) in events
    assert not g.state.dice[m(1)].modifiers


def test_damage_stays_until_cleanup():
    """A survivor keeps its damage until Cleanup (DM-9.12, DM-16.2, 000:L146, 000:L625)."""
    g = michele_fields_two()
    g.pass_all()
    g.give(1, MASTER)
    g.begin({MASTER: 1, c(1): FIST, c(2): BOLT, c(3): MASK, c(4): SHIELD})  # level 2: A2 D3
    g.field(MASTER, (c(1), "fist"), (c(2), "bolt"))
    g.pass_all()
    g.attack(MASTER)
    events = g.block((m(1), MASTER))
    events += g.pass_all()
    assert ev.DieDamaged(MASTER, 1, m(1), True) in events
    cleaned = events.index(ev.TurnCleanedUp(2))
    assert ev.DiceMoved(1, (MASTER,), "field", "end_of_combat") in events[:cleaned]
    assert g.state.dice[MASTER].damage == 0 and MASTER in g.zone(1, "field")


def test_unblocked_damage_to_zero_life_wins():
    """When the opponent's life reaches 0 the game ends and you win (DM-11.1, 000:L439)."""
    g = michele_fields_two(life=1)
    chris_attacks(g)
    g.attack(c(1))
    events = g.block()
    events += g.pass_all()
    assert events[-1] == ev.GameEnded(1, Termination.LIFE.value)
    assert g.state.outcome.winner == 1 and g.life(0) == 0
