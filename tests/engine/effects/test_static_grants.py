"""Keywords a static ability gives (DM-14.3; abilities/static_grants.py): "While active, your
character dice gain Fast" holds while its card is active (DM-18.1) and reaches the dice it
names in the Field Zone; a grant until the end of the turn (effects/granting.py) stays as it
was. Cards and wording are our own."""

from __future__ import annotations

from games.engine.abilities.hooks import damage_phase
from games.engine.abilities.texts import has_keyword, hooks_of
from tests.engine.effects.common import effect
from tests.engine.effects.test_borrowed_text import _game
from tests.engine.helpers import m
from tests.engine.keywords.common import character

HERALD = character(
    "herald", 1, 1,
    abilities=[{"trigger": "static", "text": "While active, your character dice gain Fast.",
                "effects": [effect("grant_keyword", "all_your_characters",
                                   keyword="fast")]}],
)  # fmt: skip
PLAIN = character("plain", 2, 2)


def test_a_static_grant_holds_while_its_card_is_active() -> None:
    """DM-18.1: the card's ability works while a die of it is in the Field Zone; then every
    character die of its player there has the keyword's rule change (Fast: earlier damage)."""
    g, herald, _ = _game(HERALD, PLAIN)
    assert not has_keyword(g.state, g.state.dice[m(1)], "fast")
    g.field(herald)
    assert has_keyword(g.state, g.state.dice[m(1)], "fast")
    assert damage_phase(g.state, m(1)) < 1
    assert hooks_of(g.state, herald, "damage_phase")


def test_a_static_grant_reaches_only_the_dice_it_names() -> None:
    """Near miss: "your character dice" are not the opponent's (DM-13.3)."""
    g, herald, plain = _game(HERALD, PLAIN)
    g.field(herald)
    assert not has_keyword(g.state, g.state.dice[plain], "fast")
    assert damage_phase(g.state, plain) == 1


SQUIRE = character(
    "squire", 1, 1,
    abilities=[{"trigger": "static", "text": "While active, your Sidekick dice gain Overcrush.",
                "effects": [effect("grant_keyword", "all_your_characters", keyword="overcrush",
                                   filters={"sidekick": True})]}],
)  # fmt: skip


def test_a_grant_narrowed_to_sidekicks_reaches_them_only() -> None:
    """The Sidekick filter asks the counts_as_sidekick hook, where no grant of Overcrush is
    looked at (it would ask itself round)."""
    g, squire, _ = _game(SQUIRE, PLAIN)
    g.field(squire)
    assert has_keyword(g.state, g.state.dice[m(1)], "overcrush")
    assert hooks_of(g.state, m(1), "combat_damage")
    assert not has_keyword(g.state, g.state.dice[squire], "overcrush")


STALWART = character(
    "stalwart", 1, 1,
    abilities=[{"trigger": "static", "text": "While active, your Sidekick dice gain Iron Will.",
                "effects": [effect("grant_keyword", "all_your_characters", keyword="iron_will",
                                   filters={"sidekick": True})]}],
)  # fmt: skip


def test_iron_will_given_by_a_static_asks_the_ko_door() -> None:
    """Iron Will (a set keyword, docs/rulings.md "Iron Will") given by a static (DM-14.3):
    the die's hook may_be_kod says an undamaged die is not KO'd (DM-16.1); the giving card's
    own die, not a Sidekick, has no such hook (near miss)."""
    g, stalwart, _ = _game(STALWART, PLAIN)
    assert not hooks_of(g.state, m(1), "may_be_kod")
    g.field(stalwart)
    assert has_keyword(g.state, g.state.dice[m(1)], "iron_will")
    assert hooks_of(g.state, m(1), "may_be_kod")
    assert not hooks_of(g.state, stalwart, "may_be_kod")
