"""Property tests of the engine (hypothesis): bot games, state invariants, purity and
refusal of illegal actions, and validation of damaged logs. Each test's docstring states the
property it checks."""

from __future__ import annotations

import copy
import hashlib
import hmac
import typing
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import event as note
from hypothesis import strategies as st
from msgspec.structs import replace

from cards.catalog import catalog
from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.effects.control import owner_of
from games.engine.api import legal_actions
from games.engine.flow.decide import decide, run
from games.engine.flow.setup import SIDEKICKS, initial_state
from games.engine.flow.turn import RANDOM_KINDS, awaiting
from games.engine.log.codec import dumps_jsonl, parse, read_jsonl, to_records
from games.engine.log.replay import replay
from games.engine.model.actions import action_from_event
from games.engine.model.cards import SIDEKICK_ID, SYMBOLS, is_token
from games.engine.model.errors import CorruptLog, IllegalAction
from games.engine.model.evolve import evolve
from games.engine.model.state import GameOptions, GameState, Zone
from games.engine.sim.simulate import game_seed, play

CARDS = catalog()
BOT_PAIRS = [("greedy", "greedy"), ("random", "random"), ("greedy", "random"), ("random", "greedy")]

seeds = st.integers(min_value=0, max_value=2**64)
bot_pairs = st.sampled_from(BOT_PAIRS)
lives = st.sampled_from([20, 10])
few = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@dataclass(frozen=True)
class Game:
    seed: str
    records: tuple[dict[str, Any], ...]
    final: GameState


def new_game(n: int, bots: tuple[str, str], life: int) -> Game:
    seed = game_seed("properties", n)
    events, final = play(CARDS, seed, bots, GameOptions(starting_life=life, team_format="demo"))
    return Game(seed, tuple(to_records(events)), final)


FIXED_GAMES: list[tuple[tuple[str, str], int]] = [
    (("greedy", "random"), 10),
    (("random", "random"), 10),
    (("greedy", "greedy"), 20),
]


@cache
def fixed_game(index: int) -> Game:
    """A few games the log-damage properties share (so that each example is one replay)."""
    bots, life = FIXED_GAMES[index]
    return new_game(1000 + index, bots, life)


@dataclass(frozen=True)
class BatchInfo:
    start: int  # the seq of its decision
    length: int  # how many events (the decision and its consequences)
    before: GameState  # the settled state the decision was made in


@cache
def batches(index: int) -> tuple[BatchInfo, ...]:
    """The batches of a fixed game, found the way replay finds them."""
    game = fixed_game(index)
    events = [e for _, e in parse(game.records)]
    genesis = events[0]
    assert isinstance(genesis, ev.GameCreated)
    state = initial_state(genesis, CARDS, game.seed)
    found = []
    i = 1
    while i < len(events):
        produced, after = run(state, action_from_event(events[i]))
        assert produced == events[i : i + len(produced)]
        found.append(BatchInfo(i, len(produced), state))
        state, i = after, i + len(produced)
    assert state == game.final
    return tuple(found)


def batch_length_at(index: int) -> dict[int, int]:
    return {b.start: b.length for b in batches(index)}


def renumbered(records: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{**r, "seq": n} for n, r in enumerate(records)]


def content(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k != "seq"}


def first_difference(old: Sequence[dict], new: Sequence[dict]) -> int:
    n = 0
    while n < len(old) and n < len(new) and content(old[n]) == content(new[n]):
        n += 1
    return n


def corrupt_log_at(records: Sequence[dict[str, Any]], seed: str) -> CorruptLog:
    with pytest.raises(CorruptLog) as error:
        replay(records, CARDS, seed=seed)
    return error.value


# --- values of a field's type, for mutations --------------------------------------------------


def names_in(state: GameState) -> list[str]:
    return sorted(state.dice) + sorted(state.cards) + [*SYMBOLS, "player:0", "player:1", "x"]


