"""What a reroll's (or a roll's, `roll_from`) text says its roll does (DM-22.1: a rerolled
die stays where it is "unless the card text for the resulting face says otherwise"):
a target opposing character die rerolled and KO'd on an energy face, each die whose roll
is not a character sent to the opponent's Used Pile, damage for each die so moved
(`EffectSpec.rolled`, model/cards.Rolled).

The reroll asks for its roll (`ChanceRequested` to `outcome`, effects/chance.py) and its
ability waits at the head of the queue, unresolved (resolution.resolve). The roll is the next
decision, from the game's seed online like every roll; `after_roll` (flow/decide._roll) then
applies the outcome's effects to each die whose new face matches (the target kind
`rolled_die` names it), its `then` effects once (amounts times the dice that matched, if
any), `otherwise` to each die that does not match ("if it rolls a character face, field it
for free. Otherwise, Prep it."), and resolves the ability (DM-15.3: it resolves fully before
the next)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from games.engine.abilities.effects import EFFECTS
from games.engine.abilities.effects.chance import OUTCOME
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.queue import ability_of
from games.engine.abilities.resolution import apply_effect, life_ends_game
from games.engine.abilities.rolled_symbols import TYPES, symbols_rolled
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec, Rolled
from games.engine.model.state import GameState, Trigger, Zone


def _waiting(state: GameState) -> tuple[Trigger, Rolled] | None:
    """The ability at the head of the queue and the outcome its reroll says, if any."""
    if not state.triggers:
        return None
    trigger = state.triggers[0]
    ability = ability_of(state, trigger)
    rolled = next((e.rolled for e in reversed(ability.effects) if e.rolled is not None), None)
    return (trigger, rolled) if rolled is not None else None


def matching(state: GameState, rolled: Rolled, faces: Sequence[tuple[str, int]]) -> list[str]:
    """The rolled dice whose new face is (or, `unless`, is not) of the outcome's kind."""
    return [
        die_id
        for die_id, face in faces
        if (state.cards[state.dice[die_id].card].faces[face].kind == rolled.face)
        is not rolled.unless
    ]


def after_roll(b: Batch, faces: Sequence[tuple[str, int]]) -> None:
    """The outcome on each matching die, then `then` once; DM-22.1 for the others
    (`place`: flow/decide's rule of dice whose face cannot stay where they are)."""
    found = _waiting(b.state)
    if found is None:
        return
    trigger, rolled = found
    matched = matching(b.state, rolled, faces)
    # "for each die ...": the dice that matched; "for each (fist) rolled": those symbols
    times = symbols_rolled(b.state, rolled, faces) if rolled.symbols else len(matched)
    for die_id, _ in faces:  # "Otherwise, ...": the others' own effects
        for effect in rolled.effects if die_id in matched else rolled.otherwise:
            apply_effect(b, effect, trigger, die_id)
            if b.state.over or life_ends_game(b.state):
                return  # DM-11.1
    for effect in rolled.then if times else ():
        apply_effect(b, replace(effect, amount=effect.amount * times), trigger)
        if b.state.over or life_ends_game(b.state):
            return


def after_draw(b: Batch, player: int, dice: Sequence[str]) -> None:
    """A draw's dice (still in the bag): rolled when its outcome is a face's; else each die's
    effects by whether it is what the text says (`drawn` filters), then `then` once."""
    found = _waiting(b.state)
    if found is None:
        return
    trigger, rolled = found
    if rolled.face:  # "draw and roll a die. If you roll energy, ...": the roll's outcome
        b.emit(ev.DiceMoved(player, tuple(dice), Zone.RESERVE.value, trigger.card))
        b.emit(ev.ChanceRequested("roll", player, dice=tuple(sorted(dice)), to=OUTCOME))
        return
    state = b.state
    matched = [
        d for d in dice
        if all(FILTERS[n](state, state.dice[d], v) for n, v in rolled.drawn) is not rolled.unless
    ]  # fmt: skip
    for die_id in dice:
        for effect in rolled.effects if die_id in matched else rolled.otherwise:
            if effect.zone == Zone.BAG.value and b.state.dice[die_id].zone is Zone.BAG:
                continue  # "return it to your bag": it never left
            apply_effect(b, effect, trigger, die_id)
            if b.state.over or life_ends_game(b.state):
                return
    for effect in rolled.then if matched else ():
        apply_effect(b, replace(effect, amount=effect.amount * len(matched)), trigger)
        if b.state.over or life_ends_game(b.state):
            return
    resolved(b)


