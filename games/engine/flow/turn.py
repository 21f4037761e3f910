"""The turn structure (DM-5 to DM-10): who must decide what next, and everything that
happens by itself in between. Only this module advances steps; card rules never do.

`advance(batch)` emits the automatic events until the game waits for a decision (or a random
outcome) and returns what it waits for. A settled state emits nothing, so `awaiting(state)`
is the same function run on a throwaway batch.
"""

from __future__ import annotations

from games.engine.abilities import after_blockers, extra_rerolls, permissions, used_door
from games.engine.abilities.choosers import chooser
from games.engine.abilities.damage import knock_out
from games.engine.abilities.effects import returning
from games.engine.abilities.extra_draws import extra_draws
from games.engine.abilities.occasions import Occasion, announce, hears
from games.engine.abilities.resolution import resolve, target_choices, yes_or_no
from games.engine.abilities.roll_step_end import OCCASION as ROLL_STEP_ENDED
from games.engine.abilities.stats import lethal
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.flow import paid, reactive
from games.engine.flow.combat import (
    attack_step_ending,
    blocker_splits,
    fast_knock_out,
    needs_split,
    regular_damage,
    resolve_combat_damage,
    return_survivors,
)
from games.engine.flow.declare import is_text_only
from games.engine.flow.memo import remembered
from games.engine.flow.priority import actions_in, leave_reserve, window
from games.engine.flow.winning import check_life, outcome_at_time
from games.engine.model import draft
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CardPool, CharacterFace
from games.engine.model.rulesets import ruleset
from games.engine.model.state import FIELD_ZONES, GameState, Pending, Step, Zone

# Enum members as constants (in Python 3.11 `Zone.BAG` goes through EnumType.__getattr__).
_ATTACK, _BAG, _FIELD, _OOP, _PREP = Zone.ATTACK, Zone.BAG, Zone.FIELD, Zone.OOP, Zone.PREP
_REMOVED, _RESERVE, _USED = Zone.REMOVED, Zone.RESERVE, Zone.USED
_MAIN, _CLEANUP, _KNOCK_OUT = Step.MAIN, Step.CLEANUP, Step.KNOCK_OUT
_ACTION_WINDOW, _ASSIGN_DAMAGE = Step.ACTION_WINDOW, Step.ASSIGN_DAMAGE
_DECLARE_BLOCKERS = Step.DECLARE_BLOCKERS
_KO_LATER = frozenset({_ASSIGN_DAMAGE, Step.FAST_KNOCK_OUT, Step.REGULAR_DAMAGE, _KNOCK_OUT})
_END_OF_COMBAT, _ROLL_AND_REROLL = Step.END_OF_COMBAT, Step.ROLL_AND_REROLL

DRAW = 4  # DM-6.2
FIRST_TURN_PREP = 3  # DM-6.5

RANDOM_KINDS = frozenset({"toss", "draw", "roll"})


def awaiting(state: GameState) -> Pending | None:
    """What the game waits for; None once it is over. (A settled state emits nothing, so
    this is `advance` run on a throwaway batch; once per state inside `memo.sharing`.)"""
    return remembered(state, "awaiting", lambda: advance(Batch(state)))


def advance(b: Batch) -> Pending | None:
    return advance_from(b, None)[0]


def advance_from(b: Batch, checked: GameState | None) -> tuple[Pending | None, GameState | None]:
    """`advance`, told a state known to hold no lethal die (`checked`: the one the previous
    decision's `advance` settled in, which replay passes on), and telling the last such state
    it found: a decision that changes no die (a pass) then needs no look for lethal damage."""
    # the players last seen with life left (the same tuple: the same lives); `checked`'s
    # were (its life check came first)
    alive = None if checked is None else checked.players
    cards = b.state.cards  # (`stats.plain_defense` inlined; a token makes another pool)
    plain = (
        cards
        if type(cards) is CardPool and not cards.lowers_defense and not cards.zero_defense
        else None
    )
    while True:
        state = b.state
        if state.outcome is not None:  # (state.over, without a property call: hot loop)
            return None, checked
        lives = state.players  # (seats 0 and 1 hold the sides' life totals)
        if lives is not alive:
            if lives[0].life > 0 and lives[1].life > 0:
                alive = lives
            elif check_life(b, state):
                continue
        if state.chance is not None:
            return state.chance, checked  # an effect's draw or roll comes first (ChanceRequested)
        if state.review is not None:  # the opponent accepts or disputes a declaration
            return Pending("review_declaration", state.review[1], count=state.review[0]), checked
        if state.lasting and (back := returning(state)):
            b.emit(*back)  # captures and controls that end (DM-23.1, DM-23.2)
            continue
        if state.triggers:
            pending = _triggers(b)
        elif (
            (not state.marked and not state.lasting and state.cards is plain)  # none lethal
            or state.step in _KO_LATER
            or (
                checked is not None  # the facts `lethal` reads (dice, zones, persistent effects,
                and state.dice is checked.dice  # combat, lives, cards) are `checked`'s: no
                and state.zones is checked.zones  # lethal die here either (most steps change
                and state.lasting is checked.lasting  # none)
                and state.combat is checked.combat
                and state.players is checked.players
                and state.cards is checked.cards
            )
        ):
            pending = STEPS[state.step](b)
        elif dying := lethal(state):
            knock_out(b, dying)  # ability damage or lowered D KOs at once (DM-16.1)
            continue
        else:
            checked = state
            pending = STEPS[state.step](b)
        if pending is not None:
            return pending, checked


