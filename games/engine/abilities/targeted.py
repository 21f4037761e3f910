"""A die chosen as a target (DM-13.1: "target" targets; a "choose" or a move does not):
the occasion "targeted", announced as the target is chosen, before the effect resolves
(flow/decide.py). `player` is who controls the targeting ability, `other` its kind: an
action die's, a Global's or a character's (targetability.source_kind). The triggers wait
on a die of this card ("When <self> is targeted by an action die") or one of its player's
dice ("When one of your character dice is targeted by ..."), by any player's ability of
those kinds or an opponent's only; they join `TRIGGERS` here, once the loader imports this
(as abilities/survival.py's)."""

from __future__ import annotations

from collections.abc import Callable

from games.engine.abilities.occasions import TRIGGERS, Occasion, TriggerKind
from games.engine.abilities.queue import ability_of
from games.engine.abilities.target_kinds import TARGETS
from games.engine.abilities.targetability import source_kind
from games.engine.model.state import GameState, Trigger

SOURCES = {
    "action": ("action",),
    "global": ("global",),
    "action_or_global": ("action", "global"),
    "any": ("action", "global", "character"),
}  # ("an opponent targets ...": any kind)


def targeted(
    state: GameState, trigger: Trigger, target: str, split: tuple[tuple[str, int], ...]
) -> list[Occasion]:
    """The "targeted" occasions of the dice just chosen as the trigger's targets."""
    ability = ability_of(state, trigger)
    effect = next((e for e in ability.effects if TARGETS[e.target].chosen), None)
    if effect is None or not TARGETS[effect.target].targeting:
        return []
    dice = sorted({d for d in (target, *(s for s, _ in split)) if d in state.dice})
    kind = source_kind(state, trigger)
    return [Occasion("targeted", die=d, player=trigger.controller, other=kind) for d in dice]


def _by(kinds: tuple[str, ...], opposing: bool) -> Callable[[GameState, Occasion, str], bool]:
    def condition(state: GameState, occasion: Occasion, die: str) -> bool:
        if occasion.other not in kinds:
            return False
        owner = state.dice[occasion.die].owner
        return not opposing or (owner is not None and occasion.player in state.opponents(owner))

    return condition


def _kinds() -> dict[str, TriggerKind]:
    found: dict[str, TriggerKind] = {}
    for source, kinds in SOURCES.items():
        for opposing in (False, True):
            by = f"{'opposing_' if opposing else ''}{source}"
            condition = _by(kinds, opposing)
            found[f"when_targeted_by_{by}"] = TriggerKind("targeted", condition=condition)
            found[f"when_your_die_targeted_by_{by}"] = TriggerKind(
                "targeted", "yours", True, condition=condition
            )
    return found


TARGETED_TRIGGERS = _kinds()
TRIGGERS.update(TARGETED_TRIGGERS)
