"""Block limits (abilities/blocking.py): a card's static "can't be blocked (by ...)", "can
only be blocked by ...", "can only be blocked by two or more character dice" (DM-14.3: while
its card is active; DM-9.3: the defender chooses blockers within what effects allow;
DM-12.1: "can't" beats "can")."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.blocking import blockers_needed
from games.engine.abilities.permissions import may_block
from games.engine.api import legal_actions
from games.engine.loading import card_execution, card_from_dict
from games.engine.model.evolve import evolve
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR
from tests.engine.keywords.common import character, face_off

SIDEKICK5, SIDEKICK6 = "p2:sidekick:5", "p2:sidekick:6"


def runner(*effects: dict[str, Any]) -> dict[str, Any]:
    return character(
        "runner", 2, 2,
        abilities=[{"trigger": "static", "text": "Runner's limit.", "effects": list(effects)}],
    )  # fmt: skip


GUARD = character("guard", 1, 4, energy_types=["bolt"])  # Chris's @bolt character, level 1
RUNNER = "p1:runner:1"
GUARD_DIE = "p2:guard:1"


def attacking(card: dict[str, Any], sidekicks: int = 1) -> Any:
    g = face_off([card], [GUARD], chris_field=sidekicks)
    g.events = g.attack(RUNNER)
    return g


def test_cant_be_blocked_by_sidekicks() -> None:
    """ "Runner can't be blocked by Sidekicks": Chris's Sidekick may not block it, his Guard
    may; a declared Sidekick block is refused."""
    g = attacking(runner(effect("cant_be_blocked_by", "this_card", by_filters={"sidekick": True})))
    assert not may_block(g.state, SIDEKICK5, RUNNER)
    assert may_block(g.state, GUARD_DIE, RUNNER)
    g.refuse(A.DeclareBlockers(player=1, blocks=((SIDEKICK5, RUNNER),)), E.BLOCK_NOT_ALLOWED)
    g.block((GUARD_DIE, RUNNER))


def test_cant_be_blocked_by_an_energy_type_or_a_level() -> None:
    by_bolt = attacking(runner(effect("cant_be_blocked_by", "this_card",
                                      by_filters={"energy_type": "bolt"})))  # fmt: skip
    assert not may_block(by_bolt.state, GUARD_DIE, RUNNER)
    assert may_block(by_bolt.state, SIDEKICK5, RUNNER)
    by_level = attacking(runner(effect("cant_be_blocked_by", "this_card", by_filters={"level": 1})))
    assert not may_block(by_level.state, GUARD_DIE, RUNNER)
    assert not may_block(by_level.state, SIDEKICK5, RUNNER)  # a Sidekick die is level 1
    assert ev.BlockersDeclared(1, ()) in by_level.events  # no block is left: none declared


def test_higher_and_lower_level_blockers() -> None:
    """ "Can't be blocked by character dice of a higher level": the Guard at level 2 against
    Runner at level 1 may not block; at level 1 (the same) it may."""
    g = attacking(runner(effect("cant_be_blocked_by", "this_card",
                                by_filters={"level_vs": "higher"})))  # fmt: skip
    assert may_block(g.state, GUARD_DIE, RUNNER)
    g.state = evolve(g.state, ev.DieSpun(GUARD_DIE, 1, "test"))  # the Guard at level 2
    assert not may_block(g.state, GUARD_DIE, RUNNER)


def test_only_blocked_by() -> None:
    """ "Runner can only be blocked by @bolt character dice": the Guard may, the Sidekick
    may not."""
    g = attacking(
        runner(effect("only_blocked_by", "this_card", by_filters={"energy_type": "bolt"}))
    )
    assert may_block(g.state, GUARD_DIE, RUNNER)
    assert not may_block(g.state, SIDEKICK5, RUNNER)


def test_cant_be_blocked_static() -> None:
    """ "Runner can't be blocked" (static): no blocker may block it; Chris declares none."""
    g = face_off([runner(effect("cant_be_blocked", "this_card"))], [GUARD], chris_field=1)
    events = g.attack(RUNNER)
    assert not may_block(g.state, GUARD_DIE, RUNNER)
    assert ev.BlockersDeclared(1, ()) in events


def test_two_or_more_blockers() -> None:
    """ "Can only be blocked by two or more character dice": one blocker is refused, two are
    accepted; the legal actions offer the pair, not one alone."""
    g = attacking(runner(effect("min_blockers", "this_card", amount=2)), sidekicks=2)
    assert blockers_needed(g.state, RUNNER) == 2
    g.refuse(A.DeclareBlockers(player=1, blocks=((SIDEKICK5, RUNNER),)), E.BLOCK_NOT_ALLOWED)
    offered = [a.blocks for a in legal_actions(g.state, 1) if isinstance(a, A.DeclareBlockers)]
    assert ((SIDEKICK5, RUNNER),) not in offered
    assert any(len(blocks) == 2 for blocks in offered)
    g.block((SIDEKICK5, RUNNER), (SIDEKICK6, RUNNER))


def test_a_limit_holds_only_while_its_card_is_active() -> None:
    """DM-14.3: "your Sidekick character dice can only be blocked by two or more character
    dice" reaches Michele's attacking Sidekick while a Runner die is in her Field Zone, and
    stops when it leaves."""
    card = runner(effect("min_blockers", "all_your_characters", amount=2,
                         filters={"sidekick": True}))  # fmt: skip
    g = face_off([card], [GUARD], chris_field=2)
    g.arrange(0, "field", ["p1:sidekick:1"], face=CHAR)
    g.attack("p1:sidekick:1")
    assert blockers_needed(g.state, "p1:sidekick:1") == 2
    g.arrange(0, "used", [RUNNER])
    assert blockers_needed(g.state, "p1:sidekick:1") == 1


def test_card_data_says_it_and_the_engine_runs_it() -> None:
    for op, more in (
        ("cant_be_blocked_by", {"by_filters": {"sidekick": True}}),
        ("only_blocked_by", {"by_filters": {"level_vs": "lower"}}),
        ("min_blockers", {"amount": 2}),
        ("cant_be_blocked", {}),
    ):
        data = runner(effect(op, "this_card", **more))
        assert card_execution(data).executed, op
        card_from_dict(data)
    try:
        card_from_dict(runner(effect("only_blocked_by", "this_card", by_filters={"tall": 1})))
    except ValueError as error:
        assert "unknown filter" in str(error)
    else:
        raise AssertionError("an unknown blocker filter loads")


def test_cant_be_blocked_by_dice_of_a_flip_card() -> None:
    """ "Runner can't be blocked by character dice with Flip" (docs/rulings.md "Flip
    triggers"): a die of a card with the Flip keyword may not block; near miss: the Sidekick
    (no Flip) may."""
    reminder = "Flip (At the start of your turn, you may flip this card to its other side.)"
    turner = character(
        "guard", 1, 4, keywords=["flip"], text=[reminder],
        back={"keywords": ["flip"], "text": [reminder]},
    )  # fmt: skip
    card = runner(effect("cant_be_blocked_by", "this_card", by_filters={"keyword": "flip"}))
    g = face_off([card], [turner], chris_field=1)
    g.attack(RUNNER)
    assert not may_block(g.state, GUARD_DIE, RUNNER)
    assert may_block(g.state, SIDEKICK5, RUNNER)
