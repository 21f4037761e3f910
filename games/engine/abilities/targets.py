"""Targets (DM-13): what an effect may name, and the choices a "target" effect offers.

A target kind (`TARGETS`, the closed set card data may use) says what is affected: a player,
dice, this die, this card, a team's card (team_cards.py). Dice kinds say whose and whether
the controller chooses one ("target ...", DM-13.1) or every one is affected ("each"/"all",
DM-13.3). Unless filtered otherwise only character dice in the Field Zone count (DM-13.2).
`FILTERS` narrow the dice by data (filters.py). A new filter is one entry there and a test.

"Can't be targeted" (`UNTARGETABLE`, effects/untargetable.py): a die under such a static or
persistent effect is never offered nor taken as the chosen target of an effect of a player
it bars (DM-13.1: the controller's opponents, or every player), nor as the new target of a
redirection (DM-19.2, abilities/damage.py `may_redirect`); "each"/"all" effects and costs
still affect it (DM-13.3: they do not target)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from games.engine.abilities import (
    attacked,  # noqa: F401 (its filters join FILTERS)
    cheapest,  # noqa: F401 (its filter joins FILTERS)
    creature_types,  # noqa: F401 (its filter joins FILTERS)
    die_history,  # noqa: F401 (its filters join FILTERS)
    either_filters,  # noqa: F401 (its filters join FILTERS)
    energy_shown,  # noqa: F401 (its filter joins FILTERS)
    kod_this_turn,  # noqa: F401 (its filter joins FILTERS)
    main_step,  # noqa: F401 (its condition joins CONDITIONS)
    named_energy,  # its filter joins FILTERS; the energy types a player may name
    own_die_filters,  # noqa: F401 (its filters join FILTERS)
    own_level,  # noqa: F401 (its filters join FILTERS)
    own_stats,  # noqa: F401 (its filters join FILTERS)
    title_words,  # noqa: F401 (its filters join FILTERS)
)
from games.engine.abilities.affiliation_choice import affiliations_offered
from games.engine.abilities.answers import first_asked
from games.engine.abilities.chosen_controller import KIND as CHOSEN_CONTROLLER
from games.engine.abilities.chosen_controller import chosen_controller
from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.counts import times
from games.engine.abilities.either_chosen import OPTIONS as EITHER_OPTIONS
from games.engine.abilities.either_way import levels_offered
from games.engine.abilities.energy_faces import faces_offered
from games.engine.abilities.extra_damage import just_damaged
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.opponent_prevents import OPPONENT_MAY_PAY
from games.engine.abilities.own_die import own_die_zones
from games.engine.abilities.queue import ability_of
from games.engine.abilities.ranked import misranked, ranks
from games.engine.abilities.relative import RELATIVE
from games.engine.abilities.supply import offered
from games.engine.abilities.target_kinds import TARGETS, TargetKind
from games.engine.abilities.targetability import (
    SOURCE_KINDS,
    UNTARGETABLE,
    source_kind,
    static_controllers,
    static_holds,
    static_reaches,
    untargetable,
)
from games.engine.abilities.team_cards import character_cards
from games.engine.abilities.total_cost import over_total
from games.engine.abilities.you_may import YOU_MAY
from games.engine.model.cards import CardPool, EffectSpec
from games.engine.model.state import FIELD_ZONES, GameState, Trigger, Zone

# Enum members as module constants (Python 3.11: `Zone.BAG` is a slow metaclass lookup)
_ATTACK = Zone.ATTACK
_FIELD = Zone.FIELD


# The kinds' table is target_kinds.py's, "can't be targeted" targetability.py's; callers may
# keep importing both from here.
__all__ = [
    "ACCEPT",
    "CHOSEN_TARGETS",
    "DECLINE",
    "FILTERS",
    "SOURCE_KINDS",
    "TARGETS",
    "UNTARGETABLE",
    "TargetKind",
    "check_split",
    "player_target",
    "resolve_targets",
    "source_kind",
    "split_amount",
    "static_controllers",
    "static_holds",
    "static_reaches",
    "target_options",
    "targets_for",
    "untargetable",
    "up_to_count",
]
CHOSEN_TARGETS = frozenset(name for name, kind in TARGETS.items() if kind.chosen)
ALL_BUT_CHOSEN = "all_other_characters"

# An optional ability's ("you may") options: DECLINE resolves it doing nothing; with nothing
# to choose, ACCEPT does it (flow/turn.py, abilities/resolution.py `yes_or_no`).
DECLINE = "decline"
ACCEPT = "accept"


def player_target(player: int) -> str:
    return f"player:{player}"


def target_options(
    state: GameState, trigger: Trigger, effect: EffectSpec | None = None
) -> tuple[str, ...] | None:
    """The choices for the trigger's targeted effect of the choice asked now (its first;
    abilities/answers.py: an ability may ask several), or for `effect`; None if it needs
    none (or its ability's condition no longer holds: it resolves doing nothing)."""
    ability = ability_of(state, trigger)
    if ability.condition is not None and not holds(
        Context(state, trigger.controller, trigger.card, trigger.source_die), ability.condition
    ):
        return None
    effect = effect or first_asked(state, trigger)
    if effect is None:
        return None
    found = targets_for(
        state, effect.target, trigger.controller, effect.filters, by=source_kind(state, trigger)
    )
    if effect.target in (OPPONENT_MAY_PAY, YOU_MAY) and found:  # they pay, or not
        # (opponent_prevents.py); "you may" part way: yes or no (you_may.py)
        return (*found, DECLINE)
    return _not_paid_to_field(state, trigger, found)


def split_amount(state: GameState, trigger: Trigger) -> int:
    """The amount the targeted effect asked now lets its controller divide among
    several targets ("you can choose multiple targets", Range), or 0; "X damage divided
    ..., where X is the number of ...": its count now (DM-18.5, as the choice is made)."""
    effect = first_asked(state, trigger)
    if effect is None or not effect.split:
        return 0
    if not effect.per:
        return effect.amount
    counted = times(state, effect.per, trigger.controller, trigger.source_die, effect.per_filters)
    return effect.amount * counted


def up_to_count(state: GameState, trigger: Trigger) -> int:
    """How many distinct targets the targeted effect asked now may name ("up to N
    target dice"), or 0 (one, as usual)."""
    effect = first_asked(state, trigger)
    if effect is None or effect.split:
        return 0  # (split and up_to: ranked.py)
    return effect.up_to


def check_split(
    state: GameState, trigger: Trigger, options: Iterable[str], split: Iterable[tuple[str, int]]
) -> str:
    """Why `split` is not a division of the amount among the options ("" if it is): each
    target once, each part at least 1, the whole amount. For "up to N targets": 1 to N
    distinct options, each named with 1."""
    amount = split_amount(state, trigger)
    parts = list(split)
    targets = [t for t, _ in parts]
    most = up_to_count(state, trigger)
    if not most and not amount:
        return "this effect is not divided among targets"
    if len(set(targets)) != len(targets) or not set(targets) <= set(options) - {DECLINE}:
        return "name each target once, among the valid targets"
    if most:
        if not 1 <= len(parts) <= most or any(n != 1 for _, n in parts):
            return f"1 to {most} targets, each named with 1"
        return over_total(state, first_asked(state, trigger), targets)  # (total_cost.py)
    if any(n < 1 for _, n in parts) or sum(n for _, n in parts) != amount:
        return f"divide all {amount} among them, at least 1 each"
    n = ranks(state, trigger, CHOSEN_TARGETS)  # 1, 2, ..., N to N targets (ranked.py)
    return misranked(parts, n) if n else ""


def _not_paid_to_field(state: GameState, trigger: Trigger, found: Sequence[str]) -> tuple:
    """001:L345-348: "Many characters have game effects that take place when they are
    fielded. Some of these effects target dice in your used pile. Such game effects cannot
    target or select a die that was used to pay for fielding the character". Under the 2018
    rules those dice are Out of Play, where nothing selects them anyway."""
    paid = state.paid_to_field
    if paid is None or trigger.source_die not in paid[0] or trigger.kind != "ability":
        return tuple(found)
    if ability_of(state, trigger).trigger != "when_fielded":
        return tuple(found)
    return tuple(t for t in found if not (t in paid[1] and state.dice[t].zone is Zone.USED))


def targets_for(
    state: GameState,
    kind: str,
    controller: int,
    filters: Iterable[tuple[str, Any]] = (),
    targeting: bool = True,
    by: str = "",
) -> tuple[str, ...]:
    """Every player or die a kind of target names for `controller`, filtered, sorted. A
    chosen kind ("target ...") leaves out the dice `controller` may not target
    (`untargetable`, by an ability of kind `by`), unless the choice is not targeting
    (`targeting` False: a cost, DM-13.3)."""
    target = TARGETS[kind]
    owners = _owners(state, target, controller)
    seats = _owners(state, TARGETS[target.players], controller) if target.players else owners
    players = tuple([player_target(p) for p in sorted(seats)])
    if target.what == "player":
        return players
    if target.what == "yes":  # "you may" part way: DECLINE joins it (`target_options`)
        return (ACCEPT,)
    if target.what == "either":  # one of two outcomes (abilities/either_chosen.py)
        return EITHER_OPTIONS
    if target.what == "card":  # the team's character cards (DM-3: the cards, not dice)
        return character_cards(state, owners, filters)
    if target.what == "just_damaged":  # (abilities/extra_damage.py)
        found = just_damaged(state)
        return tuple(
            t for t in found if t[:7] == "player:" or not untargetable(state, t, controller, by)
        )
    if target.what == "just_damaged_dice":  # each die it hit (abilities/extra_damage.py)
        return tuple(
            t for t in just_damaged(state)
            if t[:7] != "player:" and all(FILTERS[n](state, state.dice[t], v) for n, v in filters)
        )  # fmt: skip
    if target.what == "supply":  # the dice it may buy (DM-8.5)
        return offered(state, controller, filters)
    if target.what == "energy_face":  # of the die an earlier choice named (energy_faces.py)
        return faces_offered(state, tuple(filters))
    if target.what == "energy_type":  # a type to name (named_energy.py)
        return named_energy.types_offered()
    if target.what == "adjacent_level":  # up or down one level, of that die (either_way.py)
        return levels_offered(state, tuple(filters))
    if target.what == "affiliation":  # one of those printed, for that die (affiliation_choice.py)
        return affiliations_offered(state, tuple(filters))
    if target.what not in ("die", "player_or_die"):
        return ()
    filters = tuple(filters)
    zones = _zones(filters)
    # DM-13.2: character dice in the Field Zone "unless stated": a "face" filter states what
    # the dice show ("each action die in your Field Zone": Continuous dice, DM-22.3), a
    # "die_kind" filter what they are ("an action die from the field": the same dice)
    stated = any(name in ("face", "die_kind") for name, _ in filters)
    found: list[str] = []
    for owner in owners:
        for zone in zones:
            for die_id in state.zones.get((owner, zone), ()):  # (`in_zone` inlined: hot)
                die = state.dice[die_id]
                if zone in FIELD_ZONES and not stated and not state.is_character(die):
                    continue  # DM-13.2: character dice (Continuous actions are not targets)
                if not filters or all(FILTERS[name](state, die, value) for name, value in filters):
                    found.append(die_id)  # (no generator per die when nothing filters)
    if target.chosen and targeting and target.targeting and found and _any_untargetable(state):
        found = [d for d in found if not untargetable(state, d, controller, by)]
    return (*players, *sorted(found)) if target.what == "player_or_die" else tuple(sorted(found))


def _any_untargetable(state: GameState) -> bool:
    """Could any die be untargetable now? (Most games have no such effect.)"""
    if state.lasting and any(x.effect in UNTARGETABLE for x in state.lasting):
        return True
    cards = state.cards
    if isinstance(cards, CardPool):
        return not cards.static_ops.isdisjoint(UNTARGETABLE)
    return any(e.op in UNTARGETABLE for c in cards.values() for a in c.statics for e in a.effects)


def _owners(state: GameState, target: TargetKind, controller: int) -> tuple[int, ...]:
    """Whose dice, or which players. "Yours" is the controller alone (a teammate's dice are
    not yours); "opposing" dice are every opponent's; "your opponent", a player, is the
    opponent who plays next (one seat: a team's life is one); "any" is every seat, teammates
    included (docs/rulings.md "Doubles")."""
    if target.owner == "yours":
        return (controller,)
    if target.owner == "defending":  # no defending player outside an attack (DM-9)
        return (state.inactive,) if state.combat is not None else ()
    if target.owner == "active":  # the player whose turn it is (DM-5)
        return (state.active,)
    if target.owner == "opposing":
        if target.what == "player":
            return (state.next_seat(controller),)
        return state.opponents(controller)
    return tuple(range(state.seats))


def _zones(filters: tuple[tuple[str, Any], ...]) -> tuple[Zone, ...]:
    """The Field Zone unless a "zone" filter names another, or several (DM-13.2: "unless
    stated")."""
    for name, value in filters:
        if name == "zone":
            zones = tuple(Zone(v) for v in str(value).split())
            # each zone once: "field attack" names the Attack Zone twice (a die listed once)
            return tuple(
                dict.fromkeys(
                    z for y in zones for z in ((_FIELD, _ATTACK) if y is _FIELD else (y,))
                )
            )
    return (_FIELD, _ATTACK)


def resolve_targets(
    state: GameState, effect: EffectSpec, trigger: Trigger, chosen: str, targeting: bool = True
) -> list[str]:
    """What an effect affects now: the chosen target if still valid (else nothing, DM-13.4),
    or every player or die its kind names. `targeting` False: a cost (DM-13.3)."""
    kind = TARGETS[effect.target]
    controller = trigger.controller
    if kind.chosen:
        options = targets_for(
            state, effect.target, controller, effect.filters, targeting, source_kind(state, trigger)
        )
        options = _not_paid_to_field(state, trigger, options)
        return [chosen] if chosen in options else []
    if kind.what == "this_card":  # a trigger's "this card's dice" (a static's: stats.py)
        return _this_card(state, effect, trigger)
    if kind.what == "this_die":
        die = state.dice.get(trigger.source_die)
        if die is None or die.zone not in own_die_zones(state, trigger):
            return []
        return [die.id] if all(FILTERS[n](state, die, v) for n, v in effect.filters) else []
    if kind.what in ("player", "die", "just_damaged_dice", "card"):  # (card: "each ... card")
        found = targets_for(state, effect.target, controller, effect.filters)
        found = tuple(f for f in found if f != chosen or effect.target != ALL_BUT_CHOSEN)
        return list(_not_paid_to_field(state, trigger, found))
    if kind.what in RELATIVE:  # engaged dice, that die's controller (relative.py)
        found = RELATIVE[kind.what](state, trigger)  # (filtered: "each non-Villain die ...")
        if not effect.filters:
            return found
        dice = state.dice
        return [
            t for t in found
            if t in dice and all(FILTERS[n](state, dice[t], v) for n, v in effect.filters)
        ]  # fmt: skip
    if kind.what == CHOSEN_CONTROLLER:  # "its controller": of the die chosen
        return chosen_controller(state, chosen)
    if kind.what != "rolled" or chosen not in state.dice:
        return []
    die = state.dice[chosen]  # (a rolled die's own filters: "the rest" only if attacking)
    return [chosen] if all(FILTERS[n](state, die, v) for n, v in effect.filters) else []


def _this_card(state: GameState, effect: EffectSpec, trigger: Trigger) -> list[str]:
    """ "<this character> gets +2A" in a triggered ability: every die of the trigger's card its
    controller has in the Field Zone (DM-18.1: its active dice), filtered."""
    return [
        d
        for zone in FIELD_ZONES
        for d in state.in_zone(trigger.controller, zone)
        if state.dice[d].card == trigger.card
        and all(FILTERS[n](state, state.dice[d], v) for n, v in effect.filters)
    ]
