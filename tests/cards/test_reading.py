"""The engine's reading of a card in plain words (games/reading, issue 16 item 2): every name
the engine's vocabulary knows has words (a new trigger, effect, target kind, filter, duration,
count or keyword fails here until it gets its entry), unknown names say so plainly, and the
cards we ship read without a gap. Cards here are our own wording."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from cards.compiler import compile_card
from games.engine.abilities.counts import COUNTS
from games.engine.abilities.effects import EFFECTS
from games.engine.abilities.occasions import SPECIAL_TRIGGERS, TRIGGERS
from games.engine.abilities.targets import FILTERS, TARGETS
from games.engine.keywords import GLOSSARY, KEYWORDS
from games.engine.loading import DURATIONS, card_from_dict
from games.engine.model.cards import Ability, Condition, EffectSpec, GlobalAbility
from games.reading import ability_words, effect_words, global_words, read_card, read_data
from games.reading import counts as words_counts
from games.reading import durations as words_durations
from games.reading import effects as words_effects
from games.reading import targets as words_targets
from games.reading import triggers as words_triggers
from games.reading.reasons import category_words, reason, reasons, unread_of
from tests.engine.helpers import make_card

ROOT = Path(__file__).resolve().parents[2]
GAP = "(not rendered"


def _keyword_triggers() -> set[str]:
    return {t for k in KEYWORDS.values() for t in k.triggers}


def _keyword_effects() -> set[str]:
    return {e for k in KEYWORDS.values() for e in k.effects}


@pytest.mark.parametrize(
    ("part", "names", "words"),
    [
        ("trigger", set(TRIGGERS) | set(SPECIAL_TRIGGERS), words_triggers.TRIGGERS),
        ("keyword trigger", _keyword_triggers(), words_triggers.TRIGGERS),
        ("effect", set(EFFECTS), words_effects.EFFECTS),
        ("keyword effect", _keyword_effects(), words_effects.EFFECTS),
        ("target kind", set(TARGETS), words_targets.TARGETS),
        ("filter", set(FILTERS), words_targets.FILTERS),
        ("duration", set(DURATIONS), words_durations.DURATIONS),
        ("count", set(COUNTS), words_counts.COUNTS),
    ],
)
def test_every_name_of_the_vocabulary_has_words(part: str, names: set[str], words: dict) -> None:
    """A name the engine runs but the reading cannot say would hide what a card does."""
    assert names, part
    missing = sorted(names - set(words))
    assert not missing, f"{part}s without words in games/reading: {missing}"
    stale = sorted(set(words) - names) if part in {"effect", "target kind", "filter"} else []
    assert not [s for s in stale if s not in _keyword_effects()], f"words for no {part}: {stale}"


def test_every_keyword_reads_by_its_label() -> None:
    for name, entry in GLOSSARY.items():
        card = card_from_dict(
            {
                "id": "k",
                "name": "K",
                "kind": "character",
                "faces": [{"kind": "energy", "symbols": ["generic"]}] * 6,
                "keywords": [f"{name}:2" if entry.takes_value else name],
            }
        )
        use, words = card.keywords[0], read_card(card)[0].reading
        assert words.startswith(entry.label), (name, words)
        assert ("not run by the engine" in words) is (use.rules is None)


@pytest.mark.parametrize("op", sorted(set(EFFECTS) | _keyword_effects()))
def test_every_effect_reads_as_a_phrase(op: str) -> None:
    """Each effect, on a target of its usual kind, says something and never a gap."""
    words = effect_words(EffectSpec(op=op, amount=2, target="target_opposing_die"))
    assert words and GAP not in words and "{" not in words, (op, words)


def test_a_when_fielded_ability_reads_as_a_sentence() -> None:
    """DM-18.2: a "when fielded" ability; the words follow the card data exactly."""
    spec = EffectSpec(op="deal_damage", amount=2, target="target_opposing_die",
                      filters=(("face", "character"),))  # fmt: skip
    ability = Ability(trigger="when_fielded", effects=(spec,))
    assert ability_words(ability) == (
        "When fielded: deal 2 damage to target opposing character die."
    )


def test_a_when_fielded_pick_from_the_used_pile_says_the_payment_is_not_picked() -> None:
    """001:L345-348: a when-fielded effect never selects a die that paid to field its die (the
    engine enforces it: abilities/targets.py); the reading says so where it takes Used Pile
    dice, and only there (a when-attacks ability picks any)."""
    used = (("zone", "used"),)
    spec = EffectSpec(op="move_die", target="choose_your_die", zone="prep", filters=used)
    fielded = ability_words(Ability(trigger="when_fielded", effects=(spec,)))
    assert fielded.endswith("(not the dice that paid to field this die)")
    attacks = ability_words(Ability(trigger="when_attacks", effects=(spec,)))
    assert "paid to field" not in attacks
    field_zone = replace(spec, filters=())
    assert "paid" not in ability_words(Ability(trigger="when_fielded", effects=(field_zone,)))


def test_the_shield_affiliation_is_not_the_shield_energy() -> None:
    """The file's affiliation slug "shield" is S.H.I.E.L.D.; the energy type keeps its name."""
    team = EffectSpec(op="modify_attack", amount=1, target="all_your_characters",
                      filters=(("affiliation", "shield"),))  # fmt: skip
    assert "S.H.I.E.L.D. character dice" in effect_words(team)
    energy = replace(team, filters=(("energy_type", "shield"),))
    assert "S.H.I.E.L.D." not in effect_words(energy) and "Shield" in effect_words(energy)


