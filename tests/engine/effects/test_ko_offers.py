"""A KO its controller may replace (trigger `would_be_kod`, abilities/ko_offers.py): the KO
waits for the die's controller's answer, given as the ability resolves (DM-15.2/15.3); yes,
its effects happen instead of the KO (DM-12.1), so nothing waiting for a KO triggers
(DM-16.4); no, the die is KO'd as it would have been (DM-9.11). Our own wording."""

from __future__ import annotations

import random

from games.engine import events as ev
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.log.codec import to_records
from games.engine.log.replay import replay
from games.engine.model.state import GameOptions
from games.engine.sim.bots import greedy_bot
from games.engine.sim.simulate import game_seed, play
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, JUBILEE, Game, c, cards_with, m, make_card, of_type

SMITE = action_card(
    "smite",
    {"text": "KO target character die.", "effects": [effect("ko", "target_die")]},
)  # fmt: skip
WHEN_KOD = {"trigger": "when_kod", "text": "When KO'd, gain 1 life.",
            "effects": [effect("gain_life", "you", amount=1)]}  # fmt: skip


def _replacing(card_id: str, *effects: dict, optional: bool = True) -> dict:
    return make_card(
        card_id,
        abilities=[
            {"trigger": "would_be_kod", "text": f"If {card_id} would be KO'd, ... instead.",
             "effects": list(effects), "optional": optional},
            WHEN_KOD,
        ],
    )  # fmt: skip


# "... you may KO one of your Sidekick dice instead."
SHIELDED = _replacing("shielded", effect("ko", "choose_your_die", filters={"sidekick": True}))
# "... you may instead pay 2 life to spin it up a level. Clear all damage from it."
MENDER = _replacing(
    "mender",
    effect("lose_life", "you", amount=2),
    {**effect("spin_up", "this_die", amount=1), "condition": {"kind": "done"}},
    {**effect("clear_damage", "this_die"), "condition": {"kind": "done"}},
)
# "... instead gain 2 life." (no choice)
STUBBORN = _replacing("stubborn", effect("gain_life", "you", amount=2), optional=False)


def test_yes_ko_another_die_instead() -> None:
    g = with_action(SMITE, SHIELDED)
    g.give(0, "p1:shielded:1", to="field", face=CHAR)
    events = use(g, "smite", "p1:shielded:1")
    assert not of_type(events, ev.DiceKnockedOut)  # the KO waits for the answer
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    assert set(g.pending.options) == {m(1), DECLINE}  # her fielded Sidekick, or no
    events = g.target(m(1))
    assert [e.dice for e in of_type(events, ev.DiceKnockedOut)] == [(m(1),)]
    assert "p1:shielded:1" in g.zone(0, "field")  # spared (DM-12.1)
    triggered = [e.card for e in of_type(events, ev.AbilityTriggered)]
    assert "shielded" not in triggered  # its "when KO'd" does not fire (DM-16.4)


def test_no_the_die_is_ko_d_as_it_would_have_been() -> None:
    g = with_action(SMITE, SHIELDED)
    g.give(0, "p1:shielded:1", to="field", face=CHAR)
    use(g, "smite", "p1:shielded:1")
    events = g.target(DECLINE)
    assert [e.dice for e in of_type(events, ev.DiceKnockedOut)] == [("p1:shielded:1",)]
    assert "p1:shielded:1" in g.zone(0, "prep") and m(1) in g.zone(0, "field")
    assert "shielded" in [e.card for e in of_type(events, ev.AbilityTriggered)]  # when KO'd


def test_not_offered_when_nothing_can_be_ko_d_instead() -> None:
    """DM-13.4: with no Sidekick of hers in the field the choice has no option: the KO
    happens at once, nothing is asked."""
    g = with_action(SMITE, SHIELDED)
    g.arrange(0, "used", [m(1)])
    g.give(0, "p1:shielded:1", to="field", face=CHAR)
    events = use(g, "smite", "p1:shielded:1")
    assert [e.dice for e in of_type(events, ev.DiceKnockedOut)] == [("p1:shielded:1",)]


def test_not_offered_when_its_effects_cannot_happen_whole() -> None:
    """A die at its top level cannot be spun up in place of its KO (DM-12.2: a cost that
    cannot be paid is not paid): nothing is asked, the KO happens."""
    g = with_action(SMITE, MENDER)
    g.give(0, "p1:mender:1", to="field", face=1)  # level 2, its top level
    events = use(g, "smite", "p1:mender:1")
    assert [e.dice for e in of_type(events, ev.DiceKnockedOut)] == [("p1:mender:1",)]


def _mender_blocked() -> Game:
    """Her mender attacks and Chris's Sidekick blocks it; combat damage is dealt."""
    g = with_action(SMITE, MENDER, first_player_may_attack_first_turn=True)
    g.give(0, "p1:mender:1", to="field", face=CHAR)
    g.pass_all()
    g.attack("p1:mender:1")
    g.block((c(5), "p1:mender:1"))
    g.pass_all()
    return g


def test_an_attacker_ko_d_in_combat_pays_life_and_spins_up() -> None:
    """Her attacker and Chris's blocker KO each other (DM-9.11): hers waits for her answer;
    yes, she pays 2 life, the die is spun up and its damage cleared; his is KO'd."""
    g = _mender_blocked()
    assert g.pending.kind == "choose_target" and g.pending.options == (ACCEPT, DECLINE)
    assert c(5) in g.zone(1, "prep")  # a KO nobody may replace happens at once
    life = g.life(0)
    g.target(ACCEPT)
    die = g.state.dice["p1:mender:1"]
    assert g.life(0) == life - 2 and die.face == 1 and die.damage == 0
    assert "p1:mender:1" in g.zone(0, "field") | g.zone(0, "attack")


def test_an_attacker_declining_is_ko_d() -> None:
    g = _mender_blocked()
    g.target(DECLINE)
    assert "p1:mender:1" in g.zone(0, "prep")


def test_a_mandatory_replacement_asks_nothing() -> None:
    g = with_action(SMITE, STUBBORN)
    g.give(0, "p1:stubborn:1", to="field", face=CHAR)
    g.hurt(0, 3)  # (room under the life cap, DM-11.3)
    life = g.life(0)
    events = use(g, "smite", "p1:stubborn:1")
    assert not of_type(events, ev.DiceKnockedOut)
    assert g.life(0) == life + 2 and "p1:stubborn:1" in g.zone(0, "field")


def test_a_bot_takes_the_replacement() -> None:
    g = with_action(SMITE, SHIELDED)
    g.give(0, "p1:shielded:1", to="field", face=CHAR)
    use(g, "smite", "p1:shielded:1")
    action = greedy_bot(g.state, 0, random.Random(1))
    assert getattr(action, "target", "") == m(1)


def test_bots_answer_and_the_logs_replay() -> None:
    cards = cards_with(SHIELDED, MENDER)
    options = GameOptions(team_format="demo", starting_life=10)
    teams = ((("shielded", 3), ("mender", 3)), ((JUBILEE, 2),))
    asked = 0
    for n in (7, 11):  # (seeds whose games KO her dice in combat)
        seed = game_seed("ko_offers", n)
        bots = ("greedy", "random") if n % 2 else ("random", "greedy")
        events, final = play(cards, seed, bots, options, teams=teams)
        asked += sum(isinstance(e, ev.EffectStarted) and e.effect == "ko_offered" for e in events)
        assert replay(to_records(events), cards, seed=seed) == final
    assert asked
