"""A choice of several dice under one budget (issue 16): "captures any number of opposing
characters with a total fielding cost of 2 or less". The filter `total_field_cost` N: each
die offered has a fielding cost of N or less (a die alone must fit), and the dice named
together add up to N or less (`over_total`, checked with the other limits of an "up to"
choice, abilities/targets.py `check_split`). Fielding cost: the cost of the character face
the die shows (DM-8.10), as the `field_cost` filter has it."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.engine.abilities.filters import FILTERS, field_cost_shown
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Die, GameState

TOTAL = "total_field_cost"
ANY_NUMBER = (
    99  # "any number of ...": an `up_to` no side reaches (a team has 20 dice and 8 Sidekicks)
)


def budget(effect: EffectSpec | None) -> int | None:
    """The total the dice an effect names may cost together, or None (no such limit)."""
    if effect is None:
        return None
    return next((int(v) for name, v in effect.filters if name == TOTAL), None)


def over_total(state: GameState, effect: EffectSpec | None, dice: Iterable[str]) -> str:
    """Why the dice named together cost too much ("" if they do not)."""
    most = budget(effect)
    if most is None:
        return ""
    total = sum(
        field_cost_shown(state, state.dice[d]) or 0 for d in dice if not d.startswith("player:")
    )
    return f"their fielding costs add up to {total}, more than {most}" if total > most else ""


def within(state: GameState, effect: EffectSpec | None, picks: list[str], option: str) -> bool:
    """May `option` join the dice already picked (a bot's or a legal action's pick)?"""
    return not over_total(state, effect, [*picks, option])


def _one_fits(state: GameState, die: Die, value: Any) -> bool:
    cost = field_cost_shown(state, die)
    return cost is not None and cost <= int(value)


FILTERS[TOTAL] = _one_fits