def test_one_card_chosen_for_two_bans_is_said_once() -> None:
    """One choice answers both effects (the engine asks it once): the second names "that
    card", not a second card of your choice."""
    bans = tuple(EffectSpec(op=op, target="choose_opposing_card", duration="while_active")
                 for op in ("cant_purchase", "cant_field"))  # fmt: skip
    words = ability_words(Ability(trigger="when_fielded", effects=bans))
    assert words.count("of your choice") == 1 and "field dice of that card" in words


def test_filters_counts_durations_and_options_are_said() -> None:
    """DM-13 filters, DM-18.5 "for each", DM-14.2 durations, "you may" and DM-15.5."""
    spec = EffectSpec(op="modify_attack", amount=1, target="all_your_characters",
                      filters=(("affiliation", "villain"), ("level", 2)),
                      per="dice_in_your_used_pile", duration="next_turn")  # fmt: skip
    ability = Ability(trigger="when_attacks", effects=(spec,), optional=True,
                      first_time_each_turn=True)  # fmt: skip
    assert ability_words(ability) == (
        "When this die attacks, the first time each turn: optionally, each of your Villain level 2 "
        "character dice gets +1A for each die in your Used Pile until the start of your next "
        "turn."
    )


def test_a_die_off_the_table_is_any_die_unless_its_kind_is_said() -> None:
    """In a bag, Prep Area or Used Pile a die shows no face, and "target die" there is any
    die (DM-13.1); a die_kind filter narrows it, as in the Field Zone the target's noun does."""
    move = EffectSpec(op="move_die", target="target_opposing_die", zone="used",
                      filters=(("zone", "prep"),))  # fmt: skip
    assert effect_words(move) == "move target opposing die in a Prep Area to the Used Pile"
    kind = replace(move, filters=(("die_kind", "character"), ("zone", "prep")))
    assert "target opposing character die in a Prep Area" in effect_words(kind)
    field = EffectSpec(op="ko", target="target_opposing_die", filters=(("level", 1),))
    assert effect_words(field) == "KO target opposing level 1 character die"


def test_a_die_fielded_from_a_pile_says_the_level_it_enters_on() -> None:
    """DM-8.12: a die fielded by an effect from the Used Pile was never rolled; it enters on
    the level said, level 1 when none is. A Sidekick die has one character face: no level."""
    used = (("zone", "used"),)
    plain = EffectSpec(op="field_die", target="choose_your_die", filters=used)
    assert effect_words(plain).endswith("for free at level 1")
    high = replace(plain, amount=3)
    assert effect_words(high).endswith("for free at level 3")
    sidekick = replace(plain, filters=(("sidekick", True), *used))
    assert effect_words(sidekick).endswith("for free on its character face")
    assert "level 0" not in effect_words(sidekick)


def test_one_of_your_dice_in_the_field_zone_is_a_character_die() -> None:
    """DM-13.1: "reroll one of your character dice" is chosen among your dice in the Field
    Zone, which are character dice; the reading says so (a die in the Used Pile is any die)."""
    reroll = EffectSpec(op="reroll", target="choose_your_die")
    assert effect_words(reroll) == "reroll one of your character dice"
    used = EffectSpec(op="move_die", target="choose_your_die", zone="prep",
                      filters=(("zone", "used"),))  # fmt: skip
    assert effect_words(used).startswith("move one of your dice in ")


