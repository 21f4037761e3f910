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
%extend effect: deals_none | player_takes
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


RULES = {"player_takes": _takes, "deals_none": _no_damage, "silence_combat": lambda c: "combat"}
