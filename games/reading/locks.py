"""The words of bars on fielding and purchasing (engine abilities/locks.py: effects/locks.py,
effects/field_bar.py): a chosen card's dice its owner may not field or purchase, the dice a
static bars, and a card's earlier choices ending."""

from __future__ import annotations

from typing import Any

LOCK_WORDS: dict[str, Any] = {
    "cant_field": lambda spec, t: (
        f"its owner may not field dice of {t.words}"
        if spec.target == "choose_opposing_card"
        else f"the owner of {t.or_('it')} may not field that card's dice"
    ),
    "cant_be_fielded": lambda spec, t: f"{t.words} can't be fielded",
    "cant_purchase": lambda spec, t: (
        f"its owner may not purchase dice of {t.words}"
        if spec.target == "choose_opposing_card"
        else f"the owner of {t.or_('it')} may not purchase that card's dice"
    ),
    "cant_be_purchased": lambda spec, t: f"{t.words} can't be purchased",
    "end_previous_choices": lambda spec, t: "this card's earlier choices end",
}
