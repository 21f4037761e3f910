"""Another way to pay a character die's fielding cost, printed on its own card (issue 16): "you
may pay 2 life to field <self> for free" (`field_for_life`, amount: the life), "you may KO
every die in your Field Zone to field <self> for free" (`field_for_ko_all`). Each is a
static of the card (target "this_card") that works wherever the card is, as a character's
own cost change does (DM-8.9); its player chooses it when fielding (the action `field` with
`instead`: the op's way, `WAYS`), pays no energy (DM-8.10: the cost is made nothing; an
increase still adds, as to a die free to field: costs.field_cost) and pays the card's price,
in the fielding's own batch (a cost, DM-12.2): life lost, not damage (DM-12.4; life can
always be paid, down to 0, and a player at 0 loses, DM-11.1), or their dice in the Field
Zone KO'd (their "when KO'd" abilities trigger, DM-16.1). It is the usual fielding
otherwise: "when fielded" abilities trigger (DM-18.2), a lock on fielding still holds
(DM-12.1). docs/rulings.md "Fielding paid another way"."""

from __future__ import annotations

from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.damage import knock_out
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Die, GameState, Zone

LIFE, KO_ALL = "field_for_life", "field_for_ko_all"
OPS = frozenset({LIFE, KO_ALL})
WAYS = {LIFE: "life", KO_ALL: "ko_all"}  # the action's `instead` for each op
REASON = "field_cost"  # the LifeLost of a fielding paid in life


def ways(state: GameState, player: int, die: Die) -> dict[str, EffectSpec]:
    """The other ways the die's card lets `player` pay for fielding it now, by name."""
    card = state.cards[die.card]
    found: dict[str, EffectSpec] = {}
    for ability in card.statics:
        for effect in ability.effects:
            if effect.op in OPS and effect.target == "this_card":
                ctx = Context(state, player, card.id, die.id)
                if holds(ctx, ability.condition) and holds(ctx, effect.condition):
                    found.setdefault(WAYS[effect.op], effect)
    return found


def pay(b: Batch, player: int, die_id: str, effect: EffectSpec) -> None:
    """The price paid, after the die is fielded (the batch's decision comes first): the
    dice KO'd are those that were in the Field Zone before it."""
    if effect.op == LIFE:
        b.emit(ev.LifeLost(player, effect.amount, REASON))
        return
    dice = [d for d in b.state.in_zone(player, Zone.FIELD) if d != die_id]
    if dice:
        knock_out(b, dice, by=player)
