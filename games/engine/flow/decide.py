"""decide(state, action) -> events: validate an action against the rules and the decision
the game waits for, then return the facts it causes (the decision event first, then every
consequence up to the next decision). An illegal action raises IllegalAction; the state
object is never changed either way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from games.engine.abilities import dice_occasions, extra_rerolls, hooks, outcomes
from games.engine.abilities.answers import more_to_choose
from games.engine.abilities.choosers import fewest
from games.engine.abilities.effects import draw_sort
from games.engine.abilities.effects.chance import OUTCOME, from_bag
from games.engine.abilities.occasions import Occasion, announce
from games.engine.abilities.off_the_field import off_the_field
from games.engine.abilities.resolution import resolve
from games.engine.abilities.rush import rush_draws
from games.engine.abilities.targeted import targeted
from games.engine.abilities.targets import check_split, targets_for
from games.engine.flow import declare as declaration
from games.engine.flow import paid
from games.engine.flow.attack import assign_damage, declare_attackers, declare_blockers
from games.engine.flow.main_step import (
    field,
    field_several,
    pass_priority,
    use_ability,
    use_action_die,
    use_global,
    use_global_several,
)
from games.engine.flow.purchases import purchase, purchase_several
from games.engine.flow.randomness import FACES, seeded_outcome
from games.engine.flow.reactive import decline, react
from games.engine.flow.rulings import RULING_ACTIONS, decide_ruling
from games.engine.flow.turn import RANDOM_KINDS, advance_from, awaiting, may_attack
from games.engine.keywords import KEYWORDS
from games.engine.model import actions as A
from games.engine.model import draft
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.errors import IllegalAction
from games.engine.model.state import FIELD_ZONES, GameState, Pending, Step, Zone

# Enum members as module constants: in Python 3.11 `Zone.BAG` costs a slow metaclass
# lookup (EnumType.__getattr__), and the flow asks for them at every step.
_BAG = Zone.BAG
_CLEAR_AND_DRAW = Step.CLEAR_AND_DRAW
_PREP = Zone.PREP
_RESERVE = Zone.RESERVE
_ROLL_AND_REROLL = Step.ROLL_AND_REROLL
_SETUP = Step.SETUP

# Which pending decision each action answers.
ANSWERS: dict[type[A.Action], frozenset[str]] = {
    A.ReportToss: frozenset({"toss"}),
    A.ReportDraw: frozenset({"draw"}),
    A.ReportRoll: frozenset({"roll"}),
    A.ChooseFirstPlayer: frozenset({"choose_order"}),
    A.DraftPick: frozenset({"draft_pick"}),
    A.Reroll: frozenset({"reroll"}),
    A.Purchase: frozenset({"priority"}),
    A.PurchaseSeveral: frozenset({"priority"}),
    A.Field: frozenset({"priority"}),
    A.FieldSeveral: frozenset({"priority"}),
    A.UseActionDie: frozenset({"priority"}),
    A.UseGlobal: frozenset({"priority"}),
    A.UseGlobalSeveral: frozenset({"priority"}),
    A.UseAbility: frozenset({"priority"}),
    A.PassPriority: frozenset({"priority"}),
    A.DeclareAttackers: frozenset({"declare_attackers"}),
    A.DeclareBlockers: frozenset({"declare_blockers"}),
    A.AssignDamage: frozenset({"assign_damage"}),
    A.ChooseTarget: frozenset({"choose_target"}),
    A.ChooseTrigger: frozenset({"order_triggers"}),
    A.Declare: frozenset({"declare"}),
    A.AcceptDeclaration: frozenset({"review_declaration"}),
    A.DisputeDeclaration: frozenset({"review_declaration"}),
    A.React: frozenset({"react"}),
    A.DeclineReaction: frozenset({"react"}),
}


# What a settled state waits for, and the last state of the batch that settled it in which
# no die had lethal damage (`turn.advance_from`): replay hands both on to the next decision
# rather than work them out again. (A plain pair, as advance_from returns it: no named tuple
# built per decision.)
Settled = tuple[Pending | None, GameState | None]


def run(state: GameState, action: A.Action) -> tuple[list[ev.Event], GameState]:
    """Validate and apply an action; return its events and the settled state after them."""
    events, after, _ = run_waiting(state, action)
    return events, after


def run_waiting(
    state: GameState,
    action: A.Action,
    waiting: Settled | None = None,
    uniform: Callable[[str, int], int] | None = None,
) -> tuple[list[ev.Event], GameState, Settled | None]:
    """`run`, told what `state` waits for when the caller knows it (None: work it out), and
    telling what the state after waits for: replay passes it on rather than work it out
    twice per decision; and told the state's seed prepared (`Keyed(state.seed).uniform`),
    which replay prepares once per game."""
    kind = type(action)
    handler = HANDLERS.get(kind)
    if handler is not None and state.outcome is None:  # an answer to what the game waits for
        b = Batch(state, uniform)
        if waiting is None or waiting[0] is None:
            pending, checked = awaiting(state), None
        else:
            pending, checked = waiting
        assert pending is not None
        if kind in _RULE_FIRST:  # (calls most decisions need not make: hot on replay)
            _check_rule_first(state, action, pending)
        if pending.kind not in ANSWERS[kind] or action.player != pending.player:
            _check_turn(pending, action)  # (refuses it, but a toss: won by either player)
        handler(b, action, pending)
        settled = advance_from(b, checked)  # (before b.state: it moves b on)
        return b.events, b.state, settled
    return _any_time(state, action)


def _any_time(
    state: GameState, action: A.Action
) -> tuple[list[ev.Event], GameState, Settled | None]:
    """Rulings, conceding and calling time, which answer no decision; any action once the
    game is over (refused but for rulings); an unknown action (refused)."""
    if isinstance(action, RULING_ACTIONS) and not isinstance(action, A.JudgeSetLife):
        b = Batch(state)
        decide_ruling(b, action)  # annotations stand even on a finished game
        return b.events, b.state, None  # (the next decision works out what it waits for)
    if state.over:
        raise IllegalAction(E.GAME_OVER, "the game is over")
    b = Batch(state)
    if isinstance(action, A.JudgeSetLife):
        decide_ruling(b, action)
    elif isinstance(action, A.Concede):
        _concede(b, action)
    elif isinstance(action, A.CallTime):
        _call_time(b, action)
    else:
        raise IllegalAction(E.ACTION_UNKNOWN, f"unknown action {type(action).__name__}")
    settled = advance_from(b, None)
    return b.events, b.state, settled


def decide(state: GameState, action: A.Action) -> list[ev.Event]:
    return run(state, action)[0]


# The actions `_check_rule_first` may refuse.
_RULE_FIRST = frozenset({A.Reroll, A.DeclareAttackers})


def _check_rule_first(state: GameState, action: A.Action, pending: Pending) -> None:
    """Refusals that name the rule rather than "not now": a second reroll (DM-7.2) and an
    attack on the first player's first turn, whose steps the flow skips on its own."""
    kind = type(action)  # (neither action has subclasses: one look, not two isinstance calls)
    if (
        kind is A.Reroll
        and action.player == state.active
        and (state.players[state.active].rerolls or _past_roll(state))
        and pending.kind != "reroll"  # (an extra reroll: abilities/extra_rerolls.py)
    ):
        raise IllegalAction(E.REROLL_TWICE, "you only get one reroll", "DM-7.2")
    attacking = kind is A.DeclareAttackers and action.dice  # type: ignore[attr-defined]
    if attacking and not may_attack(state):
        raise IllegalAction(
            E.ATTACK_FIRST_TURN, "the first player may not attack on their first turn", "OP"
        )


