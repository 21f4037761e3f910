"""Cost changes (DM-8.7, DM-8.9, DM-8.10; games/engine/abilities/costs.py): "your
(affiliation) character dice cost 1 less to field", "opposing Sidekick character dice cost 1
more (energy) to field", "(affiliation) characters cost 2 less to buy (to a minimum of 1)",
"your action dice cost 1 less to purchase", "character dice cost you / your opponents 1
more to purchase and field", "<self> costs 2 less to purchase while you have 10 or less
life", "<self> costs 2 less to purchase for each die in your Prep Area" (constructs/
counts.py counts it, `floor_of` reads its floor), "your opponents pay 1 more to purchase
each die with purchase cost 2 or less", and "the next (action) die you purchase this turn
costs 2 less", "the next <Name> die you purchase costs 2 less" (another
character's, normalise.named; with no time said: whenever that is, duration `until_used`).

In a static ability (while this card is active) the change holds as long as it does; after a
trigger or a Global it lasts its duration on the player whose dice it names (effects/
costs.py). A floor is read only where it is the rulebook's own (a purchase never below 1,
DM-8.7; a fielding cost never below 0, DM-8.10); any other floor stays text only.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs import creature_dice
from cards.compiler.constructs.targets import icons_filter
from cards.compiler.core import duration_of, first, words
from cards.compiler.parts import CODE, SELF, Effect, NotRead

# the dice kinds a cost change may name (every die of a kind, never a chosen one)
DICE_KINDS = frozenset(
    {"all_your_characters", "all_opposing_characters", "all_characters", "all_your_dice",
     "all_opposing_dice", "all_dice"}
)  # fmt: skip
_SIDES = {"all": "", "all_your": "your", "all_opposing": "opposing"}

GRAMMAR = r"""
%extend effect: cost_change | cost_next | cost_free | cost_pay | cost_least_field
// "opposing (affiliation) character dice cost at least (2) to field": a static's floor
cost_least_field: cost_subject ("cost" | "costs") "at" "least" cost_amount "energy"? "to" "field"
// "opponents must pay @2 more to purchase a die" with a cost cap after it (up to some cost)
// (its opening shared with constructs/global_costs.py `global_more`: no LALR overlap)
cost_pay: (targets | global_payers) "must"? ("pay" | "pays") COSTNUM "more" "to" "purchase" \
          ("each" | "a") "die" moved_cost?
cost_free: cost_subject ("is" | "are") "free" "to" "field" duration? cost_while?
cost_change: cost_subject ("cost" | "costs") cost_payer? cost_amount "energy"? cost_way \
             "energy"? cost_acts? (cost_floor cost_also?)? duration? cost_floor? cost_while?
           | next_turn "," cost_subject ("cost" | "costs") cost_payer? cost_amount cost_way \
             cost_acts  // "until the start of your next turn, <dice> cost 1 more to field"
// "... to purchase (min. 1) and 1 less to field": the purchase's floor, then the field's
cost_also: "and" cost_amount "less" "to" "field"
cost_subject: targets | cost_dice
cost_dice: dice_det? _dice_mods? cost_noun
!cost_noun: "action" "dice" | "dice" | "basic" "action" "dice"
!cost_payer: "you" | "your" "opponents" | "your" "opponent"
cost_amount: number | COSTNUM
!cost_way: "less" | "fewer" | "more" | "extra"
!cost_acts: "to" ("field" | "purchase" | "buy") \
          | "to" ("purchase" | "buy") "and" "to"? "field"
          | "to" ("purchase" | "buy") "and" cost_amount "less" "to" "field"
cost_floor: "(" ("to" "a")? ("minimum" | "min" ".") "of"? cost_least "."? ")" \
          | ","? "to" "a" "minimum" "of" cost_least
!cost_least: INT | "one" | "zero"
cost_while: "while" condition
cost_next: "the" cost_which _dice_mods? cost_one "you" cost_deed turn? \
           ("costs" cost_amount "less" cost_acts? cost_floor? | cost_no_cost)
// "... is free to field", "... can be fielded for free": no fielding cost (DM-8.10)
cost_no_cost: "is" "free" "to" "field" | ("can" | "may") "be" "fielded" "for" "free"
!cost_which: "next" | "first"
!cost_one: "action" "die" | "character" "die" | "character" | "die" | "sidekick" "die"
        | "superstar" "die" | NAME "character"? "die"
