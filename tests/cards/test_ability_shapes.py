"""The common shapes of imported ability text are data the engine executes (issue 7, read by
the grammar since issue 16): cards/compiler/ (constructs/ the effects and openings).

Every line here is our own wording in the shapes real card text takes. A card is executed
only when all its lines are read; a line that nearly matches must stay text only (declared
by its controller), since a wrong execution is worse than a declaration."""

from __future__ import annotations

from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command

from cards import services
from cards.catalog import catalog
from cards.compiler import compile_card, declared_abilities
from cards.models import Card
from games.engine import card_execution
from games.engine.abilities.stats import stats
from tests.cards.shapes import NAME, executed, records
from tests.engine.helpers import CHAR, FIST, MADELYNE, Game, die, m

DATA = Path(__file__).parent / "data"


def read(kind: str, line: str, name: str = NAME) -> dict[str, Any]:
    """The records of a one-line card, which must be executed."""
    return executed(kind, [line], name)


def effects(kind: str, line: str) -> list[dict[str, Any]]:
    made = read(kind, line)
    (record,) = made.get("abilities") or made["globals"]
    return list(record["effects"])


@pytest.mark.parametrize(
    ("line", "trigger", "expected"),
    [
        # DM-16 ability damage; DM-13.1 "target" is chosen, DM-13.3 "each" is not
        ("When fielded, deal 2 damage to target opposing character die.", "when_fielded",
         [{"op": "deal_damage", "amount": 2, "target": "target_opposing_die"}]),
        ("When fielded, deal 1 damage to your opponent and each opposing character die.",
         "when_fielded",
         [{"op": "deal_damage", "amount": 1, "target": "opponent"},
          {"op": "deal_damage", "amount": 1, "target": "all_opposing_characters"}]),
        ("When fielded, deal 3 damage to target opponent.", "when_fielded",
         [{"op": "deal_damage", "amount": 3, "target": "opponent"}]),
        # DM-11.3, DM-12.4 life
        ("When fielded, you gain two life.", "when_fielded",
         [{"op": "gain_life", "amount": 2, "target": "you"}]),
        (f"When {NAME} is KO'd, your opponent loses 1 life.", "when_kod",
         [{"op": "lose_life", "amount": 1, "target": "opponent"}]),
        # DM-16.4 KO by an effect, with the usual filters
        ("When fielded, KO target opposing level 1 Sidekick die.", "when_fielded",
         [{"op": "ko", "target": "target_opposing_die",
           "filters": {"level": 1, "sidekick": True}}]),
        ("When fielded, you may KO target (mask) character die.", "when_fielded",
         [{"op": "ko", "target": "target_die", "filters": {"energy_type": "mask"}}]),
        # DM-14.1 applied stat changes: this die ("it", its name) or a chosen one
        (f"When {NAME} attacks, it gets +2A until end of turn.", "when_attacks",
         [{"op": "modify_attack", "amount": 2, "target": "this_die"}]),
        (f"When {NAME} blocks, {NAME} gets +1A and +1D.", "when_blocks",
         [{"op": "modify_stats", "amount": 1, "target": "this_die"}]),
        ("When this character is blocked, it gets +2 attack (until end of turn).",
         "when_blocked", [{"op": "modify_attack", "amount": 2, "target": "this_die"}]),
        # DM-21 spinning
        ("When fielded, spin target character die you control up 2 levels.", "when_fielded",
         [{"op": "spin_up", "amount": 2, "target": "target_your_die"}]),
        # Prep (glossary: from the bag), DM-20.3 draws, DM-8.12 fielding a Sidekick
        ("When fielded, prep a die from your bag.", "when_fielded",
         [{"op": "prep", "amount": 1, "zone": "bag"}]),
        ("When fielded, draw two dice from your bag and place them in your Prep Area.",
         "when_fielded", [{"op": "prep", "amount": 2, "zone": "bag"}]),
        ("When fielded, draw and roll a die.", "when_fielded", [{"op": "draw", "amount": 1}]),
        ("When fielded, field a Sidekick die from your Used Pile.", "when_fielded",
         [{"op": "field_die", "target": "choose_your_die",
           "filters": {"zone": "used", "sidekick": True}}]),
        # DM-14.2 persistent effects; "it" is the die chosen before
        ("When fielded, deal 1 damage to one target character die. It can't block this turn.",
         "when_fielded",
         [{"op": "deal_damage", "amount": 1, "target": "target_die"},
          {"op": "cant_block", "target": "target_die"}]),
        ("When fielded, target opposing character die must attack this turn (if able).",
         "when_fielded", [{"op": "must_attack", "target": "target_opposing_die"}]),
        # its own die deals the damage; other word orders and words of the same things
        (f"When fielded, {NAME} deals 1 damage to your opponent and each opposing Sidekick.",
         "when_fielded",
         [{"op": "deal_damage", "amount": 1, "target": "opponent"},
          {"op": "deal_damage", "amount": 1, "target": "all_opposing_characters",
           "filters": {"sidekick": True}}]),
        ("When fielded, deal target opposing (sidekick) 2 damage.", "when_fielded",
         [{"op": "deal_damage", "amount": 2, "target": "target_opposing_die",
           "filters": {"sidekick": True}}]),
        ("When fielded, roll two dice from your bag.", "when_fielded",
         [{"op": "draw", "amount": 2}]),
        ("When fielded, target level 2 Superstar die can't be blocked.", "when_fielded",
         [{"op": "cant_be_blocked", "target": "target_die", "filters": {"level": 2}}]),
        # "he"/"she" in its own ability is its own die; DM-15.6 one ability, two triggers
        (f"When {NAME} is blocked, she deals 1 damage to your opponent.", "when_blocked",
         [{"op": "deal_damage", "amount": 1, "target": "opponent"}]),
        (f"When {NAME} blocks or is blocked, he gets +2 attack.", "when_blocks",
         [{"op": "modify_attack", "amount": 2, "target": "this_die"}]),
        # DM-18.1 a trigger while this card is active; DM-14.3 a static ability
        (f"While {NAME} is active, when you use an action die, gain 1 life.",
         "when_you_use_an_action_die", [{"op": "gain_life", "amount": 1, "target": "you"}]),
        (f"While {NAME} is active, opposing (bolt) character dice get -1A.", "static",
         [{"op": "modify_attack", "amount": -1, "target": "all_opposing_characters",
           "filters": {"energy_type": "bolt"}}]),
        # DM-5.2: "your turn" is its controller's own turn, "each turn" everyone's
        ("At the start of your turn, gain 1 life.", "start_of_your_turn",
         [{"op": "gain_life", "amount": 1, "target": "you"}]),
        (f"At the beginning of your turn, if {NAME} is active, deal 1 damage to your "
         "opponent.", "start_of_your_turn",
         [{"op": "deal_damage", "amount": 1, "target": "opponent"}]),
        ("At the end of your turn, prep a die.", "end_of_your_turn",
         [{"op": "prep", "amount": 1, "zone": "bag"}]),
        ("At the start of each turn, each opposing character die gets -1A.", "start_of_turn",
         [{"op": "modify_attack", "amount": -1, "target": "all_opposing_characters"}]),
        ("At the end of each player's turn, you gain 1 life.", "end_of_turn",
         [{"op": "gain_life", "amount": 1, "target": "you"}]),
    ],
)  # fmt: skip
def test_character_lines_of_the_common_shapes_are_engine_data(
    line: str, trigger: str, expected: list[dict[str, Any]]
) -> None:
    (record,) = read("character", line)["abilities"]
    assert record["trigger"] == trigger
    assert record["text"] == line
    assert record["effects"] == expected


