"""The game state: frozen dataclasses, replaced (never mutated) by `evolve`.

Every die has one identity for the whole game and is in exactly one place. Zones are kept
as an index `(owner, zone) -> die ids` beside the dice themselves so that the rules can ask
"what is in my Reserve Pool" without scanning every die.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from enum import StrEnum
from operator import attrgetter
from typing import Any

from games.engine.model.cards import ActionFace, CardDef, CharacterFace, EnergyFace, Face
from games.engine.model.events import fast_init


class Zone(StrEnum):
    SUPPLY = "supply"  # still on its card, not purchased
    BAG = "bag"
    PREP = "prep"  # Prep Area
    RESERVE = "reserve"  # Reserve Pool
    FIELD = "field"  # Field Zone
    ATTACK = "attack"  # Attack Zone: a part of the Field Zone (DM-1.4)
    OOP = "oop"  # Out of Play: exists during its owner's turn only
    USED = "used"  # Used Pile


ROLLED_ZONES = frozenset({Zone.RESERVE, Zone.FIELD, Zone.ATTACK})  # DM-4.1
FIELD_ZONES = frozenset({Zone.FIELD, Zone.ATTACK})


class Step(StrEnum):
    SETUP = "setup"
    CLEAR_AND_DRAW = "clear_and_draw"
    ROLL_AND_REROLL = "roll_and_reroll"
    MAIN = "main"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    ACTION_WINDOW = "action_global_window"
    ASSIGN_DAMAGE = "assign_damage"
    CLEANUP = "cleanup"
    KNOCK_OUT = "knock_out"  # "Any dice that have taken damage equal to or above ..." DM-9.11
    END_OF_COMBAT = "end_of_combat"  # survivors return to the Field Zone (DM-9.13)
    GAME_OVER = "game_over"


class Termination(StrEnum):
    LIFE = "life"  # the opponent's life reached 0 (DM-11.1)
    TIE = "tie"  # both reached 0 from one effect (DM-11.2)
    TIME = "time"  # time was called; more life wins, equal life is a draw
    CONCESSION = "concession"


# Performance: `member.value` on an Enum goes through enum's Python-level descriptor; the
# rules read `Step.MAIN.value` and the like for every event they emit. A plain property over
# `_value_` (C-level) returns the same string.
for _enum in (Zone, Step, Termination):
    type.__setattr__(_enum, "value", property(attrgetter("_value_")))
del _enum


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended; `winner` is None for a draw."""

    winner: int | None
    termination: Termination


@dataclass(frozen=True, slots=True)
class GameOptions:
    """Per-game options, recorded in the first event of the log."""

    starting_life: int = 20
    randomness: str = "seed"  # "seed" (online) or "reported" (paper)
    first_player_may_attack_first_turn: bool = False  # tournament rule: may not
    turns_after_time: int = 5
    rules: str = "dm-2018"
    # Who chooses to go first or second; None: a random method picks (DM-3.7). In a match,
    # the loser of the previous game chooses (organized-play.md).
    chooser: int | None = None
    # The team-building rules the teams follow (model/teams.py FORMATS; DM-3.2 by default).
    team_format: str = "standard"


@dataclass(frozen=True, slots=True)
class Modifier:
    """An applied stat bonus that lasts until Cleanup, KO or reroll to energy (DM-14.1)."""

    attack: int
    defense: int
    source: str


@dataclass(frozen=True, slots=True)
class Die:
    id: str
    card: str
    copy: int
    owner: int | None  # None: a Basic Action Die still on its card in the centre
    zone: Zone
    face: int | None = None  # index into the card's faces; None while unrolled
    damage: int = 0
    modifiers: tuple[Modifier, ...] = ()
    partially_spent: bool = False  # DM-8.3: may not be rerolled


@dataclass(frozen=True, slots=True)
class PlayerState:
    name: str
    life: int
    team: tuple[str, ...]  # card ids this player may purchase from (own cards)
    virtual_energy: int = 0
    rerolled: bool = False  # this turn's one reroll is used (DM-7.2)


@dataclass(frozen=True, slots=True)
class Pending:
    """The decision (or random outcome) the game is waiting for.

    kind: "toss" | "choose_order" | "draw" | "roll" (random outcomes) and "reroll" |
    "priority" | "declare_attackers" | "declare_blockers" | "assign_damage" | "choose_target"
    | "order_triggers" (player decisions).
    """

    kind: str
    player: int | None
    count: int = 0
    dice: tuple[str, ...] = ()
    to: str = ""
    options: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Combat:
    attackers: tuple[str, ...] = ()
    blocks: Mapping[str, str] = field(default_factory=dict)  # blocker -> attacker
    blocked: frozenset[str] = frozenset()  # DM-9.5: blocked stays blocked
    blockers_declared: bool = False
    damage_assigned: bool = False


@dataclass(frozen=True, slots=True)
class Trigger:
    """A triggered ability waiting in the queue (DM-15.2/15.3)."""

    controller: int
    card: str
    ability: int
    kind: str = "ability"  # "ability" | "global" | "action"
    source_die: str = ""


