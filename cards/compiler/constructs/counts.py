""" "<effect> for each <what>" (DM-18.5): the effect's amount counted (`per`,
abilities/counts.py). "Active characters" are unique characters, "character dice" each die,
in the Field Zone of the player named; "other" leaves out the ability's own die (DM-18.5).
An energy or affiliation icon, "level N" or "non-Sidekick" among the words narrows what is
counted (`per_filters`). A phrase is read by its parts (constructs/count_words.py: whose,
"other", "different", the noun, the zone); the tables below keep the few phrases read whole
otherwise. Any other phrase is not read."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler import their_count
from cards.compiler.constructs.cost_changes import floor_of
from cards.compiler.constructs.count_words import WORDS, count_of, parts_of
from cards.compiler.constructs.dice_kinds import ADVENTURER, KEYWORDS
from cards.compiler.core import duration_of
from cards.compiler.parts import CODE, DEED, PRINTED_NAME, Effect, NotRead

# Phrases read whole, where the parts (constructs/count_words.py) would say otherwise; any
# other phrase is read by its parts ("for each of your other active characters")
COUNTS: dict[str, str] = {
    "of your sidekick character dice in the field zone": "your_sidekick_dice",
    "of your sidekick dice in the field zone": "your_sidekick_dice",
    "sidekick character die in your field zone": "your_sidekick_dice",
    "sidekick character die you control": "your_sidekick_dice",
}
# More phrases, each a count with its own filters ("for each other Sidekick die in the
# field zone"; "self": this card's dice, cards/compiler/lines.py puts its code in)
NARROWED: dict[str, tuple[str, dict[str, Any]]] = {
    "of your opponent's fielded character dice": ("opposing_character_dice", {}),
    # whose not said: any player's (DM-12.7: a type of die is both players'; as "for each
    # other active Villain", docs/rulings.md)
    "other active": ("all_other_active_characters", {}),
    "of your other self dice in the field zone": ("your_other_character_dice", {"card": CODE}),
    "other self character die in the field zone": ("all_other_character_dice", {"card": CODE}),
    "of your dice in the prep area": ("dice_in_your_prep_area", {}),
    "other self in the field": ("all_other_character_dice", {"card": CODE}),
    # dice of a kind in a zone (a die of a character card, of an action card)
    "character die in your used pile": ("dice_in_your_used_pile", {"die_kind": "character"}),
    "action die in your reserve pool": ("dice_in_your_reserve_pool", {"die_kind": "action"}),
    "action die in your field zone": ("dice_in_your_field_zone", {"die_kind": "action"}),
    # this card's dice rolled to an energy face, at the end of its owner's Roll and Reroll
    # Step: its Reserve Pool holds exactly that step's dice (constructs/roll_step_end.py)
    "self die you rolled that shows an energy face": (
        "dice_in_your_reserve_pool", {"card": CODE, "face": "energy"}
    ),
    "self die that rolled an energy face": (
        "dice_in_your_reserve_pool", {"card": CODE, "face": "energy"}
    ),
    # energy symbols of the count's energy icon ("for each (bolt) in your reserve pool")
    "in your reserve pool": ("energy_in_your_reserve_pool", {}),
}
NARROWED.update(their_count.PHRASES)  # "for each (aff) die they have fielded"
# a count of the Reserve Pool symbols that match the attackers' own type (DM-2.6: symbols)
MATCHING = "energy_matching_that_die"
# The effects whose amount a count multiplies (abilities/resolution.py, abilities/stats.py).
COUNTED_OPS = frozenset(
    {"deal_damage", "gain_life", "lose_life", "modify_attack", "modify_defense", "modify_stats"}
    | {"reduce_cost", "reduce_field_cost", "increase_cost", "increase_field_cost"}  # costs.py
    | {"draw"}  # "draw a die for each ...": none when none is counted (effects/chance.py)
    | {"opponent_kos"}  # "... KOs one of their dice for each ...": one KO each (opponent_kos.py)
)
# Filters a count of these may take (dice counted one by one, abilities/counts.py)
FILTERED = frozenset(v for v in COUNTS.values() if not v.startswith("dice_in_"))
# affiliations named by a noun in a count ("for each other villain in the field")
NOUNS = {"villain": "villain", "villains": "villain", "monster": "monster", "monsters": "monster"}
_WORDS = sorted(
    {w for phrase in (*COUNTS, *NARROWED) for w in phrase.split()} - set(NOUNS)
    | {"non-sidekick"}
    | WORDS
)
GRAMMAR = rf"""
%extend effect: counted
%extend count: count_phrase | count_matching | count_reserve_types | count_lanterns
// "different color (wl) in play", "(wl) color you control": Lantern Corps affiliations
// (docs/rulings.md "Lantern colors"; abilities/counts.py `*_lantern_colors`)
count_lanterns: "different" "color" "(" "wl" ")" "in" "play" -> count_all_lanterns
              | "(" "wl" ")" "color" "you" "control" -> count_your_lanterns
