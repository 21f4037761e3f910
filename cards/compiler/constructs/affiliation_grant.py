"""An affiliation given to dice (DM-14.1: applied effects "may add/remove affiliation"; the
engine's grant_affiliation, abilities/effects/granting.py, which the affiliation filter
reads): "target character die gains the (grv) affiliation this turn", "target character
gains the Villain affiliation until the end of the turn", "target character die gains (grv)
until end of turn"; "... gains (grv) or (aff)": one of the two, which its controller picks
as it resolves (after the die). Until Cleanup, or the duration it
says; the die keeps its own affiliations too. As a static too ("While <self> is active,
your Sidekick dice gain the Villain affiliation": the engine's abilities/
static_affiliations.py), except one narrowed by an affiliation or held by a condition
("your Villain dice gain ...", "if you have 2 Villains, ..."), which would ask itself round:
text only (`circular`, asked by cards/compiler/lines.py)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs.reroll import dice_only
from cards.compiler.constructs.stats import RULES as STAT_RULES
from cards.compiler.core import duration_of
from cards.compiler.parts import Effect, NotRead
from games.engine.abilities.static_affiliations import ASKS_AFFILIATION

_CHOSEN = ("target_die", "target_opposing_die", "target_your_die")

GRAMMAR = r"""
%extend effect: affiliation_grant | affiliation_either | stats_and_affiliation
affiliation_grant: targets ("gains" | "gain") "the" granted_affiliation "affiliation" duration?
                 | targets ("gains" | "gain") granted_icon duration?
// "target character die gains (aff) or (aff)": one of the two, its controller's pick
affiliation_either: targets ("gains" | "gain") granted_icon "or" granted_icon duration?
// "your Sidekick dice get +1A and +1D, and gain the Villain affiliation" (constructs/grants.py)
stats_and_affiliation: targets ("gets" | "get") STAT (("and" | ",") STAT)? ","? "and" \
                       ("gains" | "gain") "the" granted_affiliation "affiliation" duration?
!granted_affiliation: AFF | "villain" | "hero"
granted_icon: AFF  // (the icon alone names an affiliation: "gains (aff)")
"""


def _grant(children: list[Any]) -> list[Effect]:
    name = next(c for c in children if type(c) is str)  # (a STAT is a Token, a str too)
    more = duration_of(children)
    return dice_only(
        [{"op": "grant_affiliation", "affiliation": name, **more, **t} for t in children[0]]
    )


def _either(children: list[Any]) -> list[Effect]:
    """One chosen die (targeted, DM-13.1), then the affiliation its controller picks for it
    (the engine's `affiliation_of_choice`, abilities/affiliation_choice.py)."""
    found = children[0]
    names = [c for c in children if type(c) is str]
    if len(found) != 1 or found[0].get("target") not in _CHOSEN or found[0].get("up_to"):
        raise NotRead("target")  # every die of a kind (one pick for all?), several dice
    if len(set(names)) != 2:
        raise NotRead("effect")
    return [
        {"op": "choose", **found[0]},
        {"op": "grant_affiliation", "target": "affiliation_of_choice",
         "filters": {"of_choice": 0, "among": " ".join(names)}, "choice": 1,
         **duration_of(children)},
    ]  # fmt: skip


def _stats_and_grant(children: list[Any]) -> list[Effect]:
    """The A and D changes, then the affiliation, given to each target."""
    stats = [c for c in children if isinstance(c, Token) and c.type == "STAT"]
    rest = [c for c in children[1:] if not isinstance(c, (Token, str))]
    made = STAT_RULES["stat_change"]([children[0], STAT_RULES["stat_mods"](stats), *rest])
    return made + _grant(children)


def _name(children: list[Any]) -> str:
    text = str(next(c for c in children if isinstance(c, Token)))
    return text[1:] if text.startswith("#") else text


def circular(effects: list[Effect], held: dict[str, Any] | None) -> bool:
    """A static's affiliation grant the engine does not read: narrowed by an affiliation, or
    held by a condition."""
    grants = [e for e in effects if e["op"] == "grant_affiliation"]
    return bool(grants) and (
        bool((held or {}).get("condition"))
        or any(set(e.get("filters", {})) & ASKS_AFFILIATION for e in grants)
    )


RULES = {
    "affiliation_grant": _grant,
    "affiliation_either": _either,
    "granted_icon": _name,
    "stats_and_affiliation": _stats_and_grant,
    "granted_affiliation": _name,
}