# --- triggers (DM-15) ----------------------------------------------------------------------------


def _triggers(b: Batch) -> Pending | None:
    state = b.state
    head = state.triggers[0]
    if head.kind == "reactive":
        return reactive.offer(b, head)  # DM-8.19: decided at once, before the rest
    same = [t for t in state.triggers if t.controller == head.controller]
    run = 0
    while run < len(state.triggers) and state.triggers[run].controller == head.controller:
        run += 1
    distinct = len({(t.card, t.ability, t.kind) for t in state.triggers[:run]})
    # DM-15.3: a head with answers given (abilities/answers.py) resolves fully first
    if not state.trigger_chosen and not state.chosen and distinct > 1 and len(same) > 1:
        return Pending("order_triggers", head.controller, count=run)
    if is_text_only(state, head):
        return Pending("declare", head.controller)  # issue 7: its controller declares it
    if paid.unpayable(b, head):
        return None  # "you may pay ...": who cannot pay does nothing (flow/paid.py)
    options = target_choices(state, head)
    if options is None and yes_or_no(state, head):
        return Pending("choose_target", head.controller, options=(ACCEPT, DECLINE))
    if not options:  # None: nothing to choose; (): nothing to target, nothing happens (DM-13.4)
        resolve(b, head)
        return None
    if head.kind == "ability" and state.cards[head.card].abilities[head.ability].optional:
        options = (*options, DECLINE)  # "you may": choosing DECLINE resolves it with no target
    return Pending("choose_target", chooser(state, head), options=options)


# --- steps ---------------------------------------------------------------------------------------


def _setup(b: Batch) -> Pending | None:
    state = b.state
    if state.toss_winner is None:
        return Pending("toss", None)
    if state.first_player is None:
        return Pending("choose_order", state.toss_winner)
    if state.turn == 0 and draft.drafting(state):
        return Pending("draft_pick", draft.picker(state))  # Draft Teams (001:L885-890)
    begin_turn(b, 1, state.first_player)
    return None


def begin_turn(b: Batch, turn: int, player: int) -> None:
    """DM-5.2: start-of-turn effects happen before the Clear and Draw Step."""
    b.emit(ev.TurnBegan(turn, player))
    announce(b, Occasion("turn_started", player=player))


def _clear_and_draw(b: Batch) -> Pending | None:
    state = b.state
    player = state.active
    reserve = state.zones.get((player, _RESERVE), ())
    if reserve:
        used_door.to_used_pile(b, player, reserve, _USED, "clear")  # DM-6.1
        return None
    # DM-6.5: the first turn's reduced draw; 2014 has none (001:L434: "draws four dice")
    first_turn = state.turn == 1 and ruleset(state.options.rules).reduced_first_draw
    goal = DRAW if first_turn else DRAW + extra_draws(state, player)  # DM-6.3: one draw
    if state.drawn < goal:
        bag = state.zones.get((player, _BAG), ())
        if not bag:
            used = state.zones.get((player, _USED), ())
            if used:
                b.emit(ev.BagRefilled(player, used))  # DM-6.2: never from Out of Play
                return None
            missing = DRAW - state.drawn  # DM-6.4: unable to draw (the four only)
            lost = (ev.LifeLost(player, missing, "unable_to_draw"),) if missing > 0 else ()
            gained = (ev.VirtualEnergyGained(player, missing),) if missing > 0 else ()
            b.emit(*lost, *gained, ev.StepBegan(_ROLL_AND_REROLL.value))
            return None
        if first_turn and state.drawn < FIRST_TURN_PREP:
            return Pending(
                "draw", player, count=min(FIRST_TURN_PREP - state.drawn, len(bag)), to="prep"
            )
        if first_turn:
            return Pending("draw", player, count=1, to="oop")  # DM-6.5
        return Pending("draw", player, count=min(goal - state.drawn, len(bag)), to="prep")
    b.emit(ev.StepBegan(_ROLL_AND_REROLL.value))
    return None


