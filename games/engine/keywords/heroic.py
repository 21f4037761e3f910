"""Heroic (001:L696-711, the Uncanny X-Men book's "Pairing Up"): when a Heroic die is
fielded, its controller may pair it up with another of their Heroic dice of another card;
until the start of their next turn each partner gets the pairing-up benefit of both cards.
Keyword.abilities: an optional "when fielded" ability whose effect pair_up
(abilities/effects/pairing.py) targets one of your dice with Heroic of another card.
Trigger "heroic": the card's pairing-up benefit, printed as data (stat changes and
persistent effects); pair_up reads it, it never triggers by itself (docs/rulings.md)."""

from __future__ import annotations

from games.engine.abilities.keyword import Keyword
from games.engine.abilities.occasions import TriggerKind
from games.engine.model.cards import Ability, EffectSpec, KeywordUse

NAME = "heroic"


def abilities(use: KeywordUse) -> tuple[Ability, ...]:
    partner = (("keyword", NAME), ("other_card", use.card))
    pair_up = EffectSpec("pair_up", target="target_your_die", filters=partner)
    return (Ability("when_fielded", (pair_up,), optional=True, origin=f"keyword:{NAME}"),)


KEYWORD = Keyword(
    name=NAME,
    label="Heroic",
    glossary=(
        "Many characters have the Heroic ability. When fielded, such dice can 'pair up' with "
        "another die that has the Heroic ability. A die can only pair up with your dice, and "
        "cannot pair up with another copy of the same die (for example, two Angel dice cannot"
        " pair up with each other; however one Angel die could pair up with Wolverine and "
        "another Angel pair up with Cyclops). Place paired up dice side by side. Pairing up "
        "can only be done the moment a hero is fielded, and the effects of pairing up last "
        "until the start of the player's next turn. If you pair up a die with another die "
        "that is already paired up, that die leaves the old partner and pairs with the new "
        "one instead. When dice are paired up, they are called partners, and their pairing up"
        " effects happen. Each die gets the pairing-up benefit both of itself and of its "
        "partner. Paired dice are still treated as two separate characters; they are "
        "operating in tandem, not fused to each other. They attack and block separately."
    ),
    source="001:L696-711",
    rules=("DM-14.2", "DM-18.2", "DM-18.4"),
    # The benefit is indexed under an occasion nothing announces: pair_up reads it.
    triggers={NAME: TriggerKind("paired_up")},
    abilities=abilities,
    needs_ability=NAME,
)
