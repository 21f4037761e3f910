"""Conditions of card text: "if ...", "unless ...", "as long as ...", "while X is active".

A condition is data (`model/cards.Condition`): a `kind` named here with its parameters, and
`unless` to reverse it. It is read where the rules read it (DM-12.1: card text supersedes
the basic rules):
- on a triggered ability (`Ability.condition`): it triggers only if it holds, and resolves
  only if it still does (an ability that no longer can do what it says does nothing,
  DM-13.4);
- on a static ability: the ability holds only while it does, starting and stopping with it
  (DM-14.3; abilities/targets.static_holds, abilities/costs.py);
- on an effect (`EffectSpec.condition`): that effect happens only if it holds as it
  resolves; `EffectSpec.instead_if` with `instead`: "... instead": the other effects happen
  in its place (abilities/resolution.apply_effect).

A new kind is one entry in `CONDITIONS` (its check and the parameters it takes) and a test.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from games.engine.abilities.active import is_active
from games.engine.abilities.bounds import compare
from games.engine.abilities.cost_ranks import copies, highest_cost
from games.engine.abilities.counts import COUNTS, times
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.higher_level import higher_level
from games.engine.abilities.one_type import one_energy_type
from games.engine.abilities.opponent_prevents import prevented
from games.engine.abilities.relative import engaged_with
from games.engine.abilities.team_condition import team
from games.engine.abilities.you_may import accepted
from games.engine.model.cards import Condition, EnergyFace
from games.engine.model.state import FIELD_ZONES, GameState, Zone


class Context(NamedTuple):
    """What a condition is read about: its controller, its card, the die it is a die's
    ability of (or the die a static ability is asked about), the target chosen for it."""

    state: GameState
    controller: int
    card: str
    source_die: str = ""
    chosen: str = ""


Check = Callable[[Context, Condition], bool]


@dataclass(frozen=True, slots=True)
class ConditionKind:
    check: Check
    params: frozenset[str]  # the parameters it takes (the loader refuses others)
    needs_target: bool = False  # read about the chosen target: an effect's condition only
    # read about what the ability's earlier effects did (done_this_way.py): an effect's only
    in_resolution: bool = False
    values: tuple[tuple[str, tuple[str, ...]], ...] = ()  # a parameter's only values


_COMPARE = frozenset({"at_least", "at_most", "exactly"})
_OF = frozenset({"of"})  # `all`: the conditions that must each hold (`_all`)
_WHOSE = ("yours", "opposing", "any")


def _seats(ctx: Context, whose: str) -> tuple[int, ...]:
    if whose == "yours":
        return (ctx.controller,)
    if whose == "opposing":
        return ctx.state.opponents(ctx.controller)
    return tuple(range(ctx.state.seats))


def _filters_hold(ctx: Context, die_id: str, filters: Any) -> bool:
    """A value "self" is the ability's card, as in trigger filters ("a die of this card")."""
    die = ctx.state.dice.get(die_id)
    return die is not None and all(
        FILTERS[n](ctx.state, die, ctx.card if v == "self" else v) for n, v in filters or ()
    )


def _dice(ctx: Context, condition: Condition) -> bool:
    """ "If you have N or more <dice> in <zone>" (DM-13.2: character dice in the Field Zone
    unless a zone or a face filter says otherwise; `other`: not this die)."""
    state = ctx.state
    filters = condition.get("filters", ())
    zone = Zone(condition.get("zone", "field"))
    zones = FIELD_ZONES if zone in FIELD_ZONES else (zone,)
    stated = any(name == "face" for name, _ in filters)
    n = 0
    for seat in _seats(ctx, condition.get("whose", "yours")):
        for z in zones:
            for die_id in state.in_zone(seat, z):
                if condition.get("other") and die_id == ctx.source_die:
                    continue
                if z in FIELD_ZONES and not stated and not state.is_character(state.dice[die_id]):
                    continue
                if _filters_hold(ctx, die_id, filters):
                    n += 1
    return compare(n, condition)