def _roll_and_reroll(b: Batch) -> Pending | None:
    state = b.state
    player = state.active
    prep = state.zones.get((player, _PREP), ())
    dice = state.dice
    unrolled = []  # (a loop: a comprehension would make `dice` a closure cell)
    for d in prep:
        if dice[d].face is None:
            unrolled.append(d)
    if unrolled:
        return Pending("roll", player, dice=tuple(sorted(unrolled)))
    nxt = extra_rerolls.offer(state, player, prep) if prep else None
    if nxt is not None:  # DM-7.2's one reroll, then any a card gives (extra_rerolls.py)
        return Pending("reroll", player, count=nxt.most, dice=nxt.dice)
    if prep:
        b.emit(ev.DiceMoved(player, prep, _RESERVE.value, "rolled"))  # DM-7.3
        # What the step rolled counts at its end (DM-2.6, DM-7.5): "rolled" (Energize), with
        # the step's own end (abilities/roll_step_end.py); announce asks who hears them
        heard = hears(state, "rolled")
        rolled = [Occasion("rolled", die=d) for d in sorted(prep)] if heard else []
        announce(b, *rolled, Occasion(ROLL_STEP_ENDED, player=player))
        if b.state.triggers:
            return None  # they resolve before the Main Step begins
    b.emit(ev.StepBegan(_MAIN.value))
    return None


def _declare_attackers(b: Batch) -> Pending | None:
    state = b.state
    if state.combat is None:
        if not may_attack(state) or not possible_attackers(state):
            b.emit(ev.AttackersDeclared(state.active, ()))
            return None
        return Pending("declare_attackers", state.active)
    if not state.combat.attackers:
        b.emit(ev.StepBegan(_CLEANUP.value))  # DM-8.25: no Attack Step
    else:
        b.emit(ev.StepBegan(_DECLARE_BLOCKERS.value))
    return None


def may_attack(state: GameState) -> bool:
    """Tournament rule: the first player may not attack on their first turn."""
    return state.turn != 1 or state.options.first_player_may_attack_first_turn


def possible_attackers(state: GameState) -> list[str]:
    """The active player's character dice in the Field Zone that may attack (DM-9.1)."""
    found = []  # (a loop: no generator, no closure cell; asked at every Declare Attackers)
    dice, cards = state.dice, state.cards  # (`is_character` inlined: the Field Zone's dice)
    for d in state.zones.get((state.active, _FIELD), ()):
        die = dice[d]
        face = None if die.face is None else cards[die.card].faces[die.face]
        if isinstance(face, CharacterFace) and permissions.may_attack(state, d):
            found.append(d)
    return sorted(found)


def defender(state: GameState) -> int | None:
    """The defending player who declares blockers next: the active player's opponents in
    turn order, each once (a side of one: the inactive player); None once all have."""
    assert state.combat is not None
    declared = state.combat.defenders_declared
    for seat in state.opponents(state.active):
        if seat not in declared:
            return seat
    return None


def possible_blocks(state: GameState, seat: int | None = None) -> list[tuple[str, str]]:
    """(blocker, attacker) pairs the defender may declare (DM-9.3)."""
    assert state.combat is not None
    seat = defender(state) if seat is None else seat
    if seat is None:
        return []
    blockers = [d for d in state.zones.get((seat, _FIELD), ()) if state.is_character(state.dice[d])]
    attackers = [a for a in state.combat.attackers if state.dice[a].zone is _ATTACK]
    return [
        (blocker, attacker)
        for blocker in sorted(blockers)
        for attacker in attackers
        if permissions.may_block(state, blocker, attacker)
    ]


def _declare_blockers(b: Batch) -> Pending | None:
    state = b.state
    assert state.combat is not None
    if not state.combat.blockers_declared:
        seat = defender(state)
        assert seat is not None
        if not possible_blocks(state, seat):
            b.emit(ev.BlockersDeclared(seat, ()))
            announce(b, *after_blockers.occasions(b.state))  # DM-9.4, with none declared
            return None
        return Pending("declare_blockers", seat)
    b.emit(ev.StepBegan(_ACTION_WINDOW.value))
    return None


