"""A redirection its player may make, up to a number of damage each turn (DM-19.2, DM-14.3):
"While <self> is active, you may redirect up to N damage from you to <self> each turn"
(`redirect_to_self_each_turn`, a static, target `you`, `amount` N); "... from other
character dice to <self> each turn" (target `all_your_characters`: damage dealt to one of its
player's character dice other than the card's own; the offer's source die is the die
damaged, the card's die is found as it resolves); "... from target character die to <self>
each turn" (target `all_characters`: the same for any player's character die that the
card's player may target, DM-13).

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

"You may redirect (up to) N damage from each source from you to <self>" (`EACH`,
`redirect_each_source_to_self`, target `you`; N may be a count, "X ..., where X is the
number of (bolt) in your Reserve Pool": `per`, counted as it is offered and as it resolves)
is offered the same way with no budget: each moment of damage to its player (DM-19.1,
model/hits.py) is asked about once, and yes moves up to N of each source's damage of that
moment (effects/source_redirect.py).

While such an offer waits, a life total at 0 or below does not end the game yet: the
redirection may still take that damage back (`waiting`, read by flow/winning.py and
abilities/resolution.py as for a Reactive Global, DM-15.4)."""

from __future__ import annotations

from games.engine.abilities.counts import times
from games.engine.abilities.static_redirect import own_die
from games.engine.abilities.targetability import static_holds
from games.engine.abilities.targets import untargetable
from games.engine.model import events as ev
from games.engine.model import hits
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, CardDef, CardPool, EffectSpec
from games.engine.model.state import FIELD_ZONES, GameState

OP = "redirect_to_self_each_turn"
EACH = "redirect_each_source_to_self"  # up to N of each source's damage, no budget
OPS = frozenset({OP, EACH})
DICE = "all_your_characters"  # "from other character dice": your own (docs/rulings.md)
ANY = "all_characters"  # "from target character die": any player's (docs/rulings.md)
MARK = "redirected_this_turn"  # damage a card's budgeted redirection moved this turn


def offer(b: Batch, target: str) -> None:
    """Queue the redirections open to the player just damaged or the controller of the
    character die just damaged (`target`: "player:N" or a die id)."""
    state = b.state
    cards = state.cards
    if isinstance(cards, CardPool) and cards.static_ops.isdisjoint(OPS):
        return  # no card of this game has one: no scan at each damage
    owner = _whose(state, target)
    if owner is None:
        return
    kinds = ("you",) if target.startswith("player:") else (DICE, ANY)
    for card in cards.values():
        for index, ability in enumerate(card.abilities):
            if ability.trigger != "static" or not ability.optional:
                continue
            for effect in ability.effects:
                if effect.op not in OPS or effect.target not in kinds:
                    continue
                for player in _askable(state, effect.target, owner, target):
                    _ask(b, card, index, ability, effect, player, target)


def _askable(state: GameState, kind: str, owner: int, target: str) -> tuple[int, ...]:
    """Who may be asked: the player damaged or the damaged die's owner; for "target
    character die", each player who may target that die (DM-13: not an untargetable one)."""
    if kind != ANY:
        return (owner,)
    return tuple(p for p in range(len(state.players)) if not untargetable(state, target, p))


def _ask(
    b: Batch,
    card: CardDef,
    index: int,
    ability: Ability,
    effect: EffectSpec,
    player: int,
    target: str,
) -> None:
    """Queue the card's offer to `player` if it holds for them now."""
    state = b.state
    kind = effect.target
    if effect.op == OP and left(state, card.id, player, effect.amount) <= 0:
        return
    if effect.op == EACH and each_amount(state, effect, player, card.id) <= 0:
        return  # ("X ..., where X is" a count that is 0 now)
    if not static_holds(state, card, ability, player):
        return
    die = own_die(state, card, player, target)
    if not die or (kind != "you" and state.dice[target].card == card.id):
        return  # (damage to one of its own dice stays there: "other" dice)
    source = die if kind == "you" else target  # (a die's offer names that die)
    if not _queued(state, player, card.id, index, source):
        b.emit(ev.AbilityTriggered(player, card.id, index, "ability", source))


def _whose(state: GameState, target: str) -> int | None:
    """The player a redirection may be offered to: the one damaged, or the owner of the
    character die damaged in a Field Zone."""
    if target.startswith("player:"):
        return int(target[7:])
    die = state.dice.get(target)
    if die is None or die.owner is None or die.zone not in FIELD_ZONES:
        return None
    return die.owner if state.is_character(die) else None


def left(state: GameState, card: str, player: int, budget: int) -> int:
    """How much of the card's N its player may still redirect this turn."""
    used = sum(
        x.amount
        for x in state.lasting
        if (x.effect, x.target, x.source) == (MARK, f"player:{player}", card)
    )
    return budget - used


def each_amount(state: GameState, effect: EffectSpec, player: int, card: str) -> int:
    """The N of an `EACH` redirection now (a count's, DM-18.5, as it would resolve)."""
    if not effect.per:
        return effect.amount
    return effect.amount * times(state, effect.per, player, "", effect.per_filters, "", card)


def each_source(state: GameState, target: str, amount: int) -> dict[str, int]:
    """Up to `amount` of each source's damage of the latest moment of damage to `target`."""
    found: dict[str, int] = {}
    for hit in hits.moment_of(state, target):
        found[hit.source] = found.get(hit.source, 0) + hit.amount
    return {source: min(amount, dealt) for source, dealt in found.items() if dealt > 0}


def _queued(state: GameState, player: int, card: str, index: int, source: str) -> bool:
    return any(
        (t.controller, t.card, t.ability, t.kind, t.source_die)
        == (player, card, index, "ability", source)
        for t in state.triggers
    )


def waiting(state: GameState) -> bool:
    """A static's offer waits in the queue (only these offers queue a static ability)."""
    cards = state.cards
    if isinstance(cards, CardPool) and cards.static_ops.isdisjoint(OPS):
        return False
    return any(
        t.kind == "ability" and _static(cards[t.card].abilities, t.ability) for t in state.triggers
    )


def _static(abilities: tuple, index: int) -> bool:
    """(A flip card's resolving trigger names an ability of the side turned away, whose index
    the side up may not have: docs/rulings.md "Flip"; no static offer, then.)"""
    return index < len(abilities) and abilities[index].trigger == "static"
