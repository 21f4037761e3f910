"""Actions: what a player (or chance, or the organizer) asks the engine to do.

Each action has the same field names as the decision event it becomes, so a log can be
turned back into the actions that made it (log/replay.py). Actions are frozen msgspec Structs
tagged with their `name` (the "type" of an API request).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, ClassVar, Union

import msgspec

from games.engine.model import events as ev
from games.engine.model.events import Paid


class Action(msgspec.Struct, frozen=True, gc=False, tag_field="type", forbid_unknown_fields=True):
    """Base of every action; `name` (the request's "type") and `event` (the decision event
    it records) are class attributes set by `_action`."""

    event: ClassVar[type[ev.Event]] = ev.Event
    player: int | None

    def to_dict(self) -> dict[str, Any]:
        return msgspec.json.decode(_JSON.encode(self))  # type: ignore[no-any-return]


_JSON = msgspec.json.Encoder()
Action.name = ""  # type: ignore[attr-defined]  (not an annotation: "type" is the tag field)
ACTIONS: dict[str, type[Action]] = {}
ACTION_FOR_EVENT: dict[type[ev.Event], type[Action]] = {}


def _action(name: str, event: type[ev.Event]):
    def register(cls: type[Action]) -> type[Action]:
        cls.name = name  # type: ignore[attr-defined]
        cls.event = event
        ACTIONS[name] = cls
        ACTION_FOR_EVENT[event] = cls
        return cls

    return register


@_action("report_toss", ev.TossWon)
class ReportToss(Action, tag="report_toss"):
    """Random: which player won the toss (and so chooses who goes first)."""


@_action("report_draw", ev.DiceDrawn)
class ReportDraw(Action, tag="report_draw"):
    """Random: the dice that came out of the bag, in the order drawn."""

    dice: tuple[str, ...] = ()
    to: str = "prep"


@_action("draft_pick", ev.CardDrafted)
class DraftPick(Action, tag="draft_pick"):
    """Draft Teams: take the stack of `card` (001:L885-889), using that card and `dice` of its
    dice (up to its Max and the draft's limit)."""

    card: str = ""
    dice: int = 0


@_action("report_roll", ev.DiceRolled)
class ReportRoll(Action, tag="report_roll"):
    """Random: the face each rolled die landed on."""

    faces: tuple[tuple[str, int], ...] = ()


@_action("choose_first_player", ev.OrderChosen)
class ChooseFirstPlayer(Action, tag="choose_first_player"):
    go_first: bool = True


@_action("reroll", ev.RerollChosen)
class Reroll(Action, tag="reroll"):
    """The one reroll (DM-7.2): an empty tuple keeps every die as rolled."""

    dice: tuple[str, ...] = ()


@_action("purchase", ev.DiePurchased)
class Purchase(Action, tag="purchase"):
    card: str = ""
    paid: Paid = ()
    virtual: int = 0
    # dice of the player KO'd to pay instead of energy (Fabricate: keywords/fabricate.py)
    fabricated: tuple[str, ...] = ()


# a purchase paid by KOing dice records its own decision event (the same action, Fabricate)
ACTION_FOR_EVENT[ev.DieFabricated] = Purchase


@_action("purchase_several", ev.DicePurchased)
class PurchaseSeveral(Action, tag="purchase_several"):
    """2014 rules only: several dice bought at once with one payment (001:L309-311), e.g.
    both halves of a generic double spent on two dice of cost 1."""

    cards: tuple[str, ...] = ()
    paid: Paid = ()


@_action("field", ev.CharacterFielded)
class Field(Action, tag="field"):
    die: str = ""
    paid: Paid = ()
    virtual: int = 0
    # the other price its card prints, paid instead of energy (abilities/field_instead.py)
    instead: str = ""


# a die fielded by its card's other price records its own decision event (the same action)
ACTION_FOR_EVENT[ev.CharacterFieldedInstead] = Field


@_action("field_several", ev.CharactersFielded)
class FieldSeveral(Action, tag="field_several"):
    """2014 rules only: several characters fielded at once with one payment
    (001:L341-342)."""

    dice: tuple[str, ...] = ()
    paid: Paid = ()


@_action("use_action_die", ev.ActionDieUsed)
class UseActionDie(Action, tag="use_action_die"):
    die: str = ""
    paid: Paid = ()  # what its use costs, if anything does (abilities/energy_taxes.py)
    virtual: int = 0


@_action("use_global", ev.GlobalUsed)
class UseGlobal(Action, tag="use_global"):
    card: str = ""
    ability: int = 0
    paid: Paid = ()
    virtual: int = 0
    cost_target: str = ""  # what pays an effect cost that says "target ..." (DM-12.2)
    # a Global of a card that a die of the player copies: that copying die (DM-23.3)
    via: str = ""


@_action("use_global_several", ev.GlobalsUsed)
class UseGlobalSeveral(Action, tag="use_global_several"):
    """2014 rules only: a Global used several times with one payment (001:L826-827)."""

    card: str = ""
    ability: int = 0
    times: int = 2
    paid: Paid = ()


@_action("use_ability", ev.AbilityUsed)
class UseAbility(Action, tag="use_ability"):
    """Use a die's ability of the kind "whenever you could use a Global" (DM-8.18)."""

    die: str = ""
    ability: int = 0
    cost_target: str = ""  # what pays an effect cost that says "target ..." (DM-12.2)
    # the card whose ability it is: one that gives the die the keyword (Infiltrate given,
    # abilities/window_grants.py); "" for the die's own card
    card: str = ""


@_action("react", ev.ReactiveUsed)
class React(Action, tag="react"):
    """Pay the Reactive Global the game offers (pending "react", DM-8.19); `target`: the die
    (or player) its "target ..." effect names, chosen now (the new target of a redirection,
    DM-19.2), among those its choice description offers."""

    card: str = ""
    ability: int = 0
    paid: Paid = ()
    virtual: int = 0
    target: str = ""


@_action("decline_reaction", ev.ReactionDeclined)
class DeclineReaction(Action, tag="decline_reaction"):
    """Let the Reactive Global offered pass (pending "react")."""


@_action("pass_priority", ev.PriorityPassed)
class PassPriority(Action, tag="pass_priority"):
    pass


@_action("declare_attackers", ev.AttackersDeclared)
class DeclareAttackers(Action, tag="declare_attackers"):
    """An empty tuple declines to attack: the turn goes straight to Cleanup (DM-8.25)."""

    dice: tuple[str, ...] = ()
    paid: Paid = ()  # what attacking costs, if anything does (abilities/energy_taxes.py)
    virtual: int = 0


@_action("declare_blockers", ev.BlockersDeclared)
class DeclareBlockers(Action, tag="declare_blockers"):
    blocks: tuple[tuple[str, str], ...] = ()  # (blocker, attacker)
    paid: Paid = ()  # what blocking costs, if anything does (abilities/energy_taxes.py)
    virtual: int = 0


@_action("assign_damage", ev.DamageAssigned)
class AssignDamage(Action, tag="assign_damage"):
    splits: tuple[tuple[str, str, int], ...] = ()  # (attacker, blocker, amount)


@_action("choose_target", ev.TargetChosen)
class ChooseTarget(Action, tag="choose_target"):
    """One target; or, where the effect's amount may be divided ("you can choose multiple
    targets": Range), `split`: (target, amount) pairs adding up to it, `target` empty."""

    target: str = ""
    split: tuple[tuple[str, int], ...] = ()
    # "you may pay ... to": the energy paid with any answer but DECLINE (flow/paid.py)
    paid: Paid = ()
    virtual: int = 0


@_action("choose_trigger", ev.TriggerChosen)
class ChooseTrigger(Action, tag="choose_trigger"):
    index: int = 0


@_action("declare", ev.EffectDeclared)
class Declare(Action, tag="declare"):
    """What the text-only ability at the head of the queue does, as effect primitives
    with their targets (costs first); both empty declines (issue 7)."""

    effects: tuple[ev.DeclaredEffect, ...] = ()
    costs: tuple[ev.DeclaredEffect, ...] = ()


@_action("accept_declaration", ev.DeclarationAccepted)
class AcceptDeclaration(Action, tag="accept_declaration"):
    pass


@_action("dispute_declaration", ev.DeclarationDisputed)
class DisputeDeclaration(Action, tag="dispute_declaration"):
    """The opponent disputes the declaration; a judge rules on it."""

    reason: str = ""


@_action("concede", ev.Conceded)
class Concede(Action, tag="concede"):
    pass


@_action("call_time", ev.TimeCalled)
class CallTime(Action, tag="call_time"):
    """The organizer calls time (player None); `turn` is filled in by the engine."""

    turn: int = 0


@_action("judge_annotate", ev.RulingAnnotated)
class JudgeAnnotate(Action, tag="judge_annotate"):
    judge: str = ""
    about_seq: int = 0
    text: str = ""


@_action("judge_set_life", ev.RulingLifeSet)
class JudgeSetLife(Action, tag="judge_set_life"):
    judge: str = ""
    target: int = 0
    life: int = 0
    reason: str = ""


@_action("judge_rewind", ev.RulingRewound)
class JudgeRewind(Action, tag="judge_rewind"):
    judge: str = ""
    to_seq: int = 0
    reason: str = ""


RANDOM_ACTIONS = (ReportToss, ReportDraw, ReportRoll)
AnyAction: Any = Union[tuple(ACTIONS.values())]  # noqa: UP007 (a union built from a tuple)


class _Request(msgspec.Struct, frozen=True, gc=False):
    """An action inside a Struct: msgspec keeps a Struct's decoding plan on its class, but
    works out a bare union's again on every `convert` (about 0.25 ms a move, issue 18)."""

    action: AnyAction


def action_from_dict(data: dict[str, Any]) -> Action:
    """Parse an API/CLI action (its "type" names it); raises ValueError (a
    msgspec.ValidationError) on an unknown type, a missing or unknown field or a wrong type,
    its message naming the path in the action as a bare `convert` would."""
    try:
        return msgspec.convert({"action": data}, _Request).action
    except msgspec.ValidationError as error:
        message = str(error).replace(" - at `$.action`", "").replace("`$.action.", "`$.")
        raise msgspec.ValidationError(message) from None


def action_from_event(event: ev.Event) -> Action:
    """The action that a decision event records (the inverse of decide's first event)."""
    return _MAKERS[type(event)](event)


def _maker(event_type: type[ev.Event]) -> Any:
    """A function building the action of `event_type` from the event's fields of the same
    names (player None when the event names no player, the action's defaults otherwise)."""
    cls = ACTION_FOR_EVENT[event_type]
    fields = list(cls.__struct_fields__)
    shared = [name for name in fields if name in event_type.__struct_fields__]
    if shared == fields:  # the usual case: every field of the action, in its order
        get = attrgetter(*shared)
        return (lambda e: cls(get(e))) if len(shared) == 1 else (lambda e: cls(*get(e)))

    def make(event: ev.Event) -> Action:
        values = {name: getattr(event, name) for name in shared}
        values.setdefault("player", None)
        return cls(**values)

    return make


_MAKERS = {event: _maker(event) for event in ACTION_FOR_EVENT}
# Replay looks the maker up itself (one call less per decision); never changed.
ACTION_MAKERS = _MAKERS
