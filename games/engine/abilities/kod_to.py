"""KO'd dice that go elsewhere than the Prep Area (DM-9.11 says the Prep Area; card text
beats rule text, DM-12.1): "when <this> KOs a character die with combat damage, send the
KO'd die to the Used Pile (rather than the Prep Area)", "while <this> is active, when a
Sidekick character die is KO'd, place it in its owner's bag".

Two statics (effects/kod_to.py), read while the dice are still in the Field Zone (DM-14.3):
`kod_to` names the KO'd dice as any static does (its target kind and filters); `kos_to`
names the dice that KO them with combat damage (its target: "this_card", the card's own
dice; the dice engaged with the KO'd die in the combat KOs of DM-9.11), and the KO'd dice
by its `by_filters` ("a non-(shield) character die"). The KO still happens ("when KO'd"
abilities trigger, DM-16.4; applied effects end, DM-14.1); the die then goes on from its
owner's Prep Area to the zone named. "To the Used Pile" from the Field Zone during its
owner's turn is Out of Play (000:L182-186), as for any die sent there; a keyword may send
it elsewhere (Immortal: used_door.to_used_pile). Two effects for one die: the first card in
play order decides (docs/rulings.md "KO'd dice sent elsewhere")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.engine.abilities import used_door
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.targetability import static_reaches
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, CardDef, EffectSpec
from games.engine.model.rulesets import ruleset
from games.engine.model.state import GameState, Zone

NAME = "kod_to"
BY = "kos_to"
ZONES = frozenset({"used", "bag"})


def _statics(state: GameState) -> list[tuple[CardDef, Ability, EffectSpec]]:
    return [
        (card, ability, effect)
        for card in state.cards.values()
        for ability in card.statics
        for effect in ability.effects
        if effect.op in (NAME, BY)
    ]


def _reaches(
    state: GameState,
    static: tuple[CardDef, Ability, EffectSpec],
    die_id: str,
    killers: Sequence[str],
) -> bool:
    card, ability, effect = static
    die = state.dice[die_id]
    if effect.op == NAME:
        return static_reaches(state, card, ability, effect, die, die_id)
    if not all(FILTERS[f](state, die, v) for f, v in effect.by_filters):
        return False
    return any(static_reaches(state, card, ability, effect, state.dice[k], k) for k in killers)


def destinations(
    state: GameState, dice: Sequence[str], killers: Mapping[str, Sequence[str]]
) -> dict[str, tuple[str, str]]:
    """The dice about to be KO'd that a `kod_to` static sends on: die -> (zone, card).
    `killers`: each die's engaged dice that KO'd it with combat damage (none otherwise)."""
    found: dict[str, tuple[str, str]] = {}
    statics = _statics(state)
    if not statics:
        return found
    for die_id in dice:
        for static in statics:
            if _reaches(state, static, die_id, killers.get(die_id, ())):
                found[die_id] = (static[2].zone, static[0].id)
                break
    return found


def send_on(b: Batch, sent: Mapping[str, tuple[str, str]]) -> None:
    """After the KO: each die still in its owner's Prep Area goes on to the zone named."""
    state = b.state
    oop = ruleset(state.options.rules).out_of_play
    groups: dict[tuple[int, str, str], list[str]] = {}
    for die_id, (zone, card) in sorted(sent.items()):
        die = state.dice[die_id]
        if die.zone is not Zone.PREP or die.owner is None:
            continue  # something sent it elsewhere first
        groups.setdefault((die.owner, zone, card), []).append(die_id)
    for (owner, zone, card), group in sorted(groups.items()):
        if zone == Zone.USED.value:
            to = Zone.OOP if oop and owner == state.active else Zone.USED
            used_door.to_used_pile(b, owner, tuple(group), to, card)
        else:
            b.emit(ev.DiceMoved(owner, tuple(group), zone, card))
