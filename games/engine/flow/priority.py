"""Priority windows (DM-8.21 to DM-8.24): the Main Step and the Action/Global window.

The active player acts and passes; the inactive player may use one ability, then hands
priority back; the window closes when the inactive player has passed without acting and
the active player passes again. With more than two seats (Doubles), priority goes around
the table in turn order: each other player in turn may use one ability (handing priority
back to the active player) or pass to the next; the window closes when all of them have
passed in a row and the active player passes again (docs/rulings.md "Doubles").
"""

from __future__ import annotations

from games.engine.abilities import hooks, used_door
from games.engine.abilities.window_grants import given_ready
from games.engine.flow.energy import available_energy
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import ActionFace, CardPool, CharacterFace, EnergyFace
from games.engine.model.rulesets import ruleset
from games.engine.model.state import GameState, Pending, Step, Zone

# Enum members as module constants: in Python 3.11 `Zone.BAG` costs a slow metaclass
# lookup (EnumType.__getattr__), and the flow asks for them at every step.
_MAIN = Step.MAIN

# The step each window is followed by: the turn's steps call `window` itself (no frame of
# their own: most decisions end in a window).
AFTER = {_MAIN: Step.DECLARE_ATTACKERS, Step.ACTION_WINDOW: Step.ASSIGN_DAMAGE}
_RESERVE = Zone.RESERVE
_USED = Zone.USED


def window(b: Batch) -> Pending | None:
    """A priority window: the Main Step or the Action/Global window (DM-8.21 to DM-8.24),
    followed by the step `AFTER` names.

    The active player acts and passes; the inactive player may use one ability, then hands
    priority back; the window closes when the inactive player has passed without acting and
    the active player passes again. A player with nothing they could possibly do passes at
    once (the only legal action), which keeps logs short.
    """
    while True:
        state = b.state
        if state.priority is not None:
            return Pending("priority", state.priority)
        active = state.active
        handed_back = state.passed
        if (
            handed_back is not None
            and state.players[handed_back].virtual_energy
            and ruleset(state.options.rules).virtual_energy  # (2014: kept until Clean Up)
        ):
            # The inactive player's one ability hands priority back without a recorded pass
            # (DM-8.22): their virtual energy is lost then too, "until you pass priority"
            # (000:L301, 000:L341; issue 9 item 16).
            lose_virtual(b, handed_back)
            return None
        if state.passed == active and state.priority_declined:
            _close_window(b, AFTER[state.step])
            return None
        # Who gets priority next: the active player first and after another player's one
        # ability (DM-8.22); after a pass, the next seat in turn order (two seats: the other).
        if handed_back is None or (handed_back != active and not state.priority_declined):
            receiver = active
        else:
            receiver = (handed_back + 1) % len(state.players)  # (`next_seat`, inlined: hot)
        # False only when the player surely has no legal action but passing; one holding an
        # ability usable whenever they could use a Global (DM-8.18) is never skipped
        cards = state.cards  # (no call to ask when no card of the game has such an ability)
        if _usual_actions(state, receiver) or (
            (type(cards) is not CardPool or cards.window_abilities)
            and (hooks.window_ability_ready(state, receiver) or given_ready(state, receiver))
        ):
            b.emit(ev.PriorityGiven(receiver))
            # What the game waits for now, at once: giving priority changes nothing `advance`
            # looks at before the step (no life, die, zone, trigger or effect), so another
            # turn of its loop would come back here only to say this (a third of decisions).
            return Pending("priority", receiver)
        b.emit(ev.PriorityPassed(receiver))
        if b.state.players[receiver].virtual_energy:  # (lose_virtual's first question)
            lose_virtual(b, receiver)
            return None
        if state.lasting:
            return None
        # A pass with no virtual energy lost and no persistent effect changes nothing else
        # `advance` looks at (no life, die, zone, trigger, chance, review or step): its loop
        # would come back to this window at once, so the window goes on here.


def lose_virtual(b: Batch, player: int) -> None:
    amount = b.state.players[player].virtual_energy
    if amount and ruleset(b.state.options.rules).virtual_energy:
        b.emit(ev.VirtualEnergyLost(player, amount))  # DM-8.21


def _close_window(b: Batch, after: Step) -> None:
    state = b.state
    if state.step is _MAIN:
        player = state.active
        unfielded = characters_in(state, state.zones.get((player, _RESERVE), ()))
        if unfielded:
            used_door.to_used_pile(b, player, unfielded, _USED, "unfielded")  # DM-8.11
    b.emit(ev.StepBegan(after.value))


