"""What other text says of Breath Weapons (the engine's abilities/breath.py; docs/rulings.md
"Anti-Breath Weapon"):
- Anti-Breath Weapon X: its line is spelled (cards/compiler/set_keywords.py) as the words
  "when facing an opposing breath weapon, pay its cost: cancel that breath weapon.", a
  Reactive Global of the card (`when_facing_a_breath_weapon`) used only while the card is
  active (DM-18.1), its price the Breath Weapon's N (DM-8.19, DM-19.1);
- "<self>'s Anti-Breath Weapon costs only N to cancel any Breath Weapon" (`anti_breath_only`):
  a static on its price;
- "other character dice cannot use Breath Weapons" (`no_other_breath_weapons`): a static of
  every player while the card is active;
- "whenever an opponent uses a Breath Weapon" / "when an opposing character die uses Breath
  Weapon" (`when_opponent_uses_a_breath_weapon`, while the card is active), with <self>
  dealing "an equal amount" (or "that much") to that opponent and each of their dice, or
  with that Breath Weapon "also" damaging its controller and their dice: as much damage
  as that Breath Weapon's N (count `opposing_breath_weapon_used`) to the player who used it
  and each of their character dice; only after that trigger (`checked`).
Near misses stay text only: "reduce the damage ..." (another Anti-Breath Weapon), an answer
to any other deed, "other dice cannot use Global Abilities"."""

from __future__ import annotations

import re
from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect, NotRead, Opening, Trigger

REACTIVE = "when_facing_a_breath_weapon"
USED = "when_opponent_uses_a_breath_weapon"
PER = "opposing_breath_weapon_used"
STATICS = frozenset({"anti_breath_only", "no_other_breath_weapons"})
SPELLED = "when facing an opposing breath weapon, pay its cost: cancel that breath weapon."

GRAMMAR = r"""
%extend opening: anti_breath_opening
anti_breath_opening: "when" "facing" "an" "opposing" "breath" "weapon" "," "pay" "its" "cost" ":"
%extend trigger: breath_used
breath_used: ("while" "self" "is" "active" ",")? ("when" | "whenever") deed_player "uses" "a"? \
             "breath" "weapon"
%extend effect: breath_cancel | breath_echo | breaths_barred | anti_breath_only
breath_cancel: "cancel" "that" "breath" "weapon"
breath_echo: "breath-echo"
breaths_barred: "breath-bar"
anti_breath_only: "self's" "anti-breath" "weapon" "costs" "only" cost_amount "to" "cancel" \
                  "any" "breath" "weapon"
"""


_ECHO = re.compile(
    r"\b(?:self deals (?:an equal amount of|that much) damage to that opponent"
    r" and to each of their character dice"
    r"|that breath weapon also damages its controller and their character dice)(?=\.$)"
)
_BAR = re.compile(r"\bother character dice (?:cannot|can't) use breath weapons(?=\.$)")
_PRICE = re.compile(r"^if [^,]+, self's anti-breath weapon costs only ")
_USER = re.compile(r"\b(when|whenever) an opposing character die uses breath weapon,")


def phrased(words: str) -> str:
    """The answer to an opponent's Breath Weapon and the bar on other dice's said as one
    word each ("breath-echo", "breath-bar": no other phrase of the grammar starts so), and
    an opposing die's use of one as its player's (a Breath Weapon is its player's Global:
    docs/rulings.md "Breath Weapon"); "if ..., <self>'s Anti-Breath Weapon costs only N"
    holds only while the card is active."""
    if "breath weapon" not in words:
        return words
    words = _USER.sub(r"\1 an opponent uses a breath weapon,", words)
    if _PRICE.match(words):  # its keyword's price: a static while the card is active
        words = "while self is active, " + words
    return _BAR.sub("breath-bar", _ECHO.sub("breath-echo", words))


def _amount(children: list[Any]) -> int:
    found = first(children, tuple)
    if not found or found[0] != "amount" or not 1 <= found[1] <= 3:
        raise NotRead("effect")
    return int(found[1])


def _echo(children: list[Any]) -> list[Effect]:
    """As much damage as that Breath Weapon's N, to its user and each of their dice."""
    return [
        {"op": "deal_damage", "amount": 1, "per": PER, "target": "opponent"},
        {"op": "deal_damage", "amount": 1, "per": PER, "target": "all_opposing_characters"},
    ]


def _used(children: list[Any]) -> Trigger:
    if "opponent" not in children:
        raise NotRead("trigger:other")  # "whenever you use a Breath Weapon"
    return Trigger(USED, selves="player", theirs=True)


RULES = {
    "anti_breath_opening": lambda c: Opening(
        "global", extra={"cost": 0, "reactive": REACTIVE, "condition": {"kind": "active"}}
    ),
    "breath_used": _used,
    "breath_cancel": lambda c: [{"op": "cancel_breath_weapon", "target": "you"}],
    "breath_echo": _echo,
    "breaths_barred": lambda c: [{"op": "no_other_breath_weapons", "target": "all_players"}],
    "anti_breath_only": lambda c: [
        {"op": "anti_breath_only", "amount": _amount(c), "target": "you"}
    ],
}


def checked(made_all: list[tuple[str, dict[str, Any]]]) -> None:
    """The answer's "equal amount" speaks of a Breath Weapon an opponent used: only after
    that trigger; the cancel only in the Anti-Breath Weapon's Global, and that alone."""
    for _, made in made_all:
        ops = [(e.get("op"), e.get("per")) for e in made.get("effects", ())]
        if any(per == PER for _, per in ops) and made.get("trigger") != USED:
            raise NotRead("effect")
        cancel = any(op == "cancel_breath_weapon" for op, _ in ops)
        if (cancel or made.get("reactive") == REACTIVE) and (
            made.get("reactive") != REACTIVE or ops != [("cancel_breath_weapon", None)]
        ):
            raise NotRead("effect")
