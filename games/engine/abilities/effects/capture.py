"""capture (DM-23.1): "move the captured die (or dice) to your Field Zone and place your
capturing die on top of it. The captured die no longer exists for game purposes (it may be
considered to be "Out of Play"). The capture will end when specified in the card text (if
unspecified, at the end of the turn), or when the capturing die leaves the Field Zone (KO'd,
rerolled to energy, etc.) Once the capture ends, return the captured die or dice to the place
they were captured from, on the original levels." (000:L689)

The capturing die is the ability's own die when it is a character die (it must still be in
the Field Zone, else nothing is captured, DM-13.4); an action die or a Global captures with
no capturing die, until the end of the turn. How long (card data's `duration`, DM-14.2):
"turn" (the default: the end of the turn), "next_turn" (the start of the capturing player's
next turn), "until_damage" (until the capturing player damages an opponent: "this effect
lasts until you damage your opponent", with or without a capturing die), "while_in_field"
("while this die is in the Field Zone", "as long as": only the capturing die leaving ends
it); the capturing die leaving the Field Zone always ends it.
The captured dice (the targets: character dice in the Field Zone unless a zone filter says
otherwise; never the capturing die) go to zone `captured` on their face (`DiceCaptured`,
model/evolve_takeover.py). `ending` says which captures end now; the flow emits it before
anything else happens (flow/turn.py).
"""

from __future__ import annotations

from games.engine.abilities import left_field
from games.engine.abilities.effects.base import Effect
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.evolve_takeover import CAPTURED, lasts
from games.engine.model.state import FIELD_ZONES, GameState, Lasting, Step, Trigger, Zone

_TAKEN = (Zone.CAPTURED, Zone.GONE)


def taking_die(state: GameState, trigger: Trigger, effect: EffectSpec) -> str | None:
    """The die that captures or controls: "" for an action die, a Global or an effect held by
    its card (`by_card`: no such die), the ability's character die while it is in the Field
    Zone, None once it has left."""
    if trigger.kind != "ability" or not trigger.source_die or effect.by_card:
        return ""
    die = state.dice.get(trigger.source_die)
    if die is None or die.zone not in FIELD_ZONES or not state.is_character(die):
        return None
    return die.id


def still_there(state: GameState, die_id: str) -> bool:
    """The capturing or controlling die is a character die in the Field Zone ("" always)."""
    if not die_id:
        return True
    die = state.dice.get(die_id)
    return die is not None and die.zone in FIELD_ZONES and state.is_character(die)


def how_long(effect: EffectSpec, by: str) -> str:
    """DiceCaptured.until / ControlTaken.until of an effect (card data's `duration`): "" the
    end of the turn (the default, "turn"), "next_turn", "while_in_field"; with no taking die
    (an action die, a Global, a declaration) "while_in_field" is the end of the turn."""
    if effect.duration in ("next_turn", "until_damage"):
        return effect.duration  # (with no capturing die too: its own end, DM-23.1)
    if effect.duration == "while_in_field" and by:
        return effect.duration
    return ""


def ends_now(state: GameState, x: Lasting, cleanup: bool) -> str:
    """Why the capture or control `x` ends now, or "": its taking die left the Field Zone
    (always, DM-23.1/23.2); the end of the turn ("turn", Cleanup); its controller's next turn
    began ("next_turn": the first turn of theirs after the one it started in)."""
    if not still_there(state, x.source):
        return "left"
    duration, started = lasts(x)
    if duration == "turn":
        return "end_of_turn" if cleanup else ""
    if duration == "next_turn" and state.turn > started and state.active == x.controller:
        return "next_turn"
    if duration == "until_damage" and damaged_since(state, x.controller, started):
        return "damaged"
    return ""


def damaged_since(state: GameState, player: int, seq: int) -> bool:
    """ "Until you damage your opponent": damage dealt to an opponent of `player` after `seq`
    (this turn's damage record, model/hits.py) by a die `player` owns or a card of their
    team (a Global's damage: its card is the source)."""
    opponents = {f"player:{p}" for p in state.opponents(player)}
    for hit in state.hits:
        if hit.seq <= seq or hit.target not in opponents or hit.amount <= 0:
            continue
        die = state.dice.get(hit.source)
        if (die.owner if die is not None else None) == player:
            return True
        if die is None and hit.source in state.players[player].team:
            return True
    return False


def _capture(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    state = b.state
    by = taking_die(state, trigger, effect)
    if by is None:
        return  # the capturing die left the Field Zone: nothing is captured (DM-13.4)
    dice = tuple(
        t
        for t in targets
        if t in state.dice and t != by and state.dice[t].zone not in _TAKEN
        and state.dice[t].owner is not None
    )  # fmt: skip
    if dice:
        until = how_long(effect, by)
        were = left_field.in_field(state, dice)  # (Aftershock: captured out of the field)
        b.emit(ev.DiceCaptured(trigger.controller, dice, by, trigger.card, until=until))
        left_field.moved(b, were, trigger.controller)


def ending(state: GameState) -> list[ev.Event]:
    """The captures that end now (`ends_now`): the capturing die left the Field Zone (at
    once), or their time is up (the end of the turn: Cleanup, before effects end)."""
    cleanup = state.step is Step.CLEANUP and not state.cleaned
    found = []
    for x in state.lasting:
        if x.effect == CAPTURED and (why := ends_now(state, x, cleanup)):
            found.append(ev.CaptureEnded(x.target, x.to, _REASONS.get(why, why)))
    return found


_REASONS = {"left": "capturer_left"}


EFFECTS = {"capture": Effect(_capture)}
