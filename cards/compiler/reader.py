"""A normalised line read whole: its opening and its sentences, each part parsed by the
grammar (cards/compiler/grammar.py), the parts put together here.

A line is an `opening` (grammar) and a body, or a body alone. A body is sentences ended by
"." or ";"; a sentence may open with "then" and, the first only, with "you may"; then one
clause. A clause is one `effect` (grammar), or, tried at each join from left to right
(", and then", ", and", ", then", "and then", "and", ",", "then"), two clauses. A line is
read only if all of it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import cache
from typing import Any

from lark import Lark, Token, Transformer
from lark.exceptions import LarkError, VisitError
from lark.lexer import LexerThread

from cards.compiler import core, either_chosen, static_split
from cards.compiler.conjunction import both
from cards.compiler.constructs import CONSTRUCTS, ko_offers
from cards.compiler.constructs.bursts import trailing_instead
from cards.compiler.constructs.instead import without_instead
from cards.compiler.grammar import parser
from cards.compiler.parts import Effect, Line, NotRead, Opening, Sentence
from cards.compiler.reasons import category

JOINS = (
    (",", "and", "then"), (",", "and"), (",", "then"), ("and", "then"), ("and",), (",",),
    ("then",),
)  # fmt: skip
STOPS = frozenset({".", ";"})


@cache
def _rules() -> dict[str, core.Rule]:
    rules = dict(core.RULES)
    for construct in CONSTRUCTS:
        for name, rule in construct.RULES.items():
            if name in rules:
                raise ValueError(f"rule {name!r} of {construct.__name__} is defined twice")
            rules[name] = rule
    return rules


class _Reader(Transformer):
    """Each rule's tree made by its construct's function (rules without one pass their
    only child up)."""

    def __init__(self, rules: Mapping[str, core.Rule]) -> None:
        super().__init__(visit_tokens=False)
        self._by_name = rules

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        rule = self._by_name.get(str(data))
        if rule is not None:
            return rule(children)
        return children[0] if len(children) == 1 else children


def _grammar() -> Lark:
    return parser(tuple(c.GRAMMAR for c in CONSTRUCTS))


@cache
def parsed(text: str, start: str) -> Any:
    """`text` read whole from the grammar's entry point `start`, transformed; None if it is
    not one (NotRead from a construct is raised)."""
    try:
        tree = _grammar().parse(text, start=start)
    except LarkError:
        return None
    try:
        return _Reader(_rules()).transform(tree)
    except VisitError as error:
        if isinstance(error.orig_exc, NotRead):
            raise error.orig_exc from None
        raise


@cache
def _lexer() -> Callable[[str], list[Token]]:
    """The parser's own lexer, built once (`Lark.lex` builds a new one at every call, which
    was nine tenths of an import's compiling)."""
    lexer = _grammar().parser.lexer
    return lambda text: list(LexerThread.from_text(lexer, text).lex(None))


OPENERS = frozenset({"when", "while", "at", "global"})


@cache
def read_line(words: str) -> Line:
    """A normalised line read whole into a Line, or NotRead with its reason category. A
    line of several abilities (a sentence opening with "When", "While", "At", "Global"
    or burst marks after the first) is each of them read whole, in `Line.more`."""
    try:
        return static_split.split(_read_one(words), words, _read_one)
    except NotRead as error:
        why = error
    try:
        tokens = _lexer()(words)
    except LarkError:
        raise why from None
    cuts = [
        i for i in range(1, len(tokens))
        if str(tokens[i - 1]) in STOPS and (str(tokens[i]) in OPENERS or tokens[i].type == "BURST")
    ]  # fmt: skip
    if not cuts:
        raise why
    starts = [0, *cuts]
    ends = [tokens[c - 1].end_pos for c in cuts] + [len(words)]
    parts = []
    for start, end in zip(starts, ends, strict=True):
        try:
            part = words[tokens[start].start_pos : end]
            parts.append(replace(_read_one(part), words=part))
        except NotRead:
            raise why from None
    first = parts[0]
    return Line(first.kind, first.body, first.trigger, first.extra, tuple(parts[1:]), first.words)


