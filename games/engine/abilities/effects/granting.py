"""grant_affiliation and grant_keyword: "target character die becomes a Villain / gains
Overcrush until end of turn" (DM-14.2: persistent effects on a die, until Cleanup, the start
of the controller's next turn, or while the ability's die is in the Field Zone; they end if
the die is KO'd or rerolled to energy). The affiliation filter (abilities/filters.py) and
the keyword hook points (abilities/texts.hooks_of, `keyword` filter) read them. Only
keywords that work through hook points may be given (the loader checks): a keyword that
triggers abilities of its own is printed text, not something an effect adds. "Gains (aff) or
(aff)": the affiliation its controller picked (target `affiliation_of_choice`)."""

from __future__ import annotations

from games.engine.abilities.affiliation_choice import AFFILIATION_OF_CHOICE as CHOICE
from games.engine.abilities.affiliation_choice import split
from games.engine.abilities.effects.base import Effect
from games.engine.abilities.effects.lasting import until
from games.engine.abilities.texts import GRANT_KEYWORD
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import FIELD_ZONES, Trigger

GRANT_AFFILIATION = "grant_affiliation"


def _grant(name: str) -> Effect:
    def apply(b: Batch, effect: EffectSpec, trigger: Trigger, targets: list[str]) -> None:
        printed = effect.affiliation if name == GRANT_AFFILIATION else effect.keyword
        picked = effect.target == CHOICE  # (the die with the affiliation picked for it)
        for option in targets:
            target, what = _chosen(option) if picked else (option, printed)
            if target in b.state.dice and (not picked or b.state.dice[target].zone in FIELD_ZONES):
                b.emit(
                    ev.EffectStarted(
                        name,
                        target,
                        trigger.card,
                        trigger.controller,
                        until(effect, trigger),
                        0,
                        to=what,
                    )
                )

    return Effect(apply)


def _chosen(option: str) -> tuple[str, str]:
    """The die and the affiliation an `affiliation_of_choice` answer names (a die that left
    the Field Zone by then is given nothing, DM-13.4)."""
    return split(option) or ("", "")


EFFECTS = {GRANT_AFFILIATION: _grant(GRANT_AFFILIATION), GRANT_KEYWORD: _grant(GRANT_KEYWORD)}