def any_value(hint: Any, data: st.DataObject, state: GameState) -> Any:
    """A value of the field type `hint` (ids and names drawn from this game)."""
    if hint is bool:
        return data.draw(st.booleans())
    if hint is int or hint is typing.Any:
        return data.draw(st.integers(-2, 12))
    if hint is str:
        return data.draw(st.sampled_from(names_in(state)))
    if hint is type(None):
        return None
    if isinstance(hint, type) and issubclass(hint, msgspec.Struct):  # a declared effect
        hints = typing.get_type_hints(hint)
        return hint(**{f: any_value(hints[f], data, state) for f in hint.__struct_fields__})
    args = typing.get_args(hint)
    if typing.get_origin(hint) is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            size = data.draw(st.integers(0, 3))
            return tuple(any_value(args[0], data, state) for _ in range(size))
        return tuple(any_value(a, data, state) for a in args)
    return any_value(data.draw(st.sampled_from(args)), data, state)  # a union


def mutated(value: Any, hint: Any, data: st.DataObject, state: GameState) -> Any:
    """A value of the same type as `value`, usually close to it (one element changed)."""
    args = typing.get_args(hint)
    if typing.get_origin(hint) is not tuple:
        if hint is int and isinstance(value, int) and data.draw(st.booleans()):
            return value + data.draw(st.sampled_from([-1, 1, 2]))
        return any_value(hint, data, state)
    if len(args) == 2 and args[1] is Ellipsis:
        ops = ["add"] + (["drop", "repeat", "change"] if value else [])
        op = data.draw(st.sampled_from(ops))
        if op == "add":
            at = data.draw(st.integers(0, len(value)))
            return (*value[:at], any_value(args[0], data, state), *value[at:])
        at = data.draw(st.integers(0, len(value) - 1))
        if op == "drop":
            return value[:at] + value[at + 1 :]
        if op == "repeat":
            return (*value, value[at])
        return (*value[:at], mutated(value[at], args[0], data, state), *value[at + 1 :])
    at = data.draw(st.integers(0, len(args) - 1))
    return (*value[:at], mutated(value[at], args[at], data, state), *value[at + 1 :])


def mutated_field(obj: Any, data: st.DataObject, state: GameState) -> Any:
    """The Struct `obj` with one field changed (it may come out equal)."""
    hints = {f.name: f.type for f in msgspec.structs.fields(obj)}
    names = list(hints)
    if not names:
        return obj
    others = [n for n in names if n != "player"]
    if others and data.draw(st.integers(0, 3)):  # mostly not the player: that is too easy
        names = others
    name = data.draw(st.sampled_from(names))
    return replace(obj, **{name: mutated(getattr(obj, name), hints[name], data, state)})


# --- bot games ----------------------------------------------------------------------------------


@few
@given(n=seeds, bots=bot_pairs, life=lives)
def test_bot_games_end_and_replay_to_the_identical_state(
    n: int, bots: tuple[str, str], life: int
) -> None:
    """Every bot game (greedy or random players, 20 or 10 life) ends, with a winner or a draw,
    and its log, written as JSON Lines and read back, replays with the seed to a state equal to
    the game's final state; without the seed, to the same state but for the seed itself."""
    game = new_game(n, bots, life)
    assert game.final.over and game.final.outcome is not None
    assert game.records[-1]["type"] == "GameEnded"
    records = read_jsonl(dumps_jsonl(game.records).splitlines())
    assert replay(records, CARDS, seed=game.seed) == game.final
    assert replay(records, CARDS) == replace(game.final, seed=None)
    assert replay(records, CARDS, validate=False) == replace(game.final, seed=None)


