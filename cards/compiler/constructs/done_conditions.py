"""Conditions on what the ability itself did:
- "if that character is KO'd by this damage", "if it is KO'd by this effect", "if that
  damage KOs the targeted die", "if any character dice are KO'd by this damage": kind
  `this_way`, what "kod" (games/engine/abilities/done_this_way.py: the dice its earlier
  effects KO'd, DM-15.3, DM-16.4), at least one;
- "if you spin up at least one <self> die": kind `this_way`, what "spun", the dice of this
  card the earlier effects spun (DM-21.2: a die that cannot move is not spun);
- (the cards of a team, "... on your team": constructs/conditions.py `_team`);
- "it's a ..." said as "it is a ..." (constructs/conditions.py `cond_it_is`).
Whose dice were KO'd this way is not said by a filter: "any opposing character dice are
KO'd by this damage" stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.conditions import _filters, _parts
from cards.compiler.parts import CODE, NotRead

GRAMMAR = r"""
%extend condition: cond_done_kod | cond_done_spun
%extend cond_it_is: "it's" ("a" | "an") ("level" INT)? ICON? AFF? ("sidekick" | "character" "die" \
                  | "die" | "character")
!cond_done_kod: ("that" ("character" "die"? | "die") | "it") ("is" | "was") done_kod_by
              | "that" "damage" ("kos" | "ko's") "the" "targeted" ("character" | "superstar")? "die"
              | kod_dice "were" done_kod_by
              | ("a" | "an" | "any") cond_mod* cond_noun ("is" | "are") done_kod_by
!done_kod_by: ("ko'd" | "knocked" "out") "by" "this" ("damage" | "effect")
!cond_done_spun: "you" ("spin" | "spun") "up" "at" "least" number "self" "character"? "die"
"""


def _kod(children: list[Any]) -> dict[str, Any]:
    """One die KO'd by the ability (its target: "that character"), or the dice said."""
    dice = next((c for c in children if isinstance(c, dict)), None)
    noun = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "noun"), None)
    if noun is not None:  # "any character dice are KO'd by this damage"
        parts, mods = _parts(children)
        if "name" in parts or any(not m.startswith(("#", "@")) for m in mods):
            raise NotRead("condition")
        if not noun.startswith(("character", "sidekick")) and "#" not in noun:
            raise NotRead("condition")
        dice = {"whose": "any", "at_least": 1, "filters": _filters(parts.get("noun", ""), mods)}
    if dice is None:
        return {"kind": "this_way", "what": "kod"}
    if dice.get("whose") != "any" or "at_most" in dice:
        raise NotRead("condition")  # "... opposing dice ...", "none of ...": not read
    made = {"kind": "this_way", "what": "kod", "at_least": dice["at_least"]}
    if dice.get("filters"):
        made["filters"] = dice["filters"]
    return made


def _spun(children: list[Any]) -> dict[str, Any]:
    """ "you spin up at least one <self> die": one or more of this card's dice."""
    n = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
    if n != 1:
        raise NotRead("condition")
    return {"kind": "this_way", "what": "spun", "at_least": 1, "filters": {"card": CODE}}


RULES: dict[str, Any] = {
    "cond_done_kod": _kod,
    "done_kod_by": lambda c: None,
    "cond_done_spun": _spun,
}