def _count(ctx: Context, condition: Condition) -> bool:
    """A count of abilities/counts.py ("if you have 3 or more active characters")."""
    n = times(
        ctx.state, condition.get("count"), ctx.controller, ctx.source_die,
        condition.get("filters", ()), card=ctx.card,
    )  # fmt: skip
    return compare(n, condition)


def _versus(ctx: Context, condition: Condition) -> bool:
    """ "If your opponent has more fielded characters than you": the same count (of
    abilities/counts.py, "your_...") for you and for your opponent, compared
    (`than_opponent`: yours is "more" / "less" / "equal")."""
    count, filters = condition.get("count"), condition.get("filters", ())
    mine = times(ctx.state, count, ctx.controller, "", filters)
    theirs = times(ctx.state, count, ctx.state.next_seat(ctx.controller), "", filters)
    return {"less": mine < theirs, "more": mine > theirs, "equal": mine == theirs}[
        condition.get("than_opponent")
    ]


def _energy(ctx: Context, condition: Condition) -> bool:
    """ "If you have 3 or more (bolt) energy in your Reserve Pool": the symbols on energy
    faces of the player's dice there (DM-8.1), of `energy_type` if named (a Wild symbol is
    not one of a type until it is spent, docs/rulings.md), against the bound."""
    state, kind = ctx.state, condition.get("energy_type")
    n = 0
    for seat in _seats(ctx, condition.get("whose", "yours")):
        for die_id in state.in_zone(seat, Zone.RESERVE):
            face = state.face_of(state.dice[die_id])
            if isinstance(face, EnergyFace):
                n += sum(1 for s in face.symbols if kind is None or s == kind)
    return compare(n, condition)


def _damaged(ctx: Context, condition: Condition) -> bool:
    """ "If you have been dealt damage this turn" (`whose`: whose life took it; `combat`:
    combat damage only): the damage dealt to the player this turn as recorded
    (model/hits.py, DM-19.1), against the bound (at least 1 by default)."""
    state = ctx.state
    seats = _seats(ctx, condition.get("whose", "yours"))
    targets = {f"player:{seat}" for seat in seats}
    combat = condition.get("combat", False)
    n = sum(h.amount for h in state.hits if h.target in targets and (h.combat or not combat))
    return compare(n, condition)


def _active(ctx: Context, condition: Condition) -> bool:
    """ "While <card> is active" (DM-18.1): "self" is this card; `whose` opposing: a card of
    an opponent's ("while your opponent's X is active")."""
    card = condition.get("card", "self")
    card = ctx.card if card == "self" else card
    seats = _seats(ctx, condition.get("whose", "yours"))
    return any(is_active(ctx.state, seat, card) for seat in seats)


def _life(ctx: Context, condition: Condition) -> bool:
    """A life total: against a number, or "less / more life than your opponent"."""
    state = ctx.state
    mine = condition.get("whose", "yours") == "yours"
    seat = ctx.controller if mine else state.next_seat(ctx.controller)
    life = state.players[seat].life
    than = condition.get("than_opponent")
    if than is not None:
        other = state.players[state.next_seat(ctx.controller)].life
        mine = state.players[ctx.controller].life
        return {"less": mine < other, "more": mine > other, "equal": mine == other}[than]
    return compare(life, condition)


def _this_die(ctx: Context, condition: Condition) -> bool:
    """The ability's own die, filtered ("if this die is level 3", "while this die is
    attacking": zone attack; "if this die was blocked": blocked)."""
    return bool(ctx.source_die) and _filters_hold(ctx, ctx.source_die, condition.get("filters", ()))


def _target(ctx: Context, condition: Condition) -> bool:
    """The chosen target, filtered ("if that character is a Villain ... instead")."""
    return bool(ctx.chosen) and _filters_hold(ctx, ctx.chosen, condition.get("filters", ()))