@dataclass(frozen=True, slots=True)
class GameState:
    options: GameOptions
    cards: Mapping[str, CardDef]
    dice: Mapping[str, Die]
    zones: Mapping[tuple[int | None, Zone], tuple[str, ...]]
    players: tuple[PlayerState, PlayerState]
    seq: int = 0  # the seq the next event will carry
    turn: int = 0  # 1 is the first player's first turn
    active: int = 0
    first_player: int | None = None
    step: Step = Step.SETUP
    toss_winner: int | None = None
    drawn: int = 0  # dice drawn in this Clear and Draw Step (one "draw", DM-6.3)
    priority: int | None = None  # who holds priority in a Main Step or Action/Global window
    passed: int | None = None  # who passed (or handed back) priority last in this window
    priority_declined: bool = False  # the inactive player passed without acting
    cleaned: bool = False  # Cleanup's first part (damage and effects end) is done
    trigger_chosen: bool = False  # the head trigger was picked by its controller (DM-15.2)
    combat: Combat | None = None
    triggers: tuple[Trigger, ...] = ()
    globals_used: tuple[tuple[int, str, int], ...] = ()  # (player, card, ability) this turn
    seed: str | None = None  # online games: the server seed (never shown to players)
    seed_hash: str = ""
    random_draws: int = 0  # how many random outcomes the seed has produced
    time_called_turn: int | None = None
    outcome: Outcome | None = None
    chance: Pending | None = None  # an effect waits for a draw or a roll (ChanceRequested)
    # A memo of `flow.awaiting(self)` (a pure function of this immutable state), set by
    # `flow.advance`; never copied to another state, never compared or shown.
    _pending: Pending | None = field(default=None, init=False, repr=False, compare=False)

    # --- queries ---------------------------------------------------------------------------

    def in_zone(self, player: int | None, zone: Zone) -> tuple[str, ...]:
        return self.zones.get((player, zone), ())

    def face_of(self, die: Die) -> Face | None:
        if die.face is None:
            return None
        return self.cards[die.card].faces[die.face]

    # (face_of inlined in the three below: the rules ask these for every die they look at)

    def is_character(self, die: Die) -> bool:
        face = die.face
        if face is None or die.zone not in ROLLED_ZONES:
            return False
        return isinstance(self.cards[die.card].faces[face], CharacterFace)

    def is_energy(self, die: Die) -> bool:
        face = die.face
        if face is None or die.zone not in ROLLED_ZONES:
            return False
        return isinstance(self.cards[die.card].faces[face], EnergyFace)

    def is_action(self, die: Die) -> bool:
        face = die.face
        if face is None or die.zone not in ROLLED_ZONES:
            return False
        return isinstance(self.cards[die.card].faces[face], ActionFace)

    @property
    def inactive(self) -> int:
        return 1 - self.active

    @property
    def over(self) -> bool:
        return self.outcome is not None


# --- fast copies (performance) ----------------------------------------------------------------
#
# `dataclasses.replace` validates and goes through `__init__`; the engine copies the state once
# per event. So each class below has a mutable "draft" twin with the very same slots: a copy is
# made as a draft (plain, fast slot stores), filled in by the code that has just made it, then
# turned into the real class by assigning `__class__` (the layouts are identical), before
# anyone else sees it. To everyone else every object stays immutable.

_MEMO_FIELDS = frozenset({"_pending"})

for _cls in (Pending, Trigger, Modifier, Outcome):  # built by the rules for every decision
    fast_init(_cls)
del _cls


def draft_class(cls: type) -> type:
    """The mutable twin of a slotted dataclass: same slots, no frozen `__setattr__`."""
    draft = type(f"{cls.__name__}Draft", (), {"__slots__": cls.__slots__, "__module__": __name__})
    probe = object.__new__(draft)
    probe.__class__ = cls  # raises TypeError at import if the layouts ever differ
    return draft


def _compile(source: str, namespace: dict[str, Any], name: str) -> Any:
    exec(source, namespace)
    return namespace[name]


def _copier(cls: type, draft: type) -> Any:
    lines = ["def copy(s):", "    o = _new(_draft)"]
    for name in cls.__slots__:
        lines.append(f"    o.{name} = " + ("None" if name in _MEMO_FIELDS else f"s.{name}"))
    lines.append("    return o")
    namespace = {"_new": object.__new__, "_draft": draft}
    return _compile("\n".join(lines), namespace, "copy")


def _constructor(cls: type, draft: type) -> Any:
    names = [f.name for f in fields(cls)]
    lines = [f"def make({', '.join(names)}):", "    o = _new(_draft)"]
    lines += [f"    o.{name} = {name}" for name in names]
    lines += ["    o.__class__ = _cls", "    return o"]
    namespace = {"_new": object.__new__, "_cls": cls, "_draft": draft}
    return _compile("\n".join(lines), namespace, "make")


GameStateDraft = draft_class(GameState)
_DieDraft = draft_class(Die)
_PlayerDraft = draft_class(PlayerState)
_CombatDraft = draft_class(Combat)

draft_state: Any = _copier(GameState, GameStateDraft)
"""A mutable copy of a state (memo cleared); set `__class__ = GameState` when it is done."""
draft_player: Any = _copier(PlayerState, _PlayerDraft)
draft_die: Any = _copier(Die, _DieDraft)
draft_combat: Any = _copier(Combat, _CombatDraft)
make_die: Any = _constructor(Die, _DieDraft)
"""`make_die(id, card, copy, owner, zone, face, damage, modifiers, partially_spent)`: a Die
built without `__init__` (all arguments positional and required)."""
make_trigger: Any = _constructor(Trigger, draft_class(Trigger))
make_modifier: Any = _constructor(Modifier, draft_class(Modifier))

_DRAFTERS: dict[type, Any] = {
    GameState: draft_state,
    Die: draft_die,
    PlayerState: draft_player,
    Combat: draft_combat,
}


def with_changes(obj: Any, **changes: Any) -> Any:
    """`dataclasses.replace` for GameState, Die, PlayerState and Combat, faster."""
    cls = type(obj)
    new = _DRAFTERS[cls](obj)
    for name, value in changes.items():
        setattr(new, name, value)
    new.__class__ = cls
    return new
