"""games.engine.snapshot: a state as versioned MessagePack data, without its seed; anything
else is refused, never executed (issue 9, item 5)."""

import os
import pickle
from pathlib import Path

import msgspec
import pytest

from cards.catalog import catalog
from games.engine.flow.setup import initial_state
from games.engine.log import snapshot
from games.engine.log.snapshot import SnapshotError, decode, encode
from games.engine.model.evolve import evolve
from games.engine.model.state import GameState
from games.engine.sim.simulate import game_seed, play


def states_of_a_bot_game(index: int = 1, every: int = 1) -> list[GameState]:
    """The state after every `every`-th event of a seeded greedy-bot game."""
    seed = game_seed("snapshot", index)
    events, _ = play(catalog(), seed)
    state = initial_state(events[0], catalog(), seed)
    states = [state]
    for number, event in enumerate(events[1:], start=1):
        state = evolve(state, event)
        if number % every == 0 or number == len(events) - 1:
            states.append(state)
    return states


def test_every_state_of_a_game_survives_encode_and_decode() -> None:
    """Cards and seed are given back by the reader; everything else round-trips exactly."""
    states = states_of_a_bot_game()
    assert len(states) > 100
    assert any(s.combat is not None for s in states) and states[-1].outcome is not None
    for state in states:
        tag, back = decode(encode(state, "7:abc"), catalog(), seed=state.seed)
        assert tag == "7:abc"
        assert back == state


def test_a_snapshot_holds_no_seed() -> None:
    """The secret seed of an online game stays with the server, in neither hex nor bytes."""
    for state in states_of_a_bot_game(2, every=25):
        assert state.seed is not None
        blob = encode(state)
        assert state.seed.encode() not in blob
        assert bytes.fromhex(state.seed) not in blob
        _, back = decode(blob, catalog())
        assert back.seed is None


def test_a_pickle_is_refused_and_never_run(tmp_path: Path) -> None:
    """Bytes that would run code when unpickled are only an unreadable snapshot."""
    marker = tmp_path / "ran"

    class Exploit:
        def __reduce__(self):  # type: ignore[no-untyped-def]
            return (os.system, (f"touch {marker}",))

    for planted in (
        pickle.dumps(Exploit()),
        pickle.dumps(Exploit(), protocol=0),
        b"",
        b"\xc1",
        msgspec.msgpack.encode({"state": 1}),
        msgspec.msgpack.encode(["overcrush-state", 1, "tag", [1, 2, 3]]),
    ):
        with pytest.raises(SnapshotError):
            decode(planted, catalog())
    assert not marker.exists()


def test_another_format_version_is_refused() -> None:
    state = states_of_a_bot_game(3, every=200)[-1]
    raw = msgspec.msgpack.decode(encode(state))
    raw[1] = snapshot.FORMAT_VERSION + 1
    with pytest.raises(SnapshotError, match="format"):
        decode(msgspec.msgpack.encode(raw), catalog())
    raw[0], raw[1] = "something-else", snapshot.FORMAT_VERSION
    with pytest.raises(SnapshotError, match="format"):
        decode(msgspec.msgpack.encode(raw), catalog())


def test_a_card_missing_from_the_catalog_is_refused() -> None:
    state = states_of_a_bot_game(4, every=200)[-1]
    blob = encode(state)
    some_card = next(card for card in state.cards if card != "sidekick")
    cards = {k: v for k, v in catalog().items() if k != some_card}
    with pytest.raises(SnapshotError, match=some_card):
        decode(blob, cards)


def test_the_snapshot_knows_every_field_of_the_state() -> None:
    """A field added to the state without the snapshot knowing it fails at import."""
    snapshot._check_fields()
    assert "seed" not in snapshot._State.__struct_fields__
