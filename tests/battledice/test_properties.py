"""Random play (disputes and judges' rulings included) always ends, keeps the mats
consistent and replays to the very same state, with the seed and without."""

from __future__ import annotations

import hashlib
import random

import pytest

from battledice import engine as mb
from battledice.engine import actions as A
from tests.battledice.helpers import DATA, DICE, FIGURES, Table


def teams(basic: bool) -> tuple[mb.Team, mb.Team]:
    found = DATA["demo_teams"]["basic" if basic else "standard"]
    return tuple(mb.Team(tuple(t["figures"]), tuple(t["dice"])) for t in found)  # type: ignore[return-value]


def consistent(state: mb.GameState) -> None:
    """A loaded die is ready or in battle; a known content is a figure in a die; as many
    figures are in dice as dice are loaded; nobody has more captures than foes."""
    for die in state.dice.values():
        if die.loaded:
            assert die.zone in (mb.Zone.READY, mb.Zone.BATTLE)
        if die.content:
            assert state.pieces[die.content].where is mb.Where.DIE
    in_dice = sum(p.where is mb.Where.DIE for p in state.pieces.values())
    assert in_dice == sum(d.loaded for d in state.dice.values())
    for index, player in enumerate(state.players):
        foes = sum(p.owner != index for p in state.pieces.values())
        assert 0 <= player.captured <= foes


@pytest.mark.parametrize("n", range(24))
def test_random_play_ends_stays_consistent_and_replays(n: int) -> None:
    basic = n % 3 == 0
    seed = hashlib.sha256(f"property-{n}".encode()).hexdigest()
    rules = "mb-2006-basic" if basic else "mb-2006"
    table = Table(teams(basic), FIGURES, DICE, seed=seed, rules=rules, team_value=0)
    rng = random.Random(n)
    for _ in range(3000):
        if table.state.over:
            break
        pending = table.pending
        if pending.kind == "judge":
            ruling = A.JudgeUphold if rng.random() < 0.5 else A.JudgeOverturn
            table.act(ruling(player=None, judge="judge"))
            continue
        legal = mb.legal_actions(table.state, pending.player)
        table.act(rng.choice([a for a in legal if not isinstance(a, A.Concede)]))
        consistent(table.state)
    assert table.state.over
    assert mb.replay(table.records(), seed=seed) == table.state
    assert mb.replay(table.records()).outcome == table.state.outcome