@few
@given(n=seeds, bots=bot_pairs, life=lives)
def test_every_die_is_in_one_place_and_no_die_appears_or_vanishes(
    n: int, bots: tuple[str, str], life: int
) -> None:
    """In every state along a bot game: every die id is in exactly one entry of the zone index,
    under its Die.owner and Die.zone; the set of dice never changes and a die changes owner
    only when a Basic Action Die leaves the centre for its purchaser (so a player's number of
    dice changes only by those purchases); each player has exactly 8 Sidekick dice; no
    player's life exceeds the starting life."""
    game = new_game(n, bots, life)
    events = [e for _, e in parse(game.records)]
    genesis = events[0]
    assert isinstance(genesis, ev.GameCreated)
    state = initial_state(genesis, CARDS, game.seed)
    all_dice = set(state.dice)
    owners = {d.id: d.owner for d in state.dice.values()}
    counts = [sum(1 for d in state.dice.values() if d.owner == p) for p in (0, 1)]
    check_dice(state, all_dice)
    for event in events[1:]:
        state = evolve(state, event)
        check_dice(state, all_dice)
        for die in state.dice.values():
            if is_token(die.card):
                continue  # DM-24.1: not among the game's dice (check_dice)
            if owner_of(state, die.id) != owners[die.id]:  # (DM-23.2: control is not owning)
                assert owners[die.id] is None
                assert isinstance(event, ev.DiePurchased) and event.die == die.id
                assert die.owner == event.player and CARDS[die.card].kind == "basic_action"
                owners[die.id] = die.owner
                counts[event.player] += 1
        owned = [owner_of(state, d) for d, die in state.dice.items() if not is_token(die.card)]
        assert [owned.count(p) for p in (0, 1)] == counts
    assert state == game.final


def check_dice(state: GameState, all_dice: set[str]) -> None:
    """Every die in exactly one entry of the zone index but for character tokens that left
    the Field Zone (DM-24.1: zone `gone`, in no entry); tokens are never anywhere but the
    Field Zone, and they are not among the game's dice: those never change, 8 Sidekicks
    each (DM-3.1)."""
    seen: dict[str, tuple] = {}
    for (owner, zone), ids in state.zones.items():
        for die_id in ids:
            assert die_id not in seen, f"{die_id} is in {seen[die_id]} and {(owner, zone)}"
            seen[die_id] = (owner, zone)
            die = state.dice[die_id]
            assert (die.owner, die.zone) == (owner, zone)
    tokens = {d for d, die in state.dice.items() if is_token(die.card)}
    for token in tokens:
        zone = state.dice[token].zone
        assert zone in (Zone.FIELD, Zone.ATTACK, Zone.GONE), (token, zone)
        assert (token in seen) is (zone is not Zone.GONE)
    assert set(seen) | tokens == set(state.dice)
    assert set(state.dice) - tokens == all_dice
    for player in (0, 1):  # (a die under control is its owner's: DM-23.2)
        sidekicks = [
            d
            for d, die in state.dice.items()
            if die.card == SIDEKICK_ID and owner_of(state, d) == player
        ]
        assert len(sidekicks) == SIDEKICKS == 8
        assert state.players[player].life <= state.options.starting_life


# --- decide: legal actions are accepted, others refused, the state never changes ---------------


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, 2), data=st.data())
def test_legal_actions_are_accepted_and_mutated_ones_refused_without_change(
    index: int, data: st.DataObject
) -> None:
    """In a state a game reached (where a decision or a random outcome is due): an action drawn
    from legal_actions(state, player) is accepted by decide, which returns events starting with
    that action's decision event; a mutation of it (one field changed, same types) that is not
    `in legal_actions(state, its player)` is refused with IllegalAction. Either way decide does
    not change the state object (equal to a deep copy taken before)."""
    state = data.draw(st.sampled_from(batches(index))).before
    pending = awaiting(state)
    assert pending is not None
    snapshot = copy.deepcopy(state)
    decider = None if pending.kind in RANDOM_KINDS else pending.player  # chance decides
    player = data.draw(st.sampled_from([decider] * 9 + [1 - (pending.player or 0)]))
    options = list(legal_actions(state, player))
    assert options, "a player may always concede; chance always has its outcome"
    choices = [a for a in options if not isinstance(a, A.Concede)] or options
    action = data.draw(st.sampled_from(choices))
    events = decide(state, action)
    assert state == snapshot
    assert type(events[0]) is action.event
    assert action_from_event(events[0]).player == action.player

    other = mutated_field(action, data, state)
    if other == action or other in legal_actions(state, other.player):
        note("mutation still legal")
        return
    with pytest.raises(IllegalAction) as refused:
        decide(state, other)
    note(f"refused: {refused.value.code}")
    assert state == snapshot


