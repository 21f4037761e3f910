"""prep, move_die, field_die: dice moved between zones by an effect.

A move into the Field Zone is not fielding (DM-8.13): a die that was not rolled enters on
level 1 (DM-23.4) and no "when fielded" triggers. `field_die` fields (DM-8.12): free, on
level 1 (or the level `amount` names; a die rolled to a character face stays on it, as
fielding a rolled die does), and "when fielded" abilities trigger (DM-18.2)."""

from __future__ import annotations

from games.engine.abilities import left_field, used_door
from games.engine.abilities.effects.base import Effect, players
from games.engine.abilities.effects.chance import from_bag
from games.engine.abilities.occasions import Occasion, announce
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import SIDEKICK_ID, CharacterFace, EffectSpec
from games.engine.model.rulesets import ruleset
from games.engine.model.state import FIELD_ZONES, GameState, Trigger, Zone


def _prep(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Prep up to `amount` dice from `zone` (Used Pile by default; from the bag they are drawn
    at random, 000:L799); do as much as you can (DM-12.3). target "sidekick" limits it to
    Sidekick dice. A player target ("target opponent preps a die from their bag") preps
    from that player's own bag: their draw, their Prep Area."""
    if effect.zone == Zone.BAG.value:
        (player, *_) = players(targets) or [trigger.controller]  # (one draw: one chance)
        from_bag(b, player, effect.amount, Zone.PREP, midway=True)
        return
    source = Zone(effect.zone or "used")
    pool = [
        d
        for d in b.state.in_zone(trigger.controller, source)
        if effect.target != "sidekick" or b.state.dice[d].card == SIDEKICK_ID
    ]
    moved = tuple(sorted(pool)[: effect.amount])
    if moved:
        b.emit(ev.DiceMoved(trigger.controller, moved, Zone.PREP.value, trigger.card))


def _move(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Move dice (into the Field Zone: on the level `amount` names, else 1, DM-23.4). "To the
    Used Pile" from the Field Zone or Reserve Pool on their owner's own turn means Out of Play
    (000:L184); Out of Play does not exist on the opponent's turn."""
    state = b.state
    dice = tuple(t for t in targets if t in state.dice)
    oop = ruleset(state.options.rules).out_of_play

    def destination(die_id: str) -> str:
        die = state.dice[die_id]
        rolled = die.zone in FIELD_ZONES or die.zone is Zone.RESERVE
        if effect.zone == Zone.USED.value and die.owner == state.active and rolled and oop:
            return Zone.OOP.value  # (2014: no Out of Play zone, 001:L176-192)
        return effect.zone

    were = left_field.in_field(state, dice)  # (Aftershock: dice moved out by this effect)
    for to in sorted({destination(d) for d in dice}):
        group = tuple(d for d in dice if destination(d) == to)
        owner = state.dice[group[0]].owner
        player = owner if owner is not None else trigger.controller
        unrolled = [d for d in group if _off_level(state, d)]
        if effect.zone == Zone.USED.value:  # a keyword may send it elsewhere (Immortal)
            used_door.to_used_pile(b, player, group, Zone(to), trigger.card)
        else:
            b.emit(ev.DiceMoved(player, group, to, trigger.card))
        if to == Zone.FIELD.value:  # DM-23.4: level 1 unless the text names one; not fielding
            _to_level(b, unrolled, effect.amount or 1, trigger.card)  # (never 0: unrolled dice)
    if were:
        left_field.moved(b, were, trigger.controller)


def _off_level(state: GameState, die_id: str) -> bool:
    """A die that enters the Field Zone on a level: unrolled, or a character's die showing
    no character face (rerolled to energy and moved there "at level 1": DM-22.1, the text
    says where it goes). An action die keeps its face (keywords/gadgeteer.py)."""
    die = state.dice[die_id]
    if die.face is None:
        return True
    faces = state.cards[die.card].faces
    return not isinstance(faces[die.face], CharacterFace) and any(
        isinstance(f, CharacterFace) for f in faces
    )


def _to_level(b: Batch, dice: list[str], level: int, source: str) -> None:
    """Dice just put in the Field Zone show their character face of `level` (DM-8.12)."""
    for die_id in dice:
        if not level and b.state.is_character(b.state.dice[die_id]):
            continue  # fielded as it was rolled: on the character face it shows (DM-8.12)
        levels = b.state.cards[b.state.dice[die_id].card].character_faces()
        face = levels[max(0, min(len(levels), level) - 1)]
        if b.state.dice[die_id].face != face:
            b.emit(ev.DieSpun(die_id, face, source))


def _field(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """Field dice from wherever they are (Used Pile, bag, Prep Area, Reserve Pool) without
    paying (DM-8.12); only dice of cards with character faces, not already in the Field
    Zone. They join their owner's Field Zone as fielded this turn (`DiceMoved.fielding`:
    "if you fielded ...", Strike; rules edition 11), then "when fielded" triggers (DM-18.3)."""
    state = b.state
    dice = [
        t
        for t in targets
        if t in state.dice
        and state.dice[t].zone not in FIELD_ZONES
        and state.dice[t].owner is not None
        and state.cards[state.dice[t].card].character_faces()
    ]
    for owner in sorted({state.dice[d].owner for d in dice}):  # type: ignore[type-var]
        group = tuple(d for d in dice if state.dice[d].owner == owner)
        b.emit(ev.DiceMoved(owner, group, Zone.FIELD.value, trigger.card, fielding=True))  # type: ignore[arg-type]
    _to_level(b, dice, effect.amount, trigger.card)  # a die rolled to a character face keeps it
    announce(b, *(Occasion("fielded", die=d) for d in dice))


EFFECTS = {
    "prep": Effect(_prep, chance=lambda spec: spec.zone == Zone.BAG.value),
    "move_die": Effect(_move),
    "field_die": Effect(_field),
}
