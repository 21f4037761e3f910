"""The compiler's core (cards/compiler/): the grammar builds from its constructs, an unknown
word fails a line whole, a line is read only when all of it is, and a text-only line says
why as a category the catalog stores. Cards here are our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from cards.compiler.constructs import CONSTRUCTS
from cards.compiler.normalise import digest, normalise
from cards.compiler.parts import NotRead
from cards.compiler.reader import read_line
from cards.execution import status

NAME = "Quill Harrow"


def test_every_construct_has_a_fragment_and_rules_and_no_rule_is_defined_twice() -> None:
    names = [name for c in CONSTRUCTS for name in c.RULES]
    assert len(names) == len(set(names))
    assert all(c.GRAMMAR.strip() and c.__doc__ for c in CONSTRUCTS)


def test_normalising_folds_the_cards_own_name_icons_and_typography() -> None:
    line = (
        "When Quill Harrow\u2122 attacks, deal 1 damage to target (bolt) character die"
        " \u2014 +2 attack."
    )
    assert normalise(line, NAME) == (
        "when self attacks, deal 1 damage to target @bolt character die - +2a."
    )
    assert normalise("Pay (fist)(2). KO target (tnk) die.", affiliations={"tnk": "tinkers"}) == (
        "pay @fist@2. ko target #tinkers die."
    )
    assert normalise("this character die gets +1A; this die too", NAME) == (
        "self gets +1a; self too"
    )


def test_an_unknown_word_fails_the_line_whole() -> None:
    """ "anyother" is not "any other": every word is a whole token, and one the grammar does
    not know reads nothing."""
    with pytest.raises(NotRead):
        read_line("when fielded, deal 1 damage to anyother target character die.")
    with pytest.raises(NotRead):
        read_line("when fielded, deal 1 damage to target character die gently.")


def test_a_line_read_whole_becomes_an_ability() -> None:
    line = read_line("when fielded, deal 2 damage to target opposing character die.")
    assert line.kind == "ability" and line.trigger is not None
    assert line.trigger.name == "when_fielded"
    assert line.body[0].effects == (
        {"op": "deal_damage", "amount": 2, "target": "target_opposing_die"},
    )


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("When fielded, if you have 3 life or less, gain 2 life.", "condition"),
        ("Whenever an opposing die is fielded, gain 1 life.", "trigger:whenever"),
        # (set aside until the end of the turn is read: constructs/moves.py; for good, not)
        ("When fielded, send target character die out of play.", "zone_move"),
        ("Your wizard dice cost 1 less to purchase.", "cost_change"),
        ("When fielded, KO up to two target character die.", "choice"),
        ("Founder - gain 1 life.", "set_keyword:founder"),
        ("Sing a merry song.", "unparsed"),
        # a construct read the words but the line's context says no: the opening's own die
        ("At the start of your turn, Quill Harrow gets +1A.", "self"),
    ],
)
def test_a_text_only_line_says_why_and_the_catalog_keeps_it(line: str, why: str) -> None:
    made = compile_card("character", [line], NAME)
    assert made["unread"] == [{"text": line, "why": why}]
    verdict = status({"id": "x", "kind": "character", "name": NAME, "text": [line], **made})
    assert not verdict.executed and verdict.why == (why,)
    assert verdict.reasons  # the reasons in words are as before


def test_an_executed_card_has_no_reasons() -> None:
    made = compile_card("character", ["When fielded, gain 1 life."], NAME)
    assert "unread" not in made
    card = {"id": "x", "kind": "character", "name": NAME, "text": ["When fielded, gain 1 life."]}
    assert status({**card, **made}).why == ()


def test_a_player_trigger_names_this_cards_dice_in_the_field_never_no_die() -> None:
    """DM-18.1: "While <it> is active, when you use an action die, <it> gets +1A and +1D" is
    its controller's trigger (no die triggered it): "<it>" is this card's dice in the Field
    Zone (all_your_characters of this card), never the die the trigger has not."""
    line = f"While {NAME} is active, when you use an action die, {NAME} gets +1A and +1D."
    made = compile_card("character", [line], NAME, code="7tst")
    (ability,) = made["abilities"]
    assert ability["trigger"] == "when_you_use_an_action_die"
    assert ability["effects"] == [
        {"op": "modify_stats", "amount": 1, "target": "all_your_characters",
         "filters": {"card": "7tst"}}
    ]  # fmt: skip
    # without the card's code there is nothing to name: text only
    assert compile_card("character", [line], NAME)["unread"][0]["why"] == "self"


def test_the_digest_is_of_the_normalised_text() -> None:
    assert digest(["Quill Harrow gets +1A."], NAME) == digest(["this character gets +1 attack."])
    assert digest(["Quill Harrow gets +1A."], NAME) != digest(["Quill Harrow gets +2A."], NAME)


# Where the grammar's words overlap and LALR(1) keeps the longer reading (a shift): "<player>
# gain(s) ..." is read as life ("you gain 1 life"), never as "<player> gains +1A" (players
# have no A). A new overlap is a new line here, after checking that no construct's reading
# is lost to it (a shift makes the other reading fail, as "when you field a ..." once did).
KNOWN_SHIFTS = {
    # "<dice> and <dice> deal damage to each other equal to their A" (constructs/
    # stat_equal.py): a second phrase of plain dice or <self> before "deal" keeps the older
    # readings that go on after it ("... dice deal no damage"); its fight stays text only
    ("DEAL", "target : dice"), ("DEAL", "target : self_ref"),
    # "players / your opponents / they can't use Global Abilities", "each player may only use
    # one Global Ability each turn" (constructs/global_bars.py): its own subjects before the
    # verb; the shifts keep every other reading (no card measured lost, its tests read them)
    ("CANNOT", "plural_players : YOUR OPPONENTS"), ("MAY", "plural_players : YOUR OPPONENTS"),
    ("CAN", "plural_players : YOUR OPPONENTS"), ("__ANON_0", "plural_players : YOUR OPPONENTS"),
    ("MAY", "player : EACH PLAYER"), ("CAN", "player : EACH PLAYER"),
    # "when <self> regenerates during the attack step, ..." (constructs/regenerates.py): the
    # step is the trigger's own condition; no trigger is followed by "during" otherwise
    ("DURING", "regen_how : REGENERATES"), ("DURING", "regen_how : REGENERATES SUCCESSFULLY"),
    ("DURING", "regen_how : SUCCESSFULLY REGENERATES"),
    ("DURING", "regen_how : USES REGENERATE BUT ROLLS AN ENERGY FACE"),
    # "pay (2) to purchase a <Name> die for (1)" (two prices) reads as "pay (2) to" and a
    # purchase at its own price: two payments, text only (constructs/purchase_effects.py)
    ("FOR", "bought_paid : _paying paid_cost TO _buy bought_die"),
    ("FOR", "bought_life : _paying number LIFE TO _buy bought_die"),
    # "the first time each turn an attacking <self> ..." (constructs/occasion_words.py): a
    # deed's die phrase "an attacking character die" there is never read (deeds.py: combat)
    ("ATTACKING", "deed_det : A"), ("ATTACKING", "deed_det : AN"),
    # "when an action die ..." keeps its readings (action_uses.py, opponent_uses.py); "an
    # action die targets one of your dice" (constructs/targeted.py) is lost (text only)
    ("ACTION", "deed_det : AN"),
    ("GAIN", "player : YOU"), ("GAIN", "player : EACH PLAYER"), ("GAIN", "player : ALL PLAYERS"),
    ("GAINS", "player : YOUR OPPONENT"), ("GAINS", "player : TARGET OPPONENT"),
    ("GAINS", "player : EACH PLAYER"), ("GAINS", "player : ALL PLAYERS"),
    # "the defending player gains ..." is life (constructs/defender.py), as "your opponent gains"
    ("GAINS", "player : THE DEFENDING PLAYER"),
    # "opponent gains ..." (a card's shortening "deal 1 damage to opponent",
    # constructs/damage_everyone.py) is life too, as "your opponent gains" (no card lost)
    ("GAINS", "bare_opponent : OPPONENT"),
    # "pay (1) to deal 1 damage for each ..." counts for the effect paid for (constructs/paid.py)
    ("FOR", "paid_effect : _paying paid_cost TO effect"),
    # and "otherwise, deal 1 damage for each ..." counts for the effect it says (roll_outcomes.py)
    ("FOR", "rolled_else : OTHERWISE effect"), ("FOR", "rolled_else : OTHERWISE COMMA effect"),
    # "field it for free" after a roll: "for" is the fielding's (roll_outcomes.py), never a
    # count of the outcome (no card says "field it for each ..."; none measured lost)
    ("FOR", "rolled_field : FIELD _rolled_it"),
    ("FOR", "rolled_field : FIELD _rolled_it AT LEVEL INT"),
    ("FOR", "rolled_field : FIELD _rolled_it _rolled_free"),
    ("FOR", "rolled_field : FIELD _rolled_it _rolled_free AT LEVEL INT"),
    # so does "for each (fist) rolled, deal 1 damage for each ..." (reserve_rerolls.py)
    ("FOR", "symbols_rolled : FOR EACH ICON ROLLED effect"),
    ("FOR", "symbols_rolled : FOR EACH ICON ROLLED COMMA effect"),
    ("FOR", "symbols_rolled : FOR EACH ICON ROLLED THIS WAY effect"),
    ("FOR", "symbols_rolled : FOR EACH ICON ROLLED THIS WAY COMMA effect"),
    ("FOR", "symbols_rolled : FOR EACH ICON OR ICON ROLLED effect"),
    ("FOR", "symbols_rolled : FOR EACH ICON OR ICON ROLLED COMMA effect"),
    ("FOR", "symbols_rolled : FOR EACH ICON OR ICON ROLLED THIS WAY effect"),
    ("FOR", "symbols_rolled : FOR EACH ICON OR ICON ROLLED THIS WAY COMMA effect"),
    # so does "sacrifice <self> to deal 1 damage for each ..." (constructs/sacrifice.py)
    ("FOR", "sacrifice_to : SACRIFICE targets TO effect"),
    ("FOR", "life_paid_effect : _paying number LIFE TO effect"),  # "pay 1 life to ..." too
    # "your characters in the field cannot be affected by ..." (constructs/global_ward.py):
    # "<self> dice in ..." keeps its own "in" (the ward names your characters, never these)
    ("IN", "own_dice : SELF own_dice_noun"), ("IN", "own_dice : dice_det SELF own_dice_noun"),
    ("IN", "own_dice : dice_det own_dice_mod SELF own_dice_noun"),
    ("IN", "own_dice : own_dice_mod SELF own_dice_noun"),
    # "when you take damage" / "you are dealt damage" on a character is its player's damage
    # while it is active (constructs/player_damage.py); deeds.py never read "you" there
    ("TAKE", "deed_player : YOU"), ("ARE", "deed_player : YOU"),
    # "once per turn, when <self> is KO'd while attacking," narrows the trigger, then takes
    # "once per turn" (constructs/timed_triggers.py): the same reading either way
    ("WHILE", "timed_trigger : ONCE PER TURN COMMA trigger"),
    ("DURING", "timed_trigger : ONCE PER TURN COMMA trigger"),
    ("ON", "timed_trigger : ONCE PER TURN COMMA trigger"),  # "... on an opponent's turn,"
    # "energy" a count's word ("for each <self> die you rolled that shows an energy face",
    # constructs/counts.py, lane tr): after an icon ("(bolt) energy ...") and in "different
    # energy type ..." the rules that read those phrases before keep them (the shift)
    ("ENERGY", "count_icon : ICON"), ("ENERGY", "count_word : DIFFERENT"),
    # "for each different, active (aff) character" (constructs/count_words.py): a comma after
    # a count's words is the count's; a clause after it is split off by the reader's joins
    ("COMMA", "count_phrase : __count_phrase_plus_10"),  # (a generated name)
    # a name before "character die" where a move or "the next <Name> die" may read it too
    # (constructs/moves.py, cost_changes.py keep their readings; dice_kinds.py's is lost there)
    ("CHARACTER", "dice_named : NAME"), ("DIE", "dice_named : NAME"),
    ("NAME", "_dice_mods : ___dice_mods_plus_1"),
    # "<self> attacks with another character (die)" is any other attacker
    # (constructs/attack_company.py), never "another" of a die phrase: the same dice
    ("ATTACKER", "deed_det : ANOTHER"), ("CHARACTER", "deed_det : ANOTHER"),
    # "<self> damages an adventurer character die": constructs/occasion_words.py's kind
    # (shifted), not the deed phrase's modifier (constructs/deeds.py), the same dice
    ("CHARACTER", "deed_adventurer : ADVENTURER"),
    # "field <dice> from your Used Pile for free" (constructs/field_from.py) keeps its "for";
    # no card fields dice "... for each ..." (that reading is lost: text only)
    ("FOR", "field_from : FIELD moved move_from"), ("FOR", "field_from : FIELD moved field_in"),
    ("FOR", "field_from : FIELD moved move_from field_how"),
    ("FOR", "field_from : FIELD moved field_in field_how"),
    # "any die", "any dice" keep the readings they had; "any <kind>" of a move is one die
    # (constructs/moves.py: "field any character from your Used Pile")
    ("DIE", "move_one : ANY"), ("DICE", "move_one : ANY"),
    # "from the field" stays a move's Field Zone (constructs/moves.py); "from the <zone>" is
    # read for other zones ("from the Used Pile to your Prep Area"), not "the Field Zone"
    ("FIELD", "move_whose : THE"),
    # "return the rest to the/their owner's Field Zone (on their rolled levels)"
    # (constructs/roll_outcomes.py) keeps its reading; constructs/drawn_any.py's "return the
    # rest to <zone>" is a draw's, never the Field Zone (a generated name: "owner's")
    ("FIELD", "move_dest : THE"), ("FIELD", "move_dest : THEIR __ANON_17"),
    # "divided among any number of target <dice>" (constructs/divided.py): "target" is the
    # division's (each die targeted); a dice phrase opening "target" there named one die,
    # which "any number of" never read
    ("TARGET", "divided_any : ANY NUMBER OF"),
    # "prevent the first N damage to each <self> die" (constructs/first_point.py): its own
    # dice; only that rule reads "prevent the first", so no other reading changes
    ("SELF", "dice_det : EACH"),
    # "you may not (can't, cannot) use (wild) energy to purchase <self>"
    # (constructs/wild_bars.py): "you" opening that bar is shifted, not a player phrase; no
    # other construct reads "you can't ..." as the player's (its lines stay text only)
    ("MAY", "player : YOU"), ("CAN", "player : YOU"), ("CANNOT", "player : YOU"),
    ("__ANON_0", "player : YOU"),  # ("can't": a generated name)
} | {  # "... can't attack / be blocked unless <payer> pays N for each die" (constructs/
    # energy_taxes.py): "for" after the amount is the tax's own "for each die"; no other
    # construct reads a "for each" after these rules' amount
    ("FOR", f"{rule} : targets _cant {verb} UNLESS {payer} {pay} tax_amount")
    for rule, verb, payers in (
        ("tax_attack_unless", "ATTACK", ("targets", "tax_pronoun")),
        ("tax_block_unless", "BE BLOCKED", ("targets",)),
    )
    for payer in payers
    for pay in ("PAY", "PAYS")
} | {  # "<dice> in the/your (opponent's) field zone" (constructs/targets.py `dice_where`):
    # "in" after a dice phrase is the phrase's; no construct reads "<dice> in <a zone>"
    # otherwise (a zone move names its zone in its own words, constructs/moves.py)
    ("IN", f"dice : {head}{noun}{whose}")
    for head in ("", "_dice_mods ", "dice_det ", "dice_det _dice_mods ", "dice_upto ",
                 "dice_upto _dice_mods ", "dice_n ", "dice_n _dice_mods ")
    for noun in ("dice_noun", "kind_noun")
    for whose in ("", " dice_whose")
} | {
    # "field <self> for free" stays field_self.py's (the shift); field_from.py's
    # `field_reserve` ("field a (aff) character die for free") refuses <self> anyway, and
    # "field <self> for free" read the same before it (text only): no card lost
    ("FOR", "moved_self : SELF"),
}  # fmt: skip


def test_the_grammars_overlaps_are_the_known_ones() -> None:
    import io
    import logging
    import re

    from lark import Lark, logger

    from cards.compiler.grammar import STARTS, grammar_text

    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    level = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        Lark(grammar_text(tuple(c.GRAMMAR for c in CONSTRUCTS)), parser="lalr", lexer="basic",
             start=STARTS, debug=True)  # fmt: skip
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
    found = set()
    terminal = ""
    for line in stream.getvalue().splitlines():
        if match := re.match(r"Shift/Reduce conflict for terminal (\w+)", line):
            terminal = match.group(1)
        elif match := re.match(r"\s*\* <(.+)>", line):
            found.add((terminal, match.group(1)))
    assert found == KNOWN_SHIFTS
