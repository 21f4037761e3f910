"""Costs paid in energy to attack, to block or to use an action die (DM-12.2; engine
games/engine/abilities/energy_taxes.py): "<dice> can't attack unless <their player> pays
(1) [per die]", "<payer> must pay (1) to attack with each <dice>", "<payer> must pay (2) to
block each of <your dice>", "<self> can't be blocked unless <the defending player> pays (1)
[per blocking character die]", "<payer> must pay 1 to declare an attack", "<payer> must pay
(1) to use each [basic] action die". Statics (DM-14.3), held while the card is active. The
payer must be the one whose deed it is (the dice's controller to attack, their opponent to
block); "unless their owner pays (N) to ignore this effect until end of turn" is one
payment a turn for all the dice (`energy_once_to_attack`; the sentence "<payer> may pay (N)
to ignore this effect ..." after a bar: constructs/waivers.py). An energy type ("pay
(mask)"), a life amount or another duration stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: tax_attack_unless | tax_attack_with | tax_block | tax_block_unless \
              | tax_declare | tax_use
tax_attack_unless: targets _cant "attack" "unless" \
                   (targets | tax_pronoun) ("pays" | "pay") tax_amount (tax_per_die | tax_ignore)?
tax_attack_with: (targets | global_payers) "must" ("pay" | "pays" | "spend") tax_amount "to" \
                 "attack" "with" targets
tax_block: (targets | global_payers) "must" ("pay" | "pays" | "spend") tax_amount "to" "block" \
           targets
tax_block_unless: targets _cant "be" "blocked" "unless" targets \
                  ("pays" | "pay") tax_amount tax_per_blocker?
tax_declare: (targets | global_payers) "must" ("pay" | "pays" | "spend") tax_amount "to" "declare" \
             ("an" "attack" | "attackers")
tax_use: (targets | global_payers) "must" ("pay" | "pays" | "spend") tax_amount "to" "use" \
         ("each" | "a" | "an")? tax_basic? "action" ("die" | "dice")
!tax_basic: "basic"
tax_ignore: "to" "ignore" "this" "effect" "until" "the"? "end" "of" "the"? "turn"
tax_amount: COSTNUM | number
!tax_per_die: "per" "die" | "for" "each" "die" | "per" "character" "die"
!tax_per_blocker: ("per" | "for" "each") "blocking" "character"? ("die" | "dice")
!tax_pronoun: "they" | "their" ("owner" | "controller") | "its" "owner"
"""
_WHO = {"you": "you", "opponent": "opponent", "defending_player": "opponent",
        "all_players": "all_players", "your opponents": "opponent", "players": "all_players"}


def payer_of(who: Any) -> str:
    """Who pays: "you", "opponent", "all_players", or "theirs" (a pronoun for the dice's
    controller: "they", "their owner"); "" for anyone else."""
    if isinstance(who, str):
        return "theirs" if who in ("they", "their owner", "their controller", "its owner") else (
            _WHO.get(who, "")
        )
    if isinstance(who, list) and len(who) == 1 and isinstance(who[0], dict) and len(who[0]) == 1:
        return _WHO.get(str(who[0].get("target")), "")
    return ""


def _amount(children: list[Any]) -> int:
    raw = next(c for c in children if isinstance(c, tuple) and c[0] == "amount")[1]
    return int(str(raw).removeprefix("@"))


def _said(children: list[Any], name: str) -> str:
    return next((c[1] for c in children if isinstance(c, tuple) and c[0] == name), "")


def _kinds(targets: Any) -> list[dict[str, Any]]:
    """The dice a line names, as target kinds the engine reads in statics."""
    if not isinstance(targets, list) or not targets:
        raise NotRead("target")
    for t in targets:
        if t.get("target") not in _KINDS:
            raise NotRead("target")  # a chosen die, a player: not this shape
    return targets


_KINDS = ("$self", "all_your_characters", "all_opposing_characters", "all_characters")


