"""A die its attacker's controller makes block it (DM-9.3: the defending player declares
blockers, within what effects allow; DM-14.2): "When <self> attacks, you may assign an
opposing character to block him", "... force target opposing character die to block it
(if able)". The die named is bound to block this attacker (the engine's `must_block_die`,
effects/bound_blocks.py, as "<dice> must block <self>" in constructs/obligations.py): only
in a "when <self> attacks" trigger, which names the attacker."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.obligations import ATTACKER
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: force_to_block
force_to_block: ("assign" | "force") targets "to" "block" _forced_self _if_able?
_forced_self: "self" | "him" | "her" | "it"
"""


def _forced(children: list[Any]) -> list[Effect]:
    return [{"op": "must_block_die", ATTACKER: True, **t} for t in children[0]]


RULES: dict[str, Any] = {"force_to_block": _forced}
