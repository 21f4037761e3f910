"""More words for occasions the engine names (constructs/occasion_words.py, fielded_or_kod
.py): "When <self> attacks or blocks," (DM-15.6), "When assigned to block," (DM-9.3), "When
you are attacked," (DM-8.25), "The first time <self> is damaged each turn," (DM-15.5),
"When a <die> is fielded or KO'd,". Cards and wording are our own."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine import events as ev
from tests.cards.compiler.helpers import NAME, ability, compiled, said, why
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import ACTION0, bac, of_type
from tests.engine.keywords.common import character, face_off

GAIN = {"op": "gain_life", "amount": 1, "target": "you"}


@pytest.mark.parametrize(
    ("opening", "trigger", "also"),
    [
        (f"When {NAME} attacks or blocks,", "when_attacks", ["when_blocks"]),
        (f"Whenever {NAME} blocks or attacks,", "when_attacks", ["when_blocks"]),
        ("When assigned to block,", "when_blocks", None),
        (f"When {NAME} is assigned to block,", "when_blocks", None),
        ("When you are attacked,", "start_of_opponents_attack_step", None),
    ],
)  # fmt: skip
def test_the_words_name_the_engine_s_occasions(opening: str, trigger: str, also: list) -> None:
    record = ability(f"{opening} gain 1 life.")
    assert (record["trigger"], record.get("also"), record["effects"]) == (trigger, also, [GAIN])


@pytest.mark.parametrize(
    ("line", "trigger"),
    [
        (f"The first time {NAME} is damaged each turn, gain 1 life.", "when_damaged"),
        (f"The first time each turn a {NAME} attacks, gain 1 life.", "when_attacks"),
        (f"The first time {NAME} is KO'd each turn, gain 1 life.", "when_kod"),
    ],
)  # fmt: skip
def test_the_first_time_of_its_own_deed_is_once_per_turn(line: str, trigger: str) -> None:
    record = ability(line)
    assert (record["trigger"], record["first_time_each_turn"]) == (trigger, True)
    assert said(line).startswith(said(line).split(",")[0] + ", the first time each turn")


def test_fielded_or_kod_is_four_deeds_of_either_player() -> None:
    record = ability("When a (grv) character die is fielded or KO'd, gain 1 life.")
    assert record["trigger"] == "when_you_field"
    assert record["also"] == ["when_your_die_is_kod", "when_opponent_fields",
                              "when_opposing_die_is_kod"]  # fmt: skip
    assert record["trigger_filters"] == {"affiliation": "grovekin"}


def test_fielded_or_kod_of_one_side() -> None:
    record = ability("When one of your character dice is fielded or KO'd, gain 1 life.")
    assert (record["trigger"], record["also"]) == ("when_you_field", ["when_your_die_is_kod"])


@pytest.mark.parametrize(
    "line",
    [
        f"When {NAME} attacks and blocks, gain 1 life.",  # no such occasion
        f"The first time {NAME} is damaged, gain 1 life.",  # once per what?
        f"The first time each turn {NAME} is damaged each turn, gain 1 life.",  # said twice
        f"The first time each game {NAME} is damaged, gain 1 life.",
        "When you are attacked by a Sidekick, gain 1 life.",  # which attacker: not said
        "When your characters is fielded or KO'd, gain 1 life.",
        "When a character die is fielded and KO'd, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def _card(card_id: str, line: str) -> dict:
    return character(card_id, 1, 5, **compiled("character", [line]))


def _fired(events: list, card: str) -> list:
    return [e for e in of_type(events, ev.AbilityTriggered) if e.card == card]


def test_attacks_or_blocks_fires_on_either() -> None:
    """DM-15.6: one ability, two triggers: Michele's die of it attacking, Chris's blocking."""
    line = f"When {NAME} attacks or blocks, gain 1 life."
    g = face_off([_card("brawl", line)], [character("wall", 1, 1)])
    assert _fired(g.attack("p1:brawl:1"), "brawl")
    g = face_off([character("raider", 1, 1)], [_card("brawl", line)])
    g.attack("p1:raider:1")
    assert _fired(g.block(("p2:brawl:1", "p1:raider:1")), "brawl")


def test_you_are_attacked_is_the_opponent_s_attack() -> None:
    """DM-8.25: Chris's card hears Michele's attackers declared; near miss: not its own."""
    line = "When you are attacked, gain 1 life."
    g = face_off([character("raider", 1, 1)], [_card("watch", line)])
    assert _fired(g.attack("p1:raider:1"), "watch")
    g = face_off([_card("watch", line)], [])
    assert not _fired(g.attack("p1:watch:1"), "watch")


HURT = action_card(
    "hurt",
    {"text": "Deal 1 damage to each of your character dice.",
     "effects": [effect("deal_damage", "all_your_characters", amount=1)]},
)  # fmt: skip


def test_the_first_time_damaged_fires_once_a_turn() -> None:
    """DM-15.5: damaged twice in one turn, it triggers the first time only."""
    line = f"The first time {NAME} is damaged each turn, gain 1 life."
    g = with_action(HURT, _card("tough", line))
    g.give(0, "p1:tough:1", to="field", face=0)
    g.give(0, bac("hurt", 2), to="reserve", face=ACTION0)
    first = use(g, "hurt")
    assert len(_fired(first, "tough")) == 1
    events = g.do(A.UseActionDie(player=0, die=bac("hurt", 2)))
    assert not _fired(events, "tough")


def test_fielded_or_kod_fires_on_the_fielding_and_on_the_ko() -> None:
    """The fielding of a Sidekick (any affiliation: none asked) and its KO each trigger it."""
    line = "When a character die is fielded or KO'd, gain 1 life."
    g = with_action(HURT, _card("shaw", line), chris_field=0)
    g.give(0, "p1:shaw:1", to="field", face=0)
    g.give(0, "p1:sidekick:2", to="reserve", face=0)
    assert _fired(g.field("p1:sidekick:2"), "shaw")
    assert _fired(use(g, "hurt"), "shaw")  # the Sidekicks' KO (defense 1)


ATTACKING = {"kind": "this_die", "filters": {"zone": "attack", "blocker": False}}


@pytest.mark.parametrize(
    ("line", "trigger", "filters"),
    [
        (f"When {NAME} damages a character die, gain 1 life.", "when_damages_die", None),
        (f"Whenever {NAME} damages a Villain, gain 1 life.", "when_damages_die",
         {"affiliation": "villain"}),
        (f"When {NAME} damages an adventurer character die, gain 1 life.", "when_damages_die",
         {"keyword": "experience"}),
        (f"When {NAME} damages a (grv) character die, gain 1 life.", "when_damages_die",
         {"affiliation": "grovekin"}),
    ],
)  # fmt: skip
def test_damages_a_die_filters_the_dice_it_hit(line: str, trigger: str, filters: dict) -> None:
    record = ability(line)
    assert (record["trigger"], record.get("trigger_filters")) == (trigger, filters)


def test_an_attacking_die_s_first_time() -> None:
    record = ability(f"The first time each turn an attacking {NAME} damages a character, "
                     "gain 1 life.")  # fmt: skip
    assert record["trigger"] == "when_damages_die" and record["first_time_each_turn"]
    assert record["condition"] == ATTACKING
    record = ability(f"The first time each turn an attacking {NAME} knocks out an adventurer, "
                     "gain 1 life.")  # fmt: skip
    assert (record["trigger"], record["trigger_filters"]) == ("when_kos", {"keyword": "experience"})


def test_damaged_and_not_kod_of_any_die() -> None:
    record = ability("When a character die is damaged and not KO'd, gain 1 life.")
    assert record["trigger"] == "when_your_die_damaged_survives"
    assert record["also"] == ["when_opposing_die_damaged_survives"]


@pytest.mark.parametrize(
    "line",
    [
        f"When {NAME} damages one of your character dice, gain 1 life.",  # whose: no filter
        f"When {NAME} damages villains, gain 1 life.",
        f"The first time each turn an attacking {NAME} attacks, gain 1 life.",
        "When your characters are damaged and not KO'd, gain 1 life.",
    ],
)
def test_more_near_misses(line: str) -> None:
    assert why("character", line)


ZAP_ONE = action_card(
    "zapone",
    {"text": "Deal 1 damage to target character die.",
     "effects": [effect("deal_damage", "target_die", amount=1)]},
)  # fmt: skip


def test_damages_a_die_fires_on_combat_damage_to_a_blocker_not_on_a_player() -> None:
    """DM-9.7: an attacker blocked deals its damage to the blocker (it triggers); near miss:
    unblocked, its damage is the defending player's (DM-9.8), no die's."""
    line = f"When {NAME} damages a character die, gain 1 life."
    g = face_off([_card("biter", line)], [character("wall", 1, 4)])
    g.attack("p1:biter:1")
    g.block(("p2:wall:1", "p1:biter:1"))
    assert _fired(g.pass_all(), "biter")
    g = face_off([_card("biter", line)], [])
    g.attack("p1:biter:1")
    assert not _fired(g.pass_all(), "biter")


def test_a_die_damaged_and_not_kod_triggers_while_the_card_is_active() -> None:
    """A die of the card with 1 damage on defense 5 survives it (the card hears its own die's
    damage too: "a character die"); near miss: Chris's Sidekick (defense 1) is KO'd."""
    line = "When a character die is damaged and not KO'd, gain 1 life."
    g = with_action(ZAP_ONE, _card("shaw", line))
    g.give(0, "p1:shaw:1", to="field", face=0)
    assert _fired(use(g, "zapone", "p1:shaw:1"), "shaw")  # 1 damage, defense 5
    g = with_action(ZAP_ONE, _card("shaw", line))
    g.give(0, "p1:shaw:1", to="field", face=0)
    assert not _fired(use(g, "zapone", "p2:sidekick:5"), "shaw")  # defense 1: KO'd
