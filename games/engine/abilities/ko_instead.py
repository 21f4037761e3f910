"""A die's own replacement of its KO: "If <this die> would be KO'd, instead put it into your
Used Pile" / "instead return it to the Field Zone at level 1" (a static of the card, op
`ko_instead`, target `this_card`; burst text narrows it to a face by the `bursts` filter).

"Instead" replaces the event (DM-12.1, card text beats DM-9.11): the die is never KO'd, so
nothing that waits for a KO triggers ("when KO'd", DM-16.4; the "kos" of the dice engaged
with it: Frag, "when <this> KOs"). The KO door asks this before any keyword's replacement
(Regenerate): the card's own text says what happens to this die (docs/rulings.md "A die's
own replacement of its KO"). Places:
- `used`: to its owner's Used Pile (Out of Play in its place during its owner's turn,
  000:L182-186, as any die sent there from the Field Zone; used_door.to_used_pile);
- `field`: back to its owner's Field Zone (out of the Attack Zone: it leaves combat, as a
  regenerated die does) as if anew (damage and applied effects end: DieRecovered), on its
  level 1 character face. Returning is not fielding (DM-8.13)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.engine.abilities import used_door
from games.engine.abilities.targetability import static_reaches
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CardPool
from games.engine.model.rulesets import ruleset
from games.engine.model.state import GameState, Zone

NAME = "ko_instead"
PLACES = frozenset({"used", "field"})


def replacements(state: GameState, dice: Sequence[str]) -> dict[str, tuple[str, str]]:
    """The dice about to be KO'd whose card's `ko_instead` static holds and reaches them
    now: die -> (place, card). A die of a card with two such texts: the first listed."""
    found: dict[str, tuple[str, str]] = {}
    cards = state.cards
    if isinstance(cards, CardPool) and NAME not in cards.static_ops:
        return found  # no card of this game has such a static: no scan at each KO
    statics = [
        (card, ability, effect)
        for card in cards.values()
        for ability in card.statics
        for effect in ability.effects
        if effect.op == NAME and effect.target == "this_card" and effect.zone in PLACES
    ]
    if not statics:
        return found
    for die_id in dice:
        die = state.dice[die_id]
        if die.owner is None or not state.is_character(die):
            continue
        for card, ability, effect in statics:
            if static_reaches(state, card, ability, effect, die, die_id):
                found[die_id] = (effect.zone, card.id)
                break
    return found


def replace_them(b: Batch, found: Mapping[str, tuple[str, str]]) -> None:
    """In place of the KO: each die to the place its card names."""
    state = b.state
    oop = ruleset(state.options.rules).out_of_play
    for die_id, (place, card) in sorted(found.items()):
        die = b.state.dice[die_id]
        owner = die.owner
        if owner is None:
            continue
        if place == "used":
            to = Zone.OOP if oop and owner == state.active else Zone.USED
            used_door.to_used_pile(b, owner, (die_id,), to, card)
            continue
        if die.zone is Zone.ATTACK:
            b.emit(ev.DiceMoved(owner, (die_id,), Zone.FIELD.value, card))
        b.emit(ev.DieRecovered(die_id, card))
        level_1 = b.state.cards[die.card].character_faces()[0]
        if b.state.dice[die_id].face != level_1:
            b.emit(ev.DieSpun(die_id, level_1, card))