def _past_roll(state: GameState) -> bool:
    return state.step not in (_SETUP, _CLEAR_AND_DRAW, _ROLL_AND_REROLL)


def _check_turn(pending: Pending, action: A.Action) -> None:
    kinds = ANSWERS.get(type(action))
    if kinds is None:
        raise IllegalAction(E.ACTION_UNKNOWN, f"unknown action {type(action).__name__}")
    if pending.kind not in kinds:
        if pending.kind in RANDOM_KINDS:
            raise IllegalAction(E.RANDOM_EXPECTED, f"the game waits for a random {pending.kind}")
        raise IllegalAction(
            E.TURN_WRONG_STEP, f"the game waits for {pending.kind}, not {action.name}", "DM-5.1"
        )
    if pending.kind != "toss" and action.player != pending.player:
        raise IllegalAction(
            E.TURN_NOT_YOURS, f"player {pending.player} must decide ({pending.kind})", "DM-8.21"
        )


# --- random outcomes ---------------------------------------------------------------------------


def _check_seed(b: Batch, pending: Pending, action: A.Action) -> None:
    state = b.state
    if state.seed is not None and seeded_outcome(state, pending, b.uniform) != action:
        raise IllegalAction(E.RANDOM_SEED_MISMATCH, "this outcome is not the one the seed gives")


