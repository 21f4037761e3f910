"""A character's line of several statics under different conditions (issue 16, lane
conditions): "<self> can't attack or block unless a (wlg) is active. <self> gets +4A when
engaged with at least one (dcv)." Each sentence is a static of the card's own die with its
own condition (DM-14.3: a static holds while its condition does); one static ability holds
one condition (cards/compiler/lines.py), so the line is read as one ability per sentence
(`Line.more`, as a line of several triggered abilities is). Only where every sentence after
the first says <self> first (a sentence after it naming "it", "that die" or "if you do"
leans on the one before and is not split), the first says <self> first or opens with a
condition on <self> ("While <self> has Gear equipped he gains +3A. <self> counts as a
Dragon.": the "while" is read as an "if", while_named.py), and each reads alone as a body
line of its own."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import replace

from cards.compiler.parts import Line, NotRead

_SENTENCES = re.compile(r"(?<=\.) ")


def _conditions(line: Line) -> list[str]:
    return [
        json.dumps(sorted(json.dumps(e.get("condition"), sort_keys=True) for e in s.effects))
        for s in line.body
    ]


def split(line: Line, words: str, read: Callable[[str], Line]) -> Line:
    """`line` as one ability per sentence where its statics' conditions differ, else as is."""
    if line.kind != "body" or line.more or len(line.body) < 2:
        return line
    if len(set(_conditions(line))) == 1:
        return line
    parts = _SENTENCES.split(words)
    if len(parts) != len(line.body) or not all(p.startswith("self ") for p in parts[1:]):
        return line
    if not parts[0].startswith(("self ", "if self ")):
        return line
    try:
        lines = [replace(read(p), words=p) for p in parts]
    except NotRead:
        return line
    if any(one.kind != "body" or len(one.body) != 1 or one.more for one in lines):
        return line
    first = lines[0]
    return Line(first.kind, first.body, first.trigger, first.extra, tuple(lines[1:]), first.words)