def _your_turn(ctx: Context, condition: Condition) -> bool:
    """ "During your turn" (`unless`: "during your opponent's turn")."""
    return ctx.state.active == ctx.controller


def _fielded_alone(ctx: Context, condition: Condition) -> bool:
    """ "If you field no other characters this turn" (Strike, docs/rulings.md): no character
    die but the one asked about was fielded by the controller this turn (GameState.fielded)."""
    return all(die == ctx.source_die for p, die in ctx.state.fielded if p == ctx.controller)


def _attack_step(ctx: Context, condition: Condition) -> bool:
    """ "In (during) the Attack Step": from the declaration of one or more attackers to the
    end of combat (DM-8.25: declaring none skips the step; DM-9.1 to DM-9.13)."""
    combat = ctx.state.combat
    return combat is not None and bool(combat.attackers)


def _attacking_alone(ctx: Context, condition: Condition) -> bool:
    """ "If <this die> is attacking alone", "... is the only attacking character die": the
    die asked about (the ability's own die, or the die a static is asked about) is the one
    attacker declared this combat (DM-9.1, DM-9.2: the attackers are declared together, so
    "alone" is known from the declaration on)."""
    combat = ctx.state.combat
    return combat is not None and combat.attackers == (ctx.source_die,) and bool(ctx.source_die)


def _engaged(ctx: Context, condition: Condition) -> bool:
    """ "When engaged with an X-Men character": a character die engaged with the die asked
    about (blocking it or blocked by it, glossary "Engaged", DM-9.4) passes the filters;
    `as` "blocking" ("while blocking non-(dcv) character dice") or "blocked" ("when blocked
    by ...") asks that the die asked about be the blocker, or the attacker (DM-9.3)."""
    if not ctx.source_die:
        return False
    role, combat = condition.get("as", ""), ctx.state.combat
    if role and (combat is not None and ctx.source_die in combat.blocks) != (role == "blocking"):
        return False
    filters = condition.get("filters", ())
    return any(_filters_hold(ctx, d, filters) for d in engaged_with(ctx.state, ctx.source_die))


def _fielded(ctx: Context, condition: Condition) -> bool:
    """ "If you fielded another character die this turn", "if you have not fielded any
    character dice this turn": the character dice the player fielded this turn
    (GameState.fielded, DM-8.12), filtered (`other`: not the die asked about), against the
    bound."""
    seats = _seats(ctx, condition.get("whose", "yours"))
    filters, other = condition.get("filters", ()), condition.get("other", False)
    n = sum(
        1
        for seat, die_id in ctx.state.fielded
        if seat in seats
        and not (other and die_id == ctx.source_die)
        and _filters_hold(ctx, die_id, filters)
    )
    return compare(n, condition)


def _kod(ctx: Context, condition: Condition) -> bool:
    """ "If a character die you control was KO'd this turn", "if none of your dice were KO'd
    this turn": the character dice KO'd this turn (GameState.kod; DM-9.11, DM-16.4: by damage
    or by an effect) whose controller then was the player, filtered, against the bound."""
    seats = _seats(ctx, condition.get("whose", "yours"))
    filters = condition.get("filters", ())
    n = sum(
        1 for seat, die_id in ctx.state.kod if seat in seats and _filters_hold(ctx, die_id, filters)
    )
    return compare(n, condition)


def _lasting(ctx: Context, condition: Condition) -> bool:
    """ "While an effect of this card lasts on you" (DM-14.2): a persistent effect of this
    card on the player (`effect`: of that name), e.g. a used action die's "this turn"."""
    target, name = f"player:{ctx.controller}", condition.get("effect", "")
    return any(
        x.source == ctx.card and x.target == target and (not name or x.effect == name)
        for x in ctx.state.lasting
    )


