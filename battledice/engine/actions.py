"""Actions: what a player, chance, the organizer or a judge asks the engine to do.

Each has the field names of the decision event it becomes, so a log turns back into the
actions that made it (replay.py). `Load` is the one exception: online its `loads` are sealed
into the event (events.DiceLoaded).
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import attrgetter
from types import MappingProxyType
from typing import Any, ClassVar

import msgspec

from battledice.engine import events as ev


class Action(msgspec.Struct, frozen=True, gc=False):
    name: ClassVar[str] = ""
    event: ClassVar[type[ev.Event]] = ev.Event
    player: int | None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.name}
        for name in self.__struct_fields__:
            data[name] = ev._jsonable(getattr(self, name))
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
class ReportRollOff(Action):
    """Chance: each player's roll of an empty die, player 0's first."""

    faces: tuple[int, ...] = ()


@_action("report_roll", ev.DiceRolled)
class ReportRoll(Action):
    """Chance: (die, number) for every die being rolled."""

    faces: tuple[tuple[str, int], ...] = ()


@_action("report_reveal", ev.FiguresRevealed)
class ReportReveal(Action):
    """Opening the battle's dice: (die, figure piece) for each."""

    reveals: tuple[tuple[str, str], ...] = ()


@_action("choose_side", ev.SideChosen)
class ChooseSide(Action):
    swap: bool = False


@_action("load", ev.DiceLoaded)
class Load(Action):
    """Online: `loads` (die, figure piece) for every figure to load, kept secret. On paper:
    `dice`, the dice loaded at the table (their contents are never told)."""

    loads: tuple[tuple[str, str], ...] = ()
    dice: tuple[str, ...] = ()


@_action("pick", ev.DicePicked)
class Pick(Action):
    dice: tuple[str, ...] = ()


@_action("choose_matchup", ev.MatchupChosen)
class ChooseMatchup(Action):
    mine: str = ""
    theirs: str = ""


@_action("choose_stat", ev.StatChosen)
class ChooseStat(Action):
    stat: str = ""


@_action("use_power", ev.PowerUsed)
class UsePower(Action):
    piece: str = ""
    power: str = ""
    copy: str = ""


@_action("declare", ev.EffectDeclared)
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
class Accept(Action):
    pass


@_action("dispute", ev.DeclarationDisputed)
class Dispute(Action):
    reason: str = ""


@_action("pass", ev.Passed)
class Pass(Action):
    pass


@_action("concede", ev.Conceded)
class Concede(Action):
    pass


@_action("call_time", ev.TimeCalled)
class CallTime(Action):
    pass


@_action("judge_annotate", ev.RulingAnnotated)
class JudgeAnnotate(Action):
    judge: str = ""
    about_seq: int = 0
    text: str = ""


@_action("judge_uphold", ev.RulingUpheld)
class JudgeUphold(Action):
    judge: str = ""
    reason: str = ""


@_action("judge_overturn", ev.RulingOverturned)
class JudgeOverturn(Action):
    judge: str = ""
    reason: str = ""


@_action("judge_rewind", ev.RulingRewound)
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
    """The action a decision event records (not DiceLoaded: see replay.py): each of the
    action's fields the event has, the others (and `player`, if the event has none) their
    defaults."""
    cls, read = _READERS[type(event)]
    return cls(*read(event))


def _reader(cls: type[Action], event: type[ev.Event]) -> Any:
    """A function giving the action's fields in order, read from an event of its type."""
    parts = []
    for info in msgspec.structs.fields(cls):
        if info.name in event.__struct_fields__:
            parts.append((info.name, None))
        else:
            default = None if info.default is msgspec.NODEFAULT else info.default
            parts.append(("", default))
    names = [name for name, _ in parts if name]
    if not names:
        return lambda e: tuple(value for _, value in parts)
    get = attrgetter(*names)
    if len(names) == len(parts):
        return get if len(names) > 1 else (lambda e: (get(e),))
    if parts[0] == ("", None) and len(names) == len(parts) - 1:  # chance's: no player
        return (lambda e: (None, *get(e))) if len(names) > 1 else (lambda e: (None, get(e)))
    return lambda e: tuple(getattr(e, name) if name else value for name, value in parts)


# Each decision event type's action class and how to read its fields, found once at import
# (every class is registered above) and read-only after: no state a game could change.
_READERS: Mapping[type[ev.Event], tuple[type[Action], Any]] = MappingProxyType(
    {event: (cls, _reader(cls, event)) for event, cls in ACTION_FOR_EVENT.items()}
)