def test_prevention_of_all_damage_says_it_lasts_the_turn() -> None:
    """DM-19.1: "prevent all damage to this die" is a lasting shield (abilities/effects/
    prevent.py starts it until the end of the turn); the words say how long it holds."""
    shield = EffectSpec(op="shield", target="this_die")
    assert effect_words(shield) == "prevent all damage to this die until the end of the turn"


def test_a_global_reads_with_its_cost_and_limits() -> None:
    """DM-8.16-8.19: a Global's cost, energy and Limited."""
    spec = EffectSpec(op="spin_up", amount=1, target="target_your_die")
    ability = GlobalAbility(cost=2, effects=(spec,), energy_types=("mask",), once_per_turn=True)
    assert global_words(ability) == (
        "Global (pay 2 energy, including one Mask, once per turn):"
        " spin target character die you control up 1 level."
    )


@pytest.mark.parametrize(
    ("cost", "types", "said"),
    [
        (1, ("bolt",), "pay 1 Bolt"),  # "Pay (bolt)"
        (2, ("mask", "mask"), "pay 2 (Mask and Mask)"),  # "Pay (mask)(mask)": two, DM-8.17
        (2, ("shield",), "pay 2 energy, including one Shield"),  # "Pay (1)(shield)"
        (3, (), "pay 3"),  # "Pay (3)": any energy
    ],
)
def test_a_globals_cost_says_which_energy_is_typed(
    cost: int, types: tuple[str, ...], said: str
) -> None:
    """The engine asks one spent symbol per typed symbol of a Global's cost and takes any
    energy for the rest (flow/energy.py check_payment): the words say which is which, so that
    "Pay (1)(shield)" never reads as two Shield."""
    spec = EffectSpec(op="gain_life", amount=1, target="you")
    ability = GlobalAbility(cost=cost, effects=(spec,), energy_types=types)
    assert global_words(ability) == f"Global ({said}): you gain 1 life."


def test_an_unknown_name_reads_as_not_rendered() -> None:
    """A name the words do not know is said plainly, never guessed."""
    assert effect_words(EffectSpec(op="teleport", target="you")) == "(not rendered: teleport)"
    odd = EffectSpec(op="ko", target="target_die", filters=(("mood", "grumpy"),))
    assert effect_words(odd) == "KO target character die (not rendered: filter mood)"
    assert ability_words(Ability(trigger="at_dawn", effects=(odd,))).startswith(
        "(not rendered: at_dawn): KO"
    )


def test_bursts_and_costs_are_said() -> None:
    """DM-17.3 burst text; DM-12.2 costs paid first."""
    spec = EffectSpec(op="deal_damage", amount=1, target="opponent")
    cost = EffectSpec(op="spin_down", amount=1, target="this_die")
    ability = Ability(trigger="global_window", effects=(spec,), bursts=(2,), burst_mode="replace",
                      costs=(cost,))  # fmt: skip
    assert ability_words(ability) == (
        "[2 bursts, instead of the base text] Whenever you could use a Global, while a die of "
        "this card is in the Field Zone: you may spin this die down 1 level; if you do, deal 1 "
        "damage to your opponent."
    )


def test_an_unloadable_card_has_no_reading() -> None:
    assert read_data({"name": "Bad", "kind": "character", "keywords": ["zapping"]}) is None


def _shipped_cards() -> list[dict]:
    found = []
    for path in sorted((ROOT / "cards" / "data").glob("*.json")):
        found += json.loads(path.read_text()).get("cards", [])
    return found


def test_every_shipped_card_reads_without_a_gap() -> None:
    cards = _shipped_cards()
    assert cards
    for raw in cards:
        lines = read_data(raw)
        assert lines is not None, raw["id"]
        assert all(GAP not in line.reading for line in lines), (raw["id"], lines)


def test_cards_the_importer_reads_are_read_back_in_words() -> None:
    """Our own wording, read by the importer into card data, reads back close to it."""
    line = "When fielded, deal 1 damage to one target opposing character die."
    made = compile_card("character", [line], "Quill Harrow")
    lines = read_data({"id": "q", "name": "Quill Harrow", "kind": "character", "text": [line],
                       **made})  # fmt: skip
    assert lines is not None
    (ability,) = [x for x in lines if x.kind == "ability"]
    assert ability.printed == line
    assert ability.reading.startswith("When fielded: deal 1 damage to target opposing")