def _toss(b: Batch, a: A.ReportToss, pending: Pending) -> None:
    if a.player not in (0, 1):  # the first seat of either side (Doubles: of either team)
        raise IllegalAction(E.ACTION_MALFORMED, "the toss is won by player 0 or 1")
    _check_seed(b, pending, a)
    b.emit(ev.TossWon(a.player))


def _draw(b: Batch, a: A.ReportDraw, pending: Pending) -> None:
    state = b.state
    if a.to != pending.to:
        raise IllegalAction(E.RANDOM_BAD_DICE, f"these dice go to {pending.to}", "DM-6.5")
    if len(a.dice) != pending.count:
        raise IllegalAction(
            E.RANDOM_BAD_COUNT, f"draw {pending.count} dice, not {len(a.dice)}", "DM-6.2"
        )
    bag = state.in_zone(pending.player, _BAG)
    # every die from the bag (no Counters when no die is named twice: performance)
    if (
        not set(a.dice).issubset(bag)
        if isinstance(a.dice, tuple) and len(set(a.dice)) == len(a.dice)
        else Counter(a.dice) - Counter(bag)
    ):
        raise IllegalAction(E.RANDOM_NOT_IN_BAG, "a drawn die must come from the bag", "DM-6.2")
    _check_seed(b, pending, a)
    assert pending.player is not None
    b.emit(ev.DiceDrawn(pending.player, a.dice, a.to))
    drawn = (*pending.dice, *a.dice)
    if pending.rest and from_bag(
        b, pending.player, pending.rest, Zone(a.to), midway=True, drawn=drawn
    ):
        return  # the bag ran out: refilled, the draw goes on (000:L170-172)
    dice_occasions.drew(b, state, pending.player, drawn)  # the whole draw ("whenever ... draws")
    if a.to == _RESERVE.value:  # DM-20.3: a die "drawn" by an effect is rolled once
        b.emit(ev.ChanceRequested("roll", pending.player, dice=tuple(sorted(drawn))))
    keyword = KEYWORDS.get(a.to)
    if keyword is not None:  # a keyword took these dice to look at (Corrupt): it says what follows
        keyword.hooks["after_draw"](b, pending.player, a.dice)
    elif a.to == draw_sort.NAME:  # "place one in your Prep Area and the other ...": a choice
        draw_sort.after_draw(b, pending.player, a.dice)
    elif a.to == OUTCOME:  # "draw a die; if it is a Sidekick, ...": abilities/outcomes.py
        outcomes.after_draw(b, pending.player, a.dice)
    elif a.to == _PREP.value and state.step is _CLEAR_AND_DRAW:
        # DM-6.3: extra draws now (Swarm, Rush), refilled midway like any (000:L170-172)
        more = hooks.drawn(b, pending.player, drawn) + rush_draws(state, drawn)
        if more:  # then as much as the bag holds (DM-12.3)
            from_bag(b, pending.player, more, _PREP, midway=True)


