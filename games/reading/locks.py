"""The words of bars on fielding and purchasing (engine abilities/locks.py: effects/locks.py,
effects/field_bar.py): a chosen card's dice its owner may not field or purchase, the dice a
static bars, a card's earlier choices ending, and Stun tokens (abilities/stun.py) put on and
taken off a card."""

from __future__ import annotations

from typing import Any

# what a Stun token does, said where one is put (the rule is the placing card's reminder)
STUNNED = (
    " (while it is there, that card's owner's dice of it can't attack or block; its owner may"
    " pay 2 in a Global window to remove it)"
)


def _card(spec: Any, t: Any) -> str:
    """The card a Stun effect names: a card chosen as such, or the card of a die."""
    if spec.target.endswith("_card"):
        return t.or_("that card")
    return f"the card of {t.or_('that die')}"


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
    "put_stun_token": lambda spec, t: f"put a Stun token on {_card(spec, t)}" + STUNNED,
    "remove_stun_token": lambda spec, t: f"remove a Stun token from {_card(spec, t)}",
    "no_stun_tokens": lambda spec, t: "no Stun token can be put on this card",
}
