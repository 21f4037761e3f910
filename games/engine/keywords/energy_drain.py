"""Energy Drain (000:L781): after blockers are declared, each character die engaged with an
Energy Drain die spins down one level, never below level 1 (DM-21.2). Keyword.abilities: "when
blocks" and "when blocked" abilities that spin down the engaged dice (`engaged_dice`), in the
batch of DM-9.4, per die (DM-18.4: not "when blocks" abilities for cards that care)."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.model.cards import Ability, EffectSpec, KeywordUse

NAME = "energy_drain"
SPIN = EffectSpec("spin_down", amount=1, target="engaged_dice")


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return tuple(
        Ability(trigger, (SPIN,), origin=f"keyword:{NAME}")
        for trigger in ("when_blocks", "when_blocked")
    )


KEYWORD = Keyword(
    name=NAME,
    label="Energy Drain",
    glossary=(
        "After blockers are assigned, spin each character engaged with a character die with"
        " Energy Drain down one level. Character dice at level 1 can't be spun down."
    ),
    source="000:L781",
    rules=("DM-9.4", "DM-18.4", "DM-21.2"),
    abilities=abilities,
)
