"""Actions: what a player (or chance, or the organizer) asks the engine to do.

Each action has the same field names as the decision event it becomes, so a log can be
turned back into the actions that made it (replay.py).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from games.engine.model import events as ev
from games.engine.model.events import Paid


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


@_action("report_toss", ev.TossWon)
@dataclass(frozen=True, slots=True)
class ReportToss(Action):
    """Random: which player won the toss (and so chooses who goes first)."""


@_action("report_draw", ev.DiceDrawn)
@dataclass(frozen=True, slots=True)
class ReportDraw(Action):
    """Random: the dice that came out of the bag, in the order drawn."""

    dice: tuple[str, ...] = ()
    to: str = "prep"


@_action("report_roll", ev.DiceRolled)
@dataclass(frozen=True, slots=True)
class ReportRoll(Action):
    """Random: the face each rolled die landed on."""

    faces: tuple[tuple[str, int], ...] = ()


@_action("choose_first_player", ev.OrderChosen)
@dataclass(frozen=True, slots=True)
class ChooseFirstPlayer(Action):
    go_first: bool = True


@_action("reroll", ev.RerollChosen)
@dataclass(frozen=True, slots=True)
class Reroll(Action):
    """The one reroll (DM-7.2): an empty tuple keeps every die as rolled."""

    dice: tuple[str, ...] = ()


@_action("purchase", ev.DiePurchased)
@dataclass(frozen=True, slots=True)
class Purchase(Action):
    card: str = ""
    paid: Paid = ()
    virtual: int = 0


@_action("field", ev.CharacterFielded)
@dataclass(frozen=True, slots=True)
class Field(Action):
    die: str = ""
    paid: Paid = ()
    virtual: int = 0


@_action("use_action_die", ev.ActionDieUsed)
@dataclass(frozen=True, slots=True)
class UseActionDie(Action):
    die: str = ""


@_action("use_global", ev.GlobalUsed)
@dataclass(frozen=True, slots=True)
class UseGlobal(Action):
    card: str = ""
    ability: int = 0
    paid: Paid = ()
    virtual: int = 0


@_action("pass_priority", ev.PriorityPassed)
@dataclass(frozen=True, slots=True)
class PassPriority(Action):
    pass


@_action("declare_attackers", ev.AttackersDeclared)
@dataclass(frozen=True, slots=True)
class DeclareAttackers(Action):
    """An empty tuple declines to attack: the turn goes straight to Cleanup (DM-8.25)."""

    dice: tuple[str, ...] = ()


@_action("declare_blockers", ev.BlockersDeclared)
@dataclass(frozen=True, slots=True)
class DeclareBlockers(Action):
    blocks: tuple[tuple[str, str], ...] = ()  # (blocker, attacker)


@_action("assign_damage", ev.DamageAssigned)
@dataclass(frozen=True, slots=True)
class AssignDamage(Action):
    splits: tuple[tuple[str, str, int], ...] = ()  # (attacker, blocker, amount)


@_action("choose_target", ev.TargetChosen)
@dataclass(frozen=True, slots=True)
class ChooseTarget(Action):
    target: str = ""


@_action("choose_trigger", ev.TriggerChosen)
@dataclass(frozen=True, slots=True)
class ChooseTrigger(Action):
    index: int = 0


@_action("concede", ev.Conceded)
@dataclass(frozen=True, slots=True)
class Concede(Action):
    pass


@_action("call_time", ev.TimeCalled)
@dataclass(frozen=True, slots=True)
class CallTime(Action):
    """The organizer calls time (player None); `turn` is filled in by the engine."""

    turn: int = 0


@_action("judge_annotate", ev.RulingAnnotated)
@dataclass(frozen=True, slots=True)
class JudgeAnnotate(Action):
    judge: str = ""
    about_seq: int = 0
    text: str = ""


@_action("judge_set_life", ev.RulingLifeSet)
@dataclass(frozen=True, slots=True)
class JudgeSetLife(Action):
    judge: str = ""
    target: int = 0
    life: int = 0
    reason: str = ""


@_action("judge_rewind", ev.RulingRewound)
@dataclass(frozen=True, slots=True)
class JudgeRewind(Action):
    judge: str = ""
    to_seq: int = 0
    reason: str = ""


RANDOM_ACTIONS = (ReportToss, ReportDraw, ReportRoll)


def action_from_dict(data: dict[str, Any]) -> Action:
    """Parse an API/CLI action; raises KeyError or TypeError on unknown type or fields."""
    cls = ACTIONS[data["type"]]
    kwargs = {k: ev._tupled(v) for k, v in data.items() if k != "type"}
    return cls(**kwargs)


def action_from_event(event: ev.Event) -> Action:
    """The action that a decision event records (the inverse of decide's first event)."""
    cls = ACTION_FOR_EVENT[type(event)]
    wanted = {f.name for f in fields(cls)}
    kwargs = {f.name: getattr(event, f.name) for f in fields(event) if f.name in wanted}
    if "player" not in kwargs:
        kwargs["player"] = None
    return cls(**kwargs)
