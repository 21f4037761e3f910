"""Targets named relative to the die an ability is about (its trigger's source die), which
no choice or filter picks: the dice engaged with it, and the player who controls it.

- `engaged`: the character dice engaged with a die: the attacker it blocks, or the dice
  blocking it ("A character die blocking or being blocked is engaged with the opposing
  character die", 000 glossary), while both are in the Attack Zone.
- `blockers`: the character dice blocking a die ("deal 1 damage to each character die
  blocking it" after "when <this> is blocked"): the ones declared as its blockers, still in
  the Attack Zone (none if it blocks, or is not attacking).
- `fought`: the character dice a die fought in this combat as the combat record pairs them
  (blocking it, or blocked by it), those still in the Attack Zone, whether or not the die
  itself still is: "each character die it was engaged with" after "when <this> is KO'd while
  engaged" (a die KO'd by combat damage has left the Attack Zone, DM-9.11; its pairs stay in
  the record until combat ends). `it_blocked`: the same of the attackers it blocked only ("the
  blocked character die" after "when <this> is KO'd while blocking", DM-9.3).
- `controller`: "its controller" / "that die's controller" on a trigger about another die
  ("when an opposing character die is KO'd, deal 2 damage to its controller"): the player
  that die belongs to now (a KO'd die is in its owner's Used Pile, DM-23.2: a controlled die
  that leaves play goes back to its owner, docs/rulings.md "Its controller").
- `used_action`: "it" of "when you use an action die, ...": the action die used last this
  turn (`GameState.used_actions`), whose use set the ability off (abilities/used_instead.py).
"""

from __future__ import annotations

from collections.abc import Callable

from games.engine.model.state import GameState, Trigger, Zone


def engaged_with(state: GameState, die_id: str) -> list[str]:
    """The character dice engaged with a die (module doc)."""
    combat = state.combat
    if combat is None or die_id not in state.dice or state.dice[die_id].zone is not Zone.ATTACK:
        return []
    if die_id in combat.blocks:  # (one attacker, or several: abilities/several_blocks.py)
        return sorted(a for a in combat.blocked_by(die_id) if state.dice[a].zone is Zone.ATTACK)
    return sorted(b for b, a in combat.pairs() if a == die_id and state.dice[b].zone is Zone.ATTACK)


def _engaged(state: GameState, trigger: Trigger) -> list[str]:
    return engaged_with(state, trigger.source_die)


def _blockers(state: GameState, trigger: Trigger) -> list[str]:
    combat = state.combat
    if combat is None:
        return []
    return sorted(
        b
        for b, a in combat.pairs()
        if a == trigger.source_die and state.dice[b].zone is Zone.ATTACK
    )


def _fought(state: GameState, trigger: Trigger) -> list[str]:
    combat, die = state.combat, trigger.source_die
    if combat is None:
        return []
    found = {a if b == die else b for b, a in combat.pairs() if die in (a, b)}
    return sorted(d for d in found if state.dice[d].zone is Zone.ATTACK)


def _it_blocked(state: GameState, trigger: Trigger) -> list[str]:
    combat = state.combat
    if combat is None:
        return []
    found = combat.blocked_by(trigger.source_die)
    return sorted(a for a in found if state.dice[a].zone is Zone.ATTACK)


def _controller(state: GameState, trigger: Trigger) -> list[str]:
    die = state.dice.get(trigger.source_die)
    if die is None or die.owner is None:
        return []  # no die of a player (a Basic Action Die on its card): no one
    return [f"player:{die.owner}"]


def _used_action(state: GameState, trigger: Trigger) -> list[str]:
    if not state.used_actions:
        return []
    die = state.used_actions[-1][1]
    return [die] if die in state.dice else []


# TargetKind.what -> the targets it names for a trigger (abilities/targets.py resolve_targets)
RELATIVE: dict[str, Callable[[GameState, Trigger], list[str]]] = {
    "engaged": _engaged,
    "blockers": _blockers,
    "fought": _fought,
    "it_blocked": _it_blocked,
    "controller": _controller,
    "used_action": _used_action,
}
