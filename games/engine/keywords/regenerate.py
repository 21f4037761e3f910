"""Regenerate (000:L801, 002:L779, 003:L663): a die that would be KO'd is rolled instead; a
character face returns it to the Field Zone (not the Attack Zone), anything else sends it to
its owner's Prep Area. The roll announces the occasion `regenerated` for each die (its
`other` "character" when a character face came up): "when <this> regenerates", "if <this>
regenerates successfully", "if <this> uses Regenerate but rolls an energy face" (triggers
below; docs/rulings.md "Regenerates"). Each player rolls their own dice ("If you roll
..."): when dice of both players would be KO'd at once, the active player's are rolled
first (DM-15.2), and the others wait in place, marked (`MARK`, a persistent effect: one
outcome of chance at a time), until the roll before theirs is done. Hooks: replace_ko (ask
for the roll), after_roll (act on it, then ask for the next player's)."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.keyword import Keyword
from games.engine.abilities.occasions import Occasion, TriggerKind, announce
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import CharacterFace
from games.engine.model.state import FIELD_ZONES, GameState, Zone

NAME = "regenerate"
OCCASION = "regenerated"
SUCCESS = "character"  # the occasion's `other` when a character face came up
MARK = "regenerating"  # the persistent effect's name: this die's roll is due after another's


def _owner(state: GameState, die_id: str) -> int:
    owner = state.dice[die_id].owner
    return owner if owner is not None else state.active


def replace_ko(b: Batch, dice: Sequence[str]) -> list[str]:
    """Roll them instead of the KO: the roll is chance, the next decision (DM-22). Each
    player rolls their own, the active player first (DM-15.2); the later players' dice are
    marked, to be rolled as soon as the roll before theirs is done (`after_roll`)."""
    state = b.state
    if state.chance is not None:
        return []  # another outcome of chance is due first: the KO happens (docs/rulings.md)
    by_player: dict[int, list[str]] = {}
    for die_id in dice:
        by_player.setdefault(_owner(state, die_id), []).append(die_id)
    first, *later = (p for p in state.turn_order(state.active) if p in by_player)
    for player in later:
        for die_id in sorted(by_player[player]):
            b.emit(ev.EffectStarted(MARK, die_id, die_id, player))
    b.emit(ev.ChanceRequested("roll", first, dice=tuple(sorted(by_player[first])), to=NAME))
    return list(dice)


def after_roll(b: Batch, faces: Sequence[tuple[str, int]]) -> None:
    """Character face: back to the Field Zone as if anew (damage and applied effects end);
    otherwise to the Prep Area. Then the next player's marked dice are rolled, if any."""
    state = b.state
    rolled = []
    for die_id, face in faces:
        die = state.dice[die_id]
        owner = _owner(state, die_id)
        if isinstance(state.cards[die.card].faces[face], CharacterFace):
            if die.zone is Zone.ATTACK:
                b.emit(ev.DiceMoved(owner, (die_id,), Zone.FIELD.value, NAME))
            b.emit(ev.DieRecovered(die_id, NAME))
            rolled.append(Occasion(OCCASION, die=die_id, player=owner, other=SUCCESS))
        else:
            b.emit(ev.DiceMoved(owner, (die_id,), Zone.PREP.value, NAME))
            rolled.append(Occasion(OCCASION, die=die_id, player=owner))
    announce(b, *rolled)
    _next_roll(b)


def succeeded(state: GameState, occasion: Occasion, source_die: str) -> bool:
    """It rolled a character face: back in the field ("regenerates successfully")."""
    return occasion.other == SUCCESS


def failed(state: GameState, occasion: Occasion, source_die: str) -> bool:
    """It rolled another face (a character die's other faces are energy): to the Prep Area."""
    return occasion.other != SUCCESS


def _next_roll(b: Batch) -> None:
    """The marked dice of the next player in turn order from the active player: their marks
    end and their roll is asked for (a marked die no longer in the Field Zone is not rolled)."""
    state = b.state
    marked = [x for x in state.lasting if x.effect == MARK]
    if not marked:
        return
    player = next(
        p for p in state.turn_order(state.active) if any(x.controller == p for x in marked)
    )
    mine = sorted(x.target for x in marked if x.controller == player)
    b.emit(*(ev.EffectEnded(MARK, die_id, die_id) for die_id in mine))
    due = tuple(d for d in mine if b.state.dice[d].zone in FIELD_ZONES)
    if due:
        b.emit(ev.ChanceRequested("roll", player, dice=due, to=NAME))
    else:
        _next_roll(b)


KEYWORD = Keyword(
    name=NAME,
    label="Regenerate",
    glossary=(
        "If this character would be KO'd, roll it. If you roll a character face, return it to"
        " the field on the rolled face (but not the Attack Zone). Otherwise, move the die to"
        " your Prep Area."
    ),
    source="000:L801, 002:L779, 003:L663",
    rules=("DM-9.11", "DM-15.2", "DM-16.1", "DM-22.1"),
    hooks={"replace_ko": replace_ko, "after_roll": after_roll},
    triggers={
        "when_regenerates": TriggerKind(OCCASION),
        "when_regenerates_successfully": TriggerKind(OCCASION, condition=succeeded),
        "when_regenerates_unsuccessfully": TriggerKind(OCCASION, condition=failed),
    },
)
