"""Executed or text only: whether every piece of a card's printed text is data the engine
runs. The one judge of it (cards/execution.py adds the faces); split from the card loader
(loading/cards.py), whose vocabulary it reads."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.engine.abilities.effects import EFFECTS
from games.engine.abilities.targets import TARGETS
from games.engine.abilities.vocabulary import STATIC_READ
from games.engine.keywords import GLOSSARY
from games.engine.loading.cards import card_from_dict, side_data
from games.engine.model.cards import KeywordUse

_STAND_IN_FACES = [{"kind": "energy", "symbols": ["generic"]}] * 6


@dataclass(frozen=True, slots=True)
class Execution:
    """`executed`: every piece of the card's ability text is data the engine runs; else
    `reasons` says what is text only (each names the text, keyword or ability). `readable`:
    the card loads at all (else no game can use it, and `reasons` says why). `why`: the
    same as reason categories, machine-readable (`keyword:<name>`, `static`, and for a
    text-only line the category its card data gives in `unread`, else `unparsed`)."""

    executed: bool
    reasons: tuple[str, ...] = ()
    readable: bool = True
    why: tuple[str, ...] = ()


# A keyword's reminder printed as a sentence, not a parenthesis: the 2014 Uncanny X-Men
# "Heroic: When fielded, <self> may pair up with a different Heroic character until the start
# of your next turn." is keywords/heroic.py's own ability, word for word (001:L696-711); a
# line that says more than this ("... and gets +1A") is not the keyword's and stays unread.
_SENTENCES = {
    "heroic": r"heroic\s*[:-]\s*when fielded, {name} may pair up with (?:a different|another)"
    r" heroic character until the start of your next turn",
    # "Regenerate - Reroll when KO'd." (its reminder after a dash, 000:L801)
    "regenerate": r"regenerate\s*[:-]\s*reroll when (?:knocked out|ko'd)",
}


# A flip card's other side prints "(Begin the game with this side face down.)": the rule the
# engine plays already (docs/rulings.md "Flip": the side printed first is up as the game
# begins). Only on that other side: said of the side printed first, it would be a card the
# engine reads the wrong way up.
_FACE_DOWN = re.compile(
    r"^\s*\(?\s*begin (?:the )?game with this side face[- ]down\s*\.?\s*\)?\s*\.?\s*$",
    re.IGNORECASE,
)


def face_down(line: str) -> bool:
    """`line` says only that its side begins the game face down (said on a flip card's
    other side: no ability, the engine's own rule)."""
    return _FACE_DOWN.match(line) is not None


def _sentence(line: str, keywords: tuple[KeywordUse, ...], name: str) -> bool:
    """The line is one of the card's keywords' reminder said as a sentence (`_SENTENCES`),
    naming the card itself (`name`, its printed name)."""
    for use in keywords:
        said = _SENTENCES.get(use.name)
        if said is not None and name:
            pattern = said.format(name=re.escape(name))
            if re.fullmatch(rf"\s*{pattern}\s*\.?\s*", line, re.IGNORECASE):
                return True
    return False


def _reminder(line: str, keywords: tuple[KeywordUse, ...], name: str = "") -> bool:
    """A line that only names one of the card's keywords ("Overcrush (reminder).") or says its
    reminder as a sentence (`_SENTENCES`); "Energize - <effect>" or "Underdog (<reminder>)
    When ..." says more: it needs its ability."""
    if _sentence(line, keywords, name):
        return True
    if any(u.rules is not None and u.rules.printed and u.rules.printed(line, u) for u in keywords):
        return True  # a shape of its own (keywords/fabricate.py)
    tail = r"(?:\s*\((?:[^()]|\([^()]*\))*\))*"  # parentheses only, "(bolt)" icons in them
    for use in keywords:
        name = re.escape(GLOSSARY[use.name].label)
        value = rf"\s+{use.value}" if use.value is not None else ""  # "Range 2" for range:2 only
        # "Range 1: (<reminder>)": a colon before the reminder says no more
        if re.match(rf"^\s*{name}{value}(?::(?=\s*\())?{tail}\s*\.?\s*$", line, re.IGNORECASE):
            return True
    return False


def card_execution(data: Mapping[str, Any], *, back: bool = False) -> Execution:
    """Whether the engine executes a card's abilities, or shows them as text only.

    A card is executed when it loads (every name known), every keyword it lists has a
    module, every ability and Global has effects the engine runs, and every line of its
    printed `text` is one of those abilities' or Globals' text, or only names one of its
    keywords (with its reminder text). Faces do not matter here (a card without them is
    checked with stand-in faces). `back`: `data` is a flip card's other side alone (its
    "begin the game with this side face down" line is the engine's rule, `face_down`).
    """
    data = {"id": "", **data}  # (a record may be checked before it has its id)
    if data.get("back") is not None:  # a flip card: executed when both its sides are
        try:
            other = side_data(data)
        except ValueError as error:
            return Execution(False, (str(error),), readable=False, why=("unreadable",))
        front = _one_side({k: v for k, v in data.items() if k != "back"})
        other_side = _one_side(other, back=True)
        if not front.readable or not other_side.readable:
            return front if not front.readable else other_side
        return Execution(
            front.executed and other_side.executed,
            tuple(dict.fromkeys((*front.reasons, *other_side.reasons))),
            why=tuple(dict.fromkeys((*front.why, *other_side.why))),
        )
    return _one_side(data, back=back)


def _one_side(data: Mapping[str, Any], back: bool = False) -> Execution:
    """`card_execution` of a card's one side."""
    reasons: list[str] = []
    why: list[str] = []
    # why each text-only line is so, as the compiler of its text said (cards/compiler/); a
    # compiled card's other lines were read, and block nothing themselves
    unread = {u.get("text", ""): u.get("why", "unparsed") for u in data.get("unread", ()) or ()}
    other = "" if "unread" in data else "unparsed"
    try:
        card = card_from_dict(
            data if "faces" in data or data.get("kind") == "basic_action"
            else {**data, "faces": _STAND_IN_FACES}
        )  # fmt: skip
    except (KeyError, TypeError, ValueError) as error:
        return Execution(
            False, (f"the engine cannot read it: {error}",), readable=False, why=("unreadable",)
        )
    for use in card.keywords:
        label = GLOSSARY[use.name].label
        if use.rules is None:
            reasons.append(f"keyword not executed yet: {label}")
            why.append(f"keyword:{use.name}")
        elif use.rules.needs_ability and not any(
            a.effects
            and (
                a.trigger == use.rules.needs_ability
                or any(e.op == use.rules.needs_ability for e in a.effects)
            )
            for a in card.abilities
        ):
            reasons.append(f"{label}: its ability is not card data")
            why.append(f"keyword_ability:{use.name}")
    for ability in card.abilities:
        if not ability.effects:
            reasons.append(f"text only: {ability.text or ability.trigger}")
            why.append(unread.get(ability.text, other))
        elif ability.trigger == "static" and any(
            (EFFECTS[e.op].stats is None and e.op not in STATIC_READ)
            or TARGETS[e.target].chosen
            or e.condition is not None  # a static's condition is its ability's (DM-14.3)
            for e in ability.effects
        ):
            reasons.append(f"static effect not executed: {ability.text}")
            why.append("static")
    for ability in card.globals:
        if not ability.effects:
            reasons.append(f"text only: {ability.text}")
            why.append(unread.get(ability.text, other))
    covered = {a.text for a in card.abilities} | {g.text for g in card.globals}
    covered |= {line for g in card.globals if g.effects for line in g.riders}
    for line in data.get("text", ()) or ():
        if back and face_down(line):
            continue
        if line not in covered and not _reminder(line, card.keywords, str(data.get("name", ""))):
            reasons.append(f"text only: {line}")
            why.append(unread.get(line, other))
    found = tuple(dict.fromkeys(w for w in why if w)) or (("unparsed",) if reasons else ())
    return Execution(not reasons, tuple(dict.fromkeys(reasons)), why=found)
