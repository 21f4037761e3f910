"""Conditions in words ("if you have 2 or more character dice in the Field Zone"): one entry
per kind of games/engine/abilities/conditions.py CONDITIONS, each turning a `Condition`
into the clause after "if" (or "unless")."""

from __future__ import annotations

import re
from collections.abc import Callable

from games.engine.model.cards import Condition
from games.reading.armed import ARMED, ARMED_LEAD
from games.reading.counts import COUNTS
from games.reading.locks import MARKER_NAMES
from games.reading.targets import FILTERS, ZONES


def _bound(c: Condition, noun: str) -> str:
    if c.get("exactly") == 1 and noun.endswith(" dice"):  # "exactly 1 character die"
        return f"exactly 1 {noun[:-4]}die"
    if c.get("exactly") is not None:
        return f"exactly {c.get('exactly')} {noun}"
    if c.get("at_most") == 0 and noun:
        return f"no {noun}"
    if c.get("at_most") is not None:
        return f"{c.get('at_most')} or fewer {noun}"
    return f"{c.get('at_least', 1)} or more {noun}"


def _filters(c: Condition, after: bool = False) -> str:
    """The words of the filters (all, or with `after` only those before the noun)."""
    words = [
        FILTERS[n].words(v) if n in FILTERS else n
        for n, v in c.get("filters", ())
        if not (after and n in FILTERS and FILTERS[n].after)
    ]
    return " ".join(words)


def _that_target(c: Condition) -> str:
    """ "that target is a Mask level 1 character die": the chosen target's filters, as the
    target's own words put them (games/reading/targets.py)."""
    before = _filters(c, after=True).replace("character", "").split()
    words = " ".join(["a", *before, "character die"]) + _after(c)
    return "that target is " + re.sub(r"\ba (?=[AEIOUaeiou])", "an ", words)


# `engaged` one way (abilities/conditions.py `as`): the die asked about blocks, or is blocked
_ENGAGED = {"": "engaged with", "blocking": "blocking", "blocked": "blocked by"}


def _after(c: Condition) -> str:
    """The words of the filters placed after the noun ("of another card")."""
    words = [
        FILTERS[n].words(v) for n, v in c.get("filters", ()) if n in FILTERS and FILTERS[n].after
    ]
    return "".join(f" {w}" for w in words)


def _who(c: Condition) -> str:
    return {"yours": "you have", "opposing": "your opponent has", "any": "there are"}[
        c.get("whose", "yours")
    ]


# "While <self> is attacking" (constructs/attacking_deeds.py): a die of this card attacking
_SELF_ATTACKING = {"card": "self", "zone": "attack", "blocker": False}


def _dice(c: Condition) -> str:
    if dict(c.get("filters", ())) == _SELF_ATTACKING and c.get("whose") == "yours":
        return "a die of this card is attacking"
    said = dict(c.get("filters", ()))
    if c.get("zone") == "attack":  # the condition's own zone: the same attackers
        said = {"zone": "attack", **said}
    if said.get("zone") == "attack" and said.get("blocker") is False:  # (attacking_with.py)
        rest = {"filters": tuple((n, v) for n, v in said.items() if n not in ("zone", "blocker"))}
        kind = " ".join(
            x for x in ("other" * bool(c.get("other")), "attacking", _filters(rest, True)) if x
        )
        return f"{_who(c)} {_bound(c, f'{kind} character dice{_after(rest)}')}"
    field = c.get("zone", "field") == "field" and "face" not in dict(c.get("filters", ()))
    noun = "character dice" if field else "dice"  # the Field Zone's: characters (DM-13.2)
    noun = " ".join(x for x in ("other" if c.get("other") else "", _filters(c, True), noun) if x)
    noun += _after(c)
    zone = ZONES.get(c.get("zone", "field"), "")
    return f"{_who(c)} {_bound(c, noun)} {zone}".strip()


def _life(c: Condition) -> str:
    if c.get("than_opponent"):
        return f"you have {c.get('than_opponent')} life than your opponent"
    whose = "your" if c.get("whose", "yours") == "yours" else "your opponent's"
    return f"{whose} life is {_bound(c, '').strip()}"


_ACTIVE = {  # the counts of unique active characters (DM-18.5), by who has them
    "your_active_characters": ("you have", ""),
    "your_other_active_characters": ("you have", "other "),
    "opposing_active_characters": ("your opponent has", ""),
    "all_active_characters": ("there are", ""),
}


