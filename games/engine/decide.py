"""decide(state, action) -> events: validate an action against the rules and the decision
the game waits for, then return the facts it causes (the decision event first, then every
consequence up to the next decision). An illegal action raises IllegalAction; the state
object is never changed either way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.builder import Batch
from games.engine.cards import ActionFace, CharacterFace
from games.engine.combat import check_splits, resolve_combat_damage
from games.engine.effects import card_triggers, queue_triggers, target_options, targets_for
from games.engine.energy import check_payment
from games.engine.errors import IllegalAction
from games.engine.flow import RANDOM_KINDS, advance, awaiting, may_attack
from games.engine.randomness import FACES, seeded_outcome
from games.engine.rulings import RULING_ACTIONS, decide_ruling
from games.engine.state import FIELD_ZONES, GameState, Pending, Step, Zone

# Which pending decision each action answers.
ANSWERS: dict[type[A.Action], frozenset[str]] = {
    A.ReportToss: frozenset({"toss"}),
    A.ReportDraw: frozenset({"draw"}),
    A.ReportRoll: frozenset({"roll"}),
    A.ChooseFirstPlayer: frozenset({"choose_order"}),
    A.Reroll: frozenset({"reroll"}),
    A.Purchase: frozenset({"priority"}),
    A.Field: frozenset({"priority"}),
    A.UseActionDie: frozenset({"priority"}),
    A.UseGlobal: frozenset({"priority"}),
    A.PassPriority: frozenset({"priority"}),
    A.DeclareAttackers: frozenset({"declare_attackers"}),
    A.DeclareBlockers: frozenset({"declare_blockers"}),
    A.AssignDamage: frozenset({"assign_damage"}),
    A.ChooseTarget: frozenset({"choose_target"}),
    A.ChooseTrigger: frozenset({"order_triggers"}),
}


def run(state: GameState, action: A.Action) -> tuple[list[ev.Event], GameState]:
    """Validate and apply an action; return its events and the settled state after them."""
    if isinstance(action, RULING_ACTIONS) and not isinstance(action, A.JudgeSetLife):
        b = Batch(state)
        decide_ruling(b, action)  # annotations stand even on a finished game
        return b.events, b.state
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
        pending = awaiting(state)
        assert pending is not None
        _check_rule_first(state, action)
        _check_turn(pending, action)
        HANDLERS[type(action)](b, action, pending)
    advance(b)
    return b.events, b.state


def decide(state: GameState, action: A.Action) -> list[ev.Event]:
    return run(state, action)[0]


def _check_rule_first(state: GameState, action: A.Action) -> None:
    """Refusals that name the rule rather than "not now": a second reroll (DM-7.2) and an
    attack on the first player's first turn, whose steps the flow skips on its own."""
    if (
        isinstance(action, A.Reroll)
        and action.player == state.active
        and (state.players[state.active].rerolled or _past_roll(state))
    ):
        raise IllegalAction(E.REROLL_TWICE, "you only get one reroll", "DM-7.2")
    if isinstance(action, A.DeclareAttackers) and action.dice and not may_attack(state):
        raise IllegalAction(
            E.ATTACK_FIRST_TURN, "the first player may not attack on their first turn", "OP"
        )


def _past_roll(state: GameState) -> bool:
    return state.step not in (Step.SETUP, Step.CLEAR_AND_DRAW, Step.ROLL_AND_REROLL)


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


def _check_seed(state: GameState, pending: Pending, action: A.Action) -> None:
    if state.seed is not None and seeded_outcome(state, pending) != action:
        raise IllegalAction(E.RANDOM_SEED_MISMATCH, "this outcome is not the one the seed gives")


def _toss(b: Batch, a: A.ReportToss, pending: Pending) -> None:
    if a.player not in (0, 1):
        raise IllegalAction(E.ACTION_MALFORMED, "the toss is won by player 0 or 1")
    _check_seed(b.state, pending, a)
    b.emit(ev.TossWon(a.player))


def _draw(b: Batch, a: A.ReportDraw, pending: Pending) -> None:
    state = b.state
    if a.to != pending.to:
        raise IllegalAction(E.RANDOM_BAD_DICE, f"these dice go to {pending.to}", "DM-6.5")
    if len(a.dice) != pending.count:
        raise IllegalAction(
            E.RANDOM_BAD_COUNT, f"draw {pending.count} dice, not {len(a.dice)}", "DM-6.2"
        )
    bag = state.in_zone(pending.player, Zone.BAG)
    # every die from the bag (no Counters when no die is named twice: performance)
    if (
        not set(a.dice).issubset(bag)
        if isinstance(a.dice, tuple) and len(set(a.dice)) == len(a.dice)
        else Counter(a.dice) - Counter(bag)
    ):
        raise IllegalAction(E.RANDOM_NOT_IN_BAG, "a drawn die must come from the bag", "DM-6.2")
    _check_seed(state, pending, a)
    assert pending.player is not None
    b.emit(ev.DiceDrawn(pending.player, a.dice, a.to))
    if a.to == Zone.RESERVE.value:  # DM-20.3: a die "drawn" by an effect is rolled once
        b.emit(ev.ChanceRequested("roll", pending.player, dice=tuple(sorted(a.dice))))


