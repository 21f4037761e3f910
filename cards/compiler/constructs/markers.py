"""Markers on a card said by a line: tokens and counters put on, gained, taken off, counted
and asked about (engine abilities/markers.py; docs/rulings.md "Markers on cards").

- put: "put (place, add) a <marker> on (to) <this card>" ("self's card", "her card", "this
  card", "self"): `add_<kind>` on this card (target "none"); "... on each of your (aff)
  characters": on the card of each die named, for its owner;
- gained: "<self> gains a <marker>", "gain a <marker>" (the card's own line: this card);
- taken off: "remove N / all <markers> from <this card>" (Experience tokens taken off
  another card are constructs/token_removal.py's);
- counted: "for each <marker> on <this card>" (`<kind>s_on_this_card`; "token": any kind);
- asked: "if <self> has N or more <markers>", "if you have N or more <markers> on <this
  card>" (condition `count`), "if among the character cards on your team you have N or more
  <markers>" (`your_<kind>s`).

The kinds: Loyalty Counters, Experience tokens (counters), "+1A and +1D" tokens (counters),
Infinity counters, Inspiration tokens. Any other kind of marker is not read; nor is a
marker put on a die ("on the character die with the fewest counters": a die's marker is not
ruled)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import SELF, Effect, NotRead

GRAMMAR = r"""
%extend effect: marker_put | marker_gained | marker_off
%extend count: marker_count
%extend condition: marker_has | marker_you_have | marker_among
// (the verb is constructs/moves.py's `_move_verb`: its own words would overlap theirs)
marker_put: _move_verb number marker_kind ("on" | "to") marker_to
marker_to: marker_card | targets
marker_gained: targets ("gains" | "gain" | "gets" | "get") number marker_kind "immediately"?
             | "gain" number marker_kind
// (an Experience token off this card: constructs/token_removal.py's `tokens_from`)
marker_off: "remove" tokens_many marker_kind_off "from" marker_card
!marker_kind_off: "loyalty" ("counter" | "counters")
                | STAT "and" STAT ("token" | "tokens" | "counter" | "counters")
                | "infinity" ("counter" | "counters")
                | "inspiration" ("token" | "tokens")
marker_count: marker_kind "on" (marker_card | "it" | "self")
// (attacker_self: constructs/attackers.py's "self"/"he"/"she", as gear.py's "she has ...")
marker_has: (attacker_self | "self's" "card") ("has" | "have") cond_amount marker_kind
marker_you_have: cond_who "have" cond_amount marker_kind "on" marker_card
marker_among: "among" "all"? "the"? "character" "cards" "on" "your" "team" "you" "have" \
              cond_amount marker_kind
!marker_card: "self's" "card" | "self's" "character" "card" | "self" "card" \
            | "self" "character" "card" | "her" "card" | "his" "card" | "its" "card" \
            | "this" "card" | "this" "character" "card" | "their" "card"
!marker_kind: "loyalty" ("counter" | "counters")
            | "experience" ("token" | "tokens" | "counter" | "counters")
            | STAT "and" STAT ("token" | "tokens" | "counter" | "counters")
            | "infinity" ("counter" | "counters")
            | "inspiration" ("token" | "tokens")
            | "token" | "tokens"
"""
# the printed name of each kind (its words, plural stripped) -> abilities/markers.py's kind
KINDS = {
    "loyalty counter": "loyalty_counter",
    "experience token": "experience_token",
    "experience counter": "experience_token",  # (the same token: docs/rulings.md)
    "+1a and +1d token": "stat_token",
    "+1a and +1d counter": "stat_token",
    "infinity counter": "infinity_counter",
    "inspiration token": "inspiration_token",
}
ANY = "$any"  # "token(s)" alone: any kind (only counted)
THIS_CARD = {"target": "none"}  # the ability's own card, for its controller
# dice whose cards a marker goes on: each die named (not chosen), for its owner
_ON_DICE = frozenset({"all_characters", "all_your_characters", "all_opposing_characters"})


def _kind(children: list[Any]) -> str:
    said = " ".join(str(c) for c in children).removesuffix("s")
    if said == "token":
        return ANY
    if said not in KINDS:
        raise NotRead("effect")  # "+2A and +1D token": a marker no text of ours gives
    return KINDS[said]


def _named(kind: str) -> str:
    if kind == ANY:
        raise NotRead("effect")  # "put a token on ...": which kind is not said
    return kind


def _put(children: list[Any]) -> list[Effect]:
    amount, kind, where = children[0], _named(children[1]), children[-1]
    if not 1 <= amount <= 9:
        raise NotRead("effect")
    return [{"op": f"add_{kind}", "amount": amount, **where}]


def _to(children: list[Any]) -> Effect:
    said = children[0]
    if isinstance(said, dict):  # this card
        return said
    (found,) = said if len(said) == 1 else (None,)
    if found is None:
        raise NotRead("target")  # two holders
    if found.get("target") == SELF:  # "on self": this card
        return dict(THIS_CARD)
    if found.get("target") not in _ON_DICE or "up_to" in found:
        raise NotRead("choice")  # a chosen die's card, a player: not ruled here
    return dict(found)


def _gained(children: list[Any]) -> list[Effect]:
    """ "<self> gains a <marker>": this card; "<dice> gain ...": the card of each die named
    (not chosen); "gain a <marker>" (no subject): this card."""
    said = [c for c in children if not isinstance(c, Token)]
    holder: Effect = dict(THIS_CARD)
    if isinstance(said[0], list):
        holder = _to([said.pop(0)])
    amount, kind = said[0], _named(said[1])
    if not 1 <= amount <= 9:
        raise NotRead("effect")
    return [{"op": f"add_{kind}", "amount": amount, **holder}]


def _off(children: list[Any]) -> list[Effect]:
    many, kind = children[0], _named(children[1])
    amount = many if isinstance(many, int) else 0  # "all": every one
    if not 0 <= amount <= 9:
        raise NotRead("effect")
    return [{"op": f"remove_{kind}", "amount": amount, **THIS_CARD}]


def _count(children: list[Any]) -> tuple[str, dict[str, Any]]:
    kind = children[0]
    return ("markers_on_this_card" if kind == ANY else f"{kind}s_on_this_card", {})


def _bound(children: list[Any]) -> dict[str, Any]:
    (bound, another) = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "amount")
    if another:
        raise NotRead("condition")
    return dict(bound)


def _has(children: list[Any]) -> dict[str, Any]:
    kind = _named(children[-1])
    return {"kind": "count", "count": f"{kind}s_on_this_card", **_bound(children)}


def _you_have(children: list[Any]) -> dict[str, Any]:
    if ("who", "yours") not in children:
        raise NotRead("condition")  # "your opponent has ... on this card"
    kind = _named(children[-2])
    return {"kind": "count", "count": f"{kind}s_on_this_card", **_bound(children)}


def _among(children: list[Any]) -> dict[str, Any]:
    kind = _named(children[-1])
    return {"kind": "count", "count": f"your_{kind}s", **_bound(children)}


RULES = {
    "marker_put": _put,
    "marker_to": _to,
    "marker_gained": _gained,
    "marker_off": _off,
    "marker_kind_off": lambda c: _kind([str(x) for x in c]),
    "marker_count": _count,
    "marker_has": _has,
    "marker_you_have": _you_have,
    "marker_among": _among,
    "marker_card": lambda c: dict(THIS_CARD),
    "marker_kind": lambda c: _kind([str(x) if isinstance(x, Token) else x for x in c]),
}
