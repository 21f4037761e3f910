"""Preventing and redirecting damage (DM-19.1: "a prevented thing triggers nothing; costs
are not refunded"; DM-19.2: a redirection changes the target, never the source).

- `prevent_damage`: the damage just dealt to the target (the latest moment of damage the
  damage record holds, model/hits.py) is prevented, `amount` of it (0: all of it), never
  older damage. A Reactive Global does this as its occasion happens (DM-8.19, DM-15.4: it
  interrupts before anything that waited for the damage); what waited only for damage now
  prevented leaves the queue ("when damaged", "when you are damaged", "when deals damage").
- `redirect_damage` (DM-19.2): the damage just dealt to this die (the occasion's) or, with
  no die, to the controller, `amount` of it (0: all), is prevented there and dealt to the
  effect's targets instead, by the same source and as the same kind of damage (combat or
  ability), to the new targets the card names (`damage.may_redirect`) or to the one its
  player chose as they paid (a Reactive Global's "target ...", `React.target`: any die
  that isn't untargetable, DM-19.2; `accepts` says which the choice offers).
- `redirect_next`: a persistent effect (DM-14.2) on what `from_target` names ("you", "this
  die", "each of your character dice"): the next damage that would be dealt to it this
  turn (or until `duration` ends) is dealt to the effect's target instead (the door reads
  it: abilities/damage.py `redirected`). The new target is found as the effect resolves;
  a chosen one keeps the kind of target of the damage (a player's to a player, DM-19.2).
- `shield`: a persistent effect the damage door reads (`shielded`): the next `amount`
  damage to the target (0: all damage) while it lasts is never dealt, so nothing triggers
  on it.
"""

from __future__ import annotations

from dataclasses import replace

from games.engine.abilities.damage import REDIRECT, deal_damage, may_redirect, occasions_of
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import start, until
from games.engine.abilities.occasions import announce
from games.engine.abilities.targets import TARGETS, resolve_targets
from games.engine.model import events as ev
from games.engine.model import hits
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import GameState, Trigger


def _room(state: GameState, target: str, wanted: int) -> int:
    """How much of the latest moment of damage to `target` can be prevented (0: all)."""
    room = hits.left(state, target)
    if target.startswith("player:"):  # never above the starting life (docs/rulings.md)
        player = int(target[7:])
        room = min(room, state.options.starting_life - state.players[player].life)
    return room if wanted <= 0 else min(wanted, room)


def _prevent(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in targets:
        amount = _room(b.state, target, effect.amount)
        if amount > 0:
            b.emit(ev.DamagePrevented(target, amount, trigger.card))


def _redirect(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    state = b.state
    where = _redirected_from(trigger)
    amount = _room(state, where, effect.amount)
    targets = [t for t in targets if _new_target(state, effect, trigger, t)]
    if amount <= 0 or not targets:
        return
    moved = hits.parts(hits.moment_of(state, where), amount)
    b.emit(ev.DamagePrevented(where, amount, trigger.card))
    for target in targets:
        for hit, part in moved:
            if deal_damage(b, hit.source, target, part, hit.combat):
                announce(b, *occasions_of(hit.source, target, hit.combat))


def _redirected_from(trigger: Trigger) -> str:
    """What `redirect_damage` takes the damage from: its occasion's die, or its player."""
    return trigger.source_die or f"player:{trigger.controller}"


def _new_target(state: GameState, effect: EffectSpec, trigger: Trigger, target: str) -> bool:
    """DM-19.2: `target` may take the damage just dealt to the occasion's die or player (a
    chosen one keeps its kind of target; none the redirection's controller may not target)."""
    where = _redirected_from(trigger)
    chosen = TARGETS[effect.target].chosen
    return may_redirect(state, where, target, chosen, trigger.controller)


def _redirect_next(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    if not targets:
        return  # nowhere to send it (DM-13.4)
    protected = resolve_targets(
        b.state, replace(effect, target=effect.from_target or "you", filters=()), trigger, ""
    )
    chosen = TARGETS[effect.target].chosen
    for where in protected:
        if may_redirect(b.state, where, targets[0], chosen, trigger.controller):
            b.emit(
                ev.EffectStarted(
                    REDIRECT, where, trigger.card, trigger.controller, until(effect), to=targets[0]
                )
            )


def _shield(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    start(b, "shield", effect, trigger, targets, max(0, effect.amount))


EFFECTS = {
    "prevent_damage": Effect(_prevent),
    "redirect_damage": Effect(_redirect, accepts=_new_target),
    "redirect_next": Effect(_redirect_next),
    "shield": Effect(_shield),
}
