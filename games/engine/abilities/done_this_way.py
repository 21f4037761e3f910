"""Conditions on what an ability's own earlier effects did, read as it resolves: "If that
character is KO'd by this damage, ...", "... if any character dice are KO'd by this
damage", "If you spin up at least one <self> die, ..." (kind `this_way`, `what`: "kod" or
"spun"; `filters` narrow the dice, a value "self" being the ability's card).

DM-15.3: an ability resolves fully, its effects in order, and the trigger queue holds every
other ability meanwhile, so the dice KO'd (DiceKnockedOut) or spun to another face (DieSpun:
a die that cannot move is not spun, DM-21.2) since its resolution began are its own
effects' work. As for "for each die KO'd this way" (abilities/this_way.py), damage KOs a die
only when the game next looks at lethal damage (DM-16.1, DM-16.4), so the dice its damage
left lethal are KO'd first. `settled` counts them as the effect resolves and writes the
count into the condition (`counted`), which the check compares with the bound; outside a
resolution nothing was done "this way", so the count is 0."""

from __future__ import annotations

from dataclasses import replace

from games.engine.abilities.filters import FILTERS
from games.engine.abilities.this_way import done_since
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Condition, EffectSpec

KIND = "this_way"
WHAT = ("kod", "spun")


_EVENTS = {"kod": ev.DiceKnockedOut, "spun": ev.DieSpun}


def _dice(b: Batch, what: str, begun: int) -> list[str]:
    return done_since(b, _EVENTS[what], begun)


def _settled(b: Batch, condition: Condition, begun: int, card: str) -> Condition:
    if condition.kind == "all":
        parts = tuple(_settled(b, part, begun, card) for part in condition.get("of"))
        return replace(condition, params=(("of", parts),))
    if condition.kind != KIND:
        return condition
    state = b.state
    filters = [(n, card if v == "self" else v) for n, v in condition.get("filters", ())]
    n = sum(
        all(FILTERS[name](state, state.dice[d], value) for name, value in filters)
        for d in _dice(b, condition.get("what"), begun)
        if d in state.dice
    )
    params = tuple(sorted((*(p for p in condition.params if p[0] != "counted"), ("counted", n))))
    return replace(condition, params=params)


def settled(b: Batch, effect: EffectSpec, begun: int, card: str) -> EffectSpec:
    """`effect` with its condition's "this way" counts taken now (events from `begun` on,
    `card`: the ability's card); unchanged if it has none."""
    condition = effect.condition
    if condition is None or KIND not in _kinds(condition):
        return effect
    return replace(effect, condition=_settled(b, condition, begun, card))


def _kinds(condition: Condition) -> set[str]:
    if condition.kind == "all":
        return {k for part in condition.get("of") for k in _kinds(part)}
    return {condition.kind}
