"""Dice that deal no damage while a static holds (constructs/silence.py in a static; engine
abilities/immunity.py `silenced`, DM-14.3, DM-9.7, DM-19.1): "While <self> is active,
Sidekicks deal no combat damage" - every Sidekick's, as printed, while the card is active;
their damage by abilities still is dealt. Cards and wording are our own."""

from __future__ import annotations

from games.engine.abilities.damage import deal_damage
from games.engine.model.batch import Batch
from tests.cards.compiler.helpers import NAME, effects, said
from tests.engine.keywords.common import character, face_off

LINE = f"While {NAME} is active, Sidekicks deal no combat damage."
SIDEKICK, STONE = "p2:sidekick:5", "p1:stone:1"


def test_it_is_read_as_a_static_on_every_sidekick() -> None:
    assert effects("character", LINE) == [
        {"op": "deals_no_combat_damage", "target": "all_characters", "filters": {"sidekick": True}}
    ]
    assert "deal no combat damage" in said(LINE) or "deals no combat damage" in said(LINE)


def _game(active: bool) -> object:
    from cards.compiler import compile_card

    made = compile_card("character", [LINE.replace(NAME, "Warden")], "Warden", code="warden")
    warden = character("warden", 1, 3, text=[LINE], **made)
    return face_off([character("stone", 2, 3), *([warden] if active else [])], [], chris_field=1)


def test_a_sidekick_deals_no_combat_damage_while_the_card_is_active() -> None:
    g = _game(active=True)
    assert deal_damage(Batch(g.state), SIDEKICK, STONE, 1, True) == 0  # type: ignore[attr-defined]
    assert deal_damage(Batch(g.state), SIDEKICK, STONE, 1, False) == 1  # type: ignore[attr-defined]
    g = _game(active=False)
    assert deal_damage(Batch(g.state), SIDEKICK, STONE, 1, True) == 1  # type: ignore[attr-defined]
