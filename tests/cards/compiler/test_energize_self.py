"""Energize's own die in its line (cards/compiler/constructs/keyword_lines.py): "Energize -
<effect> and reroll this die" names the die that rolled its double energy face, found in the
Reserve Pool where it rolled (games/engine/abilities/own_die.py; Energize's glossary line,
000:L779: "Energize: When you roll a die with Energize on its double energy face, use its
Energize ability."). An
Impulse or Aftershock line's own die is still not read: that die is not where it was used."""

from __future__ import annotations

from tests.cards.compiler.helpers import NAME, compiled, why


def test_energize_may_name_its_own_die() -> None:
    line = f"Energize - Deal 2 damage to target opponent and reroll {NAME}."
    made = compiled("character", [line], keywords=["energize"])
    assert "unread" not in made, made
    (record,) = made["abilities"]
    assert record["trigger"] == "energize"
    assert record["effects"][-1] == {"op": "reroll", "target": "this_die"}


def test_an_impulse_line_naming_its_own_die_stays_text_only() -> None:
    """Near miss: Impulse triggers as the die is bought, into the Used Pile (DM-8.8)."""
    assert why("character", f"Impulse - Deal 1 damage to target opponent and reroll {NAME}.")
