"""Extra rerolls (engine abilities/extra_rerolls.py; DM-7.2's one reroll beaten by card text):
"While <self> is active" and a permission to reroll one die once more in your Roll and Reroll
Step, the step named first and "your action dice" rerolled "an additional time", "you gain an
additional reroll during your Roll and Reroll Step": `extra_reroll` on this card's controller, a
static while the card is active (DM-18.1), of the dice it names (`filters`) and of one die only
for "one die" (`amount` 1). The step must be said; a reroll that costs something ("pay 2 life to
..."), one outside the step or "once per turn" stays text only (docs/rulings.md "Extra
rerolls").

The opponents' rerolls limited, statics on them (`opponent`): "your opponent may not reroll
more than 2 dice during their Roll and Reroll Step" (`reroll_cap`), "your opponent must pay 2
life to reroll during their Roll and Reroll Step", "opposing players may not reroll dice
during their Roll and Reroll Steps, unless they pay 1 life" (`reroll_price`). "Cannot reroll
dice" with no step said, or "pay ... to prevent this effect for the turn", stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import Effect, NotRead

OP = "extra_reroll"
# whose: "your opponent" (a target), "your opponents" (constructs/global_costs.py), "opposing
# players" (written out in each rule: LALR(1) then reads them as the other rules do)
_FOES = "(targets | opposing_players)"  # ("your opponents may not": untargetable_kinds.py's)
GRAMMAR = rf"""
%extend effect: extra_reroll | reroll_cap | reroll_price
reroll_cap: {_FOES} _cant "reroll" "more" "than" number ("die" | "dice") \
            their_reroll_step
reroll_price: (targets | global_payers | opposing_players) "must" "pay" number "life" "to" \
              "reroll" their_reroll_step
            | {_FOES} _cant "reroll" "dice" their_reroll_step \
              "," "unless" "they" "pay" number "life"
!opposing_players: "opposing" "players"
their_reroll_step: "during" "their" "roll" "and" "reroll" ("step" | "steps")
extra_reroll: reroll_step "," "you" "may" extra_reroll_body
            | extra_reroll_body reroll_step ("each" "turn")?
reroll_step: "during" ("your" | "the")? "roll" "and" "reroll" "step"
// ("you may" opening the sentence is the reader's: a reroll is its player's choice)
extra_reroll_body: "reroll" extra_reroll_dice? ("one" | "an") extra_time
                 | "you" "gain" ("an" | "one") ("additional" | "extra") "reroll"
!extra_time: ("extra" | "additional") "time"
!extra_reroll_dice: "one" "die" | "your"? "action" "dice" | "your" "trap" "dice"
                  | "any" "or" "all" "of" "your" "dice"
"""
# the dice each phrase names: (filters, at most how many; 0: any number)
_DICE: dict[str, tuple[dict[str, Any], int]] = {
    "": ({}, 0),
    "one die": ({}, 1),
    "action dice": ({"die_kind": "action"}, 0),
    "your action dice": ({"die_kind": "action"}, 0),
    "your trap dice": ({"creature_type": "trap"}, 0),
    "any or all of your dice": ({}, 0),
}


def _body(children: list[Any]) -> Effect:
    said = next((c for c in children if isinstance(c, tuple)), ("dice", ""))
    filters, most = _DICE[said[1]]
    effect: Effect = {"op": OP, "target": "you", "amount": most}
    if filters:
        effect["filters"] = dict(filters)
    return effect


def _made(children: list[Any]) -> list[Effect]:
    return [next(c for c in children if isinstance(c, dict))]


def _foes(said: Any) -> str:
    """Whose rerolls: an opponent's only ("your opponents", "opposing players" or the target
    `opponent`); "players" and any other target are not read."""
    if isinstance(said, str):
        if said == "players":
            raise NotRead("effect")
        return "opponent"
    if [t.get("target") for t in said] != ["opponent"] or len(said[0]) != 1:
        raise NotRead("effect")
    return "opponent"


def _limit(op: str) -> Any:
    def made(children: list[Any]) -> list[Effect]:
        amount = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return [{"op": op, "target": _foes(children[0]), "amount": amount}]

    return made


RULES = {
    "opposing_players": words,
    "reroll_cap": _limit("reroll_cap"),
    "reroll_price": _limit("reroll_price"),
    "extra_reroll": _made,
    "extra_reroll_body": _body,
    "extra_reroll_dice": lambda c: ("dice", words(c)),
}