def _roll(b: Batch, a: A.ReportRoll, pending: Pending) -> None:
    if sorted(d for d, _ in a.faces) != sorted(pending.dice):
        raise IllegalAction(E.RANDOM_BAD_DICE, f"roll exactly {list(pending.dice)}", "DM-7.1")
    for _, face in a.faces:
        if not isinstance(face, int) or not 0 <= face < FACES:
            raise IllegalAction(E.RANDOM_BAD_FACE, f"{face} is not a face of a six-sided die")
    _check_seed(b.state, pending, a)
    assert pending.player is not None
    b.emit(ev.DiceRolled(pending.player, a.faces))
    _off_the_field(b, a.faces)


def _off_the_field(b: Batch, faces: tuple[tuple[str, int], ...]) -> None:
    """DM-22.1/22.3: a die rerolled in the Field Zone to a face that cannot be there (energy,
    or an action face of a character die) moves to the Reserve Pool."""
    state = b.state
    leaving: dict[int, list[str]] = {}
    for die_id, _ in faces:
        die = state.dice[die_id]
        if die.zone in FIELD_ZONES and not state.is_character(die) and die.owner is not None:
            leaving.setdefault(die.owner, []).append(die_id)
    for owner, dice in sorted(leaving.items()):
        b.emit(ev.DiceMoved(owner, tuple(dice), Zone.RESERVE.value, "rerolled"))


# --- setup and roll ------------------------------------------------------------------------------


def _choose_order(b: Batch, a: A.ChooseFirstPlayer, pending: Pending) -> None:
    b.emit(ev.OrderChosen(a.player, bool(a.go_first)))  # type: ignore[arg-type]


def _reroll(b: Batch, a: A.Reroll, pending: Pending) -> None:
    if len(set(a.dice)) != len(a.dice) or not set(a.dice) <= set(pending.dice):
        raise IllegalAction(E.REROLL_TWICE, "reroll only dice you just rolled, once", "DM-7.2")
    b.emit(ev.RerollChosen(a.player, tuple(sorted(a.dice))))  # type: ignore[arg-type]


# --- the Main Step and the Action/Global window --------------------------------------------------


def _in_main(b: Batch, a: A.Action, what: str) -> None:
    state = b.state
    if a.player != state.active:
        raise IllegalAction(
            E.PRIORITY_INACTIVE_ONE, f"only the active player may {what}", "DM-8.22"
        )
    if state.step is not Step.MAIN:
        raise IllegalAction(E.TURN_WRONG_STEP, f"{what} only in the Main Step", "DM-9.6")


def _purchase(b: Batch, a: A.Purchase, pending: Pending) -> None:
    _in_main(b, a, "purchase")
    state = b.state
    player = a.player
    assert player is not None
    card = state.cards.get(a.card)
    if card is None or card.kind == "sidekick":
        raise IllegalAction(E.PURCHASE_UNKNOWN_CARD, f"no card {a.card} to purchase from")
    owner = None if card.kind == "basic_action" else player
    supply = sorted(
        (d for d in state.in_zone(owner, Zone.SUPPLY) if state.dice[d].card == a.card),
        key=lambda d: state.dice[d].copy,
    )
    if card.kind != "basic_action" and a.card not in state.players[player].team:
        raise IllegalAction(
            E.PURCHASE_NOT_YOUR_CARD, "you may not purchase from your opponent's cards", "DM-8.5"
        )
    if not supply:
        raise IllegalAction(E.PURCHASE_SOLD_OUT, f"no dice left on {card.title}", "DM-3.3")
    check_payment(state, player, a.paid, a.virtual, card.cost, card.energy_types)
    b.emit(ev.DiePurchased(player, a.card, supply[0], a.paid, a.virtual))


def _reserve_die(b: Batch, player: int | None, die_id: str):
    die = b.state.dice.get(die_id)
    if die is None:
        raise IllegalAction(E.DIE_UNKNOWN, f"no die {die_id}")
    if die.owner != player:
        raise IllegalAction(E.DIE_NOT_YOURS, f"{die_id} is not yours")
    if die.zone is not Zone.RESERVE:
        raise IllegalAction(E.DIE_NOT_IN_RESERVE, f"{die_id} is not in your Reserve Pool")
    return die


