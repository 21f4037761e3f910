"""Triggers on a player's own or an opponent's dice and deeds (issue 16; the engine's scopes
`yours`/`opposing`, needing this card active, DM-18.1): "When(ever) you field a (grv)
character die (at level 3),", "When an opposing character die is KO'd,", "When your
opponent uses an action die,", "When you use a Global Ability,", "When your opponent is
dealt damage,", with or without "While <self> is active," (or "When <self> is active,")
first. The die the occasion concerns is `that_die` ("it", "that die"); what it must be is
`trigger_filters` ("another", "... is KO'd besides <self>": of another card).
`self` is this card's dice in its controller's Field Zone (no die triggered it).
"A character die is KO'd" (either player's) is both triggers of one ability (DM-15.6), as is
"either you or <self> takes damage". "A character die spins up (a level)" / "is spun up":
an effect spun it up one or more levels (DM-21); "spins up or down": either way. "The first
time each turn <deed>," (or "the first time <deed> each turn,") is the same trigger once per
card and turn (DM-15.5). "A different (grv) character die" is "another": of another card.
"An adventurer character die" is a character with Experience (as constructs/conditions.py
reads "adventurer")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import DEED, Context, Effect, NotRead, Trigger

GRAMMAR = r"""
%extend trigger: deed_trigger
deed_trigger: ("while" ("self" "is")? "active" ",")? ("when" | "whenever" | "each" "time") deed
            | "when" "self" "is" "active" "," ("when" | "whenever" | "each" "time") deed
            | ("while" ("self" "is")? "active" ",")? "the" "first" "time" "each" "turn" deed \
              -> first_deed
            | ("while" ("self" "is")? "active" ",")? "the" "first" "time" deed "each" "turn" \
              -> first_deed
?deed: deed_field | deed_field_self | deed_fielded | deed_die | deed_use | deed_damaged \
     | deed_either
deed_either: "either"? ("you" "or" "self" | "self" "or" "you") ("take" | "takes") "damage"
deed_field_self: deed_player ("field" | "fields") "self"
deed_field: deed_player ("field" | "fields") deed_die_phrase ("at" "level" INT)?
deed_fielded: deed_die_phrase "is" "fielded"
deed_die: deed_die_phrase (deed_verb) deed_besides?
// "when one of your character dice is KO'd besides <self>": another card's (as "other than")
!deed_besides: "besides" "self"
!deed_verb: "is" "ko'd" | "is" "knocked" "out" | "attacks" | "blocks" | "is" "dealt" "damage"
          | "takes" "damage" | "is" "damaged" | "attack" | "block"
          | "spins" "up" ("a" "level")? | "is" "spun" "up"
          | "deals" "combat" "damage" | "spins" "up" "or" "down"
          | "deals" "combat" "damage" "to" ("an" | "your") "opponent"
          | "uses" "infiltrate"  // (constructs/keyword_uses.py)
deed_use: deed_player ("use" | "uses") "an" "action" "die" -> deed_use_action
        | deed_player ("use" | "uses") "a" "global" "ability" -> deed_use_global
deed_damaged: deed_player ("is" | "are") "dealt" "damage" | deed_player ("take" | "takes") "damage"
!deed_player: "you" | "your" "opponent" | "an" "opponent" | "your" "opponents"
deed_die_phrase: deed_det (dice_mod | dice_combat | dice_level | dice_icon | deed_unlike \
                          | deed_adventurer)* dice_noun dice_whose? deed_other_than?
deed_other_than: "other" "than" "self"  // "a (aff) character die other than <self>": non-self
deed_adventurer: "adventurer"  // a character with Experience (as constructs/conditions.py)
deed_unlike: "non-self" | "non-" AFF  // not of this card; not of that affiliation
!deed_det: "a" | "an" | "another" | "a" "different" | "one" "of" "your"
        | "your"  // "your characters attack"
