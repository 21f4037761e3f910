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
from dataclasses import dataclass
from typing import Any

from games.engine.abilities import either_filters  # noqa: F401 (its filters join FILTERS)
from games.engine.abilities.active import is_active
from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.extra_damage import just_damaged
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.own_die import own_die_zones
from games.engine.abilities.queue import ability_of
from games.engine.abilities.ranked import misranked, ranks
from games.engine.abilities.relative import RELATIVE
from games.engine.abilities.team_cards import character_cards
from games.engine.abilities.texts import borrowing, has_text, lent
from games.engine.model.cards import Ability, CardDef, CardPool, EffectSpec
from games.engine.model.state import FIELD_ZONES, Die, GameState, Trigger, Zone

# Enum members as module constants (Python 3.11: `Zone.BAG` is a slow metaclass lookup)
_ATTACK = Zone.ATTACK
_FIELD = Zone.FIELD


@dataclass(frozen=True, slots=True)
class TargetKind:
    what: str  # "none" | "player" | "die" | "player_or_die" | "card" | "this_die" | "rolled" ...
    owner: str = "any"  # "yours" | "opposing" | "any" | "defending" (players and dice)
    chosen: bool = False  # "target ...": the controller picks one (DM-13.1)
    # False: picked but not targeted ("move a die from your Used Pile", "capture an opposing
    # character": DM-13.1 only "target" targets), so "can't be targeted" does not bar it
    targeting: bool = True
    players: str = ""  # the player kind a "player_or_die" kind offers, if not `owner`'s


TARGETS: dict[str, TargetKind] = {
    "none": TargetKind("none"),
    "you": TargetKind("player", "yours"),
    "opponent": TargetKind("player", "opposing"),
    # "the defending player": the inactive player while an attack is on (DM-9, DM-9.8)
    "defending_player": TargetKind("player", "defending"),
    "target_player": TargetKind("player", "any", chosen=True),
    # "each player": every seat, one effect on all at once (DM-13.3; DM-11.2: it can tie)
    "all_players": TargetKind("player", "any"),
    "target_player_or_die": TargetKind("player_or_die", "any", chosen=True),  # Attune
    "target_opponent_or_die": TargetKind("player_or_die", chosen=True, players="opponent"),
    "choose_player_or_die": TargetKind("player_or_die", "any", chosen=True, targeting=False),
    "target_die": TargetKind("die", "any", chosen=True),
    "target_opposing_die": TargetKind("die", "opposing", chosen=True),
    "target_your_die": TargetKind("die", "yours", chosen=True),
    # "a die", "an opposing character", "one of your Sidekick dice": chosen, not targeted
    "choose_die": TargetKind("die", "any", chosen=True, targeting=False),
    "choose_opposing_die": TargetKind("die", "opposing", chosen=True, targeting=False),
    "choose_your_die": TargetKind("die", "yours", chosen=True, targeting=False),
    "this_die": TargetKind("this_die"),
    "choose_opposing_card": TargetKind("card", "opposing", chosen=True, targeting=False),
    "opponent_chooses_die": TargetKind("die", "any", chosen=True, targeting=False),  # choosers.py
    "opponent_targets_their_die": TargetKind("die", "opposing", chosen=True),  # choosers.py
    "opponent_may_choose_their_die": TargetKind("die", "opposing", chosen=True, targeting=False),
    # the die a "yours"/"opposing" trigger's occasion concerns (occasions.py: the source die)
    "that_die": TargetKind("this_die"),
    "moved_die": TargetKind("rolled"),  # the chosen die, wherever it went (effects/cancel.py)
    "rolled_die": TargetKind("rolled"),  # a reroll's outcome's die (abilities/outcomes.py)
    "this_card": TargetKind("this_card"),  # its dice (static abilities: "this card gets +1A")
    # each character die engaged with this die (blocking it, or blocked by it: 000 glossary)
    "engaged_dice": TargetKind("engaged"),
    "that_die_controller": TargetKind("controller"),  # "its controller" (relative.py)
    "all_characters": TargetKind("die", "any"),
    "all_other_characters": TargetKind("die", "any"),  # but the one chosen (choosers.py)
    "all_opposing_characters": TargetKind("die", "opposing"),
    "all_your_characters": TargetKind("die", "yours"),
    # the same, for dice a "zone" filter names outside the Field Zone ("in your Used Pile", DM-13.2)
    "all_dice": TargetKind("die", "any"),
    "all_opposing_dice": TargetKind("die", "opposing"),
    "all_your_dice": TargetKind("die", "yours"),
    "sidekick": TargetKind("none"),  # (prep: only Sidekick dice; kept for old card data)
    # one target of the damage a Reactive Global answers (abilities/extra_damage.py)
    "target_just_damaged": TargetKind("just_damaged", "any", chosen=True),
}
CHOSEN_TARGETS = frozenset(name for name, kind in TARGETS.items() if kind.chosen)
ALL_BUT_CHOSEN = "all_other_characters"