def test_reasons_read_in_words_with_their_codes() -> None:
    fast = reason("keyword not executed yet: Fast")
    assert fast["code"] == "keyword_not_run"
    assert fast["words"] == "keyword the engine does not run yet: Fast"
    assert reason("text only: Dance a jig.")["code"] == "line_not_read"
    assert reason("Energize: its ability is not card data")["code"] == "keyword_ability_missing"
    assert reason("something new")["words"] == "something new"  # never dropped
    structured = reason({"code": "line_not_read", "detail": "Hop.", "why": "choice"})
    assert structured["words"] == "a line the engine does not read: \u201cHop.\u201d"
    assert structured["category"] == "choice" and structured["why"].startswith("a choice")
    assert reasons(None) == []


def test_the_compilers_category_of_an_unread_line_is_said_in_words() -> None:
    """h16comp's reader gives each unread line a category (cards/compiler/reasons.py): the
    badge says it in words; a compiled card's line with none is "unparsed"; an old record
    (never compiled) claims no category."""
    line = "If you have more life than an opponent, deal 1 damage to target opposing die."
    made = compile_card("character", [line], "Quill Harrow")
    unread = unread_of(made)
    assert unread == {line: "condition"}
    said = reason(f"text only: {line}", unread)
    assert said["code"] == "line_not_read" and said["category"] == "condition"
    assert said["why"].startswith("a condition (if, unless, instead")
    assert reason("text only: Hop.", {})["category"] == "unparsed"
    assert reason("text only: Hop.", None)["why"] == ""
    assert category_words("set_keyword:iron_will").startswith("the set keyword Iron Will")
    assert category_words("something_new") == "something_new"
    for name in ("trigger:whenever", "condition", "zone_move", "cost_change", "choice", "count",
                 "copy", "keyword_grant", "static", "unparsed"):  # fmt: skip
        assert category_words(name) != name, name


def test_every_category_the_card_text_reader_gives_has_words() -> None:
    """A new category of cards/compiler fails here until it has words (games/reading/reasons.py
    CATEGORIES or NAMED): its own list, and every name its constructs raise."""
    import re

    from cards.compiler import reasons as compiler_reasons

    names = {name for name, _ in compiler_reasons.CATEGORIES}
    for path in (ROOT / "cards" / "compiler").rglob("*.py"):
        text = path.read_text()
        names |= set(re.findall(r'NotRead\(\s*"([a-z_:]+)"', text))
        names |= set(re.findall(r'category\([^()]*,\s*"([a-z_:]+)"\)', text))
        names |= set(re.findall(r'failed\[text\] = "([a-z_:]+)"', text))
    assert {"condition", "effect", "stale_entry", "unparsed"} <= names
    missing = sorted(n for n in names if category_words(n) == n)
    assert not missing, f"categories without words in games/reading/reasons.py: {missing}"


def test_a_lasting_effect_says_until_the_end_of_the_turn_outside_a_static_ability() -> None:
    """DM-14.1/14.2: from a trigger it lasts until Cleanup; in a static ability (DM-14.3) it
    holds while the ability does, so nothing is said."""
    spec = EffectSpec(op="modify_attack", amount=2, target="this_die")
    assert ability_words(Ability(trigger="when_blocked", effects=(spec,), optional=True)) == (
        "When this die is blocked: optionally, this die gets +2A until the end of the turn."
    )
    still = EffectSpec(op="modify_attack", amount=2, target="this_die", duration="static")
    assert ability_words(Ability(trigger="static", effects=(still,))) == "This die gets +2A."
    zap = EffectSpec(op="deal_damage", amount=1, target="opponent")
    assert ability_words(Ability(trigger="action", effects=(zap,), optional=True)) == (
        "You may deal 1 damage to your opponent."
    )


def test_the_dice_that_set_off_a_trigger_are_said() -> None:
    """A trigger on a player's dice narrowed by filters (DM-18: "whenever you field a
    <affiliation> character die") reads with them; the reading never widens what sets it off."""
    prep = EffectSpec(op="prep", amount=1, zone="bag", target="none")
    fielded = Ability(trigger="when_you_field", effects=(prep,),
                      trigger_filters=(("affiliation", "villain"),))  # fmt: skip
    assert ability_words(fielded).startswith(
        "Whenever you field a Villain die, while this card is active:"
    )
    kod = Ability(trigger="when_your_die_is_kod", effects=(prep,),
                  trigger_filters=(("sidekick", True),))  # fmt: skip
    assert ability_words(kod).startswith(
        "Whenever a Sidekick die of yours is KO'd, while this card is active:"
    )
    avenger = Ability(trigger="when_opponent_fields", effects=(prep,),
                      trigger_filters=(("affiliation", "avengers"),))  # fmt: skip
    assert ability_words(avenger).startswith(
        "Whenever an opponent fields an Avengers die, while this card is active:"
    )


