"""Dice moved between zones by an effect (DM-23.4; "move", "put", "place", "send", "return"):
"move two Sidekick dice from your Used Pile to your Prep Area", "put target character die from
your opponent's Prep Area into their Used Pile", "move all energy dice from your opponent's
Reserve Pool to their Used Pile", "move up to three action dice from your Used Pile into your
Prep Area", "move a die of self from your Used Pile to the Field Zone at level 3", a die
selected in your Used Pile and placed into your Prep Area, with a parenthesis that forbids
the die which paid for this one's fielding, "add up to 3 dice from your Used Pile to your bag".

Which dice: "target ..." is chosen and targeted (DM-13.1); "a"/"an"/"one" is chosen but not
targeted; "up to N [target] ..." chooses 1 to N; "all"/"each" is every one (DM-13.3). Where
from: the Field Zone unless "from <zone>" says (DM-13.2); "your" zone names your dice,
"your opponent's" theirs. Where to: dice always go to their owner's zone (a die never enters
another player's zones), so "your Prep Area" is read only for your own dice; the Field Zone
on the level named, else level 1, and moving there is not fielding (DM-8.13)."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.targets import icons_filter
from cards.compiler.core import first, words
from cards.compiler.parts import CODE, ROLLED, SELF, Effect, NotRead
from games.engine.abilities.total_cost import ANY_NUMBER

GRAMMAR = r"""
%extend effect: move_dice
move_dice: _move_verb moved move_from? move_to
         | _move_verb moved "and" moved move_from move_to -> move_both
         | "select" moved select_from "and" _move_verb "it" move_to _paid_note?
select_from: "from" move_whose move_zone  // (one zone: "and" goes on to the move)
_move_verb: "move" | "put" | "place" | "send" | "return" | "add"
// the rule abilities/targets.py enforces anyway (001:L345-348)
_paid_note: "(" "you" _cant "select" "a" "die" "that" "paid" "to" "field" "self" ")"
moved: moved_det moved_mod* moved_noun (moved_whose | moved_showing | moved_cost | moved_on)?
     | moved_self
     | move_all "@wild" "energy" -> moved_energy  // "all (wild) energy": dice showing it
!moved_self: "self" | "him" | "her"
moved_det: move_one | move_target | move_all | move_upto | move_another
!move_one: "a" | "an" | "one" | INT | "any"  // "any character": one (plural: text only)
!move_another: "another" | "a" "different"  // one of another card than this one
!move_target: "target" | "any" "target"  // (burst_retarget.py)
!move_all: "all" | "each" | "all" "the"
move_upto: "up" "to" number "target"?
         | "any" "number" "of" -> move_any  // as many as the player likes
moved_mod: ICON | AFF | move_flag | "level" INT | moved_icons | moved_attached
!moved_attached: "attached"  // a Gear die attached to a character die (filter `attached`)
// "a Gear equipped to an opposing character": an opponent's Gear die, attached
moved_on: "equipped" "to" "an" "opposing" "character"
moved_icons: (ICON | AFF) _moved_join (ICON | AFF)  // "(aff) and (aff) dice": either kind
!_moved_join: "and" | "or"
!move_flag: "opposing" | "non-sidekick"
!moved_noun: "character" ("die" | "dice")? | "characters" | "sidekick" ("die" | "dice")?
           | "sidekicks" | "action" ("die" | "dice") | "energy" "dice"
           | "basic" "action" ("die" | "dice")
           | "trap" ("die" | "dice")  // an action die of a Trap card (abilities/creature_types.py)
           | "gear" ("die" | "dice")?  // an action die of a Gear card (the same)
           | "self" "character"? ("die" | "dice")
           | "self" | "die" | "dice" | NAME "character"? ("die" | "dice")
           | moved_side
!moved_side: "villain" | "villains" | "hero" | "heroes"  // a character of that affiliation
!moved_whose: "you" "control" | "your" "opponent" "controls"
moved_showing: "showing" ("energy" | "an" "energy" "face")
             | "showing" shown_symbol ("or" shown_symbol)? "energy" -> moved_shown
!shown_symbol: "generic" | ICON | "@wild"  // ("@wild" is a word of its own: counts.py)
moved_cost: "with" "a"? "printed"? cost_kind "cost" "of"? cost_value cost_bound
move_from: "from" move_whose move_zone
         | "from" move_whose move_zone ("," move_zone)* ","? _zone_or move_zone -> move_from_any
         | "from" "the" "field" "zone"? -> move_from_field
