"""Filters (DM-13.2, DM-12.7): what narrows the dice a target kind, a count or a condition
names, as (name, value) pairs of card data: level, energy type, affiliation, Sidekick, name,
zone, face, ... A new filter is one entry in `FILTERS` and a test. Granted affiliations and
keywords (effects/granting.py) count as printed ones while they last."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine.abilities.counted_as import said
from games.engine.abilities.dealt_amount import NAME as DEALT
from games.engine.abilities.dealt_amount import check as dealt_check
from games.engine.abilities.dealt_amount import dealt_at_least
from games.engine.abilities.equipped import equipped_to, gear_on
from games.engine.abilities.hooks import counts_as_sidekick
from games.engine.abilities.markers import MARKERS, die_card_has
from games.engine.abilities.texts import copies_on, has_keyword
from games.engine.model.cards import CardDef, CharacterFace, EnergyFace
from games.engine.model.state import FIELD_ZONES, Die, GameState

Filter = Callable[[GameState, Die, Any], bool]
# What is wrong with a filter's value ("" if nothing), for the loader: filters whose value
# says more than one thing (abilities/either_filters.py `any_of`)
CHECKS: dict[str, Callable[[Any], str]] = {}


def _not_counted(card: CardDef, name: str, value: Any) -> bool:
    """The card says its dice do not count as what (`name`, `value`) names."""
    return bool(card.statics) and said(card, name, value) is False


def card_of(state: GameState, die: Die) -> CardDef:
    """The card whose name and affiliations a die has: its own, or the one it is a copy of
    ("copy the die", DM-23.3, effects/copying.py; the last copy wins)."""
    if state.lasting:
        copies = copies_on(state, die.id)
        if copies and copies[0][0] == "copy_die":
            return state.cards[copies[0][1]]
    return state.cards[die.card]


def trigger_filters(data: dict[str, Any], has_die: bool, where: str) -> tuple:
    """An ability's filters on the die an occasion concerns (abilities/occasions.py)."""
    for name in data:
        if name not in FILTERS:
            raise ValueError(f"{where}: unknown trigger filter {name!r}")
    if data and not has_die:
        raise ValueError(f"{where}: this trigger has no die to filter")
    return tuple(sorted(data.items()))


def _given(state: GameState, die: Die, affiliation: Any) -> bool:
    """An affiliation an effect gave the die (effects/granting.py)."""
    return any(
        x.effect == "grant_affiliation" and x.target == die.id and x.to == affiliation
        for x in state.lasting
    )


def damaged_a_player(state: GameState, die_id: str) -> bool:
    """The die dealt damage to a player this turn that was not all prevented (the damage
    record, model/hits.py, DM-19.1): "if it damaged your opponent"."""
    return any(
        h.source == die_id and h.target.startswith("player:") and h.amount > 0 for h in state.hits
    )


def _level(state: GameState, die: Die, value: Any) -> bool:
    face = state.face_of(die)
    return isinstance(face, CharacterFace) and face.level == value


def _level_at_most(state: GameState, die: Die, value: Any) -> bool:
    """A character face of that level or lower ("a level 1 or level 2 character")."""
    face = state.face_of(die)
    return isinstance(face, CharacterFace) and face.level <= value


def _unblocked(state: GameState, die: Die) -> bool:
    combat = state.combat
    return (
        combat is not None
        and combat.blockers_declared
        and die.id in combat.attackers
        and die.id not in combat.blocked
        and die.zone.value == "attack"
    )


def _outnumbered(state: GameState, die: Die, value: Any) -> bool:
    """The die's owner has fewer character dice in the Field Zone than the opponent (Doubles:
    the owner's team than the opposing team, docs/rulings.md "Doubles")."""
    if die.owner is None:
        return False
    counts = [
        sum(
            state.is_character(state.dice[d])
            for p in side
            for z in FIELD_ZONES
            for d in state.in_zone(p, z)
        )
        for side in (state.teammates(die.owner), state.opponents(die.owner))
    ]
    return (counts[1] > counts[0]) is bool(value)


def field_cost_shown(state: GameState, die: Die) -> int | None:
    """The fielding cost of the character face a die shows (DM-8.10); None on any other."""
    face = state.face_of(die)
    return face.cost if isinstance(face, CharacterFace) else None


# The reader of affiliations static abilities give (abilities/static_affiliations.py, above
# this module; it puts itself here when imported: games/engine/loading/ imports it)
STATIC_AFFILIATIONS: list[Callable[[GameState, Die, Any], bool]] = []