def test_a_static_holds_while_this_card_is_active() -> None:
    line = f"While {NAME} is active, your Sidekick dice get +1A and +1D."
    (record,) = read("character", line)["abilities"]
    assert record["while_active"] == "self"
    assert record["effects"] == [
        {"op": "modify_stats", "amount": 1, "target": "all_your_characters",
         "filters": {"sidekick": True}}
    ]  # fmt: skip


def test_a_keywords_line_is_its_ability_without_its_reminder() -> None:
    line = (
        "Energize - Deal 1 damage to target character die. (Whenever you roll this die on its"
        " double energy face, use its Energize effect.)"
    )
    made = compile_card("character", [line], NAME, ["energize"])
    card = {"id": "x", "kind": "character", "name": NAME, "text": [line], "keywords": ["energize"]}
    assert card_execution({**card, **made}).executed
    assert made["abilities"] == [
        {"trigger": "energize", "text": line,
         "effects": [{"op": "deal_damage", "amount": 1, "target": "target_die"}]}
    ]  # fmt: skip


def test_blocks_or_is_blocked_is_one_ability_with_both_triggers() -> None:
    (record,) = read("character", f"When {NAME} blocks or is blocked, he gets +2A.")["abilities"]
    assert (record["trigger"], record["also"]) == ("when_blocks", ["when_blocked"])


