"""A blocker of several attackers (abilities/several_blocks.py): "<this> can block an
additional character die", "... any number of Sidekicks". DM-9.3 gives a blocker one
attacker; card text beats it; its damage is split by its controller, as an attacker's is
(001:L401-402; docs/rulings.md "A blocker of several attackers")."""

from __future__ import annotations

import random
from typing import Any

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.api import legal_actions
from games.engine.flow.choices import admits, choices
from games.engine.loading import card_execution, card_from_dict
from games.engine.sim.bots import greedy_bot
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR
from tests.engine.keywords.common import character, face_off

RUNNER, ROVER, WARDEN = "p1:runner:1", "p1:rover:1", "p2:warden:1"
RUNNER_CARD = character("runner", 2, 2)
ROVER_CARD = character("rover", 1, 3)


def warden(**more: Any) -> dict[str, Any]:
    """Chris's Warden (A 3, D 6) with a leave to block more attackers."""
    grant = effect("block_more", "this_card", **more)
    return character(
        "warden", 3, 6,
        abilities=[{"trigger": "static", "text": "Warden's leave.", "effects": [grant]}],
    )  # fmt: skip


def attacked(card: dict[str, Any]) -> Any:
    g = face_off([RUNNER_CARD, ROVER_CARD], [card], chris_field=1)
    g.events = g.attack(RUNNER, ROVER)
    return g


def test_an_additional_attacker_and_the_split_of_its_damage() -> None:
    """ "Warden can block an additional character die": it blocks both attackers; Chris (the
    defending player) then splits its 3 damage between them (001:L401-402), all of it."""
    g = attacked(warden(amount=1))
    g.block((WARDEN, RUNNER), (WARDEN, ROVER))
    assert g.state.combat.blocked_by(WARDEN) == (ROVER, RUNNER)
    g.pass_all()
    assert g.pending.kind == "assign_damage" and g.pending.player == 1
    assert g.pending.dice == (WARDEN,)
    g.refuse(A.AssignDamage(player=1, splits=((WARDEN, RUNNER, 2),)), E.DAMAGE_BAD_SPLIT)
    g.refuse(A.AssignDamage(player=1, splits=((WARDEN, "p1:sidekick:1", 3),)), E.DAMAGE_BAD_SPLIT)
    choice = choices(g.state, 1)
    split = A.AssignDamage(player=1, splits=((WARDEN, RUNNER, 2), (WARDEN, ROVER, 1)))
    assert admits(choice, split)
    events = g.do(split)
    dealt = {(e.source, e.die, e.amount) for e in events if isinstance(e, ev.DieDamaged)}
    assert (WARDEN, RUNNER, 2) in dealt and (WARDEN, ROVER, 1) in dealt
    assert (RUNNER, WARDEN, 2) in dealt and (ROVER, WARDEN, 1) in dealt  # both hit it
    assert g.state.dice[RUNNER].zone.value == "prep"  # 2 damage KOs the 2-D Runner


def test_one_blocker_one_attacker_without_a_leave() -> None:
    """Near miss: a blocker with no such text blocks one attacker (DM-9.3); and a leave of
    one more is not a leave of two more."""
    plain = attacked(character("warden", 3, 6))
    plain.refuse(
        A.DeclareBlockers(player=1, blocks=((WARDEN, RUNNER), (WARDEN, ROVER))),
        E.BLOCK_NOT_FIELDED,
    )
    g = face_off([RUNNER_CARD, ROVER_CARD], [warden(amount=1)], chris_field=1)
    g.arrange(0, "field", ["p1:sidekick:1"], face=CHAR)
    g.attack(RUNNER, ROVER, "p1:sidekick:1")
    three = ((WARDEN, RUNNER), (WARDEN, ROVER), (WARDEN, "p1:sidekick:1"))
    g.refuse(A.DeclareBlockers(player=1, blocks=three), E.BLOCK_NOT_FIELDED)
    g.refuse(A.DeclareBlockers(player=1, blocks=((WARDEN, RUNNER), (WARDEN, RUNNER))),
             E.BLOCK_NOT_FIELDED)  # fmt: skip


def test_any_number_of_sidekicks() -> None:
    """ "Warden can block any number of Sidekicks": two Sidekicks at once, or one die of any
    kind; not a Sidekick and a character of a card together."""
    g = face_off([RUNNER_CARD], [warden(by_filters={"sidekick": True})], chris_field=1)
    sidekicks = ["p1:sidekick:1", "p1:sidekick:2"]
    g.arrange(0, "field", sidekicks, face=CHAR)
    g.attack(RUNNER, *sidekicks)
    mixed = ((WARDEN, RUNNER), (WARDEN, sidekicks[0]))
    g.refuse(A.DeclareBlockers(player=1, blocks=mixed), E.BLOCK_NOT_FIELDED)
    choice = choices(g.state, 1)
    assert not admits(choice, A.DeclareBlockers(player=1, blocks=mixed))
    both = tuple((WARDEN, s) for s in sidekicks)
    assert admits(choice, A.DeclareBlockers(player=1, blocks=both))
    g.block(*both)
    assert g.state.combat.blocked == frozenset(sidekicks)


def test_bots_and_legal_actions_play_it_through() -> None:
    """The legal actions still offer blocks; the greedy bot blocks both attackers with the
    Warden (it outlives them) and splits its damage."""
    g = attacked(warden(amount=0))
    assert any(isinstance(a, A.DeclareBlockers) for a in legal_actions(g.state, 1))
    blocks = greedy_bot(g.state, 1, random.Random(1))
    assert isinstance(blocks, A.DeclareBlockers)
    assert sorted(blocks.blocks) == [(WARDEN, ROVER), (WARDEN, RUNNER)]
    g.do(blocks)
    g.pass_all()
    split = greedy_bot(g.state, 1, random.Random(1))
    assert isinstance(split, A.AssignDamage)
    assert sum(n for _, _, n in split.splits) == 3
    assert any(isinstance(a, A.AssignDamage) for a in legal_actions(g.state, 1))
    g.do(split)
    assert g.state.combat is None or g.pending.kind != "assign_damage"


def test_card_data_says_it_and_the_engine_runs_it() -> None:
    data = warden(amount=1, by_filters={"sidekick": True})
    assert card_execution(data).executed
    card_from_dict(data)
