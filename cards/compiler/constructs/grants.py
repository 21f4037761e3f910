"""Keywords given (DM-14.2, DM-14.3): "<dice> gain(s) / get(s) / has / have Overcrush",
with "+2A and ..." or "... and +2A" beside it, until the end of the turn, the start of your
next turn, or, in a static ability ("While <self> is active, your character dice gain
Fast"), while the card is active. Only keywords the engine may give are words here
(games/engine/keywords/uses.granted_keyword): those of hook points (Iron Will's may_be_kod
too: "while <another card> is active, <self> gains Iron Will"), and Deadly, Intimidate
and Call Out, whose abilities the die then has (abilities/granted_triggers.py), and Range N
(its volley reaches every die given it: granted_triggers.each_given); Infiltrate
(used in a Global window) and the rest stay text only (`keyword_grant`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs.stats import RULES as STAT_RULES
from cards.compiler.core import duration_of
from cards.compiler.parts import Effect

VERB = '("gains" | "gain" | "gets" | "get" | "has" | "have")'
GRAMMAR = rf"""
%extend effect: keyword_grant | stats_and_grant
keyword_grant: targets {VERB} granted_keyword ("and" STAT ("and" STAT)?)? duration?
stats_and_grant: targets {VERB} STAT _grant_tail
               | targets {VERB} STAT ("and" | "," | "/") STAT _grant_tail
_grant_tail: ","? "and" {VERB}? granted_keyword duration?
!granted_keyword: "overcrush" | "fast" | "regenerate" | "immortal" | "deadly" | "intimidate"
                | "call" "out" | "range" INT | "iron" "will" | "infiltrate"
"""


def _grant(children: list[Any]) -> list[Effect]:
    """The keyword given to each target, and the A and D changes said with it."""
    found = children[0]
    keyword = next(c for c in children if isinstance(c, tuple) and c[0] == "keyword")[1]
    more = duration_of(children)
    stats = [c for c in children if isinstance(c, Token) and c.type == "STAT"]
    made: list[Effect] = []
    if stats:
        made += STAT_RULES["stat_change"]([found, STAT_RULES["stat_mods"](stats), *children[2:]])
    made += [{"op": "grant_keyword", "keyword": keyword, **more, **t} for t in found]
    return made


RULES = {
    "keyword_grant": _grant,
    "stats_and_grant": _grant,
    # "call_out"; "range:2" (a keyword with a value, as card data writes it)
    "granted_keyword": lambda c: (
        ("keyword", f"range:{c[1]}") if str(c[0]) == "range" else ("keyword", "_".join(map(str, c)))
    ),
}