@cache
def _read_one(words: str) -> Line:
    """One ability's line read whole, or NotRead with its reason category. A word no rule
    knows fails it at once (the usual case of an unread line)."""
    try:
        tokens = _lexer()(words)
    except LarkError:
        raise NotRead(category(words)) from None
    if any(t.type == "WORD" for t in tokens):
        raise NotRead(_unknown(words, tokens))
    why: NotRead | None = None
    rest = ""  # what follows the first opening read, if any
    for index in range(1, len(tokens)):
        if not _may_end_opening(tokens[index - 1]):
            continue
        try:
            opening = parsed(words[: tokens[index - 1].end_pos], "opening")
        except NotRead as error:
            why = why or error
            continue
        if not isinstance(opening, Opening):
            continue
        rest = rest or words[tokens[index].start_pos :]
        after = tokens[index:]
        at = trailing_instead(opening, [str(t) for t in after])
        if at is not None:  # "(burst) <effect> instead.": the burst replaces the text
            after = [*after[:at], *after[at + 1 :]]
            opening = Opening(opening.kind, opening.trigger, {**opening.extra, "mode": "instead"})
        try:
            at = ko_offers.without_instead(opening, [str(t) for t in after])
            if at is not None:  # "If <self> would be KO'd, you may instead ...": the trigger's
                after = [*after[:at], *after[at + 1 :]]
            body = _held(_body(words, after), opening.condition)
            body = ko_offers.one_replacement(body) if at is not None else body
        except NotRead as error:
            why = why if why is not None and error.why == "unparsed" else error
            continue
        return Line(opening.kind, body, opening.trigger, opening.extra)
    try:
        return Line("body", _body(words, tokens))
    except NotRead as error:
        why = why if why is not None and error.why == "unparsed" else error
    if why.why != "unparsed":
        raise why
    # the opening was read, its effects were not: why is in them ("effect" if nothing says)
    raise NotRead(category(rest, "effect") if rest else category(words))


# Every opening of the grammar ends with one of these (a trigger's comma, a Global's cost
# and its stop, a keyword's dash, burst marks and their "also"/"instead"): only there is a
# line's opening tried (a new kind of opening ending otherwise adds its last word here).
OPENING_ENDS = frozenset({",", ".", ";", ":", "-", "to", "also", "instead", ")"})


def _may_end_opening(token: Token) -> bool:
    return str(token) in OPENING_ENDS or token.type == "BURST"


def _unknown(words: str, tokens: list[Token]) -> str:
    """The category of a line with a word no rule knows: of what follows its opening, if
    the words before the first unknown one open it."""
    first = next(i for i, t in enumerate(tokens) if t.type == "WORD")
    for index in range(first, 0, -1):
        if not _may_end_opening(tokens[index - 1]):
            continue
        try:
            opening = parsed(words[: tokens[index - 1].end_pos], "opening")
        except NotRead:
            continue
        if isinstance(opening, Opening):
            return category(words[tokens[index].start_pos :], "effect")
    return category(words)


def _held(body: tuple[Sentence, ...], condition: dict | None) -> tuple[Sentence, ...]:
    """A body under its opening's condition (Opening.condition): every effect's, as a
    sentence's "If ..., " (with an effect's own condition besides: both, conjunction.py)."""
    if condition is None:
        return body
    return tuple(
        Sentence(
            tuple({**e, "condition": _and(condition, e)} for e in s.effects),
            s.optional,
            s.phrases,
        )
        for s in body
    )


def _and(condition: dict, effect: Effect) -> dict:
    """`condition`, and the effect's own if it has one (conjunction.py)."""
    own = effect.get("condition")
    return condition if own is None else both(condition, own)


def _body(words: str, tokens: list[Token]) -> tuple[Sentence, ...]:
    sentences: list[list[Token]] = [[]]
    for token in tokens:
        if str(token) in STOPS:
            sentences.append([])
        else:
            sentences[-1].append(token)
    if not sentences[-1]:
        sentences.pop()
    if not sentences or any(not s for s in sentences):
        raise NotRead("unparsed")
    found = []
    for sentence in sentences:
        values = [str(t) for t in sentence]
        if values[:1] == ["then"]:
            sentence = sentence[2:] if values[1:2] == [","] else sentence[1:]
            values = [str(t) for t in sentence]
        optional = values[:2] == ["you", "may"] and values[2:3] != ["not"]  # not a bar
        if optional:  # a later sentence's: that sentence only (you_may.py)
            sentence = sentence[2:]
        at = without_instead(values)
        if at is not None:  # "If ..., instead <effect>.": the effect before's replacement
            found[-1] = _replaced(words, found, [*sentence[:at], *sentence[at + 1 :]])
            continue
        condition, sentence = _condition(words, sentence)
        if condition is not None and [str(t) for t in sentence[:2]] == ["you", "may"]:
            if optional:  # "If ..., you may ...": the condition, then the choice (a later
                raise NotRead("choice")  # sentence's: that sentence's only, you_may.py)
            optional, sentence = True, sentence[2:]
        if not sentence:
            raise NotRead("unparsed")
        picked = either_chosen.split(sentence, lambda part: _clause(words, tuple(part)))
        clauses = None if picked is not None else _clauses(words, tuple(sentence))
        effects = picked if clauses is None else [e for _, read in clauses for e in read]
        phrases = () if clauses is None else tuple(at for at, read in clauses for _ in read)
        if effects is None and condition is None:
            condition, effects = _trailing(words, sentence)
        if effects is None:
            raise NotRead("unparsed")
        if condition is not None:  # "If ..., <effects>.": each effect's (constructs/conditions.py)
            effects = [{**e, "condition": _and(condition, e)} for e in effects]
        found.append(Sentence(tuple(effects), optional, phrases))
    return tuple(found)


