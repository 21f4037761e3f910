"""Draft Teams (the 2014 book, 001:L870-892): the picks are decisions of the game's log
(CardDrafted), decided and evolved by the engine and replayed with the rest."""

from __future__ import annotations

import random

import pytest

from games.engine import CorruptLog, to_records
from games.engine import actions as A
from games.engine import events as ev
from games.engine.api import create_game, resolve_random, step, waiting_for
from games.engine.flow.decide import run
from games.engine.log.replay import replay
from games.engine.model import draft
from games.engine.model import errors as E
from games.engine.model.errors import IllegalAction
from games.engine.model.state import GameOptions
from games.engine.sim.bots import greedy_bot

from .helpers import cards_with, make_card

OTHER_JUBILEE = make_card("jubilee-other", name="Jubilee", max_dice=2, cost=2)
POOL = (
    ("jubilee-wondra", 4),
    ("jubilee-other", 2),
    ("hope-summers-messiah-complex", 4),
    ("mastermind-fracturing-the-phoenix", 4),
    ("madelyne-pryor-anodyne", 4),
    ("1ocr", 4),
    ("3ocr", 2),
)
BACS = (("way-out-west", "counterstrike", "39ocr"), ())
CARDS = cards_with(OTHER_JUBILEE)


def new(size: int = 8, pool=POOL, bacs=BACS, teams=((), ())):
    return create_game(
        ("Eric", "Mike"),
        teams,
        bacs,
        CARDS,
        GameOptions(
            starting_life=size, randomness="reported", rules="dm-2014", team_format=draft.FORMAT
        ),
        draft_pool=pool,
    )


def do(state, action):
    events, state = run(state, action)
    return events, state


def refused(state, action, code: str) -> None:
    with pytest.raises(IllegalAction) as info:
        run(state, action)
    assert info.value.code == code, info.value


def test_the_second_player_picks_first_by_stacks_and_the_players_alternate() -> None:
    """001:L885-890: "The second player picks first, choosing one card stack. If that player
    picks a stack with more than one card, that player must choose which card to use ...
    The first player then chooses. The players alternate until all cards have been chosen."
    """
    state, log = new()
    for action in (A.ReportToss(player=0), A.ChooseFirstPlayer(player=0, go_first=True)):
        events, state = do(state, action)
        log += events
    pending = waiting_for(state)
    assert (pending.kind, pending.player) == ("draft_pick", 1)  # Mike, the second player
    assert len(draft.stacks(state)) == 6  # the two Jubilees are one stack
    refused(state, A.DraftPick(player=0, card="1ocr", dice=1), E.TURN_NOT_YOURS)
    refused(state, A.DraftPick(player=1, card="nobody", dice=1), E.DRAFT_NOT_IN_POOL)
    refused(state, A.DraftPick(player=1, card="jubilee-other", dice=3), E.DRAFT_TOO_MANY_DICE)
    events, state = do(state, A.DraftPick(player=1, card="jubilee-other", dice=2))
    log += events
    assert ev.CardDrafted(1, "jubilee-other", 2) in events
    assert "jubilee-wondra" not in {c for s in draft.stacks(state).values() for c in s}
    assert waiting_for(state).player == 0
    refused(state, A.DraftPick(player=0, card="jubilee-wondra", dice=1), E.DRAFT_NOT_IN_POOL)
    # "up to the max listed and the chosen team limit" (001:L888-889): 8 dice in all
    for player, card, dice in (
        (0, "mastermind-fracturing-the-phoenix", 4),
        (1, "hope-summers-messiah-complex", 4),
        (0, "madelyne-pryor-anodyne", 4),
    ):
        events, state = do(state, A.DraftPick(player=player, card=card, dice=dice))
        log += events
    refused(state, A.DraftPick(player=1, card="1ocr", dice=3), E.DRAFT_TOO_MANY_DICE)
    events, state = do(state, A.DraftPick(player=1, card="1ocr", dice=2))
    log += events
    # "Cards that have no dice to them (e.g., the player drafted them after reaching the
    # team limit) are not used in the game" (001:L890-892).
    assert draft.most_dice(state, 0, "3ocr") == 0
    events, state = do(state, A.DraftPick(player=0, card="3ocr", dice=0))
    log += events
    assert waiting_for(state).kind == "draw"  # the game begins: 4 dice, 2014 rules
    assert state.players[0].team == (
        "mastermind-fracturing-the-phoenix",
        "madelyne-pryor-anodyne",
        "3ocr",
    )
    mine = [d for d in state.in_zone(0, "supply")]
    assert len(mine) == 8 and all(state.dice[d].card != "3ocr" for d in mine)
    assert len(state.in_zone(1, "supply")) == 8
    assert not [d for d in state.in_zone(None, "supply") if d.startswith("draft:")]
    assert state.players[0].life == state.players[1].life == 8  # "that much life"
    records = to_records(log)
    assert replay(records, CARDS).players == state.players


def test_a_draft_game_played_to_the_end_replays_and_an_edited_pick_does_not() -> None:
    """Online (the seed answers chance), the greedy bot drafts and plays both seats."""
    state, log = create_game(
        ("Eric", "Mike"),
        ((), ()),
        BACS,
        CARDS,
        GameOptions(starting_life=12, rules="dm-2014", team_format=draft.FORMAT),
        seed="d1a7f5eed0",
        draft_pool=POOL,
    )
    rng = random.Random(8)
    events, state = step_chance(state)
    log += events
    while not state.over and len(log) < 50000:
        pending = waiting_for(state)
        events, state = step(state, greedy_bot(state, pending.player, rng))
        log += events
    assert state.over
    records = to_records(log)
    assert replay(records, CARDS, seed="d1a7f5eed0").outcome == state.outcome
    picks = [i for i, r in enumerate(records) if r["type"] == "CardDrafted"]
    assert len(picks) == 6
    edited = [dict(r) for r in records]
    edited[picks[1]]["dice"] = 0 if records[picks[1]]["dice"] else 1
    with pytest.raises(CorruptLog):
        replay(edited, CARDS)


def step_chance(state):
    events = []
    while (chance := resolve_random(state)) is not None:
        more, state = run(state, chance)
        events += more
    return events, state


@pytest.mark.parametrize(
    ("size", "bacs", "teams", "code"),
    [
        (7, BACS, ((), ()), E.DRAFT_BAD_SIZE),
        (21, BACS, ((), ()), E.DRAFT_BAD_SIZE),
        (8, (("way-out-west", "counterstrike"), ()), ((), ()), E.DRAFT_BAD_POOL),
        (8, (("way-out-west",), ("counterstrike", "39ocr")), ((), ()), E.DRAFT_BAD_POOL),
        (8, BACS, ((("1ocr", 2),), ()), E.DRAFT_BAD_POOL),
    ],
)
def test_a_draft_setup_outside_the_book_is_refused(size, bacs, teams, code) -> None:
    """001:L875-878: a number between 8 and 20; three or four Basic Action Cards."""
    with pytest.raises(IllegalAction) as info:
        new(size=size, bacs=bacs, teams=teams)
    assert info.value.code == code
