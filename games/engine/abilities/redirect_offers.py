"""A redirection its player may make, up to a number of damage each turn (DM-19.2, DM-14.3):
"While <self> is active, you may redirect up to N damage from you to <self> each turn"
(`redirect_to_self_each_turn`, a static, target `you`, `amount` N).

The damage door (abilities/damage.py `deal_damage`) asks `offer` once damage has been dealt
to a player: each such static that holds for that player (its card active, DM-18.1), with
some of its N left this turn and a die of its card in the Field Zone, is queued as its
controller's "you may" (the static's own ability, its source die that card's first die by
id; once in the queue, more damage of the same moment waits for the same answer). As it
resolves, its player says yes or no (`choose_target` ACCEPT / DECLINE, as any optional
ability: a decision in the log). Yes: as much of the latest moment of damage to them as is
left of N is taken back (DM-19.1: what waited only for it leaves the queue) and dealt to
that die by the same sources, as the same kind of damage (DM-19.2: the source is
unchanged); the amount used is remembered by a mark on the player until Cleanup (`MARK`,
an `EffectStarted` whose source is the card and `amount` the damage moved), so the budget
is read from events and replays alike. See docs/rulings.md "A redirection of up to N damage
each turn" (why the choice comes just after the damage, and why "up to" moves the most).

While such an offer waits, a life total at 0 or below does not end the game yet: the
redirection may still take that damage back (`waiting`, read by flow/winning.py and
abilities/resolution.py as for a Reactive Global, DM-15.4)."""

from __future__ import annotations

from games.engine.abilities.static_redirect import own_die
from games.engine.abilities.targetability import static_holds
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CardPool
from games.engine.model.state import GameState

OP = "redirect_to_self_each_turn"
MARK = "redirected_this_turn"  # damage a card's budgeted redirection moved this turn


def offer(b: Batch, target: str) -> None:
    """Queue the redirections open to the player just damaged (`target`: "player:N")."""
    state = b.state
    cards = state.cards
    if isinstance(cards, CardPool) and OP not in cards.static_ops:
        return  # no card of this game has one: no scan at each damage
    if not target.startswith("player:"):
        return
    player = int(target[7:])
    for card in cards.values():
        for index, ability in enumerate(card.abilities):
            if ability.trigger != "static" or not ability.optional:
                continue
            for effect in ability.effects:
                if effect.op != OP or effect.target != "you":
                    continue
                if left(state, card.id, player, effect.amount) <= 0:
                    continue
                if not static_holds(state, card, ability, player):
                    continue
                if _queued(state, player, card.id, index):
                    continue
                die = own_die(state, card, player, target)
                if die:
                    b.emit(ev.AbilityTriggered(player, card.id, index, "ability", die))


def left(state: GameState, card: str, player: int, budget: int) -> int:
    """How much of the card's N its player may still redirect this turn."""
    used = sum(
        x.amount
        for x in state.lasting
        if (x.effect, x.target, x.source) == (MARK, f"player:{player}", card)
    )
    return budget - used


def _queued(state: GameState, player: int, card: str, index: int) -> bool:
    return any(
        (t.controller, t.card, t.ability, t.kind) == (player, card, index, "ability")
        for t in state.triggers
    )


def waiting(state: GameState) -> bool:
    """A static's offer waits in the queue (only these offers queue a static ability)."""
    cards = state.cards
    if isinstance(cards, CardPool) and OP not in cards.static_ops:
        return False
    return any(
        t.kind == "ability" and cards[t.card].abilities[t.ability].trigger == "static"
        for t in state.triggers
    )
