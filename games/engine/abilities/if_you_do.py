""" "You may <do something>. If you do, <effect>." (DM-12.2, DM-12.3; docs/rulings.md "If you
do"): the effects before "if you do" are the ability's cost, and what follows happens only
if that cost is paid in full. Card data: each effect after it carries the condition
{"kind": "done"}; the effects before the first such effect are the cost.

As the ability resolves (abilities/resolution.py), the cost is checked first: every effect
of it must act on something now (its chosen target still valid, DM-13.4; `self` still in
the Field Zone) and be payable whole ("if the cost is spinning a die down a level and you
only have level-1 dice, you cannot pay", DM-12.2: `Effect.payable`). A cost that cannot be
paid, or an optional ability declined (DM-12.2: "You cannot avoid paying costs", so a
player who does not want the effect declines the choice), resolves with nothing done: the
cost is not half paid and the effect does not happen. Otherwise the cost's effects happen,
then the rest: the condition "done" then holds (it is checked here, before them).

An optional ability of this kind with nothing to choose is not asked about while its cost
cannot be paid (abilities/resolution.yes_or_no), as an energy payment is not (flow/paid.py).
"""

from __future__ import annotations

from games.engine.abilities.answers import answer_for
from games.engine.abilities.effects import EFFECTS
from games.engine.abilities.targets import DECLINE, resolve_targets
from games.engine.model.cards import Ability, EffectSpec
from games.engine.model.state import GameState, Trigger

DONE = "done"  # the condition "if you do"


def cost(ability: Ability) -> tuple[EffectSpec, ...]:
    """The effects before "if you do" (none: the ability has no "if you do")."""
    for index, effect in enumerate(ability.effects):
        if effect.condition is not None and effect.condition.kind == DONE:
            return tuple(ability.effects[:index])
    return ()


def payable(
    state: GameState, ability: Ability, trigger: Trigger, chosen: str, given: tuple[str, ...] = ()
) -> bool:
    """The ability's cost can be paid whole now, on the target chosen for it (True for an
    ability with no "if you do"). Declined ("you may"), it is not paid. `given`: each
    choice's answer when the ability asks several (abilities/answers.py): each effect of the
    cost is checked on its own choice's answer ("you may KO a die. If you do, move a die
    from your Used Pile ...": the KO's die, not the one asked last)."""
    paid = cost(ability)
    for effect in paid:
        answer = answer_for(effect, given) if len(given) > 1 else chosen
        if answer == DECLINE:
            return False
        primitive = EFFECTS.get(effect.op)
        targets = resolve_targets(state, effect, trigger, answer)
        if primitive is None or not targets or not primitive.payable(state, effect, targets):
            return False
    return True
