"""Declarations of text-only abilities (issue 7, "Text-only cards still play"): when such
an ability's occasion happens, its controller declares the effect in the engine's terms (or
declines); the engine checks it, applies it, marks its events `declared`, and the opponent
accepts or disputes it."""

from __future__ import annotations

import random

import pytest

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.api import create_game, resolve_random, step
from games.engine.flow.choices import admits, choices
from games.engine.flow.choices import model as C
from games.engine.flow.decide import run
from games.engine.flow.turn import awaiting
from games.engine.log.codec import parse, to_records
from games.engine.log.replay import replay
from games.engine.model.events import DeclaredEffect
from games.engine.model.state import GameOptions
from tests.engine.choice_play import accepted, check_agrees, sample
from tests.engine.helpers import (
    BACS,
    CHAR,
    FIST,
    HOPE,
    MADELYNE,
    MASTERMIND,
    Game,
    cards_with,
    die,
    m,
    make_card,
)

TEXT = "When fielded, deal 2 damage to target character die or player."
ORACLE = make_card("oracle", abilities=[{"trigger": "when_fielded", "text": TEXT}])
WARD = make_card(
    "ward",
    globals=[{"cost": 1, "text": "Global: spend 1 to gain 1 life. (text only)"}],
)
ORC = die(0, "oracle", 1)
MAD = die(1, MADELYNE, 1)


def declaring(extra_field: bool = True) -> Game:
    """Michele fields her Oracle: its text-only "when fielded" waits for her declaration.
    Chris has a Madelyne die in his Field Zone."""
    cards = cards_with(ORACLE, WARD)
    g = Game(teams=((("oracle", 1), ("ward", 1)), ((MADELYNE, 1),)), cards=cards)
    g.start()
    g.give(0, ORC)
    if extra_field:
        g.give(1, MAD, to="field", face=CHAR)
    g.begin({ORC: CHAR, m(1): FIST, m(2): CHAR, m(3): CHAR}, oop=m(4))
    g.field(ORC)
    return g


def damage(chosen: str, amount: int = 2, target: str = "target_die") -> DeclaredEffect:
    return DeclaredEffect("deal_damage", amount, target, chosen)


def test_a_text_only_ability_waits_for_its_controllers_declaration() -> None:
    g = declaring()
    assert g.pending.kind == "declare" and g.pending.player == 0
    choice = choices(g.state, 0)
    assert isinstance(choice, C.DeclareChoice)
    assert choice.card == "oracle" and choice.text == TEXT
    kinds = {t.kind: t for t in choice.targets}
    assert set(kinds["target_die"].options) == {ORC, MAD}
    assert ("target_die", "") in {o.op: o for o in choice.ops}["deal_damage"].uses
    assert choices(g.state, 1) is None


def test_declared_effects_apply_and_are_marked_declared() -> None:
    g = declaring()
    events = g.do(A.Declare(player=0, effects=(damage(MAD),)))
    assert isinstance(events[0], ev.EffectDeclared) and events[0].declared
    hit = [e for e in events if isinstance(e, ev.DieDamaged)]
    assert hit == [ev.DieDamaged(MAD, 2, ORC, False, declared=True)]
    assert isinstance(events[-1], ev.AbilityResolved) or g.pending.kind == "review_declaration"
    # The opponent reviews it: accept (or dispute, below).
    assert g.pending.kind == "review_declaration" and g.pending.player == 1
    review = choices(g.state, 1)
    assert isinstance(review, C.ReviewChoice) and review.about_seq == g.state.seq - len(events)
    g.do(A.AcceptDeclaration(player=1))
    assert g.pending.kind == "priority"
    # The log says which events were declared, and reads back.
    records = to_records(g.events)
    marked = [r for r in records if r.get("declared")]
    assert [r["type"] for r in marked] == ["EffectDeclared", "DieDamaged"]
    assert "declared" not in next(r for r in records if r["type"] == "DiceMoved")
    assert [e for _, e in parse(records)] == g.events


def test_a_dispute_is_recorded_and_the_game_goes_on() -> None:
    g = declaring()
    said = g.do(A.Declare(player=0, effects=(DeclaredEffect("lose_life", 3, "opponent"),)))
    assert g.life(1) == 7
    g.refuse(A.DisputeDeclaration(player=1, reason="x" * 1001), E.REVIEW_BAD_REASON)
    g.refuse(A.AcceptDeclaration(player=0), E.TURN_NOT_YOURS)
    about = g.state.seq - len(said)  # the seq of EffectDeclared
    assert g.state.review == (about, 1)
    events = g.do(A.DisputeDeclaration(player=1, reason="it says 2 damage, not 3 life"))
    assert events[0] == ev.DeclarationDisputed(1, "it says 2 damage, not 3 life", about)
    assert g.pending.kind == "priority"


def test_declining_resolves_the_ability_with_no_effect_and_no_review() -> None:
    g = declaring()
    events = g.do(A.Declare(player=0))
    assert events[0] == ev.EffectDeclared(0, (), ())
    assert any(isinstance(e, ev.AbilityResolved) for e in events)
    assert g.pending.kind == "priority"


