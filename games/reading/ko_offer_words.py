"""The words of a KO replaced by its card's text as it resolves (engine abilities/ko_offers.py,
trigger `would_be_kod`) and of damage cleared from a die (effects/clear_damage.py)."""

from __future__ import annotations

from typing import Any

# the lead-in: what follows happens in place of the KO ("you may ...": or the KO happens)
KO_OFFER_TRIGGERS: dict[str, str] = {
    "would_be_kod": "If this die would be KO'd, it is not KO'd if this is done instead",
}

KO_OFFER_WORDS: dict[str, Any] = {
    "clear_damage": lambda spec, t: f"clear all damage from {t.or_('it')}",
}