// "different energy type you have in your reserve pool": of the symbols there (Wild none)
count_reserve_types: "different" "energy" "type" "you" "have" "in" "your" "reserve" "pool"
counted: effect "for" "each" count count_sides? count_wild? count_faces? duration? cost_floor?
!count_faces: "(" "action" "or" "energy" "face" ")"  // an action die on either face: each one
count_phrase: (count_word | count_icon | count_level | count_noun | count_unlike | count_with
              | count_face | count_double | count_keyed | count_adventurer)+
// "with Attune": dice with that keyword (DM-17: their card's, or one granted them)
count_keyed: "with" count_keyword
!count_keyword: {" | ".join(f'"{k}"' for k in KEYWORDS)}
// "Adventurer": a character die with Experience (docs/rulings.md "Adventurers")
!count_adventurer: "adventurer" | "adventurers"
count_with: "with" "the" (count_noun | AFF) "affiliation"  // "with the Villain affiliation"
count_face: "on" ("a" | "an") "energy" "face"  // dice showing energy ("in your reserve pool")
count_double: "on" "a" "double" "energy" "face"  // two symbols (DM-2.4)
!count_sides: "(" ("both" ("players'" | "sides") | "both"? "yours" "and" "your" "opponent's") ")"
!count_wild: "(" ("excluding" "@wild" | "@wild" "energy" ("don't" | "does" "not") "count") ")"
!count_word: {" | ".join(f'"{w}"' for w in _WORDS)}
count_icon: ICON | AFF
count_level: "level" INT
count_matching: "energy" "symbol" "in" "your" "reserve" "pool" "that" "matches" "their" "type"
!count_noun: {" | ".join(f'"{w}"' for w in NOUNS)}
count_unlike: "non-self" | "non-" AFF
"""


def _phrase(children: list[Any]) -> tuple[str, dict[str, Any]]:
    words: list[str] = []
    filters: dict[str, Any] = {}
    for child in children:
        if isinstance(child, str):
            if child == ADVENTURER_WORD:  # a character with Experience
                if "keyword" in filters:
                    raise NotRead("count")
                filters.update(ADVENTURER)
                words.append("character")
            elif child == "non-sidekick":
                filters["sidekick"] = False
            elif child in NOUNS:  # "villain": a character of that affiliation
                if "affiliation" in filters:
                    raise NotRead("count")
                filters["affiliation"] = NOUNS[child]
                words.append("character")
            else:
                words.append(child)
        elif child[0] in filters:
            raise NotRead("count")  # two icons, two levels
        else:
            filters[child[0]] = child[1]
    phrase = " ".join(words)
    per = COUNTS.get(phrase) or COUNTS.get(phrase.replace("dice", "die"))
    phrase = phrase if phrase in NARROWED else phrase.replace("dice", "die")
    if per is None and phrase in NARROWED:
        per, narrowed = NARROWED[phrase]
        if set(narrowed) & set(filters):
            raise NotRead("count")
        if per == "energy_in_your_reserve_pool" and set(filters) != {"energy_type"}:
            raise NotRead("count")  # symbols of one energy type, and only symbols
        if their_count.THEIRS in narrowed and not their_count.one_icon(filters):
            raise NotRead("count")  # "they have fielded": after one icon alone
        if narrowed.get("die_kind") == "character" and filters.get("sidekick") is not False:
            raise NotRead("count")  # a Sidekick die is a character die, of no character card
        return per, {**filters, **narrowed}
    if per is None:  # not a phrase of the tables: its parts (constructs/count_words.py)
        return count_of(parts_of(words, filters))
    if filters and per not in FILTERED:
        raise NotRead("count")
    if per == "your_sidekick_dice" and "sidekick" in filters:
        raise NotRead("count")
    return per, filters


def _unlike(children: list[Any]) -> tuple[str, str]:
    """ "non-self": a die of another card; "non-(affiliation)": of none of that one."""
    if not children:
        return ("other_card", CODE)
    return ("not_affiliation", str(children[0])[1:])


def _with(children: list[Any]) -> tuple[str, str]:
    """ "with the (affiliation) affiliation": of that affiliation."""
    said = str(children[0])
    return ("affiliation", NOUNS.get(said, said[1:]))


def _icon(children: list[Any]) -> tuple[str, str]:
    text = str(children[0])
    if text.startswith("@"):
        if text == "@wild":
            raise NotRead("count")
        return ("energy_type", text[1:])
    return ("affiliation", text[1:])


def _counted(children: list[Any]) -> list[Effect]:
    found, (per, filters) = children[0], children[1]
    if any(e["op"] not in COUNTED_OPS or "per" in e for e in found):
        raise NotRead("count")
    if ("wild", "no") in children and per != "energy_in_your_reserve_pool":
        raise NotRead("count")  # "(excluding Wild)": of energy symbols only
    if "double_energy" in filters and per != "dice_in_your_reserve_pool":
        raise NotRead("count")  # a face shown: only the Reserve Pool's dice show energy
    if ("faces", "both") in children and filters.get("die_kind") != "action":
        raise NotRead("count")  # "(action or energy face)": of action dice only
    if ("sides", "both") in children and not per.startswith("all_"):
        raise NotRead("count")  # "(both players')" after a count of one player's dice
    if ("sides", "both") in children and filters.get("card") == CODE:
        # "each other <self> die (both players')": any die of a card of this printed name,
        # the opponent's copy or another version (docs/rulings.md, lane "rest")
        filters = {**{k: v for k, v in filters.items() if k != "card"}, "named": PRINTED_NAME}
    floors = [c[1] for c in children if isinstance(c, tuple) and c[0] == "floor"]
    floor_of(found, floors[0] if floors else None)  # "(to a minimum of 1)" of a cost
    more = duration_of(children)
    extra: dict[str, Any] = {"per_filters": filters} if filters else {}
    if per == MATCHING:  # "their type": the type of the die whose deed triggered (lines.py)
        extra[DEED] = True
    return their_count.marked([{**e, **more, "per": per, **extra} for e in found])


def _keyed(children: list[Any]) -> tuple[str, str]:
    return ("keyword", str(children[0]))


ADVENTURER_WORD = "$adventurer"
RULES = {
    "counted": _counted,
    "count_keyed": _keyed,
    "count_keyword": lambda c: str(c[0]),
    "count_adventurer": lambda c: ADVENTURER_WORD,
    "count_matching": lambda c: (MATCHING, {}),
    "count_reserve_types": lambda c: ("different_energy_types_in_your_reserve_pool", {}),
    "count_all_lanterns": lambda c: ("all_lantern_colors", {}),
    "count_your_lanterns": lambda c: ("your_lantern_colors", {}),
    "count_phrase": _phrase,
    "count_word": lambda c: str(c[0]) if isinstance(c[0], Token) else c[0],
    "count_icon": _icon,
    "count_level": lambda c: ("level", int(c[0])),
    "count_noun": lambda c: str(c[0]),
    "count_unlike": _unlike,
    "count_with": _with,
    "count_face": lambda c: ("face", "energy"),
    "count_double": lambda c: ("double_energy", True),
    "count_sides": lambda c: ("sides", "both"),
    "count_wild": lambda c: ("wild", "no"),
    "count_faces": lambda c: ("faces", "both"),
}
MARKS = {their_count.THEIRS: their_count.settle}  # "they": the opponent of the deed
