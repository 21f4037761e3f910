"""Character tokens made (DM-24.1, engine `make_tokens`): "field a <name> token with 1A and
1D", "place a <name> token with 5A and 5D into the Field Zone", "field a 1A and 1D <name>
token", "generate two 2A and 2D tokens". The tokens enter their maker's Field Zone (not
fielded: no "when fielded", DM-8.13). A token's own name ("Guardian", "Plant") is one word
before "token"; it names nothing the engine reads, so a line that names the tokens again
("KO the Guardian token", "your Plant tokens get +1A") stays text only, as does a token
with a keyword ("with 1A, 1D, and Deadly") or its A and D said apart ("It has 0A and 2D")."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: tokens_made
tokens_made: _move_verb number token_stats TOKEN_NAME? _token _into_field?
           | _move_verb number TOKEN_NAME? _token "with" token_stats _into_field?
           | ("field" | "generate" | "create") number token_stats TOKEN_NAME? _token _into_field?
           | ("field" | "generate" | "create") number TOKEN_NAME? _token "with" token_stats \
             _into_field?
// (_move_verb: constructs/moves.py's "place", "put", ...: one rule, so no verb is read apart)
token_stats: BARESTAT ","? "and" BARESTAT
_token: "token" | "tokens"
_into_field: ("into" | "in" | "onto") "the" "field" "zone" | "into" "play"
"""
# the token's own name: one word just before "token(s)" ("a 1a and 1d squirrel token"),
# never a word the rules say there ("an experience token", "a token"; constructs/markers.py)
_NOT_NAMES = "experience|inspiration|a|an|the|one|two|three|each|all|every|your|their|its"
GRAMMAR += rf"TOKEN_NAME: /(?!(?:{_NOT_NAMES})\b)[a-z][a-z\-]*(?= tokens?(?![\w]))/" + "\n"


def _stats(children: list[Any]) -> dict[str, int]:
    said = {str(c)[-1]: int(str(c)[:-1]) for c in children if isinstance(c, Token)}
    if set(said) != {"a", "d"}:
        return {}  # "1a and 2a": not a token's A and D
    return {"attack": said["a"], "defense": said["d"]}


def _made(children: list[Any]) -> list[Effect]:
    stats = next(c for c in children if isinstance(c, dict))
    amount = next(c for c in children if isinstance(c, int))
    if not stats:
        raise NotRead("effect")
    return [{"op": "make_tokens", "target": "you", "amount": amount, **stats}]


RULES = {"tokens_made": _made, "token_stats": _stats}
