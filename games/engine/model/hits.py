"""The damage record (DM-19.1): each damage event is kept as a `Hit` until Cleanup (damage
stays until then, DM-16.2), so prevention takes back exactly what one moment of damage
dealt, and what it takes back triggers nothing.

A moment of damage is the hits of one effect, or all combat damage of the Assign Damage step
(DM-9.7, its Fast phases included): the hits of one effect follow one another with no
ability queued, resolved or step begun between (those close the moment). "Prevent that
damage" means the hits of the latest moment on the target; older damage on the die stays.
"""

from __future__ import annotations

from msgspec.structs import replace

from games.engine.model.changes import Changes
from games.engine.model.state import GameState, Hit, Step, Trigger

COMBAT_MOMENT = -1  # all combat damage of the Assign Damage step is one moment (DM-9.7)

# Queued abilities that wait for damage dealt: prevented in full, they leave the queue.
_ON_TARGET = frozenset({"when_damaged", "when_you_are_damaged", "when_dealt_combat_damage",
                        "when_damaged_survives", "when_your_die_damaged_survives",
                        "when_opposing_die_damaged_survives",
                        "when_you_take_non_combat_damage",
                        "when_you_are_damaged_by_opposing_global",  # (abilities/damaged_by.py)
                        "when_you_are_damaged_by_opposing_character",
                        "when_you_are_damaged_by_opposing_when_fielded"})  # fmt: skip
_ON_SOURCE = frozenset({
    "when_deals_damage", "when_deals_combat_damage", "when_damages_opponent",
    "when_deals_combat_damage_to_opponent", "when_deals_combat_damage_survives",
    "when_your_die_deals_combat_damage", "when_opposing_die_deals_combat_damage",
    "when_damages_die",
})  # fmt: skip


_COMBAT_STEPS = (Step.ASSIGN_DAMAGE, Step.REGULAR_DAMAGE)  # a Fast phase and the regular time


def recorded(s: GameState, target: str, source: str, amount: int, combat: bool) -> Changes:
    """A damage event joins the open moment, or opens one."""
    if (
        combat
        and s.step in _COMBAT_STEPS
        and not (s.triggers and any(t.kind == "reactive" for t in s.triggers))
    ):
        moment = COMBAT_MOMENT  # (damage a Reactive Global redirects is a moment of its own)
    elif s.hits_open and s.hits:
        moment = s.hits[-1].moment
    else:
        moment = s.seq
    hit = Hit(s.seq, target, source, amount, combat, moment)
    return {"hits": (*s.hits, hit), "hits_open": True}


def closed(s: GameState) -> Changes:
    """An ability queued or resolved, or a step begun: the next damage is a new moment."""
    return {"hits_open": False} if s.hits_open else {}


def moment_of(s: GameState, target: str) -> list[Hit]:
    """The hits of the latest moment of damage to `target` (a die id or "player:N")."""
    latest = next((h for h in reversed(s.hits) if h.target == target), None)
    if latest is None:
        return []
    return [h for h in s.hits if h.target == target and h.moment == latest.moment]


def left(s: GameState, target: str) -> int:
    """How much of the latest moment of damage to `target` is still dealt."""
    return sum(h.amount for h in moment_of(s, target))


def parts(hits: list[Hit], amount: int) -> list[tuple[Hit, int]]:
    """How `amount` prevented comes off the hits of a moment: the latest first."""
    found: list[tuple[Hit, int]] = []
    for hit in reversed(hits):
        if amount <= 0:
            break
        part = min(amount, hit.amount)
        if part:
            found.append((hit, part))
        amount -= part
    return found


def prevented(s: GameState, target: str, amount: int, dealer: str = "") -> Changes:
    """`amount` of the latest moment of damage to `target` is prevented: its hits go down
    (the latest first; with `dealer`, only that source's hits). Queued abilities that
    waited for that damage leave the queue once none of it is left (DM-19.1): the
    target's "when damaged" ("when you are damaged"), the
    Reactive Globals it set off, and a source's "when deals damage" once none of that
    source's damage of the moment is left."""
    hits = moment_of(s, target)
    if not hits:
        return {}
    mine = [h for h in hits if h.source == dealer] if dealer else hits
    taken = {hit.seq: part for hit, part in parts(mine, amount)}
    record = tuple(
        replace(h, amount=h.amount - taken[h.seq]) if h.seq in taken else h for h in s.hits
    )
    changes: Changes = {"hits": record}
    moment = hits[0].moment
    gone_target = all(h.amount == 0 for h in record if h.target == target and h.moment == moment)
    gone_sources = {
        h.source
        for h in hits
        if all(x.amount == 0 for x in record if x.source == h.source and x.moment == moment)
    }
    if (gone_target or gone_sources) and len(s.triggers) > 1:
        # (the head is the ability that prevents: it resolves to its end)
        concerned = target if gone_target else ""
        queue = (
            s.triggers[0],
            *(t for t in s.triggers[1:] if not _waits_for(s, t, concerned, gone_sources)),
        )
        if queue != s.triggers:
            changes["triggers"] = queue
    return changes


def _waits_for(s: GameState, t: Trigger, target: str, sources: set[str]) -> bool:
    """Does queued trigger `t` wait only for damage that is now prevented?"""
    card = s.cards[t.card]
    if t.kind == "reactive":
        names: tuple[str, ...] = (card.globals[t.ability].reactive,)
    elif t.kind == "ability":
        ability = card.abilities[t.ability]
        names = (ability.trigger, *ability.also)
    else:
        return False
    if target and _ON_TARGET.intersection(names):
        # a die's trigger names the die; a player's ("when you are damaged") names no die
        return (t.source_die or f"player:{t.controller}") == target
    return bool(_ON_SOURCE.intersection(names)) and t.kind == "ability" and t.source_die in sources