"""
VERBS = {
    "is ko'd": "is_kod", "is knocked out": "is_kod", "attacks": "attacks", "blocks": "blocks",
    "attack": "attacks", "block": "blocks",  # "when your characters attack": each die's
    "is dealt damage": "is_damaged", "takes damage": "is_damaged", "is damaged": "is_damaged",
    "spins up": "spins_up", "spins up a level": "spins_up", "is spun up": "spins_up",
    "deals combat damage": "deals_combat", "spins up or down": "spins_up_or_down",
    "deals combat damage to an opponent": "deals_combat_to_opponent",
    "deals combat damage to your opponent": "deals_combat_to_opponent",
    "uses infiltrate": "uses_infiltrate",
}  # fmt: skip


_LISTED = ("flag", "unlike")  # tuples a phrase may hold several of
_EACH = "$each"  # a plural subject ("your characters"): each die's deed, its verb plural


def _unlike(children: list[Any]) -> tuple[str, str]:
    """ "non-<self>" (the normaliser's "non-" before this card's name): of another card;
    "non-#<affiliation>": of no such affiliation."""
    return ("unlike", "self") if not children else ("unlike", str(children[0])[1:])


def _side(player: str) -> str:
    return "you" if player == "you" else "opponent"


def _die(children: list[Any]) -> tuple[str, dict[str, Any]]:
    """(whose: yours | opposing | either, trigger filters) of "a Sidekick character die you
    control", "an opposing (grv) character die", "one of your character dice"."""
    parts = {c[0]: c[1] for c in children if isinstance(c, tuple) and c[0] not in _LISTED}
    flags = [c[1] for c in children if isinstance(c, tuple) and c[0] == "flag"]
    unlike = [c[1] for c in children if isinstance(c, tuple) and c[0] == "unlike"]
    det, noun, whose = parts["det"], parts["noun"], parts.get("whose", "")
    if len(set(flags)) != len(flags) or "active" in flags or "other" in flags:
        raise NotRead("trigger:other")
    plural = noun.endswith(("dice", "characters", "superstars", "sidekicks"))
    if plural != (det in ("one of your", "your")):
        raise NotRead("trigger:other")
    side = "either"
    if "opposing" in flags or whose == "your opponent controls":
        side = "opposing"
    if det in ("one of your", "your") or whose == "you control":
        if side == "opposing":
            raise NotRead("trigger:other")
        side = "yours"
    filters: dict[str, Any] = {}
    if parts.get("combat"):
        raise NotRead("trigger:other")
    if "level" in parts:
        filters["level"] = parts["level"]
    icon = parts.get("icon", "")
    if icon.startswith("@"):
        if icon == "@wild":
            raise NotRead("trigger:other")
        filters["energy_type"] = icon[1:]
    elif icon:
        filters["affiliation"] = icon[1:]
    if "sidekick" in noun:
        filters["sidekick"] = True
    if "adventurer" in parts:
        filters["keyword"] = "experience"
    if "non-sidekick" in flags:
        if "sidekick" in noun:
            raise NotRead("trigger:other")
        filters["sidekick"] = False
    if det in ("another", "a different") or "self" in unlike:
        filters["other_card"] = "self"
    if len(set(unlike)) != len(unlike) or len([u for u in unlike if u != "self"]) > 1:
        raise NotRead("trigger:other")
    for affiliation in (u for u in unlike if u != "self"):
        if "affiliation" in filters:
            raise NotRead("trigger:other")
        filters["not_affiliation"] = affiliation
    if det == "your":  # "your characters": a plural subject, read only before its verb
        filters[_EACH] = True
    return side, filters


def _deed(
    name_yours: str, name_opposing: str, side: str, filters: dict[str, Any], theirs: bool = False
) -> Trigger:
    """`theirs`: the opposing trigger is the opponent's own deed (they field it), not a deed
    of an opposing die ("them" names that opponent only in the first)."""
    if filters.pop(_EACH, False):
        raise NotRead("trigger:other")  # "when you field your characters"
    extra = (("trigger_filters", filters),) if filters else ()
    if side == "yours":
        return Trigger(name_yours, selves="deed", extra=extra)
    if side == "opposing":
        return Trigger(name_opposing, selves="deed", extra=extra, theirs=theirs)
    return Trigger(name_yours, also=(name_opposing,), selves="deed", extra=extra)


def _field(children: list[Any]) -> Trigger:
    """ "... at level 3": the die fielded on its level 3 face (the trigger filters are read
    as it is fielded, DM-8.12)."""
    player, (side, filters) = children[0], children[1]
    if len(children) > 2:
        if "level" in filters:
            raise NotRead("trigger:other")
        filters = {**filters, "level": int(children[2])}
    if side != "either" and side != ("yours" if player == "you" else "opposing"):
        raise NotRead("trigger:other")  # "you field an opposing ..."
    mine = player == "you"
    return _deed("when_you_field", "when_opponent_fields", "yours" if mine else "opposing",
                 filters, theirs=True)  # fmt: skip


def _field_self(children: list[Any]) -> Trigger:
    """ "When you field <self>,": this card's own "when fielded" (DM-18.2, its die)."""
    if children[0] != "you":
        raise NotRead("trigger:other")
    return Trigger("when_fielded")


def _fielded(children: list[Any]) -> Trigger:
    side, filters = children[0]
    return _deed("when_you_field", "when_opponent_fields", side, filters, theirs=True)


