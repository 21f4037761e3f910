"""Counting "for each ..." (DM-18.5): `EffectSpec.per` names a count; the effect's amount is
multiplied by it when the effect resolves (abilities/resolution.py) or, in a static ability,
whenever A and D are asked (abilities/stats.py). Counting "active characters" counts unique
characters with a die in the Field Zone; counting dice counts each die, only in the Field
Zone of the player named (DM-18.5). `EffectSpec.per_filters` narrow the dice counted ("for
each Villain character die you have": filters of abilities/filters.py); "other" counts leave
out the die the ability is of (or the die a static ability is asked about); "different"
counts count distinct affiliations or energy types. A new count is one entry in `COUNTS`
and a test.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from games.engine.abilities.equipped import gear_on
from games.engine.abilities.filters import FILTERS, card_of, field_cost_shown
from games.engine.abilities.hooks import counts_as_sidekick
from games.engine.abilities.markers import MARKERS, held, on_team
from games.engine.model.cards import CharacterFace, EnergyFace, Face
from games.engine.model.hits import left
from games.engine.model.state import FIELD_ZONES, Die, GameState, Zone


class Counting(NamedTuple):
    """What a count is asked about: the effect's controller, the die it is of ("other"),
    the filters on what is counted, the die the effect is applied for (a die drawn or
    rolled, abilities/outcomes.py: "that die")."""

    state: GameState
    player: int
    source_die: str = ""
    filters: tuple[tuple[str, Any], ...] = ()
    chosen: str = ""
    card: str = ""  # the ability's card ("for each counter on it"; none: the source die's)


Count = Callable[[Counting], int]


def _seats(c: Counting, whose: str) -> tuple[int, ...]:
    if whose == "yours":
        return (c.player,)
    if whose == "opposing":
        return c.state.opponents(c.player)
    return tuple(range(c.state.seats))


def _character_dice(c: Counting, whose: str, other: bool = False, zones=FIELD_ZONES) -> list:
    state = c.state
    found = []
    for seat in _seats(c, whose):
        for zone in zones:
            for d in state.in_zone(seat, zone):
                die = state.dice[d]
                if not state.is_character(die) or (other and d == c.source_die):
                    continue
                if all(FILTERS[n](state, die, v) for n, v in c.filters):
                    found.append(d)
    return found


def _dice(whose: str, other: bool = False, zones: tuple[Zone, ...] = FIELD_ZONES) -> Count:
    return lambda c: len(_character_dice(c, whose, other, zones))


def _active(whose: str, other: bool = False) -> Count:
    """Unique characters (cards) with a die in the Field Zone (DM-18.1, DM-18.5); "other":
    not the card of the die the ability is of."""

    def count(c: Counting) -> int:
        cards = {c.state.dice[d].card for d in _character_dice(c, whose)}
        if other and c.source_die in c.state.dice:
            cards.discard(c.state.dice[c.source_die].card)
        return len(cards)

    return count


# The Lantern Corps affiliations, each a color ("for each (wl) color you control"; the
# import's names, Violet is "purple"): docs/rulings.md "Lantern colors"
LANTERN_COLORS = frozenset(
    {"greenlantern", "yellowlantern", "redlantern", "bluelantern", "blacklantern",
     "whitelantern", "indigo", "purple", "orange"}
)  # fmt: skip


def _different(whose: str, what: str, among: frozenset[str] | None = None) -> Count:
    """Distinct affiliations (or energy types) among the active characters named (`among`:
    only those affiliations)."""

    def count(c: Counting) -> int:
        found: set[str] = set()
        for d in _character_dice(c, whose):
            card = c.state.cards[c.state.dice[d].card]
            found.update(card.affiliations if what == "affiliation" else card.energy_types)
        return len(found & among if among is not None else found)

    return count


def _in_zone(zone: Zone, whose: str) -> Count:
    """Every die in that zone (filtered), whatever it shows."""

    def count(c: Counting) -> int:
        state = c.state
        return sum(
            all(FILTERS[n](state, state.dice[d], v) for n, v in c.filters)
            for seat in _seats(c, whose)
            for d in state.in_zone(seat, zone)
        )

    return count


def _energy(whose: str) -> Count:
    """Energy symbols of a type among the faces of the dice in a Reserve Pool ("for each
    (bolt) in your Reserve Pool": symbols, not dice; Wild does not count, as the cards say);
    the type is the count's `energy_type` filter, other filters narrow the dice. With no
    type, every symbol, Wild too ("the total energy in their Reserve Pool")."""

    def count(c: Counting) -> int:
        state = c.state
        wanted = dict(c.filters).get("energy_type")
        rest = [(n, v) for n, v in c.filters if n != "energy_type"]
        total = 0
        for seat in _seats(c, whose):
            for d in state.in_zone(seat, Zone.RESERVE):
                die = state.dice[d]
                face = state.face_of(die)
                if isinstance(face, EnergyFace) and all(FILTERS[n](state, die, v) for n, v in rest):
                    total += sum(1 for s in face.symbols if wanted is None or s == wanted)
        return total

    return count


def _reserve_types(c: Counting) -> int:
    """Distinct energy types among the symbols of the energy faces in your Reserve Pool
    (a count of the distinct energy types in your Reserve Pool): Wild is none of the
    four types (DM-2.6), so it adds none."""
    state = c.state
    found: set[str] = set()
    for d in state.in_zone(c.player, Zone.RESERVE):
        face = state.face_of(state.dice[d])
        if isinstance(face, EnergyFace):
            found.update(s for s in face.symbols if s != "wild")
    return len(found)


def _matching(c: Counting) -> int:
    """Energy symbols in your Reserve Pool that match an energy type of the die the ability
    is about (Reserve Pool symbols matching the attackers' own type: the
    attacking die of a "when your characters attack" trigger, its source die): symbols, not
    dice; Wild is none of the four types (DM-2.6); a die with no type matches none."""
    state = c.state
    die = state.dice.get(c.source_die)
    if die is None:
        return 0
    types = set(state.cards[die.card].energy_types)
    total = 0
    for d in state.in_zone(c.player, Zone.RESERVE):
        face = state.face_of(state.dice[d])
        if isinstance(face, EnergyFace):
            total += sum(1 for s in face.symbols if s in types)
    return total


def _highest_level(c: Counting) -> int:
    """The level of your highest-level character die in the Field Zone, filtered ("equal
    to the level of your highest level Adventurer in the field": docs/rulings.md
    "Adventurers"); 0 with none. A count of one die's level, not of dice (DM-18.5 counts
    the Field Zone's dice; the level is the face it shows, DM-1.5)."""
    levels = [
        face.level
        for d in _character_dice(c, "yours")
        if isinstance(face := c.state.face_of(c.state.dice[d]), CharacterFace)
    ]
    return max(levels, default=0)


def _blocking(c: Counting) -> int:
    """Your character dice blocking in this combat ("for each of your blocking (aff) character
    dice"): in the Attack Zone, declared as blockers (DM-9.3), filtered."""
    combat = c.state.combat
    if combat is None:
        return 0
    return sum(d in combat.blocks for d in _character_dice(c, "yours", zones=(Zone.ATTACK,)))


# A die's A and D now: abilities/stats.py counts with this module, so it puts its `stats`
# here when imported (an arrow up through a hook this module owns, docs/architecture.md)
MEASURE: dict[str, Callable[[GameState, Die], tuple[int, int]]] = {}


def _last_known(state: GameState, die: Die) -> Face | None:
    """The face a die KO'd this turn showed as it was KO'd (the latest KO of it), or None."""
    face = next((f for d, f in reversed(state.kod_faces) if d == die.id), None)
    return None if face is None else state.cards[die.card].faces[face]


def _own(what: str) -> Count:
    """The ability's own die's level, A or D now ("deal damage equal to its level"): that of
    the character face it shows; 0 if it shows none. A die KO'd this turn shows none in the
    Prep Area: its level is the one it was KO'd at (`GameState.kod_faces`, its last-known
    face); its A and D the ones it had as it was KO'd (`GameState.kod_stats`, kept for a
    die whose own KO trigger reads them: abilities/last_stats.py)."""

    def count(c: Counting) -> int:
        die = c.state.dice.get(c.source_die)
        face = c.state.face_of(die) if die is not None else None
        if die is not None and face is None and die.zone not in FIELD_ZONES:
            last = next((s for s in reversed(c.state.kod_stats) if s[0] == die.id), None)
            if last is not None and what != "level":  # KO'd: the A and D it had then
                return last[1] if what == "attack" else last[2]
        if die is not None and what == "level" and face is None and die.zone is Zone.PREP:
            face = _last_known(c.state, die)  # KO'd: the level it was KO'd at
        if die is None or not isinstance(face, CharacterFace):
            return 0
        if what == "level":
            return face.level
        measure = MEASURE.get("stats")  # A and D with every bonus (abilities/stats.py)
        a, d = measure(c.state, die) if measure else (face.attack, face.defense)
        return a if what == "attack" else d

    return count


def _that_level(c: Counting) -> int:
    """The level of the die the ability chose ("equal to that character die's level"): the
    face it shows, or, KO'd this turn (in the Prep Area), the level it was KO'd at (its
    last-known face, as `_own` reads it); 0 if it shows no character face."""
    die = c.state.dice.get(c.chosen)
    if die is None:
        return 0
    face = c.state.face_of(die)
    if face is None and die.zone is Zone.PREP:
        face = _last_known(c.state, die)
    return face.level if isinstance(face, CharacterFace) else 0


def _breath_used(c: Counting) -> int:
    """ "An equal amount": the N of the latest Breath Weapon (`GlobalAbility.breath`) an
    opponent used this turn (abilities/breath.py), or 0."""
    for seat, card_id, index in reversed(c.state.globals_used):
        source = c.state.cards.get(card_id.split("@")[0])  # (a copy's: "<card>@<copier>")
        if seat == c.player or source is None or index >= len(source.globals):
            continue
        if source.globals[index].breath:
            return source.globals[index].breath
    return 0


def _markers(kind: str | None, team: bool = False) -> Count:
    """Markers of `kind` (None: every kind) on the ability's own card for its controller
    ("for each Loyalty Counter on it", abilities/markers.py), or, `team`, on all of the
    controller's cards together."""

    def count(c: Counting) -> int:
        if team:
            return on_team(c.state, c.player, kind)
        card = c.card
        if not card and c.source_die in c.state.dice:
            card = c.state.dice[c.source_die].card
        return held(c.state, card, c.player, kind) if card else 0

    return count


# "for each <marker> on this card" and "<markers> among your cards" of every kind
MARKER_COUNTS: dict[str, Count] = {
    **{f"{kind}s_on_this_card": _markers(kind) for kind in MARKERS},
    **{f"your_{kind}s": _markers(kind, team=True) for kind in MARKERS},
    "markers_on_this_card": _markers(None),  # "for each token on this card": any kind
}

COUNTS: dict[str, Count] = {
    **MARKER_COUNTS,
    "your_active_characters": _active("yours"),
    "opposing_active_characters": _active("opposing"),
    "your_other_active_characters": _active("yours", other=True),
    "all_active_characters": _active("any"),  # any player's ("if a Villain is active")
    "all_other_active_characters": _active("any", other=True),  # ("each other active Villain")
    "your_character_dice": _dice("yours"),
    "opposing_character_dice": _dice("opposing"),
    "all_character_dice": _dice("any"),
    "your_other_character_dice": _dice("yours", other=True),
    "all_other_character_dice": _dice("any", other=True),
    "your_attacking_dice": _dice("yours", zones=(Zone.ATTACK,)),
    "your_other_attacking_dice": _dice("yours", other=True, zones=(Zone.ATTACK,)),
    "your_blocking_dice": _blocking,  # declared blockers of this combat (DM-9.3)
    "your_sidekick_dice": lambda c: sum(  # Ally dice count (hooks)
        counts_as_sidekick(c.state, c.state.dice[d]) for d in _character_dice(c, "yours")
    ),
    "your_different_affiliations": _different("yours", "affiliation"),
    "your_different_energy_types": _different("yours", "energy_type"),
    "your_lantern_colors": _different("yours", "affiliation", LANTERN_COLORS),
    "all_lantern_colors": _different("all", "affiliation", LANTERN_COLORS),
    "dice_in_your_used_pile": _in_zone(Zone.USED, "yours"),
    "dice_in_opposing_used_pile": _in_zone(Zone.USED, "opposing"),
    "dice_in_your_prep_area": _in_zone(Zone.PREP, "yours"),
    "dice_in_opposing_prep_area": _in_zone(Zone.PREP, "opposing"),
    "dice_in_your_bag": _in_zone(Zone.BAG, "yours"),
    "dice_in_your_reserve_pool": _in_zone(Zone.RESERVE, "yours"),
    "dice_in_your_field_zone": _in_zone(Zone.FIELD, "yours"),  # any die there (Continuous)
    # "equal to its level / A / D" (the ability's own die)
    "energy_in_your_reserve_pool": _energy("yours"),
    "energy_in_opposing_reserve_pool": _energy("opposing"),  # (their Reserve Pool's symbols)
    "energy_matching_that_die": _matching,
    "different_energy_types_in_your_reserve_pool": _reserve_types,
    "your_highest_level": _highest_level,  # the level of one die: the highest
    "this_die_level": _own("level"),
    "this_die_attack": _own("attack"),
    "this_die_defense": _own("defense"),
    # "X is its printed fielding cost": that of the character face this die shows (DM-8.10)
    "this_die_field_cost": lambda c: (
        (field_cost_shown(c.state, c.state.dice[c.source_die]) or 0)
        if c.source_die in c.state.dice
        else 0
    ),
    # "deal an equal amount of damage": what is left of the latest moment of damage to the
    # ability's own die (model/hits.py, after prevention; its "when dealt damage" trigger)
    "damage_this_die_took": lambda c: left(c.state, c.source_die) if c.source_die else 0,
    # "for each Gear equipped to them": on the die asked about (a static's: each die it
    # changes, stats.py; a trigger's: its own die), abilities/equipped.py
    "gear_equipped": lambda c: len(gear_on(c.state, c.source_die)) if c.source_die else 0,
    # ... of the latest moment of damage to the ability's player (its "when you are dealt
    # damage" triggers: abilities/damaged_by.py)
    "damage_you_took": lambda c: left(c.state, f"player:{c.player}"),
    # "the number of character dice you fielded this turn" (GameState.fielded, "when fielded"
    # abilities count their own die: it was fielded this turn)
    "your_fielded_this_turn": lambda c: sum(1 for p, _ in c.state.fielded if p == c.player),
    # what an ability's earlier effects did: counted as it resolves (abilities/this_way.py)
    "dice_kod_this_way": lambda c: 0,
    "dice_moved_this_way": lambda c: 0,
    # "deal damage equal to its purchase cost" of the die a draw took (abilities/outcomes.py
    # `after_draw`): its card's printed purchase cost (DM-8.7; a Sidekick's is 0)
    "that_die_cost": lambda c: card_of(c.state, c.state.dice[c.chosen]).cost if c.chosen else 0,
    "that_die_level": _that_level,  # the chosen die's level (KO'd: the level it had)
    "opposing_breath_weapon_used": _breath_used,
}


def times(
    state: GameState,
    per: str,
    player: int,
    source_die: str = "",
    filters: tuple[tuple[str, Any], ...] = (),
    chosen: str = "",
    card: str = "",
) -> int:
    """How many times a "for each" effect of `player` applies now (`chosen`: the die it is
    applied for, if any; `card`: the ability's card, if known)."""
    return COUNTS[per](Counting(state, player, source_die, filters, chosen, card))
