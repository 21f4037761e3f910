"""GameState.marked: some die may carry damage or an applied effect since the last Cleanup
(DM-10.1). The look for lethal damage in the usual game and Cleanup's own look skip every
die while it is False (issue 18: replay speed), so False must always be true to the dice:
these tests fold whole seeded games and check it at every event."""

from __future__ import annotations

from itertools import pairwise

from msgspec.structs import replace

from cards.catalog import catalog
from games.engine.abilities.stats import lethal
from games.engine.flow.setup import initial_state
from games.engine.log.snapshot import decode, encode
from games.engine.model.evolve import evolve
from games.engine.model.state import GameState
from games.engine.sim.simulate import game_seed, play

GAMES = 4


def _unmarked_dice(state: GameState) -> bool:
    return not any(die.damage or die.modifiers for die in state.dice.values())


def _states(seed: str, bots: tuple[str, str]) -> list[GameState]:
    cards = catalog()
    events, _ = play(cards, seed, bots=bots)
    state = initial_state(events[0], cards, seed)  # type: ignore[arg-type]
    assert not state.marked
    states = [state]
    for event in events[1:]:
        state = evolve(state, event)
        states.append(state)
    return states


def test_a_state_not_marked_has_no_damaged_or_modified_die() -> None:
    seen_marked = seen_cleared = False
    for i in range(GAMES):
        bots = ("greedy", "greedy") if i % 2 == 0 else ("random", "random")
        states = _states(game_seed("marked", i), bots)
        for before, after in pairwise(states):
            if not after.marked:
                assert _unmarked_dice(after), after.seq
            seen_marked |= after.marked and not _unmarked_dice(after)
            seen_cleared |= before.marked and not after.marked  # a Cleanup cleared it
    assert seen_marked and seen_cleared  # (the games did damage dice, and cleaned up)


def test_lethal_answers_the_same_with_or_without_the_mark() -> None:
    """Marked or not, a state's lethal dice are the same: the mark only skips a look that
    would find nothing."""
    for state in _states(game_seed("marked-lethal", 0), ("greedy", "greedy"))[1:]:
        assert lethal(state) == lethal(replace(state, marked=True))


def test_a_snapshot_keeps_the_mark() -> None:
    cards = catalog()
    for state in _states(game_seed("marked-snapshot", 0), ("greedy", "greedy"))[1::97]:
        _, back = decode(encode(state), cards, seed=state.seed)
        assert back.marked == state.marked
        assert back == state