def _this_turn(record: str) -> Check:
    """ "If you purchased a die this turn", "if you used an action this turn": the dice of the
    turn's record `record` (GameState.purchased, GameState.used_actions: a die purchased goes
    to the Used Pile, DM-8.8; an action die used goes Out of Play, DM-8.14; either is still
    the die it was) whose player is one asked about, filtered, against the bound."""

    def check(ctx: Context, condition: Condition) -> bool:
        seats = _seats(ctx, condition.get("whose", "yours"))
        filters = condition.get("filters", ())
        done = getattr(ctx.state, record)
        n = sum(1 for seat, die in done if seat in seats and _filters_hold(ctx, die, filters))
        return compare(n, condition)

    return check


CONDITIONS: dict[str, ConditionKind] = {
    "dice": ConditionKind(_dice, frozenset({"whose", "zone", "filters", "other"}) | _COMPARE),
    "count": ConditionKind(_count, frozenset({"count", "filters"}) | _COMPARE),
    "versus": ConditionKind(_versus, frozenset({"count", "filters", "than_opponent"})),
    "energy": ConditionKind(_energy, frozenset({"whose", "energy_type"}) | _COMPARE),
    "damaged": ConditionKind(_damaged, frozenset({"whose", "combat"}) | _COMPARE),
    "active": ConditionKind(_active, frozenset({"card", "whose"})),
    "life": ConditionKind(_life, frozenset({"whose", "than_opponent"}) | _COMPARE),
    "this_die": ConditionKind(_this_die, frozenset({"filters"})),
    "target": ConditionKind(_target, frozenset({"filters"}), needs_target=True),
    "your_turn": ConditionKind(_your_turn, frozenset()),
    "fielded_alone": ConditionKind(_fielded_alone, frozenset()),
    "fielded": ConditionKind(_fielded, frozenset({"whose", "filters", "other"}) | _COMPARE),
    "attack_step": ConditionKind(_attack_step, frozenset()),
    # (abilities/opponent_prevents.py; `choice`: the payment's, of several choices)
    "prevented": ConditionKind(prevented, frozenset({"choice"}), needs_target=True),
    "accepted": ConditionKind(accepted, frozenset({"choice"}), needs_target=True),  # you_may.py
    # "if you do": read only once the cost before it was paid (abilities/if_you_do.py)
    "done": ConditionKind(lambda ctx, condition: True, frozenset()),
    "attacking_alone": ConditionKind(_attacking_alone, frozenset()),
    "engaged": ConditionKind(_engaged, frozenset({"filters", "as"})),
    "kod": ConditionKind(_kod, frozenset({"whose", "filters"}) | _COMPARE),
    "purchased": ConditionKind(_this_turn("purchased"), frozenset({"whose", "filters"}) | _COMPARE),
    "used_action": ConditionKind(
        _this_turn("used_actions"), frozenset({"whose", "filters"}) | _COMPARE
    ),
    "all": ConditionKind(lambda ctx, c: all(holds(ctx, part) for part in c.get("of")), _OF),
    "lasting": ConditionKind(_lasting, frozenset({"effect"})),
    "higher_level": ConditionKind(higher_level, frozenset({"whose"})),  # higher_level.py
    "one_energy_type": ConditionKind(one_energy_type, frozenset({"whose"})),  # one_type.py
    # purchase costs compared, a target's copies counted (cost_ranks.py)
    "highest_cost": ConditionKind(
        highest_cost, frozenset({"holder"}), values=(("holder", ("this_die", "yours")),)
    ),
    "copies": ConditionKind(copies, frozenset({"whose"}) | _COMPARE, needs_target=True),
    # character cards on a team (team_condition.py)
    "team": ConditionKind(team, frozenset({"whose", "affiliation"}) | _COMPARE),
    # what the ability's earlier effects did, counted as it resolves (done_this_way.py
    # writes `counted`; card data may not)
    "this_way": ConditionKind(
        lambda ctx, c: compare(int(c.get("counted", 0)), c),
        frozenset({"what", "filters"}) | _COMPARE,
        in_resolution=True,
        values=(("what", ("kod", "spun")),),
    ),
}


