"""Dice that deal no damage (the engine's effects/silence.py; DM-14.2): "target blocked
character deals no damage", "blocked character dice deal no combat damage this turn".
Persistent on the dice it names until Cleanup (or the duration it says); in a static ("While
<self> is active, Sidekicks deal no combat damage"), on the dice it names while it holds
(abilities/immunity.py `silenced`); a player dealing no damage stays text only. And
"your opponent (also) takes 2 damage": the ability deals that player 2 damage."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.targets import PLAYERS
from cards.compiler.core import duration_of
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: deals_none | player_takes | deals_you_none
deals_you_none: dice ("deals" | "deal") "you" "no" "combat" "damage"
player_takes: targets "also"? ("takes" | "take") number "damage"
deals_none: dice ("deals" | "deal") "no" silence_combat? "damage" duration?
!silence_combat: "combat"
"""


def _no_damage(children: list[Any]) -> list[Effect]:
    op = "deals_no_combat_damage" if "combat" in children else "deals_no_damage"
    return [{"op": op, **duration_of(children), **children[0]}]


def _takes(children: list[Any]) -> list[Effect]:
    """ "Your opponent (also) takes 2 damage": damage this ability deals that player."""
    if any(t["target"] not in PLAYERS.values() for t in children[0]):
        raise NotRead("effect")  # a die "takes damage": not read here
    return [{"op": "deal_damage", "amount": children[1], **t} for t in children[0]]


def _none_to_you(children: list[Any]) -> list[Effect]:
    """ "Opposing Sidekicks deal you no combat damage": combat damage to this card's player
    from such dice is not dealt (abilities/immunity.py, a static on "you"; DM-19.1). Only
    opposing dice deal a player combat damage (DM-9.8), so their kind is what is asked of
    the source; anyone else's dice, or any damage but combat damage, stays text only."""
    made = []
    for found in children[0] if isinstance(children[0], list) else [children[0]]:
        if found.get("target") != "all_opposing_characters" or set(found) - {"target", "filters"}:
            raise NotRead("effect")
        by = {**dict(found.get("filters", {})), "combat": True}
        made.append({"op": "no_damage_from", "target": "you", "by_filters": by})
    return made


RULES = {
    "deals_you_none": _none_to_you,
    "player_takes": _takes,
    "deals_none": _no_damage,
    "silence_combat": lambda c: "combat",
}