def _roll(b: Batch, a: A.ReportRoll, pending: Pending) -> None:
    if sorted([d for d, _ in a.faces]) != sorted(pending.dice):
        raise IllegalAction(E.RANDOM_BAD_DICE, f"roll exactly {list(pending.dice)}", "DM-7.1")
    for _, face in a.faces:
        if not isinstance(face, int) or not 0 <= face < FACES:
            raise IllegalAction(E.RANDOM_BAD_FACE, f"{face} is not a face of a six-sided die")
    _check_seed(b, pending, a)
    assert pending.player is not None
    by_effect = b.state.chance is not None  # (the Roll and Reroll Step announces its own)
    b.emit(ev.DiceRolled(pending.player, a.faces))
    keyword = KEYWORDS.get(pending.to)
    if keyword is not None:  # a keyword asked for this roll (Regenerate): it says what follows
        keyword.hooks["after_roll"](b, a.faces)
    elif pending.to == OUTCOME:  # a reroll's text says what follows (abilities/outcomes.py)
        outcomes.after_roll(b, a.faces)
        off_the_field(b, a.faces, pending.player)
        outcomes.resolved(b)
    else:
        off_the_field(b, a.faces, pending.player)
    dice_occasions.rolled_at_once(b, pending.player, len(a.faces))  # this very roll
    if by_effect:  # "when you roll" (Energize): the roller's own dice, as they landed
        owned = sorted(d for d, _ in a.faces if b.state.dice[d].owner == pending.player)
        announce(b, *(Occasion("rolled", die=d) for d in owned))


# --- setup and roll ------------------------------------------------------------------------------


def _choose_order(b: Batch, a: A.ChooseFirstPlayer, pending: Pending) -> None:
    b.emit(ev.OrderChosen(a.player, bool(a.go_first)))  # type: ignore[arg-type]


def _draft_pick(b: Batch, a: A.DraftPick, pending: Pending) -> None:
    assert a.player is not None
    draft.check_pick(b.state, a.player, a.card, a.dice)
    b.emit(ev.CardDrafted(a.player, a.card, a.dice))


def _reroll(b: Batch, a: A.Reroll, pending: Pending) -> None:
    chosen = set(a.dice)
    if len(chosen) != len(a.dice) or not chosen.issubset(pending.dice):
        raise IllegalAction(E.REROLL_TWICE, "reroll only dice you just rolled, once", "DM-7.2")
    if pending.count and len(chosen) > pending.count:  # an extra reroll of so many dice
        raise IllegalAction(E.REROLL_TWICE, f"reroll at most {pending.count} of them", "DM-7.2")
    b.emit(ev.RerollChosen(a.player, tuple(sorted(a.dice))))  # type: ignore[arg-type]
    price = extra_rerolls.limit(b.state, pending.player, extra_rerolls.PRICE) if chosen else 0
    if price:  # an opponent's card makes rerolling cost life (DM-12.2, DM-12.4)
        b.emit(ev.LifeLost(pending.player, price, "reroll_price"))  # type: ignore[arg-type]


# --- triggers ------------------------------------------------------------------------------------


def _choose_target(b: Batch, a: A.ChooseTarget, pending: Pending) -> None:
    if a.split:  # the amount divided among several targets (Range)
        why = check_split(b.state, b.state.triggers[0], pending.options, a.split)
        why = why or ("a split names its targets in it" if a.target else "")
        if why:
            raise IllegalAction(E.TARGET_INVALID, f"not a division: {why}", "DM-13.1")
    elif a.target not in pending.options:
        raise IllegalAction(E.TARGET_INVALID, f"{a.target} is not a valid target", "DM-13")
    least = fewest(b.state, b.state.triggers[0], pending.options)
    if least > 1 and len(a.split) < least:  # an opponent names "two" (abilities/choosers.py)
        raise IllegalAction(E.TARGET_INVALID, "name as many targets as the text says", "DM-13.1")
    paid.check(b.state, b.state.triggers[0], a.target, a.paid, a.virtual)  # "you may pay"
    b.emit(ev.TargetChosen(a.player, a.target, tuple(a.split), a.paid, a.virtual))  # type: ignore[arg-type]
    head = b.state.triggers[0]
    announce(b, *targeted(b.state, head, a.target, tuple(a.split)))  # DM-13.1
    if not more_to_choose(b.state, head, a.target):  # (abilities/answers.py)
        resolve(b, head, a.target, tuple(a.split))