def _field(b: Batch, a: A.Field, pending: Pending) -> None:
    _in_main(b, a, "field characters")
    state = b.state
    die = _reserve_die(b, a.player, a.die)
    face = state.face_of(die)
    if not isinstance(face, CharacterFace):
        raise IllegalAction(E.FIELD_NOT_CHARACTER, f"{a.die} does not show a character", "DM-8.10")
    assert a.player is not None
    check_payment(state, a.player, a.paid, a.virtual, face.cost)
    b.emit(ev.CharacterFielded(a.player, a.die, a.paid, a.virtual))
    queue_triggers(b, card_triggers(b.state, "when_fielded", a.die))  # DM-18.3: after it is in


def _use_action_die(b: Batch, a: A.UseActionDie, pending: Pending) -> None:
    state = b.state
    if a.player != state.active:
        raise IllegalAction(
            E.PRIORITY_INACTIVE_ONE, "only the active player uses action dice", "DM-8.22"
        )
    die = _reserve_die(b, a.player, a.die)
    face = state.face_of(die)
    if not isinstance(face, ActionFace):
        raise IllegalAction(
            E.ACTION_DIE_NOT_ACTION, f"{a.die} does not show an action face", "DM-8.14"
        )
    card = state.cards[die.card]
    found = [
        ev.AbilityTriggered(a.player, card.id, i, "action", a.die)  # type: ignore[arg-type]
        for i, ability in enumerate(card.abilities)
        if ability.trigger == "action" and (not ability.bursts or face.bursts in ability.bursts)
    ]
    for trigger in found:
        from games.engine.state import Trigger

        options = target_options(
            state, Trigger(a.player, card.id, trigger.ability, "action", a.die)
        )  # type: ignore[arg-type]
        if options == ():
            raise IllegalAction(E.TARGET_INVALID, "no valid target for this action", "DM-13.4")
    b.emit(ev.ActionDieUsed(a.player, a.die))  # type: ignore[arg-type]
    queue_triggers(b, found)


def _use_global(b: Batch, a: A.UseGlobal, pending: Pending) -> None:
    state = b.state
    player = a.player
    assert player is not None
    card = state.cards.get(a.card)
    in_play = any(d.card == a.card for d in state.dice.values())
    if card is None or not in_play or not 0 <= a.ability < len(card.globals):
        raise IllegalAction(E.GLOBAL_UNKNOWN, f"no Global {a.ability} on {a.card}", "DM-8.16")
    ability = card.globals[a.ability]
    if state.step not in (Step.MAIN, Step.ACTION_WINDOW):
        raise IllegalAction(E.GLOBAL_NOT_NOW, "Globals are used in the Global windows", "DM-8.19")
    if ability.only_your_turn and player != state.active:
        raise IllegalAction(E.GLOBAL_NOT_NOW, "this Global is for your own turn only", "DM-8.19")
    if ability.once_per_turn and (player, a.card, a.ability) in state.globals_used:
        raise IllegalAction(E.GLOBAL_LIMIT, "once per turn", "DM-8.19")
    from games.engine.state import Trigger

    if target_options(state, Trigger(player, a.card, a.ability, "global")) == ():
        raise IllegalAction(E.TARGET_INVALID, "no valid target for this Global", "DM-13.4")
    check_payment(state, player, a.paid, a.virtual, ability.cost, ability.energy_types)
    b.emit(ev.GlobalUsed(player, a.card, a.ability, a.paid, a.virtual))
    queue_triggers(b, [ev.AbilityTriggered(player, a.card, a.ability, "global", "")])


def _pass(b: Batch, a: A.PassPriority, pending: Pending) -> None:
    assert a.player is not None
    b.emit(ev.PriorityPassed(a.player))
    amount = b.state.players[a.player].virtual_energy
    if amount:
        b.emit(ev.VirtualEnergyLost(a.player, amount))  # DM-8.21


# --- the Attack Step -----------------------------------------------------------------------------


