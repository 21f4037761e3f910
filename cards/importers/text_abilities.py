"""An imported card's text as the engine's ability data where it can be, else text only.

The importers' sources give ability text, never ability data. Where every line of a card is
one of the common shapes (cards/importers/ability_shapes.py: "When fielded, deal 2 damage to
target opposing character die.", "Global: Pay (fist). Target character die gets +1A.", an
action die's text and its bursts, ...), the card gets the abilities and Globals those lines
say, and the engine executes it (`card_execution`). Otherwise the card stays text only,
exactly as before: a line opening with one of the usual trigger phrases becomes an ability
record with a trigger and no effects, which its controller declares when the trigger
happens (docs/engine.md, "Declarations of text-only abilities"); a "Global: Pay N" line a
text-only Global with its cost; every other line stays plain text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from cards.importers.ability_shapes import Effects, Reading, ability, effects_of
from games.engine import card_execution

_WHEN = r"^when\b[^.:;]*?\b"
_START = r"^at the (?:start|beginning) of "
_EACH = r"(?:each|each player's|every) turn\b"
TRIGGERS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^when (?:you field|fielded)\b|^when\b[^.:;]*\bis fielded\b", re.I),
     "when_fielded"),
    (re.compile(_WHEN + r"is (?:ko'd|knocked out)\b", re.I), "when_kod"),
    (re.compile(_WHEN + r"(?:is|becomes) blocked\b", re.I), "when_blocked"),
    (re.compile(_WHEN + r"blocks\b", re.I), "when_blocks"),
    (re.compile(_WHEN + r"attacks\b", re.I), "when_attacks"),
    (re.compile(_START + r"your turn\b", re.I), "start_of_your_turn"),  # DM-5.2
    (re.compile(_START + _EACH, re.I), "start_of_turn"),
    (re.compile(r"^at the end of your turn\b", re.I), "end_of_your_turn"),
    (re.compile(r"^at the end of " + _EACH, re.I), "end_of_turn"),
)  # fmt: skip
PLAIN = Reading()  # no name, no die, no affiliation icons
GLOBAL_COST = re.compile(r"^global:\s*pay\s+(\d{1,2})\b", re.I)

# --- executed: the lines' openings (what follows is read by ability_shapes) ---------------------

# A character's own triggers; "<self>" is its name, "this die", "this character (die)".
_IF_ACTIVE = r"(?:if (?P<self>.+?) is active,\s*)?(?P<rest>.+)$"  # the trigger's own condition
OWN_TRIGGERS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^when (?:fielded|you field (?P<self>.+?)|(?P<self2>.+?) is fielded),\s*"
                r"(?P<rest>.+)$", re.I), "when_fielded"),
    (re.compile(r"^when (?P<self>.+?) attacks,\s*(?P<rest>.+)$", re.I), "when_attacks"),
    # the older sets' words for the same moments (DM-9.1: declared as an attacker)
    (re.compile(r"^when (?:(?P<self>.+?) (?:is assigned|assigns) to attack|assigned to attack),"
                r"\s*(?P<rest>.+)$", re.I), "when_attacks"),
    (re.compile(r"^when (?:ko'd|knocked out),\s*(?P<rest>.+)$", re.I), "when_kod"),
    (re.compile(r"^when (?P<self>.+?) blocks or is blocked,\s*(?P<rest>.+)$", re.I),
     "when_blocks_or_blocked"),
    (re.compile(r"^when (?P<self>.+?) blocks,\s*(?P<rest>.+)$", re.I), "when_blocks"),
    (re.compile(r"^when (?P<self>.+?) (?:is|becomes) blocked,\s*(?P<rest>.+)$", re.I),
     "when_blocked"),
    (re.compile(r"^when (?P<self>.+?) is (?:ko'd|knocked out),\s*(?P<rest>.+)$", re.I),
     "when_kod"),
    # DM-18.1: while this card is active (the trigger's own condition)
    (re.compile(r"^while (?P<self>.+?) is active, when you use an action die,\s*(?P<rest>.+)$",
                re.I), "when_you_use_an_action_die"),
    # DM-14.3: a static ability while this card is active
    (re.compile(r"^while (?P<self>.+?) is active,\s*(?P<rest>.+)$", re.I), "static"),
    # DM-5.2: a turn's start or end; these need the card active (DM-18.1) and have no die
    (re.compile(_START + r"your turn,\s*" + _IF_ACTIVE, re.I), "start_of_your_turn"),
    (re.compile(_START + _EACH + r",\s*" + _IF_ACTIVE, re.I), "start_of_turn"),
    (re.compile(r"^at the end of your turn,\s*" + _IF_ACTIVE, re.I), "end_of_your_turn"),
    (re.compile(r"^at the end of " + _EACH + r",\s*" + _IF_ACTIVE, re.I), "end_of_turn"),
)  # fmt: skip
TURN_TRIGGERS = frozenset(
    {"start_of_your_turn", "start_of_turn", "end_of_your_turn", "end_of_turn"}
)
STAT_OPS = frozenset({"modify_attack", "modify_defense", "modify_stats"})
# What a static ability of imported text may do: change A and D, or make dice untargetable
# (DM-14.3; the engine reads both while the card is active, abilities/stats.py, targets.py).
STATIC_OPS = STAT_OPS | {"cant_be_targeted", "cant_be_targeted_by_opponents"}
# Keywords whose printed line carries their ability: "Energize - <effect>" (the keyword's
# module triggers it; its effect is the card's).
KEYWORD_LINE = re.compile(
    r"^(?P<keyword>energize|impulse)\s*[-:\u2013\u2014]\s*(?P<rest>.+)$", re.I
)
ENERGY = ("fist", "bolt", "mask", "shield")
ACTIONS = ("action", "basic_action")
GLOBAL = re.compile(
    r"^global:\s*(?P<once>once per turn,\s*)?pay\s+(?P<cost>(?:\s*(?:\((?:fist|bolt|mask|shield"
    r"|\d{1,2})\)|\d{1,2}))+)(?:\s+energy)?(?P<limits>(?:,?\s*(?:once per turn|only on your turn"
    r"|only during your turn))*)(?:\s*[.:]|\s+to)\s+(?P<rest>.+)$",
    re.I,
)
LIMITS = (
    (re.compile(r"^once per turn,\s*(?:(?:only )?(?:on|during) your turn,\s*)?", re.I), True),
    (re.compile(r"^once (?:during|on) your turn,\s*", re.I), True),
    (re.compile(r"^(?:only )?(?:on|during) your turn,\s*", re.I), False),
)
BURST = re.compile(
    r"^(?P<marks>(?:\(burst\))+(?:\s*/\s*(?:\(burst\))+)*)\s*:?\s*"
    r"(?P<mode>(?:also|instead),?\s+)?(?P<rest>.+)$",
    re.I,
)


def trigger_of(line: str) -> str | None:
    """The engine trigger a line of card text opens with, if it is one of the usual ones."""
    for pattern, trigger in TRIGGERS:
        if pattern.search(line.strip()):
            return trigger
    return None


def text_abilities(
    kind: str,
    lines: list[str],
    name: str = "",
    keywords: Iterable[str] = (),
    affiliations: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """`abilities` and `globals` records for a card's printed lines: the engine's data when
    every line is a shape it reads (or only names a keyword) and the card is then executed;
    else the text-only records (`declared_abilities`). `affiliations`: the file's affiliation
    icons as its text writes them ("xmen" for "(xmen)") -> the affiliation they stand for."""
    reading = Reading(name, affiliations=tuple(sorted((affiliations or {}).items())))
    executed = executed_abilities(kind, lines, reading)
    if executed is not None:
        card = {"kind": kind, "name": name or "?", "text": lines, "keywords": list(keywords)}
        if card_execution({**card, **executed}).executed:
            return executed
    return declared_abilities(kind, lines)


def declared_abilities(kind: str, lines: list[str]) -> dict[str, Any]:
    """`abilities` and `globals` records (text only) for the lines that say when they act.
    Only characters' triggered lines: an action card's text is its action, declared when the
    die is used, which needs no record."""
    abilities = [
        {"trigger": trigger, "text": line}
        for line in lines
        if kind == "character" and (trigger := trigger_of(line)) is not None
    ]
    globals_ = [
        {"cost": int(match.group(1)), "text": line}
        for line in lines
        if (match := GLOBAL_COST.match(line.strip())) is not None
    ]
    return _records(abilities, globals_)


def _records(abilities: list[dict[str, Any]], globals_: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        **({"abilities": abilities} if abilities else {}),
        **({"globals": globals_} if globals_ else {}),
    }


def executed_abilities(
    kind: str, lines: list[str], reading: Reading = PLAIN
) -> dict[str, Any] | None:
    """The records of the lines read as shapes (lines that are not, a keyword's reminder
    among them, are left for `card_execution` to judge); None when a burst line cannot be
    placed."""
    abilities: list[dict[str, Any]] = []
    globals_: list[dict[str, Any]] = []
    bursts: list[str] = []
    for line in lines:
        text = line.strip()
        if (record := global_record(text, reading)) is not None:
            globals_.append({**record, "text": line})
        elif (match := KEYWORD_LINE.match(text)) is not None:
            rest = _without_reminder(match["rest"], match["keyword"])
            if (read := effects_of(rest, reading)) is not None:
                abilities.append(ability(match["keyword"].casefold(), line, read))
        elif BURST.match(text):
            bursts.append(line)
        elif kind == "character" and (
            made := _triggered(line, reading) or _own_static(line, reading)
        ):
            abilities.append(made)
        elif kind in ACTIONS and (read := effects_of(text, reading)) is not None:
            abilities.append(ability("action", line, read))
    for line in bursts:
        made = burst_record(line, kind, abilities, reading)
        if made is None:
            return None
        abilities.append(made)
    return _records(abilities, globals_)


def _without_reminder(text: str, keyword: str) -> str:
    """The keyword's effect without its reminder text: a last parenthesis naming the keyword
    ("(Whenever you roll this die on its double energy face, use its Energize effect.)")."""
    return re.sub(rf"\s*\([^()]*\b{keyword}\b[^()]*\)\s*$", "", text, flags=re.I)


def _triggered(line: str, own: Reading) -> dict[str, Any] | None:
    """ "When fielded, ...", "When <this die> attacks, ...": the card's own die only."""
    selves = {"this die", "this character", "this character die", own.name.casefold()}
    for pattern, trigger in OWN_TRIGGERS:
        match = pattern.match(line.strip())
        if match is None:
            continue
        who = next((v for k, v in match.groupdict().items() if k.startswith("self") and v), "")
        if who and " ".join(who.split()).casefold() not in selves:
            return None
        # a turn's start or end happens to no die: "this die", "it" name nothing there
        reading = replace(own, has_die=trigger not in TURN_TRIGGERS)
        read = effects_of(match["rest"], reading)
        if read is None:
            return None
        if trigger == "when_blocks_or_blocked":  # one ability, two triggers (DM-15.6)
            return ability("when_blocks", line, read, also=["when_blocked"])
        if trigger != "static":
            return ability(trigger, line, read)
        if any(e["op"] not in STATIC_OPS or e["target"] == "this_die" for e in read.effects):
            return None  # statics change A and D, or targeting, of the dice they name
        if any("duration" in e for e in read.effects) or re.search(r"\bturn\b", line, re.I):
            return None  # "until end of turn" is no static's duration (DM-14.3)
        return ability(trigger, line, read, while_active="self")
    return None


