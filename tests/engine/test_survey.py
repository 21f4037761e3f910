"""Bots that use abilities (sim/tactics.py, the greedy bot) and the survey of bot games over
our own set with the keywords that fired in them (sim/survey.py)."""

from __future__ import annotations

import random

from cards.catalog import catalog
from games.engine import actions as A
from games.engine.sim.bots import greedy_bot
from games.engine.sim.survey import survey
from games.engine.sim.tactics import choose_target
from games.engine.sim.teams import set_teams

from .helpers import ACTION0, CHAR, FIST, MASK, Game, bac, c, cards_with, die, m
from .keywords.common import character

QUICK = character("quick", 2, 1, keywords=["fast"])
MERCHANT = character(
    "merchant",
    1,
    2,
    keywords=["impulse"],
    abilities=[
        {
            "trigger": "impulse",
            "text": "Impulse - gain 2 life.",
            "effects": [{"op": "gain_life", "amount": 2, "target": "you"}],
        }
    ],
)


SLOW = character("slow", 2, 1)
BACS = ("39ocr", "40ocr")


def test_a_keyword_fires_in_the_games_where_it_changes_what_happens() -> None:
    """Fast fires in games where a Fast die deals combat damage (greedy bots attack with
    their dice); the same teams without it fire nothing."""
    cards = cards_with(QUICK, SLOW)
    fast = survey(cards, [((("quick", 4),), BACS), ((("slow", 4),), BACS)], 4, seed="t")
    assert not fast.errors and fast.implemented == {"fast"}
    assert 0 < fast.fired["fast"] <= 4 and set(fast.fired) == {"fast"}
    slow = survey(cards, [((("slow", 4),), BACS)], 4, seed="t")
    assert not slow.errors and not slow.fired and not slow.keywords


def test_a_keyword_ability_in_the_log_is_the_keyword_firing() -> None:
    """Impulse fires where the log holds the printed ability its trigger runs (a purchase
    of the card's die); the hooks are counted on a replay of the log."""
    cards = cards_with(MERCHANT)
    result = survey(cards, [((("merchant", 4),), BACS)], 3, seed="t", pairs=[("greedy",) * 2])
    assert not result.errors and result.fired["impulse"] == 3


def test_a_survey_of_our_set_plays_without_engine_errors() -> None:
    """A few games of every bot pairing over the ocr covering teams: no engine error, and
    only keywords the cards print, with a module, are counted as fired."""
    cards = catalog()
    result = survey(cards, set_teams(cards, "ocr"), 8, seed="test")
    assert result.games == 8 and not result.errors and result.events > 0
    assert set(result.fired) <= result.implemented <= result.keywords
    assert "overcrush" in result.keywords and result.fired
    assert all(0 < n <= 8 for n in result.fired.values())


def michele_main(bacs: tuple[str, ...], faces: dict[str, int]) -> Game:
    """Michele's first turn, Main Step, with `bacs` on the table and Chris's Brick Halloran
    (A2 D2), Old Crank (A5 D5) and a Sidekick in his Field Zone."""
    g = Game(
        teams=((("53ocr", 1),), (("1ocr", 1), ("5ocr", 1))),
        bacs=(bacs, bacs),
        cards=catalog(),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(1, die(1, "1ocr", 1), to="field", face=0)
    g.give(1, die(1, "5ocr", 1), to="field", face=0)
    g.arrange(1, "field", [c(5)], face=CHAR)
    for d in faces:
        if not d.startswith("p1:sidekick"):
            g.give(0, d)
    g.begin(faces, oop=m(4))
    return g


def test_greedy_uses_a_global_that_harms_the_opponent() -> None:
    """With nothing to buy or field, the greedy bot pays Scatter Shot's Global (your opponent
    loses 1 life) rather than pass."""
    g = michele_main(("46ocr",), {m(1): MASK, m(2): CHAR, m(3): CHAR})
    rng = random.Random(0)
    while isinstance(action := greedy_bot(g.state, 0, rng), A.Field):
        g.do(action)
    assert isinstance(action, A.UseGlobal) and action.card == "46ocr"
    g.do(action)
    assert g.life(1) == 9


def test_greedy_aims_harm_at_the_strongest_die_it_knocks_out() -> None:
    """Cheap Shot (2 damage): Brick Halloran (A2 D2) is knocked out by it, Old Crank (A5 D5)
    is not, the Sidekick is weaker: the bot picks Brick."""
    shot = bac("41ocr", 1)
    g = michele_main(("41ocr",), {shot: ACTION0, m(1): FIST, m(2): FIST, m(3): FIST})
    g.do(A.UseActionDie(player=0, die=shot))
    assert g.pending.kind == "choose_target"
    assert choose_target(g.state, 0, g.pending.options) == die(1, "1ocr", 1)
    assert greedy_bot(g.state, 0, random.Random(0)) == A.ChooseTarget(
        player=0, target=die(1, "1ocr", 1)
    )


def test_greedy_boosts_its_attacker_in_the_combat_window_not_before() -> None:
    """Rally Cry's Global (+1A to your die): not worth it in the Main Step; in the Attack
    Step's window, on the attacking die."""
    g = michele_main(("39ocr",), {m(1): FIST, m(2): CHAR, m(3): CHAR})
    g.field(m(2))
    g.field(m(3))
    rng = random.Random(0)
    assert greedy_bot(g.state, 0, rng) == A.PassPriority(player=0)
    g.pass_all()
    g.attack(m(2))
    g.block()
    assert g.pending.kind == "priority" and g.pending.player == 0
    action = greedy_bot(g.state, 0, rng)
    assert isinstance(action, A.UseGlobal) and action.card == "39ocr"
    g.do(action)
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {m(2), m(3)}
    assert greedy_bot(g.state, 0, rng) == A.ChooseTarget(player=0, target=m(2))  # it attacks


def test_a_hook_that_acts_through_the_batch_fires_when_it_emits() -> None:
    """Swarm's hook answers nothing and draws through the batch: it fired if it emitted."""
    from games.engine import events as ev
    from games.engine.model.batch import Batch
    from games.engine.sim.survey import _counted

    g = Game()
    fired: set[str] = set()
    quiet = _counted("swarm", "drawn", lambda b, player, dice: None, fired)
    quiet(Batch(g.state), 0, ())
    assert fired == set()
    loud = _counted("swarm", "drawn", lambda b, p, d: b.emit(ev.LifeLost(p, 1, "x")), fired)
    loud(Batch(g.state), 0, ())
    assert fired == {"swarm"}


def test_a_keyword_that_is_only_a_rule_fires_when_its_card_is_bought() -> None:
    """Crossover adds nothing of its own (every multi-type card is bought with one energy of
    each type): it fires in the games where a die of a Crossover card is purchased."""
    crossing = character(
        "crossing", 1, 1, keywords=["crossover"], energy_types=["fist", "bolt"], cost=2
    )
    cards = cards_with(crossing)
    result = survey(cards, [((("crossing", 4),), BACS)], 3, seed="t", pairs=[("greedy",) * 2])
    assert not result.errors and result.implemented == {"crossover"}
    assert result.fired["crossover"] >= 1
