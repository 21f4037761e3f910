"""Target phrases (DM-13): players ("your opponent", "each player"), dice ("target opposing
level 1 (mask) character die", "each of your Sidekick dice", "attacking character dice you
control"), this card ("self", "he"/"she" in its own ability) and back references ("it",
"that die": the die an earlier effect named)."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs import lantern_words
from cards.compiler.core import words
from cards.compiler.parts import CODE, IT, SELF, THEM, Effect, NotRead

PLAYERS = {
    "your opponent": "opponent",
    "target opponent": "opponent",
    "the opponent": "opponent",
    "each opponent": "opponent",
    "the opposing player": "opponent",
    "the defending player": "defending_player",  # the inactive player in an attack (DM-9)
    "that opponent": "opponent",  # the opponent a trigger of theirs names (one per side)
    "them": THEM,  # the same, "she deals them 1 damage" (cards/compiler/lines.py settles it)
    "you": "you",
    "target player": "target_player",
    "each player": "all_players",  # every seat, you too (DM-13.3: not chosen)
    "all players": "all_players",
    "target player or character die": "target_player_or_die",
}
ENERGY = ("fist", "bolt", "mask", "shield")
# an affiliation printed in words, not as its icon ("your Avengers characters", "other
# Justice League characters"): the affiliation the card file gives that icon
SIDE_WORDS = {"avengers": "avengers", "justice league": "justiceleague"}


def _alternatives(phrases: Any) -> str:
    return " | ".join(" ".join(f'"{w}"' for w in p.split()) for p in phrases)


GRAMMAR = rf"""
%extend target: player | dice | self_ref | back_ref | die_or_player | die_or_opponent \
               | opponent_or_die
die_or_player: dice "or" "player"
die_or_opponent: dice "or" "opponent"
opponent_or_die: "target" "opponent" "or" "target"? "character" "die"
!player: {_alternatives(PLAYERS)}
self_ref: "self" | "he" | "she" | "him" | "her"
        | "the" "self" "character" "die" "you" "fielded"  // (a "when fielded" ability's own die)
!back_ref: "it" | "that" "die" | "that" "character" "die" | "that" "character"
         | "that" "sidekick"  // (the Sidekick an earlier effect named)
dice: (dice_det | dice_upto | dice_n)? _dice_mods? \
      (dice_noun | kind_noun) \
      dice_whose? dice_where?
// kind_noun ("Superman dice", "(aff) dice") and dice_kind ("non-<self>", a character's
// name): constructs/dice_kinds.py
dice_upto: ("each" "of")? "up" "to" number dice_upto_yours? dice_upto_target?
// "two target character dice": exactly N (or all there are if fewer, `exact`)
!dice_n: ("two" | "three" | INT) "target"
!dice_upto_yours: "of" "your"
!dice_upto_target: "target"
// the words between a determiner and the noun (shared: constructs/cost_changes.py)
_dice_mods: (dice_mod | dice_combat | dice_level | dice_levels | dice_icon | dice_icons | dice_side
            | dice_non | dice_kind)+
!dice_mod: "active" | "opposing" | "non-sidekick" | "other" | "fielded" | "enemy" | "unblocked"
!dice_side: "villain" | "hero" | "non-villain" | "non-hero"
          | "avengers" | "justice" "league"  // an affiliation's name in words (SIDE_WORDS)
dice_non: "non-" (ICON | AFF)  // "non-@bolt", "non-(grv)": any die but those
!dice_det: "target" | "a" "target" | "one" "target" | "any" "target" | "each" "of" "your" | "each"
         | "each" "of" "your" "opponent's" | "all" "of" "your" "opponent's"
         | "all" "of" "that" "opponent's"
         | "all" "of" "your" | "all" "your" | "all" | "your" | "your" "opponent's" | "a" | "an"
         | "one"
!dice_combat: "attacking" | "blocking" | "blocked" | "non-blocking"
dice_level: "level" INT
dice_levels: "level" INT "or" "level"? INT  // "level 1 or 2": at most 2
dice_icon: ICON | AFF
!dice_noun: "sidekick" "character"? ("dice" | "die") | "superstar" "character"? ("dice" | "die")
          | "sidekick" "characters"
          | "character" "dice" | "character" "die" | "characters" | "character"
          | "superstars" | "superstar" | "sidekicks" | "sidekick" | "attackers" | "attacker"
