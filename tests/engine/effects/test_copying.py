"""Copying (DM-23.3): "copy the abilities" and "copy the die" ("copy the stats":
test_dice_effects.py)."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.stats import stats
from games.engine.abilities.targets import targets_for
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.keywords.common import character

NOOP = action_card("noop", {"text": "Gain 1 life.", "effects": [effect("gain_life", "you",
                                                                        amount=1)]})  # fmt: skip
STRIKER = character(
    "striker", 5, 6, affiliations=["Giants"],
    abilities=[{"trigger": "when_attacks", "text": "When this die attacks, it gets +2A.",
                "effects": [effect("modify_attack", "this_die", amount=2)]}],
)  # fmt: skip


def _copier(op: str) -> dict:  # type: ignore[type-arg]
    return character(
        "mimic", 1, 1,
        abilities=[
            {"trigger": "when_fielded", "text": f"When fielded, {op} target character die.",
             "effects": [effect(op, "target_die")]},
            {"trigger": "when_attacks", "text": "When this die attacks, you gain 1 life.",
             "effects": [effect("gain_life", "you", amount=1)]},
        ],
    )  # fmt: skip


def _copied(op: str):  # type: ignore[no-untyped-def]
    """Michele's first turn (she may attack): her Striker in the Field Zone, her Mimic
    fielded copying it; then she attacks with the Mimic alone."""
    g = with_action(NOOP, _copier(op), STRIKER, first_player_may_attack_first_turn=True)
    g.give(0, "p1:striker:1", to="field", face=0)
    g.give(0, "p1:mimic:1", to="reserve", face=0)
    g.field("p1:mimic:1")
    started = g.target("p1:striker:1")
    return g, started


def test_copy_the_abilities_adds_the_copied_text_with_this_die_for_its_self_references() -> None:
    """DM-23.3: "your copying die's card would add the copied die's card text to its own ...
    any references the original card text makes to itself would substitute the copying
    die's name": Striker's "this die gets +2A" goes to the Mimic, whose own text stays."""
    g, started = _copied("copy_abilities")
    assert ev.EffectStarted("copy_abilities", "p1:mimic:1", "striker", 0, "end_of_turn") in started
    assert stats(g.state, g.state.dice["p1:mimic:1"]) == (1, 1)  # the stats are its own
    g.hurt(0, 2)
    g.pass_all()
    events = g.attack("p1:mimic:1")
    assert g.pending.kind == "order_triggers"  # both are hers (DM-15.2)
    events += g.do(A.ChooseTrigger(player=0, index=0))
    fired = {(e.card, e.source_die) for e in events if isinstance(e, ev.AbilityTriggered)}
    assert fired == {("striker", "p1:mimic:1"), ("mimic", "p1:mimic:1")}
    assert stats(g.state, g.state.dice["p1:mimic:1"]) == (3, 1)
    assert stats(g.state, g.state.dice["p1:striker:1"]) == (5, 6)
    assert g.life(0) == 10 - 2 + 1


def test_copy_the_die_takes_the_stats_names_and_abilities_instead_of_its_own() -> None:
    """DM-23.3: "your die becomes a copy of the selected other die for all intents and
    purposes (the copy has all of the names, subtitles, affiliations, abilities, and printed
    stats per level of the original in place of its own)"."""
    g, started = _copied("copy_die")
    assert ev.EffectStarted("copy_die", "p1:mimic:1", "striker", 0, "end_of_turn") in started
    assert stats(g.state, g.state.dice["p1:mimic:1"]) == (5, 6)
    named = targets_for(g.state, "all_your_characters", 0, (("name", "striker"),))
    assert "p1:mimic:1" in named
    giants = targets_for(g.state, "all_your_characters", 0, (("affiliation", "Giants"),))
    assert "p1:mimic:1" in giants
    g.hurt(0, 2)
    g.pass_all()
    events = g.attack("p1:mimic:1")
    fired = {(e.card, e.source_die) for e in events if isinstance(e, ev.AbilityTriggered)}
    assert fired == {("striker", "p1:mimic:1")}  # not its own "gain 1 life"
    assert stats(g.state, g.state.dice["p1:mimic:1"]) == (7, 6)
    assert g.life(0) == 10 - 2


def test_a_copy_ends_in_cleanup() -> None:
    """Until end of turn unless the card says longer (docs/rulings.md): Cleanup ends it."""
    g, _ = _copied("copy_die")
    g.pass_all()
    g.attack()
    assert not [x for x in g.state.lasting if x.effect == "copy_die"]


def test_a_die_that_copies_a_zero_defense_level_is_kod() -> None:
    """DM-23.3 ("the printed stats per level of the original in place of its own") with
    DM-16.1: a die with a D of 0 is KO'd. The Mimic, at level 2, copies a Frail whose level 2
    has D 0: undamaged and with no modifier, it is still KO'd once the copy starts."""
    frail = character("frail", 3, 2)
    for face, defense in ((1, 0), (2, 0)):
        frail["faces"][face]["defense"] = defense
    g = with_action(NOOP, _copier("copy_die"), frail, first_player_may_attack_first_turn=True)
    g.give(0, "p1:frail:1", to="field", face=0)
    g.give(0, "p1:mimic:1", to="reserve", face=1)
    g.field("p1:mimic:1")
    events = g.target("p1:frail:1")
    assert ev.EffectStarted("copy_die", "p1:mimic:1", "frail", 0, "end_of_turn") in events
    assert g.state.dice["p1:mimic:1"].zone.value != "field"
    assert any(isinstance(e, ev.DiceKnockedOut) and "p1:mimic:1" in e.dice for e in events)
