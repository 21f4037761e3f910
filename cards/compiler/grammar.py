"""The grammar of card text: a core (numbers, target lists, durations) and one fragment per
construct (cards/compiler/constructs/), assembled into one LALR(1) lark parser.

The parser has two entry points: `opening` (how a line opens: a trigger and its comma, a
Global's cost and limits, burst marks, "While <self> is active,", a keyword and its dash)
and `effect` (one effect clause: "deal 2 damage to target opposing character die").
cards/compiler/reader.py puts a line together from them: its opening, then its sentences,
each a clause or clauses joined by "and", ",", "then". The core names the slots constructs
extend with `%extend`: `opening`, `trigger` (the trigger of a triggered line), `effect`,
`target` (a player or dice phrase), `count` (what "for each ..." counts).

Every word the grammar knows is a string literal; any other word lexes as `WORD`, which
only the impossible entry point `never` accepts, so an unknown word fails the line (a
misspelt or unknown word is never half read). A shift/reduce conflict is resolved as a
shift (lark's rule): it can only make a reading fail, never change one.
"""

from __future__ import annotations

from functools import cache

from lark import Lark

CORE = r"""
never: NEVER WORD
     | NEVER ("you" "may" | "then" | "if" | "unless")  // words reader.py reads itself

opening: NEVER
trigger: NEVER
effect: NEVER
target: NEVER
count: NEVER
condition: NEVER

targets: target (("," | "and" | "," "and") target)*  // (its joins inline: "and one to <target>"
                                                     // after a target is constructs/damage.py's)

!number: INT | "a" | "an" | "one" | "two" | "three" | "four" | "five"
duration: turn | next_turn | "(" turn ")" | "(" next_turn ")"
turn: "until" "the"? "end" "of" "the"? "turn" | "this" "turn"
next_turn: "until" "the" ("start" | "beginning") "of" "your" "next" "turn"
_cant: "can't" | "cannot" | "can" "not" | "may" "not"
_stop: "." | ";"

NEVER: "\x00"
INT: /\d{1,2}(?![\w])/
WORD: /[a-z][a-z0-9'\-]*/
STAT: /[+-]\d{1,2}[ad](?![\w])/
BARESTAT: /\d{1,2}[ad](?![\w])/
ICON: /@(fist|bolt|mask|shield|wild)(?![\w])/
COSTNUM: /@\d{1,2}(?![\w])/
AFF: /#[a-z0-9_]+/
%ignore /\s+/
"""
STARTS = ["opening", "effect", "condition", "never"]


def grammar_text(fragments: tuple[str, ...]) -> str:
    return CORE + "\n".join(fragments)


@cache
def parser(fragments: tuple[str, ...]) -> Lark:
    """The parser of the core and these fragments (built once per set of fragments)."""
    return Lark(grammar_text(fragments), parser="lalr", lexer="basic", start=STARTS)
