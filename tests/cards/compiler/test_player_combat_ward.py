"""Combat damage a player is not dealt from some opposing dice while a static holds
(constructs/silence.py `deals_you_none`; engine abilities/immunity.py on "you", DM-14.3,
DM-19.1): "While <self> is active, opposing Sidekicks deal you no combat damage". Only
opposing dice deal a player combat damage (DM-9.8), so the source's kind is the filter.
Near misses (anyone's dice, any damage) stay text only. Cards and wording are our own."""

from __future__ import annotations

from games.engine.abilities.damage import deal_damage
from games.engine.model.batch import Batch
from tests.cards.compiler.helpers import NAME, effects, said, why
from tests.engine.keywords.common import character, face_off

LINE = f"While {NAME} is active, opposing Sidekicks deal you no combat damage."
SIDEKICK, STONE = "p2:sidekick:5", "p2:stone:1"


def test_it_is_read_as_a_ward_on_its_player_from_sidekicks() -> None:
    assert effects("character", LINE) == [
        {"op": "no_damage_from", "target": "you",
         "by_filters": {"sidekick": True, "combat": True}}
    ]  # fmt: skip
    assert "you take no combat damage from Sidekick character dice" in said(LINE)


def test_near_misses_stay_text_only() -> None:
    for line in (
        f"While {NAME} is active, Sidekicks deal you no combat damage.",  # anyone's
        f"While {NAME} is active, opposing Sidekicks deal you no damage.",  # any damage
        f"While {NAME} is active, opposing Sidekicks deal your dice no combat damage.",
    ):
        assert why("character", line) != "", line


def _game(active: bool) -> object:
    from cards.compiler import compile_card

    made = compile_card("character", [LINE.replace(NAME, "Warden")], "Warden", code="warden")
    warden = character("warden", 1, 3, text=[LINE], **made)
    mine = [warden] if active else [character("pebble", 1, 1)]
    return face_off(mine, [character("stone", 2, 3)], chris_field=1)


def test_an_opposing_sidekick_deals_its_player_no_combat_damage() -> None:
    g = _game(active=True)
    state = g.state  # type: ignore[attr-defined]
    assert deal_damage(Batch(state), SIDEKICK, "player:0", 1, True) == 0
    assert deal_damage(Batch(state), SIDEKICK, "player:0", 1, False) == 1  # ability damage
    assert deal_damage(Batch(state), STONE, "player:0", 2, True) == 2  # not a Sidekick
    g = _game(active=False)
    assert deal_damage(Batch(g.state), SIDEKICK, "player:0", 1, True) == 1  # type: ignore[attr-defined]