OWN_STATIC = re.compile(
    r"^(?P<self>.+?)\s+(?:gets\s+[+-]|(?:can't|cannot|can not) be targeted)", re.I
)


def _own_static(line: str, own: Reading) -> dict[str, Any] | None:
    """ "<this card> gets +1D (for each ...)", "<this card> can't be targeted by opposing
    effects": a static ability of this card's own dice (DM-14.3: it holds while one of them
    is in the Field Zone; target `this_card`). Only a change of A and D or of targeting, with
    no duration, no condition and no trigger in the line."""
    match = OWN_STATIC.match(line.strip())
    selves = {"this character", "this character die", "this die"} | (
        {own.name.casefold()} if own.name else set()
    )
    if match is None or " ".join(match["self"].split()).casefold() not in selves:
        return None
    if re.search(r"\b(?:turn|while|if|when|whenever|as long as)\b", line, re.I):
        return None
    read = effects_of(line.strip(), replace(own, has_die=True))
    if read is None or read.optional or read.refers:
        return None
    if any(
        e["op"] not in STATIC_OPS or e["target"] != "this_die" or "duration" in e
        for e in read.effects
    ):
        return None
    return ability("static", line, Effects([{**e, "target": "this_card"} for e in read.effects]))


def global_record(text: str, reading: Reading = PLAIN) -> dict[str, Any] | None:
    """ "Global: Pay (fist). <effects>": its cost (one symbol of each type it names, DM-8.2:
    two of one type is not a cost the engine's Globals say), its limits (DM-8.19) and its
    effects; None if any part is not a shape."""
    match = GLOBAL.match(text)
    if match is None:
        return None
    symbols = re.findall(r"\(?(fist|bolt|mask|shield|\d{1,2})\)?", match["cost"], re.I)
    types = [s.casefold() for s in symbols if s.casefold() in ENERGY]
    if len(set(types)) != len(types):
        return None
    cost = len(types) + sum(int(s) for s in symbols if s.isdigit())
    once = bool(match["once"]) or "once per turn" in match["limits"].casefold()
    only_yours = "your turn" in match["limits"].casefold()
    rest = match["rest"]
    for pattern, is_once in LIMITS:
        limit = pattern.match(rest)
        if limit is not None:
            once = once or is_once
            only_yours = only_yours or "your turn" in limit.group(0).casefold()
            rest = rest[limit.end() :]
            break
    read = effects_of(rest, Reading(affiliations=reading.affiliations))  # a Global is no die's
    if read is None or read.optional or not cost:
        return None
    return {
        "cost": cost,
        **({"energy_types": types} if types else {}),
        **({"once_per_turn": True} if once else {}),
        **({"only_your_turn": True} if only_yours else {}),
        "effects": read.effects,
    }


