"""How long an effect lasts, in words (games/engine/loading.py DURATIONS, DM-14). "" is the
usual length, said by nothing (an applied effect until Cleanup, a static while it holds)."""

from __future__ import annotations

DURATIONS: dict[str, str] = {
    "turn": "",  # DM-14.1: until Cleanup (said once by the effect where it matters)
    "static": "",  # DM-14.3: while the ability holds
    "next_turn": "until the start of your next turn",
    "while_in_field": "while this die is in the Field Zone",
}