def _choose_trigger(b: Batch, a: A.ChooseTrigger, pending: Pending) -> None:
    if not 0 <= a.index < pending.count:
        raise IllegalAction(E.ORDER_INVALID, "choose one of your waiting triggers", "DM-15.2")
    b.emit(ev.TriggerChosen(a.player, a.index))  # type: ignore[arg-type]
    # The flow resolves the chosen head next, asking for its target first if it has one.


# --- any time ------------------------------------------------------------------------------------


def _concede(b: Batch, a: A.Concede) -> None:
    if type(a.player) is not int or not 0 <= a.player < b.state.seats:
        raise IllegalAction(E.CONCEDE_NOT_PLAYER, "only a player may concede")
    # A player concedes for their side: the other side wins (Doubles: the team concedes).
    b.emit(ev.Conceded(a.player), ev.GameEnded(1 - a.player % 2, "concession"))


def _call_time(b: Batch, a: A.CallTime) -> None:
    if b.state.time_called_turn is not None:
        raise IllegalAction(E.TIME_ALREADY_CALLED, "time has already been called")
    if b.state.turn < 1:
        raise IllegalAction(E.TURN_WRONG_STEP, "the game has not started")
    b.emit(ev.TimeCalled(b.state.turn))


HANDLERS: dict[type[A.Action], Callable[[Batch, A.Action, Pending], None]] = {
    A.ReportToss: _toss,  # type: ignore[dict-item]
    A.ReportDraw: _draw,  # type: ignore[dict-item]
    A.ReportRoll: _roll,  # type: ignore[dict-item]
    A.ChooseFirstPlayer: _choose_order,  # type: ignore[dict-item]
    A.DraftPick: _draft_pick,  # type: ignore[dict-item]
    A.Reroll: _reroll,  # type: ignore[dict-item]
    A.Purchase: purchase,  # type: ignore[dict-item]
    A.PurchaseSeveral: purchase_several,  # type: ignore[dict-item]
    A.Field: field,  # type: ignore[dict-item]
    A.FieldSeveral: field_several,  # type: ignore[dict-item]
    A.UseActionDie: use_action_die,  # type: ignore[dict-item]
    A.UseGlobal: use_global,  # type: ignore[dict-item]
    A.UseGlobalSeveral: use_global_several,  # type: ignore[dict-item]
    A.UseAbility: use_ability,  # type: ignore[dict-item]
    A.PassPriority: pass_priority,  # type: ignore[dict-item]
    A.DeclareAttackers: declare_attackers,  # type: ignore[dict-item]
    A.DeclareBlockers: declare_blockers,  # type: ignore[dict-item]
    A.AssignDamage: assign_damage,  # type: ignore[dict-item]
    A.ChooseTarget: _choose_target,  # type: ignore[dict-item]
    A.ChooseTrigger: _choose_trigger,  # type: ignore[dict-item]
    A.Declare: declaration.declare,  # type: ignore[dict-item]
    A.AcceptDeclaration: declaration.accept,  # type: ignore[dict-item]
    A.DisputeDeclaration: declaration.dispute,  # type: ignore[dict-item]
    A.React: react,  # type: ignore[dict-item]
    A.DeclineReaction: decline,  # type: ignore[dict-item]
}

__all__ = ["FIELD_ZONES", "decide", "run", "targets_for"]