# --- damaged logs fail validation at the damaged event ------------------------------------------

damage = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@damage
@given(index=st.integers(0, 2), data=st.data())
def test_a_log_with_an_event_removed_fails_at_that_position(
    index: int, data: st.DataObject
) -> None:
    """Removing one event (after seq 0) and renumbering the rest makes replay raise CorruptLog
    at the removed position: the first position whose event differs from the original log
    (the removed one's, unless the next event is identical to it). One exception: a
    decision that was a whole batch by itself (a purchase, say, after which the same player
    keeps priority) leaves, when removed, the log of a game where that choice was not made,
    which stays consistent until a later event no longer follows: then the error is later,
    never earlier. Without renumbering, it is a seq gap at the removed position."""
    game = fixed_game(index)
    n = len(game.records)
    k = data.draw(st.integers(1, n - 1))
    cut = [*game.records[:k], *game.records[k + 1 :]]
    error = corrupt_log_at(renumbered(cut), game.seed)
    if batch_length_at(index).get(k) == 1:
        assert error.seq >= k
    else:
        assert error.seq == first_difference(game.records, cut), error
    gap = corrupt_log_at(cut, game.seed)
    expected = "log/seq_gap" if k < n - 1 else "log/truncated_batch"
    assert (gap.seq, gap.code) == (k, expected)


@damage
@given(index=st.integers(0, 2), data=st.data())
def test_a_log_with_two_events_swapped_fails_at_the_first_of_them(
    index: int, data: st.DataObject
) -> None:
    """Swapping two different events i < j (seqs left in place) makes replay raise CorruptLog
    at i; when the event moved to i is a decision the engine still accepts there, at the
    first later event of that batch that no longer follows (at most the original batch's
    length after i). The exception: two decisions that were whole batches by themselves (a
    purchase and a fielding in one Main Step, say) may commute; the swapped log is then the
    log of another legal game up to some later event (a different order of spent dice shows
    at the end of the turn) or to its end."""
    game = fixed_game(index)
    n = len(game.records)
    i = data.draw(st.integers(1, n - 2))
    j = data.draw(st.integers(i + 1, min(n - 1, i + data.draw(st.sampled_from([1, 3, 50, n])))))
    if content(game.records[i]) == content(game.records[j]):
        return
    swapped = list(game.records)
    swapped[i], swapped[j] = swapped[j], swapped[i]
    lengths = batch_length_at(index)
    commuting = lengths.get(i) == lengths.get(j) == 1
    try:
        replay(renumbered(swapped), CARDS, seed=game.seed)
    except CorruptLog as error:
        last = n if commuting else i + lengths.get(i, 0)
        assert i <= error.seq <= last, (error, lengths.get(i))
    else:
        assert commuting, "only decisions that were whole batches may commute"


@damage
@given(index=st.integers(0, 2), data=st.data())
def test_a_log_with_one_field_edited_fails_at_that_event(index: int, data: st.DataObject) -> None:
    """Changing one field of one event after seq 0 (to another value of the same type) makes
    replay raise CorruptLog: at exactly that seq for a consequence; for a decision, at that
    seq or, when the changed decision is still legal, at the first later event of its batch
    that no longer follows (at most the original batch's length after it). A changed decision
    whose whole batch still follows (an attacker dropped: the steps after a declaration name
    no die) leaves a game that diverges later, and fails where it does."""
    game = fixed_game(index)
    k = data.draw(st.integers(1, len(game.records) - 1))
    record = game.records[k]
    event = ev.event_from_dict(dict(record))
    before = next(b for b in reversed(batches(index)) if b.start <= k).before
    changed = mutated_field(event, data, before)
    if changed == event:
        return
    edited = list(game.records)
    edited[k] = {"seq": k, **changed.to_dict()}
    error = corrupt_log_at(edited, game.seed)
    length = batch_length_at(index).get(k)
    if length is None:
        assert error.seq == k, (record, edited[k], error)
    elif _batch_follows(edited[: k + length], game.seed):
        assert error.seq >= k + length, (record, edited[k], error, length)
    else:
        assert k <= error.seq <= k + length, (record, edited[k], error, length)


