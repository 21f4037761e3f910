"""Card text compiled into the engine's ability data by a grammar (issue 16).

`compile_card` reads each printed line: normalised (normalise.py), parsed whole by the
grammar (grammar.py: a core and one fragment per construct, constructs/), transformed into
effects, triggers, Globals and bursts (the constructs' rules), and settled into ability
records in the line's context (lines.py). A card is executed only when every line is read
whole into data the engine runs (or only names a keyword, with its reminder); otherwise it
stays text only exactly as declared.py says, and each line that blocks it gets a reason
category (reasons.py) in `unread`. Where the grammar cannot read a card, a per-card entry
(entries.py) may say its abilities in the engine's terms, bound to its text's digest.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from cards.compiler import (
    alignment,
    block_timing,
    boomerang,
    burst_lines,
    burst_statics,
    lines,
    named_abilities,
    named_subjects,
    regenerate_said,
    set_keywords,
    set_words,
    use_bars,
    word_order,
)
from cards.compiler import entries as per_card
from cards.compiler.constructs import (
    armed_openings,
    breath_words,
    dice_kinds,
    gear,
    global_windows,
    paired_up,
    ranked_damage,
    sacrifice,
    set_stats,
    this_way,
)
from cards.compiler.constructs import globals_ as global_heads
from cards.compiler.declared import declared_abilities, records, trigger_of
from cards.compiler.keyword_heads import after_keyword
from cards.compiler.normalise import digest, fold, named, normalise
from cards.compiler.parts import PRINTED_NAME, Line, NotRead
from cards.compiler.reader import read_line
from cards.compiler.reminders import without_card_reminders
from cards.compiler.while_named import as_condition
from games.engine import GLOSSARY, card_execution

__all__ = ["compile_card", "declared_abilities", "digest", "read_line", "trigger_of"]


_KEYWORD_OPENING = re.compile(
    r"^\s*(energize|impulse|awaken|back for more|spark|crosspulse)\b", re.I
)
# what a reminder after the line says of the keyword opening it: its name, or Awaken's
# occasion ("(when <self> spins up 1 or more levels, you may use this effect)"), Back for
# More's ("(use when rolled from the prep area)"), Spark's ("... roll a burst face ...")
_REMINDS = {"awaken": r"spins up", "back for more": r"rolled from", "spark": r"(?:burst|spark)"}


_LABELS = tuple(entry.label.lower() for entry in GLOSSARY.values())
_LAST_PARENTHESIS = re.compile(r"\s*\(([^()]*)\)\s*$")


def _without_reminder(text: str) -> str:
    """A keyword's line without its reminders: a last parenthesis naming the keyword that
    opens the line ("Energize - ..."), and one naming a keyword the line gives before it
    ("... gain Fast. (Character dice with Fast deal ...)", constructs/grants.py), in either
    order at the line's end."""
    while True:
        shorter = _granted_reminder_gone(_opening_reminder_gone(text))
        if shorter == text:
            return text
        text = shorter


def _opening_reminder_gone(text: str) -> str:
    opening = _KEYWORD_OPENING.match(text)
    if opening is None:
        return text
    said = _REMINDS.get(opening.group(1).lower(), opening.group(1).lower())
    inner = r"(?:[^()]|\([^()]*\))*"  # an icon's parenthesis inside it: "(burst)"
    return re.sub(rf"\s*\({inner}\b{said}\b{inner}\)\s*$", "", text, flags=re.I)


def _granted_reminder_gone(text: str) -> str:
    last = _LAST_PARENTHESIS.search(text)
    if last is None:
        return text
    before, inside = text[: last.start()].lower(), last.group(1).lower()
    named = [k for k in _LABELS if re.search(rf"\b{k}\b", inside)]
    if any(re.search(rf"\b(?:gains?|gets?|has|have) {k}\b", before) for k in named):
        return text[: last.start()]
    return text


