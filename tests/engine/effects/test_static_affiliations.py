"""Affiliations a static ability gives (DM-14.3; DM-14.1: effects may add an affiliation;
abilities/static_affiliations.py): "While active, your Sidekick character dice get +1A and
+1D, and gain the Villain affiliation" holds while its card is active (DM-18.1) and reaches
the dice it names in the Field Zone, which keep their own affiliations. Cards and wording
are our own."""

from __future__ import annotations

import pytest

from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.filters import FILTERS
from games.engine.abilities.stats import attack_of, defense_of
from games.engine.model.errors import IllegalAction
from tests.engine.effects.common import effect
from tests.engine.effects.test_borrowed_text import _game
from tests.engine.helpers import c, m
from tests.engine.keywords.common import character

SIDEKICKS = {"sidekick": True}
WARLORD = character(
    "warlord", 1, 1,
    abilities=[{"trigger": "static",
                "text": "While active, your Sidekick character dice get +1A and +1D, and gain "
                        "the Villain affiliation.",
                "effects": [effect("modify_stats", "all_your_characters", amount=1,
                                   filters=SIDEKICKS),
                            effect("grant_affiliation", "all_your_characters",
                                   affiliation="villain", filters=SIDEKICKS)]}],
)  # fmt: skip
PLAIN = character("plain", 2, 2)


def _villain(g, die_id: str) -> bool:
    return FILTERS["affiliation"](g.state, g.state.dice[die_id], "villain")


def test_a_static_affiliation_holds_while_its_card_is_active() -> None:
    """DM-18.1: with Warlord fielded her Sidekick in the Field Zone is a Villain (and gets
    +1A and +1D); before, it is not."""
    g, warlord, _ = _game(WARLORD, PLAIN)
    assert not _villain(g, m(1))
    g.field(warlord)
    assert _villain(g, m(1))
    assert not FILTERS["not_affiliation"](g.state, g.state.dice[m(1)], "villain")
    assert (attack_of(g.state, g.state.dice[m(1)]), defense_of(g.state, g.state.dice[m(1)])) == (
        2,
        2,
    )


def test_near_misses_not_his_dice_not_other_kinds_not_outside_the_field() -> None:
    """DM-13.3: "your" dice only (Chris's Sidekick c5 is none); "Sidekick" dice only (Warlord
    itself is none); a die not in the Field Zone (her Sidekick m2, energy in her Reserve
    Pool) is reached by no static."""
    g, warlord, plain = _game(WARLORD, PLAIN)
    g.field(warlord)
    assert not _villain(g, c(5)) and not _villain(g, plain)
    assert not _villain(g, warlord)
    assert not _villain(g, m(2))


WARDEN = character(
    "warden", 2, 2,
    abilities=[{"trigger": "static", "text": "While active, opposing Villain character dice "
                "can't attack.",
                "effects": [effect("cant_attack", "all_opposing_characters",
                                   filters={"affiliation": "villain"})]}],
)  # fmt: skip


def test_play_a_sidekick_made_a_villain_cannot_attack_past_a_ward() -> None:
    """DM-14.2, DM-12.1 ("can't" wins): Chris's Warden bars opposing Villains from attacking;
    her Sidekick is one while Warlord is active, so its attack is refused and nothing
    happens."""
    g, warlord, _ = _game(WARLORD, WARDEN)
    g.field(warlord)
    g.pass_all()
    assert g.pending.kind == "declare_attackers"
    before = g.state
    with pytest.raises(IllegalAction) as refused:
        g.attack(m(1))
    assert refused.value.code == E.ATTACK_NOT_ALLOWED and g.state is before


def test_play_near_miss_without_the_warlord_the_sidekick_attacks() -> None:
    g, _, _ = _game(WARLORD, WARDEN)
    g.pass_all()
    events = g.attack(m(1))
    assert any(isinstance(e, ev.AttackersDeclared) for e in events)
