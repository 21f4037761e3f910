"""Choice descriptions (issue 7, "Choices a player can fully express"): every pending kind
has one, every action a description admits is accepted by `decide`, and the actions around
it are admitted exactly when `decide` accepts them."""

from __future__ import annotations

import random
import re
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games.engine
from cards.catalog import catalog
from games.engine import actions as A
from games.engine.api import create_game, step
from games.engine.flow.choices import DESCRIBERS, AnyChoice, admits, choice_schema, choices
from games.engine.flow.choices import model as C
from games.engine.flow.choices.payment import fits, payment, witness
from games.engine.flow.decide import run
from games.engine.flow.turn import RANDOM_KINDS, awaiting
from games.engine.model.state import GameOptions, GameState
from games.engine.sim.simulate import DEMO_BASIC_ACTIONS, DEMO_TEAMS, game_seed
from games.systems.ocr_teams import TEAMS as OCR_TEAMS
from tests.engine import helpers as h
from tests.engine.choice_play import accepted, check_agrees, sample

CARDS = catalog()
ENGINE = Path(games.engine.__file__).resolve().parent
KIND = re.compile(r"""(?:Pending|ChanceRequested)\(\s*(?:kind\s*=\s*)?["']([a-z_]+)["']""")


def test_every_pending_kind_has_a_description() -> None:
    """A new pending kind (a keyword's, an effect's) fails here until it has a describer."""
    found = {
        kind for path in ENGINE.rglob("*.py") for kind in KIND.findall(path.read_text())
    } | set(RANDOM_KINDS)
    assert found, "no Pending(...) found: the pattern is stale"
    missing = found - set(DESCRIBERS)
    assert not missing, f"pending kinds without a choice description: {sorted(missing)}"


def test_schema_covers_every_description() -> None:
    """The published schema is self-contained and names each kind as its tag."""
    schema = choice_schema()
    assert "$defs" not in str(schema)
    kinds = {t.__struct_config__.tag for t in C.CHOICE_TYPES}
    assert kinds == set(DESCRIBERS)
    assert {v["properties"]["kind"]["enum"][0] for v in schema["anyOf"]} == kinds


def _play(
    seed: int, teams=DEMO_TEAMS, bacs=DEMO_BASIC_ACTIONS, fmt: str = "demo", life: int = 8
) -> tuple[random.Random, GameState]:
    rng = random.Random(seed)
    options = GameOptions(team_format=fmt, starting_life=life)
    state, _ = create_game(("A", "B"), teams, bacs, CARDS, options, seed=game_seed("ch", seed))
    while (chance := awaiting(state)) is not None and chance.kind in RANDOM_KINDS:
        from games.engine.api import resolve_random

        state = run(state, resolve_random(state))[1]  # type: ignore[arg-type]
    return rng, state


def _drive(
    rng: random.Random, state: GameState, decisions: int, seen: set[str], eager: float = 0.9
) -> None:
    """Play by the descriptions: each decision checked, then a random admitted action."""
    for _ in range(decisions):
        pending = awaiting(state)
        if pending is None:
            return
        choice = choices(state, pending.player)
        assert choice is not None and choice.seq == state.seq - 1
        assert choices(state, 1 - pending.player) is None  # type: ignore[operator]
        assert msgspec.convert(C.to_dict(choice), AnyChoice) == choice  # JSON round trip
        seen.add(pending.kind)
        check_agrees(rng, state, choice)
        state = step(state, sample(rng, choice, eager))[1]


few = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@few
@given(st.integers(min_value=0, max_value=2**32))
def test_demo_games_played_by_descriptions(seed: int) -> None:
    """Demo teams: every description agrees with decide all through a game."""
    seen: set[str] = set()
    rng, state = _play(seed)
    _drive(rng, state, 250, seen)


@few
@given(st.integers(min_value=0, max_value=2**32), st.sampled_from(range(len(OCR_TEAMS))))
def test_ocr_games_played_by_descriptions(seed: int, first: int) -> None:
    """Our own set (abilities, Globals, keywords): descriptions agree with decide."""
    one, two = OCR_TEAMS[first], OCR_TEAMS[(first + 1) % len(OCR_TEAMS)]
    seen: set[str] = set()
    rng, state = _play(seed, (one[0], two[0]), (one[1], two[1]), "standard", 10)
    _drive(rng, state, 250, seen)