def _die_deed(children: list[Any]) -> Trigger:
    (side, filters), said = children[0], children[1]
    if len(children) > 2:  # "... is KO'd besides <self>": a die of another card
        if VERBS[said] != "is_kod":
            raise NotRead("trigger:other")
        filters = {**filters, "other_card": "self"}
    if filters.pop(_EACH, False) != (said in ("attack", "block")):
        raise NotRead("trigger:other")  # "your characters attacks", "a character attack"
    verb = VERBS[said]
    if verb == "deals_combat_to_opponent" and side != "yours":
        raise NotRead("trigger:other")  # an opposing die's "to your opponent": whose is that?
    if verb == "spins_up_or_down":  # either spin, one ability (DM-15.6; effects/spin.py)
        up = _deed("when_your_die_spins_up", "when_opposing_die_spins_up", side, dict(filters))
        down = _deed("when_your_die_spins_down", "when_opposing_die_spins_down", side, filters)
        return replace(up, also=(*up.also, down.name, *down.also))
    names = {
        "is_kod": ("when_your_die_is_kod", "when_opposing_die_is_kod"),
        "attacks": ("when_your_die_attacks", "when_opposing_die_attacks"),
        "blocks": ("when_your_die_blocks", "when_opposing_die_blocks"),
        "is_damaged": ("when_your_die_is_damaged", "when_opposing_die_is_damaged"),
        "spins_up": ("when_your_die_spins_up", "when_opposing_die_spins_up"),  # effects/spin.py
        # its Infiltrate used (abilities/keyword_uses.py)
        "uses_infiltrate": ("when_your_die_uses_infiltrate", "when_opposing_die_uses_infiltrate"),
        # DM-9.8: its combat damage to a player (abilities/combat_occasions.py)
        "deals_combat_to_opponent": (
            "when_your_die_deals_combat_damage_to_opponent",
            "when_opposing_die_deals_combat_damage_to_opponent",
        ),
        # DM-9.7: combat damage, not an ability's (abilities/combat_occasions.py)
        "deals_combat": (
            "when_your_die_deals_combat_damage",
            "when_opposing_die_deals_combat_damage",
        ),
    }[verb]
    return _deed(*names, side, filters)


def _use_action(children: list[Any]) -> Trigger:
    """ "When you use an action die" is its player's trigger with no die of its own (the
    used die is no character: "it" names nothing); an opponent's likewise."""
    if children[0] == "you":
        return Trigger("when_you_use_an_action_die", selves="player")
    return Trigger("when_opponent_uses_an_action_die", selves="player", theirs=True,
                   other_die=True)  # fmt: skip


def _use_global(children: list[Any]) -> Trigger:
    if children[0] == "you":
        return Trigger("when_you_use_a_global", selves="player")
    return Trigger("when_opponent_uses_a_global", selves="player", theirs=True)


def _damaged(children: list[Any]) -> Trigger:
    """ "When your opponent is dealt damage" (DM-12.4); "when you are dealt damage" is not
    read here (the engine's trigger for it does not need this card active)."""
    if children[0] == "you":
        raise NotRead("trigger:other")
    return Trigger("when_opponent_is_damaged", selves="player", theirs=True)


def _either(children: list[Any]) -> Trigger:
    """ "Whenever either you or <self> takes damage": its die's own "when damaged" (DM-18.2)
    and its player's (DM-12.4), one ability (DM-15.6), while this card is active (DM-18.1:
    the player's trigger needs it said). `self` names no one die in it."""
    return Trigger("when_damaged", also=("when_you_are_damaged",), selves="either",
                   extra=(("while_active", "self"),))  # fmt: skip


def _first(children: list[Any]) -> Trigger:
    """ "The first time each turn <deed>," / "the first time <deed> each turn,": once per
    card and turn (DM-15.5, `first_time_each_turn`)."""
    trigger: Trigger = children[-1]
    return replace(trigger, extra=(*trigger.extra, ("first_time_each_turn", True)))


RULES = {
    "deed_trigger": lambda c: c[-1],
    "first_deed": _first,
    "deed_either": _either,
    "deed_field": _field,
    "deed_fielded": _fielded,
    "deed_field_self": _field_self,
    "deed_die": _die_deed,
    "deed_verb": lambda c: words(c),
    "deed_use_action": _use_action,
    "deed_use_global": _use_global,
    "deed_damaged": _damaged,
    "deed_player": lambda c: _side(words(c)),
    "deed_die_phrase": _die,
    "deed_other_than": lambda c: ("unlike", "self"),
    "deed_det": lambda c: ("det", words(c)),
    "deed_unlike": _unlike,
    "deed_adventurer": lambda c: ("adventurer", True),
}


def _of_the_deed(effect: Effect, _: Any, context: Context) -> None:
    if context.selves != "deed":
        raise NotRead("self")  # "they" / "their type" with no die's deed before


MARKS = {DEED: _of_the_deed}