def test_you_may_makes_the_target_choice_optional() -> None:
    (record,) = read("character", "When fielded, you may KO target level 1 character die.")[
        "abilities"
    ]
    assert record["optional"] is True


@pytest.mark.parametrize(
    ("line", "record"),
    [
        # DM-8.16 to DM-8.19: the cost (one symbol of each type named), the limits
        ("Global: Pay (bolt). Target character die gets +2A until end of turn.",
         {"cost": 1, "energy_types": ["bolt"],
          "effects": [{"op": "modify_attack", "amount": 2, "target": "target_die"}]}),
        ("Global: Pay (1). Once per turn, spin target character die down 1 level.",
         {"cost": 1, "once_per_turn": True,
          "effects": [{"op": "spin_down", "amount": 1, "target": "target_die"}]}),
        ("Global: Pay (bolt)(shield). Once per turn, during your turn, prep a die.",
         {"cost": 2, "energy_types": ["bolt", "shield"], "once_per_turn": True,
          "only_your_turn": True, "effects": [{"op": "prep", "amount": 1, "zone": "bag"}]}),
        ("Global: Pay (mask) to deal 1 damage to target opposing character die.",
         {"cost": 1, "energy_types": ["mask"],
          "effects": [{"op": "deal_damage", "amount": 1, "target": "target_opposing_die"}]}),
        ("Global: Pay 2. Deal 1 damage to target opposing character die.",
         {"cost": 2,
          "effects": [{"op": "deal_damage", "amount": 1, "target": "target_opposing_die"}]}),
    ],
)  # fmt: skip
def test_globals_of_the_common_shapes_are_engine_data(line: str, record: dict[str, Any]) -> None:
    (made,) = read("character", line)["globals"]
    assert made == {**record, "text": line}


def test_action_text_and_its_bursts_are_engine_data() -> None:
    """DM-17.2: "(burst)" matches one burst, "(burst)(burst)" two, "a/b" both; DM-17.3:
    burst text adds to the text or, with "instead", replaces it."""
    lines = [
        "Target character die you control gets +2A.",
        "(burst) Also, it gets +2D.",
        "(burst)(burst) Instead, it gets +4A.",
        "(burst)/(burst)(burst) You gain 1 life.",
    ]
    made = compile_card("action", lines, "Brisk Tonic")
    assert card_execution({"id": "x", "kind": "action", "name": "n", "text": lines, **made})
    base, also, instead, both = made["abilities"]
    assert base == {
        "trigger": "action", "text": lines[0],
        "effects": [{"op": "modify_attack", "amount": 2, "target": "target_your_die"}],
    }  # fmt: skip
    # "it" is the die the text chose: on one-burst faces the text and the burst are one
    # ability (one target), replacing the text there
    assert also["bursts"] == [1] and also["burst_mode"] == "replace"
    assert [e["op"] for e in also["effects"]] == ["modify_attack", "modify_defense"]
    assert {e["target"] for e in also["effects"]} == {"target_your_die"}
    assert instead["bursts"] == [2] and instead["burst_mode"] == "replace"
    assert instead["effects"] == [{"op": "modify_attack", "amount": 4, "target": "target_your_die"}]
    # its own effect: added to the text on both kinds of burst faces
    assert both["bursts"] == [1, 2] and "burst_mode" not in both
    assert both["effects"] == [{"op": "gain_life", "amount": 1, "target": "you"}]


