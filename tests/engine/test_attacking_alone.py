"""Conditions on who attacks beside a die (abilities/conditions.py `attacking_alone`, and the
count `your_other_attacking_dice`): "when <this> attacks, it gets +2A if it is the only
attacking character die" / "... if another character die is attacking". DM-9.1: attackers
move to the Attack Zone; DM-9.2: "when attacks" effects resolve after all attackers are
declared, so who else attacks is known as they resolve."""

from __future__ import annotations

from games.engine.abilities.conditions import CONDITIONS, Context, holds
from games.engine.model.cards import Condition
from tests.engine.helpers import CHAR
from tests.engine.keywords.common import character, face_off
from tests.engine.test_attack_step_start import grown, resolve_all

ALONE = {"kind": "attacking_alone"}
ANOTHER = {"kind": "count", "count": "your_other_attacking_dice", "at_least": 1}


def lone(card: str, condition: dict) -> dict:
    """ "When <card> attacks, it gets +2A [if <condition>]." (our own wording)"""
    grow = {"op": "modify_attack", "amount": 2, "target": "this_die", "condition": condition}
    return character(card, 1, 1, abilities=[{"trigger": "when_attacks", "effects": [grow]}])


def test_the_only_attacker_is_alone_and_two_attackers_are_not() -> None:
    """DM-9.1, DM-9.2: Michele's Loner attacks alone and grows; with a second attacker
    declared with it, it does not."""
    g = face_off([lone("loner", ALONE), character("pal", 1, 1)], [])
    events = resolve_all(g, g.attack("p1:loner:1"))
    assert grown(events, "p1:loner:1") == 2
    g = face_off([lone("loner", ALONE), character("pal", 1, 1)], [])
    events = resolve_all(g, g.attack("p1:loner:1", "p1:pal:1"))
    assert grown(events, "p1:loner:1") == 0


def test_another_attacker_is_a_count_of_the_players_other_attacking_dice() -> None:
    """DM-9.2: "if another character die is attacking": only with a second attacker."""
    g = face_off([lone("loner", ANOTHER), character("pal", 1, 1)], [])
    events = resolve_all(g, g.attack("p1:loner:1"))
    assert grown(events, "p1:loner:1") == 0
    g = face_off([lone("loner", ANOTHER), character("pal", 1, 1)], [])
    events = resolve_all(g, g.attack("p1:loner:1", "p1:pal:1"))
    assert grown(events, "p1:loner:1") == 2


def test_no_die_is_alone_outside_combat_and_the_kind_takes_no_parameters() -> None:
    """Before attackers are declared (DM-9.1) no die attacks at all, alone or not."""
    g = face_off([lone("loner", ALONE)], [])
    assert not holds(Context(g.state, 0, "loner", "p1:loner:1"), Condition("attacking_alone"))
    assert CONDITIONS["attacking_alone"].params == frozenset()


def test_a_sidekick_attacking_is_a_sidekick_die_in_the_attack_zone() -> None:
    """DM-9.1: "if one or more Sidekicks attack": the dice condition, any player's Sidekick
    dice filtered to the Attack Zone (a Sidekick in the Field Zone does not count)."""
    attacking = Condition(
        "dice", (("whose", "any"), ("at_least", 1),
                 ("filters", (("sidekick", True), ("zone", "attack")))),
    )  # fmt: skip
    g = face_off([character("pal", 1, 1)], [], chris_field=1)
    assert not holds(Context(g.state, 0, "pal", "p1:pal:1"), attacking)
    g.attack("p1:pal:1")
    assert not holds(Context(g.state, 0, "pal", "p1:pal:1"), attacking)  # no Sidekick attacks
    g = face_off([character("pal", 1, 1)], [])
    g.arrange(0, "field", ["p1:sidekick:5"], face=CHAR)
    assert not holds(Context(g.state, 0, "pal", "p1:pal:1"), attacking)  # in the Field Zone
    g.attack("p1:sidekick:5")
    assert holds(Context(g.state, 0, "pal", "p1:pal:1"), attacking)
