"""The constructs the grammar reads, one module each (its grammar fragment, its transformer
rules). Adding one: a module here with `GRAMMAR` (lark rules, `%extend`ing a slot of the
core: opening, trigger, effect, target, count) and `RULES` (rule name -> function of the
rule's transformed children), a line in `CONSTRUCTS`, and its test in tests/cards/compiler/
with near misses that must stay text only."""

from __future__ import annotations

from types import ModuleType

from cards.compiler.constructs import (
    bursts,
    capture,
    combat_triggers,
    conditions,
    cost_changes,
    cost_filters,
    counts,
    damage,
    deeds,
    divided,
    draws,
    equal_to,
    field_sidekick,
    globals_,
    keyword_lines,
    ko,
    lasting,
    life,
    moves,
    own_triggers,
    prevention,
    reroll,
    spin,
    state_conditions,
    stats,
    targets,
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
    spin,
    draws,
    reroll,
    field_sidekick,
    moves,
    capture,
    lasting,
    untargetable,
    prevention,
    counts,
    equal_to,
    cost_changes,
    cost_filters,
    conditions,
    state_conditions,
    own_triggers,
    turn_triggers,
    while_active,
    deeds,
    combat_triggers,
    globals_,
    bursts,
    keyword_lines,
)
