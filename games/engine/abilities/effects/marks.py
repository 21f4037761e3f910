"""Marks: persistent effects (DM-14.2) that remember the die they came from, for keywords
whose rule acts later. `call_out`: the target may only block this die, and this die may be
blocked only by it (Call Out; abilities/permissions and the keyword's may_block hook read
it), until Cleanup. `mark_deadly`: the target is KO'd at the end of the turn (Deadly), so the
mark outlasts Cleanup's clearing (DM-10.1) until the end-of-turn effects (DM-10.3) are done:
it ends as the next turn begins. `mark_ko_unless_attacks`: the same lifetime, for a card's own
end-of-turn KO of its marked dice that were not declared as attackers this turn
(abilities/attacked.py: "if it doesn't attack this turn, KO it"). Like every persistent
effect on a die, a mark ends if its die is KO'd or rerolled to energy."""

from __future__ import annotations

from games.engine.abilities.effects.base import Apply, Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger

AFTER_CLEANUP = "after_cleanup"  # Lasting.until: ends when the next turn begins


def _mark(name: str, until: str) -> Apply:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        source = trigger.source_die or trigger.card
        for target in targets:
            if target in b.state.dice:
                b.emit(ev.EffectStarted(name, target, source, trigger.controller, until))

    return apply


EFFECTS = {
    "call_out": Effect(_mark("called_out", "end_of_turn")),
    "mark_deadly": Effect(_mark("deadly", AFTER_CLEANUP)),
    "mark_ko_unless_attacks": Effect(_mark("ko_unless_attacked", AFTER_CLEANUP)),
}
