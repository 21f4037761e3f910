"""Corrupt X (000:L775): target player takes X dice from their bag at random, puts one of them
(their choice) in their Used Pile and returns the rest. Corrupt is an effect: the card prints
when it happens (our card: when fielded), with the keyword's own primitive `corrupt` (amount
X, target a player). The dice taken are chance, drawn like every draw (ChanceRequested draw
to "corrupt": they stay in the bag while looked at); hook after_draw then asks that player
to choose one (a trigger of the card they control, whose targets are the dice taken, marked
as such), or moves the only one. Fewer than X in the bag: as many as there are, no refill
(DM-12.3)."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.abilities.drawn_choice import DrawnChoice, choose_among
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.keyword import Keyword
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import Ability, EffectSpec, KeywordUse
from games.engine.model.state import Trigger, Zone

NAME = "corrupt"
TAKEN = "corrupt_taken"  # marks the dice taken, until one is chosen
CORRUPTING = "corrupting"  # on the target player: which card's Corrupt is under way
CHOICE = "corrupt_choice"  # the trigger name of the choice (queued by after_draw only)
# (a single die: to the Used Pile, the move said as Corrupt's)
_NAMES = DrawnChoice(CORRUPTING, Zone.USED.value, NAME, TAKEN, CHOICE)


def _corrupt(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    for target in targets:
        player = int(target.removeprefix("player:"))
        count = min(effect.amount, len(b.state.in_zone(player, Zone.BAG)))
        if count:
            b.emit(
                ev.EffectStarted(CORRUPTING, target, trigger.card, trigger.controller),
                ev.ChanceRequested("draw", player, count=count, to=NAME),
            )


def _done(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
    """The rest go back to the bag: they never left it; their marks end."""
    for x in b.state.lasting:
        if x.effect == TAKEN and x.source == trigger.card:
            b.emit(ev.EffectEnded(TAKEN, x.target, x.source))


def after_draw(b: Batch, player: int, dice: Sequence[str]) -> None:
    choose_among(b, player, dice, _NAMES)


PUT_ONE = EffectSpec(
    "move_die",
    target="target_your_die",
    zone=Zone.USED.value,
    filters=(("lasting", TAKEN), ("zone", Zone.BAG.value)),
)
RETURN_THE_REST = EffectSpec("corrupt_done")


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (Ability(CHOICE, (PUT_ONE, RETURN_THE_REST), origin=f"keyword:{NAME}"),)


def _always(spec: EffectSpec) -> bool:
    return True


KEYWORD = Keyword(
    name=NAME,
    label="Corrupt",
    glossary=(
        "Target player takes X dice from their bag, places 1 in the Used Pile, and returns the"
        " rest to their bag."
    ),
    source="000:L775",
    rules=("DM-6.2", "DM-12.3", "DM-13.1", "DM-15.3"),
    hooks={"after_draw": after_draw},
    abilities=abilities,
    effects={NAME: Effect(_corrupt, chance=_always), "corrupt_done": Effect(_done)},
    takes_value=True,
    needs_ability=NAME,
)