def test_descriptions_reach_every_player_decision() -> None:
    """Games played by descriptions meet the multi-block split and every player kind."""
    seen: set[str] = set()
    for seed in range(6):
        one, two = OCR_TEAMS[seed % 4], OCR_TEAMS[(seed + 1) % 4]
        rng, state = _play(seed, (one[0], two[0]), (one[1], two[1]), "standard", 20)
        _drive(rng, state, 400, seen)
        rng, state = _play(seed, life=20)
        _drive(rng, state, 400, seen)
    wanted = {"choose_order", "reroll", "priority", "declare_attackers", "declare_blockers"}
    assert wanted | {"assign_damage"} <= seen, seen


def test_paper_chance_descriptions() -> None:
    """Paper games: the toss, the draws and the rolls are described to whoever reports
    them, and the description agrees with decide."""
    rng = random.Random(5)
    state, _ = create_game(
        ("A", "B"), DEMO_TEAMS, DEMO_BASIC_ACTIONS, CARDS, GameOptions(randomness="reported",
        team_format="demo"),
    )  # fmt: skip
    kinds = set()
    for _ in range(40):
        pending = awaiting(state)
        assert pending is not None
        choice = choices(state, pending.player)
        assert choice is not None
        kinds.add(pending.kind)
        if pending.kind in RANDOM_KINDS:
            assert choices(state, None) == choice  # the organizer sees it too
        check_agrees(rng, state, choice)
        state = run(state, sample(rng, choice))[1]
    assert kinds >= RANDOM_KINDS


# --- payments --------------------------------------------------------------------------------


def _main_step() -> GameState:
    g = h.Game()
    g.start()
    g.begin({h.m(1): h.BOLT, h.m(2): h.WILD, h.m(3): h.SHIELD}, oop=h.m(4))
    return g.state


def test_payment_lists_what_each_die_may_give() -> None:
    """DM-8.3: a die gives all its symbols, or part of them if what is left is a face."""
    state = _main_step()
    pay = payment(state, 0, 2, ("bolt",))
    shows = {s.die: s.shows for s in pay.sources}
    assert shows == {h.m(1): ("bolt",), h.m(2): ("wild",), h.m(3): ("shield",)}
    assert all(s.spendable == (s.shows,) for s in pay.sources)
    assert fits(pay, ((h.m(2), ("wild",)), (h.m(3), ("shield",))), 0)  # Wild for the bolt
    assert not fits(pay, ((h.m(3), ("shield",)),), 1)  # no bolt
    assert not fits(pay, ((h.m(1), ("bolt",)), (h.m(1), ("bolt",))), 0)  # one die twice
    assert witness(payment(state, 0, 4)) is None  # three energy


def test_description_refuses_another_players_action() -> None:
    state = _main_step()
    choice = choices(state, 0)
    assert isinstance(choice, C.PriorityChoice)
    assert choices(state, 1) is None
    assert not admits(choice, A.PassPriority(player=1))
    assert admits(choice, A.PassPriority(player=0))
    assert not accepted(state, A.PassPriority(player=1))


def test_split_names_each_blocker_once() -> None:
    """DM-9.9: naming a blocker twice for one attacker is refused (it used to lose damage)."""
    state = _two_blockers()
    choice = choices(state, 0)
    assert isinstance(choice, C.SplitChoice)
    (option,) = choice.attackers
    first, second = option.blockers
    twice = ((option.attacker, first, 1), (option.attacker, first, option.damage - 1))
    action = A.AssignDamage(player=0, splits=((option.attacker, second, 0), *twice))
    assert not admits(choice, action)
    assert not accepted(state, action)


def _two_blockers() -> GameState:
    for seed in range(200):
        rng, state = _play(seed, life=20)
        for _ in range(300):
            pending = awaiting(state)
            if pending is None:
                break
            choice = choices(state, pending.player)
            assert choice is not None
            split = isinstance(choice, C.SplitChoice) and choice.player == 0
            if split and any(o.damage > 1 for o in choice.attackers):  # type: ignore[union-attr]
                return state
            state = step(state, sample(rng, choice, 0.9))[1]
    pytest.skip("no two-blocker split found")
