"""Who or what an effect acts on, in words: the target kinds (abilities/targets.py TARGETS)
and the filters that narrow them (FILTERS), one entry each.

A target entry is (singular phrase, is plural): "target opposing die" or "each opposing
character die". A filter entry turns its value into a qualifier placed before the noun
(`before`: "level 1", "Villain") or after it (`after`: "in the Used Pile")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.engine.abilities.counts import LANTERN_COLORS
from games.engine.abilities.either_filters import alternatives
from games.engine.keywords.glossary import GLOSSARY


def _marker(kind: str) -> str:
    """ "a Loyalty Counter", "a token or counter" (any kind): reading/locks.py's names."""
    from games.reading.locks import MARKER_NAMES  # (imported when asked: no import cycle)

    return "a token or counter" if kind == "any" else f"a {MARKER_NAMES.get(kind, kind)}"


@dataclass(frozen=True, slots=True)
class Target:
    """`words` with `{q}` where the filters' words before the noun go, `{after}` after it."""

    words: str
    dice: bool = True  # a die kind: filters qualify it
    plural: bool = False  # takes "get", not "gets"


TARGETS: dict[str, Target] = {
    "none": Target("", dice=False),
    "you": Target("you", dice=False, plural=True),
    "opponent": Target("your opponent", dice=False),
    "defending_player": Target("the defending player", dice=False),
    "active_player": Target("the player whose turn it is", dice=False),
    "target_player": Target("target player", dice=False),
    "all_players": Target("each player", dice=False),
    "target_player_or_die": Target("target player or {q}character die{after}"),
    "target_opponent_or_die": Target("your opponent or target {q}character die{after}"),
    "target_opponent_or_opposing_die": Target(
        "your opponent or target opposing {q}character die{after}"
    ),
    "choose_player_or_die": Target("a player or {q}character die{after} of your choice"),
    "target_die": Target("target {q}character die{after}"),
    "target_opposing_die": Target("target opposing {q}character die{after}"),
    "target_your_die": Target("target {q}character die{after} you control"),
    "choose_die": Target("a {q}character die{after} of your choice"),
    "choose_opposing_die": Target("an opposing {q}character die{after} of your choice"),
    "choose_your_die": Target("one of your {q}character dice{after}"),
    "choose_opposing_card": Target("an opposing character card of your choice", dice=False),
    "choose_your_card": Target("one of your {q}character cards{after}"),
    "choose_card": Target("a {q}character card{after} of your choice"),
    "target_opposing_card": Target("target opposing {q}character card{after}"),
    "target_card": Target("target {q}character card{after}"),
    "all_cards": Target("each {q}character card{after}"),
    "all_opposing_cards": Target("each opposing {q}character card{after}"),
    "opponent_chooses_die": Target("a {q}character die{after} your opponent chooses"),
    "opponent_targets_their_die": Target(
        "the {q}character dice{after} of theirs your opponent targets", plural=True
    ),
    # the cost an opponent may pay to prevent an effect (abilities/opponent_prevents.py)
    "opponent_may_choose_their_die": Target("one of their {q}character dice{after}"),
    "opponent_chooses_their_die": Target(
        "one of your opponent's {q}character dice{after} of their choice"
    ),
    "opponent_may_pay": Target("your opponent (if they choose to pay it)", dice=False),
    "you_may": Target("yes or no to what follows", dice=False),  # abilities/you_may.py
    # one of two outcomes, the opponent's pick (abilities/either_chosen.py)
    "opponent_either": Target("the first or the second outcome, your opponent's pick", dice=False),
    "energy_face_of_choice": Target("an energy face of your choice", dice=False),
    "energy_face_opponent_chooses": Target("an energy face of your opponent's choice", dice=False),
    "level_of_choice": Target("the way of your choice", dice=False),
    # one of the affiliations printed, for the die chosen (engine abilities/affiliation_choice.py)
    "affiliation_of_choice": Target("the affiliation of your choice", dice=False),
    "energy_type_of_choice": Target("an energy type of your choice", dice=False),
    "all_other_characters": Target("each {q}character die{after} but the one chosen"),
    "this_die": Target("this {q}die{after}"),
    # one die of a card you may buy from: yours or a Basic Action Card (abilities/supply.py)
    "supply_die": Target("a {q}die{after} of your choice still on its card"),
    "that_die": Target("that {q}die{after}"),
    "rolled_die": Target("that {q}die{after}"),  # the die a reroll's outcome is about
    "moved_die": Target("that {q}die{after}"),  # the chosen die, wherever it went
    "this_card": Target("this card's {q}dice{after}", plural=True),
    # a Gear card's static: the die its die is equipped to (engine abilities/equipped.py)
    "equipped_die": Target("the {q}character die{after} a die of this card is equipped to"),
    "engaged_dice": Target("each {q}die{after} engaged with this die"),
    "fought_dice": Target("each {q}die{after} this die was engaged with in this combat"),
    "die_it_blocked": Target("each {q}die{after} this die blocked in this combat"),
    "blocking_this_die": Target("each {q}character die{after} blocking this die"),
    "that_die_controller": Target("that die's controller", dice=False),
    "used_action_die": Target("the action die used"),  # (engine abilities/relative.py)
    "chosen_die_controller": Target("the chosen die's controller", dice=False),
    # one target of the damage a Reactive Global answers (abilities/extra_damage.py)
    "target_just_damaged": Target(
        "one player or character die that damage was dealt to", dice=False
    ),
    "all_just_damaged_dice": Target("each {q}character die{after} that damage was dealt to"),
    "all_characters": Target("each {q}character die{after}"),
    "all_opposing_characters": Target("each opposing {q}character die{after}"),
    "all_your_characters": Target("each of your {q}character dice{after}"),
    "all_dice": Target("each {q}die{after}"),
    "all_opposing_dice": Target("each opposing {q}die{after}"),
    "all_your_dice": Target("each of your {q}dice{after}"),
    "sidekick": Target("your Sidekick {q}dice{after}", plural=True),
}

