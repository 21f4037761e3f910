"""An affiliation given to dice (DM-14.1: applied effects "may add/remove affiliation"; the
engine's grant_affiliation, abilities/effects/granting.py, which the affiliation filter
reads): "target character die gains the (grv) affiliation this turn", "target character
gains the Villain affiliation until the end of the turn". Until Cleanup, or the duration it
says; the die keeps its own affiliations too. Only as an effect that resolves: a static's
affiliation ("your Sidekick dice ... gain the Villain affiliation") stays text only
(cards/compiler/lines.py reads no static of it)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs.reroll import dice_only
from cards.compiler.core import duration_of
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: affiliation_grant
affiliation_grant: targets ("gains" | "gain") "the" granted_affiliation "affiliation" duration?
!granted_affiliation: AFF | "villain" | "hero"
"""


def _grant(children: list[Any]) -> list[Effect]:
    name = next(c for c in children if isinstance(c, str))
    more = duration_of(children)
    return dice_only(
        [{"op": "grant_affiliation", "affiliation": name, **more, **t} for t in children[0]]
    )


def _name(children: list[Any]) -> str:
    text = str(next(c for c in children if isinstance(c, Token)))
    return text[1:] if text.startswith("#") else text


RULES = {"affiliation_grant": _grant, "granted_affiliation": _name}
