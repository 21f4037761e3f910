"""Seeded chance and secret loads online (the commit-reveal scheme of docs/event-log.md):
rolls come from the committed seed, loads are sealed with it, and a replay checks both once
the seed is revealed; before that, only their legality."""

from __future__ import annotations

import json
import random

import pytest

from battledice import engine as mb
from battledice.engine import actions as A
from battledice.engine import chance
from battledice.engine import errors as E
from tests.battledice.helpers import DATA, DICE, FIGURES, SEED, Table


def demo_teams() -> tuple[mb.Team, mb.Team]:
    teams = DATA["demo_teams"]["standard"]
    return tuple(mb.Team(tuple(t["figures"]), tuple(t["dice"])) for t in teams)  # type: ignore[return-value]


def bot_game(seed: str = SEED, bots: tuple[str, str] = ("greedy", "random")) -> Table:
    table = Table(demo_teams(), FIGURES, DICE, seed=seed, team_value=30)
    rng = random.Random(seed)
    while not table.state.over:
        pending = table.pending
        table.act(mb.BOTS[bots[pending.player]](table.state, pending.player, rng))
    return table


def test_rolls_are_the_seeds_and_anyone_can_rederive_them() -> None:
    table = bot_game()
    state = mb.replay(table.records()[:2])
    rolled = next(e for e in table.events if e.type == "DiceRolled")
    assert rolled.faces == tuple((die, chance.roll(SEED, 0, die)) for die, _ in rolled.faces)
    assert mb.replay(table.records(), seed=SEED).outcome == table.state.outcome
    assert state.seed_hash == chance.seed_hash(SEED)


def test_a_roll_other_than_the_seeds_is_refused_online() -> None:
    table = Table(demo_teams(), FIGURES, DICE, seed=SEED, team_value=30)
    for player in (0, 1):
        table.act(mb.BOTS["greedy"](table.state, player, random.Random(1)))
    while table.pending.kind == "pick":
        table.act(mb.BOTS["greedy"](table.state, table.pending.player, random.Random(1)))
    state = table.state
    honest = mb.resolve_chance(state)
    assert honest is None  # already rolled by the seed: online play never waits for chance
    records = table.records()
    rolled = next(r for r in records if r["type"] == "DiceRolled")
    rolled["faces"][0][1] = rolled["faces"][0][1] % 6 + 1
    with pytest.raises(mb.CorruptLog) as caught:
        mb.replay(records, seed=SEED)
    assert caught.value.code == E.RANDOM_SEED_MISMATCH
    assert mb.replay(records[: rolled["seq"] + 1]).seq == rolled["seq"] + 1  # legal without


def test_loads_are_sealed_in_the_log_and_hidden_from_the_opponent() -> None:
    """MB-8: "Keep which figures go into which battle die a secret.\""""
    table = Table(demo_teams(), FIGURES, DICE, seed=SEED, team_value=30)
    table.act(mb.BOTS["greedy"](table.state, 0, random.Random(3)))
    loaded = table.events[-1]
    assert loaded.type == "DiceLoaded" and loaded.sealed
    line = json.dumps(loaded.to_dict())
    assert "captain-america" not in line and "a:" in line  # dice named, figures not
    contents = {d: table.state.dice[d].content for d in loaded.dice}
    assert set(contents.values()) == set(table.state.pieces_of(0, mb.Where.DIE))
    assert dict(chance.unseal(SEED, 0, 0, loaded.sealed)) == contents
    mine, theirs = mb.view(table.state, "player0"), mb.view(table.state, "player1")
    assert all("figure" in d for d in mine["players"][0]["zones"]["ready"])
    assert not any("figure" in d for d in theirs["players"][0]["zones"]["ready"])
    assert not any(
        "figure" in d for d in mb.view(table.state, "spectator")["players"][0]["zones"]["ready"]
    )


def test_without_the_seed_a_sealed_load_is_replayed_unread() -> None:
    table = bot_game()
    blind = mb.replay(table.records())
    assert blind.outcome == table.state.outcome
    assert blind.seed is None


