"""Actions: what a player, chance, the organizer or a judge asks the engine to do.

Each has the field names of the decision event it becomes, so a log turns back into the
actions that made it (replay.py). `Load` is the one exception: online its `loads` are sealed
into the event (events.DiceLoaded).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from battledice.engine import events as ev


@dataclass(frozen=True, slots=True)
class Action:
    name: ClassVar[str] = ""
    event: ClassVar[type[ev.Event]] = ev.Event
    player: int | None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.name}
        for f in fields(self):
            data[f.name] = ev._jsonable(getattr(self, f.name))
        return data


ACTIONS: dict[str, type[Action]] = {}
ACTION_FOR_EVENT: dict[type[ev.Event], type[Action]] = {}


def _action(name: str, event: type[ev.Event]):
    def register(cls: type[Action]) -> type[Action]:
        cls.name = name
        cls.event = event
        ACTIONS[name] = cls
        ACTION_FOR_EVENT[event] = cls
        return cls

    return register


@_action("report_rolloff", ev.RollOffRolled)
@dataclass(frozen=True, slots=True)
class ReportRollOff(Action):
    """Chance: each player's roll of an empty die, player 0's first."""

    faces: tuple[int, ...] = ()


@_action("report_roll", ev.DiceRolled)
@dataclass(frozen=True, slots=True)
class ReportRoll(Action):
    """Chance: (die, number) for every die being rolled."""

    faces: tuple[tuple[str, int], ...] = ()


@_action("report_reveal", ev.FiguresRevealed)
@dataclass(frozen=True, slots=True)
class ReportReveal(Action):
    """Opening the battle's dice: (die, figure piece) for each."""

    reveals: tuple[tuple[str, str], ...] = ()


@_action("choose_side", ev.SideChosen)
@dataclass(frozen=True, slots=True)
class ChooseSide(Action):
    swap: bool = False


@_action("load", ev.DiceLoaded)
@dataclass(frozen=True, slots=True)
class Load(Action):
    """Online: `loads` (die, figure piece) for every figure to load, kept secret. On paper:
    `dice`, the dice loaded at the table (their contents are never told)."""

    loads: tuple[tuple[str, str], ...] = ()
    dice: tuple[str, ...] = ()


@_action("pick", ev.DicePicked)
@dataclass(frozen=True, slots=True)
class Pick(Action):
    dice: tuple[str, ...] = ()


@_action("choose_matchup", ev.MatchupChosen)
@dataclass(frozen=True, slots=True)
class ChooseMatchup(Action):
    mine: str = ""
    theirs: str = ""


@_action("choose_stat", ev.StatChosen)
@dataclass(frozen=True, slots=True)
class ChooseStat(Action):
    stat: str = ""


@_action("use_power", ev.PowerUsed)
@dataclass(frozen=True, slots=True)
class UsePower(Action):
    piece: str = ""
    power: str = ""
    copy: str = ""


@_action("declare", ev.EffectDeclared)
@dataclass(frozen=True, slots=True)
class Declare(Action):
    """`source`: "power:<piece>:<power name>" or "die:<die>"; `effect` one of
    records.EFFECTS with `amount` and `whom`, or `target` (a piece) for release."""

    source: str = ""
    text: str = ""
    effect: str = "none"
    amount: int = 0
    whom: str = "self"
    target: str = ""


@_action("accept", ev.DeclarationAccepted)
@dataclass(frozen=True, slots=True)
class Accept(Action):
    pass


@_action("dispute", ev.DeclarationDisputed)
@dataclass(frozen=True, slots=True)
class Dispute(Action):
    reason: str = ""


@_action("pass", ev.Passed)
@dataclass(frozen=True, slots=True)
class Pass(Action):
    pass


@_action("concede", ev.Conceded)
@dataclass(frozen=True, slots=True)
class Concede(Action):
    pass


@_action("call_time", ev.TimeCalled)
@dataclass(frozen=True, slots=True)
class CallTime(Action):
    pass


@_action("judge_annotate", ev.RulingAnnotated)
@dataclass(frozen=True, slots=True)
class JudgeAnnotate(Action):
    judge: str = ""
    about_seq: int = 0
    text: str = ""


@_action("judge_uphold", ev.RulingUpheld)
@dataclass(frozen=True, slots=True)
class JudgeUphold(Action):
    judge: str = ""
    reason: str = ""


@_action("judge_overturn", ev.RulingOverturned)
@dataclass(frozen=True, slots=True)
class JudgeOverturn(Action):
    judge: str = ""
    reason: str = ""


@_action("judge_rewind", ev.RulingRewound)
@dataclass(frozen=True, slots=True)
class JudgeRewind(Action):
    judge: str = ""
    to_seq: int = 0
    reason: str = ""


CHANCE_ACTIONS = (ReportRollOff, ReportRoll, ReportReveal)
JUDGE_ACTIONS = (JudgeAnnotate, JudgeUphold, JudgeOverturn, JudgeRewind)


def action_from_dict(data: dict[str, Any]) -> Action:
    """Parse an API action; KeyError or TypeError on an unknown type or fields."""
    cls = ACTIONS[data["type"]]
    return cls(**{k: ev._tupled(v) for k, v in data.items() if k != "type"})


def action_from_event(event: ev.Event) -> Action:
    """The action a decision event records (not DiceLoaded: see replay.py)."""
    cls = ACTION_FOR_EVENT[type(event)]
    shared = _SHARED.get(cls)
    if shared is None:
        wanted = {f.name for f in fields(cls)}
        shared = _SHARED[cls] = tuple(n for n in type(event).__struct_fields__ if n in wanted)
    kwargs = {name: getattr(event, name) for name in shared}
    kwargs.setdefault("player", None)
    return cls(**kwargs)


# The fields an action class shares with its event, found once per class.
_SHARED: dict[type[Action], tuple[str, ...]] = {}
