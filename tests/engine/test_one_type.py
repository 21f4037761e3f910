"""The condition `one_energy_type` (abilities/one_type.py): "if your opponent only has
character dice of one energy type in the Field Zone, <this> gets +2A and +2D while
attacking" - every one of that player's character dice in a Field Zone has one energy type
in common (DM-1.2: a card's energy types), and there is one or more; a Sidekick die has no
energy type (DM-1.7). Played with a static of our own wording (DM-14.3: the static holds
while its condition does). Our own cards."""

from __future__ import annotations

from functools import partial

from cards.compiler import compile_card
from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.stats import attack_of, defense_of
from games.engine.model.cards import Condition
from games.reading.conditions import condition_words
from tests.engine.keywords import common
from tests.engine.keywords.common import character

ONE = Condition("one_energy_type", (("whose", "opposing"),))
LINE = (
    "If your opponent only has character dice of one energy type in their Field Zone, "
    "Prism Scout gets +2A and +2D while attacking."
)

# Chris's team is his cards of the test only (no foe's card with a type of its own)
face_off = partial(common.face_off, foe=False)


def _scout() -> dict:
    made = compile_card("character", [LINE], "Prism Scout", code="scout")
    return character("scout", 1, 1, energy_types=["mask"], abilities=made["abilities"])


def _typed(card_id: str, *types: str) -> dict:
    return character(card_id, 1, 1, energy_types=list(types))


def _holds(g) -> bool:  # type: ignore[no-untyped-def]
    return holds(Context(g.state, 0, "scout", "p1:scout:1"), ONE)


def test_dice_of_one_type_hold_and_a_second_type_does_not() -> None:
    """Two (fist) cards: one type. A (bolt) card beside them: two types, no longer one."""
    g = face_off([_scout()], [_typed("ember", "fist"), _typed("flint", "fist")])
    assert _holds(g)
    g = face_off([_scout()], [_typed("ember", "fist"), _typed("spark", "bolt")])
    assert not _holds(g)


def test_a_crossover_die_shares_each_of_its_types() -> None:
    """DM-1.2: a card of (fist) and (bolt) has both; beside a (fist) die, all share (fist)."""
    g = face_off([_scout()], [_typed("ember", "fist"), _typed("twin", "fist", "bolt")])
    assert _holds(g)


def test_a_sidekick_has_no_type_and_no_dice_is_not_one_type() -> None:
    """DM-1.7: a Sidekick die has no energy type, so with it the dice share none; a player
    with no character dice in the Field Zone has no dice of one type either."""
    g = face_off([_scout()], [_typed("ember", "fist")], chris_field=1)
    assert not _holds(g)
    g = face_off([_scout()], [_typed("ember", "fist")])
    g.give(1, "p2:ember:1", to="used")
    assert not _holds(g)


def test_your_own_dice_are_not_asked_about() -> None:
    """`whose` opposing: Michele's own (mask) die beside Chris's (fist) ones changes nothing."""
    g = face_off([_scout(), _typed("shade", "bolt")], [_typed("ember", "fist")])
    assert _holds(g)


def test_the_static_gives_its_bonus_only_while_attacking_and_while_one_type() -> None:
    """Played: Prism Scout gets +2A/+2D once it attacks (DM-9.1) while Chris's dice are all
    (fist); with a (bolt) die beside them it gets nothing."""
    g = face_off([_scout()], [_typed("ember", "fist")])
    die = g.state.dice["p1:scout:1"]
    assert (attack_of(g.state, die), defense_of(g.state, die)) == (1, 1)
    g.attack("p1:scout:1")
    die = g.state.dice["p1:scout:1"]
    assert (attack_of(g.state, die), defense_of(g.state, die)) == (3, 3)
    g = face_off([_scout()], [_typed("ember", "fist"), _typed("spark", "bolt")])
    g.attack("p1:scout:1")
    die = g.state.dice["p1:scout:1"]
    assert (attack_of(g.state, die), defense_of(g.state, die)) == (1, 1)


def test_the_reading_says_it() -> None:
    assert "they all share one energy type" in condition_words(ONE)