# An optional ability's ("you may") options: DECLINE resolves it doing nothing; with nothing
# to choose, ACCEPT does it (flow/turn.py, abilities/resolution.py `yes_or_no`).
DECLINE = "decline"
ACCEPT = "accept"


def player_target(player: int) -> str:
    return f"player:{player}"


def target_options(state: GameState, trigger: Trigger) -> tuple[str, ...] | None:
    """The choices for the trigger's first targeted effect, or None if it needs none (or
    its ability's condition no longer holds: it resolves doing nothing)."""
    ability = ability_of(state, trigger)
    if ability.condition is not None and not holds(
        Context(state, trigger.controller, trigger.card, trigger.source_die), ability.condition
    ):
        return None
    for effect in ability.effects:
        if effect.target in CHOSEN_TARGETS:
            found = targets_for(
                state, effect.target, trigger.controller, effect.filters,
                by=source_kind(state, trigger),
            )  # fmt: skip
            return _not_paid_to_field(state, trigger, found)
    return None


def split_amount(state: GameState, trigger: Trigger) -> int:
    """The amount the trigger's first targeted effect lets its controller divide among
    several targets ("you can choose multiple targets", Range), or 0."""
    for effect in ability_of(state, trigger).effects:
        if effect.target in CHOSEN_TARGETS:
            return effect.amount if effect.split else 0
    return 0


def up_to_count(state: GameState, trigger: Trigger) -> int:
    """How many distinct targets the trigger's first targeted effect may name ("up to N
    target dice"), or 0 (one, as usual)."""
    for effect in ability_of(state, trigger).effects:
        if effect.target in CHOSEN_TARGETS:
            return 0 if effect.split else effect.up_to  # (split and up_to: ranked.py)
    return 0


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
        return ""
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


# "Can't be targeted" ops: whose effects they bar ("opposing": the die's controller's
# opponents'; "any": every player's, its controller's included).
UNTARGETABLE = {"cant_be_targeted": "any", "cant_be_targeted_by_opponents": "opposing"}
# What kind of ability targets (an untargetable static's `by_filters` "sources", space
# separated, narrows what it bars: "can't be targeted by Global Abilities or action dice")
SOURCE_KINDS = frozenset({"global", "action", "character"})


def source_kind(state: GameState, trigger: Trigger) -> str:
    """A Global's, an action die's, or a character card's ability ("" if none of these)."""
    if trigger.kind in ("global", "action"):
        return trigger.kind
    card = state.cards.get(trigger.card)
    return "character" if card is not None and card.kind == "character" else ""


def _sources_barred(effect: EffectSpec, by: str) -> bool:
    """Does an untargetable effect bar an ability of kind `by`? (One with no "sources" bars
    every kind; one with them bars only those, and nothing of an unknown kind.)"""
    for name, value in effect.by_filters:
        if name == "sources":
            return by in str(value).split()
    return True


def static_controllers(
    state: GameState, effect: EffectSpec, card: CardDef, die: Die
) -> tuple[int, ...]:
    """Who would have to control a static effect of `card` for its target to include
    `die` ("this_card": this card's dice; an unchosen dice kind: whose it says)."""
    owner = die.owner
    if owner is None:
        return ()
    if effect.target == "this_card":  # its dice, and a die with a copy of its text (DM-23.3)
        return (owner,) if has_text(state, die, card.id) else ()
    kind = TARGETS[effect.target]
    if kind.what != "die" or kind.chosen:
        return ()
    if kind.owner == "yours":
        return (owner,)
    if kind.owner == "opposing":
        return state.opponents(owner)
    return tuple(range(state.seats))


