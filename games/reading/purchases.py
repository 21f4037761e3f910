"""The words of dice bought elsewhere than the Used Pile and of dice an ability buys (engine
abilities/effects/purchase_window.py, abilities/effects/buying.py), and of a card its dice
Wild energy may not pay for (abilities/wild_bars.py), and of another price for fielding a
card's dice (abilities/field_instead.py)."""

from __future__ import annotations

from typing import Any

from games.engine.model.cards import Ability, EffectSpec

_PLACES = {"prep": "Prep Area", "bag": "bag"}  # where a bought die goes instead


def _bought(spec: EffectSpec, t: Any) -> str:
    """A die an ability buys (effects/buying.py): at the price its ability pays, or "for N
    less" (its cost less N, DM-8.7), and where it goes."""
    less = (
        f", paying its purchase cost less {spec.amount} (at least 1, one energy of each of its"
        " types) as this resolves"
        if spec.amount
        else ""
    )
    place = f" and put it into your {_PLACES.get(spec.zone, spec.zone)}" if spec.zone else ""
    return f"purchase {t.words} {_FROM}{less}{place}"


_FROM = "(from your cards or a Basic Action Card)"


def free_bought(ability: Ability, body: str) -> str:
    """A die its ability buys naming no energy price ("... for free", "pay 4 life to
    purchase"): no energy is paid for it (effects/buying.py), which the words say."""
    if ability.pay or not any(e.op == "purchase_die" and not e.amount for e in ability.effects):
        return body
    return body.replace(_FROM, f"{_FROM} for no energy")


def bought_types(ability: Ability) -> str:
    """What a named price holds beside its amount (flow/paid.py): one energy of each type of
    the card the die is bought from (DM-8.6); "" for Basic Action Dice (no type) or no buy."""
    bought = [e for e in ability.effects if e.op == "purchase_die"]
    if not bought or ("basic", True) in bought[0].filters:
        return ""
    return "one of each energy type of the card it buys from"


PURCHASE_WORDS: dict[str, Any] = {
    "purchases_may_go_to": lambda spec, t: (
        "this turn, you may put each die you purchase into your"
        f" {_PLACES.get(spec.zone, spec.zone)} instead of your Used Pile"
    ),
    "purchase_die": _bought,
    # the card's own bar (abilities/wild_bars.py): read in the supply, where nothing takes
    # its text away
    "no_wild_purchase": lambda spec, t: "Wild energy can't pay for this card's dice",
    # another price for fielding the card's own dice (abilities/field_instead.py)
    "field_for_life": lambda spec, t: (
        f"you may field this card's character dice by losing {spec.amount} life instead of"
        " paying their fielding cost"
    ),
    "field_for_ko_all": lambda spec, t: (
        "you may field this card's character dice by KOing all the dice in your Field"
        " Zone instead of paying their fielding cost"
    ),
}