def resolved(b: Batch) -> None:
    """The ability whose roll this was has resolved (DM-15.3)."""
    found = _waiting(b.state)
    if found is None or b.state.over or life_ends_game(b.state):
        return
    t = found[0]
    b.emit(ev.AbilityResolved(t.controller, t.card, t.ability, t.kind, t.source_die))


def _rolls_drawn(effect: EffectSpec, drawn: tuple[tuple[str, Any], ...]) -> bool:
    """ "If it is an (aff) character die, roll it": the one chance an outcome may take, the
    die drawn (still in the bag) rolled into the Reserve Pool (DM-20.3; the last effect of
    its side, as every chance is); its roll is the next decision, after the ability has
    resolved (`after_draw`)."""
    return bool(drawn) and effect.op == "roll_from" and effect.target == "rolled_die"


FACES = ("character", "energy", "action")
# the effects whose roll (or draw) a text may say the outcome of
ROLLS = ("reroll", "roll_from", "draw", "boomerang")  # (effects/boomerang.py: its own die)


def rolled_from_dict(
    effect: Mapping[str, Any],
    where: str,
    read: Callable[[Iterable[Mapping[str, Any]]], tuple[EffectSpec, ...]],
) -> Rolled:
    """A reroll's outcome in card data (loading/cards.py; `read`: its effects, checked): a face
    kind, its effects on each such die (`rolled_die`), then its effects once; no chance in
    it (it is itself the roll's outcome)."""
    data = effect["rolled"]
    if effect.get("op") not in ROLLS:
        raise ValueError(f"{where}: only a reroll or a roll says what its roll does ('rolled')")
    face, drawn = data.get("face"), tuple(sorted(data.get("drawn", {}).items()))
    every = "drawn" in data and not drawn  # "draw a die. <what it does>": whatever die it is
    if drawn and (effect["op"] != "draw" or face is not None):
        raise ValueError(f"{where}: a draw's die alone is what it is ('drawn'), not its face")
    if any(name not in FILTERS for name, _ in drawn):
        raise ValueError(f"{where}: unknown filter of a drawn die in {drawn!r}")
    if every and (effect["op"] != "draw" or face is not None or data.get("otherwise")):
        raise ValueError(f"{where}: every die drawn ('drawn' empty) is a draw's, none other")
    if face not in FACES and not drawn and not every:
        raise ValueError(f"{where}: 'rolled' names a face kind of {FACES}, not {face!r}")
    each, then = read(data.get("effects", ())), read(data.get("then", ()))
    otherwise = read(data.get("otherwise", ()))
    chancy = [
        e for e in (*each, *otherwise)
        if e.op in EFFECTS and EFFECTS[e.op].chance(e) and not _rolls_drawn(e, drawn)
    ]  # fmt: skip
    symbols = tuple(data.get("symbols", ()))
    if symbols and (face != "energy" or not then or set(symbols) - TYPES or otherwise):
        raise ValueError(f"{where}: symbols rolled ({symbols!r}) count energy, then once")
    if (
        not (each or symbols)
        or chancy
        or any(e.op in EFFECTS and EFFECTS[e.op].chance(e) for e in then)
    ):
        raise ValueError(f"{where}: 'rolled' needs effects, and no chance")
    if any(e.target == "rolled_die" for e in then):
        raise ValueError(f"{where}: 'then' happens once, on no rolled die")
    unless = bool(data.get("unless", False))
    return Rolled(face or "", unless, each, then, otherwise, drawn, symbols)
