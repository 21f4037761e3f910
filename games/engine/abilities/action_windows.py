"""When an action die may be used (card text over DM-8.14): "Use only after blockers are
assigned." An action ability's `steps` name the windows its die may be used in, as a
"whenever you could use a Global" ability's do (Tag Out, DM-8.19): ("action_global_window",)
is the Action/Global window after blockers are declared (DM-9.6); () is any window the rules
allow. The die of a card whose action may not be used now cannot be used (flow/main_step.py
`use_action_die`), so neither the player nor a bot is offered it.

And how often a "whenever you could use a Global" ability may be used: "once per turn" is
once per card (DM-15.5), or once per die where the rulebook says so (`each_die`: "card text
and powers refer to individual dice separately", 001:L631-634, Iceman); model/evolve.py
records the use under the same key."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.engine.model import errors as E
from games.engine.model.cards import Ability, CardDef
from games.engine.model.errors import IllegalAction
from games.engine.model.state import GameState, Step

WINDOWS = frozenset({Step.MAIN.value, Step.ACTION_WINDOW.value})


def in_its_window(state: GameState, ability: Ability) -> bool:
    """May the action die of `ability` be used in the step the game is in?"""
    return not ability.steps or state.step.value in ability.steps


def check_window(state: GameState, card: CardDef, abilities: list[int], die: str) -> None:
    """Refuse the use of an action die whose card says it may not be used now."""
    if not all(in_its_window(state, card.abilities[i]) for i in abilities):
        raise IllegalAction(E.ACTION_DIE_NOT_NOW, f"{die}: its card says when to use it", "DM-8.14")


def used_this_turn(
    state: GameState, ability: Ability, player: int, card: str, index: int, die: str
) -> bool:
    """Has a "once per turn" ability been used this turn, by this card (or this die)?"""
    whose = die if ability.each_die else card
    return ability.first_time_each_turn and (player, whose, index) in state.fired


def steps_from_dict(names: Any, trigger: str, where: str) -> tuple[str, ...]:
    """An ability's windows, card data: a list of Global windows, for an action or a
    "whenever you could use a Global" ability only."""
    steps = tuple(names) if isinstance(names, Iterable) and not isinstance(names, str) else None
    if steps is None or not set(steps) <= WINDOWS:
        raise ValueError(f"{where}: steps must list windows of {sorted(WINDOWS)}")
    if steps and trigger not in ("action", "global_window"):
        raise ValueError(f"{where}: only an action or a Global-window ability has steps")
    return steps
