"""Deadly (002:L759, 003:L637): "Character dice that are engaged with a character die that has
Deadly are KO'd at the end of the turn (even if the character with Deadly has been KO'd or
leaves the Field Zone)." Keyword.abilities: when_blocks / when_blocked mark the engaged dice
(a persistent effect, DM-14.2); an end-of-turn trigger (DM-10.3) KOs the marked dice."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import c, of_type
from tests.engine.keywords.common import character, face_off

VIPER = character("viper", 2, 2, keywords=["deadly"])  # A2 D2 at level 1
WALL = character("wall", 1, 4)  # A1 D4: survives the viper's 2 damage
LOSS = {"op": "lose_life", "amount": 1, "target": "you"}
MARTYR = character(
    "martyr", 1, 4, abilities=[{"trigger": "when_kod", "text": "When KO'd, lose 1 life.",
                                "effects": [LOSS]}],
)  # fmt: skip
PLAIN = character("plain", 2, 2)
VIPER_DIE, WALL_DIE = "p1:viper:1", "p2:wall:1"


def test_a_blocker_that_survives_combat_is_kod_at_the_end_of_the_turn() -> None:
    g = face_off([VIPER], [WALL])
    g.attack(VIPER_DIE)
    g.block((WALL_DIE, VIPER_DIE))
    events = g.pass_all()
    assert g.state.turn == 2
    cleanup = events.index(ev.TurnCleanedUp(1))
    knocked = of_type(events[cleanup:], ev.DiceKnockedOut)
    assert knocked == [ev.DiceKnockedOut((WALL_DIE,))]  # after Cleanup's clearing (DM-10.1)
    assert WALL_DIE in g.zone(1, "prep") and VIPER_DIE in g.zone(0, "field")


def test_even_if_the_deadly_die_was_kod_first() -> None:
    """The Deadly blocker dies in combat; the attacker it was engaged with survives combat
    and is KO'd at the end of the turn all the same."""
    g = face_off([character("ox", 2, 3)], [VIPER])
    g.attack("p1:ox:1")
    g.block((VIPER_DIE.replace("p1", "p2"), "p1:ox:1"))
    events = g.pass_all()
    assert "p2:viper:1" in g.zone(1, "prep")
    cleanup = events.index(ev.TurnCleanedUp(1))
    assert ev.DiceKnockedOut(("p1:ox:1",)) in events[cleanup:]
    assert "p1:ox:1" in g.zone(0, "prep")


def test_the_ko_is_an_effect_not_damage_and_when_kod_abilities_trigger() -> None:
    """DM-16.4: a KO by an effect triggers "when KO'd", never "when damaged"."""
    g = face_off([VIPER], [MARTYR])
    g.attack(VIPER_DIE)
    g.block(("p2:martyr:1", VIPER_DIE))
    events = g.pass_all()
    after = events[events.index(ev.TurnCleanedUp(1)) :]
    assert not of_type(after, ev.DieDamaged)
    assert [e.player for e in of_type(after, ev.LifeLost)] == [1]
    assert g.life(1) == 9 and "p2:martyr:1" in g.zone(1, "prep")


def test_a_die_kod_in_combat_is_not_kod_again() -> None:
    g = face_off([VIPER], [], chris_field=1)  # a Sidekick (D1) blocks and dies in combat
    g.attack(VIPER_DIE)
    g.block((c(5), VIPER_DIE))
    events = g.pass_all()
    assert of_type(events, ev.DiceKnockedOut) == [ev.DiceKnockedOut((c(5),))]
    assert not g.state.lasting


def test_unengaged_dice_and_plain_dice_are_never_kod_and_nothing_triggers() -> None:
    """An unblocked Deadly die engages nobody; without marks the end-of-turn trigger does not
    fire at all, and a plain attacker's blocker is not KO'd."""
    g = face_off([VIPER, PLAIN], [WALL])
    g.attack(VIPER_DIE, "p1:plain:1")
    g.block((WALL_DIE, "p1:plain:1"))
    events = g.pass_all()
    assert not of_type(events, ev.AbilityTriggered)
    assert WALL_DIE in g.zone(1, "field") and g.life(1) == 8


def test_a_marked_die_that_left_the_field_zone_is_not_kod_and_the_mark_ends() -> None:
    """Only dice in the Field Zone are KO'd; the mark does not outlive the turn."""
    g = face_off([VIPER], [WALL])
    g.attack(VIPER_DIE)
    g.block((WALL_DIE, VIPER_DIE))
    assert [x.effect for x in g.state.lasting] == ["deadly"]
    g.arrange(1, "used", [WALL_DIE])  # an effect moved it away before the end of the turn
    events = g.pass_all()
    assert not of_type(events, ev.DiceKnockedOut) and WALL_DIE in g.zone(1, "used")
    assert g.state.turn == 2 and not g.state.lasting
