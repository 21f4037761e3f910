"""A read line (cards/compiler/parts.Line) as the engine's ability data, in its context: the
card's kind, which die `self` and "it" name, and the checks every ability must pass.

The checks are the engine's own limits on what one ability may say (one choice of target
per ability, chance last, "you may" only with something to choose) and what each kind of
line may do (a static changes A and D, targeting or costs; a Global or a turn's trigger
names no die of this card). A line that fails one raises NotRead with a reason category.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from cards.compiler import either_chosen, held_by_card, may_statics, several, static_words, you_may
from cards.compiler.constructs import (
    CONSTRUCTS,
    action_openings,
    affiliation_grant,
    armed_openings,
    cancel,
    capture_total,
    control_returns,
    draw_sort,
    drawn_outcomes,
    equal_damage,
    extra_damage,
    first_point,
    global_bars,
    immunity,
    opponent_pays,
    opponent_prevents,
    own_level,
    ranked_damage,
    roll_outcomes,
    static_redirect,
)
from cards.compiler.constructs.bursts import AMOUNT_ONLY, with_amount
from cards.compiler.constructs.extra_rerolls import OP as REROLLS
from cards.compiler.constructs.field_sidekick import PERMISSION
from cards.compiler.constructs.obligations import EACH_TURN  # a static's only
from cards.compiler.constructs.paid import Pay, payment
from cards.compiler.parts import (
    CODE,
    IT,
    SELF,
    THEM,
    Context,
    Effect,
    Line,
    NotRead,
    Sentence,
    Settle,
)
from games.engine.abilities.attack_groups import OPS as ATTACK_GROUPS
from games.engine.abilities.energy_taxes import OPS as ENERGY_TAXES

CHOSEN = frozenset(
    {"target_die", "target_opposing_die", "target_your_die", "target_player",
     "target_player_or_die", "target_opponent_or_die", "choose_player_or_die", "choose_die",
     "choose_opposing_die", "choose_your_die"}
)  # fmt: skip
CHANCE = frozenset({"draw", "reroll", "roll_from", "draw_sort", "draw_roll_bag", "draw_roll_prep"})
# chance on up to N chosen dice that is still one outcome: their one roll (effects/chance.py)
ONE_ROLL = frozenset({"roll_from", "reroll"})  # "up to N" dice: one roll of them all
ACTIONS = ("action", "basic_action")
CONTINUOUS = "continuous: "  # a Continuous action card's line of while-active text
STAT_OPS = frozenset({"modify_attack", "modify_defense", "modify_stats"})
# What a static ability of imported text may do: change A and D, or make dice untargetable
# (DM-14.3; the engine reads both while the card is active, abilities/stats.py, targets.py).
UNTARGETABLE_OPS = frozenset({"cant_be_targeted", "cant_be_targeted_by_opponents"})
STATIC_OPS = STAT_OPS | UNTARGETABLE_OPS
# what a KO'd die's own trigger may count of it: kept as it was KO'd (abilities/last_stats.py)
_KOD_KEPT = frozenset({"this_die_level", "this_die_attack", "this_die_defense"})
STATIC_OPS |= {"reduce_cost", "reduce_field_cost", "increase_cost", "increase_field_cost"}
STATIC_OPS |= {"free_field"}  # cost changes while the card is active (constructs/cost_changes.py)
STATIC_OPS |= {"field_for_life", "field_for_ko_all"}  # another price (constructs/field_instead.py)
# "<self> can't be blocked / attack / block / must attack" while active (permissions.py)
STATIC_OPS |= {"cant_be_blocked", "cant_attack", "cant_block", "must_attack", "must_block"}
# who may block the dice it names (block_limits.py): statics only (no persistent effect's)
STATIC_ONLY = frozenset({"cant_be_blocked_by", "only_blocked_by", "min_blockers"})
STATIC_ONLY |= {"no_damage_from"}  # damage its dice never take (constructs/immunity.py)
STATIC_ONLY |= {"increase_global_cost"}  # Globals cost more (constructs/global_costs.py)
STATIC_ONLY |= {"field_cost_at_least"}  # a floor on fielding costs (constructs/cost_changes.py)
STATIC_OPS |= {"life_to_use_global", "life_to_use_action", "life_to_block", "life_per_blocker"}
STATIC_ONLY |= {"reduce_ability_damage", "reduce_damage_taken", "cap_damage_taken"}  # (their
STATIC_ONLY |= {"halve_damage_taken", "double_damage_dealt"}  # constructs: damage_from.py, ...)
STATIC_ONLY |= {"unaffected_by_opposing_globals", *global_bars.STATIC_ONLY}  # (global_ward)
STATIC_ONLY |= {"unchanged_by_opponents", "keyword_targets"}  # (spin_ward, keyword_targets)
STATIC_ONLY |= {"kod_to", "kos_to", "ko_instead", *static_redirect.OPS}  # (static_redirect)
STATIC_ONLY |= first_point.OPS | ENERGY_TAXES  # (constructs/first_point.py, energy_taxes.py)
STATIC_ONLY |= {"suppress_triggers", "cant_be_purchased", *ATTACK_GROUPS}  # (attack_groups too)
STATIC_ONLY |= {"no_wild_purchase"}  # (constructs/wild_bars.py)
STATIC_ONLY |= {"counts_as", "not_counted_as"}  # what a card counts as (counted_as.py)
STATIC_OPS |= {"grant_affiliation"}  # (constructs/affiliation_grant.py)
STATIC_ONLY |= {REROLLS, "reroll_cap", "reroll_price", "cant_be_fielded", "extra_draw", "rush_draw"}
STATIC_OPS |= STATIC_ONLY
EACH_TURN_OPS = {*first_point.OPS, REROLLS, *static_redirect.ONCE, *global_bars.EACH_TURN}
STATIC_OPS |= {"grant_keyword", "block_more", "cant_declare_blockers"}  # (their constructs)
STATIC_OPS |= {"double_damage_taken"}  # damage to dice made double (damage_doubling.py)
STATIC_OPS |= {"deals_no_damage", "deals_no_combat_damage", global_bars.CANT}  # (silence)
THIS_DIE: Effect = {"target": "this_die"}
# back references to a die's own trigger's die ("when <self> attacks, spin that die up")
_OWN_WORDS = ("it", "that die")  # ("that character die" after "is blocked" may be the blocker)


@cache
def _marks() -> tuple[tuple[str, Settle], ...]:
    """Every construct's marks and their settling (a construct's `MARKS`), in the order of
    CONSTRUCTS."""
    return tuple(
        (mark, settle) for c in CONSTRUCTS for mark, settle in getattr(c, "MARKS", {}).items()
    )


@dataclass(frozen=True)
class Read:
    """What a line's sentences do: `effects` (card data), `optional` ("you may"), whether a
    sentence refers back to a die an earlier text named (`refers`), and whether every
    effect was about this card itself (`own`)."""

    effects: list[Effect]
    optional: bool = False
    refers: bool = False
    own: bool = False
    # "you may pay (bolt) to ...": the ability's `pay` and `pay_types` (constructs/paid.py)
    pay: Pay = ()


def effects_of(
    body: tuple[Sentence, ...],
    selves: str | Context,
    code: str = "",
    prior: list[Effect] | None = None,
) -> Read:
    """The effects of a body, `self` and "it" settled: `selves` says what `self` is (`die`:
    the die that triggered; `player`: this card's dice in the field; `card`: this card, a
    static; `none`: nothing), or is the whole Context (a trigger's). "it"/"that die" name
    the die of the latest earlier effect on one die (of `prior`, the text this one adds to,
    if none in it), else this die. "them" is the opponent whose own deed triggered the line
    (Trigger.theirs). Each construct's marks are settled by it (`MARKS`)."""
    context = selves if isinstance(selves, Context) else Context(selves, code)
    selves, code = context.selves, context.code
    optional, refers, own = False, False, True
    effects: list[Effect] = []
    body = you_may.part_way(opponent_prevents.settle(body))  # "... can prevent this by ..."
    pay, body = payment(several.one_pick_each(body))  # two dice picked of one kind: not read
    for index, sentence in enumerate(body):
        if sentence.optional:
            if index:
                raise NotRead("choice")
            optional = True
        for raw in sentence.effects:
            effect = dict(raw)
            if roll_outcomes.rest(effects, effect) or draw_sort.joined(effects, effect):
                continue
            if capture_total.lasting(effects, effect) or control_returns.joined(effects, effect):
                continue
            instead = effect.pop("instead", None)
            drawn_outcomes.as_drawn(effects, effect, code)  # "draw a die. If it is a Sidekick, ..."
            outcome = roll_outcomes.outcome_of(effect, instead)
            for mark, settle in _marks():
                if mark in effect:
                    settle(effect, effect.pop(mark), context)
            target = effect.get("target")
            own = own and target == SELF
            if target == SELF:
                effect.update(_self(selves, code))
            elif target == IT and effect.get("word") == cancel.MOVED:  # constructs/cancel.py
                settled = cancel.settle(effect, _latest_die([*(prior or []), *effects]))
                if settled is None:
                    raise NotRead("reference")
                effect, refers = settled, True
            elif target == IT:
                word = effect.pop("word")
                named = _latest_die([*(prior or []), *effects])
                if named is None and selves == "die" and word in _OWN_WORDS:
                    named = dict(THIS_DIE)  # "When <this die> attacks, it gets +2A"
                if named is None and selves == "deed":
                    named = {"target": "that_die"}  # the die the occasion concerns
                if named is None:
                    raise NotRead("reference")
                effect = roll_outcomes.back_of({**effect, **named})  # ("add it to your bag")
                refers = True
            elif target == THEM:  # the opponent whose own deed triggered it, else no one
                if not context.theirs:
                    raise NotRead("reference")
                effect["target"] = "opponent"
            elif target == AMOUNT_ONLY:
                raise NotRead("unparsed")
            for key in ("filters", "per_filters"):  # (a count's: "for each other self die")
                if CODE in effect.get(key, {}).values():
                    if not code:
                        raise NotRead("self")
                    effect[key] = {k: code if v == CODE else v for k, v in effect[key].items()}
            condition = effect.get("condition") or {}
            if CODE in condition.get("filters", {}).values():  # "... other than <self>"
                if not code:
                    raise NotRead("self")
                named = {k: code if v == CODE else v for k, v in condition["filters"].items()}
                effect["condition"] = {**condition, "filters": named}
            if instead is not None:
                done = [*(prior or []), *effects]
                effect["instead"] = _instead(instead, effect, context, done)
            if outcome is not None:
                roll_outcomes.attach(effects, effect, *outcome, chosen=CHOSEN)
                continue
            effects.append(effect)
    roll_outcomes.finished(effects)
    effects = you_may.numbered(opponent_pays.numbered(several.numbered(effects, CHOSEN, context)))
    effects = either_chosen.checked(effects)  # the opponent's pick: the line's only choice
    if any(e.get("up_to") and e["op"] in CHANCE - ONE_ROLL for e in effects):
        raise NotRead("choice")  # (a reroll of several chosen dice is one roll of them all)
    if any(e["op"] in CHANCE or e.get("zone") == "bag" for e in effects[:-1]):
        raise NotRead("unparsed")  # chance comes last (the next decision is its outcome)
    return Read(effects, optional, refers, own, pay)


def _instead(
    instead: dict[str, Any], effect: Effect, context: Context, done: list[Effect]
) -> dict[str, Any]:
    """What happens in `effect`'s place when the condition holds (constructs/instead.py):
    its own effects settled like the effect's ("it": the die it named), "deal 2 damage"
    alone being the effect with that amount (constructs/bursts.py)."""
    made: list[Effect] = []
    for raw in instead["effects"]:
        amount = with_amount(raw, effect)
        if amount is not None:
            made.append(amount)
            continue
        read = effects_of((Sentence((raw,)),), context, prior=[*done, effect])
        made.extend(read.effects)
    return {"if": instead["if"], "effects": made}


def _self(selves: str, code: str) -> Effect:
    if selves in ("die", "action"):  # an action die's "this die": the die used (DM-8.14)
        return dict(THIS_DIE)
    if selves == "card":
        return {"target": "this_card"}
    if selves in ("player", "deed") and code:
        # a trigger of its player's: this card's dice in the field (DM-18.1), never no die
        return {"target": "all_your_characters", "filters": {"card": code}}
    raise NotRead("self")


def _latest_die(effects: list[Effect]) -> Effect | None:
    for effect in reversed(effects):
        target = effect.get("target", "")
        if target in CHOSEN - {"target_player"} or target == "this_die":
            named: Effect = {"target": target}
            for key in ("filters", "choice"):  # ("that die": the same choice, several.py)
                if key in effect:
                    named[key] = effect[key]
            return named
    return None


def _static_only(effect: Effect) -> bool:
    """A static's effect only: a block limit, an immunity, a Gear's on its equipped die, or one
    naming dice other than its target (`by_filters`, but a "can't be targeted"'s kinds)."""
    if effect["op"] in UNTARGETABLE_OPS and set(effect.get("by_filters", {})) == {"sources"}:
        return False
    gear = effect.get("target") == "equipped_die"  # (constructs/gear.py)
    return effect["op"] in STATIC_ONLY or "by_filters" in effect or gear


# who may block this die, from its own attack's trigger ("when <self> attacks, he can't be
# blocked by Sidekicks"): a persistent effect for that attack, until Cleanup (DM-14.2,
# engine effects/blocking.py); from any other trigger the text says no duration
ATTACK_LIMITS = frozenset({"cant_be_blocked_by", "only_blocked_by", "min_blockers"})


def _attack_limit(trigger: str, effect: Effect) -> bool:
    return (
        trigger.startswith("when_attacks")
        and effect["op"] in ATTACK_LIMITS
        and effect.get("target") == "this_die"
    )


def ability(trigger: str, text: str, read: Read, **more: Any) -> dict[str, Any]:
    """An ability record of card data for a printed line ("each turn" is a static's only:
    `_static_condition` takes its mark away there)."""
    if any(EACH_TURN in e for e in read.effects):
        raise NotRead("static")
    if trigger != "static" and any(
        _static_only(e) and not _attack_limit(trigger, e) for e in read.effects
    ):
        raise NotRead("effect")
    if read.pay and trigger in ("static", "action"):
        raise NotRead("cost")  # paid as a triggered ability resolves only (flow/paid.py)
    return {
        "trigger": trigger,
        "text": text,
        "effects": read.effects,
        **({"optional": True} if read.optional else {}),
        **dict(read.pay),
        **more,
    }


def record(
    line: Line, kind: str, text: str, words: str, code: str = "", lasting: bool = False
) -> tuple[str, dict]:
    """("ability" | "global" | "burst", its record) for a line read whole; `words`: the
    normalised line (for checks on its words). `lasting`: a Continuous action card's
    "Continuous: While active, ..." line (its die stays in the Field Zone, where the card is
    active, DM-18.1): a static, or a trigger on its player's or an opponent's deeds."""
    phrases = 0 if ranked_damage.ranked(line, kind in ACTIONS) else _targets(words)
    found, made = _record(line, kind, text, words, code, lasting)
    return found, several.settled(found, made, phrases)  # choices of target, asked in turn


def _record(
    line: Line, kind: str, text: str, words: str, code: str, lasting: bool
) -> tuple[str, dict]:
    extra_damage.checked(line)  # "one extra damage": only of the damage its Global answers
    line = equal_damage.checked(line)  # "that much damage": only of damage dealt to it / you
    if line.kind == "global":
        read = effects_of(line.body, "none", code)
        extra = dict(line.extra)
        if read.optional:
            read, extra = _chosen_global(line, read, extra)
        if any(_static_only(e) for e in read.effects):
            raise NotRead("effect")
        return "global", {**extra, "effects": read.effects, "text": text}
    if line.kind == "keyword":  # `self`: none, or the die its occasion names (Crosspulse)
        assert line.trigger is not None
        read = effects_of(line.body, Context.of(line.trigger, code))
        return "ability", ability(line.trigger.name, text, read)
    if line.kind == "burst":
        if kind not in (*ACTIONS, "character"):
            raise NotRead("unparsed")
        return "burst", {"line": line, "text": text}
    action_openings.checked(line, kind in ACTIONS)
    if kind in ACTIONS and not lasting and action_openings.used(line):
        return "ability", ability("action", text, effects_of(line.body, "action", code))
    own = kind in ACTIONS and action_openings.bought(line)  # "When purchased," (its dice)
    armed = line.trigger is not None and dict(line.trigger.extra).get(armed_openings.ARMED)
    if armed and (kind not in ACTIONS or lasting or line.kind != "ability"):
        raise NotRead("trigger:other")  # "... this turn," arms an action die's trigger only
    if kind != "character" and not (lasting and _while_active(line)) and not own and not armed:
        raise NotRead("unparsed")
    if line.kind == "ability":
        trigger = line.trigger
        assert trigger is not None
        read = effects_of(line.body, Context.of(line.trigger, code))
        if trigger.name == "when_kod":  # a KO'd die has left the Field Zone (DM-23.1)
            read = replace(read, effects=held_by_card.held(read.effects))
        if trigger.name == "when_kod" and not _kod_returns(read.effects):
            raise NotRead("zone_move")  # (it is found where the KO sent it: own_die.py)
        if trigger.name.startswith("when_kod") and any(map(_own_face, read.effects)):
            raise NotRead("self")  # a KO'd die shows no face: a level to compare is not known
        more: dict[str, Any] = {"also": list(trigger.also)} if trigger.also else {}
        more.update(dict(trigger.extra))
        return "ability", ability(trigger.name, text, read, **more)
    if line.kind == "static":
        read = effects_of(line.body, "none", code)  # ("prevent all damage to ...": immunity.py)
        read, held = _static_condition(replace(read, effects=immunity.static_shield(read.effects)))
        _static_checks(read, words, held)
        return "ability", ability("static", text, read, while_active="self", **held)
    # a character's line of effects only: a static of its own dice ("you may" only before
    # a permission: "you may field <self> for free", constructs/field_sidekick.py)
    may = all(e.get(PERMISSION) for s in line.body for e in s.effects)
    read = effects_of(line.body, "card", code)
    if not read.own or (read.optional and not may) or read.refers:
        raise NotRead("unparsed")
    read = Read(immunity.static_shield(read.effects), False, read.refers, read.own)
    read, held = _static_condition(read)
    _static_checks(read, words, held)
    return "ability", ability("static", text, read, **held)


def _chosen_global(line: Line, read: Read, extra: dict[str, Any]) -> tuple[Read, dict]:
    """ "Global: Pay (mask). [If <condition>,] you may <effect>.": using the Global is the
    choice "you may" offers (its player uses it or not, DM-8.16), so it is no optional
    ability of its own; a condition on the choice is the Global's own ("usable only if",
    checked as it is used: flow/main_step.py). One sentence only, every effect under the
    same condition, and no condition of its own already (docs/rulings.md)."""
    if len(line.body) != 1 or "condition" in extra:
        raise NotRead("choice")
    conditions = [e.get("condition") for e in read.effects]
    if any(c != conditions[0] for c in conditions):
        raise NotRead("choice")
    if conditions[0] is None:
        return Read(read.effects, False, read.refers, read.own), extra
    if conditions[0].get("kind") == "target":
        raise NotRead("choice")
    effects = [{k: v for k, v in e.items() if k != "condition"} for e in read.effects]
    return Read(effects, False, read.refers, read.own), {**extra, "condition": conditions[0]}


def _while_active(line: Line) -> bool:
    """A Continuous action card's line read while its die is in the Field Zone (DM-18.1): a
    static, a trigger on a player's deed or die, or that die's Global-window ability (000:L773)."""
    trigger = line.trigger if line.kind == "ability" else None
    return line.kind == "static" or (
        trigger is not None and (trigger.selves == "deed" or trigger.name == "global_window")
    )


def _static_condition(read: Read) -> tuple[Read, dict[str, Any]]:
    """A static's "If <condition>, ..." is its ability's condition: the static holds only
    while it does (DM-14.3; the engine reads no effect's own condition in a static). Its
    effects must share it, and it reads no chosen target (a static chooses none)."""
    if read.pay:
        raise NotRead("cost")  # a static pays nothing (flow/paid.py)
    read = Read([{k: v for k, v in e.items() if k != EACH_TURN} for e in read.effects],
                read.optional, read.refers, read.own)  # fmt: skip
    conditions = [e.get("condition") for e in read.effects]
    if not any(conditions):
        return read, {}
    if any(c != conditions[0] for c in conditions) or conditions[0].get("kind") == "target":
        raise NotRead("condition")
    effects = [{k: v for k, v in e.items() if k != "condition"} for e in read.effects]
    return Read(effects, read.optional, read.refers, read.own), {"condition": conditions[0]}


def _own_face(effect: Effect) -> bool:
    """The effect reads its own die's face: a level to compare (own_level.py), or a count of
    it other than its level, A or D (counts `this_die_*`: its fielding cost), which a KO'd
    die no longer shows (DM-23.1); "equal to its level / A / D" is the level it was KO'd at
    and the A and D it had then (the engine's `GameState.kod_faces`, `kod_stats`:
    abilities/last_stats.py)."""
    per = str(effect.get("per", ""))
    return own_level.compares(effect) or (per.startswith("this_die_") and per not in _KOD_KEPT)


def _kod_returns(effects: list[Effect]) -> bool:
    """A KO'd die's own move, if any, is the whole line and takes it back to the Field Zone
    ("return him to the Field Zone at level 1"; engine: abilities/own_die.py)."""
    moves = [e for e in effects if e["op"] == "move_die" and e.get("target") == "this_die"]
    return not moves or (len(effects) == 1 and moves[0].get("zone") == "field")


def _static_checks(read: Read, words: str, held: dict[str, Any] | None = None) -> None:
    """Statics change A and D, or targeting, of the dice they name, with no duration
    ("until end of turn" is no static's, DM-14.3; "this turn" only in a condition on the
    turn's record: so long as its player has fielded no character dice yet this turn)."""
    if any(e["op"] not in STATIC_OPS for e in read.effects) or affiliation_grant.circular(
        read.effects, held
    ):
        raise NotRead("static")
    if not may_statics.read(read.effects, read.optional):
        raise NotRead("choice")  # "While <self> is active, you may ...": no static's choice
    if any(e["op"] in EACH_TURN_OPS for e in read.effects):  # (their "each turn")
        words = words.replace(" each turn", "", 1).replace(" every turn", "", 1)
    said = static_words.said(words, (held or {}).get("condition", {}))
    if any("duration" in e for e in read.effects) or "turn" in said:
        raise NotRead("static")


_PLAYER_WORDS = ("opponent", "opponent's")  # "target opponent('s ...)": a player, no die


def _targets(words: str) -> int:
    tokens = words.replace(",", " ").replace(".", " ").split()
    return sum(
        1
        for i, w in enumerate(tokens)
        if w == "target"
        and (i + 1 >= len(tokens) or tokens[i + 1] not in _PLAYER_WORDS)
        and tokens[i - 1 : i] != ["or"]  # "target X or target Y": one (either_targets.py)
    )