_zone_or: "or" | "and"
!move_whose: "your" | "your" "opponent's" | "an" "opponent's" | "opponent's" | "the"
           | "the" "opponent's" | "their" | "the" "defending" "player's" | "target" "opponent's"
move_to: ("to" | "into" | "in") move_dest move_zone move_level?
       | "to" "play" move_level? -> move_to_play  // into the Field Zone (DM-23.4: not fielding)
       | "to" _aside_card "card" duration -> move_to_card  // set aside (constructs/set_aside.py)
       | "out" "of" "play" duration -> move_to_card  // (the same: back at Cleanup)
_aside_card: "self's" "character"? | "her" "character"? | "his" "character"? | "this"
!move_dest: "your" | "their" | "the" | "its" "owner's" | "their" "owner's" | "your" "opponent's"
          | "its" | "his" | "her"  // ("his": the owner's, as "its owner's")
move_level: "at" "level" INT
!move_zone: "used" "pile" | "prep" "area" | "reserve" "pool" | "field" "zone" | "bag"
          | "dice" "bag"
"""

ZONES = {"used pile": "used", "prep area": "prep", "reserve pool": "reserve",
         "field zone": "field", "bag": "bag", "dice bag": "bag"}  # fmt: skip
SIDES = {"your": "your", "their": "", "the": "", "its owner's": "", "their owner's": "",
         "your opponent's": "opposing", "an opponent's": "opposing", "opponent's": "opposing",
         "the opponent's": "opposing", "the defending player's": "opposing",
         "target opponent's": "opposing", "its": "", "his": "", "her": ""}  # fmt: skip
KINDS = {
    ("target", "your"): "target_your_die", ("target", "opposing"): "target_opposing_die",
    ("target", ""): "target_die", ("one", "your"): "choose_your_die",
    ("one", "opposing"): "choose_opposing_die", ("one", ""): "choose_die",
}  # fmt: skip
ALL = {("field", "your"): "all_your_characters", ("field", "opposing"): "all_opposing_characters",
       ("field", ""): "all_characters", ("", "your"): "all_your_dice",
       ("", "opposing"): "all_opposing_dice", ("", ""): "all_dice"}  # fmt: skip
PLURAL = ("dice", "characters", "sidekicks", "villains", "heroes")
SIDE_NOUNS = {"villain": "villain", "villains": "villain", "hero": "hero", "heroes": "hero"}


def _tagged(name: str) -> Any:
    return lambda c: (name, words(c))


def _mod(children: list[Any]) -> tuple[str, Any]:
    if not children:
        return ("none", "")
    child = children[0]
    if isinstance(child, tuple):
        return child
    text = str(child)
    if text.startswith("@"):
        return ("energy_type", text[1:])
    if text.startswith("#"):
        return ("affiliation", text[1:])
    return ("level", int(text))


def _moved(children: list[Any]) -> dict[str, Any]:
    """The dice phrase: how they are picked ("det", "up_to"), its filters, whose, plural."""
    if isinstance(children[0], tuple) and children[0][0] == "self":
        return {"self": True}
    det = children[0]
    parts = [c for c in children[1:] if isinstance(c, tuple)]
    names = [p[0] for p in parts]
    if len(set(names)) != len(names):
        raise NotRead("target")  # a word twice ("opposing opposing", two icons)
    found = dict(parts)
    noun = found.pop("noun")
    drawn = found.pop("drawn", False)  # "any drawn ... dice", "... dice you draw" (drawn_any.py)
    whose = found.pop("whose", "")
    filters: dict[str, Any] = {}
    flag = found.pop("flag", "")
    side = "opposing" if flag == "opposing" else ""
    if whose:
        side = "opposing" if "opponent" in whose else "your"
        if flag == "opposing":
            raise NotRead("target")
    if flag == "non-sidekick":
        filters["sidekick"] = False
    if "shown" in found:  # "dice showing generic or (wild) energy" (abilities/energy_shown.py)
        filters["energy_shown"] = found.pop("shown")
    for name in ("energy_type", "affiliation", "level", "face"):
        if name in found:
            filters[name] = found[name]
    icons = found.get("icons")
    if icons is not None:  # "(aff) and (aff) dice": all of both kinds; "(aff) or (bolt) die"
        first_icon, join, second_icon = icons
        if {"energy_type", "affiliation"} & set(found):
            raise NotRead("target")
        if (join == "and") is not (det[0] == "all" and noun.endswith(PLURAL)):
            raise NotRead("target")
        filters.update(icons_filter((first_icon, second_icon)))
    if "cost" in found:
        filters.update([found["cost"]])
    if "attached" in found or "on" in found:  # attached to a character die (Gear only)
        if not noun.startswith("gear") or ("on" in found and (whose or flag)):
            raise NotRead("zone_move")
        filters["attached"] = True
        side = "opposing" if "on" in found else side
    head = noun.split()[0]
    if head.startswith("sidekick"):
        if "sidekick" in filters:
            raise NotRead("target")
        filters["sidekick"] = True
    elif head.startswith("character"):
        filters["die_kind"] = "character"
    elif head == "action":
        filters["die_kind"] = "action"
    elif head == "trap":  # a Trap die: an action die whose card's subtitle says Trap
        filters.update(die_kind="action", creature_type="trap")
    elif head == "gear":  # a Gear die: an action die whose card's subtitle says Gear
        filters.update(die_kind="action", creature_type="gear")
    elif head == "basic":  # a die of a Basic Action Card (filter `basic`)
        filters.update(die_kind="action", basic=True)
    elif head == "energy":
        if "face" in filters:
            raise NotRead("target")
        filters["face"] = "energy"
    elif head == "self":
        filters["card"] = CODE
    elif head in SIDE_NOUNS:  # "an opposing Villain": a character of that affiliation
        if "affiliation" in filters or "affiliation_any" in filters:
            raise NotRead("target")
        filters.update(die_kind="character", affiliation=SIDE_NOUNS[head])
    elif head.startswith("%"):  # another character's dice by name (normalise.named)
        filters["named"] = head
    plural = noun.endswith(PLURAL)
    kind, most = det
    if kind == "any" and plural:  # each die drawn of that kind: a draw's outcome only
        return {"det": "any", "up_to": 0, "side": side, "filters": filters}
    if drawn:
        raise NotRead("target")
    kind = "one" if kind == "any" else kind
    if kind == "another":  # "another (aff) character": a die of another card than this one
        if filters.get("die_kind") != "character":
            raise NotRead("zone_move")  # "move another die": one more die, of any card
        kind = "one"
        filters["other_card"] = CODE
    if (kind in ("target", "one")) == plural or (kind == "up_to" and not plural and most > 1):
        raise NotRead("target")  # "target dice", "all die", "up to two target die"
    return {"det": kind, "up_to": most, "side": side, "filters": filters}


def _energy(children: list[Any]) -> dict[str, Any]:
    """ "all (wild) energy": every die showing Wild energy (abilities/energy_shown.py)."""
    return {"det": "all", "up_to": 0, "side": "", "filters": {"energy_shown": "wild"}}


def _one(children: list[Any]) -> tuple[str, int]:
    """ "a", "an", "one", or the number 1 ("move 1 Sidekick"); another number is no one die."""
    said = str(children[0]) if children else ""
    if said == "any":
        return ("any", 0)  # "any (aff) dice": each drawn die of a kind (`sorted_move`)
    if said not in ("a", "an", "one", "1"):
        raise NotRead("choice")
    return ("one", 0)


def _cost(children: list[Any]) -> tuple[str, tuple[str, int]]:
    """ "with purchase cost 5 or more" (DM-8.7): the filters of constructs/cost_filters.py."""
    found = dict(c for c in children if isinstance(c, tuple))
    if found["kind"] != "purchase":
        raise NotRead("cost_change")  # a fielding cost bound: no filter says it
    name = "cost_at_most" if found["bound"] in ("less", "lower", "fewer") else "cost_at_least"
    return ("cost", (name, found["value"]))


def _from_any(children: list[Any]) -> tuple[str, str, str]:
    """ "from target opponent's Field Zone, Prep Area, or Reserve Pool": any of them."""
    zones = [str(c) for c in children[1:]]
    if len(set(zones)) != len(zones):
        raise NotRead("zone_move")  # (a bag among them: `picked` says whether it is read)
    return ("from", _side(children[0]), " ".join(zones))


def _side(whose: str) -> str:
    """Whose zone a die comes from; "the" (no owner said) as itself, for `_move` to settle."""
    return "the" if whose == "the" else SIDES[whose]


def _det(children: list[Any]) -> tuple[str, int]:
    return children[0]


def _upto(children: list[Any]) -> tuple[str, int]:
    targeted = any(str(c) == "target" for c in children)
    most = first(children, int)
    return ("up_to_target" if targeted else "up_to", most)


def picked(moved: dict[str, Any], source: tuple | None, op: str) -> Effect:
    """The effect `op` on the dice a `moved` phrase names, from `source` (("from", side,
    zone) or None: the Field Zone): its target kind, filters and `up_to`."""
    filters = dict(moved["filters"])
    side = moved["side"]
    zone = "field"
    if source is not None:
        _, src_side, zone = source
        if side and src_side and side != src_side:
            raise NotRead("zone_move")
        side = src_side or side
        if "bag" in zone.split() and (side != "your" or not _searched(moved)):
            raise NotRead("zone_move")  # a die from a bag is drawn at random, not chosen
        filters["zone"] = zone
    if zone == "field" and filters.get("die_kind") == "character":
        del filters["die_kind"]  # DM-13.2: the Field Zone's dice are character dice
    det, most = moved["det"], moved["up_to"]
    if det == "any":
        raise NotRead("target")  # "any (aff) dice": the dice of a draw only (`sorted_move`)
    if det == "all":
        target = ALL[("field" if zone == "field" else "", side)]
    else:
        pick = "target" if det in ("target", "up_to_target") else "one"
        target = KINDS[(pick, side)]
    effect: Effect = {"op": op, "target": target}
    if det.startswith("up_to") and most > 1:
        effect["up_to"] = most
    if filters:
        effect["filters"] = filters
    return effect


def _searched(moved: dict[str, Any]) -> bool:
    """ "Move a <Name> die from your bag or Used Pile ...": one die of a card the text names,
    which the player looks for in the bag (a search, as rolls_from.py's "search your bag for
    ..."; docs/rulings.md "A named die from the bag"); any other die of a bag is drawn."""
    filters = moved.get("filters", {})
    return moved.get("det") == "one" and ("named" in filters or "card" in filters)


def _from_bag(moved: dict[str, Any]) -> list[Effect]:
    """ "Add a die from your bag to your Prep Area": drawn at random (a bag's dice are not
    chosen), the engine's Prep from the bag (000 glossary); only "a"/"one" die of any kind."""
    if moved.get("self") or moved["det"] != "one" or moved["filters"] or moved["side"]:
        raise NotRead("zone_move")
    return [{"op": "prep", "amount": 1, "zone": "bag"}]


def _move(children: list[Any]) -> list[Effect]:
    moved = children[0]
    source = next((c for c in children if isinstance(c, tuple) and c[0] == "from"), None)
    dest = next(c for c in children if isinstance(c, tuple) and c[0] == "to")
    _, dest_side, to, level = dest
    if level and to != "field":
        raise NotRead("zone_move")
    at = {"amount": level} if level else {}
    if to == "removed" and (source is not None or moved.get("self") or moved["det"] == "any"):
        raise NotRead("zone_move")  # set aside: other dice from the Field Zone only
    if moved.get("self"):
        if source is not None:
            raise NotRead("zone_move")  # this die is in the Field Zone (its ability's)
        return [{"op": "move_die", "target": SELF, "zone": to, **at}]
    if moved["det"] == "any":
        return sorted_move(moved, source, dest)
    if source is not None and source[1] == "the":  # whose? only "... to your <zone>" says
        if moved["side"] or dest_side != "your":
            raise NotRead("zone_move")
        source = ("from", "your", source[2])  # "from the Used Pile to your Prep Area": yours
    drawn = source is not None and source[1:] == ("your", "bag") and not _searched(moved)
    if drawn and to == "prep":
        return _from_bag(moved)
    effect = picked(moved, source, "move_die")
    if to in effect.get("filters", {}).get("zone", "field").split():
        raise NotRead("zone_move")
    if "energy_shown" in effect.get("filters", {}) and effect["filters"].get("zone") != "reserve":
        raise NotRead("zone_move")  # energy shown: only rolled dice in a Reserve Pool show it
    side = moved["side"] or (source[1] if source else "")
    if dest_side and dest_side != side:
        raise NotRead("zone_move")  # "your Prep Area" for dice not yours: never
    return [{**effect, "zone": to, **at}]


def _to_card(children: list[Any]) -> tuple[str, str, str, int]:
    """ "to her character card until end of turn", "Out of Play until end of turn": set
    aside until Cleanup, as constructs/set_aside.py's (DM-14.2); for any other length, or
    for good, text only."""
    if [c[1] for c in children if isinstance(c, tuple)] != ["turn"]:
        raise NotRead("zone_move")
    return ("to", "", "removed", 0)


def sorted_move(moved: dict[str, Any], source: tuple | None, dest: tuple) -> list[Effect]:
    """ "place any (aff) dice into your Prep Area" (constructs/drawn_any.py): the dice drawn
    of that kind moved, a placeholder roll_outcomes.attach puts into the draw before it. No
    zone they come from said (they are the draw's, still in the bag); to a zone of your own
    (a die drawn is yours), not the Field Zone (fielding is not moving, DM-8.13)."""
    _, side, zone, level = dest
    if source is not None or moved["side"] or side not in ("your", "") or level:
        raise NotRead("zone_move")
    if zone == "field" or not moved["filters"]:
        raise NotRead("zone_move")  # ("any dice": every die drawn, no kind said)
    outcome = {"kind": ROLLED, "drawn": dict(moved["filters"]), "unless": False, SEVERAL: True}
    return [{"op": "move_die", "target": ROLLED, "zone": zone, ROLLED: outcome}]


SEVERAL = "several"  # an outcome of each of several dice drawn ("any ... dice", `sorted_move`)


def _both(children: list[Any]) -> list[Effect]:
    """ "Move all <Name> dice and up to N Sidekick dice" out of one zone into another (say the
    Used Pile to the Field Zone at a level): each group moved as if said alone, from and to the
    same zones; every die of the first group, so that the second alone is a choice (DM-13.1), of
    other dice."""
    first, second, *rest = children
    if first.get("self") or first["det"] != "all" or second.get("self"):
        raise NotRead("zone_move")
    if "named" not in first["filters"] and "card" not in first["filters"]:
        raise NotRead("zone_move")  # (dice of one card: a Sidekick of the second group is not)
    if second["det"] == "all" or not second["filters"].get("sidekick"):
        raise NotRead("zone_move")
    return [*_move([first, *rest]), *_move([second, *rest])]


RULES = {
    "move_both": _both,
    "move_dice": _move,
    "moved": _moved,
    "moved_self": lambda c: ("self", True),
    "moved_det": _det,
    "move_one": _one,
    "move_another": lambda c: ("another", 0),
    "moved_icons": lambda c: ("icons", tuple(str(x) for x in c)),
    "moved_side": lambda c: c[0],  # (its word, for moved_noun's)
    "move_target": lambda c: ("target", 0),
    "move_all": lambda c: ("all", 0),
    "move_upto": _upto,
    "move_any": lambda c: ("up_to", ANY_NUMBER),
    "moved_mod": _mod,
    "move_flag": _tagged("flag"),
    "moved_noun": _tagged("noun"),
    "moved_whose": _tagged("whose"),
    "moved_attached": lambda c: ("attached", True),
    "moved_on": lambda c: ("on", "opposing"),
    "moved_showing": lambda c: ("face", "energy"),
    "moved_shown": lambda c: ("shown", " ".join(c)),
    "shown_symbol": lambda c: str(c[0]).removeprefix("@"),
    "moved_energy": _energy,
    "move_from": lambda c: ("from", _side(c[0]), c[1]),
    "select_from": lambda c: ("from", _side(c[0]), c[1]),
    "move_from_any": _from_any,
    "move_from_field": lambda c: ("from", "", "field"),
    "moved_cost": _cost,
    "move_whose": lambda c: words(c),
    "move_zone": lambda c: ZONES[words(c)],
    "move_dest": lambda c: words(c),
    "move_level": lambda c: int(c[0]),
    "move_to": lambda c: ("to", SIDES[c[0]], c[1], c[2] if len(c) > 2 else 0),
    "move_to_play": lambda c: ("to", "", "field", c[0] if c else 0),
    "move_to_card": _to_card,
}
