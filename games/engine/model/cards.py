"""Card and die definitions as plain data (DM-1.4 to DM-1.7).

A card owns a die of six faces. Faces are energy (symbols), character (level, fielding cost,
A, D, bursts) or action (bursts). The rulebooks never print the Sidekick die or the Basic
Action Die, so they are defined here (see docs/rulings.md, "Dice without cards").
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

ENERGY_TYPES = ("fist", "bolt", "mask", "shield")  # DM-2.1
WILD = "wild"  # DM-2.2: stands in for any type when spending
GENERIC = "generic"  # DM-2.3: no type
SYMBOLS = (*ENERGY_TYPES, WILD, GENERIC)

CardKind = Literal["character", "action", "basic_action", "sidekick"]


@dataclass(frozen=True, slots=True)
class EnergyFace:
    """Energy symbols on a face: ("bolt",), ("bolt", "bolt"), ("generic", "generic")."""

    symbols: tuple[str, ...]
    bursts: int = 0

    kind = "energy"


@dataclass(frozen=True, slots=True)
class CharacterFace:
    """A character face: its level is its position among the card's character faces."""

    level: int
    cost: int  # fielding cost (top left)
    attack: int
    defense: int
    bursts: int = 0

    kind = "character"


@dataclass(frozen=True, slots=True)
class ActionFace:
    """An action face: the card's effect, plus burst text when the bursts match (DM-17)."""

    bursts: int = 0

    kind = "action"


Face = EnergyFace | CharacterFace | ActionFace