def _printed(data: Any, names: Mapping[str, str]) -> Any:
    """`data` with each name token (normalise.named) the printed name it stands for."""
    if isinstance(data, dict):
        return {k: _printed(v, names) for k, v in data.items()}
    if isinstance(data, list):
        return [_printed(v, names) for v in data]
    if isinstance(data, str) and data.startswith("%"):
        return names.get(data[1:].replace("_", " "), data)
    if data == PRINTED_NAME:  # this card's own name (parts.PRINTED_NAME)
        return names.get(PRINTED_NAME, data)
    return data


# Effects that are a keyword's own primitive (Keyword.effects): a card whose text says one
# ("When <self> is fielded, Corrupt 2 (...)") has that keyword, which runs its choice.
KEYWORD_EFFECTS = frozenset({"corrupt"})


def keywords_given(abilities: list[dict[str, Any]], keywords: Iterable[str]) -> list[str]:
    """The keywords ("corrupt:2") the abilities' effects give the card that its printed
    keywords do not already name (one value each: the first effect's)."""
    named = {k.partition(":")[0] for k in keywords}
    given: dict[str, str] = {}
    for ability in abilities:
        for effect in ability.get("effects", ()):
            op = effect.get("op")
            if op in KEYWORD_EFFECTS and op not in named:
                given.setdefault(op, f"{op}:{effect.get('amount', 0)}")
    return list(given.values())


def _words(
    text: str,
    kind: str,
    name: str,
    keywords: Iterable[str],
    affiliations: Mapping[str, str] | None,
    code: str,
    subtitle: str,
    others: Mapping[str, str],
) -> str:
    """A printed line normalised into the words the grammar reads."""
    words = normalise(
        _without_reminder(after_keyword(text, keywords)), name, subtitle, affiliations
    )
    words = alignment.phrased(words)  # "Evil character dice": as an affiliation's word
    words = as_condition(
        named_subjects.phrased(named(without_card_reminders(words), others), others)
    )
    words = set_words.plain(words, code)  # "monster" in Yu-Gi-Oh!: a character die
    words = named_abilities.unwrapped(words) or words  # "Turtle Power (<its ability>)"
    words = this_way.phrased(words)  # "for each die KO'd this way": one word
    words = set_stats.phrased(words)  # "target character die's A becomes 1"
    words = sacrifice.phrased(words)  # "(sacrificed characters go to the used pile)"
    words = global_windows.phrased(words)  # "you may <cost> during your main step. ..."
    words = gear.phrased(words, keywords)  # a Gear's "equipped character gets": its static
    words = word_order.plain(words, kind)  # "<self> gets +1A when he blocks": said first
    words = dice_kinds.phrased(words)  # "Superman dice": "Superman character dice"
    words = breath_words.phrased(words)  # "<self> deals an equal amount ...": one word
    words = paired_up.phrased(words)  # "he and his partner each get": <self>'s benefit
    words = regenerate_said.phrased(words)  # "when KO'd, reroll her die. ...": Regenerate
    return global_heads.phrased(words)  # "Pay (mask), target ...": the cost ends at a stop