def _affiliated(state: GameState, die: Die, value: Any) -> bool:
    card = card_of(state, die)
    return (
        value in card.affiliations
        or (bool(state.lasting) and _given(state, die, value))
        or (bool(STATIC_AFFILIATIONS) and STATIC_AFFILIATIONS[0](state, die, value))
        or (bool(card.statics) and said(card, "affiliation", value) is True)  # "also counts as"
    )


def _kind(kind: str) -> str:
    return "action" if kind == "basic_action" else kind


FILTERS: dict[str, Filter] = {
    "level": _level,
    "level_at_most": _level_at_most,
    # a character face of that level or higher ("if <self> is level 2 or 3")
    "level_at_least": lambda state, die, value: (
        isinstance(face := state.face_of(die), CharacterFace) and face.level >= value
    ),
    "energy_type": lambda state, die, value: value in state.cards[die.card].energy_types,
    # "non-@bolt": a die of a card without that energy type
    "not_energy_type": lambda state, die, value: value not in state.cards[die.card].energy_types,
    "affiliation": lambda state, die, value: _affiliated(state, die, value),
    # of no such affiliation ("a non-Villain character die"), given ones counted too
    "not_affiliation": lambda state, die, value: not _affiliated(state, die, value),
    "sidekick": lambda state, die, value: counts_as_sidekick(state, die) is bool(value),
    "name": lambda state, die, value: card_of(state, die).name == value,
    # a card of that name, in any case ("if Robin is active": every card named Robin)
    "named": lambda state, die, value: card_of(state, die).name.casefold() == value.casefold(),
    # of no card of that name ("... other than Thor": every die named Thor is left out)
    "not_named": lambda state, die, value: card_of(state, die).name.casefold() != value.casefold(),
    "card": lambda state, die, value: die.card == value,
    # a die of a character card or of an action card ("action dice in your Used Pile": what
    # the die is, not what it shows, DM-1.2); Sidekick dice are neither
    "die_kind": lambda state, die, value: _kind(state.cards[die.card].kind) == value,
    # a die of a Basic Action Card ("when you use a basic action die"), or not ("non-basic")
    "basic": lambda state, die, value: (
        (state.cards[die.card].kind == "basic_action") is bool(value)
    ),
    # in that zone, or in any of several ("from their Prep Area or Reserve Pool": "prep
    # reserve", space separated; targets._zones looks only there)
    "zone": lambda state, die, value: die.zone.value == value or die.zone.value in value.split(),
    # what the die shows: "character", "energy" or "action" (unrolled dice show nothing)
    "face": lambda state, die, value: (
        die.face is not None and state.cards[die.card].faces[die.face].kind == value
    ),
    # a double energy face: two symbols (DM-2.4; a Basic Action Die's double generic too)
    "double_energy": lambda state, die, value: (
        (isinstance(state.face_of(die), EnergyFace) and len(state.face_of(die).symbols) >= 2)
        is bool(value)
    ),
    # exactly these energy symbols on the face it shows ("bolt bolt": a (bolt)(bolt) face,
    # DM-2.4; a Wild is no (bolt)): "whenever you roll (bolt)(bolt)" (dice_occasions.py)
    "symbols": lambda state, die, value: (
        isinstance(state.face_of(die), EnergyFace)
        and sorted(state.face_of(die).symbols) == sorted(value.split())
    ),
    # the number of bursts on the face it shows ("(burst) <self> can't be blocked": a static of
    # its dice on a face with exactly that many, DM-17.1, DM-17.2)
    "bursts": lambda state, die, value: (
        die.face is not None and state.cards[die.card].faces[die.face].bursts == value
    ),
    "outnumbered": _outnumbered,  # Underdog
    # a character die with one or more Gear dice equipped ("while <self> has gear equipped",
    # abilities/equipped.py, docs/rulings.md "Equip")
    "equipped": lambda state, die, value: bool(gear_on(state, die.id)) is bool(value),
    # a Gear die attached to a character die ("target attached Gear", "a Gear equipped to an
    # opposing character": the `equipped` mark on it, abilities/equipped.py)
    "attached": lambda state, die, value: bool(equipped_to(state, die.id)) is bool(value),
    # blocked this turn (Frag: "dice that didn't block this turn"); blockers stay listed
    "blocker": lambda state, die, value: (
        (state.combat is not None and die.id in state.combat.blocks) is bool(value)
    ),
    # an attacker that was blocked this turn (DM-9.5: it stays blocked; Infiltrate)
    "blocked": lambda state, die, value: (
        (state.combat is not None and die.id in state.combat.blocked) is bool(value)
    ),
    # an attacker still in the Attack Zone that no blocker was declared for, once blockers
    # are declared (DM-9.3; DM-9.5: a blocked one stays blocked): "unblocked attackers"
    "unblocked": lambda state, die, value: _unblocked(state, die) is bool(value),
    # a die of a Good, Evil or Neutral card (the Dungeons & Dragons sets' alignment, read from
    # the card whose text it has; "neutral good": either), or of none of them ("non-Evil":
    # a card with no alignment is not Evil)
    "alignment": lambda state, die, value: card_of(state, die).alignment in value.split(),
    "not_alignment": lambda state, die, value: card_of(state, die).alignment not in value.split(),
    # a die of a card with this keyword (Heroic: "another die that has the Heroic ability")
    # (its own or a copied card's, DM-23.3: abilities/texts.py); not a card that says it is
    # no such die ("doesn't count as an Adventurer": abilities/counted_as.py)
    "keyword": lambda state, die, value: (
        has_keyword(state, die, value) and not _not_counted(card_of(state, die), "keyword", value)
    ),
    # a die of a Crossover card, or not ("a non-Crossover character die", issue 16): a card
    # of two or more energy types (003:L635; keywords/crossover.py: the rules of every one)
    "crossover": lambda state, die, value: (
        (len(state.cards[die.card].energy_types) >= 2) is bool(value)
    ),
    # a die of a card with any of these energy types ("a Fist or Shield character", space
    # separated; issue 16)
    "energy_type_any": lambda state, die, value: any(
        t in state.cards[die.card].energy_types for t in value.split()
    ),
    # a die of another card than this one (Heroic: not "another copy of the same die")
    "other_card": lambda state, die, value: die.card != value,
    # the printed purchase cost of the die's card ("with purchase cost 3 or less", DM-8.7;
    # a Sidekick's is 0) and the printed fielding cost of what it shows (DM-8.10)
    "cost_at_most": lambda state, die, value: card_of(state, die).cost <= value,
    "cost_at_least": lambda state, die, value: card_of(state, die).cost >= value,
    "cost_is": lambda state, die, value: card_of(state, die).cost == value,
    "field_cost": lambda state, die, value: field_cost_shown(state, die) == value,
    # at least that fielding cost ("1 less to field, to a minimum of 1": only dice of 2 or
    # more are lowered, and never below 1)
    "field_cost_at_least": lambda state, die, value: (field_cost_shown(state, die) or 0) >= value,
    # a die whose card shares an affiliation with that card (Teamwatch, docs/rulings.md)
    "shares_affiliation": lambda state, die, value: any(
        FILTERS["affiliation"](state, die, a) for a in state.cards[value].affiliations
    ),
    # its card has a marker of that kind ("any": of any kind) for its owner (markers.py)
    "card_marker": die_card_has,
    # dealt damage to a player this turn (abilities/used_instead.py: "if it damaged your
    # opponent, return it to the Prep Area instead")
    "damaged_a_player": lambda state, die, value: damaged_a_player(state, die.id) is bool(value),
    # at least that much damage dealt this turn (abilities/dealt_amount.py)
    DEALT: dealt_at_least,
    # under a persistent effect of that name (DM-14.2; Deadly's mark)
    "lasting": lambda state, die, value: any(
        x.effect == value and x.target == die.id for x in state.lasting
    ),
}

for _name in ("alignment", "not_alignment"):
    CHECKS[_name] = lambda value: (
        ""
        if isinstance(value, str) and value and set(value.split()) <= {"good", "evil", "neutral"}
        else "good, evil or neutral"
    )

# An effect's filter names a card by its code ("card", "other_card"): "self" is a trigger's
# word for its own card (abilities/occasions.py), which an effect's filter would compare as
# a code and so match every card.
for _name in ("card", "other_card"):
    CHECKS[_name] = lambda value: "a card's code, not 'self'" if value == "self" else ""

CHECKS[DEALT] = dealt_check

# a marker's kind (abilities/markers.py) or "any"
CHECKS["card_marker"] = lambda value: (
    "" if value == "any" or value in MARKERS else "a kind of marker (abilities/markers.py)"
)
