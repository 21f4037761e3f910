"""Events: the facts a game log is made of. Each is a frozen dataclass of a few fields.

A log line is `{"seq": N, "type": "...", ...fields}`. Sequences are tuples in Python and lists
in JSON; there are no mappings, so that the order of everything in a log is fixed.
Events that start a batch are decisions (a player's choice, or a random outcome); the rest
follow from them (see replay.py).
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar

LOG_FORMAT_VERSION = 1

Paid = tuple[tuple[str, tuple[str, ...]], ...]  # (die id, symbols spent from it)


@dataclass(frozen=True, slots=True)
class Event:
    type: ClassVar[str] = ""
    decision: ClassVar[bool] = False  # starts a batch in the log

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type}
        names = _NAMES.get(type(self))
        if names is None:
            names = _NAMES[type(self)] = tuple(f.name for f in fields(self))
        for name in names:
            value = getattr(self, name)
            data[name] = _jsonable(value) if isinstance(value, tuple) else value
        return data


_NAMES: dict[type, tuple[str, ...]] = {}


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple([_tupled(v) if isinstance(v, list) else v for v in value])
    return value


REGISTRY: dict[str, type[Event]] = {}


def _event(decision: bool = False):
    def register(cls: type[Event]) -> type[Event]:
        cls.type = cls.__name__
        cls.decision = decision
        REGISTRY[cls.type] = cls
        fast_init(cls)
        return cls

    return register


def fast_init(cls: type) -> None:
    """Performance: give a frozen, slotted dataclass an `__init__` with the same parameters,
    defaults and annotations that sets the slots through their descriptors (the generated one
    goes through `object.__setattr__` by name, about 40% slower). Only for classes whose
    fields all have no default or a plain default (no default_factory, no __post_init__)."""
    params = []
    namespace: dict[str, Any] = {}
    body = []
    for i, f in enumerate(fields(cls)):
        if f.default_factory is not MISSING or not f.init:
            return
        if f.default is MISSING:
            params.append(f.name)
        else:
            namespace[f"_default{i}"] = f.default
            params.append(f"{f.name}=_default{i}")
        namespace[f"_set{i}"] = cls.__dict__[f.name].__set__
        body.append(f"    _set{i}(self, {f.name})")
    if hasattr(cls, "__post_init__"):
        return
    source = f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(body) or "    pass")
    exec(source, namespace)
    init = namespace["__init__"]
    original = cls.__init__
    init.__annotations__ = dict(original.__annotations__)
    init.__qualname__ = original.__qualname__
    init.__module__ = original.__module__
    cls.__init__ = init


def event_from_dict(data: dict[str, Any]) -> Event:
    """Build an event from a log line's dict (without its seq). Raises KeyError/TypeError on
    an unknown type or wrong fields; replay turns those into CorruptLog."""
    cls = REGISTRY[data["type"]]
    build = _BUILDERS.get(cls)
    if build is None:
        build = _BUILDERS[cls] = _compile_builder(cls)
    event = build(data)
    if event is not None:
        return event  # type: ignore[no-any-return]
    kwargs = {k: _tupled(v) for k, v in data.items() if k not in ("type", "seq")}
    return cls(**kwargs)


_BUILDERS: dict[type[Event], Any] = {}


def _compile_builder(cls: type[Event]) -> Any:
    """Performance: a function that builds the event straight from a dict holding exactly the
    type, every field and perhaps the seq (setting the slots, as `__init__` would), or returns
    None for anything else (event_from_dict then takes the general path and its errors)."""
    names = [f.name for f in fields(cls)]
    # A mutable twin with the same slots: set them with plain stores, then become `cls`.
    draft = type(
        f"{cls.__name__}Draft",
        cls.__bases__,
        {"__slots__": cls.__slots__, "__setattr__": object.__setattr__},
    )
    namespace: dict[str, Any] = {
        "_new": object.__new__,
        "_cls": cls,
        "_draft": draft,
        "_tupled": _tupled,
        "_list": list,
        "_isinstance": isinstance,
    }
    lines = [
        "def build(data):",
        f"    if len(data) != {len(names)} + (2 if 'seq' in data else 1):",
        "        return None",
        "    try:",
    ]
    lines += [f"        v{i} = data[{name!r}]" for i, name in enumerate(names)] or ["        pass"]
    lines += ["    except KeyError:", "        return None", "    o = _new(_draft)"]
    for i, name in enumerate(names):
        lines.append(f"    o.{name} = _tupled(v{i}) if _isinstance(v{i}, _list) else v{i}")
    lines += ["    o.__class__ = _cls", "    return o"]
    exec("\n".join(lines), namespace)
    return namespace["build"]


# --- genesis -------------------------------------------------------------------------------


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class GameCreated(Event):
    """Seq 0: who plays which team under which options (the teams name cards by id)."""

    version: int
    options: tuple[tuple[str, Any], ...]
    players: tuple[str, str]
    teams: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]
    basic_actions: tuple[tuple[str, ...], tuple[str, ...]]
    cards_digest: str
    seed_hash: str = ""


# --- random outcomes (decisions of chance) --------------------------------------------------


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class TossWon(Event):
    """The random method chose this player, who now chooses to go first or second (DM-3.7)."""

    player: int


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class DiceDrawn(Event):
    player: int
    dice: tuple[str, ...]
    to: str  # "prep", or "oop" for the first player's fourth die (DM-6.5)


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    player: int
    faces: tuple[tuple[str, int], ...]  # (die id, face index)


# --- player decisions -----------------------------------------------------------------------


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class OrderChosen(Event):
    player: int
    go_first: bool


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class RerollChosen(Event):
    player: int
    dice: tuple[str, ...]


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class DiePurchased(Event):
    player: int
    card: str
    die: str
    paid: Paid
    virtual: int = 0


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class CharacterFielded(Event):
    player: int
    die: str
    paid: Paid
    virtual: int = 0


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class ActionDieUsed(Event):
    player: int
    die: str


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class GlobalUsed(Event):
    player: int
    card: str
    ability: int
    paid: Paid
    virtual: int = 0


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class PriorityPassed(Event):
    player: int


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class AttackersDeclared(Event):
    player: int
    dice: tuple[str, ...]


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class BlockersDeclared(Event):
    player: int
    blocks: tuple[tuple[str, str], ...]  # (blocker, attacker)


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class DamageAssigned(Event):
    """The active player's split of each multiply-blocked attacker's damage (DM-9.9)."""

    player: int
    splits: tuple[tuple[str, str, int], ...]  # (attacker, blocker, amount)


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class TargetChosen(Event):
    player: int
    target: str  # a die id, or "player:0" / "player:1"


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class TriggerChosen(Event):
    """The controller picks which of their waiting triggers resolves next (DM-15.2)."""

    player: int
    index: int


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class Conceded(Event):
    player: int


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class TimeCalled(Event):
    """Tournament time: this turn is turn 0, then `turns_after_time` more turns."""

    turn: int


# --- consequences ---------------------------------------------------------------------------


@_event()
@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    turn: int
    player: int


@_event()
@dataclass(frozen=True, slots=True)
class StepBegan(Event):
    step: str


@_event()
@dataclass(frozen=True, slots=True)
class BagRefilled(Event):
    """The bag was empty when a die had to be drawn: the Used Pile went in (DM-6.2)."""

    player: int
    dice: tuple[str, ...]


@_event()
@dataclass(frozen=True, slots=True)
class DiceMoved(Event):
    player: int
    dice: tuple[str, ...]
    to: str
    reason: str


@_event()
@dataclass(frozen=True, slots=True)
class PriorityGiven(Event):
    player: int


@_event()
@dataclass(frozen=True, slots=True)
class LifeLost(Event):
    player: int
    amount: int
    reason: str


@_event()
@dataclass(frozen=True, slots=True)
class LifeGained(Event):
    player: int
    amount: int  # after the life cap (DM-11.3)


@_event()
@dataclass(frozen=True, slots=True)
class VirtualEnergyGained(Event):
    player: int
    amount: int


@_event()
@dataclass(frozen=True, slots=True)
class VirtualEnergyLost(Event):
    player: int
    amount: int


@_event()
@dataclass(frozen=True, slots=True)
class PlayerDamaged(Event):
    player: int
    amount: int
    source: str
    combat: bool


@_event()
@dataclass(frozen=True, slots=True)
class DieDamaged(Event):
    die: str
    amount: int
    source: str
    combat: bool


@_event()
@dataclass(frozen=True, slots=True)
class DiceKnockedOut(Event):
    """KO'd dice go to their owner's Prep Area (DM-9.11)."""

    dice: tuple[str, ...]


@_event()
@dataclass(frozen=True, slots=True)
class DieSpun(Event):
    die: str
    face: int
    reason: str


@_event()
@dataclass(frozen=True, slots=True)
class StatsModified(Event):
    die: str
    attack: int
    defense: int
    source: str


@_event()
@dataclass(frozen=True, slots=True)
class CombatEnded(Event):
    pass


@_event()
@dataclass(frozen=True, slots=True)
class TurnCleanedUp(Event):
    """Cleanup: all damage and applied effects end (DM-10.1)."""

    turn: int


@_event()
@dataclass(frozen=True, slots=True)
class AbilityTriggered(Event):
    """A card ability (kind "ability"), a Global (kind "global") or an action die's effect
    (kind "action") waits in the queue (DM-15.2/15.3)."""

    controller: int
    card: str
    ability: int
    kind: str = "ability"
    source_die: str = ""


@_event()
@dataclass(frozen=True, slots=True)
class AbilityResolved(Event):
    controller: int
    card: str
    ability: int
    kind: str = "ability"
    source_die: str = ""


@_event()
@dataclass(frozen=True, slots=True)
class ChanceRequested(Event):
    """An effect needs chance (a die drawn from the bag, dice rerolled): the next decision
    is that outcome, from the seed online or reported at the table (DM-20.3, DM-22.1)."""

    kind: str  # "draw" | "roll"
    player: int
    count: int = 0
    dice: tuple[str, ...] = ()
    to: str = ""


@_event()
@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winner: int | None
    termination: str


# --- judges' rulings (games/engine/rulings.py) ------------------------------------------


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class RulingAnnotated(Event):
    """A judge's note on event `about_seq`; it changes nothing in the game."""

    judge: str
    about_seq: int
    text: str


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class RulingLifeSet(Event):
    """A judge corrects a player's life total (within the starting life, DM-11.3)."""

    judge: str
    target: int
    life: int
    reason: str


@_event(decision=True)
@dataclass(frozen=True, slots=True)
class RulingRewound(Event):
    """The game continues from the state right after event `to_seq`."""

    judge: str
    to_seq: int
    reason: str
