"""A static that stops damage to other dice than its card's, or to its player
(abilities/immunity.py; DM-14.3: while its card is active, DM-18.1; DM-19.1: prevented
damage is not dealt): "While <this> is active, prevent all non-combat damage dealt to your
other character dice", "... prevent all non-combat damage dealt to you". Cards are our own."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import card_from_dict
from games.engine.abilities.damage import deal_damage
from games.engine.model.batch import Batch
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR
from tests.engine.keywords.common import character, face_off

WARD, ALLY, BOLTER = "p1:ward:1", "p1:ally:1", "p2:bolter:1"
ALLY_CARD = character("ally", 1, 4)
BOLTER_CARD = character("bolter", 1, 4, energy_types=["bolt"])


def ward(target: str, **more: Any) -> dict[str, Any]:
    return character(
        "ward", 2, 3,
        abilities=[{"trigger": "static", "text": "While Ward is active, prevent ...",
                    "while_active": "self",
                    "effects": [effect("no_damage_from", target, **more)]}],
    )  # fmt: skip


def hit(g: Any, source: str, target: str, combat: bool) -> int:
    return deal_damage(Batch(g.state), source, target, 2, combat)


def test_your_other_character_dice_take_no_non_combat_damage() -> None:
    card = ward("all_your_characters", by_filters={"combat": False}, filters={"other_card": "ward"})
    g = face_off([card, ALLY_CARD], [BOLTER_CARD])
    assert hit(g, BOLTER, ALLY, False) == 0
    assert hit(g, BOLTER, ALLY, True) == 2  # combat damage is dealt
    assert hit(g, BOLTER, WARD, False) == 2  # not another die: its own
    assert hit(g, "p1:ally:1", BOLTER, False) == 2  # "your": not the opponent's dice


def test_you_take_no_non_combat_damage_while_it_is_active() -> None:
    g = face_off([ward("you", by_filters={"combat": False})], [BOLTER_CARD])
    assert hit(g, BOLTER, "player:0", False) == 0
    assert hit(g, BOLTER, "player:0", True) == 2
    assert hit(g, WARD, "player:1", False) == 2  # "you": its own player only
    g.arrange(0, "used", [WARD])  # no longer active (DM-18.1)
    assert hit(g, BOLTER, "player:0", False) == 2


def test_your_sidekick_dice_take_no_damage() -> None:
    g = face_off([ward("all_your_characters", filters={"sidekick": True})], [BOLTER_CARD])
    g.arrange(0, "field", ["p1:sidekick:1"], face=CHAR)
    assert hit(g, BOLTER, "p1:sidekick:1", True) == 0
    assert hit(g, BOLTER, WARD, True) == 2


def test_you_take_no_combat_damage_from_opposing_sidekicks() -> None:
    """A source filter on damage to a player is honoured: from a Sidekick die only."""
    g = face_off([ward("you", by_filters={"combat": True, "sidekick": True})], [BOLTER_CARD])
    g.arrange(1, "field", ["p2:sidekick:1"], face=CHAR)
    assert hit(g, "p2:sidekick:1", "player:0", True) == 0
    assert hit(g, "p2:sidekick:1", "player:0", False) == 2  # not combat damage
    assert hit(g, BOLTER, "player:0", True) == 2  # not a Sidekick
    assert hit(g, "p2:sidekick:1", "player:1", True) == 2  # its own player only


def test_a_filter_a_player_cannot_pass_is_refused_when_loaded() -> None:
    """Filters on the damaged die, or a level compared with it, would go unread for a
    player: the card data is refused (the card stays text only), never misread."""
    for more in ({"filters": {"sidekick": True}}, {"by_filters": {"level_vs": "higher"}}):
        with pytest.raises(ValueError, match="on a player"):
            card_from_dict(ward("you", **more))
    card_from_dict(ward("all_your_characters", filters={"sidekick": True}))  # a die: read
