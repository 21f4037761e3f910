"""When an action die may be used (card text over DM-8.14): "Use only after blockers are
assigned." An action ability's `steps` name the windows its die may be used in, as a
"whenever you could use a Global" ability's do (Tag Out, DM-8.19): ("action_global_window",)
is the Action/Global window after blockers are declared (DM-9.6); () is any window the rules
allow. The die of a card whose action may not be used now cannot be used (flow/main_step.py
`use_action_die`), so neither the player nor a bot is offered it.

And how often a "whenever you could use a Global" ability may be used: "once per turn" is
once per card (DM-15.5), or once per die where the rulebook says so (`each_die`: "card text
and powers refer to individual dice separately", 001:L631-634, Iceman); model/evolve.py
records the use under the same key.

A card may also bar its dice's use while a condition holds ("you may not use this die if you
have 15 or more life", "use only if ..."): a static ability of its card, effect `cant_use_die`
(effects/use_bar.py) under the ability's condition, read about the player using the die
(DM-12.1: "can't" beats "can"; DM-8.14)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.engine.abilities.conditions import Context, holds
from games.engine.model import errors as E
from games.engine.model.cards import Ability, CardDef
from games.engine.model.errors import IllegalAction
from games.engine.model.state import GameState, Step

WINDOWS = frozenset({Step.MAIN.value, Step.ACTION_WINDOW.value})
CANT_USE = "cant_use_die"  # a static's: its card's dice may not be used while it holds


def in_its_window(state: GameState, ability: Ability) -> bool:
    """May the action die of `ability` be used in the step the game is in?"""
    return not ability.steps or state.step.value in ability.steps


def check_window(state: GameState, card: CardDef, abilities: list[int], die: str) -> None:
    """Refuse the use of an action die whose card says it may not be used now."""
    if not all(in_its_window(state, card.abilities[i]) for i in abilities):
        raise IllegalAction(E.ACTION_DIE_NOT_NOW, f"{die}: its card says when to use it", "DM-8.14")
    if barred(state, card, die):
        raise IllegalAction(E.ACTION_DIE_NOT_NOW, f"{die}: its card bars its use now", "DM-8.14")


def barred(state: GameState, card: CardDef, die: str) -> bool:
    """Does a `cant_use_die` static of the card hold for the die's owner now?"""
    owner = state.dice[die].owner
    return owner is not None and any(
        a.trigger == "static"
        and any(e.op == CANT_USE for e in a.effects)
        and holds(Context(state, owner, card.id, die), a.condition)
        for a in card.abilities
    )


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
