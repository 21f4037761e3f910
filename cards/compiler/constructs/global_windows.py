"""A die's ability used whenever its player could use a Global (DM-8.18, DM-8.19; the engine's
trigger `global_window`, flow/main_step.py `use_ability`): "[While <self> is active,] [once
per turn,] whenever (when, any time) you could use a Global Ability, you may <cost>. If you
do, <effects>." and "[Once per turn,] during your Main Step, you may <cost>. If you do,
<effects>." (the Main Step's window only, `steps`). Its die must be in the Field Zone to use
it (so its card is active, DM-18.1); "once per turn" is once per card (DM-15.5).

What it costs is paid as it is used (DM-12.2: a cost is paid in full first, `settled`): an
effect cost ("sacrifice a <name> die", "KO one of your character dice") becomes the
ability's `costs`, an energy cost its `pay` (paid as it resolves, flow/paid.py); the effects
after "if you do" are what it does. "You may <cost> during your Main Step. If you do, ..."
says the window last (`phrased`). A line with no cost (nothing before "if you do") stays
text only, as does one whose cost is chosen among several or paid with a chance."""

from __future__ import annotations

import re
from typing import Any

from cards.compiler.parts import NotRead, Opening, Trigger

GRAMMAR = r"""
%extend opening: gw_opening
gw_opening: gw_when gw_while? gw_once? ","
gw_while: "(" "while" "self" "is" "active" ")"
gw_once: "(" "once" "per" "turn" ")"
gw_when: ("whenever" | "when" | "any" "time") "you" "could" "use" "a" "global" "ability"
       | "during" "your" "main" "step" -> gw_main
"""
WINDOW = "global_window"
_TRAILING = re.compile(r"^(once per turn,? )?you may ([^.]+?) during your main step\. if you do, ")
# its limits said after the window (the window's words alone decide the opening, `phrased`)
_LIMITS = re.compile(
    r"^(while self is active, )?(once per turn,? )?"
    r"((?:whenever|when|any time) you could use a global ability|during your main step),"
)


def _opening(children: list[Any]) -> Opening:
    extra: list[tuple[str, Any]] = []
    if "once" in children:
        extra.append(("first_time_each_turn", True))
    if "while" in children:
        extra.append(("while_active", "self"))
    if "main" in children:
        extra.append(("steps", ["main"]))
    return Opening("ability", trigger=Trigger(WINDOW, extra=tuple(extra)))


RULES = {
    "gw_opening": _opening,
    "gw_while": lambda c: "while",
    "gw_once": lambda c: "once",
    "gw_when": lambda c: "any",
    "gw_main": lambda c: "main",
}


# a Continuous die sent from the Field Zone to the Used Pile "to" do something: that move is
# the cost, what follows it the effect (000:L773, "whenever you could use a Global Ability")
_SENT = re.compile(
    r"you (?:may|can) (?:send|move) self to (?:the|your) used pile(?: to|, if you do,) "
)
_WINDOW = "whenever you could use a global ability, "
# said with no window: the keyword's own (000:L773), restated by a reminder on some cards
_UNTIMED = re.compile(r"^continuous: (?=you (?:may|can) (?:send|move) self to )")
_TIMING = re.compile(r" \([^)]*\bglobal ability\b[^)]*\)")  # that reminder, said again
# the move said with a prevention as one use ("<prevent ...> and move self to your used pile.",
# "move self to your used pile, <prevent ...>, and if <condition> gain 1 life."): the same
# window ability, the move its cost; "up to 2 damage" prevented is the next 2 (prevent_next)
_USED = r"(?:send|move) self to (?:the|your) used pile"
_WITH = (
    (re.compile(rf"^continuous: (prevent [^.,]+?) and {_USED}\. "), r"\1. "),
    (re.compile(rf"^continuous: {_USED}, (prevent [^.,]+?), and (if [^.,]+?) (gain \d+ life\.)$"),
     r"\1. \2, \3"),
)  # fmt: skip
_UP_TO = re.compile(r"\bprevent up to (\d+) damage\b")
# "any time you can use a global ability you may ...": the window in its usual words, a
# sentence of its own after another ("when" opens one: reader.OPENERS)
_CAN = re.compile(r"(^|\. )any time you can use a global ability,? you may")
# "... you may spin (down) one of your <self> dice to level 1 to <effect>": that spin is the
# cost (DM-12.2) paid by the die it is used from (any of the card's dice there: the player's
# choice, as "one of your <self> dice" says); docs/rulings.md "Spun down to pay"
_SPUN_TO_PAY = re.compile(
    r"^((?:while self is active, )?(?:once per turn,? )?"
    r"(?:whenever|when|any time) you could use a global ability),? you may spin (?:down )?"
    r"(?:one of your self dice|self|him|her)(?: down)? to level 1 to (?=[a-z])"
)
SELF_SENT = {"op": "move_die", "target": "this_die", "zone": "used"}