ZONES = {
    "bag": "in a bag", "prep": "in a Prep Area", "reserve": "in a Reserve Pool",
    "field": "in the Field Zone", "attack": "attacking", "oop": "Out of Play",
    "used": "in a Used Pile", "supply": "on its card", "removed": "set aside",
    "gone": "gone", "captured": "captured",
}  # fmt: skip


def _any_of(value: str) -> str:
    """Affiliations of which any will do; all the Lantern colors: a Lantern of any color."""
    if set(value.split()) == LANTERN_COLORS:  # "(wl)"
        return "Lantern (of any color)"
    return " or ".join(label(a) for a in value.split())


def _zones(value: Any) -> str:
    """Where the dice are: one zone, or any of several ("in a Field Zone, Prep Area or
    Reserve Pool")."""
    names = str(value).split()
    if len(names) < 2:
        return ZONES.get(str(value), f"in zone {value}")
    places = [ZONES.get(n, n).removeprefix("in ").removeprefix("a ").removeprefix("the ")
              for n in names]  # fmt: skip
    return "in a " + ", ".join(places[:-1]) + " or " + places[-1]


# Affiliations as the cards print them, where the Team Builder file's name for one runs the
# words together ("legionofdoom"): facts of the game, not card text. Any other reads as
# `label` spells it.
AFFILIATIONS = {
    "xmen": "X-Men", "legionofdoom": "Legion of Doom", "justiceleague": "Justice League",
    "gotg": "Guardians of the Galaxy", "fantastic4": "Fantastic Four",
    "brotherhoodofmutants": "Brotherhood of Mutants", "sinistersix": "Sinister Six",
    "spideyfriends": "Spidey Friends", "suicidesquad": "Suicide Squad",
    "teentitans": "Teen Titans", "hellfireclub": "Hellfire Club", "newgods": "New Gods",
    "marvelknights": "Marvel Knights", "newwarriors": "New Warriors",
    "doompatrol": "Doom Patrol", "blackorder": "Black Order", "infinitywatch": "Infinity Watch",
    "shiarempire": "Shi'ar Empire", "starkindustries": "Stark Industries",
    "forcegrey": "Force Grey", "teamarrow": "Team Arrow", "phoenixforce": "Phoenix Force",
    "greenlantern": "Green Lantern", "blacklantern": "Black Lantern",
    "bluelantern": "Blue Lantern", "redlantern": "Red Lantern",
    "whitelantern": "White Lantern", "yellowlantern": "Yellow Lantern",
    "spacewolves": "Space Wolves", "deathguard": "Death Guard", "thorcorps": "Thor Corps",
    "wwelegends": "WWE Legends", "theshield": "The Shield", "newday": "New Day",
    "jsa": "Justice Society of America", "nwo": "nWo",
}  # fmt: skip


# An affiliation whose slug is also an energy type's ("shield" is S.H.I.E.L.D. as an
# affiliation, the Shield energy as a type): said by `affiliation_label` only.
_AFFILIATION_ONLY = {"shield": "S.H.I.E.L.D."}


def affiliation_label(value: Any) -> str:
    """An affiliation as the cards print it (`label`, but "shield" is S.H.I.E.L.D.)."""
    return _AFFILIATION_ONLY.get(str(value).casefold()) or label(value)


def label(value: Any) -> str:
    """An energy type, affiliation or other slug as a card prints it ("x_men" -> "X Men",
    "xmen" -> "X-Men")."""
    text = str(value)
    known = AFFILIATIONS.get(text.casefold().replace("_", "").replace("-", ""))
    return known or text.replace("_", " ").replace("-", " ").title()


