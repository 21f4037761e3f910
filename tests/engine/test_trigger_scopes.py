"""Triggers on a player's own or an opponent's dice and deeds ("whenever you field ...",
"when an opponent fields / purchases / uses an action die or a Global", "whenever an
opposing character die is KO'd"): scopes "yours" and "opposing" (abilities/occasions.py).
They wait while their card is active (DM-18.1); simultaneous ones queue the active
player's first (DM-15.2); the occasion's die is "that die". Cards and wording are our own."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.stats import attack_of
from games.engine.loading import card_from_dict
from tests.engine.effects.common import action_card, effect
from tests.engine.helpers import (
    ACTION0,
    CHAR,
    FIST,
    TEAMS,
    Game,
    bac,
    c,
    cards_with,
    die,
    m,
    make_card,
    of_type,
)

PUNISH = effect("deal_damage", "opponent", amount=1)


def watcher(card_id: str, trigger: str, *effects: dict, **more: object) -> dict:
    return make_card(card_id, abilities=[{"trigger": trigger, "effects": list(effects), **more}])


KO_ONE = action_card("knock", {"effects": [effect("ko", "target_die")]})


def game(mine: dict, theirs: dict) -> Game:
    """Michele's first turn, Main Step: her watcher die in her Field Zone, Chris's in his,
    her action die (KO target character die) rolled to its action face, m1 in reserve on
    its character face, m2 and m3 energy."""
    g = Game(
        teams=(((mine["id"], 1), TEAMS[0][1]), ((theirs["id"], 1), TEAMS[1][1])),
        bacs=(("knock",), ("counterstrike",)),
        cards=cards_with(mine, theirs, KO_ONE),
    )
    g.start()
    g.arrange(0, "field", [die(0, mine["id"], 1)], face=CHAR)
    g.arrange(1, "field", [die(1, theirs["id"], 1), c(5)], face=CHAR)
    g.give(0, bac("knock", 1))
    g.begin({bac("knock", 1): ACTION0, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_whenever_you_field_and_when_an_opponent_fields() -> None:
    """Michele fields a Sidekick: her "whenever you field a Sidekick, that die gets +1A"
    and Chris's "when an opponent fields, deal 1 damage to them" both trigger."""
    mine = watcher(
        "cheer",
        "when_you_field",
        effect("modify_attack", "that_die", amount=1),
        trigger_filters={"sidekick": True},
    )
    g = game(mine, watcher("scold", "when_opponent_fields", PUNISH))
    g.field(m(1))
    assert attack_of(g.state, g.state.dice[m(1)]) == 2
    assert g.life(0) == 9


def test_trigger_filters_narrow_the_occasion_s_die() -> None:
    """Near miss: "whenever you field a Villain" ignores a Sidekick."""
    mine = watcher(
        "cheer",
        "when_you_field",
        effect("gain_life", "you", amount=1),
        trigger_filters={"affiliation": "villain"},
    )
    g = game(mine, watcher("idle", "when_you_field", PUNISH))
    events = g.field(m(1))
    assert not of_type(events, ev.AbilityTriggered)


def test_an_opposing_ko_triggers_and_your_own_ko_too() -> None:
    """Michele KOs Chris's Sidekick: her "whenever an opposing character die is KO'd" and
    his "whenever one of your character dice is KO'd" (it is his) trigger; the active
    player's first (DM-15.2)."""
    g = game(
        watcher("vulture", "when_opposing_die_is_kod", effect("gain_life", "you", amount=1)),
        watcher("mourner", "when_your_die_is_kod", PUNISH),
    )
    g.hurt(0, 2)
    events = g.do(A.UseActionDie(player=0, die=bac("knock", 1)))
    events += g.target(c(5))
    queued = of_type(events, ev.AbilityTriggered)
    assert [t.card for t in queued if t.kind == "ability"] == ["vulture", "mourner"]
    assert g.life(0) == 8 + 1 - 1


def test_when_an_opponent_uses_an_action_die() -> None:
    g = game(watcher("plain", "when_your_die_attacks", PUNISH),
             watcher("heckler", "when_opponent_uses_an_action_die", PUNISH))  # fmt: skip
    g.do(A.UseActionDie(player=0, die=bac("knock", 1)))
    g.target(c(5))
    assert g.life(0) == 9


def test_a_watcher_that_is_not_active_hears_nothing() -> None:
    """DM-18.1: Chris's watcher die leaves his Field Zone, his trigger waits no more."""
    g = game(watcher("plain", "when_your_die_attacks", PUNISH),
             watcher("scold", "when_opponent_fields", PUNISH))  # fmt: skip
    g.arrange(1, "used", [die(1, "scold", 1)])
    g.field(m(1))
    assert g.life(0) == 10


def test_the_loader_refuses_filters_on_a_trigger_without_a_die() -> None:
    with pytest.raises(ValueError, match="unknown trigger filter"):
        card_from_dict(watcher("x", "when_you_field", PUNISH, trigger_filters={"hair": 1}))
    with pytest.raises(ValueError, match="has no die to filter"):
        card_from_dict(action_card("y", {"effects": [PUNISH], "trigger_filters": {"level": 1}}))


def test_this_card_deals_the_damage_of_a_trigger_on_another_die_s_deed() -> None:
    """DM-16: "whenever an opponent fields a die, <this card> deals 1 damage to them"
    (`by_card`): the card is the source, not the fielded die; without it the source stays the
    die of the deed ("they deal 1 damage": constructs/damage.py)."""
    mine = watcher("cheer", "when_you_field", effect("gain_life", "you", amount=1))
    for by_card, source in ((True, "scold"), (False, m(1))):
        hit = {**PUNISH, "by_card": by_card}
        g = game(mine, watcher("scold", "when_opponent_fields", hit))
        g.field(m(1))
        hits = [e for e in g.events if isinstance(e, ev.PlayerDamaged)]
        assert [(e.player, e.source) for e in hits] == [(0, source)]