def test_a_die_ko_d_while_engaged_is_said_in_the_glossary_s_word() -> None:
    """DM-9.4 / glossary "Engaged": blocking, or attacking and blocked. The trigger on a die
    KO'd in the Attack Zone either way reads as engaged; only attacking stays its own words."""
    prep = EffectSpec(op="prep", amount=1, zone="bag", target="none")
    engaged = (("zone", "attack"), ("any_of", "blocker:true blocked:true"))
    kod = Ability(trigger="when_kod", effects=(prep,), trigger_filters=engaged)
    assert ability_words(kod).startswith(
        "When this die is KO'd while engaged (blocking, or attacking and blocked):"
    )
    attacking = (("zone", "attack"), ("blocker", False))
    assert "engaged" not in ability_words(replace(kod, trigger_filters=attacking))


def test_the_die_fielded_after_an_action_is_the_one_narrowed() -> None:
    """The filters of `when_you_field_after_use` name the die fielded, not the action die
    used; an action's free fielding lasts the turn (DM-14.2) and says so."""
    prep = EffectSpec(op="prep", amount=1, zone="bag", target="none")
    later = Ability(trigger="when_you_field_after_use", effects=(prep,),
                    trigger_filters=(("sidekick", True),))  # fmt: skip
    assert ability_words(later).startswith(
        "Whenever you field a Sidekick die, for the rest of a turn you used a die of this card in:"
    )
    free = EffectSpec(op="free_field", target="all_your_characters")
    assert ability_words(Ability(trigger="action", effects=(free,))).endswith(
        "free to field until the end of the turn."
    )


def test_audit_wordings_name_both_kinds_the_pool_and_one_die() -> None:
    """Audit seed 20261204: "a character or Sidekick die" keeps both kinds; the opponent's
    energy is in their Reserve Pool; "exactly 1" takes "die"; several dice of a card each
    are "one of this card's dice"."""
    either = EffectSpec(op="reroll", target="choose_your_die",
                        filters=(("any_of", "die_kind:character die_kind:sidekick"),
                                 ("zone", "reserve")))  # fmt: skip
    assert "one of your character or sidekick dice" in effect_words(either)
    free = EffectSpec(op="free_field", target="this_card", duration="static")
    theirs = Condition("energy", (("whose", "opposing"), ("at_least", 2)))
    assert "2 or more energy in their Reserve Pool:" in ability_words(
        Ability(trigger="static", effects=(free,), condition=theirs)
    )
    alone = Condition("dice", (("whose", "yours"), ("exactly", 1)))
    assert "exactly 1 character die in the Field Zone" in ability_words(
        Ability(trigger="static", effects=(free,), condition=alone)
    )
    full = EffectSpec(op="full_damage_to_each_blocker", target="this_card", duration="static")
    assert "one of this card's dice is blocked by two or more" in ability_words(
        Ability(trigger="static", effects=(full,))
    )


def test_every_trigger_of_an_ability_is_narrowed_alike() -> None:
    """ "Whenever a Sidekick attacks" is one ability on two triggers (yours and opposing),
    both narrowed to Sidekick dice; the second lead keeps its capitals ("KO'd")."""
    spin = EffectSpec(op="spin_up", amount=1, target="this_die")
    both = Ability(trigger="when_your_die_is_kod", also=("when_opposing_die_is_kod",),
                   effects=(spin,), trigger_filters=(("sidekick", True),))  # fmt: skip
    assert ability_words(both).startswith(
        "Whenever a Sidekick die of yours is KO'd or whenever an opposing Sidekick die is KO'd,"
        " while this card is active:"
    )


def _read(code: str, line: str, affiliations: dict[str, str] | None = None) -> str:
    made = compile_card("character", [line], "Quill Harrow", code=code, affiliations=affiliations)
    lines = read_data({"id": code, "name": "Quill Harrow", "kind": "character", "text": [line],
                       **made})  # fmt: skip
    assert lines is not None
    (ability,) = [x for x in lines if x.kind == "ability"]
    return ability.reading


