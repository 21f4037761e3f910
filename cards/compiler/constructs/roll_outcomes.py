"""What a reroll's roll does, in the sentences after it (DM-22.1: "unless the card text for
the resulting face says otherwise"; the engine's `rolled` of a reroll, abilities/outcomes.py):
"If it rolls an energy face, KO it.", "If the result is not a character face, place that
die in your opponent's Used Pile.", "Each die that does not roll a character goes to your
opponent's Used Pile.", each die not
showing a character put in the opponent's Prep Area; those showing energy sent to their
owner's Used Pile and the others back to their owner's Field Zone on the levels rolled; "Move
those showing energy
faces to the Prep Area.", "... deals 2 damage to your opponent for each die moved."

The grammar reads them as placeholders (condition kind `$rolled`, target `$rolled`, count
`$rolled`); as cards/compiler/lines.py settles a body's effects, `outcome_of`, `attach`,
`rest` and `finished` put them into the reroll just before, or the line is not read."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs.moves import SEVERAL, SIDES
from cards.compiler.constructs.reserve_rerolls import SYMBOLS
from cards.compiler.core import words
from cards.compiler.parts import IT, ROLLED, Effect, NotRead

ROLLS = ("reroll", "roll_from", "draw")  # the effects whose roll an outcome may follow

REST = "$rolled_rest"  # "Otherwise, return it to the Field Zone on its rolled level."
FORMER = "$former"  # "... on its original face": the face before the roll (`rest`)
LEFT = "$left"  # "leave it in the Field Zone ...": no move out of the Attack Zone (`rest`)
YOURS = "$your_zone"  # "return it to your Used Pile": a die of yours only (`attach`)
BAGGED = "$bagged"  # "return it to your bag": a die of yours only, and not a rerolled one
THEIRS = "$their_zone"  # "put that die in your opponent's Used Pile": an opposing die only
BACK = "$back"  # "add it to your bag" of no roll: the word, a back reference (`back_of`)
# an outcome's effect under a "you may" (cards/compiler/you_may.py `_asked`), the yes its
# condition once it is in the roll (`attach`)
OUTCOME_YES = "$you_may_outcome"
OTHERWISE = "$otherwise"  # "Otherwise, Prep it.": each die the outcome is not about
# "the rest" back in the Field Zone: only a rerolled attacker moves (DM-9.5)
RETURNED = {
    "op": "move_die",
    "target": "rolled_die",
    "zone": "field",
    "filters": {"zone": "attack"},
}
GRAMMAR = r"""
%extend condition: rolled_face
%extend effect: rolled_goes | rolled_placed | rolled_put | rolled_rest | rolled_field \
              | rolled_prep | rolled_else
%extend count: rolled_count
rolled_face: _rolled_it _rolled_shows ("a" | "an") rolled_kind "face"?
           | "you" ("roll" | "rolled") ("a" | "an") rolled_kind ("face" | "side")
           | "the" "result" "is" rolled_not? ("a" | "an") rolled_kind "face"?
           | "you" ("roll" | "rolled") rolled_energy
           | "it" "is" rolled_is_not? ("a" | "an") rolled_kind ("face" | "side")
!rolled_is_not: "not"  // (drawn_outcomes.py's "it is not a ..." shifts it too)
!rolled_energy: "energy"  // ("if you rolled energy": an energy face)
_rolled_it: "it" | "that" "die" | "that" "character" "die"
_rolled_shows: "rolls" | "shows" | "lands" "on"
!rolled_not: "not"
!rolled_kind: "energy" | "character" | "action"
rolled_goes: rolled_which ("goes" | "go") "to" move_dest move_zone
rolled_placed: _move_verb rolled_group move_to  // (moves.py's verb: "move each" is theirs too)
// ("move each die that ..." would overlap moves.py's "move each die from ...")
?rolled_group: "any" ("die" | "dice")? rolled_that | ("those" | "any" | "any" "dice") rolled_showing
rolled_which: "each" "die" rolled_that | "any" "die" rolled_that
rolled_that: "that" rolled_verb ("a" | "an")? rolled_kind ("face" | "faces")?
rolled_showing: "showing" ("a" | "an")? rolled_kind ("face" | "faces")
!rolled_verb: "does" "not" "roll" | "does" "not" "result" "in" | "doesn't" "roll"
            | "rolls" | "roll" | "shows" | "show"
