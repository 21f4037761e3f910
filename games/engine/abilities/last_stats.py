"""A KO'd die's last-known A and D (issue 16): "When <self> is KO'd, deal damage equal to his
D to target character die" / "deal his A to ...". In the Prep Area the die shows no face and
its applied bonuses ended with the KO (DM-14.1), so the engine keeps the A and D it had as it
was KO'd, bonuses and statics included (docs/rulings.md "Last-known A and D"): the KO's
event carries them (`DiceKnockedOut.stats`) for each die whose own card has a KO trigger
counting its A or D, and `GameState.kod_stats` keeps them until the turn ends; the count
`this_die_attack` / `this_die_defense` of a die out of the Field Zone reads them
(abilities/counts.py; A and D with every bonus through its `MEASURE` hook, as stats.py
imports this module's importers). Only those dice: a KO of any other die is logged as before."""

from __future__ import annotations

from collections.abc import Iterable

from games.engine.abilities.counts import MEASURE
from games.engine.abilities.trigger_kinds import TRIGGERS
from games.engine.model.cards import Ability, EffectSpec
from games.engine.model.state import GameState

READ = frozenset({"this_die_attack", "this_die_defense"})


def kept(state: GameState, dice: Iterable[str]) -> tuple[tuple[str, int, int], ...]:
    """(die, A, D) now, just before the KO, for each of `dice` whose card reads them."""
    found = []
    for d in dice:
        die = state.dice[d]
        card = state.cards.get(die.card)
        if card is not None and any(map(_reads, card.abilities)):
            found.append((d, *MEASURE["stats"](state, die)))  # (abilities/stats.py)
    return tuple(found)


def _reads(ability: Ability) -> bool:
    kind = TRIGGERS.get(ability.trigger)
    return kind is not None and kind.occasion == "kod" and any(map(_counts, ability.effects))


def _counts(effect: EffectSpec) -> bool:
    return effect.per in READ
