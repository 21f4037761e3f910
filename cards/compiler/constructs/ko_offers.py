"""A KO its controller may replace (engine abilities/ko_offers.py, trigger `would_be_kod`;
DM-12.1): "If <self> would be KO'd, you may KO one of your Sidekick dice instead", a
<self> character die about to be KO'd whose controller may pay life "instead" to spin it up
a level, then clear its damage. The opening is the trigger; the body is read as any
ability's, its one "instead" (right after "you may", or ending its first sentence, or
before "and" in it) taken out (`without_instead`). Only "you may" with "instead" is read
here: a body that says no "instead", or says it twice, or has no choice (the mandatory
"instead put him into your Used Pile" is constructs/ko_instead.py's), stays as it is and
fails as it would have. "clear (all) damage from <it>" (op `clear_damage`) is read here
too. A payment in energy ("you may pay (1) to ...") stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.paid import PAID, PAY
from cards.compiler.parts import SELF, Effect, NotRead, Opening, Sentence, Trigger

NAME = "would_be_kod"

GRAMMAR = r"""
%extend trigger: would_be_kod
would_be_kod: ("when" | "if") _ko_offer_who "would" "be" "ko'd"
_ko_offer_who: "self" | "a" "self" "character"? "die"
%extend effect: clear_damage
clear_damage: ("clear" | "heal" | "remove") "all"? "damage" "from" targets
%extend target: that_self_die
that_self_die: "that" "self" "character"? "die"
"""


def _clear(children: list[Any]) -> list[Effect]:
    return [{"op": "clear_damage", **t} for t in children[0]]


def without_instead(opening: Opening, values: list[str]) -> int | None:
    """Where the one "instead" of a replacement's body is (its index in `values`, the
    body's words); None when the opening is not `would_be_kod`. NotRead("condition") when
    the body does not open with "you may", or "instead" is not once in its first
    sentence, right after "you may", at its end, or before its "and"."""
    if opening.trigger is None or opening.trigger.name != NAME:
        return None
    if values[:2] != ["you", "may"] or values.count("instead") != 1:
        raise NotRead("condition")  # no choice, or not said to be in the KO's place
    at = values.index("instead")
    stop = next((i for i, v in enumerate(values) if v in (".", ";")), len(values))
    if at < stop and (at == 2 or at == stop - 1 or values[at + 1 : at + 2] == ["and"]):
        return at
    raise NotRead("condition")


def one_replacement(body: tuple[Sentence, ...]) -> tuple[Sentence, ...]:
    """The whole body is what happens instead: after "you may pay 2 life to <effects>." the
    next sentences ("Clear damage from that die.") are bought by the same cost, so they
    depend on it too (constructs/paid.py reads the rest as it reads "if you do")."""
    if any(e.get("op") == PAY for s in body for e in s.effects):
        raise NotRead("cost")  # energy paid as it resolves (flow/paid.py): not here
    if len(body) < 2 or not any(e.get("condition") == {"kind": PAID} for e in body[0].effects):
        return body
    later = tuple(
        Sentence(tuple(e if "condition" in e else {**e, "condition": {"kind": PAID}}
                       for e in s.effects), s.optional, s.phrases)
        for s in body[1:]
    )  # fmt: skip
    return (body[0], *later)


RULES = {
    "would_be_kod": lambda c: Trigger(NAME),
    "clear_damage": _clear,
    "that_self_die": lambda c: {"target": SELF},
}