def static_holds(
    state: GameState, card: CardDef, ability: Ability, controller: int, die: str = ""
) -> bool:
    """A static ability of `card` holds for `controller`: their card (or the one it names)
    is active (DM-18.1); or, for another player's card, while a die of `controller`'s Field
    Zone has its text: a controlled die, their "virtual" copy of its card (DM-23.2), or a
    copy of it (DM-23.3; abilities/texts.py). With a condition ("as long as ..."), only while
    it holds too (DM-14.3), read about `die` (the die asked about) where it names "this die"."""
    if ability.condition is not None and not holds(
        Context(state, controller, card.id, die), ability.condition
    ):
        return False
    named = card.id if ability.while_active in ("", "self") else ability.while_active
    ours = card.id in state.players[controller].team or card.kind == "basic_action"
    if ours and is_active(state, controller, named):
        return True
    if not borrowing(state) or card.id not in lent(state, controller):
        return False
    return named == card.id or is_active(state, controller, named)


def static_reaches(
    state: GameState, card: CardDef, ability: Ability, effect: EffectSpec, die: Die, die_id: str
) -> bool:
    """Does a static effect of `card` reach `die` now: the die passes its filters, and the
    ability holds for a player whose effect it would be (DM-14.3)?"""
    if not all(FILTERS[name](state, die, value) for name, value in effect.filters):
        return False
    return any(
        static_holds(state, card, ability, c, die_id)
        for c in static_controllers(state, effect, card, die)
    )


def untargetable(state: GameState, die_id: str, controller: int, by: str = "") -> bool:
    """Is the die barred from being the chosen target of `controller`'s effects ("can't be
    targeted [by opposing effects]": a persistent effect on it, or a static ability that
    holds and names it)? `by`: the kind of ability that would target it (source_kind)."""
    die = state.dice.get(die_id)
    if die is None or die.owner is None:
        return False
    for x in state.lasting:
        if (
            x.target == die_id
            and x.effect in UNTARGETABLE
            and _bars(state, UNTARGETABLE[x.effect], die.owner, controller)
        ):
            return True
    for card in state.cards.values():
        for ability in card.statics:
            for effect in ability.effects:
                if effect.op not in UNTARGETABLE:
                    continue
                if not _bars(state, UNTARGETABLE[effect.op], die.owner, controller):
                    continue
                if effect.by_filters and not _sources_barred(effect, by):
                    continue
                if static_reaches(state, card, ability, effect, die, die_id):
                    return True
    return False


def _bars(state: GameState, whose: str, owner: int, controller: int) -> bool:
    return whose == "any" or controller in state.opponents(owner)


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
    players = tuple(player_target(p) for p in sorted(seats))
    if target.what == "player":
        return players
    if target.what == "card":  # the team's character cards (DM-3: the cards, not dice)
        return character_cards(state, owners)
    if target.what == "just_damaged":  # (abilities/extra_damage.py)
        found = just_damaged(state)
        return tuple(
            t for t in found if t[:7] == "player:" or not untargetable(state, t, controller, by)
        )
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
            for die_id in state.in_zone(owner, zone):
                die = state.dice[die_id]
                if zone in FIELD_ZONES and not stated and not state.is_character(die):
                    continue  # DM-13.2: character dice (Continuous actions are not targets)
                if all(FILTERS[name](state, die, value) for name, value in filters):
                    found.append(die_id)
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
            return tuple(z for y in zones for z in ((_FIELD, _ATTACK) if y is _FIELD else (y,)))
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
    if kind.what == "this_die":
        die = state.dice.get(trigger.source_die)
        if die is None or die.zone not in own_die_zones(state, trigger):
            return []
        return [die.id] if all(FILTERS[n](state, die, v) for n, v in effect.filters) else []
    if kind.what in ("player", "die"):
        found = targets_for(state, effect.target, controller, effect.filters)
        found = tuple(f for f in found if f != chosen or effect.target != ALL_BUT_CHOSEN)
        return list(_not_paid_to_field(state, trigger, found))
    if kind.what in RELATIVE:  # engaged dice, that die's controller (relative.py)
        return RELATIVE[kind.what](state, trigger)
    return [chosen] if kind.what == "rolled" and chosen in state.dice else []
