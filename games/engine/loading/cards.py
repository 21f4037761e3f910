"""Card data in, CardDef out: every name in it checked against the engine's vocabulary.

The vocabulary is what the engine's parts register: triggers (abilities/occasions.py, each
keyword's, abilities/survival.py's), effect primitives (abilities/effects), target kinds and
filters (abilities/targets.py), keywords (keywords/glossary.py, keywords/). An unknown name is
refused with a message naming it; a keyword the rulebooks define but the engine does not run
yet loads, and leaves the card text only (`card_execution` says so, with every reason)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from games.engine.abilities import keyword_targets
from games.engine.abilities.action_windows import steps_from_dict
from games.engine.abilities.attack_filters import ATTACK_FILTERS
from games.engine.abilities.blocking import LEVELS_VS
from games.engine.abilities.blocking import RELATIVE as BLOCK_RELATIVE
from games.engine.abilities.conditions import condition_from_dict
from games.engine.abilities.damage_sources import DAMAGE_SOURCES
from games.engine.abilities.damaged_by import DAMAGED_BY_TRIGGERS  # noqa: F401 (join TRIGGERS)
from games.engine.abilities.dice_occasions import DICE_TRIGGERS  # noqa: F401 (they join TRIGGERS)
from games.engine.abilities.effects import (
    EFFECTS,
    Effect,
    draw_sort,
    opponent_kos,
    purchase_window,
)
from games.engine.abilities.filters import CHECKS, trigger_filters
from games.engine.abilities.granted_triggers import granted_occasions
from games.engine.abilities.immunity import DAMAGE_NAMING, unread_on_player
from games.engine.abilities.ko_offers import NAME as KO_OFFER  # noqa: F401 (joins TRIGGERS)
from games.engine.abilities.occasions import SPECIAL_TRIGGERS, TRIGGERS
from games.engine.abilities.outcomes import rolled_from_dict
from games.engine.abilities.paying import payment_from_dict
from games.engine.abilities.player_deeds import PLAYER_DEED_TRIGGERS  # noqa: F401 (join TRIGGERS)
from games.engine.abilities.range_kos import RANGE_KO_TRIGGERS  # noqa: F401 (join TRIGGERS)
from games.engine.abilities.ranked import misread
from games.engine.abilities.static_affiliations import install as install_static_affiliations
from games.engine.abilities.static_grants import install as install_static_grants
from games.engine.abilities.survival import SURVIVAL_TRIGGERS  # noqa: F401 (they join TRIGGERS)
from games.engine.abilities.targeted import TARGETED_TRIGGERS  # noqa: F401 (they join TRIGGERS)
from games.engine.abilities.targets import CHOSEN_TARGETS, FILTERS, SOURCE_KINDS, TARGETS
from games.engine.abilities.vocabulary import (
    BURST_MODES,
    COUNTS,
    DURATIONS,
    LIMITED_DURATIONS,
    TAKING,
    TAKING_DURATIONS,
)
from games.engine.keywords.uses import granted_keyword, keyword_use
from games.engine.model.cards import (
    BASIC_ACTION_FACES,
    Ability,
    ActionFace,
    CardDef,
    CharacterFace,
    EffectSpec,
    EnergyFace,
    Face,
    GlobalAbility,
    KeywordUse,
)

install_static_grants()  # keywords static abilities give (abilities/static_grants.py)
install_static_affiliations()  # affiliations they give (abilities/static_affiliations.py)


def face_from_dict(data: Mapping[str, Any]) -> Face:
    kind = data["kind"]
    if kind == "energy":
        return EnergyFace(tuple(data["symbols"]), int(data.get("bursts", 0)))
    if kind == "character":
        return CharacterFace(
            level=int(data["level"]),
            cost=int(data["cost"]),
            attack=int(data["attack"]),
            defense=int(data["defense"]),
            bursts=int(data.get("bursts", 0)),
        )
    if kind == "action":
        return ActionFace(int(data.get("bursts", 0)))
    raise ValueError(f"unknown face kind {kind!r}")


def _effects(
    items: Iterable[Mapping[str, Any]], where: str, own: Mapping[str, Effect] | None = None,
    rolled: bool = False) -> tuple[EffectSpec, ...]:  # fmt: skip
    """Effect specs, names checked; `own`: its keywords' primitives; `rolled`: an outcome's."""
    known = {**EFFECTS, **own} if own else EFFECTS
    effects = []
    for item in items:
        data = dict(item)
        for key in ("filters", "per_filters", "by_filters"):
            data[key] = tuple(sorted(dict(data.get(key, {})).items()))
        data["condition"] = condition_from_dict(data.get("condition"), where)
        instead = data.pop("instead", None)
        if instead is not None:  # "... instead" (abilities/conditions.py)
            data["instead_if"] = condition_from_dict(instead.get("if"), where)
            data["instead"] = _effects(instead.get("effects", ()), where, own, rolled)
            if data["instead_if"] is None or not data["instead"]:  # (both, or nothing)
                raise ValueError(f"{where}: 'instead' needs 'if' and 'effects'")
        if data.get("op") == "grant_keyword":
            data["granted"] = granted_keyword(data.get("keyword", ""), where)
        if "rolled" in data:  # what follows a reroll (abilities/outcomes.py)
            data["rolled"] = rolled_from_dict(data, where, lambda x: _effects(x, where, own, True))
        effect = EffectSpec(**data)
        if effect.op not in known:
            raise ValueError(f"{where}: unknown effect {effect.op!r}")
        if effect.target not in TARGETS or (effect.target == "rolled_die" and not rolled):
            raise ValueError(f"{where}: unknown effect target {effect.target!r}")
        if effect.from_target and (
            effect.from_target not in TARGETS or effect.from_target in CHOSEN_TARGETS
        ):
            raise ValueError(f"{where}: from_target {effect.from_target!r}: no unchosen kind")
        for name, value in (*effect.filters, *effect.per_filters):
            if name not in FILTERS or CHECKS.get(name, lambda _: "")(value):  # (either_filters.py)
                raise ValueError(f"{where}: unknown target filter {name!r} or its value {value!r}")
        for name, value in effect.by_filters:
            if name not in FILTERS and name not in BLOCK_RELATIVE:
                raise ValueError(f"{where}: unknown filter {name!r}")
            kinds = DAMAGE_SOURCES if effect.op in DAMAGE_NAMING else SOURCE_KINDS
            if name == "sources" and not set(str(value).split()) <= kinds:
                raise ValueError(f"{where}: unknown kinds of ability {value!r}")
            if name == "level_vs" and value not in LEVELS_VS:
                raise ValueError(f"{where}: unknown level comparison {value!r}")
        if unread_on_player(effect):
            raise ValueError(f"{where}: {effect.op} on a player: {unread_on_player(effect)}")
        if effect.duration not in DURATIONS:
            raise ValueError(f"{where}: unknown duration {effect.duration!r}")
        if effect.op in TAKING and effect.duration not in TAKING_DURATIONS:
            raise ValueError(
                f"{where}: {effect.op} lasts {sorted(TAKING_DURATIONS)}, not {effect.duration!r}"
            )
        if effect.op not in LIMITED_DURATIONS.get(effect.duration, (effect.op,)):
            raise ValueError(f"{where}: {effect.op} cannot last {effect.duration!r}")
        if (effect.op == "suppress_triggers") != (effect.trigger in TRIGGERS):
            raise ValueError(f"{where}: suppress_triggers names the trigger it stops, alone")
        if effect.split and (known[effect.op].divide is None or not TARGETS[effect.target].chosen):
            raise ValueError(f"{where}: {effect.op} on {effect.target!r} cannot be split")
        if effect.up_to and (not TARGETS[effect.target].chosen or misread(effect)):
            raise ValueError(f"{where}: up_to needs a chosen target kind (split: by rank)")
        if effect.exact and (effect.up_to < 2 or effect.split):
            raise ValueError(f"{where}: exact needs up_to N of 2 or more (not split)")
        if effect.per and effect.per not in COUNTS:
            raise ValueError(f"{where}: unknown count {effect.per!r}")
        effects.append(effect)
    last = max((e.choice for e in effects), default=0)  # (its split reaches the resolution)
    if last and any((e.split or e.up_to) and e.choice != last for e in effects):
        raise ValueError(f"{where}: several targets only in the last choice (abilities/answers.py)")
    asked = {e.choice for e in effects if TARGETS[e.target].chosen}
    if asked and asked != set(range(max(asked) + 1)):  # a choice unasked: its effects never run
        raise ValueError(f"{where}: choices are numbered 0, 1, ... each naming a target")
    for effect in effects[:-1]:
        # The outcome of chance is the next decision, so nothing may follow it in an ability.
        if known[effect.op].chance(effect):
            raise ValueError(f"{where}: {effect.op} must be the last effect of an ability")
    return tuple(effects)


def keyword_effects(keywords: Iterable[KeywordUse]) -> dict[str, Effect]:
    """The effect primitives a card's keywords add to the engine's (Keyword.effects)."""
    return {
        op: effect
        for use in keywords
        if use.rules is not None
        for op, effect in use.rules.effects.items()
    }


def _ability(data: Mapping[str, Any], keywords: tuple[KeywordUse, ...], where: str) -> Ability:
    trigger = data["trigger"]
    own = {t for k in keywords if k.rules is not None for t in k.rules.triggers}
    if trigger not in TRIGGERS and trigger not in SPECIAL_TRIGGERS and trigger not in own:
        raise ValueError(f"{where}: unknown trigger {trigger!r}")
    mode = data.get("burst_mode", "add")
    # Effect primitives a keyword adds (Corrupt X): for its triggered abilities, not statics.
    effects = {} if trigger == "static" else keyword_effects(keywords)
    if mode not in BURST_MODES:
        raise ValueError(f"{where}: burst_mode is 'add' or 'replace', not {mode!r}")
    specs = _effects(data.get("effects", ()), where, effects)
    if trigger == "static" and any(n in ATTACK_FILTERS for e in specs for n, _ in e.filters):
        raise ValueError(f"{where}: a static's dice are not named by their A (it reads itself)")
    if trigger == "action":
        _no_taking_die(specs, where)
    if data.get("pay") and any(e.choice for e in specs):  # one payment, one answer
        raise ValueError(f"{where}: a paid ability asks one choice of target")
    return Ability(
        trigger=trigger,
        effects=specs,
        bursts=tuple(data.get("bursts", ())),
        burst_mode=mode,
        while_active=data.get("while_active", ""),
        first_time_each_turn=bool(data.get("first_time_each_turn", False)),
        each_die=bool(data.get("each_die", False)),
        steps=steps_from_dict(data.get("steps", ()), trigger, where),
        optional=bool(data.get("optional", False) or data.get("pay")),  # "you may pay"
        costs=_chosen_once(_effects(data.get("costs", ()), where), where),
        also=_also(data.get("also", ()), trigger, where),
        text=data.get("text", ""),
        condition=condition_from_dict(data.get("condition"), where, ability=True),
        trigger_filters=trigger_filters(
            data.get("trigger_filters", {}), trigger in TRIGGERS, where
        ),
        **payment_from_dict(data, where),
    )


def _also(names: Any, trigger: str, where: str) -> tuple[str, ...]:
    """An ability's more triggers: the engine's own triggers of occasions, besides its
    first (DM-15.6)."""
    names = tuple(names)
    for name in names:
        if name not in TRIGGERS or name == trigger or trigger not in TRIGGERS:
            raise ValueError(f"{where}: {name!r} cannot be another trigger of {trigger!r}")
    return names


def _no_taking_die(effects: tuple[EffectSpec, ...], where: str) -> None:
    """An action die or a Global captures or controls with no die of its own (DM-23.1): its
    capture cannot last "while this die is in the Field Zone"."""
    if any(e.duration == "while_in_field" for e in effects):
        raise ValueError(f"{where}: an action die or a Global has no die to last 'while_in_field'")


def _chosen_once(costs: tuple[EffectSpec, ...], where: str) -> tuple[EffectSpec, ...]:
    """One effect cost at most is paid with a chosen die (`cost_target`, DM-12.2)."""
    if sum(TARGETS[e.target].chosen for e in costs) > 1:
        raise ValueError(f"{where}: at most one effect cost is paid with a chosen die")
    return costs


def _global(data: Mapping[str, Any], where: str) -> GlobalAbility:
    reactive = data.get("reactive", "")
    if reactive and reactive not in TRIGGERS:
        raise ValueError(f"{where}: unknown trigger {reactive!r} for a Reactive Global")
    effects = _effects(data.get("effects", ()), where)
    _no_taking_die(effects, where)
    costs = _chosen_once(_effects(data.get("costs", ()), where), where)
    if reactive and any(TARGETS[e.target].chosen or e.split for e in costs):
        # It resolves at once, as it is paid (DM-8.19): "this die" is the die its occasion
        # concerns; its costs name what pays them.
        raise ValueError(f"{where}: a Reactive Global's costs choose no target")
    if reactive and any(e.split for e in effects):
        raise ValueError(f"{where}: a Reactive Global's effects divide nothing")
    # Its effects that say "target ..." name one target, chosen as it is paid (`React.target`:
    # the new target of a redirection, DM-19.2).
    return GlobalAbility(
        cost=int(data["cost"]),
        effects=effects,
        energy_types=tuple(data.get("energy_types", ())),
        once_per_turn=bool(data.get("once_per_turn", False)),
        only_your_turn=bool(data.get("only_your_turn", False)),
        costs=costs,
        reactive=reactive,
        text=data.get("text", ""),
        condition=condition_from_dict(data.get("condition"), where, ability=True),
        riders=tuple(data.get("riders", ())),
        breath=int(data.get("breath", 0)),
    )


def card_from_dict(data: Mapping[str, Any]) -> CardDef:
    """Build a card from catalog data; Basic Action Cards get the Basic Action Die faces.
    Raises ValueError naming what is wrong (an unknown trigger, effect, target, keyword...)."""
    card_id = data["id"]
    kind = data["kind"]
    faces: tuple[Face, ...]
    if "faces" in data:
        faces = tuple(face_from_dict(f) for f in data["faces"])
    elif kind == "basic_action":
        faces = BASIC_ACTION_FACES
    else:
        raise ValueError(f"card {card_id!r} has no faces")
    if len(faces) != 6:
        raise ValueError(f"card {card_id!r} must have 6 faces, has {len(faces)}")
    keywords = tuple(replace(keyword_use(k), card=card_id) for k in data.get("keywords", ()))
    abilities = [
        _ability(a, keywords, f"card {card_id!r} ability {i}")
        for i, a in enumerate(data.get("abilities", ()))
    ]
    keyword_targets.check(abilities, keywords, f"card {card_id!r}")
    printed = tuple(abilities)
    for use in keywords:  # abilities a keyword gives its card (Keyword.abilities)
        if use.rules is not None and use.rules.abilities is not None:
            abilities.extend(keyword_targets.narrowed(printed, use, use.rules.abilities(use)))
    abilities.extend(draw_sort.companions(abilities))  # its choice after the draw
    abilities.extend(purchase_window.companions(abilities))  # a bought die's other zone
    abilities.extend(opponent_kos.companions(abilities))  # the opponent's KOs, one each
    globals_ = tuple(
        _global(g, f"card {card_id!r} Global {i}") for i, g in enumerate(data.get("globals", ()))
    )
    card = CardDef(  # (occasions first: it adds the abilities of keywords the card gives)
        occasions=granted_occasions(abilities, globals_, keywords, _occasions),
        lowers_defense=any(
            (change := EFFECTS[e.op].stats) is not None and change(e)[1] < 0
            for a in abilities
            if a.trigger == "static"
            for e in a.effects
        ),
        id=card_id,
        name=data["name"],
        subtitle=data.get("subtitle", ""),
        kind=kind,
        cost=int(data.get("cost", 0)),
        energy_types=tuple(data.get("energy_types", ())),
        affiliations=tuple(data.get("affiliations", ())),
        alignment=_alignment(data.get("alignment", ""), card_id),
        max_dice=int(data.get("max_dice", 3 if kind == "basic_action" else 4)),
        faces=faces,
        abilities=tuple(abilities),
        globals=globals_,
        keywords=keywords,
        set_code=data.get("set_code", ""),
        number=str(data.get("number", "")),
    )
    back = data.get("back")
    if back is not None:  # a flip card: its other side, the same card and die but its text
        return _sides(card, card_from_dict(side_data(data)))
    return card


def side_data(data: Mapping[str, Any]) -> dict[str, Any]:
    """A flip card's other side as card data of its own: the card's fields, that side's
    text, keywords, abilities and Globals (docs/rulings.md "Flip")."""
    back = data["back"]
    if not isinstance(back, Mapping):
        raise ValueError(f"card {data['id']!r}: its other side must be card data")
    own = ("text", "keywords", "abilities", "globals", "unread")
    side = {k: v for k, v in data.items() if k not in (*own, "back")}
    return {**side, **{k: back[k] for k in own if k in back}}


def _sides(front: CardDef, back: CardDef) -> CardDef:
    """The two sides of a flip card, each naming the other (set once, here; a flip swaps
    them: model/flip_sides.py)."""
    object.__setattr__(front, "back", back)
    object.__setattr__(back, "back", front)
    return front


ALIGNMENTS = ("good", "evil", "neutral")


def _alignment(value: Any, card_id: str) -> str:
    """A card's alignment (the Dungeons & Dragons sets' Good, Evil or Neutral), or ""."""
    if value not in ("", *ALIGNMENTS):
        raise ValueError(f"card {card_id!r}: unknown alignment {value!r}")
    return str(value)


def _occasions(
    abilities: list[Ability],
    keywords: tuple[KeywordUse, ...],
    globals_: tuple[GlobalAbility, ...] = (),
) -> dict[str, tuple[tuple[int, str, bool], ...]]:
    """The index the trigger queue reads: occasion -> (ability, scope, needs active); a
    Reactive Global is (its index among the Globals, "reactive", False)."""
    found: dict[str, list[tuple[int, str, bool]]] = {}
    own = {t: k for use in keywords if use.rules is not None for t, k in use.rules.triggers.items()}
    for index, ability in enumerate(abilities):
        kind = TRIGGERS.get(ability.trigger) or own.get(ability.trigger)
        if kind is not None:
            found.setdefault(kind.occasion, []).append((index, kind.scope, kind.needs_active))
        for name in ability.also:  # its other triggers (DM-15.6)
            more = TRIGGERS[name]
            found.setdefault(more.occasion, []).append((index, more.scope, more.needs_active))
    for index, ability in enumerate(globals_):
        if ability.reactive:
            found.setdefault(TRIGGERS[ability.reactive].occasion, []).append(
                (index, "reactive", False)
            )
    return {occasion: tuple(entries) for occasion, entries in found.items()}