def test_an_abilitys_second_effect_on_its_one_target_says_that_die() -> None:
    """An ability names one target for all its effects (abilities/resolution.py): the words
    must not suggest a second target or a second choice."""
    both = _read("q1", "When fielded, target character die gets +2A and gains Overcrush.")
    assert "target character die gets +2A" in both
    assert "then that die gains Overcrush" in both
    assert both.count("target") == 1
    chosen = _read("q2", "When fielded, choose one character die. That die can't block this turn.")
    assert "choose a character die, then that die can't block" in chosen
    assert "of your choice" not in chosen


def test_each_a_different_target_kind_keeps_its_own_words() -> None:
    """Near miss: two kinds (each opposing die, then target player) are not "that"."""
    words = _read(
        "q3", "When fielded, deal 1 damage to target player and each opposing character die."
    )
    assert "deal 1 damage to target player" in words
    assert "that" not in words


def test_a_filter_naming_this_card_says_this_card() -> None:
    """ "<this card> gets +1D" is read as a filter on the card's own code; the reading says
    "of this card", not the code."""
    words = _read(
        "q4", "While Quill Harrow is active, when you use an action die, Quill Harrow gets +1A."
    )
    assert "each of your character dice of this card gets +1A" in words
    assert "q4" not in words


def test_an_affiliation_reads_as_printed() -> None:
    """The file runs an affiliation's words together ("legionofdoom"); the reading gives the
    affiliation's name."""
    assert words_targets.label("legionofdoom") == "Legion of Doom"
    assert words_targets.label("xmen") == "X-Men"
    assert words_targets.label("villain") == "Villain"
    assert words_targets.label("fist") == "Fist"  # an energy type is unchanged


def test_an_attacker_reads_attacking_before_its_noun() -> None:
    """An attacking die is one in the Attack Zone not there to block (DM-9.1): one word,
    "attacking", where the filters say both."""
    words = _read(
        "q5", "When Quill Harrow blocks, target non-(shield) attacking character die gets -2A."
    )
    assert "target attacking non-Shield character die gets -2A" in words
    assert "did not block" not in words


def test_this_cards_own_cost_change_says_whose() -> None:
    line = (
        "Quill Harrow costs 3 less to purchase and 3 less to field while you have an active"
        " Villain character die."
    )
    words = _read("q6", line)
    assert "purchasing this card's dice costs 3 less" in words
    assert "fielding this card's dice costs 3 less" in words


def test_a_condition_on_the_chosen_target_names_the_die() -> None:
    """An "instead" or "if" on the target chosen (abilities/conditions.py "target") reads as
    the target's own words: "that target is a Mask level 1 character die"."""
    boost = EffectSpec(op="modify_attack", amount=1, target="target_your_die",
                       condition=Condition("target", (("filters", (("energy_type", "mask"),
                                                                   ("level", 1))),)))  # fmt: skip
    assert effect_words(boost).endswith("if that target is a Mask level 1 character die")


def test_up_to_n_targets_named_again_are_those_dice() -> None:
    """One choice of up to 2 targets answers both effects (abilities/answers.py): the second
    says "those dice", not a second "target ... (up to 2 targets)"."""
    card = card_from_dict(
        make_card(
            "x",
            kind="basic_action",
            abilities=[{"trigger": "action", "effects": [
                {"op": "modify_attack", "amount": 1, "target": "target_your_die", "up_to": 2},
                {"op": "grant_keyword", "keyword": "overcrush", "target": "target_your_die",
                 "up_to": 2}]}],
        )
    )  # fmt: skip
    reading = read_card(card)[0].reading
    assert reading.count("up to 2") == 1
    assert "then those dice gain Overcrush" in reading


def test_a_counted_condition_says_what_it_counts() -> None:
    """A condition on a count by its name (games/reading/conditions.py): "counting each die in
    your Field Zone, there are 1 or fewer", not a count's bare name."""
    from games.engine.model.cards import Condition
    from games.reading.conditions import condition_words

    count = Condition("count", (("at_most", 1), ("count", "dice_in_your_field_zone")))
    said = condition_words(count)
    assert said == "if counting each die in your Field Zone, there are 1 or fewer", said


def test_a_counted_condition_says_its_filters() -> None:
    """A filtered count by its name says which dice it counts (41bfu counts only its
    player's Ultramarines dice in the Field Zone), not every die of the kind."""
    from games.engine.model.cards import Condition
    from games.reading.conditions import condition_words

    count = Condition(
        "count",
        (
            ("at_least", 2),
            ("count", "your_character_dice"),
            ("filters", (("affiliation", "ultramarines"),)),
        ),
    )
    said = condition_words(count)
    assert "(only Ultramarines ones)" in said and said.endswith("2 or more"), said
