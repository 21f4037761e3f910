"""A die drawn and what it does whatever die it is (issue 16, lane zones2): one die drawn from
the bag, a target opponent dealt damage as much as its purchase cost, the die then put back
in the bag (or, counted as "that die's" cost, placed in the Used Pile). The draw's
outcome on every die drawn (`rolled` with `drawn` empty, games/engine/abilities/outcomes.py
`after_draw`): the damage counted by the drawn die's card's purchase cost (the engine's count
`that_die_cost`, DM-8.7: a Sidekick's is 0), then the die returned to the bag (where it
stayed) or placed in the Used Pile. The amount is constructs/equal_to.py's ("equal to its
purchase cost": mark DRAWN); anything but a plain draw of one die before it stays text only
(whose cost?). The damage is dealt to the opponent only: a target to choose ("target
character die or player") is asked of no effect inside a draw's outcome (the engine asks
an ability's targets of its own effects), so it stays text only."""

from __future__ import annotations

from cards.compiler.parts import Effect, NotRead

DRAWN = "$drawn_cost"  # (an effect's mark: its amount is the drawn die's purchase cost)
BACK = "$drawn_back"
# "equal to its / his / her level" (constructs/equal_to.py): "its" is this die's unless an
# earlier effect named another die ("KO an opposing character and gain life equal to its
# level": the KO'd die's, a die no count here reads), then the line stays text only
PRONOUN = "$pronoun_stat"

GRAMMAR = r"""
%extend effect: drawn_back
drawn_back: "return" "the" "die" "to" "your" "bag" -> drawn_bag
          | ("place" | "put") "the" "die" ("in" | "into") "your" "used" "pile" -> drawn_used
"""

RULES = {
    "drawn_bag": lambda c: [{"op": BACK, "zone": "bag"}],
    "drawn_used": lambda c: [{"op": BACK, "zone": "used"}],
}


def joined(effects: list[Effect], effect: Effect) -> bool:
    """Whether `effect` is what the draw just before does with its die (then in that draw's
    outcome, `effects` changed in place); NotRead after anything else. (Also where an
    amount's "its" may name a die an earlier effect took: `PRONOUN`.)"""
    if effect.pop(PRONOUN, False) and any(_another_die(e) for e in effects):
        raise NotRead("reference")
    if effect.get(DRAWN):
        draw = effects[-1] if effects else {}
        if draw != {"op": "draw", "amount": 1}:
            raise NotRead("count")  # the cost of which die?
        if effect.get("target") != "opponent":
            raise NotRead("choice")  # a target chosen: no choice is asked inside an outcome
        done = {k: v for k, v in effect.items() if k != DRAWN}
        effects[-1] = {**draw, "rolled": {"drawn": {}, "effects": [done], "then": []}}
        return True
    if effect["op"] != BACK:
        return False
    rolled = effects[-1].get("rolled", {}) if effects else {}
    if rolled.get("drawn") != {} or len(rolled["effects"]) != 1:
        raise NotRead("zone_move")  # "the die" of no draw said before
    rolled["effects"].append({"op": "move_die", "target": "rolled_die", "zone": effect["zone"]})
    return True


def _another_die(effect: Effect) -> bool:
    target = str(effect.get("target", ""))
    return "die" in target and target != "this_die"