def _replaced(words: str, found: list[Sentence], sentence: list[Token]) -> Sentence:
    """The sentence before, its one effect with what happens instead when the condition
    holds (constructs/instead.py); NotRead("condition") if there is no one effect to replace
    or the rest is not read."""
    if not found or len(found[-1].effects) != 1:
        raise NotRead("condition")
    condition, rest = _condition(words, sentence)
    if rest and str(rest[0]) == ",":
        rest = rest[1:]
    effects = _clause(words, tuple(rest)) if rest else None
    if condition is None or effects is None:
        raise NotRead("condition")
    (effect,) = found[-1].effects
    replaced = {**effect, "instead": {"if": condition, "effects": effects}}
    return Sentence((replaced,), found[-1].optional)


def _condition(words: str, sentence: list[Token]) -> tuple[dict | None, list[Token]]:
    """A sentence's "If <condition>," or "Unless <condition>," read by the grammar's
    `condition` slot, and the rest of the sentence; NotRead("condition") if it opens so
    and the condition is not one the grammar reads."""
    opening = str(sentence[0]) if sentence else ""
    start = 1
    if [str(t) for t in sentence[:3]] == ["as", "long", "as"]:  # "as long as": "if" (DM-14.3)
        opening, start = "if", 3
    if opening not in ("if", "unless"):
        return None, sentence
    comma = next((i for i, t in enumerate(sentence) if str(t) == ","), 0)
    if "would" in [str(t) for t in sentence[start:comma]]:
        return None, sentence  # "If <it> would ..., ...": a replacement, one effect whole
    if comma < start + 1:
        raise NotRead("condition")
    condition = parsed(words[sentence[start].start_pos : sentence[comma - 1].end_pos], "condition")
    if not isinstance(condition, dict):
        raise NotRead("condition")
    if opening == "unless":
        condition = {**condition, "unless": True}
    return condition, sentence[comma + 1 :]


def _trailing(words: str, sentence: list[Token]) -> tuple[dict | None, list[Effect] | None]:
    """ "<effect> if <condition>" / "<effect> unless <condition>": the condition read last
    (the grammar's `condition` slot) after one effect clause; NotRead("condition") if the
    effect reads and the condition does not."""
    at = next(
        (i for i, t in enumerate(sentence) if i > 0 and str(t) in ("if", "unless")), 0
    )  # fmt: skip
    if not at or at == len(sentence) - 1:
        return None, None
    head = parsed(words[sentence[0].start_pos : sentence[at - 1].end_pos], "effect")
    if head is None:  # one effect clause only: "A, then B if C" does not say which it binds
        return None, None
    text = words[sentence[at + 1].start_pos : sentence[-1].end_pos]
    condition = parsed(text, "condition")
    if not isinstance(condition, dict):
        raise NotRead("condition")
    if str(sentence[at]) == "unless":
        condition = {**condition, "unless": True}
    return condition, list(head)


def _clause(words: str, tokens: tuple[Token, ...]) -> list[Effect] | None:
    """One effect, whole; else two clauses at the first join (left to right) where both
    sides read."""
    clauses = _clauses(words, tokens)
    return None if clauses is None else [e for _, read in clauses for e in read]


def _clauses(words: str, tokens: tuple[Token, ...]) -> list[tuple[int, list[Effect]]] | None:
    """`_clause`'s clauses, each with where it starts in the line."""
    text = words[tokens[0].start_pos : tokens[-1].end_pos]
    whole = parsed(text, "effect")
    if whole is not None:
        return [(tokens[0].start_pos, list(whole))]
    values = [str(t) for t in tokens]
    for at in range(1, len(tokens) - 1):
        for join in JOINS:
            if tuple(values[at : at + len(join)]) != join or at + len(join) >= len(tokens):
                continue
            left = _clauses(words, tokens[:at])
            right = _clauses(words, tokens[at + len(join) :]) if left is not None else None
            if left is not None and right is not None:
                return left + right
    return None
