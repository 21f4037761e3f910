"""A KO its controller may replace (trigger `would_be_kod`): "If <this> would be KO'd, you may
KO one of your Sidekick dice instead", "When <this> would be KO'd, you may instead pay 2 life
to spin him up one level. Clear all damage from him." (docs/rulings.md "A KO its controller
may replace").

"Instead" replaces the event (DM-12.1; card text beats DM-9.11, DM-16.1): the KO door
(abilities/damage.py `knock_out`) asks this after the die's own mandatory replacement
(abilities/ko_instead.py) and before a keyword's (Regenerate). A die of a card with such an
ability, whose condition holds, whose cost can be paid and whose chosen target has an
option (DM-12.2, DM-13.4), is not KO'd yet: it stays where it is, marked (`ko_marks.WAITING`),
and the ability waits in the queue as any triggered ability (its controller's, DM-15.2:
several at once, the active player's first, then by die). As it resolves, its controller
answers as for any "you may" (yes/no, or the die to KO instead, or "decline": a decision
in the log, TargetChosen). No (or nothing it can do any more): the die is KO'd then, as it
would have been (Regenerate may still replace that KO). Yes: its effects happen instead,
and the die is not KO'd: nothing that waits for a KO triggers ("when KO'd", DM-16.4). A die
spared keeps what damage its effects leave on it; that damage does not KO it again this
turn (`ko_marks.SPARED`), new damage may. A mandatory one ("instead KO a <name> die and
gain 2 life") asks nothing and replaces the KO as it resolves."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities import if_you_do, ko_marks
from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.damage import knock_out
from games.engine.abilities.effects import EFFECTS
from games.engine.abilities.occasions import TRIGGERS, TriggerKind
from games.engine.abilities.queue import ability_of, queue_triggers
from games.engine.abilities.targets import CHOSEN_TARGETS, resolve_targets, target_options
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.state import FIELD_ZONES, GameState, Trigger

NAME = "would_be_kod"
OCCASION = "ko_offered"  # never announced: the KO door queues these abilities itself
TRIGGERS[NAME] = TriggerKind(OCCASION)


def _seat(state: GameState, die_id: str) -> int | None:
    """Who controls the die now: the seat whose Field or Attack Zone holds it."""
    die = state.dice[die_id]
    for seat in range(state.seats):
        if die_id in state.zones.get((seat, die.zone), ()):
            return seat
    return None


def offers(state: GameState, die_id: str) -> list[Trigger]:
    """The die's card's replacements of its KO open to its controller now."""
    die = state.dice[die_id]
    card = state.cards[die.card]
    if not any(a.trigger == NAME for a in card.abilities):
        return []  # (most dice: no look at where it is)
    seat = _seat(state, die_id)
    if seat is None or die.zone not in FIELD_ZONES or not state.is_character(die):
        return []
    found = []
    for index, ability in enumerate(card.abilities):
        if ability.trigger != NAME or not ability.effects:
            continue  # (one with no effects is text only: the player declares it)
        trigger = Trigger(seat, card.id, index, "ability", die_id)
        if _open(state, trigger):
            found.append(trigger)
    return found


def _open(state: GameState, trigger: Trigger) -> bool:
    """Its condition holds, each of its effects can happen whole, its cost can be paid
    (DM-12.2) and the die it names has an option (DM-13.4): otherwise nothing is offered
    and the KO happens (docs/rulings.md)."""
    ability = ability_of(state, trigger)
    context = Context(state, trigger.controller, trigger.card, trigger.source_die)
    if ability.condition is not None and not holds(context, ability.condition):
        return False
    for effect in ability.effects:  # each can happen whole (a die at its top level is not
        if effect.target in CHOSEN_TARGETS:  # spun up instead of its KO: none is offered)
            continue
        primitive = EFFECTS.get(effect.op)
        targets = resolve_targets(state, effect, trigger, "")
        if primitive is not None and targets and not primitive.payable(state, effect, targets):
            return False
    if any(e.target in CHOSEN_TARGETS for e in ability.effects):
        return bool(target_options(state, trigger))
    return if_you_do.payable(state, ability, trigger, "")


def offer(b: Batch, dice: Sequence[str], by: int | None) -> set[str]:
    """Queue the replacements of these dice's KO (one per die: its card's first open one),
    each die marked until its controller answers; the dice so held back."""
    state = b.state
    held: set[str] = set()
    found = []
    for die_id in sorted(dice):
        if ko_marks.waiting(state, die_id):
            held.add(die_id)  # its answer is already due
            continue
        first = next(iter(offers(state, die_id)), None)
        if first is None:
            continue
        held.add(die_id)
        who = 0 if by is None else by + 1  # (who KOs it, kept for the KO if it comes)
        b.emit(ev.EffectStarted(ko_marks.WAITING, die_id, first.card, first.controller, amount=who))
        found.append(
            ev.AbilityTriggered(first.controller, first.card, first.ability, "ability", die_id)
        )
    queue_triggers(b, found)  # (the active player's first, DM-15.2)
    return held


ko_marks.OFFERS.append(offer)


def answered(b: Batch, trigger: Trigger, no: bool) -> bool:
    """The controller's answer, as its ability resolves: no, the die is KO'd now (False);
    yes, its KO is replaced (True: the ability's effects happen). False too if no KO waits
    for it any more (the die left the Field Zone meanwhile)."""
    state = b.state
    die_id = trigger.source_die
    mark = next(
        (x for x in state.lasting if x.effect == ko_marks.WAITING and x.target == die_id), None
    )
    if mark is None:
        return False
    b.emit(ev.EffectEnded(ko_marks.WAITING, die_id, mark.source))
    if state.dice[die_id].zone not in FIELD_ZONES:
        return False
    if no:
        knock_out(b, [die_id], mark.amount - 1 if mark.amount else None, offer=False)
        return False
    for x in b.state.lasting:
        if x.effect == ko_marks.SPARED and x.target == die_id:
            b.emit(ev.EffectEnded(x.effect, x.target, x.source))
    damage = b.state.dice[die_id].damage
    b.emit(
        ev.EffectStarted(ko_marks.SPARED, die_id, trigger.card, trigger.controller, amount=damage)
    )
    return True


def replaces(state: GameState, trigger: Trigger) -> bool:
    """The queued ability is a replacement of its die's KO (resolution asks it)."""
    return trigger.kind == "ability" and ability_of(state, trigger).trigger == NAME


__all__ = ["NAME", "answered", "offer", "offers", "replaces"]
