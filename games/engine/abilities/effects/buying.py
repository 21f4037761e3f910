"""purchase_die: an ability buys a die ("you may purchase a Villain die for (1)", "you may
pay (2) to purchase a <name> die", "... purchase a <name> die for free", issue 16).

Its target (`supply_die`, abilities/supply.py) is the die its controller picks from a card
they may buy from (DM-8.5: their own cards and the Basic Action Cards), filtered ("a
<name> die", "an action die"). What the card names as its price is paid with the answer
that picks it, as any "you may pay ... to" (flow/paid.py, `pay`: one symbol of each type it
names, DM-8.6); "for free" pays nothing. The die goes to its buyer's Used Pile (DM-8.8), or
where the card sends it (`zone`: "and Prep it": the Prep Area; "into your bag"), and it is a
purchase: "when you purchase ..." abilities trigger (the occasion `purchased`). Other cost
changes do not apply to it: the card named its price (docs/rulings.md, "A die purchased by
an ability"). A card with no die left offers nothing: nothing happens and nothing is paid
(DM-13.4)."""

from __future__ import annotations

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.occasions import Occasion, announce
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger, Zone

NAME = "purchase_die"
TARGET = "supply_die"  # (target_kinds.py: one die per card it may be bought from)
ZONES = ("", Zone.PREP.value, Zone.BAG.value)  # the Used Pile; "Prep it"; "into your bag"


def _buy(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    player = trigger.controller
    for die_id in targets:
        die = b.state.dice.get(die_id)
        if die is None or die.zone is not Zone.SUPPLY:
            continue
        b.emit(ev.DieBought(player, die.card, die_id, trigger.card))
        if effect.zone:
            b.emit(ev.DiceMoved(player, (die_id,), effect.zone, trigger.card))
        announce(b, Occasion("purchased", die=die_id, card=die.card, player=player))


EFFECTS = {NAME: Effect(_buy)}
