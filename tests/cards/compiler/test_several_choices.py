"""Several choices of target in one line (cards/compiler/several.py, constructs/
different_targets.py; the engine asks them in turn, games/engine/abilities/answers.py,
DM-13.1): each "target" phrase of dice is its own choice, "that die" shares the one before
it, "a different"/"another" target may not name the die the choice before it named. Our own
wording; near misses stay text only."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine.abilities.permissions import under
from tests.cards.compiler.helpers import effects, said, why
from tests.engine.effects.common import action_card, with_action
from tests.engine.helpers import bac, c, m


def _targets(found: list[dict]) -> list[tuple[str, int, dict]]:
    return [(e["target"], e.get("choice", 0), e.get("filters", {})) for e in found]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("When fielded, deal 2 damage to target character die and reroll target character die.",
         [("target_die", 0, {}), ("target_die", 1, {})]),
        ("When fielded, deal 2 damage to target character die and reroll a different target "
         "character die.", [("target_die", 0, {}), ("target_die", 1, {"unlike_choice": 0})]),
        ("When fielded, target character die you control gets +1A. Target opposing character "
         "die gets -1A.", [("target_your_die", 0, {}), ("target_opposing_die", 1, {})]),
        # "that die" is the die of the choice before it
        ("When fielded, KO target opposing sidekick die and target character die you control "
         "gets +1A. That die gains Overcrush.",
         [("target_opposing_die", 0, {"sidekick": True}), ("target_your_die", 1, {}),
          ("target_your_die", 1, {})]),
        ("When fielded, KO target opposing sidekick die. Another target opposing character die "
         "can't block this turn.",
         [("target_opposing_die", 0, {"sidekick": True}),
          ("target_opposing_die", 1, {"unlike_choice": 0})]),
        # one phrase, two effects: one choice, as before
        ("When fielded, target character die gets +2A and gains Overcrush.",
         [("target_die", 0, {}), ("target_die", 0, {})]),
    ],
)  # fmt: skip
def test_each_phrase_is_its_own_choice(line: str, expected: list) -> None:
    assert _targets(effects("character", line)) == expected


def test_the_reading_names_each_choice() -> None:
    line = (
        "When fielded, deal 2 damage to target character die and reroll a different target "
        "character die."
    )
    assert said(line) == (
        "When fielded: deal 2 damage to target character die, then reroll target character "
        "die other than the one chosen first."
    )
    assert said("When fielded, KO target character die and reroll target character die.") == (
        "When fielded: KO target character die, then reroll target character die."
    )


def test_another_opposing_die_alone_is_another_than_this_die() -> None:
    """docs/rulings.md "Several targets": no opposing die is this card's own."""
    line = ("Whenever Wren Hollow is dealt combat damage, deal damage equal to its A to another "
            "target opposing character die.")  # fmt: skip
    assert _targets(effects("character", line)) == [("target_opposing_die", 0, {})]
    line = ("When Wren Hollow attacks, deal 2 damage to target opposing character die and 1 "
            "damage to another target opposing character die.")  # fmt: skip
    assert _targets(effects("character", line)) == [
        ("target_opposing_die", 0, {}), ("target_opposing_die", 1, {"unlike_choice": 0})
    ]  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, deal 2 damage to a different target character die.",  # none before it
        # another than this die: it may be named (no filter of the engine leaves it out)
        "When Wren Hollow attacks, deal 1 damage to another target character die.",
        # another than the attacking opposing die: which is not this card's
        "When an opposing character die attacks, deal 1 damage to another target opposing "
        "character die.",
        "Deal 1 damage to another target opposing character die.",  # an action die's: no die
        "When fielded, deal 1 damage to target character die and target player.",
        "When fielded, choose a character die. Target opposing character die can't block this "
        "turn.",
        "When fielded, KO up to 2 target sidekick dice. Target opposing character die can't "
        "block this turn.",
        # three effects of one kind, two phrases: which goes with which is not told apart
        "When fielded, target character die gets +2A and gains Overcrush. Target character "
        "die can't block this turn.",
        # two dice picked (not targeted) of one kind, in two clauses or sentences: two
        # picks, which the engine would ask as one (the same die twice)
        "When fielded, KO a character die you control and KO a character die you control.",
        "When fielded, choose a character die. Spin it up 1 level. Choose a character die. "
        "Spin it down 1 level.",
        "When fielded, move a Sidekick die from your Used Pile to your bag and move a "
        "Sidekick die from your Prep Area to your bag.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) == "choice"


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # one pick, and "that die" after it: one choice
        ("When fielded, choose a character die. That die can't attack this turn.",
         [("choose_die", 0, {}), ("choose_die", 0, {})]),
        # one phrase picking dice for two effects: one choice
        ("Up to two character dice in your Field Zone get +2A and Overcrush until end of turn.",
         None),
    ],
)  # fmt: skip
def test_one_pick_stays_one_choice(line: str, expected: list | None) -> None:
    found = effects("character" if expected else "basic_action", line)
    assert len({e.get("choice", 0) for e in found}) == 1
    if expected:
        assert _targets(found) == expected


def test_a_compiled_card_asks_both_choices_in_play() -> None:
    """The compiled line, played: two `choose_target` decisions, the second without c5."""
    line = (
        "Target opposing character die can't block this turn. A different target opposing "
        "character die can't block this turn."
    )
    card = action_card("hush", {"text": line, "effects": effects("action", line)})
    g = with_action(card, chris_field=3)
    g.do(A.UseActionDie(player=0, die=bac("hush", 1)))
    assert set(g.pending.options) == {c(5), c(6), c(7)}
    g.do(A.ChooseTarget(player=0, target=c(5)))
    assert set(g.pending.options) == {c(6), c(7)}
    g.do(A.ChooseTarget(player=0, target=c(6)))
    assert under(g.state, "cant_block", c(5)) and under(g.state, "cant_block", c(6))
    assert not under(g.state, "cant_block", c(7)) and not under(g.state, "cant_block", m(1))
