""" "Target attacking character die is no longer attacking" (DM-9.5): it leaves combat, as
"remove it from the attack zone" does (constructs/leave_combat.py: `move_die` from the
Attack Zone to the Field Zone, where it deals and takes no combat damage; its subject is
constructs/cost_changes.py's, the phrase before "is" the grammar already shares; the reminder
"(It remains in the Field Zone.)" is dropped, cards/compiler/reminders.py)."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.leave_combat import RULES as LEAVE_RULES
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: no_longer_attacking
no_longer_attacking: cost_subject ("is" | "are") "no" "longer" "attacking"
"""


def _no_longer(children: list[Any]) -> list[Effect]:
    """Only an attacker stops attacking: a blocker in the Attack Zone is not one (DM-9.1)."""
    subject = children[0][1]  # (cost_changes.py's subject: one target phrase, "<dice> is")
    if subject.get("target", "").startswith("$") or "op" in subject:
        raise NotRead("target")
    made: list[Effect] = LEAVE_RULES["leave_combat"]([[subject]])
    return [{**e, "filters": {**e["filters"], "blocker": False}} for e in made]


RULES = {"no_longer_attacking": _no_longer}
