"""One die's text ignored (the engine's `no_text_die`, abilities/textless.py): "ignore the text
of target (fist) character die until end of turn", "ignore target character's text this
turn", "ignore target attacking character die's text" (one of the attackers). That die
alone has no text (no abilities, keywords or static abilities) until Cleanup, or until it
leaves play (DM-14.2); its card's other dice keep theirs. Another duration, or a die's
text ignored "permanently", is not read here; nor is "loses all character abilities"
(Globals stay: another effect)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import IT, Effect, NotRead

GRAMMAR = r"""
%extend effect: ignore_text
ignore_text: "ignore" "the" "text" "of" dice ignore_until?
           | "ignore" "target" ignore_whose? ignore_attacking? \
             ("character's" | "character" "die's") "text" ignore_until? -> ignore_targets_text
           | "ignore" ignore_back "text" ignore_until? -> ignore_its_text
!ignore_back: "that" "character" "die's" | "that" "die's" | "its"
!ignore_whose: "opposing"
!ignore_attacking: "attacking"
!ignore_until: "until" "end" "of" "turn" | "until" "the" "end" "of" "the" "turn" | "this" "turn"
"""
# the kinds of one die or of dice chosen by the ability (not "each ..." nor a player)
ATTACKING = {"zone": "attack", "blocker": False}  # (constructs/targets.py's "attacking")
_ONE_DIE = frozenset({"target_die", "target_opposing_die", "target_your_die"})


def _ignore(children: list[Any]) -> list[Effect]:
    found = children[0]
    if not isinstance(found, dict) or found.get("target") not in _ONE_DIE or "up_to" in found:
        raise NotRead("target")
    return [{"op": "no_text_die", **found}]


def _targets_text(children: list[Any]) -> list[Effect]:
    """ "Ignore target (opposing) character's text this turn": one target die (DM-13.1)."""
    side = "target_opposing_die" if "opposing" in children else "target_die"
    if "attacking" in children:  # "target attacking character die": one of the attackers
        return [{"op": "no_text_die", "target": side, "filters": ATTACKING}]
    return [{"op": "no_text_die", "target": side}]


def _its_text(children: list[Any]) -> list[Effect]:
    """ "Ignore that character die's text": the die an earlier effect chose (lines.py `IT`)."""
    return [{"op": "no_text_die", "target": IT, "word": "that die"}]


RULES = {
    "ignore_its_text": _its_text,
    "ignore_text": _ignore,
    "ignore_targets_text": _targets_text,
    "ignore_until": lambda c: ("until", "turn"),
    "ignore_whose": lambda c: "opposing",
    "ignore_attacking": lambda c: "attacking",
}
