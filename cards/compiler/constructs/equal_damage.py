"""Damage equal to the damage this die was just dealt (DM-16, DM-19.1): "When <self> is
dealt damage, deal an equal amount of damage to target character", "When <self> is dealt
combat damage, deal that much damage to target opponent", "deal damage to each other
character die equal to the amount of damage done to <self>". The amount is what is left of
the latest moment of damage to this die (the engine's count `damage_this_die_took`,
games/engine/model/hits.py: after prevention), so only after a trigger on damage dealt to
this card's own die (`checked`, called by cards/compiler/lines.py). After a trigger on
damage dealt to this card's player by an opponent's ability (games/engine/abilities/
damaged_by.py) it is what is left of the latest moment of damage to that player
(`damage_you_took`); "<self> deals them an equal amount of damage" says the same with this
card's die dealing it. Anywhere else "that much" names no damage and the line stays text
only."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cards.compiler.constructs.damage import NEEDS_DIE
from cards.compiler.parts import THEM, Effect, Line, NotRead, Sentence

TOOK = "damage_this_die_took"
YOU_TOOK = "damage_you_took"
# the triggers on damage dealt to this card's own die (games/engine/model/hits.py _ON_TARGET)
ON_THIS_DIE = frozenset({"when_damaged", "when_dealt_combat_damage", "when_damaged_survives"})
# the triggers on damage dealt to this card's player by an opponent's ability of one kind
ON_YOU = frozenset(
    f"when_you_are_damaged_by_opposing_{kind}" for kind in ("global", "character", "when_fielded")
)

GRAMMAR = r"""
%extend effect: equal_damage | equal_damage_by_self
equal_damage_by_self: self_ref "deals" (targets | that_player) "an" "equal" "amount" "of" "damage"
that_player: "that" "player"  // the opponent whose deed it was (`$them`, lines.py)
equal_damage: "deal" ("an"? "equal" "amount" "of" | "that" "much") "damage" "to" targets
            | "deal" "damage" "to" targets "equal" "to" "the" "amount" "of" "damage" \
              ("done" | "dealt") "to" self_ref
"""


def _equal(children: list[Any]) -> list[Effect]:
    found = next(c for c in children if isinstance(c, list))  # (the taker said last: a dict)
    if any(t.get("target") == "$self" for t in found):
        raise NotRead("effect")  # "deal that much damage to itself"
    return [{"op": "deal_damage", "amount": 1, "per": TOOK, **t} for t in found]


def _by_self(children: list[Any]) -> list[Effect]:
    """ "<self> deals them an equal amount of damage": its die deals it (constructs/damage.py
    settles `$needs_die`)."""
    return [{**e, NEEDS_DIE: True} for e in _equal(children[1:])]


RULES = {
    "equal_damage": _equal,
    "equal_damage_by_self": _by_self,
    "that_player": lambda c: [{"target": THEM}],
}


def _yours(sentence: Sentence) -> Sentence:
    """The same sentence counting the damage dealt to its player (new effects: the parse's
    own are shared by every line of the same words)."""
    said = tuple({**e, "per": YOU_TOOK} if e.get("per") == TOOK else e for e in sentence.effects)
    return replace(sentence, effects=said)


def checked(line: Line) -> Line:
    """ "An equal amount", "that much": only of damage dealt to this card's die, as the
    trigger of its own die (`selves` "die") says, or to its player by an opponent's
    ability (cards/compiler/lines.py): the line, counting what its trigger says."""
    if not any(e.get("per") == TOOK for s in line.body for e in s.effects):
        return line
    trigger = line.trigger
    if (
        line.kind == "ability"
        and trigger is not None
        and trigger.name in ON_YOU
        and not trigger.also
        and trigger.selves == "player"
    ):
        return replace(line, body=tuple(_yours(s) for s in line.body))
    if (
        line.kind != "ability"
        or trigger is None
        or trigger.name not in ON_THIS_DIE
        or trigger.also
        or trigger.selves != "die"
    ):
        raise NotRead("effect")
    return line