def _count(c: Condition) -> str:
    """ "you have 2 or more active Villain characters"; another count by its name."""
    if c.get("count") in _ACTIVE:
        who, other = _ACTIVE[c.get("count")]
        noun = " ".join(x for x in (f"{other}active", _filters(c, True), "characters") if x)
        noun += _after(c)
        return f"{who} {_bound(c, noun)}"
    for kind, name in MARKER_NAMES.items():  # markers (games/engine/abilities/markers.py)
        if c.get("count") == f"{kind}s_on_this_card":
            return f"this card has {_bound(c, name + 's')}"
        if c.get("count") == f"your_{kind}s":
            return f"your character cards have {_bound(c, name + 's')} among them"
    if c.get("count") == "your_other_attacking_dice" and not c.get("filters"):
        return f"{_bound(c, 'other character dice')} of yours are attacking"  # DM-9.2
    counted = str(COUNTS.get(c.get("count"), c.get("count")))  # "for each die in ...": counting
    kinds = " ".join(x for x in (_filters(c, True), "ones") if x) + _after(c)
    only = f" (only {kinds})" if c.get("filters") else ""  # "... 2 Ultramarines dice": said
    return f"counting {counted.removeprefix('for ')}{only}, there are " + _bound(c, "").strip()


def _versus(c: Condition) -> str:
    """ "you have more Villain character dice than your opponent"."""
    noun = " ".join(x for x in (_filters(c), "characters" if "active" in str(c.get("count"))
                                else "character dice") if x)  # fmt: skip
    if "active" in str(c.get("count")):
        noun = f"active {noun}"
    way = {"less": "fewer", "more": "more", "equal": "as many"}[c.get("than_opponent")]
    than = "as" if way == "as many" else "than"
    return f"you have {way} {noun} {than} your opponent"


def _energy(c: Condition) -> str:
    """ "you have 2 or more Bolt energy in your Reserve Pool"."""
    kind = str(c.get("energy_type", "")).capitalize()
    noun = f"{kind} energy".strip()
    pools = {"yours": "in your Reserve Pool", "opposing": "in their Reserve Pool"}
    where = pools.get(c.get("whose", "yours"), "in a Reserve Pool")
    return f"{_who(c)} {_bound(c, noun)} {where}"


def _damaged(c: Condition) -> str:
    """ "you have been dealt 4 or more combat damage this turn"."""
    who = {"yours": "you have", "opposing": "your opponent has", "any": "a player has"}[
        c.get("whose", "yours")
    ]
    noun = "combat damage" if c.get("combat") else "damage"
    some = c.get("at_most") is None and c.get("exactly") is None and c.get("at_least", 1) == 1
    amount = noun if some else _bound(c, noun)
    return f"{who} been dealt {amount} this turn"


def _fielded(c: Condition) -> str:
    """ "you fielded 1 or more other character dice this turn"."""
    who = "you" if c.get("whose", "yours") == "yours" else "your opponent"
    words = ("other" if c.get("other") else "", _filters(c, True), "character dice")
    noun = " ".join(x for x in words if x) + _after(c)
    return f"{who} fielded {_bound(c, noun)} this turn"


def _kod(c: Condition) -> str:
    """ "1 or more character dice you controlled were KO'd this turn"."""
    words = (_filters(c, True), "character dice")
    noun = " ".join(x for x in words if x) + _after(c)
    whose = {"yours": " you controlled", "opposing": " your opponent controlled", "any": ""}
    return f"{_bound(c, noun)}{whose[c.get('whose', 'yours')]} were KO'd this turn"


def _this_turn(verb: str, noun: str) -> Callable[[Condition], str]:
    """ "you purchased 1 or more character dice this turn", "you used 1 or more Basic
    action dice this turn" (`die_kind` is said by the noun)."""

    def words(c: Condition) -> str:
        who = {"yours": "you", "opposing": "your opponent", "any": "a player"}
        filters = dict(c.get("filters", ()))
        kind = str(filters.pop("die_kind", noun))
        said = [FILTERS[n].words(v) if n in FILTERS else n for n, v in filters.items()]
        thing = " ".join(x for x in (*said, kind, "dice") if x)
        return f"{who[c.get('whose', 'yours')]} {verb} {_bound(c, thing)} this turn"

    return words