def _keyword(value: Any) -> str:
    entry = GLOSSARY.get(str(value))
    return entry.label if entry else label(value)


def _yes(words: str, no: str) -> Callable[[Any], str]:
    return lambda value: words if value else no


def _face(value: Any) -> str:
    """What a die shows; "" for a character face, which the noun says ("character die")."""
    if value == "character":
        return ""
    return f"showing {'an' if str(value)[:1] in 'aeiou' else 'a'} {value} face"


# a persistent mark said by what it does (effects/marks.py), not by its name
_MARKS = {
    "deadly": "marked to be KO'd at the end of the turn",
    "ko_unless_attacked": "marked to be KO'd at the end of the turn unless it attacked",
}


@dataclass(frozen=True, slots=True)
class Filter:
    words: Callable[[Any], str]
    after: bool = False  # placed after the noun


FILTERS: dict[str, Filter] = {
    "level": Filter(lambda v: f"level {v}"),
    "level_at_most": Filter(lambda v: f"of level {v} or lower", after=True),
    "level_at_least": Filter(lambda v: f"of level {v} or higher", after=True),
    # compared with the ability's own die (abilities/own_level.py)
    "level_at_most_own": Filter(lambda v: "of this die's level or lower", after=True),
    "level_same_as_own": Filter(lambda v: "of the same level as this die", after=True),
    "level_above_own": Filter(lambda v: "of a higher level than this die", after=True),
    # named by this ability's own die (abilities/own_die_filters.py)
    "not_own": Filter(_yes("other than the die that set it off", "that die itself"), after=True),
    "blocking_own": Filter(_yes("blocking this die", "not blocking this die"), after=True),
    "energy_type": Filter(label),
    "affiliation": Filter(affiliation_label),
    "not_energy_type": Filter(lambda v: f"non-{label(v)}"),
    "attack_at_least": Filter(lambda v: f"with A {v} or more", after=True),
    "attack_at_most": Filter(lambda v: f"with A {v} or less", after=True),
    "not_affiliation": Filter(lambda v: f"non-{affiliation_label(v)}"),
    "sidekick": Filter(_yes("Sidekick", "non-Sidekick")),
    "name": Filter(lambda v: f"named {v}", after=True),
    "named": Filter(lambda v: f"named {v}", after=True),
    "not_named": Filter(lambda v: f"not named {v}", after=True),
    # A or D lower than this die's own now (engine abilities/own_stats.py)
    "attack_below_own": Filter(lambda v: "with less A than this die", after=True),
    "defense_below_own": Filter(lambda v: "with less D than this die", after=True),
    "attack_at_most_own": Filter(lambda v: "with no more A than this die", after=True),
    "defense_at_most_own": Filter(lambda v: "with no more D than this die", after=True),
    # of an energy type the card named (engine abilities/named_energy.py)
    "named_energy": Filter(lambda v: "of the energy type this card named", after=True),
    "card": Filter(lambda v: f"of card {v}", after=True),
    "die_kind": Filter(lambda v: str(v)),
    "basic": Filter(_yes("Basic", "non-Basic")),
    "zone": Filter(_zones, after=True),
    # (a character die's own face is said by the noun: "target character die")
    "face": Filter(_face, after=True),
    "double_energy": Filter(
        _yes("showing a double energy face", "not showing a double energy face"), after=True
    ),
    "symbols": Filter(
        lambda v: "showing a " + "".join(f"({x})" for x in v.split()) + " face", after=True
    ),
    "bursts": Filter(lambda v: f"showing a face with {v} burst{'s' if v != 1 else ''}", after=True),
    "outnumbered": Filter(_yes("outnumbered", "not outnumbered")),
    # one or more Gear dice equipped to it (engine abilities/equipped.py)
    "equipped": Filter(_yes("with Gear equipped", "with no Gear equipped"), after=True),
    "attached": Filter(
        _yes("attached to a character die", "attached to no character die"), after=True
    ),
    # a Stun token on the card (of the die) (abilities/stun.py)
    "stunned": Filter(_yes("stunned", "unstunned")),
    # declared as a blocker in this combat (state.combat.blocks, DM-9.3); True is said before
    # the noun ("blocking", reading/subjects.py `qualifiers`)
    "blocker": Filter(_yes("that is blocking", "that is not blocking"), after=True),
    "blocked": Filter(_yes("that was blocked", "that was not blocked"), after=True),
    # once blockers are declared, an attacker no blocker was declared for (filters.py)
    "unblocked": Filter(_yes("unblocked attacking", "not unblocked attacking")),
    "keyword": Filter(lambda v: f"with {_keyword(v)}", after=True),
    # (engine abilities/filters.py, used_instead.py)
    "damaged_a_player": Filter(
        _yes("that dealt damage to a player this turn", "that dealt no damage to a player"),
        after=True,
    ),
    # (engine abilities/dealt_amount.py)
    "dealt_at_least": Filter(lambda v: f"that dealt {v} or more damage this turn", after=True),
    "other_card": Filter(lambda v: "of another card", after=True),
    "crossover": Filter(_yes("Crossover", "non-Crossover")),
    "energy_type_any": Filter(lambda v: " or ".join(label(t) for t in str(v).split())),
    # what its face shows now (abilities/energy_shown.py)
    "energy_shown": Filter(
        lambda v: "showing " + " or ".join(label(t) for t in str(v).split()) + " energy",
        after=True,
    ),
    "shares_affiliation": Filter(lambda v: "that shares an affiliation with this card", after=True),
    "lasting": Filter(lambda v: _MARKS.get(v, f"under {label(v).lower()}"), after=True),
    # its card has a marker of that kind for its owner (engine abilities/markers.py)
    "card_marker": Filter(lambda v: f"whose card has {_marker(v)}", after=True),
    "cost_at_most": Filter(lambda v: f"with purchase cost {v} or less", after=True),
    "cost_at_least": Filter(lambda v: f"with purchase cost {v} or more", after=True),
    "cost_is": Filter(lambda v: f"with purchase cost {v}", after=True),
    # abilities/attacked.py
    "attacked_this_turn": Filter(
        lambda v: "that attacked this turn" if v else "that did not attack this turn", after=True
    ),
    "fought_this_turn": Filter(
        lambda v: (
            "that attacked or blocked this turn" if v else "that did not attack or block this turn"
        ),
        after=True,
    ),
    "kod_this_turn": Filter(
        lambda v: "that was KO'd this turn" if v else "not KO'd this turn", after=True
    ),
    # abilities/cheapest.py
    "lowest_cost": Filter(lambda v: "with the lowest purchase cost among its player's", after=True),
    "field_cost": Filter(lambda v: f"with fielding cost {v}", after=True),
    "field_cost_at_least": Filter(lambda v: f"with fielding cost {v} or more", after=True),
    # the dice chosen together (abilities/total_cost.py)
    "total_field_cost": Filter(
        lambda v: f"with fielding cost {v} or less ({v} or less for all of them together)",
        after=True,
    ),
    "affiliation_any": Filter(lambda v: _any_of(str(v))),
    # the card's alignment ("Evil", "Neutral or Good"; filters.py), or none of those
    "alignment": Filter(lambda v: " or ".join(label(a) for a in str(v).split())),
    "not_alignment": Filter(lambda v: "non-" + " or ".join(label(a) for a in str(v).split())),
    # a type its subtitle names ("Lesser Fiend": a Fiend die, abilities/creature_types.py)
    "creature_type": Filter(label),
    # a word of its card's name, or of its name or subtitle (abilities/title_words.py)
    "title_word": Filter(lambda v: f"with {v} in its name", after=True),
    "title_or_subtitle_word": Filter(lambda v: f"with {v} in its name or subtitle", after=True),
    # a later choice's target, not the die an earlier choice named (abilities/answers.py)
    "unlike_choice": Filter(lambda v: f"other than the one chosen {_ordinal(v)}", after=True),
    # the die whose energy face is chosen: an earlier choice's (abilities/energy_faces.py)
    "of_choice": Filter(lambda v: f"of the die chosen {_ordinal(v)}", after=True),
    # what befell the die this turn, what its card holds (engine abilities/die_history.py)
    "damaged_this_turn": Filter(
        _yes("already damaged this turn", "not damaged this turn"), after=True
    ),
    "has_global": Filter(
        _yes("with a Global Ability on its card", "with no Global Ability on its card"),
        after=True,
    ),
    # the affiliations a choice offers (engine abilities/affiliation_choice.py)
    "among": Filter(
        lambda v: "among " + " and ".join(label(a) for a in str(v).split()), after=True
    ),
    # how many dice drawn may be picked (engine effects/draw_pick.py; its op says it)
    "keep_up_to": Filter(lambda v: f"up to {v} of them picked", after=True),
    # one filter or another ("level 1 or Deadpool"), each in its own words
    "any_of": Filter(lambda v: " or ".join(_one_of(name, said) for name, said in alternatives(v))),
}


def _ordinal(value: Any) -> str:
    """ "first" for a choice numbered 0, "second" for 1, ..."""
    n = int(value)
    return ("first", "second", "third")[n] if n < 3 else f"{n + 1}th"


def _one_of(name: str, value: Any) -> str:
    entry = FILTERS.get(name)
    return entry.words(value) if entry else f"(not rendered: {name})"
