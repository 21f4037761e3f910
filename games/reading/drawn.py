"""What a draw does with the dice drawn, by what each is (abilities/outcomes.py `after_draw`),
in words: "if the die drawn is a Sidekick die: ...; otherwise: ..." for one die drawn, "each
die drawn that is a Grovekin die: ...; each other die drawn: ..." for several (each goes
where its kind is sent, none is chosen). A die drawn and not moved stays in the bag."""

from __future__ import annotations

import re
from collections.abc import Callable

from games.engine.model.cards import EffectSpec, Rolled
from games.reading.targets import FILTERS

STAYS = " (a die drawn and not moved stays in the bag)"


def drawn_words(rolled: Rolled, several: bool, said: Callable[[EffectSpec], str]) -> str:
    """`several`: more than one die drawn; `said`: an effect in words."""
    kinds = dict(rolled.drawn)
    noun = "character die" if kinds.pop("die_kind", "") == "character" else "die"
    before = [FILTERS[n].words(v) for n, v in kinds.items() if not FILTERS[n].after]
    after = [FILTERS[n].words(v) for n, v in kinds.items() if FILTERS[n].after]
    what = " ".join(["a", *before, noun, *after])
    what = re.sub(r"\ba (?=[AEIOUaeiou])", "an ", what)
    effects = ", then ".join(said(e) for e in rolled.effects)
    if not rolled.drawn:  # whatever die it is (abilities/outcomes.py)
        return f"with {'each' if several else 'the'} die drawn: {effects}{STAYS}"
    verb = "is not" if rolled.unless else "is"
    if several:
        text = f"each die drawn that {verb} {what}: {effects}"
    else:
        text = f"if the die drawn {verb} {what}: {effects}"
    if rolled.then:
        text += "; then " + ", then ".join(said(e) for e in rolled.then)
    if rolled.otherwise:
        other = "each other die drawn" if several else "otherwise"
        text += f"; {other}: " + ", then ".join(said(e) for e in rolled.otherwise)
    return text + STAYS