def _declare_attackers(b: Batch, a: A.DeclareAttackers, pending: Pending) -> None:
    state = b.state
    if len(set(a.dice)) != len(a.dice):
        raise IllegalAction(E.ATTACK_DUPLICATE, "a die attacks once", "DM-9.1")
    if a.dice and not may_attack(state):
        raise IllegalAction(
            E.ATTACK_FIRST_TURN, "the first player may not attack on their first turn", "OP"
        )
    for die_id in a.dice:
        die = state.dice.get(die_id)
        if die is None or die.owner != a.player or die.zone is not Zone.FIELD:
            raise IllegalAction(
                E.ATTACK_NOT_FIELDED, f"{die_id} is not in your Field Zone", "DM-9.1"
            )
        if not state.is_character(die):
            raise IllegalAction(E.ATTACK_NOT_FIELDED, f"{die_id} is not a character", "DM-9.1")
    b.emit(ev.AttackersDeclared(a.player, tuple(a.dice)))  # type: ignore[arg-type]
    found = []
    for die_id in a.dice:
        found.extend(card_triggers(b.state, "when_attacks", die_id))
    queue_triggers(b, found)


def _declare_blockers(b: Batch, a: A.DeclareBlockers, pending: Pending) -> None:
    state = b.state
    assert state.combat is not None
    blockers = [blocker for blocker, _ in a.blocks]
    if len(set(blockers)) != len(blockers):
        raise IllegalAction(E.BLOCK_NOT_FIELDED, "each blocker blocks one attacker", "DM-9.3")
    for blocker, attacker in a.blocks:
        die = state.dice.get(blocker)
        if die is None or die.owner != a.player or die.zone is not Zone.FIELD:
            raise IllegalAction(
                E.BLOCK_NOT_FIELDED, f"{blocker} is not in your Field Zone", "DM-9.3"
            )
        if not state.is_character(die):
            raise IllegalAction(E.BLOCK_NOT_FIELDED, f"{blocker} is not a character", "DM-9.3")
        target = state.dice.get(attacker)
        if (
            attacker not in state.combat.attackers
            or target is None
            or target.zone is not Zone.ATTACK
        ):
            raise IllegalAction(E.BLOCK_BAD_ATTACKER, f"{attacker} is not attacking", "DM-9.3")
    blocks = tuple(sorted(a.blocks))
    b.emit(ev.BlockersDeclared(a.player, blocks))  # type: ignore[arg-type]
    found = []
    for blocker, _ in blocks:
        found.extend(card_triggers(b.state, "when_blocks", blocker))
    for attacker in sorted({attacker for _, attacker in blocks}):
        found.extend(card_triggers(b.state, "when_blocked", attacker))
    queue_triggers(b, found)


def _assign_damage(b: Batch, a: A.AssignDamage, pending: Pending) -> None:
    check_splits(b.state, a.splits)
    splits = tuple(sorted(a.splits))
    b.emit(ev.DamageAssigned(a.player, splits))  # type: ignore[arg-type]
    resolve_combat_damage(b, splits)


# --- triggers ------------------------------------------------------------------------------------


def _choose_target(b: Batch, a: A.ChooseTarget, pending: Pending) -> None:
    from games.engine.effects import resolve

    if a.target not in pending.options:
        raise IllegalAction(E.TARGET_INVALID, f"{a.target} is not a valid target", "DM-13")
    b.emit(ev.TargetChosen(a.player, a.target))  # type: ignore[arg-type]
    resolve(b, b.state.triggers[0], a.target)


def _choose_trigger(b: Batch, a: A.ChooseTrigger, pending: Pending) -> None:
    if not 0 <= a.index < pending.count:
        raise IllegalAction(E.ORDER_INVALID, "choose one of your waiting triggers", "DM-15.2")
    b.emit(ev.TriggerChosen(a.player, a.index))  # type: ignore[arg-type]
    # The flow resolves the chosen head next, asking for its target first if it has one.


# --- any time ------------------------------------------------------------------------------------


def _concede(b: Batch, a: A.Concede) -> None:
    if a.player not in (0, 1):
        raise IllegalAction(E.CONCEDE_NOT_PLAYER, "only a player may concede")
    b.emit(ev.Conceded(a.player), ev.GameEnded(1 - a.player, "concession"))


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
    A.Reroll: _reroll,  # type: ignore[dict-item]
    A.Purchase: _purchase,  # type: ignore[dict-item]
    A.Field: _field,  # type: ignore[dict-item]
    A.UseActionDie: _use_action_die,  # type: ignore[dict-item]
    A.UseGlobal: _use_global,  # type: ignore[dict-item]
    A.PassPriority: _pass,  # type: ignore[dict-item]
    A.DeclareAttackers: _declare_attackers,  # type: ignore[dict-item]
    A.DeclareBlockers: _declare_blockers,  # type: ignore[dict-item]
    A.AssignDamage: _assign_damage,  # type: ignore[dict-item]
    A.ChooseTarget: _choose_target,  # type: ignore[dict-item]
    A.ChooseTrigger: _choose_trigger,  # type: ignore[dict-item]
}

__all__ = ["FIELD_ZONES", "decide", "run", "targets_for"]