!cost_deed: "purchase" | "field"
"""


def _parts(children: list[Any]) -> dict[str, Any]:
    return {c[0]: c[1] for c in children if isinstance(c, tuple) and len(c) == 2}


def floor_of(effects: list[Effect], least: int | None) -> None:
    """The floor after "for each ..." (constructs/counts.py): the rulebook's own only."""
    if least is not None:
        if any(e["op"] not in ("reduce_cost", "reduce_field_cost") for e in effects):
            raise NotRead("count")
        acts = tuple("field" if "field" in e["op"] else "purchase" for e in effects)
        _floor(acts, least)


def _floor(acts: tuple[str, ...], least: int | None) -> None:
    """Only the rulebook's own floor is read: a purchase never below 1 (DM-8.7), a
    fielding cost never below 0 (DM-8.10)."""
    if least is None:
        return
    for act in acts:
        if least != (1 if act == "purchase" else 0):
            raise NotRead("cost_change")


def _ops(way: str, acts: tuple[Any, ...]) -> list[str]:
    more = way in ("more", "extra")
    if more and any(isinstance(act, tuple) for act in acts):
        raise NotRead("cost_change")  # "1 more to purchase and 2 less to field"
    return [
        ("increase" if more else "reduce") + ("_field_cost" if _act(act) == "field" else "_cost")
        for act in acts
    ]


def _act(act: Any) -> str:
    return act[0] if isinstance(act, tuple) else act


def _change(children: list[Any]) -> list[Effect]:
    parts = _parts(children)
    subject = parts["subject"]
    acts = parts.get("acts", ("purchase",))
    _floor(acts, parts.get("floor"))
    if "also" in parts:  # "to purchase (min. 1) and 1 less to field"
        if acts != ("purchase",) or parts["way"] not in ("less", "fewer"):
            raise NotRead("cost_change")
        acts = ("purchase", ("field", parts["also"]))
    target = subject.get("target")
    payer = parts.get("payer")
    if target == SELF:
        if payer is not None:
            raise NotRead("cost_change")
    elif target in DICE_KINDS:
        subject = _paid_by(subject, payer)
        if parts["way"] in ("less", "fewer"):
            subject = controllers_only(subject)
        subject = creature_dice.owned(subject)
    else:  # a chosen die, a player
        raise NotRead("cost_change")
    more: dict[str, Any] = dict(duration_of(children))
    if "while" in parts:
        more["condition"] = parts["while"]
    amounts = [a[1] if isinstance(a, tuple) else parts["amount"] for a in acts]
    return [
        {"op": op, "amount": amount, **subject, **more}
        for op, amount in zip(_ops(parts["way"], acts), amounts, strict=True)
    ]


def controllers_only(subject: Effect) -> Effect:
    """A reduction that names no one's dice ("Justice League characters cost 1 less", "Dragons
    cost 2 less") is its controller's: their dice only (docs/rulings.md, "Cost reductions
    that name no one"); an increase so said is every player's, as printed."""
    kind = subject["target"]
    if kind in ("all_characters", "all_dice"):
        return {**subject, "target": kind.replace("all_", "all_your_", 1)}
    return subject


def _paid_by(subject: Effect, payer: str | None) -> Effect:
    """ "cost you" / "cost your opponents": whose dice they are (not said twice)."""
    if payer is None:
        return subject
    kind = subject["target"]
    stem = kind.rsplit("_", 1)[0]  # all / all_your / all_opposing
    noun = kind.rsplit("_", 1)[1]
    if _SIDES[stem]:
        raise NotRead("cost_change")
    side = "your" if payer == "you" else "opposing"
    return {**subject, "target": f"all_{side}_{noun}"}


def _free(children: list[Any]) -> list[Effect]:
    """ "your character dice with purchase cost 3 or less are free to field" (DM-8.10: no
    fielding cost; effects/costs.py `free_field`)."""
    parts = _parts(children)
    subject = parts["subject"]
    if subject.get("target") not in DICE_KINDS and subject.get("target") != SELF:
        raise NotRead("cost_change")
    subject = controllers_only(subject)
    more: dict[str, Any] = dict(duration_of(children))
    if "while" in parts:
        more["condition"] = parts["while"]
    return [{"op": "free_field", **subject, **more}]


