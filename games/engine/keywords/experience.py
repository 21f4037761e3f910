"""Experience (a set keyword of the first Dungeons & Dragons sets; no rulebook we hold
defines it, docs/rulings.md "Experience"): the cards' own reminder says "once per turn, gain
a +1A / +1D token when you knock out a monster". Ruling: when a die with Experience KOs a
character die with the Monster affiliation with its combat damage (the "kos" occasion of
the KO door, DM-9.11), that die gains a +1A/+1D token: a +1A and +1D (DM-16.1) that stays
on it while it is in the Field Zone, past the end of the turn (a persistent stat change
with the duration "while_in_field", effects/lasting.py; KO'd or rerolled to energy, it
loses the token, DM-14.2). Once per turn per card (DM-15.5: "first time" is per card)."""

from __future__ import annotations

from games.engine.abilities import combat_occasions as co
from games.engine.abilities.keyword import Keyword
from games.engine.abilities.occasions import TriggerKind
from games.engine.model.cards import Ability, EffectSpec, KeywordUse

NAME = "experience"
MONSTER = "monster"  # the affiliation the cards' Monster icon gives (cards.php DDM)
TOKEN = EffectSpec("modify_stats", amount=1, target="this_die", duration="while_in_field")


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    return (
        Ability(
            NAME,
            (TOKEN,),
            first_time_each_turn=True,
            trigger_filters=(("affiliation", MONSTER),),
            origin=f"keyword:{NAME}",
        ),
    )


KEYWORD = Keyword(
    name=NAME,
    label="Experience",
    glossary="once per turn, gain a +1A / +1D token when you knock out a monster",
    source="39bff's reminder",
    rules=("DM-9.11", "DM-14.2", "DM-15.5", "DM-16.1"),
    triggers={NAME: TriggerKind("kos", subjects=co.victims)},
    abilities=abilities,
)
