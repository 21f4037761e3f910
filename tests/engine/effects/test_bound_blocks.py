"""A die bound to block one attacker ("when <this> attacks, each opposing Sidekick must block
him (if able)": effects/bound_blocks.py, `must_block_die`, read by
abilities/permissions.py). The bound blocker may block only that attacker and must block it
(DM-14.2); a blocker that may not block it is free (DM-12.1, "if able"); other dice are not
bound; several bindings leave the blocker the choice among them (docs/rulings.md). Our own
cards, played through the engine."""

from __future__ import annotations

from games.engine import choices
from games.engine.abilities.permissions import may_block, required_blockers
from games.engine.flow.turn import possible_blocks
from games.engine.loading import card_execution
from games.engine.model import actions as A
from games.engine.model import errors as E
from tests.engine.keywords.common import character, face_off

BAIT = character("bait", 2, 4, abilities=[
    {"trigger": "when_attacks", "text": "When Bait attacks, each opposing Sidekick must "
                                        "block her if it can.",
     "effects": [{"op": "must_block_die", "target": "all_opposing_characters",
                  "filters": {"sidekick": True}}]}])  # fmt: skip
PLAIN = character("plain", 1, 1)
GUARD = character("guard", 1, 3)
BAITER, OTHER, SIDEKICK = "p1:bait:1", "p1:plain:1", "p2:sidekick:5"


def _attacking(*dice: str):
    g = face_off([BAIT, PLAIN], [GUARD], chris_field=1)
    g.attack(*dice)
    assert g.pending.kind == "declare_blockers"
    return g


def test_the_bound_sidekick_must_block_the_attacker_and_only_it() -> None:
    g = _attacking(BAITER, OTHER)
    assert may_block(g.state, SIDEKICK, BAITER) and not may_block(g.state, SIDEKICK, OTHER)
    assert SIDEKICK in required_blockers(g.state, possible_blocks(g.state))
    g.refuse(A.DeclareBlockers(player=1, blocks=()), E.BLOCK_REQUIRED)
    g.refuse(A.DeclareBlockers(player=1, blocks=((SIDEKICK, OTHER),)), E.BLOCK_NOT_ALLOWED)
    described = choices(g.state, 1)
    assert SIDEKICK in described.required  # type: ignore[union-attr]
    g.block((SIDEKICK, BAITER))
    assert g.state.combat.blocks == {SIDEKICK: BAITER}  # type: ignore[union-attr]


def test_near_miss_a_die_the_filter_does_not_name_is_free() -> None:
    g = _attacking(BAITER, OTHER)
    assert may_block(g.state, "p2:guard:1", OTHER)
    g.block((SIDEKICK, BAITER), ("p2:guard:1", OTHER))


def test_near_miss_another_attacker_binds_nobody() -> None:
    g = _attacking(OTHER)
    assert SIDEKICK not in required_blockers(g.state, possible_blocks(g.state))
    g.block()


def test_a_sidekick_that_may_not_block_it_is_free() -> None:
    """DM-12.1: "if able". A "can't block" on the Sidekick frees it."""
    from games.engine import events as ev
    from games.engine.model.evolve import evolve

    g = _attacking(BAITER, OTHER)
    g.state = evolve(g.state, ev.EffectStarted("cant_block", SIDEKICK, "guard", 1))
    assert not may_block(g.state, SIDEKICK, BAITER)
    g.block()


def test_the_card_is_executed() -> None:
    assert card_execution(BAIT).executed