def _dice(children: list[Any]) -> Effect:
    """ "(your) (affiliation) dice", "your action dice": dice of any kind (an action die
    is bought from its card like a character's, DM-8.5)."""
    parts = {c[0]: c[1] for c in children if isinstance(c, tuple)}
    flags = [c[1] for c in children if isinstance(c, tuple) and c[0] == "flag"]
    if set(parts) - {"det", "icon", "flag", "noun"} or set(flags) - {"other", "opposing"}:
        raise NotRead("cost_change")
    det = parts.get("det", "")
    if det not in ("", "your", "all", "all of your"):
        raise NotRead("cost_change")
    side = "your" if "your" in det else ("opposing" if "opposing" in flags else "")
    if side == "your" and "opposing" in flags:
        raise NotRead("cost_change")
    filters: dict[str, Any] = {}
    if parts["noun"] == "action dice":
        filters["die_kind"] = "action"
    elif parts["noun"] == "basic action dice":  # the dice of Basic Action Cards (DM-8.5)
        filters.update(die_kind="action", basic=True)
    icon = parts.get("icon", "")
    if icon.startswith("#"):
        filters["affiliation"] = icon[1:]
    elif icon:
        filters["energy_type"] = icon[1:]
    if "other" in flags:
        filters["other_card"] = CODE
    kind = f"all_{side}_dice" if side else "all_dice"
    return {"target": kind, **({"filters": filters} if filters else {})}


def _next(children: list[Any]) -> list[Effect]:
    """ "the next (Villain) die you purchase this turn costs 2 less": once, this turn; "the
    next character you field is free to field" (`free_next_field`). "The first ... this
    turn": the same, if the player has bought (fielded) no such die yet this turn as it
    resolves (`_first`: a die already fielded was the first, docs/rulings.md)."""
    parts = _parts(children)
    free = any(c == ("free", True) for c in children)
    flags = [c[1] for c in children if isinstance(c, tuple) and c[0] == "flag"]
    if flags or {"combat", "level", "levels", "side"} & set(parts):
        raise NotRead("cost_change")  # no filter of a "next die" says these
    deed = parts["deed"]
    if free and deed != "field":
        raise NotRead("cost_change")  # "the next die you purchase is free to field"
    acts = parts.get("acts", (deed,))
    if acts != (deed,):
        raise NotRead("cost_change")  # "the next die you purchase costs 1 less to field"
    _floor(acts, parts.get("floor"))
    # no time said: "the next die you purchase" is whenever that is (until_used); "the
    # first die you purchase" says nothing without "this turn"
    lasts = {} if "duration" in parts else {"duration": "until_used"}
    if lasts and parts["which"] != "next":
        raise NotRead("cost_change")
    filters: dict[str, Any] = {}
    one = parts["one"]
    if one == "action die":
        filters["die_kind"] = "action"
    elif one == "sidekick die":
        filters["sidekick"] = True
    elif one.startswith("%"):  # another character's dice by name (normalise.named)
        filters["named"] = one.split()[0]
    elif one not in ("die", "character") and deed == "purchase":
        filters["die_kind"] = "character"  # (only characters are fielded)
    elif one == "character" and deed == "purchase":
        raise NotRead("cost_change")  # "the next character you purchase": a card, not a die
    icon = parts.get("icon", "")
    if icon.startswith("#"):
        filters["affiliation"] = icon[1:]
    elif icon:
        filters["energy_type"] = icon[1:]
    icons = parts.get("icons")  # "the first (aff) or (aff) die": a die of either kind
    if icons is not None:
        if icons[1] != "or":
            raise NotRead("cost_change")
        filters.update(icons_filter((icons[0], icons[2])))
    op = "reduce_next_cost" if deed == "purchase" else "reduce_next_field_cost"
    op = "free_next_field" if free else op
    more: dict[str, Any] = {**lasts, **_first(parts["which"], deed, filters)}
    amount = 0 if free else parts["amount"]
    if not filters:
        return [{"op": op, "amount": amount, "target": "you", **more}]
    return [{"op": op, "amount": amount, "target": "all_your_dice", "filters": filters,
             **more}]  # fmt: skip