def _assign_damage(b: Batch) -> Pending | None:
    state = b.state
    assert state.combat is not None
    if not state.combat.damage_assigned:
        split = needs_split(state)
        if split:
            return Pending("assign_damage", state.active, dice=split)
        b.emit(ev.DamageAssigned(state.active, ()))
        if not blocker_splits(b.state):
            resolve_combat_damage(b, ())
            return None
    if several := blocker_splits(b.state):  # then a blocker of several's (001:L401-402)
        owner = b.state.dice[several[0]].owner
        mine = tuple(d for d in several if b.state.dice[d].owner == owner)
        return Pending("assign_damage", owner, dice=mine)
    b.emit(ev.StepBegan(_KNOCK_OUT.value))
    return None


def _knock_out(b: Batch) -> Pending | None:
    knock_out(b, lethal(b.state))
    attack_step_ending(b)  # "at the end of the attack step" (flow/combat.py)
    b.emit(ev.StepBegan(_END_OF_COMBAT.value))
    return None


def _end_of_combat(b: Batch) -> Pending | None:
    state = b.state
    combat = state.combat
    if combat is not None and not ruleset(state.options.rules).unblocked_leave_at_damage:
        # 2014: unblocked attackers go to the Used Pile in Clean Up, which follows at once
        # (001:L416-417, L999), "even if ... all the damage" was prevented.
        unblocked = tuple(
            d for d in state.zones.get((state.active, _ATTACK), ()) if d not in combat.blocked
        )
        if unblocked:
            used_door.to_used_pile(b, state.active, unblocked, _USED, "unblocked")
            return None
    return_survivors(b)  # DM-9.13
    b.emit(ev.CombatEnded(), ev.StepBegan(_CLEANUP.value))
    return None


def _cleanup(b: Batch) -> Pending | None:
    state = b.state
    player = state.active
    if not state.cleaned:
        b.emit(ev.TurnCleanedUp(state.turn))  # DM-10.1
        for owner in state.turn_order(player):  # removed "until end of turn": back on their face
            removed = state.zones.get((owner, _REMOVED), ())
            if removed:
                b.emit(ev.DiceMoved(owner, removed, _FIELD.value, "end_of_turn"))
        actions = actions_in(state, state.zones.get((player, _RESERVE), ()))
        if actions:
            b.emit(ev.DiceMoved(player, actions, _USED.value, "unused_action"))  # DM-10.2
        for seat in state.turn_order(player):  # energy with no die ends with the turn
            if left := state.players[seat].virtual_energy:  # (001:L419-420, 000:L301)
                b.emit(ev.VirtualEnergyLost(seat, left))
        announce(b, Occasion("turn_ended", player=player))  # DM-10.3
        return None
    if leave_reserve(b, state, player):
        return None
    oop = state.zones.get((player, _OOP), ())
    if oop:
        used_door.end_of_turn(b, player, oop, "end_of_turn")  # DM-10.4
        return None
    if state.time_called_turn is not None and (
        state.turn >= state.time_called_turn + state.options.turns_after_time
    ):
        result = outcome_at_time(state)
        b.emit(ev.GameEnded(result.winner, result.termination.value))
        return None
    begin_turn(b, state.turn + 1, state.next_seat(player))  # Doubles: sides alternate
    return None


STEPS = {
    Step.SETUP: _setup,
    Step.CLEAR_AND_DRAW: _clear_and_draw,
    Step.ROLL_AND_REROLL: _roll_and_reroll,
    Step.MAIN: window,  # then Declare Attackers (priority.AFTER)
    Step.DECLARE_ATTACKERS: _declare_attackers,
    Step.DECLARE_BLOCKERS: _declare_blockers,
    Step.ACTION_WINDOW: window,  # then Assign Damage
    Step.ASSIGN_DAMAGE: _assign_damage,
    Step.FAST_KNOCK_OUT: fast_knock_out,
    Step.REGULAR_DAMAGE: regular_damage,
    Step.KNOCK_OUT: _knock_out,
    Step.END_OF_COMBAT: _end_of_combat,
    Step.CLEANUP: _cleanup,
}

__all__ = ["FIELD_ZONES", "RANDOM_KINDS", "advance", "awaiting", "begin_turn", "may_attack"]
