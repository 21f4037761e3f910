"""Equip (a set keyword of the Dungeons & Dragons sets; no rulebook we hold defines it,
docs/rulings.md "Equip"): the cards' own reminder says "attach to a character with (eq)".
Ruling: a die of a card with Equip is used as an action die (DM-8.14) that goes to the Field
Zone instead of the Used Pile (hook action_die_destination, as Continuous), and its action
ability (this keyword's) attaches it to a character die of its player's Field Zone
(effects/equip.py; chosen, not targeted: the reminder says "attach", DM-13.1). What the Gear
does there is its card's static ability on "the equipped character" (target kind
`equipped_die`, DM-14.3)."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.model.cards import Ability, EffectSpec, KeywordUse
from games.engine.model.state import GameState, Zone

NAME = "equip"
ATTACH = EffectSpec("equip", target="choose_your_die")


def action_die_destination(state: GameState, die: str) -> Zone:
    return Zone.FIELD


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (Ability("action", (ATTACH,), origin=f"keyword:{NAME}"),)


KEYWORD = Keyword(
    name=NAME,
    label="Equip",
    glossary="attach to a character with (eq)",
    source="62bff's reminder",
    rules=("DM-8.14", "DM-13.1", "DM-13.4", "DM-14.2", "DM-14.3"),
    hooks={"action_die_destination": action_die_destination},
    abilities=abilities,
)
