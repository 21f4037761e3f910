"""The constructs the grammar reads, one module each (its grammar fragment, its transformer
rules). Adding one: a module here with `GRAMMAR` (lark rules, `%extend`ing a slot of the
core: opening, trigger, effect, target, count) and `RULES` (rule name -> function of the
rule's transformed children), a line in `CONSTRUCTS`, and its test in tests/cards/compiler/
with near misses that must stay text only."""

from __future__ import annotations

from types import ModuleType

from cards.compiler.constructs import (
    action_uses,
    active_turns,
    bursts,
    capture,
    combat_triggers,
    conditions,
    cost_changes,
    counts,
    damage,
    deeds,
    divided,
    draws,
    field_sidekick,
    globals_,
    grants,
    keyword_lines,
    ko,
    lasting,
    life,
    moves,
    own_triggers,
    prevention,
    reroll,
    spin,
    spin_to,
    state_conditions,
    stats,
    targets,
    teamwatch,
    turn_triggers,
    untargetable,
    while_active,
)

CONSTRUCTS: tuple[ModuleType, ...] = (
    targets,
    damage,
    divided,
    life,
    ko,
    stats,
    grants,
    spin,
    spin_to,
    draws,
    reroll,
    field_sidekick,
    moves,
    capture,
    lasting,
    untargetable,
    prevention,
    counts,
    cost_changes,
    conditions,
    state_conditions,
    own_triggers,
    turn_triggers,
    active_turns,
    while_active,
    deeds,
    combat_triggers,
    action_uses,
    globals_,
    bursts,
    keyword_lines,
    teamwatch,
)