def compile_card(
    kind: str,
    lines_: list[str],
    name: str = "",
    keywords: Iterable[str] = (),
    affiliations: Mapping[str, str] | None = None,
    code: str = "",
    subtitle: str = "",
    entries: per_card.Entries | None = None,
    names: Iterable[str] = (),
    back: bool = False,
) -> dict[str, Any]:
    """`abilities` and `globals` records for a card's printed lines: the engine's data when
    every line is read (or only names a keyword) and the card is then executed; else the
    text-only records (declared.py) and `unread`: each blocking line's text and `why`.
    A line the grammar cannot read takes the card's entry (entries.py; `entries`: the
    shipped ones by default) if it is written for this text, else stays `stale_entry`.
    `names`: other characters' names the text may name ("if Robin is active"); `back`: the
    lines are a flip card's other side ("begin the game with this side face down" is read
    there, games/engine/loading/execution.py)."""
    abilities: list[dict[str, Any]] = []
    globals_: list[dict[str, Any]] = []
    bursts: list[tuple[Line, str]] = []
    failed: dict[str, str] = {}
    others = {fold(n): n for n in names if fold(n) != fold(name)}
    continuous = kind in lines.ACTIONS and "continuous" in keywords
    said = {
        text: _words(text, kind, name, keywords, affiliations, code, subtitle, others)
        for text in lines_
    }
    riders = set_keywords.riders(said)  # lines that say more of a Breath Weapon
    rang = [text for text in lines_ if boomerang.named(said[text])]  # no ability of its own
    for text in lines_:
        if text in riders.texts or text in rang:
            continue
        words = said[text]
        spelled = set_keywords.spelled(words, riders, others)
        words, extra = spelled if spelled else (words, {})
        words, needs = ranked_damage.use_limit(words)  # "only use this action if ..."
        lasting = continuous and words.startswith(lines.CONTINUOUS)
        words = words.removeprefix(lines.CONTINUOUS) if lasting else words
        lasting = lasting or (kind in lines.ACTIONS and gear.carried(words, keywords))
        try:
            words, bar = use_bars.split(words, kind)  # "you may not use this die if ..."
            line = read_line(words)
            made_all = [
                lines.record(one, kind, text, one.words or words, code, lasting)
                for one in (line, *line.more)
            ]
            made_all += [("ability", {**bar, "text": text})] if bar else []
            printed = {**others, PRINTED_NAME: name}
            made_all = [
                (where, alignment.filtered(_printed({**made, **extra}, printed)))
                for where, made in made_all
            ]
            if "riders" in extra:  # what the rider lines say acts on the dice it damaged
                made_all = [(where, set_keywords.ridden(made)) for where, made in made_all]
            made_all = global_windows.settled(made_all)  # its cost paid as it is used
            made_all = armed_openings.settled(made_all)  # "... this turn,": armed by its use
            this_way.checked(made_all)  # "for each die KO'd this way": after a KO of its own
            block_timing.checked(made_all)  # "can't be blocked unless <self> is blocked"
            breath_words.checked(made_all)  # "an equal amount": of a Breath Weapon used
            ranked_damage.limit_checked(made_all, kind, needs)
        except NotRead as error:
            failed[text] = error.why
            if "riders" in extra:  # the lines it says more of stay text only with it
                failed.update(dict.fromkeys(extra["riders"], error.why))
            continue
        for where, made in made_all:
            if where == "global":
                globals_.append(made)
            elif where == "burst":
                bursts.append((made["line"], text))
            else:
                abilities.append(made)
    for line, text in bursts:
        try:
            made = burst_statics.static(line, text, kind, abilities, code)
            abilities.append(made or burst_lines.burst(line, text, abilities, code))
        except NotRead as error:
            failed[text] = error.why
    entry = (per_card.shipped() if entries is None else entries).get(code) if code else None
    if entry is not None and failed:
        fresh = entry.get("digest") == digest(lines_, name, subtitle)
        for index, records_ in per_card.lines_of(entry, len(lines_)).items():
            text = lines_[index]
            if text not in failed:
                continue
            if not fresh:
                failed[text] = "stale_entry"
                continue
            del failed[text]
            for where, made in records_:
                (globals_ if where == "global" else abilities).append({**made, "text": text})
    if rang and not failed:  # the roll, last of the die's own effects (after it is used)
        try:
            abilities = boomerang.appended("" if continuous else kind, abilities)
        except NotRead as error:
            failed.update(dict.fromkeys(rang, error.why))
    elif rang:
        failed.update(dict.fromkeys(rang, f"keyword:{boomerang.NAME}"))
    executed = records(abilities, globals_)
    given = keywords_given(abilities, keywords)
    if rang and boomerang.NAME not in keywords and not failed:
        given.append(boomerang.NAME)
    if given:
        executed["keywords"] = [*keywords, *given]
    card = {"kind": kind, "name": name or "?", "text": lines_, "keywords": list(keywords)}
    verdict = card_execution({**card, **executed}, back=back)
    if verdict.executed:
        return executed
    blocking = {r.removeprefix("text only: ") for r in verdict.reasons}
    unread = [
        {"text": text, "why": failed[text]}
        for text in lines_
        if text in failed and text in blocking
    ]
    return {**declared_abilities(kind, lines_), **({"unread": unread} if unread else {})}