def burst_record(
    line: str, kind: str, abilities: list[dict[str, Any]], reading: Reading
) -> dict[str, Any] | None:
    """An action die's burst line (DM-17): "(burst)" one burst, "(burst)(burst)" two,
    "(burst)/(burst)(burst)" either. "Instead, ..." replaces the text (DM-17.3); other burst
    text adds to it: as its own ability when it names its own targets, or, when it speaks of
    the die the text chose ("it"), as the text and itself in one ability that replaces the
    text on those faces (one choice of target, as printed)."""
    match = BURST.match(line.strip())
    base = [a for a in abilities if a["trigger"] == "action" and "bursts" not in a]
    if match is None or kind not in ACTIONS or len(base) != 1:
        return None
    counts = sorted({m.count("(burst)") for m in match["marks"].split("/")})
    prior = base[0]["effects"]
    read = effects_of(match["rest"], reading, prior)
    if match["mode"] and match["mode"].casefold().startswith("instead"):
        read = read or _instead_amount(match["rest"], prior)
        if read is None:
            return None
        return ability("action", line, read, bursts=counts, burst_mode="replace")
    if read is None:
        return None
    if not read.refers:
        return ability("action", line, read, bursts=counts)
    together = effects_of(base[0]["text"], reading)
    if together is None or base[0].get("optional"):
        return None
    whole = Effects([*together.effects, *read.effects], read.optional)
    return ability("action", line, whole, bursts=counts, burst_mode="replace")


def _instead_amount(text: str, prior: list[dict[str, Any]]) -> Effects | None:
    """ "Instead, deal 3 damage." after a text that deals damage once: the same, with the
    new amount."""
    match = re.match(r"^deal (\d{1,2}) damage\.?$", text.strip(), re.I)
    if match is None or len(prior) != 1 or prior[0]["op"] != "deal_damage":
        return None
    return Effects([{**prior[0], "amount": int(match.group(1))}])