# The closed set of effect primitives (effects.PRIMITIVES implements each) and of what an
# effect may name as its target; the "target_*" ones are chosen by the controller (DM-13).
EFFECT_OPS = frozenset(
    {
        "deal_damage", "lose_life", "gain_life", "modify_attack", "modify_defense",
        "modify_stats", "spin_up", "spin_down", "ko", "gain_virtual_energy", "prep",
        "move_die", "draw", "reroll",
    }
)  # fmt: skip
TARGET_KINDS = frozenset(
    {
        "none", "you", "opponent", "target_player", "target_die", "target_opposing_die",
        "target_your_die", "this_die", "this_card", "all_opposing_characters",
        "all_characters", "sidekick",
    }
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class EffectSpec:
    """One effect primitive with its parameters (the closed set lives in effects.py)."""

    op: str
    amount: int = 0
    target: str = "none"  # who or what: see effects.TARGET_KINDS
    zone: str = ""  # destination for moves, source for prep
    duration: str = "turn"  # "turn" (applied, DM-14.1) or "static"


@dataclass(frozen=True, slots=True)
class Ability:
    """A triggered or static card ability: when `trigger` happens, do `effects` in order.

    `bursts` limits the ability to action faces with that many bursts (0 = base text);
    `while_active` names a card that must be active (static abilities, DM-18.1).
    """

    trigger: str
    effects: tuple[EffectSpec, ...]
    bursts: tuple[int, ...] = ()
    while_active: str = ""
    text: str = ""


@dataclass(frozen=True, slots=True)
class GlobalAbility:
    """A Global (DM-8.16 to DM-8.20): both players may pay `cost` in the Global windows."""

    cost: int
    effects: tuple[EffectSpec, ...]
    energy_types: tuple[str, ...] = ()
    once_per_turn: bool = False
    only_your_turn: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card: what it costs, which die it carries, and what its text does."""

    id: str
    name: str
    kind: CardKind
    faces: tuple[Face, ...]
    subtitle: str = ""
    cost: int = 0
    energy_types: tuple[str, ...] = ()
    affiliations: tuple[str, ...] = ()
    max_dice: int = 4
    abilities: tuple[Ability, ...] = ()
    globals: tuple[GlobalAbility, ...] = ()
    set_code: str = ""
    number: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def title(self) -> str:
        return f"{self.name}: {self.subtitle}" if self.subtitle else self.name

    # Its static ("while ...") abilities: they change A and D rather than queue (derived).
    statics: tuple[Ability, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        statics = tuple(a for a in self.abilities if a.trigger == "static")
        object.__setattr__(self, "statics", statics)

    def character_faces(self) -> list[int]:
        """Indexes of character faces in level order (spin up/down moves along this list)."""
        chars = [i for i, f in enumerate(self.faces) if isinstance(f, CharacterFace)]
        return sorted(chars, key=lambda i: self.faces[i].level)  # type: ignore[union-attr]


# --- The two dice every game uses (DM-1.7, DM-4.5); their faces are our ruling. ---------------

SIDEKICK_ID = "sidekick"
SIDEKICK = CardDef(
    id=SIDEKICK_ID,
    name="Sidekick",
    kind="sidekick",
    cost=0,
    max_dice=8,
    faces=(
        CharacterFace(level=1, cost=0, attack=1, defense=1),
        EnergyFace(("fist",)),
        EnergyFace(("bolt",)),
        EnergyFace(("mask",)),
        EnergyFace(("shield",)),
        EnergyFace((WILD,)),
    ),
)

BASIC_ACTION_FACES: tuple[Face, ...] = (
    ActionFace(bursts=0),
    ActionFace(bursts=1),
    ActionFace(bursts=2),
    EnergyFace((GENERIC, GENERIC)),
    EnergyFace((GENERIC, GENERIC)),
    EnergyFace((GENERIC, GENERIC)),
)

# --- Loading from plain JSON-like dicts (the card catalog files) ------------------------------


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


def _effects(items: Iterable[Mapping[str, Any]]) -> tuple[EffectSpec, ...]:
    effects = tuple(EffectSpec(**dict(item)) for item in items)
    for effect in effects:
        if effect.op not in EFFECT_OPS or effect.target not in TARGET_KINDS:
            raise ValueError(f"unknown effect {effect.op!r} or target {effect.target!r}")
    for effect in effects[:-1]:
        # The outcome of chance is the next decision, so nothing may follow it in an ability.
        if effect.op in ("draw", "reroll") or (effect.op == "prep" and effect.zone == "bag"):
            raise ValueError(f"{effect.op} must be the last effect of an ability")
    return effects


def card_from_dict(data: Mapping[str, Any]) -> CardDef:
    """Build a card from catalog data; Basic Action Cards get the Basic Action Die faces."""
    kind = data["kind"]
    faces: tuple[Face, ...]
    if "faces" in data:
        faces = tuple(face_from_dict(f) for f in data["faces"])
    elif kind == "basic_action":
        faces = BASIC_ACTION_FACES
    else:
        raise ValueError(f"card {data['id']!r} has no faces")
    if len(faces) != 6:
        raise ValueError(f"card {data['id']!r} must have 6 faces, has {len(faces)}")
    abilities = tuple(
        Ability(
            trigger=a["trigger"],
            effects=_effects(a.get("effects", ())),
            bursts=tuple(a.get("bursts", ())),
            while_active=a.get("while_active", ""),
            text=a.get("text", ""),
        )
        for a in data.get("abilities", ())
    )
    globals_ = tuple(
        GlobalAbility(
            cost=int(g["cost"]),
            effects=_effects(g.get("effects", ())),
            energy_types=tuple(g.get("energy_types", ())),
            once_per_turn=bool(g.get("once_per_turn", False)),
            only_your_turn=bool(g.get("only_your_turn", False)),
            text=g.get("text", ""),
        )
        for g in data.get("globals", ())
    )
    return CardDef(
        id=data["id"],
        name=data["name"],
        subtitle=data.get("subtitle", ""),
        kind=kind,
        cost=int(data.get("cost", 0)),
        energy_types=tuple(data.get("energy_types", ())),
        affiliations=tuple(data.get("affiliations", ())),
        max_dice=int(data.get("max_dice", 3 if kind == "basic_action" else 4)),
        faces=faces,
        abilities=abilities,
        globals=globals_,
        set_code=data.get("set_code", ""),
        number=str(data.get("number", "")),
    )


def card_digest(raw_cards: Iterable[Mapping[str, Any]]) -> str:
    """SHA-256 of the canonical JSON of the card data a game uses: a log names its cards
    by id, and this digest proves a replay uses the same definitions."""
    ordered = sorted(raw_cards, key=lambda c: c["id"])
    blob = json.dumps(ordered, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(blob.encode()).hexdigest()