def _batch_follows(records: Sequence[dict[str, Any]], seed: str) -> bool:
    """Whether these records (a log cut right after a batch) replay without an error."""
    try:
        replay(records, CARDS, seed=seed)
    except CorruptLog:
        return False
    return True


# --- the seed, as an auditor checks it (docs/event-log.md) --------------------------------------


@pytest.mark.parametrize("index", range(3))
def test_an_auditor_re_derives_every_outcome_from_the_log_and_the_seed(index: int) -> None:
    """With nothing but the log and the revealed seed (no engine), the commitment and every
    toss, draw and roll re-derive as docs/event-log.md says."""
    game = fixed_game(index)
    key = bytes.fromhex(game.seed)

    def uniform(label: str, n: int) -> int:
        digest = hmac.new(key, label.encode(), hashlib.sha256).digest()
        return int.from_bytes(digest, "big") % n

    assert hashlib.sha256(game.seed.encode("ascii")).hexdigest() == game.records[0]["seed_hash"]
    bags = {p: {f"p{p + 1}:sidekick:{c}" for c in range(1, 9)} for p in (0, 1)}
    k = 0
    for record in game.records:
        kind = record["type"]
        if kind == "TossWon":
            assert record["player"] == uniform(f"{k}:toss:0", 2)
        elif kind == "DiceDrawn":
            bag = sorted(bags[record["player"]])
            drawn = [
                bag.pop(uniform(f"{k}:draw:{i}", len(bag))) for i in range(len(record["dice"]))
            ]
            assert drawn == record["dice"]
            bags[record["player"]] -= set(drawn)
        elif kind == "DiceRolled":
            assert [d for d, _ in record["faces"]] == sorted(d for d, _ in record["faces"])
            for die, face in record["faces"]:
                assert face == uniform(f"{k}:roll:{die}", 6)
        elif kind == "BagRefilled":
            bags[record["player"]] |= set(record["dice"])
        elif kind in ("DiceMoved", "DiceKnockedOut"):
            assert record.get("to") != "bag"  # no demo card moves dice into a bag
            for bag_dice in bags.values():
                bag_dice -= set(record["dice"])
        k += kind in ("TossWon", "DiceDrawn", "DiceRolled")
    assert k == game.final.random_draws


# --- malformed fields ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("type_name", "field", "value"),
    [("DiePurchased", "paid", 7), ("RerollChosen", "dice", None), ("DiceDrawn", "dice", 7)],
)
def test_a_field_of_the_wrong_type_is_a_corrupt_log(type_name: str, field: str, value: Any) -> None:
    """A decision event whose field has the wrong JSON type fails validation at its seq."""
    game = fixed_game(0)
    k = next(r["seq"] for r in game.records if r["type"] == type_name)
    edited = list(game.records)
    edited[k] = {**edited[k], field: value}
    assert corrupt_log_at(edited, game.seed).seq == k


def test_actions_name_their_events() -> None:
    """Every decision event type is made by exactly one action (replay relies on it): its
    own, or (DieFabricated, CharacterFieldedInstead) a second one of the same action (a
    purchase paid by a KO, a fielding paid by its card's other price)."""
    made = [cls.event for cls in A.ACTIONS.values()]
    assert len(made) == len(set(made))
    assert set(made) <= set(A.ACTION_FOR_EVENT)
    assert set(A.ACTION_FOR_EVENT) - set(made) == {ev.DieFabricated, ev.CharacterFieldedInstead}
    decisions = {cls for cls in ev.REGISTRY.values() if cls.decision} - {ev.GameCreated}
    assert decisions == set(A.ACTION_FOR_EVENT)
