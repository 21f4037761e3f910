"""Card text made plain before the grammar reads it: one spelling for each thing.

The grammar (cards/compiler/grammar.py) reads words, not typography: lower case; the card's
own name (with or without its subtitle), "this character die", "this character" and "this
die" become `self` ("non-<name>": `non-self`); energy icons `@fist` (a cost's number `@2`),
the burst icon `@burst`, an affiliation icon the file names `#<affiliation>` (an icon it
does not name stays as printed, which no rule reads); ™, curly quotes and dashes folded;
"+2 attack" is `+2a`.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Mapping

ENERGY = ("fist", "bolt", "mask", "shield", "wild")
_ICON = re.compile(r"\(([a-z0-9' -]{1,30})\)")
_STAT = re.compile(r"([+-]\d{1,2})\s*(a|d|attack|defense)\b")
_FOLD = str.maketrans(
    {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-",
     "\u2122": "", "\u00ae": "", "\u00d7": "x", "\u2022": " "}
)  # fmt: skip
SELF_WORDS = ("this character die", "this character", "this die", "this monster")
# A note that says nothing to the rules: the file's erratum mark "(E)" ending a line. (A
# "(no matter how many <self> dice ...)" reminder is dropped where it only repeats a rule:
# cards/compiler/reminders.py.)
_NOTES = re.compile(r"\s*\(e\)\s*$")
_MIN = re.compile(r"\(min\. ")
_NON_ENERGY = re.compile(r"\bnon-(fist|bolt|mask|shield)\b")  # "non-fist": "non-(fist)" unprinted
# The community file's misspellings, each read as the word it means (a whole word, or the
# head of a Global): "whlle self is active", "globaly:", "global: global:", "global pay",
# a trigger's "whenever one of your character die is KO'd", "damages and opponent".
_TYPOS = (
    (re.compile(r"\bwhl{1,2}e\b"), "while"),
    (re.compile(r"\bunitl\b"), "until"),
    (re.compile(r"\bregnerates\b"), "regenerates"),
    (re.compile(r"\badditonal\b"), "additional"),
    (re.compile(r"\bof(target|your)\b"), r"of \1"),
    (re.compile(r"\bitxs\b"), "its"),
    (re.compile(r"\babiiity\b"), "ability"),
    (
        re.compile(r"\b(when|whenever) one of your character die\b"),
        r"\1 one of your character dice",
    ),
    (re.compile(r"\bdamages and opponent\b"), "damages an opponent"),
    (re.compile(r"\bdeals combat damage (?=an? )"), "deals combat damage to "),  # "to" left out
    (re.compile(r"\bdeal its damage equal to\b"), "deal damage equal to"),  # (its own damage)
    (re.compile(r"\bmiimum\b"), "minimum"),
    (re.compile(r"\bsideick\b"), "sidekick"),
    (re.compile(r"\bthis tun\b"), "this turn"),
    (re.compile(r"\bcharacter ie\b"), "character die"),
    (re.compile(r"\bcharcter\b"), "character"),
    (re.compile(r"\bacive\b"), "active"),
    (re.compile(r"\boponent\b"), "opponent"),
    (re.compile(r"\bdamange\b"), "damage"),
    (re.compile(r"\bifyou\b"), "if you"),
    (re.compile(r"\beflect\b"), "effect"),
    (re.compile(r"\bsearch you bag\b"), "search your bag"),
    # "equal to it's A" (and the file's editor's "(sic)" after it): the possessive
    (re.compile(r"\bequal to it's ([ad])\b(?: ?\(sic\))?"), r"equal to its \1"),
    # two characters' names misspelled in their own text: read as the card's name
    (re.compile(r"\bsurter\b"), "surtur"),
    (re.compile(r"\bdoppleganger\b"), "doppelganger"),
    (re.compile(r"^global(?::\s*global:|y?:| (?=pay\b))"), "global: "),
    (re.compile(r"^globa:"), "global:"),  # the file's "Globa:" once
    # "If not, <effect>." after a sentence: its "otherwise" (constructs/roll_outcomes.py)
    (re.compile(r"(?<=\. )if not, "), "otherwise, "),
    # "<self> counts as a Dragon. This can't be ignored ...": the rider of that one sentence
    # (constructs/counted_as.py)
    (
        re.compile(r"\b(counts? as an? [a-z]+)\. (?=this (?:text |effect )?(?:can't|cannot) be )"),
        r"\1, ",
    ),
    # "when declaring blockers, <self> can block up to 2 ...": when a leave to block several
    # applies anyway (DM-9.3), no trigger: the static alone (constructs/several_blocks.py)
    (re.compile(r"^when declaring blockers, (?=[^,.]* (?:can|may) block (?:up|any|an)\b)"), ""),
    # "<either> ... all of their characters ... (your opponent chooses)": "their" is the
    # chooser's, the opponent's (cards/compiler/either_chosen.py)
    (
        re.compile(r"\ball of their characters\b(?=[^.]*\(your opponent chooses\))"),
        "all of your opponent's characters",
    ),
)

# a trigger's comma left out before its effect ("when you field a sidekick deal 1 damage",
# "whenever one of your sidekicks is ko'd <self> gets +2a", "when a sidekick is fielded spin
# ..."), once icons and names are read
# a card flipped, then "if that character is active" and a life gain; an opponent's first
# global ability each turn and a life loss after "ability each turn"
_NO_COMMA = re.compile(
    r"\b(is ko'd|is fielded|field a sidekick|if that character is active|ability each turn)"
    r" (deal|self gets|spin|you gain|they lose)\b"
)


def fold(text: str) -> str:
    """Typography folded, whitespace collapsed, lower case."""
    return " ".join(text.translate(_FOLD).split()).casefold()


def normalise(
    line: str,
    name: str = "",
    subtitle: str = "",
    affiliations: Mapping[str, str] | None = None,
) -> str:
    """One printed line as the grammar reads it (see the module's docstring)."""
    text = fold(line).replace(".)", ")")  # "(minimum 1.)": no sentence ends in parentheses
    text = _MIN.sub("(minimum ", text)  # "(min. 1)": nor at an abbreviation's stop
    for typo, meant in _TYPOS:
        text = typo.sub(meant, text)
    text = _STAT.sub(lambda m: m[1] + m[2][0], text)
    text = _ICON.sub(lambda m: _icon(m[1], affiliations or {}), text)
    text = _NON_ENERGY.sub(r"non-@\1", text)
    for own in _selves(name, subtitle):  # (not an icon's word: "Shield" and @shield)
        text = re.sub(rf"(?<![\w@#-])non-{re.escape(own)}(?![\w-])", "non-self", text)
        text = re.sub(rf"(?<![\w@#-]){re.escape(own)}(?![\w-])", "self", text)
    text = _NOTES.sub("", text)
    text = _NO_COMMA.sub(r"\1, \2", text)
    return " ".join(text.split())


def _icon(inner: str, affiliations: Mapping[str, str]) -> str:
    words = inner.split()
    if words and all(w in ENERGY for w in words):
        return " ".join(f"@{w}" for w in words)
    if inner.isdigit():
        return f"@{int(inner)}"
    if inner == "burst":
        return "@burst"
    if inner == "sidekick":
        return "sidekick"
    affiliation = {k.casefold(): v for k, v in affiliations.items()}.get(inner)
    if affiliation is not None and re.fullmatch(r"[a-z0-9_]+", affiliation):
        return "#" + affiliation
    return f"({inner})"


def _selves(name: str, subtitle: str) -> list[str]:
    """The phrases meaning this card, longest first."""
    found = list(SELF_WORDS)
    own = fold(name)
    if own:
        if subtitle:
            found += [f"{own}: {fold(subtitle)}", f"{own} ({fold(subtitle)})"]
        found.append(own)
    return sorted(set(found), key=len, reverse=True)


def digest(lines: Iterable[str], name: str = "", subtitle: str = "") -> str:
    """SHA-256 of a card's normalised text (its lines in order): what a per-card entry is
    written for (cards/compiler/entries.py); an erratum changes it."""
    text = "\n".join(normalise(line, name, subtitle) for line in lines)
    return hashlib.sha256(text.encode()).hexdigest()


# Another character named where a condition asks whether it is active: "if Robin is active",
# "your Iron Man is active", "you have an active Iron Man". Its name becomes one token
# `%<name>` (spaces as "_") that constructs/named.py reads; compile_card puts the printed
# name back.
_NAMED_ACTIVE = re.compile(r"\b(if|unless|while) ([a-z0-9][a-z0-9 '\-]*?) is (active|in play)\b")
_AN_ACTIVE = re.compile(r"\ban active ([a-z0-9][a-z0-9 '\-]*?)(?=[,.;]| other\b)")
_WHOSE = ("your opponent's ", "your ")


def name_token(name: str) -> str:
    return "%" + name.replace(" ", "_")


def named(words: str, names: Mapping[str, str]) -> str:
    """`words` with other characters' names (`names`: folded name -> printed) as tokens where
    a condition asks whether they are active."""
    if not names:
        return words

    def is_active(m: re.Match[str]) -> str:
        said = m[2]
        whose = next((w for w in _WHOSE if said.startswith(w)), "")
        name = said[len(whose) :]
        if name not in names:
            return m[0]
        return f"{m[1]} {whose}{name_token(name)} is {m[3]}"

    def an_active(m: re.Match[str]) -> str:
        return f"an active {name_token(m[1])}" if m[1] in names else m[0]

    return _named_dice(_AN_ACTIVE.sub(an_active, _NAMED_ACTIVE.sub(is_active, words)), names)


# Another character's dice by its name: "move a Batman die", "the next Shazam die you
# purchase", "all Mousers character dice" (the longest name of up to four words just before
# "die"/"dice"; an icon's word, "#zombie", is no name).
_DIE_WORD = re.compile(r" (?:character )?(?:die|dice)\b")


def _named_dice(words: str, names: Mapping[str, str]) -> str:
    out, last = [], 0
    for m in _DIE_WORD.finditer(words):
        before = words[last : m.start()].split(" ")
        for size in range(min(4, len(before)), 0, -1):
            said = " ".join(before[-size:])
            if said in names and said[:1].isalnum():
                out.append(" ".join([*before[:-size], name_token(said)]))
                break
        else:
            out.append(words[last : m.start()])
        last = m.start()
    return "".join(out) + words[last:]