rolled_count: "die" "moved"
// what a roll's outcome does to the die rolled (a rolled die only: `outcome_of`)
// (an effect that fields a die from elsewhere: free whether said or not, DM-8.12)
rolled_field: "field" _rolled_it _rolled_free? ("at" "level" INT)? _rolled_free?
_rolled_free: "for" "free" | "at" "no" "cost"
rolled_prep: "prep" _rolled_it
// "Otherwise, <effect>": what each other rolled die does (after an outcome only)
rolled_else: "otherwise" ","? effect
// the rolled die named again in an outcome ("place that die in your opponent's Used Pile")
rolled_put: ("place" | "put" | "move" | "send" | "add" | "return") put_it move_to
!put_it: "it" | "that" "die" | "that" "character" "die"  // (its word: `back_of`)
// DM-22.1 said again after "if it rolls an energy face, ...": the others stay
rolled_rest: "otherwise" ","? "return" put_it move_to rolled_on  // (move_to: the Field Zone)
           | "otherwise" ","? "leave" put_it move_to rolled_on -> rolled_left  // (stays put)
           | "return" "the" "rest" "to" ("the" | "their" "owner's") "field" "zone" \
             "("? "on" "their" "rolled" ("levels" | "faces") ")"?
rolled_on: "("? "on" ("its" | "the") "rolled" ("level" | "face") ")"?
         | "on" "its" ("original" | "former" | "previous") ("level" | "face") -> rolled_former
