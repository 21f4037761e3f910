"""An ability's several choices (DM-13.1, issue 16): "deal 1 damage to target character die
and reroll a different target character die" names two targets, chosen one after the other.

Each chosen effect's `choice` says which of its ability's choices names its target (0 the
first; the effects of one choice share its one answer: "that die"). The flow asks them in
order, one `choose_target` decision each (abilities/targets.py `target_options` offers the
choice now asked); the answers given so far wait in `GameState.chosen` (model/evolve.py keeps
them until the ability resolves), and the ability resolves after the last. A choice with
nothing to name is answered `NOTHING` (DM-13.4: its effects do nothing, the other choices are
still made, DM-12.3). A later choice may name the die an earlier one named unless its filter
`unlike_choice` (the earlier choice's number) says otherwise ("a different target ...",
docs/rulings.md "Several targets")."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import CHECKS, FILTERS
from games.engine.abilities.opponent_prevents import OPPONENT_MAY_PAY
from games.engine.abilities.queue import ability_of
from games.engine.abilities.target_kinds import TARGETS
from games.engine.model.cards import Ability, EffectSpec, GlobalAbility
from games.engine.model.state import Die, GameState, Trigger

_CHOSEN = frozenset(name for name, kind in TARGETS.items() if kind.chosen)
# The answer to a choice with no valid target (DM-13.4): nothing is named
NOTHING = "nothing"


def choices(ability: Ability | GlobalAbility) -> int:
    """How many choices of target the ability asks for (1 for most: its one choice)."""
    most = 0  # (a loop: no generator; asked for every ability that resolves)
    for e in ability.effects:
        if e.target in _CHOSEN and e.choice > most:
            most = e.choice
    return 1 + most


def asked(state: GameState, trigger: Trigger) -> int:
    """The number of the choice the trigger asks now: after the answers already given (the
    head trigger's), else its first."""
    if not state.chosen or not state.triggers or state.triggers[0] != trigger:
        return 0
    done = len(state.chosen)
    return done if done < choices(ability_of(state, trigger)) else 0


def asked_effects(state: GameState, trigger: Trigger) -> list[EffectSpec]:
    """The chosen effects of the choice asked now (in order)."""
    now = asked(state, trigger)
    effects = ability_of(state, trigger).effects
    return [e for e in effects if e.target in _CHOSEN and e.choice == now]


def first_asked(state: GameState, trigger: Trigger) -> EffectSpec | None:
    """The first effect of the choice asked now (what it offers and who answers), or None."""
    found = asked_effects(state, trigger)
    return found[0] if found else None


def more_to_choose(state: GameState, trigger: Trigger, answer: str) -> bool:
    """After `answer` (recorded): does a later choice remain? A declined ability ("you may":
    DECLINE, abilities/targets.py) has none left; an opponent's declined payment asked first
    ("... before you choose targets": opponent_prevents.py) declines only the payment."""
    ability = ability_of(state, trigger)
    several = choices(ability)
    if several < 2 or len(state.chosen) >= several:
        return False
    if answer != "decline":
        return True
    done = len(state.chosen) - 1  # the choice just declined
    return any(e.target == OPPONENT_MAY_PAY and e.choice == done for e in ability.effects)


def answers(state: GameState, trigger: Trigger, target: str) -> tuple[str, ...]:
    """Each choice's answer as the ability resolves: `target` for an ability of one choice;
    for several, those recorded (a choice never asked: none)."""
    if choices(ability_of(state, trigger)) == 1:
        return (target,)
    return state.chosen


def answer_for(effect: EffectSpec, given: tuple[str, ...]) -> str:
    """The target the effect's choice was answered with ("" if none)."""
    return given[effect.choice] if effect.choice < len(given) else ""


def _unlike(state: GameState, die: Die, value: Any) -> bool:
    """Not the die the earlier choice `value` named ("a different target character die")."""
    earlier = int(value)
    return earlier >= len(state.chosen) or state.chosen[earlier] != die.id


FILTERS["unlike_choice"] = _unlike
CHECKS["unlike_choice"] = lambda value: "" if str(value).isdigit() else "a choice's number"