def test_a_reveal_that_contradicts_the_sealed_load_is_refused() -> None:
    table = bot_game()
    records = table.records()
    reveal = next(r for r in records if r["type"] == "FiguresRevealed")
    a, b = (
        reveal["reveals"][0][1],
        next(
            p
            for p in table.state.pieces
            if p.startswith(reveal["reveals"][0][1][:2]) and p != reveal["reveals"][0][1]
        ),
    )
    reveal["reveals"][0][1] = b
    with pytest.raises(mb.CorruptLog) as caught:
        mb.replay(records, seed=SEED)
    assert caught.value.code in (E.RANDOM_SEED_MISMATCH, E.REVEAL_BAD, E.LOG_MISMATCH)
    assert a != b


def test_a_wrong_seed_is_refused_at_seq_0() -> None:
    table = bot_game()
    with pytest.raises(mb.CorruptLog) as caught:
        mb.replay(table.records(), seed="cd" * 32)
    assert (caught.value.code, caught.value.seq) == (E.LOG_SEED, 0)


def test_bot_games_end_and_replay_for_many_seeds() -> None:
    for n in range(12):
        seed = f"{n:02x}" * 32
        table = bot_game(seed, ("random", "greedy") if n % 2 else ("greedy", "greedy"))
        assert table.state.outcome is not None
        assert mb.replay(table.records(), seed=seed) == table.state


def test_paper_play_reports_chance_from_either_player() -> None:
    table = Table(demo_teams(), FIGURES, DICE, team_value=30)
    assert mb.resolve_chance(table.state) is None
    table.load(0)
    table.load(1)
    table.act(
        A.Pick(player=0, dice=("a:die:demo-die-01", "a:die:demo-die-02", "a:die:demo-die-03"))
    )
    table.act(
        A.Pick(player=1, dice=("b:die:demo-die-07", "b:die:demo-die-08", "b:die:demo-die-09"))
    )
    with pytest.raises(mb.IllegalAction) as caught:
        table.roll(a_die_demo_die_01=7)
    assert caught.value.code == E.RANDOM_BAD


@pytest.mark.parametrize("seed", ["ab" * 32, "00" * 8, "7f" * 80])
def test_the_keyed_hmac_is_hmac_sha256(seed: str) -> None:
    """The seed's key is set up once and copied per message (speed, issue 18): the digests
    are those of the standard library's HMAC-SHA256, short, block-sized and long keys alike."""
    import hmac

    for label in ("0:roll:a:die", "12:seal:1:3", ""):
        wanted = hmac.digest(bytes.fromhex(seed), label.encode(), "sha256")
        assert chance._hmac(seed, label.encode()) == wanted


def test_a_kept_keystream_is_the_one_asked_for() -> None:
    """The last load's keystream is kept for its reseal; another load gets its own."""
    loads = (("a:die-1", "a:hero"),)
    first = chance.seal(SEED, 0, 0, loads)
    other = chance.seal(SEED, 1, 0, loads)
    assert first != other
    assert chance.unseal(SEED, 0, 0, first) == loads
    assert chance.unseal(SEED, 1, 0, other) == loads


def test_a_sealed_load_is_the_compact_json_text_of_its_pairs() -> None:
    """Logs sealed before issue 18 hold `json.dumps(pairs, separators=(",", ":"))` XORed
    with the keystream: sealing the same loads now gives the same text, and reads back."""
    loads = (("a:die:demo-die-01", "a:iron-man"), ("a:die:demo-die-02", "a:spider-man#2"))
    plain = json.dumps([list(pair) for pair in loads], separators=(",", ":")).encode()
    stream = chance._keystream(SEED, 3, 0, len(plain))
    assert chance.seal(SEED, 3, 0, loads) == chance._xor(plain, stream).hex()
    assert chance.unseal(SEED, 3, 0, chance.seal(SEED, 3, 0, loads)) == loads
    with pytest.raises(ValueError):
        chance.unseal(SEED, 4, 0, chance._xor(b'{"a":1}', chance._keystream(SEED, 4, 0, 7)).hex())
