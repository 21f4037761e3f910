"""The opponent KOs their own character dice (engine effects/opponent_kos.py; DM-16.4, DM-13.1):
"your opponent must KO a character die they control", "your opponent KOs one of their
character dice", with "for each <die KO'd this way>" after it (constructs/this_way.py: the
dice the ability's earlier effects KO'd, DM-18.5). Their pick, one die each time, after the
controller's own effects. Other dice phrases ("a Sidekick", "an opposing character die":
which of theirs is that?) stay text only."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend effect: they_ko_their_own
they_ko_their_own: "your" "opponent" ("must" "ko" | "kos" | "ko's") _their_own_character
_their_own_character: "a" "character" "die" "they" "control" \
                    | "one" "of" "their" "character" "dice"
"""

RULES: dict[str, Any] = {"they_ko_their_own": lambda c: [{"op": "opponent_kos", "amount": 1}]}
