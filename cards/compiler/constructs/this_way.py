""" "<effect> for each <dice> KO'd / knocked out / moved (in) this way / by this effect"
(DM-18.5): the dice the ability's earlier effects KO'd or moved, counted as it resolves
(games/engine/abilities/this_way.py: `dice_kod_this_way`, `dice_moved_this_way`);
"Sidekick" narrows what is counted. Only after effects of the same ability (DM-15.3: they
resolve in order); a count of each player's own ("each of their dice KO'd this way") or of
another noun is not read."""

from __future__ import annotations

import re
from typing import Any

from cards.compiler.constructs import opponent_kos
from cards.compiler.parts import NotRead

# (said as one word before the grammar reads the line, `phrased`: its words are those of
# the counts of constructs/counts.py, which LALR could not tell apart from these before
# "KO'd" / "moved")
GRAMMAR = r"""
%extend count: count_this_way
!count_this_way: "kod-this-way" | "kod-sidekick-this-way" | "moved-this-way"
               | "moved-sidekick-this-way"
"""
_PHRASE = re.compile(
    r"\bfor each (sidekick )?(?:character )?(?:die |dice )?(ko'd|knocked out|moved) "
    r"(?:in )?(?:this way|by this effect)\b"
)


# "for each character die you KO this way"; "you may KO any number of ... . For each that
# you do," (the dice that sentence KO'd)
_YOU_KO = re.compile(r"\bfor each (sidekick )?(?:character )?(?:die|dice) you ko this way\b")
_THAT_YOU_DO = re.compile(r"(\bko any number of [^.;]+\. )for each that you do,")
# "KO any number of your character dice": as many as the player likes (99, as moves.py's)
_ANY_NUMBER = re.compile(r"\bko any number of (?:your character dice|character dice you control)\b")
# "for each kod-this-way, <effect>.": the count said first, read as said after its effect
_LEADING = re.compile(r"(^|\. )for each ((?:kod|moved)(?:-sidekick)?-this-way), ([^.;,]+)\.")


def phrased(words: str) -> str:
    """A normalised line with "for each <die> KO'd / moved this way" said as the one word the
    grammar reads ("for each kod-sidekick-this-way"), after the effect it counts for."""
    words = _PHRASE.sub(
        lambda m: "for each " + ("moved" if m[2] == "moved" else "kod")
        + ("-sidekick" if m[1] else "") + "-this-way",
        words,
    )  # fmt: skip
    words = _YOU_KO.sub(lambda m: f"for each kod{'-sidekick' if m[1] else ''}-this-way", words)
    words = _THAT_YOU_DO.sub(r"\1for each kod-this-way,", words)
    words = _ANY_NUMBER.sub("ko up to 99 character dice you control", words)
    return opponent_kos.phrased(_LEADING.sub(r"\1\3 for each \2.", words))


def _this_way(children: list[Any]) -> tuple[str, dict[str, Any]]:
    said = str(children[0])
    per = "dice_moved_this_way" if said.startswith("moved") else "dice_kod_this_way"
    return per, ({"sidekick": True} if "-sidekick-" in said else {})


RULES: dict[str, Any] = {"count_this_way": _this_way}


# the ops whose dice a count of "this way" may count: KO'd (by a KO, or by damage, DM-16.4)
_DOING = {"dice_kod_this_way": {"ko", "deal_damage"}, "dice_moved_this_way": {"move_die"}}


def checked(records: list[tuple[str, dict[str, Any]]]) -> None:
    """NotRead("count") if a record counts dice "this way" with no earlier effect of its own
    that KOs or moves dice (a static, or a count before the deed: nothing it names)."""
    for _, record in records:
        done: set[str] = set()
        for effect in record.get("effects", ()):
            doing = _DOING.get(effect.get("per", ""))
            if doing is not None and (record.get("trigger") == "static" or not doing & done):
                raise NotRead("count")
            done.add(effect.get("op", ""))