def holds(ctx: Context, condition: Condition | None) -> bool:
    """Does the condition hold now (None: there is none)?"""
    if condition is None:
        return True
    return CONDITIONS[condition.kind].check(ctx, condition) is not condition.unless


def _all(data: Mapping[str, Any], where: str, ability: bool) -> Condition:
    """ "If A and B" / "while X is active, if Y": each of `of` (two or more conditions, none
    an "if you do", abilities/if_you_do.py, nor itself an `all`) must hold (card text)."""
    parts = data.get("of")
    if set(data) - {"kind", "unless", "of"} or not isinstance(parts, list | tuple):
        raise ValueError(f"{where}: an 'all' condition takes 'of', a list of conditions")
    if len(parts) < 2 or any(p.get("kind") in ("all", "done") for p in parts):
        raise ValueError(f"{where}: 'all' joins two or more conditions (no 'all', no 'done')")
    of = tuple(condition_from_dict(p, where, ability) for p in parts)
    return Condition("all", (("of", of),), bool(data.get("unless", False)))


def _frozen(value: Any) -> Any:
    if isinstance(value, Mapping):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    return value


def condition_from_dict(
    data: Mapping[str, Any] | None, where: str, ability: bool = False
) -> Condition | None:
    """Card data's condition ({"kind": ..., params, "unless": bool}), every name checked;
    ValueError naming what is wrong. An `ability`'s is read before any target is chosen, so
    never about one."""
    if data is None:
        return None
    if ability and data.get("kind") in CONDITIONS and CONDITIONS[data["kind"]].needs_target:
        raise ValueError(f"{where}: a condition on the chosen target belongs to an effect")
    if ability and data.get("kind") in CONDITIONS and CONDITIONS[data["kind"]].in_resolution:
        raise ValueError(f"{where}: a condition on what an ability did belongs to an effect")
    if data.get("kind") == "all":
        return _all(data, where, ability)
    params = {k: v for k, v in data.items() if k not in ("kind", "unless")}
    kind = CONDITIONS.get(data.get("kind", ""))
    if kind is None:
        raise ValueError(f"{where}: unknown condition {data.get('kind')!r} ({sorted(CONDITIONS)})")
    unknown = set(params) - kind.params
    if unknown:
        raise ValueError(f"{where}: condition {data['kind']!r} takes no {sorted(unknown)}")
    for name in dict(params.get("filters", {})):
        if name not in FILTERS:
            raise ValueError(f"{where}: unknown filter {name!r} in a condition")
    if params.get("whose", "yours") not in _WHOSE:
        raise ValueError(f"{where}: whose is one of {_WHOSE}")
    if "zone" in params:
        Zone(params["zone"])  # ValueError for an unknown zone
    if "count" in params and params["count"] not in COUNTS:
        raise ValueError(f"{where}: unknown count {params['count']!r}")
    if data["kind"] == "versus" and not str(params.get("count", "")).startswith("your_"):
        raise ValueError(f"{where}: a versus condition compares a 'your_...' count")
    if params.get("energy_type", "bolt") not in ("bolt", "fist", "mask", "shield", "wild"):
        raise ValueError(f"{where}: unknown energy type {params['energy_type']!r}")
    for name, allowed in kind.values:
        if params.get(name) not in allowed:
            raise ValueError(f"{where}: condition {data['kind']!r} takes {name} in {allowed}")
    if data["kind"] == "versus" and "than_opponent" not in params:
        raise ValueError(f"{where}: a versus condition says than_opponent")
    if params.get("as", "blocking") not in ("blocking", "blocked"):  # (`engaged`)
        raise ValueError(f"{where}: as is blocking or blocked")
    if params.get("than_opponent", "less") not in ("less", "more", "equal"):
        raise ValueError(f"{where}: than_opponent is less, more or equal")
    return Condition(data["kind"], _frozen(params), bool(data.get("unless", False)))