def _with_prevention(words: str) -> str:
    for pattern, effect in _WITH:
        said = pattern.sub(
            rf"continuous: {_WINDOW}you may send self to the used pile and {effect}", words
        )
        if said != words:
            return _UP_TO.sub(r"prevent \1 damage", said).replace(", also gain ", ", gain ")
    return words


def phrased(words: str) -> str:
    """ "you may <cost> during your main step. if you do, ...": the window said first; its
    limits ("while <self> is active", "once per turn") said after it, in parentheses. A
    Continuous die's "you may send self to the used pile to <effect>": "you may send self to
    the used pile. if you do, <effect>", in the Global windows when the line names none."""
    words = _with_prevention(words)
    words = _CAN.sub(r"\1when you could use a global ability, you may", words)
    words = _SPUN_TO_PAY.sub(r"\1, you may spin self to level 1. if you do, ", words, count=1)
    if _UNTIMED.match(words):
        words = _UNTIMED.sub("continuous: " + _WINDOW, _TIMING.sub("", words), count=1)
    if words.startswith("continuous: "):
        words = _SENT.sub("you may send self to the used pile. if you do, ", words, count=1)
    words = _TRAILING.sub(r"\1during your main step, you may \2. if you do, ", words, count=1)
    found = _LIMITS.match(words)
    if found is None:
        return words
    limits = " (while self is active)" if found.group(1) else ""
    limits += " (once per turn)" if found.group(2) else ""
    return f"{found.group(3)}{limits}," + words[found.end() :]


def _cost_split(made: dict[str, Any]) -> dict[str, Any]:
    effects = list(made.get("effects") or ())
    done = [i for i, e in enumerate(effects) if (e.get("condition") or {}).get("kind") == "done"]
    rest = {k: v for k, v in made.items() if k != "optional"}
    if "pay" in made:  # "you may pay (shield). If you do, ...": energy as it resolves
        if done or not effects:
            raise NotRead("cost")
        return rest
    if not done and made.get("optional") and effects[:1] == [SELF_SENT] and effects[1:]:
        return {**rest, "costs": effects[:1], "effects": effects[1:]}  # "send self ... and"
    if not done or not made.get("optional"):
        raise NotRead("cost")  # nothing paid first, or a cost it may not decline
    costs, bought = effects[: done[0]], effects[done[0] :]
    if not costs or any(e.get("condition") != {"kind": "done"} for e in bought):
        raise NotRead("condition")
    if any(e.get("up_to") or e.get("split") or "condition" in e for e in costs):
        raise NotRead("choice")
    plain = [{k: v for k, v in e.items() if k != "condition"} for e in bought]
    return {**rest, "costs": costs, "effects": plain}


def settled(made_all: list[tuple[str, dict[str, Any]]]) -> list[tuple[str, dict[str, Any]]]:
    """Each Global-window ability with its cost paid as it is used (`costs`), the rest its
    effects; other records unchanged."""
    return [
        (where, _cost_split(made) if made.get("trigger") == WINDOW else made)
        for where, made in made_all
    ]
