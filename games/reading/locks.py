"""The words of bars on fielding and purchasing (engine abilities/locks.py: effects/locks.py,
effects/field_bar.py): a chosen card's dice its owner may not field or purchase, the dice a
static bars, a card's earlier choices ending, and tokens put on and taken off a card: Stun
tokens (abilities/stun.py), Experience tokens and Loyalty Counters (effects/card_tokens.py)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.markers import MARKERS
from games.reading.global_bars import GLOBAL_BAR_WORDS

# the words of each kind of marker on a card (engine abilities/markers.py)
MARKER_NAMES = {
    "experience_token": "Experience token",
    "loyalty_counter": "Loyalty Counter",
    "stat_token": "+1A/+1D token",
    "infinity_counter": "Infinity counter",
    "inspiration_token": "Inspiration token",
}
assert set(MARKER_NAMES) == set(MARKERS)

# what a Stun token does, said where one is put (the rule is the placing card's reminder)
STUNNED = (
    " (while it is there, that card's owner's dice of it can't attack or block; its owner may"
    " pay 2 in a Global window to remove it)"
)


def _card(spec: Any, t: Any) -> str:
    """The card a token effect names: a card chosen as such, or the card of a die."""
    if spec.target == "none":
        return "this card"
    if spec.target.endswith(("_card", "_cards")):
        return t.or_("that card")
    return f"the card of {t.or_('that die')}"


def _tokens(name: str, n: int) -> str:
    article = "an" if name[0] in "AEIOU" else "a"
    return f"{article} {name}" if n <= 1 else f"{n} {name}s"


def _gives(kind: str) -> str:
    """What each marker of `kind` gives, said where one is put (nothing: only counted)."""
    a, d = MARKERS[kind]
    if not a and not d:
        return ""
    return f" (each gives +{a}A and +{d}D to every die of that card its owner has)"


def _gain(kind: str) -> Any:
    name = MARKER_NAMES[kind]

    def words(spec: Any, t: Any) -> str:
        return f"put {_tokens(name, spec.amount)} on {_card(spec, t)}" + _gives(kind)

    return words


def _lose(kind: str) -> Any:
    name = MARKER_NAMES[kind]

    def words(spec: Any, t: Any) -> str:
        if spec.amount <= 0:
            return f"remove every {name} from {_card(spec, t)}"
        if spec.amount == 1:
            return f"remove {_tokens(name, 1)} from {_card(spec, t)} (if it has one)"
        return f"remove {_tokens(name, spec.amount)} from {_card(spec, t)} (as many as it has)"

    return words


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
    **{f"add_{kind}": _gain(kind) for kind in MARKERS},
    **{f"remove_{kind}": _lose(kind) for kind in MARKERS},
    "halve_experience_tokens": lambda spec, t: (
        f"remove half the Experience tokens (rounded down) from {_card(spec, t)}"
    ),
    **GLOBAL_BAR_WORDS,  # (reading/global_bars.py)
}