"""


def _face(children: list[Any]) -> dict[str, Any]:
    unless = any(c == "not" for c in children if isinstance(c, str))
    kind = next((c for c in children if isinstance(c, tuple)), ("kind", "energy"))[1]
    return {"kind": ROLLED, "face": kind, "unless": unless}


def _that(children: list[Any]) -> dict[str, Any]:
    verb = next(
        c for c in children if isinstance(c, str) and c.startswith(("does", "roll", "show"))
    )
    kind = next(c for c in children if isinstance(c, tuple))[1]
    return {"kind": ROLLED, "face": kind, "unless": verb.startswith("does")}  # (doesn't)


def _moved(condition: dict[str, Any], dest: tuple[str, str, str, int]) -> list[Effect]:
    """The matching dice to a zone: their owner's (a die never enters another player's
    zones), so "your Used Pile" is not read (the dice rerolled may be anyone's)."""
    _, side, zone, level = dest
    if side == "your" or level or zone in ("field", "bag"):
        raise NotRead("zone_move")
    return [{"op": "move_die", "target": ROLLED, "zone": zone, ROLLED: condition}]


def _goes(children: list[Any]) -> list[Effect]:
    condition, side, zone = children
    return _moved(condition, ("to", SIDES[side], zone, 0))


def _placed(children: list[Any]) -> list[Effect]:
    condition, dest = children[-2], children[-1]
    return _moved(condition, dest)


def _put(children: list[Any]) -> list[Effect]:
    _, side, zone, level = children[-1]
    if level or zone == "field":
        raise NotRead("zone_move")
    made: Effect = {"op": "move_die", "target": ROLLED, "zone": zone, BACK: str(children[0])}
    if zone == "bag":
        made[BAGGED] = True
    if side == "opposing":  # (an outcome's die goes to its owner's zone, `_moved`)
        made[THEIRS] = True
    return [{**made, YOURS: True} if side == "your" else made]


def _field(children: list[Any]) -> list[Effect]:
    """ "field it for free (at level 3)", "field it at no cost", "field it at level 1": on
    the level named, else on the face it rolled; free either way (an effect's fielding from
    a pile, DM-8.12)."""
    level = next((int(c) for c in children if isinstance(c, Token) and c.type == "INT"), 0)
    return [{"op": "field_die", "target": ROLLED, **({"amount": level} if level else {})}]


def _rest(children: list[Any]) -> list[Effect]:
    """ "Otherwise, return it to the Field Zone on its rolled level" (`rest`); "... on its
    original face": back on the face it showed before the roll (`FORMER`)."""
    dest = next((c for c in children if isinstance(c, tuple)), None)
    if dest is not None and dest[1:] != ("", "field", 0):
        raise NotRead("zone_move")
    left = LEFT in children
    if left and FORMER not in children:
        raise NotRead("zone_move")  # "leave it ... on its rolled level": DM-22.1 itself
    return [{"op": REST, **({FORMER: True} if FORMER in children else {}), LEFT: left}]


def _else(children: list[Any]) -> list[Effect]:
    found = children[-1] if isinstance(children[-1], list) else [children[-1]]
    if any(e.get("op") == REST or OTHERWISE in e for e in found):
        raise NotRead("condition")  # "otherwise, otherwise ..."
    return [{**e, OTHERWISE: True} for e in found]


RULES = {
    "rolled_field": _field,
    "rolled_energy": lambda c: None,
    "rolled_prep": lambda c: [{"op": "move_die", "target": ROLLED, "zone": "prep"}],
    "rolled_else": _else,
    "rolled_put": _put,
    "put_it": words,
    "rolled_rest": _rest,
    "rolled_on": lambda c: None,
    "rolled_former": lambda c: FORMER,
    "rolled_left": lambda c: _rest([*c, LEFT]),
    "rolled_face": _face,
    "rolled_kind": lambda c: ("kind", words(c)),
    "rolled_not": lambda c: "not",
    "rolled_is_not": lambda c: "not",
    "rolled_that": _that,
    "rolled_showing": lambda c: {"kind": ROLLED, "face": c[-1][1], "unless": False},
    "rolled_verb": words,
    "rolled_which": lambda c: c[-1],
    "rolled_goes": _goes,
    "rolled_placed": _placed,
    "rolled_count": lambda c: (ROLLED, {}),
}


# Putting an outcome into the reroll before it (cards/compiler/lines.py `effects_of`)


def outcome_of(effect: Effect, instead: dict[str, Any] | None) -> tuple[str, Any] | None:
    """Whether `effect` says what a roll does: ("each", the face it is about) for the
    rerolled dice that match, ("then", None) for "for each die moved"; its placeholder taken
    off, and "it" / "that die" in an outcome of each die the die the roll is about
    (`rolled_die`). None for any other effect ("that die" of no roll's outcome: not read)."""
    if instead is not None and instead["if"].get("kind") == ROLLED:
        raise NotRead("condition")
    found = _outcome(effect)
    word = effect.pop(BACK, "")
    if found is None and effect.get("target") == ROLLED:
        if not word or ROLLED in effect:
            raise NotRead("zone_move")  # "that die" of no roll's outcome
        effect.update(target=IT, word=word)  # the die an earlier effect named (`back_of`)
    if (
        found is not None
        and found[0] in ("each", "otherwise")
        and effect.get("target")
        in (
            IT,
            ROLLED,
        )
    ):
        effect.pop("word", None)
        effect["target"] = "rolled_die"  # the die the roll is about
    return found


def back_of(effect: Effect) -> Effect:
    """ "Add it to your bag", "put that die into your Prep Area" after no roll: the die
    the back reference settled to (cards/compiler/lines.py), moved. "Your" zone or the bag
    only for a die of yours (a die never enters another player's zones, DM-23.4)."""
    yours = effect.pop(YOURS, False) | effect.pop(BAGGED, False)
    if yours and effect.get("target") not in OWN_DICE:
        raise NotRead("zone_move")
    if effect.pop(THEIRS, False) and effect.get("target") not in THEIR_DICE:
        raise NotRead("zone_move")
    return effect


# the targets that are always dice of the ability's controller (`back_of`)
OWN_DICE = frozenset({"this_die", "choose_your_die", "target_your_die", "all_your_characters",
                      "all_your_dice"})  # fmt: skip
THEIR_DICE = frozenset({"choose_opposing_die", "target_opposing_die", "all_opposing_characters",
                        "all_opposing_dice"})  # fmt: skip


def _outcome(effect: Effect) -> tuple[str, Any] | None:
    if effect.pop(OTHERWISE, False):
        said = effect.pop("condition", None)  # ("if it rolls ..., A, otherwise B": its own)
        if said is not None and said.get("kind") != ROLLED:
            raise NotRead("condition")
        return "otherwise", None
    condition = effect.get("condition")
    if condition is not None and condition.get("kind") == ROLLED:
        del effect["condition"]
        return "each", condition
    if ROLLED in effect:
        return "each", effect.pop(ROLLED)
    if effect.get("per") == ROLLED:
        del effect["per"]
        symbols = effect.pop(SYMBOLS, "")  # "for each (fist) rolled" (reserve_rerolls.py)
        return ("symbols", symbols.split()) if symbols else ("then", None)
    return None


def attach(
    effects: list[Effect], effect: Effect, part: str, face: Any, chosen: frozenset[str]
) -> None:
    """An outcome's effect into the reroll just before it (`rolled`, abilities/outcomes.py):
    one face condition per reroll; "for each die moved" after the dice it counts; nothing
    chosen in it (its targets were chosen before the roll)."""
    reroll = effects[-1] if effects and effects[-1]["op"] in ROLLS else None
    if reroll is None:
        raise NotRead("condition")
    if effect.pop(OUTCOME_YES, False):  # "you may <effect>" (cards/compiler/you_may.py)
        if part != "each" or "condition" in effect:
            raise NotRead("choice")
        effect["condition"] = {"kind": "accepted"}  # (its choice numbered with the line's)
    if effect["op"] == "field_die" and part == "each" and face.get("face") == "action":
        raise NotRead("zone_move")  # an action die is never fielded (keywords/gadgeteer.py)
    if effect.get("target") in chosen or "up_to" in effect:
        raise NotRead("choice")
    effect.pop(THEIRS, None)  # (the die rolled: an opposing die's own zone, as said)
    if effect.pop(YOURS, False) and reroll["op"] == "reroll":
        raise NotRead("zone_move")  # a die rerolled may be anyone's: "your" zone is not theirs
    if effect.pop(BAGGED, False) and reroll["op"] == "reroll":
        raise NotRead("zone_move")  # (a rerolled die was in play: no bag is said for it)
    rolled = reroll.get("rolled")
    if effect["op"] == "roll_from" and (
        part == "then" or "drawn" not in (face if part == "each" else rolled or {})
    ):
        raise NotRead("condition")  # "roll it": a die drawn (still unrolled) only
    if part == "symbols":
        _by_symbol(reroll, effect, face)
        return
    if part == "otherwise":  # after the outcome it is the other side of, before its count
        if rolled is None or rolled["then"] or not face_free(effect):
            raise NotRead("condition")
        rolled.setdefault("otherwise", []).append(effect)
        return
    if rolled is not None and rolled.get("otherwise"):
        raise NotRead("condition")  # an outcome said after its "otherwise"
    if part == "then":
        if rolled is None or rolled.get("symbols") or any(k.startswith("per") for k in effect):
            raise NotRead("count")
        rolled["then"].append(effect)
        return
    kind = _kind(reroll, face)
    if rolled is None:
        reroll["rolled"] = {**kind, "effects": [effect], "then": []}
    elif (
        {k: rolled.get(k) for k in kind} != kind
        or rolled.get("unless", False) != face["unless"]
        or rolled["then"]
    ):
        raise NotRead("condition")  # one outcome per reroll, said before its count
    else:
        rolled["effects"].append(effect)


def _by_symbol(reroll: Effect, effect: Effect, symbols: list[str]) -> None:
    """ "For each (fist) or (mask) rolled, <effect>": once, times the symbols of those types
    the reroll's (or roll's) dice show (abilities/rolled_symbols.py); one such count per
    roll, and no other outcome of it."""
    rolled = reroll.get("rolled")
    if reroll["op"] not in ("reroll", "roll_from") or any(k.startswith("per") for k in effect):
        raise NotRead("count")
    if rolled is None:
        reroll["rolled"] = {"face": "energy", "symbols": symbols, "effects": [], "then": [effect]}
    elif rolled.get("symbols") == symbols:
        rolled["then"].append(effect)
    else:
        raise NotRead("count")


def _kind(draw: Effect, face: dict[str, Any]) -> dict[str, Any]:
    """What the outcome is about: a rolled face, or (a draw's) the die drawn itself."""
    said = {"unless": True} if face["unless"] else {}
    if "drawn" not in face:
        return {"face": face["face"], **said}
    several = face.get(SEVERAL, False)  # "any (aff) dice" of several drawn (moves.py)
    if draw["op"] != "draw" or set(draw) - {"op", "amount", "condition"}:
        raise NotRead("condition")  # a draw, nothing else said of it
    if draw.get("amount") != 1 and not (several and isinstance(draw.get("amount"), int)):
        raise NotRead("condition")  # "it": one die drawn
    return {"drawn": face["drawn"], **said}


def face_free(effect: Effect) -> bool:
    """An effect an outcome may take: no condition of its own (the face is its condition)."""
    return "condition" not in effect and "instead" not in effect


def rest(effects: list[Effect], effect: Effect) -> bool:
    """Whether `effect` is "Otherwise, return it to the Field Zone on its rolled level"
    after "if it rolls an energy face, ...": a character die in the Field Zone that did not
    roll energy rolled a character face and stays there on it (DM-22.1); one rerolled in the
    Attack Zone is returned to the Field Zone, out of combat (DM-9.5, as "remove it from
    combat": constructs/leave_combat.py). Said of anything else, not read."""
    if effect["op"] != REST:
        return False
    reroll = effects[-1] if effects and effects[-1]["op"] == "reroll" else None
    rolled = reroll.get("rolled") if reroll is not None else None
    if rolled is None or rolled.get("otherwise") or rolled["face"] != "energy":
        raise NotRead("condition")
    if rolled.get("unless") or rolled["then"]:
        raise NotRead("condition")
    if "zone" in reroll.get("filters", {}) or not str(reroll["target"]).endswith(
        ("_die", "characters")
    ):
        raise NotRead("condition")
    rolled["otherwise"] = [] if effect.get(LEFT) else [RETURNED]
    if effect.get(FORMER):  # the face kept first (engine effects/former_face.py)
        rolled["otherwise"].append({"op": "former_face", "target": "rolled_die"})
        kept = {k: reroll[k] for k in ("target", "filters", "choice") if k in reroll}
        effects.insert(len(effects) - 1, {"op": "remember_face", **kept})
    return True


def finished(effects: list[Effect]) -> None:
    """A body's rerolls once all of it is read: an outcome with nothing after its count
    (no "for each die moved") keeps no `then`."""
    for effect in effects:
        drawn = effect.get("rolled", {}).get("drawn")
        if drawn and not effect["rolled"].get("otherwise"):
            raise NotRead("condition")  # where the other drawn dice go is not said
        if not effect.get("rolled", {"then": 1})["then"]:
            del effect["rolled"]["then"]
