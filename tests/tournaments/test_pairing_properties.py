"""Pairing invariants over random events (organized-play.md, "Pairing": the invariants list).

Each example plays several rounds with random results, draws, drops, late entries and odd
fields, and checks every round against a brute-force optimum (small fields) or the complete
graph reference.
"""

from __future__ import annotations

import random
from unittest.mock import patch

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tournaments.oracle import (
    Simulation,
    all_pairings,
    as_pairs,
    best_cost,
    cost,
    rematch_free_with_bye,
)
from tournaments.pairing import (
    PairingRequest,
    PairingResult,
    PairingUserError,
    bye_penalties,
    pair_round,
    pair_round_complete_graph,
)

BRUTE_FORCE_LIMIT = 9


def check_round(request: PairingRequest, result: PairingResult, byes_so_far: set[str]) -> None:
    """Every invariant of one round."""
    entrants = request.entrants
    ids = [e.id for e in entrants]
    seated = [p for pair in as_pairs(result) for p in pair if p is not None]
    assert sorted(seated) == sorted(ids), "every active player is paired exactly once"
    byes = [p.a for p in result.pairings if p.b is None]
    assert len(byes) == len(ids) % 2, "a bye exactly when the field is odd"
    assert not set(byes) & byes_so_far, "at most one bye per player"
    pairs = as_pairs(result)
    assert cost(pairs, entrants).packed() == result.objective
    if request.round_number == 1:
        return
    if len(ids) <= BRUTE_FORCE_LIMIT:
        optimum = best_cost(entrants)
        rematch_free_exists = any(cost(p, entrants).rematches == 0 for p in all_pairings(entrants))
    else:
        optimum = cost(as_pairs(pair_round_complete_graph(request)), entrants)
        rematch_free_exists = optimum.rematches == 0
    assert cost(pairs, entrants) == optimum, "lexicographic optimum reached"
    assert result.objective == optimum.packed()
    assert (result.rematches == 0) is rematch_free_exists, "no rematch when avoidable"
    if byes and len(ids) <= BRUTE_FORCE_LIMIT:
        lowest = next(p for p, below in bye_penalties(entrants).items() if below == 0)
        if rematch_free_with_bye(entrants, lowest):
            assert byes == [lowest], "bye to the lowest-ranked eligible player"


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 13),
    rounds=st.integers(2, 6),
    block_size=st.sampled_from([2, 4, 16, 32]),
)
def test_invariants_hold_every_round_with_drops_and_late_entries(
    seed: int, players: int, rounds: int, block_size: int
) -> None:
    """Every active player paired once, <=1 bye each, bye to the lowest-ranked eligible player,
    no avoidable rematch, smallest largest difference, then fewest pairs across score groups,
    then smallest total difference, same seed same pairings."""
    rng = random.Random(seed)
    event = Simulation(rng)
    for k in range(players):
        event.enter(f"p{k:02d}")
    byes: set[str] = set()
    for _ in range(rounds):
        request = event.request(seed=str(seed))
        if len(request.entrants) % 2 and all(e.had_bye for e in request.entrants):
            with pytest.raises(PairingUserError):
                pair_round(request, block_size=block_size)
            return
        result = pair_round(request, block_size=block_size)
        assert pair_round(request, block_size=block_size) == result, "deterministic"
        check_round(request, result, byes)
        byes.update(p.a for p in result.pairings if p.b is None)
        event.play(result)
        if len(event.active) > 2 and rng.random() < 0.3:
            event.active.remove(rng.choice(event.active))  # a drop
        if len(event.active) < 14 and rng.random() < 0.3:
            event.enter(f"late{event.round_number:02d}")  # a late entry


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(30, 90), block_size=st.sampled_from([4, 8]))
def test_block_matching_equals_complete_graph_on_mid_size_fields(
    seed: int, players: int, block_size: int
) -> None:
    """On fields larger than a block, the sparse block matching reaches the complete-graph
    optimum (same objective) after several rounds."""
    event = Simulation(random.Random(seed))
    for k in range(players):
        event.enter(f"p{k:03d}")
    for _ in range(5):
        event.play(pair_round(event.request()))
    request = event.request()
    fast = pair_round(request, block_size=block_size)
    assert fast.objective == pair_round_complete_graph(request).objective


@settings(max_examples=20, deadline=None)
@given(seed=st.text(min_size=1, max_size=12), players=st.integers(2, 40))
def test_same_seed_same_pairings_in_every_round(seed: str, players: int) -> None:
    """The same inputs and seed give the same pairings; the result records the seed."""
    event = Simulation(random.Random(0))
    for k in range(players):
        event.enter(f"p{k:02d}")
    for _ in range(3):
        request = event.request(seed=seed)
        result = pair_round(request)
        again = pair_round(PairingRequest(request.round_number, request.entrants[::-1], seed))
        assert as_pairs(again) == as_pairs(result)
        assert result.seed == seed
        event.play(result)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(8, 40))
def test_capped_regions_still_pair_everyone_without_avoidable_rematches(
    seed: int, players: int
) -> None:
    """Past REGION_CAP a region accepts its own rematch-free optimum (total or largest
    difference may then exceed the global optimum), but every player is still paired once,
    byes stay unique and a rematch happens only when none can be avoided."""
    rng = random.Random(seed)
    event = Simulation(rng)
    for k in range(players):
        event.enter(f"p{k:02d}")
    byes: set[str] = set()
    with patch("tournaments.pairing.swiss.REGION_CAP", 4):
        for _ in range(6):
            request = event.request()
            if len(request.entrants) % 2 and all(e.had_bye for e in request.entrants):
                return
            result = pair_round(request, block_size=2)
            seated = sorted(p for pair in as_pairs(result) for p in pair if p is not None)
            assert seated == sorted(e.id for e in request.entrants)
            new_byes = {p.a for p in result.pairings if p.b is None}
            assert not new_byes & byes
            byes |= new_byes
            if result.rematches and request.round_number > 1:
                reference = pair_round_complete_graph(request)
                assert reference.rematches == result.rematches
            event.play(result)