!dice_whose: "you" "control" | "your" "opponent" "controls"
// "in the field zone" (where a target is anyway, DM-13.2), "in your (opponent's) field zone"
!dice_where: "in" ("the" | "your" | "your" "opponent's") "field" "zone"?
"""


def _player(children: list[Any]) -> Effect:
    return {"target": PLAYERS[words(children)]}


def _dice(children: list[Any]) -> Effect:
    """A dice phrase with the filters its kinds add (constructs/dice_kinds.py: a name,
    "non-<self>", "(aff) dice", "Adventurers")."""
    flat: list[Any] = []
    for child in children:
        flat.extend(child if isinstance(child, list) else [child])
    kinds = [c[1] for c in flat if isinstance(c, tuple) and c[0] == "kind"]
    found = _dice_of([c for c in flat if not (isinstance(c, tuple) and c[0] == "kind")])
    if not kinds:
        return found
    filters = dict(found.get("filters", {}))
    for kind in kinds:
        if set(kind) & set(filters):
            raise NotRead("target")  # "non-<self> other ...": a kind said twice
        filters.update(kind)
    return {**found, "filters": filters}


def _dice_of(children: list[Any]) -> Effect:
    """A dice phrase as a target kind with filters (DM-13.1: "target ..." is chosen; DM-13.3:
    "each"/"all" is not); the combinations the engine has no kind for are not read."""
    parts = {c[0]: c[1] for c in children if isinstance(c, tuple) and c[0] != "flag"}
    flagged = [c[1] for c in children if isinstance(c, tuple) and c[0] == "flag"]
    flags = set(flagged)
    if len(flagged) != len(flags) or len(parts) + len(flagged) != sum(
        isinstance(c, tuple) for c in children
    ):  # a word twice ("opposing opposing", two levels)
        raise NotRead("target")
    det, noun, whose = parts.get("det", ""), parts["noun"], parts.get("whose", "")
    where = WHERE[parts.pop("where", "the")]  # "in your field zone": whose it is
    if where and where != whose:
        if whose or (where != "you control" and det in _YOUR_DETS):
            raise NotRead("target")
        whose = "" if det in _YOUR_DETS else where
    upto = parts.get("upto")
    if upto is not None:  # "up to N [target] dice": 1 to N chosen (DM-13.1), all plural
        most, yours, targeted, *exact = upto
        if most < 2 or not noun.endswith(("dice", "characters", "sidekicks")):
            raise NotRead("choice")
        if yours and whose:
            raise NotRead("target")
        whose = "you control" if yours else whose
        found = _dice_of([c for c in children if not (isinstance(c, tuple) and c[0] in (
            "upto", "noun", "whose"))] + [("det", "target"), ("noun", _one(noun))]
            + ([("whose", whose)] if whose else []))  # fmt: skip
        if not targeted:
            found["target"] = CHOOSE[found["target"]]
        return {**found, "up_to": most, **({"exact": True} if exact else {})}
    if det in ("a", "an", "one"):  # one die, chosen but not targeted (DM-13.1)
        found = _dice_of([c for c in children if not (isinstance(c, tuple) and c[0] == "det")]
                      + [("det", "target")])  # fmt: skip
        return {**found, "target": CHOOSE[found["target"]]}
    opposing = "opposing" in flags
    plural = noun.endswith(_PLURALS) or (noun == "sidekick" and det not in ("target", "each"))
    if det == "each of your" and noun.endswith("die"):
        plural = True  # "each of your attacking character die": a misprint of "dice"
    if not det and (opposing or plural):
        det = "all"  # "opposing character dice get -1A", "(aff) character dice can't block"
    if det in ("your opponent's", "each of your opponent's", "all of your opponent's") and (
        det == "your opponent's" or plural
    ):  # "your opponent's (grv) character dice get -3A", "each of your opponent's characters"
        if opposing or whose:
            raise NotRead("target")
        det, opposing = "all", True
    if not det or (det in ("target", "each")) == plural or (opposing and whose):
        raise NotRead("target")
    if ("active" in flags or "fielded" in flags) and det == "target":
        raise NotRead("target")  # ("active"/"fielded": in the Field Zone, as DM-13.2 has it)
    if det in _YOUR_DETS:
        if opposing or whose:
            raise NotRead("target")
        whose = "you control"
    side = (
        "opposing"
        if opposing or whose == "your opponent controls"
        else ("your" if whose == "you control" else "")
    )
    if det == "target":
        target = {"opposing": "target_opposing_die", "your": "target_your_die"}.get(
            side, "target_die"
        )
    else:
        target = {"opposing": "all_opposing_characters", "your": "all_your_characters"}.get(
            side, "all_characters"
        )
    filters: dict[str, Any] = {}
    combat = parts.get("combat", "")
    if noun.startswith("attacker"):  # an attacking character die; "blocked attacker": blocked
        if combat not in ("", "blocked"):
            raise NotRead("target")
        combat = combat or "attacking"
    if "unblocked" in flags:  # an attacker no blocker was declared for (DM-9.3, DM-9.5)
        if combat not in ("", "attacking"):
            raise NotRead("target")
        combat = ""
        filters["unblocked"] = True  # (abilities/filters.py: once blockers are declared)
    if combat == "attacking":  # in the Attack Zone and not there to block (DM-9.1)
        filters.update(zone="attack", blocker=False)
    elif combat == "blocking":  # declared as a blocker in this combat (DM-9.1 to DM-9.5)
        filters["blocker"] = True
    elif combat == "blocked":  # an attacker that was blocked (DM-9.5: it stays blocked)
        filters["blocked"] = True
    elif combat == "non-blocking":  # any die not declared as a blocker (an attacker too)
        filters["blocker"] = False
    if "other" in flags:  # a die of another card than this one ("your other character dice")
        if det == "target":
            raise NotRead("target")
        filters["other_card"] = CODE
    if "level" in parts:
        filters["level"] = parts["level"]
    if "levels" in parts:
        if "level" in parts:
            raise NotRead("target")
        filters.update(_levels(parts["levels"]))
    icons = parts.get("icons")  # "(aff) or (bolt)": constructs/either_targets.py
    if icons is not None:
        if "icon" in parts or "non" in parts:
            raise NotRead("target")
        first, join, second = icons  # "(aff) and (aff) character dice": all of both kinds
        if (join == "and") is not (plural and det != "target"):
            raise NotRead("target")
        icons = (first, second)
        filters.update(icons_filter(icons))
    icon = parts.get("icon", "")
    if icon.startswith("@"):
        if icon[1:] not in ENERGY:
            raise NotRead("target")
        filters["energy_type"] = icon[1:]
    elif icon:  # an affiliation icon the file names ("(wl)": any Lantern color)
        filters["affiliation"] = icon[1:]
        lantern_words.any_color(filters)
    other = parts.get("non", "")  # "non-@bolt": any die but those
    if other.startswith("@"):
        if other[1:] not in ENERGY:
            raise NotRead("target")
        filters["not_energy_type"] = other[1:]
    elif other:
        filters["not_affiliation"] = other[1:]
    side_word = parts.get("side", "")
    if side_word:  # "villain characters", "each non-villain character" (an affiliation)
        key = "not_affiliation" if side_word.startswith("non-") else "affiliation"
        if "icon" in parts:
            raise NotRead("target")
        bare = side_word.removeprefix("non-")
        filters[key] = SIDE_WORDS.get(bare, bare)
    if "sidekick" in noun:
        filters["sidekick"] = True
    if "non-sidekick" in flags:  # the filter's other side
        if "sidekick" in noun:
            raise NotRead("target")
        filters["sidekick"] = False
    return {"target": target, **({"filters": filters} if filters else {})}


def icons_filter(icons: tuple[str, str]) -> dict[str, str]:
    """Two icons before one noun ("(aff) or (bolt) character die"): a die of either."""
    if any(i.startswith("@") and i[1:] not in ENERGY for i in icons) or icons[0] == icons[1]:
        raise NotRead("target")
    kinds = {"energy_type" if i.startswith("@") else "affiliation" for i in icons}
    if kinds == {"energy_type"}:
        return {"energy_type_any": " ".join(i[1:] for i in icons)}
    if kinds == {"affiliation"}:
        return {"affiliation_any": " ".join(i[1:] for i in icons)}
    either = " ".join(
        f"{'energy_type' if i.startswith('@') else 'affiliation'}:{i[1:]}" for i in icons
    )
    return {"any_of": either}


# "a target character", "one target character": the target phrase with an article (AvX's
# wording); the same one chosen die (DM-13.1).
SAME_DET = {"a target": "target", "one target": "target", "any target": "target",
            # "all of that opponent's": the opponent a trigger named (one per side, PLAYERS)
            "all of that opponent's": "all of your opponent's"}  # fmt: skip
CHOOSE = {"target_die": "choose_die", "target_opposing_die": "choose_opposing_die",
          "target_your_die": "choose_your_die"}  # fmt: skip
MODS = {"enemy": "opposing"}  # "an enemy (mask) character die": an opposing one
_SINGULAR = {"dice": "die", "characters": "character", "sidekicks": "sidekick",
             "superstars": "superstar", "attackers": "attacker"}  # fmt: skip
_PLURALS = tuple(_SINGULAR)


# "in the field zone" says nothing more (DM-13.2); "in your field zone": whose dice they are
WHERE = {"the": "", "your": "you control", "your opponent's": "your opponent controls"}
_YOUR_DETS = ("your", "all of your", "each of your", "all your")


def _one(noun: str) -> str:
    """The singular of a plural dice noun ("sidekick character dice" -> "... die")."""
    head, _, last = noun.rpartition(" ")
    return f"{head} {_SINGULAR[last]}".strip()


def _n(children: list[Any]) -> tuple[str, tuple[int, bool, bool, bool]]:
    """ "two target": N targets, exactly (`exact`), or all there are if fewer."""
    said = str(children[0])
    return ("upto", ({"two": 2, "three": 3}.get(said) or int(said), False, True, True))


def _upto(children: list[Any]) -> tuple[str, tuple[int, bool, bool]]:
    most = next(c for c in children if isinstance(c, int))
    flags = {str(c) for c in children if isinstance(c, str)}
    return ("upto", (most, "of your" in flags, "target" in flags))


def _levels(levels: tuple[int, ...]) -> dict[str, int]:
    """ "level 1 or 2" (or "level 1 or level 2"): at most 2 (a die's lowest level is 1,
    DM-1.6); other pairs are not read."""
    if levels == (1, 2):
        return {"level_at_most": 2}
    raise NotRead("target")


def _die_or_player(children: list[Any]) -> Effect:
    """ "target character die or player" (Attune's kind, a player or a character die); "a
    character or player": the same, chosen but not targeted (DM-13.1)."""
    kinds = {"target_die": "target_player_or_die", "choose_die": "choose_player_or_die"}
    if len(children[0]) != 1 or children[0].get("target") not in kinds:
        raise NotRead("target")
    return {"target": kinds[children[0]["target"]]}


def _die_or_opponent(children: list[Any]) -> Effect:
    """ "target character die or opponent": any character die, or the opponent."""
    if children[0] != {"target": "target_die"}:
        raise NotRead("target")
    return {"target": "target_opponent_or_die"}


def _opponent_or_die(children: list[Any]) -> Effect:
    """ "target opponent or (target) character die": the same kind, its words the other way
    round (one target, the opponent or any character die)."""
    return {"target": "target_opponent_or_die"}


def _icon(children: list[Any]) -> tuple[str, str]:
    text = str(children[0])
    if text.startswith("#"):  # the normaliser's affiliation: its name, "_" for any sign
        return ("icon", "#" + text[1:])
    return ("icon", text)


RULES = {
    "player": _player,
    "self_ref": lambda c: {"target": SELF},
    "back_ref": lambda c: {"target": IT, "word": words(c)},
    "dice": _dice,
    "die_or_player": _die_or_player,
    "die_or_opponent": _die_or_opponent,
    "opponent_or_die": _opponent_or_die,
    "dice_det": lambda c: ("det", SAME_DET.get(words(c), words(c))),
    "dice_upto": _upto,
    "dice_n": _n,
    "dice_upto_yours": words,
    "dice_upto_target": words,
    "dice_mod": lambda c: ("flag", MODS.get(words(c), words(c))),
    "dice_combat": lambda c: ("combat", words(c)),
    "dice_level": lambda c: ("level", int(c[0])),
    "dice_levels": lambda c: ("levels", tuple(int(x) for x in c)),
    "dice_icon": _icon,
    "dice_non": lambda c: ("non", str(c[-1])),
    "dice_side": lambda c: ("side", words(c)),
    "dice_noun": lambda c: ("noun", words(c)),
    "dice_whose": lambda c: ("whose", words(c)),
    "dice_where": lambda c: ("where", words(c).split(" field")[0].removeprefix("in ")),
}