def _owner(t: dict[str, Any]) -> str:
    """Whose dice: "you", "opponent", or "any" (every player's: "character dice")."""
    return {"all_opposing_characters": "opponent", "all_characters": "any"}.get(t["target"], "you")


def _attack_unless(children: list[Any]) -> list[Effect]:
    """The payer must be the dice's controller: "you" for your own, "your opponent" or
    "they" for opposing dice. "Per die" is how the engine pays anyway (each attacker)."""
    kinds, payer = _kinds(children[0]), payer_of(children[1])
    for t in kinds:
        own = _owner(t)
        payers = {"you": ("you",), "opponent": ("opponent", "theirs"), "any": ("theirs",)}[own]
        if payer not in payers:
            raise NotRead("effect")
        once = _said(children, "per_die") or _said(children, "ignore")
        if own == "you" and t["target"] != "$self" and not once:
            raise NotRead("effect")  # "unless you pay (1)" for several dice: once or each?
    op = "energy_once_to_attack" if _said(children, "ignore") else "energy_to_attack"
    return [{"op": op, "amount": _amount(children), **t} for t in kinds]


def _attack_with(children: list[Any]) -> list[Effect]:
    """ "your opponent must pay (1) to attack with each <dice>": their dice (the kind named
    without "opposing" is the payer's own)."""
    if payer_of(children[0]) != "opponent":
        raise NotRead("effect")
    out = []
    for t in _kinds(children[-1]):
        if t["target"] not in ("all_your_characters", "all_characters"):
            raise NotRead("effect")  # "this die", "opposing dice": not the payer's own
        out.append({**t, "target": "all_opposing_characters"})
    return [{"op": "energy_to_attack", "amount": _amount(children), **t} for t in out]


def _block(children: list[Any]) -> list[Effect]:
    """ "<your opponent> must pay (2) to block each of your <dice>": each blocked once."""
    if payer_of(children[0]) != "opponent":
        raise NotRead("effect")
    kinds = _kinds(children[-1])
    if any(_owner(t) != "you" for t in kinds):
        raise NotRead("effect")  # the opponent's own dice, every player's: not this shape
    return [{"op": "energy_to_block", "amount": _amount(children), **t} for t in kinds]


def _block_unless(children: list[Any]) -> list[Effect]:
    """ "<self> can't be blocked unless the defending player pays (1) [per blocking die]"."""
    kinds = _kinds(children[0])
    if payer_of(children[1]) != "opponent" or any(_owner(t) != "you" for t in kinds):
        raise NotRead("effect")
    op = "energy_per_blocker" if _said(children, "per_blocker") else "energy_to_block"
    return [{"op": op, "amount": _amount(children), **t} for t in kinds]


def _declare(children: list[Any]) -> list[Effect]:
    target = payer_of(children[0])
    if target not in ("opponent", "all_players"):
        raise NotRead("effect")
    return [{"op": "energy_to_declare_attack", "amount": _amount(children), "target": target}]


def _use(children: list[Any]) -> list[Effect]:
    target = payer_of(children[0])
    if target not in ("opponent", "all_players"):
        raise NotRead("effect")
    by = {"by_filters": {"basic": True}} if _said(children, "basic") else {}
    return [{"op": "energy_to_use_action", "amount": _amount(children), "target": target, **by}]


def _tag(name: str) -> Any:
    return lambda c: (name, words(c) if name != "amount" else c[0])


RULES: dict[str, Any] = {
    "tax_attack_unless": _attack_unless,
    "tax_attack_with": _attack_with,
    "tax_block": _block,
    "tax_block_unless": _block_unless,
    "tax_declare": _declare,
    "tax_use": _use,
    "tax_amount": _tag("amount"),
    "tax_per_die": _tag("per_die"),
    "tax_per_blocker": _tag("per_blocker"),
    "tax_pronoun": words,
    "tax_basic": _tag("basic"),
    "tax_ignore": lambda c: ("ignore", "ignore"),
}
