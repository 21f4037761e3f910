"""Bars on using Globals (the engine's abilities/global_bars.py; DM-12.1): "players may not
activate Global Abilities (until end of turn)", "neither player may use Global Abilities",
"Global Abilities cannot be used", "your opponent may not use Global Abilities", "they may
not use Global Abilities" (the opponent whose deed triggered it) are `cant_use_globals` on
the players named: a persistent effect after a trigger or in an action's text, a static
while the card is active. Statics only (cards/compiler/lines.py STATIC_ONLY): "each player
may only use 1 Global Ability each turn" (`one_global_each_turn`), "players can only use the
Global Abilities of active characters" (`only_active_character_globals`), "players cannot
use the Global Abilities on character cards on their team" (`no_own_character_globals`).
A bar on one Global ("target Global Ability cannot be used"), or with a way out ("unless
they pay ..."), is not read here."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.breath_words import STATICS as BREATH
from cards.compiler.core import duration_of, words
from cards.compiler.parts import THEM, Effect, NotRead

CANT = "cant_use_globals"
STATIC_ONLY = (
    frozenset({"one_global_each_turn", "only_active_character_globals", "no_own_character_globals"})
    | BREATH
)  # and the bar and prices of Breath Weapons' text (constructs/breath_words.py)

EACH_TURN = frozenset({"one_global_each_turn"})  # a static's "each turn" (lines.py)

GRAMMAR = r"""
%extend effect: globals_barred | globals_unusable | neither_uses_globals | one_global_each \
              | active_globals_only | own_globals_barred
globals_barred: (targets | plural_players) _bar_not ("use" | "activate") "global" "abilities" \
                duration?
globals_unusable: "global" "abilities" _bar_not "be" ("used" | "activated") duration?
neither_uses_globals: "neither" "player" ("may" | "can") ("use" | "activate") "global" \
                      "abilities" duration?
one_global_each: ("each" "player" | plural_players) ("may" | "can") "only" ("use" | "activate") \
                 number "global" "ability" ("each" | "per" | "a") "turn"
active_globals_only: plural_players ("may" | "can") "only" ("use" | "activate") "the"? "global" \
                     "abilities" "of" "active" "characters"
own_globals_barred: plural_players _bar_not "use" "the"? "global" "abilities" "on" "character" \
                    "cards" "on" "their" "team"
!plural_players: "players" | "your" "opponents" | "they"
_bar_not: "may" "not" | "cannot" | "can't"
"""
_PLAYERS = {"players": "all_players", "your opponents": "opponent", "they": THEM}
_NAMED = ("all_players", "opponent", THEM)  # ("you" barring yourself: no card says so)


def _barred(children: list[Any]) -> list[Effect]:
    named = children[0] if isinstance(children[0], list) else [children[0]]
    who = named[0].get("target") if len(named) == 1 else None
    if who not in _NAMED:
        raise NotRead("effect")
    return [{"op": CANT, "target": who, **duration_of(children)}]


def _all(children: list[Any]) -> list[Effect]:
    return [{"op": CANT, "target": "all_players", **duration_of(children)}]


def _everyone(children: list[Any]) -> None:
    """ "players" (or "each player"): every player, never "your opponents" or "they"."""
    if any(isinstance(c, dict) and c.get("target") != "all_players" for c in children):
        raise NotRead("effect")


def _one(children: list[Any]) -> list[Effect]:
    _everyone(children)
    if next(c for c in children if isinstance(c, int)) != 1:
        raise NotRead("effect")  # "2 Global Abilities each turn": no such count is kept
    return [{"op": "one_global_each_turn", "target": "all_players"}]


def _static(children: list[Any], op: str) -> list[Effect]:
    _everyone(children)
    return [{"op": op, "target": "all_players"}]


RULES = {
    "globals_barred": _barred,
    "globals_unusable": _all,
    "neither_uses_globals": _all,
    "one_global_each": _one,
    "active_globals_only": lambda c: _static(c, "only_active_character_globals"),
    "own_globals_barred": lambda c: _static(c, "no_own_character_globals"),
    "plural_players": lambda c: {"target": _PLAYERS[words(c)]},
}