def test_malformed_declarations_are_refused() -> None:
    g = declaring()
    bad = [
        DeclaredEffect("summon_dragon", 1, "opponent"),  # not an effect primitive
        DeclaredEffect("deal_damage", 1, "the_moon"),  # not a target kind
        DeclaredEffect("deal_damage", 99, "opponent"),  # amount out of range
        DeclaredEffect("deal_damage", 1, "opponent", chosen=MAD),  # "opponent" is not chosen
        DeclaredEffect("deal_damage", 1, "opponent", duration="forever"),
        DeclaredEffect("deal_damage", 1, "opponent", zone="bag"),  # takes no zone
        DeclaredEffect("deal_damage", 1, "target_die", MAD, filters=(("colour", "red"),)),
    ]
    for effect in bad:
        g.refuse(A.Declare(player=0, effects=(effect,)), E.DECLARE_MALFORMED)
    g.refuse(A.Declare(player=0, effects=(damage(MAD, 1),) * 9), E.DECLARE_MALFORMED)
    chance_first = (DeclaredEffect("draw", 1, "you"), damage(MAD))
    g.refuse(A.Declare(player=0, effects=chance_first), E.DECLARE_MALFORMED)


def test_impossible_targets_are_refused() -> None:
    g = declaring()
    g.refuse(A.Declare(player=0, effects=(damage("p2:nobody:1"),)), E.DECLARE_BAD_TARGET)
    g.refuse(A.Declare(player=0, effects=(damage(m(5)),)), E.DECLARE_BAD_TARGET)  # in the bag
    mine = DeclaredEffect("modify_attack", 1, "target_opposing_die", ORC)
    g.refuse(A.Declare(player=0, effects=(mine,)), E.DECLARE_BAD_TARGET)


def test_an_effect_that_affects_nothing_is_refused() -> None:
    """DM-13.4: "each opposing character" with none fielded affects nothing."""
    g = declaring(extra_field=False)
    each = DeclaredEffect("deal_damage", 1, "all_opposing_characters")
    g.refuse(A.Declare(player=0, effects=(each,)), E.DECLARE_NO_TARGET)
    choice = choices(g.state, 0)
    assert isinstance(choice, C.DeclareChoice)
    assert "all_opposing_characters" not in {t.kind for t in choice.targets}
    assert not admits(choice, A.Declare(player=0, effects=(each,)))


def test_declaring_for_the_other_players_card_is_refused() -> None:
    g = declaring()
    g.refuse(A.Declare(player=1, effects=(damage(ORC),)), E.TURN_NOT_YOURS)


def test_declaring_when_nothing_applies_is_refused() -> None:
    g = declaring()
    g.do(A.Declare(player=0))
    g.refuse(A.Declare(player=0, effects=(damage(MAD),)), E.TURN_WRONG_STEP)
    g.refuse(A.AcceptDeclaration(player=1), E.TURN_WRONG_STEP)


def test_a_text_only_global_is_declared_when_used() -> None:
    """A Global the engine does not run is used as usual (its cost paid, DM-8.16) and then
    declared (issue 7: "when a Global could be used")."""
    g = declaring()
    g.do(A.Declare(player=0))
    g.use_global("ward", (m(1), "fist"))
    assert g.pending.kind == "declare"
    choice = choices(g.state, 0)
    assert isinstance(choice, C.DeclareChoice) and choice.ability_kind == "global"
    g.do(A.Declare(player=0, effects=(DeclaredEffect("gain_life", 1, "you"),)))
    assert g.pending.kind == "review_declaration"


def test_the_declare_description_agrees_with_decide() -> None:
    """Admitted declarations (amount 1, no filters) are accepted; around them, admits ==
    decide."""
    rng = random.Random(1)
    g = declaring()
    choice = choices(g.state, 0)
    assert isinstance(choice, C.DeclareChoice)
    check_agrees(rng, g.state, choice, tries=30)
    review = declaring()
    review.do(A.Declare(player=0, effects=(damage(MAD),)))
    check_agrees(rng, review.state, choices(review.state, 1), tries=5)  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", ["declare", "review_declaration"])
def test_bots_answer_declarations(kind: str) -> None:
    from games.engine.api import legal_actions

    g = declaring()
    if kind == "review_declaration":
        g.do(A.Declare(player=0, effects=(damage(MAD),)))
    player = g.pending.player
    options = [a for a in legal_actions(g.state, player) if not isinstance(a, A.Concede)]
    assert options and all(accepted(g.state, a) for a in options)


def test_games_with_declarations_replay_and_agree_with_their_descriptions() -> None:
    """Online games where the Oracle's text is declared (by the descriptions' random
    player): every description agrees with decide, and the log replays exactly."""
    cards = cards_with(ORACLE, WARD)
    teams = ((("oracle", 4), (HOPE, 4)), ((MASTERMIND, 4), (MADELYNE, 4)))
    seen: set[str] = set()
    for n in range(4):
        rng = random.Random(n)
        seed = f"{n:064x}"
        state, events = create_game(
            ("A", "B"), teams, BACS, cards, GameOptions(team_format="demo"), seed=seed
        )
        while (chance := resolve_random(state)) is not None:
            more, state = run(state, chance)
            events += more
        for _ in range(300):
            pending = awaiting(state)
            if pending is None:
                break
            seen.add(pending.kind)
            choice = choices(state, pending.player)
            assert choice is not None
            if pending.kind in ("declare", "review_declaration"):
                check_agrees(rng, state, choice)
            more, state = step(state, sample(rng, choice, 0.9))
            events += more
        replay(to_records(events), cards, seed=seed)
    assert {"declare", "review_declaration"} <= seen


def test_declared_persistent_effects_and_chance_are_marked_too() -> None:
    g = declaring()
    events = g.do(
        A.Declare(
            player=0,
            effects=(
                DeclaredEffect("cant_block", 0, "target_opposing_die", MAD),
                DeclaredEffect("draw", 1, "you"),
            ),
        )
    )
    marked = [type(e) for e in events if getattr(e, "declared", False)]
    assert marked == [ev.EffectDeclared, ev.EffectStarted, ev.ChanceRequested]
    started = next(r for r in to_records(events) if r["type"] == "EffectStarted")
    assert "until" not in started and started["declared"] is True  # defaults left out