def test_instead_deal_more_damage_keeps_the_texts_target() -> None:
    lines = [
        "Deal 1 damage to target opposing character die.",
        "(burst)(burst) Instead, deal 3 damage.",
    ]
    made = compile_card("basic_action", lines, "Ember Lash")
    assert made["abilities"][1]["effects"] == [
        {"op": "deal_damage", "amount": 3, "target": "target_opposing_die"}
    ]


@pytest.mark.parametrize(
    ("kind", "lines"),
    [
        # a condition, "up to", "non-", another card's name (two "target" phrases are two
        # choices now: tests/cards/compiler/test_several_choices.py)
        ("character", ["When fielded, if Quill Harrow is active, gain 1 life."]),
        ("character", ["When fielded, KO up to two target character die."]),
        ("character", ["When fielded, deal 2 damage to target non-(wild) character die."]),
        ("character", ["When Other Fellow attacks, it gets +2A."]),
        ("character", ["When fielded, deal damage equal to its printed A to target character "
                       "die."]),  # "printed": no count says it
        ("character", ["When fielded, deal 2 damage to target character die or ally."]),
        # a choice of energy types in a cost (two of one type are read now: DM-8.17,
        # tests/cards/compiler/test_two_of_a_type.py)
        ("character", ["Global: Pay (fist) or (bolt). Target character die gets +1A."]),
        # an effect cost no Global says (life, damage and a Sidekick KO'd are read)
        ("character", ["Global: Pay (fist) and spin a die. Prep a die."]),
        # chance before another effect (a Global's later "you may" is read now: its own yes
        # or no, tests/cards/compiler/test_you_may_part_way.py)
        ("character", ["When fielded, draw and roll a die. Gain 1 life."]),
        # one line of the card read, the other not: the whole card stays text only
        ("character", ["When fielded, gain 1 life.", "When fielded, gain life for each friend."]),
        # ("then, flip this card" is read now: tests/cards/compiler/test_flip_self.py)
        ("action", ["Deal 1 damage to target character die.", "(burst) Flip target card you own."]),
        # "that die" in a trigger with nothing chosen before: which die is unclear
        ("character", ["When Quill Harrow is blocked, spin that character die up 1 level."]),
        # another card's condition; a static that does more than change A and D
        ("character", ["While Other Fellow is active, your character dice get +1A."]),
        ("character", ["While Quill Harrow is active, gain 1 life."]),
        ("character", ["While Quill Harrow is active, your character dice get +1A this turn."]),
        # an icon that is neither an energy type nor an affiliation of the file
        ("character", ["When fielded, KO target (tinkers) character die."]),
        ("action", ["Target non-Sidekick (sidekick) die gets +1A."]),
        # a Global speaking of "this die" (a Global is no die's)
        ("character", ["Global: Pay (fist). Quill Harrow gets +1A."]),
        # a turn's start names no die of this card; the opponent's turn is no trigger we have;
        # another card's condition
        ("character", ["At the start of your turn, spin this character up 1 level."]),
        ("character", ["At the start of your turn, Quill Harrow gets +1A."]),
        ("character", ["At the start of your opponent's turn, gain 1 life."]),
        ("character", ["At the start of your turn, if Other Fellow is active, gain 1 life."]),
        ("action", ["At the start of your turn, gain 1 life."]),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only_exactly_as_before(kind: str, lines: list[str]) -> None:
    made = compile_card(kind, lines, NAME)
    assert records(made) == declared_abilities(kind, lines)
    assert made["unread"]  # why each blocking line stays text
    card = {"id": "x", "kind": kind, "name": NAME, "text": lines, **made}
    assert not card_execution(card).executed


def test_non_sidekick_and_affiliation_icons_are_filters() -> None:
    """ "non-Sidekick": the `sidekick` filter's other side; "(icon)" of an affiliation the
    importer knows: the `affiliation` filter (DM-13.2, the engine's filters)."""
    assert effects("action", "Target non-Sidekick character die gets +3A.") == [
        {"op": "modify_attack", "amount": 3, "target": "target_die", "filters": {"sidekick": False}}
    ]
    line = "When fielded, KO each opposing (tnk) character die."
    made = compile_card("character", [line], NAME, affiliations={"tnk": "tinkers"})
    assert made["abilities"][0]["effects"] == [
        {"op": "ko", "target": "all_opposing_characters", "filters": {"affiliation": "tinkers"}}
    ]
    assert "effects" not in compile_card("character", [line], NAME)["abilities"][0]


def test_a_card_with_a_keyword_and_a_shape_is_executed() -> None:
    lines = ["Overcrush (leftover damage goes to the opponent).", "When fielded, gain 1 life."]
    made = compile_card("character", lines, NAME, ["overcrush"])
    card = {"id": "x", "kind": "character", "name": NAME, "text": lines, "keywords": ["overcrush"]}
    assert card_execution({**card, **made}).executed
    assert made["abilities"][0]["effects"] == [{"op": "gain_life", "amount": 1, "target": "you"}]


# --- end to end: the importer, the catalog, an engine game ---------------------------------------


@pytest.mark.django_db
def test_an_imported_card_of_a_common_shape_is_executed_and_its_ability_runs() -> None:
    out = StringIO()
    call_command("import_teambuilder", str(DATA / "teambuilder_shapes.php"), "--quiet", stdout=out)
    # Glimmer Vex, Brindle Hound, Mirth Kettle, Hearth Warden, Pocket Flare: read;
    # Fogbound Clerk: not
    assert out.getvalue().splitlines()[0] == (
        "6 cards read, 6 with faces, 5 whose abilities the engine executes, the rest text only (1)"
    )
    vex = Card.objects.get(code="1tbz")
    assert vex.executed and not Card.objects.get(code="4tbz").executed
    _, defs = services.game_definitions([vex.engine_id])
    cards = {**catalog(), **defs}

    # DM-18.1, DM-18.3: when fielded, the engine asks for the target, then deals the damage
    g = Game(teams=(((vex.engine_id, 1),), ((MADELYNE, 1),)), cards=cards)
    g.start()
    mine, theirs = die(0, vex.engine_id, 1), die(1, MADELYNE, 1)
    g.give(0, mine)
    g.give(1, theirs, to="field", face=CHAR)
    g.begin({mine: CHAR, m(1): FIST, m(2): CHAR, m(3): CHAR}, oop=m(4))
    g.field(mine)
    assert g.pending.kind == "choose_target"
    assert theirs in g.pending.options and mine not in g.pending.options  # opposing only
    g.target(theirs)
    assert theirs in g.zone(1, "prep")  # 2 damage on a 1/2 die: KO'd (DM-9.11, DM-16.1)
    assert not any(getattr(e, "declared", False) for e in g.events)


@pytest.mark.django_db
def test_an_imported_static_holds_in_an_engine_game() -> None:
    """DM-14.3, DM-18.1: "While <it> is active, your Sidekick dice get +1D" changes the D of
    its controller's Sidekick character dice while one of its dice is in the Field Zone."""
    call_command(
        "import_teambuilder", str(DATA / "teambuilder_shapes.php"), "--quiet", stdout=StringIO()
    )
    warden = Card.objects.get(code="5tbz")
    assert warden.executed
    _, defs = services.game_definitions([warden.engine_id])
    g = Game(teams=(((warden.engine_id, 1),), ((MADELYNE, 1),)), cards={**catalog(), **defs})
    g.start()
    mine, theirs = die(0, warden.engine_id, 1), "p2:sidekick:5"
    g.give(0, mine)
    g.arrange(0, "field", [m(5)], face=CHAR)
    g.arrange(1, "field", [theirs], face=CHAR)
    before = stats(g.state, g.state.dice[m(5)])
    other = stats(g.state, g.state.dice[theirs])
    g.arrange(0, "field", [mine], face=CHAR)
    assert stats(g.state, g.state.dice[m(5)]) == (before[0], before[1] + 1)
    assert stats(g.state, g.state.dice[theirs]) == other  # not the opponent's
    g.arrange(0, "prep", [mine])
    assert stats(g.state, g.state.dice[m(5)]) == before  # no longer active