def leave_reserve(b: Batch, state: GameState, player: int) -> bool:
    """ "The only dice remaining in your Reserve Pool at this time should be dice showing
    energy faces" (000:L421, 000:L176): a die rolled to a character face after the Main Step
    (drawn by an effect, DM-20.3) goes to the Used Pile like an unfielded one (DM-8.11), an
    action face that came after the Cleanup's own move like an unused one (DM-10.2)."""
    reserve = state.zones.get((player, _RESERVE), ())
    if not reserve:
        return False  # (most Cleanups: an empty Reserve Pool)
    characters = characters_in(state, reserve)
    if characters:
        used_door.to_used_pile(b, player, characters, _USED, "unfielded")
        return True
    actions = actions_in(state, reserve)
    if actions:
        b.emit(ev.DiceMoved(player, actions, _USED.value, "unused_action"))
        return True
    return False


def characters_in(state: GameState, dice: tuple[str, ...]) -> tuple[str, ...]:
    """The dice among `dice`, a Reserve Pool's, that show a character face (a loop: a
    comprehension would make its caller's `state` a closure cell at every call; the face
    read inline: `is_character`'s zone check holds in the Reserve Pool, and every window
    closing asks this)."""
    found = []
    all_dice, cards = state.dice, state.cards
    for d in dice:
        die = all_dice[d]  # (a die drawn by an effect awaits its roll: no face)
        if die.face is not None and isinstance(cards[die.card].faces[die.face], CharacterFace):
            found.append(d)
    return tuple(found)


def actions_in(state: GameState, dice: tuple[str, ...]) -> tuple[str, ...]:
    """The dice among `dice`, a Reserve Pool's, that show an action face (as
    `characters_in`)."""
    found = []
    all_dice, cards = state.dice, state.cards
    for d in dice:
        die = all_dice[d]
        if die.face is not None and isinstance(cards[die.card].faces[die.face], ActionFace):
            found.append(d)
    return tuple(found)


def _usual_actions(state: GameState, player: int) -> bool:
    """An action die to use (the active player), a character to field or energy to spend
    (the Main Step), or energy for a Global (either player)."""
    if player == state.active:
        character = energy = False
        dice, cards = state.dice, state.cards
        for die_id in state.zones.get((player, _RESERVE), ()):  # (one look at each face)
            die = dice[die_id]  # (`face_of` inlined; a die drawn by an effect awaits its roll)
            face = None if die.face is None else cards[die.card].faces[die.face]
            if isinstance(face, ActionFace):
                return True
            if isinstance(face, CharacterFace):
                character = True
            elif isinstance(face, EnergyFace) and face.symbols:
                energy = True
        # `_has_energy`'s answer from the same look at the faces (no second loop)
        if state.players[player].virtual_energy:
            energy = _has_energy(state, player)
        elif not energy and state.lasting:  # (borrowed energy)
            energy = available_energy(state, player) > 0
        if state.step is _MAIN:
            return character or energy
        if not energy:
            return False
        cards = state.cards
        return cards.with_globals if type(cards) is CardPool else _globals_exist(state)
    cards = state.cards  # (`_globals_exist` inlined for the usual pool)
    with_globals = cards.with_globals if type(cards) is CardPool else _globals_exist(state)
    return with_globals and _has_energy(state, player)


def _has_energy(state: GameState, player: int) -> bool:
    """`available_energy(state, player) > 0` (keep the two in step), stopping at the first
    energy die: every window asks it (who has nothing to do passes at once)."""
    virtual = state.players[player].virtual_energy
    if virtual:
        return virtual > 0 or available_energy(state, player) > 0
    dice, cards = state.dice, state.cards
    for die_id in state.zones.get((player, _RESERVE), ()):
        die = dice[die_id]  # (a die drawn by an effect awaits its roll: no face)
        face = None if die.face is None else cards[die.card].faces[die.face]
        if isinstance(face, EnergyFace) and face.symbols:
            return True
    return bool(state.lasting) and available_energy(state, player) > 0  # (borrowed energy)


def _globals_exist(state: GameState) -> bool:
    """A card of the game has a Global (each card has dice in the game: setup gives each
    one at least one)."""
    cards = state.cards
    if isinstance(cards, CardPool):
        return cards.with_globals
    return any(card.globals for card in cards.values())