def _first(which: str, deed: str, filters: dict[str, Any]) -> dict[str, Any]:
    """ "The first (X) die you field (purchase) this turn": only while the player has fielded
    (bought) none this turn, read as the effect resolves (abilities/conditions.py `fielded`,
    `purchased`; GameState.fielded counts character dice only, as fielding does)."""
    if which != "first":
        return {}
    kind = "fielded" if deed == "field" else "purchased"
    said = {k: v for k, v in filters.items() if k != "die_kind" or deed == "purchase"}
    return {"condition": {"kind": kind, "at_most": 0, **({"filters": said} if said else {})}}


def _acts(children: list[Any]) -> tuple[str, Any]:
    """ "to purchase and field"; "to purchase and 2 less to field": a second amount, to field."""
    amounts = [c[1] for c in children if isinstance(c, tuple) and c[0] == "amount"]
    if amounts:
        return ("acts", ("purchase", ("field", amounts[0])))
    said = [str(c) for c in children if isinstance(c, Token)]
    if "and" in said:
        return ("acts", ("purchase", "field"))
    return ("acts", ("field",) if "field" in said else ("purchase",))


def _amount(children: list[Any]) -> tuple[str, int]:
    value = children[0]
    if isinstance(value, Token):  # a cost's number "@2"
        return ("amount", int(str(value)[1:]))
    return ("amount", int(value))


def _one(found: Any) -> Effect:
    if isinstance(found, list) and len(found) == 1:
        found = found[0]
    if isinstance(found, dict):
        return found
    raise NotRead("cost_change")  # several kinds of dice ("X and Y dice cost ...")


def _pay(children: list[Any]) -> list[Effect]:
    """ "Your opponents pay 1 more to purchase each die (with purchase cost 2 or less)": the
    opponent's purchases of those dice cost more (DM-8.7; the bound is the printed cost,
    constructs/moves.py `_cost`)."""
    payer = children[0][0] if isinstance(children[0], list) else children[0]
    if payer != "your opponents" and payer != {"target": "opponent"}:
        raise NotRead("cost_change")  # "players", "target opponent": not this shape
    amount = next(int(str(c)[1:]) for c in children if isinstance(c, Token))
    filters = dict(c[1] for c in children if isinstance(c, tuple) and c[0] == "cost")
    return [{"op": "increase_cost", "amount": amount, "target": "all_opposing_dice",
             **({"filters": filters} if filters else {})}]  # fmt: skip


def _least(children: list[Any]) -> list[Effect]:
    """ "(opposing) <dice> cost at least 2 to field": every die of a kind (DM-14.3)."""
    parts = _parts(children)
    subject = parts["subject"]
    if subject.get("target") not in DICE_KINDS:
        raise NotRead("cost_change")  # a chosen die, <self>
    return [{"op": "field_cost_at_least", "amount": parts["amount"],
             **creature_dice.owned(subject)}]  # fmt: skip


RULES: dict[str, Any] = {
    "cost_change": _change,
    "cost_least_field": _least,
    "cost_pay": _pay,
    "cost_next": _next,
    "cost_free": _free,
    "cost_subject": lambda c: ("subject", _one(c[0])),
    "cost_dice": _dice,
    "cost_noun": lambda c: ("noun", words(c)),
    "cost_payer": lambda c: ("payer", words(c).removesuffix("s").replace("your ", "")),
    "cost_amount": _amount,
    "cost_way": lambda c: ("way", words(c)),
    "cost_acts": _acts,
    "cost_floor": lambda c: ("floor", first(c, int)),
    "cost_least": lambda c: (
        {"one": 1, "zero": 0}.get(words(c), -1) if words(c).isalpha() else int(words(c))
    ),
    "cost_while": lambda c: ("while", c[0]),
    "cost_also": lambda c: ("also", c[0][1]),
    "cost_one": lambda c: ("one", words(c)),
    "cost_which": lambda c: ("which", words(c)),
    "cost_no_cost": lambda c: ("free", True),
    "cost_deed": lambda c: ("deed", words(c)),
}
