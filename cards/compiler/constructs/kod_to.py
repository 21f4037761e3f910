"""KO'd dice sent elsewhere than the Prep Area (engine abilities/kod_to.py; card text beats
DM-9.11): a character die KO'd by <self>'s combat damage going to the Used Pile, a
bracket saying instead of the Prep Area, "... a non-(shield) character die ..., place the
KO'd die in its owner's bag" (`kos_to`: a static of this card's dice, the KO'd dice by its
`by_filters`); while <self> is active, a KO'd Sidekick character die going to its owner's
bag (`kod_to`: a static naming the KO'd dice). Either is one whole line read
as a static (lines.py), not a trigger: the die never reaches the Prep Area's next roll.
Only the Used Pile and the bag; a "you may" or a choice of zones stays text only. "When an
attacking character die is KO'd, it goes to the Used Pile" and "when (bolt) characters are
KO'd, they go to the Used Pile" say the same of those dice."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import SELF, Effect, NotRead

GRAMMAR = r"""
%extend effect: kos_to | kod_to
kos_to: "when" "self" "kos" kod_victim "with" "combat" "damage" "," _kod_verb "the" "ko'd" \
        "character"? "die" kod_place kod_rather?
kod_to: "when" kod_victim "is" "ko'd" "," _kod_verb "it" kod_place kod_rather?
      | "when" kod_victim "is" "ko'd" "," "it" "goes" kod_goes
      | "when" kod_victims "are" "ko'd" "," "they" "go" kod_goes
kod_victim: ("a" | "an") kod_attacking? kod_mod? kod_noun
kod_victims: kod_mod "characters"  // "(bolt) characters": each such die
!kod_attacking: "attacking"
kod_goes: "to" "the" "used" "pile"
!kod_mod: "non-" ICON | ICON | AFF | "non-sidekick"
!kod_noun: "character" "die" | "sidekick" "character"? "die"
_kod_verb: "send" | "place" | "put" | "move"
!kod_place: ("to" | "in" | "into") ("the" | "its" "owner's" | "their" | "its") \
            ("used" "pile" | "bag")
kod_rather: "(" _kod_not_prep ")" | _kod_not_prep
_kod_not_prep: ("rather" "than" | "instead" "of") "the" "prep" "area"
"""

ZONE = {"pile": "used", "bag": "bag"}


def _mod(children: list[Any]) -> tuple[str, Any]:
    text = words(children)
    if text == "non-sidekick":
        return ("sidekick", False)
    icon = str(children[-1])
    if icon.startswith("@"):
        return ("not_energy_type" if text.startswith("non-") else "energy_type", icon[1:])
    if text.startswith("non-"):
        return ("not_affiliation", icon[1:])
    return ("affiliation", icon[1:])


def _noun(children: list[Any]) -> tuple[str, Any]:
    return ("sidekick", True) if str(children[0]) == "sidekick" else ("die_kind", "character")


def _place(children: list[Any]) -> tuple[str, str]:
    return ("zone", ZONE[str(children[-1])])


def _filters(found: dict[str, Any]) -> dict[str, Any]:
    """A Sidekick is a character die; two words of one kind ("non-sidekick Sidekick") fail.
    "An attacking ... die": in the Attack Zone, not there to block (DM-9.1), as it is KO'd."""
    if found.get("die_kind") and "sidekick" in found:
        raise NotRead("target")
    if found.pop("attacking", False):
        found = {**found, "zone": "attack", "blocker": False}
    return {k: v for k, v in found.items() if k != "die_kind"}


def _kos_to(children: list[Any]) -> list[Effect]:
    victim = next(c for c in children if isinstance(c, dict))
    zone = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "zone")
    effect: Effect = {"op": "kos_to", "target": SELF, "zone": zone}
    by = _filters(victim)
    if by:
        effect["by_filters"] = by
    return [effect]


def _kod_to(children: list[Any]) -> list[Effect]:
    victim = next(c for c in children if isinstance(c, dict))
    zone = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "zone")
    effect: Effect = {"op": "kod_to", "target": "all_characters", "zone": zone}
    found = _filters(victim)
    if found:
        effect["filters"] = found
    return [effect]


RULES = {
    "kos_to": _kos_to,
    "kod_to": _kod_to,
    "kod_victim": lambda c: dict(x for x in c if isinstance(x, tuple)),
    "kod_mod": _mod,
    "kod_noun": _noun,
    "kod_place": _place,
    "kod_rather": lambda c: ("rather", True),
    "kod_victims": lambda c: dict(x for x in c if isinstance(x, tuple)),
    "kod_attacking": lambda c: ("attacking", True),
    "kod_goes": lambda c: ("zone", "used"),
}
