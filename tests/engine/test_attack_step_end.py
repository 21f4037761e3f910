"""The end of the Attack Step (flow/combat.py `attack_step_ending`, trigger
`end_of_attack_step`, issue 16): once combat damage is dealt and its KOs are done, before
the dice left in the Attack Zone return to the Field Zone (DM-9.13) and before Cleanup
clears damage (DM-10.1), each die still blocking or blocked there triggers its "at the end
of the attack step" abilities, which see the dice it is still engaged with. Near misses: an
unblocked attacker, a die KO'd in combat and a die that did not attack trigger nothing.
Cards and wording are our own (docs/rulings.md "The end of the Attack Step")."""

from __future__ import annotations

from typing import Any

from games.engine import events as ev
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

KO_BLOCKERS = {"trigger": "end_of_attack_step",
               "effects": [{"op": "ko", "target": "blocking_this_die"}]}  # fmt: skip
SPIN_ENGAGED = {
    "trigger": "end_of_attack_step",
    "effects": [{"op": "spin_down", "amount": 1, "target": "engaged_dice"}],
}
WARDEN = "p1:warden:1"
GUARD = "p2:guard:1"


def kod(events: list[ev.Event]) -> list[str]:
    return [d for e in of_type(events, ev.DiceKnockedOut) for d in e.dice]


def fight(ability: dict[str, Any], defense: int = 9, block: bool = True) -> Any:
    """Michele's warden (1A, with `ability`) attacks; Chris's guard (level 2: 2A, 6D)
    blocks it or not."""
    g = face_off([character("warden", 1, defense, abilities=[ability])],
                 [character("guard", 1, 5)])  # fmt: skip
    g.arrange(1, "field", [GUARD], face=1)
    g.attack(WARDEN)
    events = g.block((GUARD, WARDEN)) if block else g.block()
    return g, events + g.pass_all()


def test_the_blockers_that_survived_combat_are_kod_at_its_end() -> None:
    g, events = fight(KO_BLOCKERS)
    assert GUARD in kod(events)
    assert WARDEN in g.zone(0, "field")  # the attacker returned as usual (DM-9.13)


def test_it_happens_before_the_dice_return_and_before_damage_clears() -> None:
    """The guard is spun down to level 1 while still in the Attack Zone, with the warden's
    1 damage on it; only then do the dice go back to the Field Zone and Cleanup follows."""
    _, events = fight(SPIN_ENGAGED)
    spun = next(i for i, e in enumerate(events) if isinstance(e, ev.DieSpun) and e.die == GUARD)
    back = next(
        i for i, e in enumerate(events) if isinstance(e, ev.DiceMoved) and GUARD in e.dice
        and e.to == "field"
    )  # fmt: skip
    cleaned = next(i for i, e in enumerate(events) if isinstance(e, ev.TurnCleanedUp))
    assert spun < back < cleaned


def test_an_unblocked_attacker_triggers_nothing() -> None:
    _, events = fight(KO_BLOCKERS, block=False)
    assert not kod(events)
    assert not of_type(events, ev.AbilityTriggered)


def test_an_attacker_kod_in_combat_triggers_nothing() -> None:
    """The warden (1D) dies to the guard's 2 damage: its text no longer works (DM-9.11)."""
    _, events = fight(KO_BLOCKERS, defense=1)
    assert kod(events) == [WARDEN]


def test_a_blocker_with_the_ability_sees_the_attacker_it_blocks() -> None:
    """Chris's blocker with the text spins down the attacker it blocks."""
    g = face_off([character("raider", 1, 9)], [character("guard", 1, 5, abilities=[SPIN_ENGAGED])])
    g.arrange(0, "field", ["p1:raider:1"], face=1)
    g.attack("p1:raider:1")
    events = g.block((GUARD, "p1:raider:1")) + g.pass_all()
    assert [e.die for e in of_type(events, ev.DieSpun)] == ["p1:raider:1"]