def _this_die(c: Condition) -> str:
    """ "this die is blocking" / "attacking" (in the Attack Zone there to block or not, DM-9.1,
    DM-9.3), else its filters: "this die is level 3"."""
    filters = dict(c.get("filters", ()))
    if set(filters) == {"zone", "blocker"} and filters["zone"] == "attack":
        return "this die is blocking" if filters["blocker"] else "this die is attacking"
    if filters == {"zone": "attack", "blocker": False, "blocked": False}:  # DM-9.5
        return "this die is attacking and was not blocked"
    if set(filters) == {"equipped"}:  # Gear equipped to it (engine abilities/equipped.py)
        return "this die has Gear equipped" if filters["equipped"] else "this die has no Gear"
    if set(filters) == {"blocker"}:  # declared as a blocker in this combat (DM-9.3)
        return "this die is blocking" if filters["blocker"] else "this die is not blocking"
    said = _filters(c)
    if said.startswith("that "):  # a relative filter ("that was blocked") says its own verb
        return f"this die {said.removeprefix('that ')}"
    return f"this die is {said}"


def _team(c: Condition) -> str:
    """ "your opponent has 1 or more X-Men character cards on their team"."""
    kind = str(c.get("affiliation", "") and FILTERS["affiliation"].words(c.get("affiliation")))
    noun = " ".join(x for x in (kind, "character cards") if x)
    where = "on your team" if c.get("whose", "yours") == "yours" else "on their team"
    return f"{_who(c)} {_bound(c, noun)} {where}"


def _this_way(c: Condition) -> str:
    """ "1 or more character dice were KO'd by this ability's earlier effects"."""
    kod = c.get("what") == "kod"
    noun = " ".join(x for x in (_filters(c, True), "character dice" if kod else "dice") if x)
    noun += _after(c)
    done = "KO'd" if kod else "spun to another face"
    return f"{_bound(c, noun)} were {done} by this ability's earlier effects"


_OF_TARGETS_CARD = "character dice of that target's card"

CONDITIONS: dict[str, Callable[[Condition], str]] = {
    "dice": _dice,
    "count": _count,
    "versus": _versus,
    "energy": _energy,
    "damaged": _damaged,
    "active": lambda c: (
        "this card is active" if c.get("card", "self") == "self" else f"{c.get('card')} is active"
    ),
    "life": _life,
    "this_die": lambda c: _this_die(c),
    "target": lambda c: _that_target(c),
    "your_turn": lambda c: "it is your turn",
    "lasting": lambda c: (
        ARMED_LEAD
        if c.get("effect") == ARMED
        else "this card's effect already lasts on you this turn"
    ),
    "fielded_alone": lambda c: "you fielded no other character die this turn",
    "fielded": lambda c: _fielded(c),
    "kod": _kod,
    "purchased": _this_turn("purchased", ""),
    "used_action": _this_turn("used", "action"),
    "attack_step": lambda c: "it is the Attack Step",
    "main_step": lambda c: "it is the Main Step",
    "prevented": lambda c: "your opponent paid to prevent it",
    "accepted": lambda c: "you chose yes",  # (abilities/you_may.py)
    "either_chosen": lambda c: (  # (abilities/either_chosen.py)
        f"your opponent picked the {'second' if c.get('option') == 2 else 'first'} outcome"
    ),
    "done": lambda c: "you do",  # (abilities/if_you_do.py; said after the cost)
    "attacking_alone": lambda c: "this die is the only attacking die",
    "higher_level": lambda c: (
        f"{'you control' if c.get('whose') == 'yours' else 'an opponent controls'} a character"
        " die of a higher level than this die"
    ),
    "one_energy_type": lambda c: (
        f"{'you have' if c.get('whose') == 'yours' else 'your opponent has'} character dice in"
        " the Field Zone, and they all share one energy type"
    ),
    "engaged": lambda c: re.sub(
        r"\ba (?=[AEIOUaeiou]|X-Men)",
        "an ",
        f"this die is {_ENGAGED[c.get('as', '')]} a {_filters(c, True)} character die{_after(c)}",
    ).replace("  ", " "),
    "team": _team,
    "highest_cost": lambda c: (
        "this die costs more to purchase than every other character die in a Field Zone"
        if c.get("holder") == "this_die"
        else "your costliest character die in a Field Zone costs more to purchase than every"
        " opposing one"
    ),
    "copies": lambda c: f"{_who(c)} {_bound(c, _OF_TARGETS_CARD)} in a Field Zone (the target too)",
    "this_way": _this_way,
    # every one of its parts (abilities/conditions.py `all`), each in its own words
    "all": lambda c: ", and ".join(condition_words(part) for part in c.get("of")),
}


def condition_words(condition: Condition) -> str:
    """ "if ..." or "unless ..." ("if A, and if B": each of an `all`)."""
    words = CONDITIONS.get(condition.kind)
    clause = words(condition) if words else f"(not rendered: condition {condition.kind})"
    if condition.kind == "all":  # each part says its own "if" or "unless"
        return f"unless ({clause})" if condition.unless else clause
    return ("unless " if condition.unless else "if ") + clause
