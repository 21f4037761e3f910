"""A read line (cards/compiler/parts.Line) as the engine's ability data, in its context: the
card's kind, which die `self` and "it" name, and the checks every ability must pass.

The checks are the engine's own limits on what one ability may say (one choice of target
per ability, chance last, "you may" only with something to choose) and what each kind of
line may do (a static changes A and D, targeting or costs; a Global or a turn's trigger
names no die of this card). A line that fails one raises NotRead with a reason category.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from cards.compiler.constructs import active_bursts, cancel, opponent_prevents
from cards.compiler.constructs.paid import PAID, PAY
from cards.compiler.constructs.roll_outcomes import REST, ROLLED, attach, outcome_of, rest
from cards.compiler.parts import CODE, DEED, IT, SELF, THEM, Effect, Line, NotRead, Sentence

CHOSEN = frozenset(
    {"target_die", "target_opposing_die", "target_your_die", "target_player",
     "target_player_or_die", "target_opponent_or_die", "choose_player_or_die", "choose_die",
     "choose_opposing_die", "choose_your_die"}
)  # fmt: skip
CHANCE = frozenset({"draw", "reroll", "roll_from"})
# chance on up to N chosen dice that is still one outcome: their one roll (effects/chance.py)
ONE_ROLL = frozenset({"roll_from", "reroll"})  # "up to N" dice: one roll of them all
ACTIONS = ("action", "basic_action")
CONTINUOUS = "continuous: "  # a Continuous action card's line of while-active text
STAT_OPS = frozenset({"modify_attack", "modify_defense", "modify_stats"})
# What a static ability of imported text may do: change A and D, or make dice untargetable
# (DM-14.3; the engine reads both while the card is active, abilities/stats.py, targets.py).
STATIC_OPS = STAT_OPS | {"cant_be_targeted", "cant_be_targeted_by_opponents"}
# cost changes while the card is active (constructs/cost_changes.py)
STATIC_OPS |= {"reduce_cost", "reduce_field_cost", "increase_cost", "increase_field_cost"}
STATIC_OPS |= {"free_field"}
# "<self> can't be blocked / can't attack / can't block / must attack" while the card is
# active (abilities/permissions.py reads them)
STATIC_OPS |= {"cant_be_blocked", "cant_attack", "cant_block", "must_attack", "must_block"}
# who may block the dice it names (constructs/block_limits.py): statics only, the dice a
# limit names are no persistent effect's
STATIC_ONLY = frozenset({"cant_be_blocked_by", "only_blocked_by", "min_blockers"})
STATIC_ONLY |= {"no_damage_from"}  # damage its dice never take (constructs/immunity.py)
STATIC_ONLY |= {"increase_global_cost"}  # Globals cost more (constructs/global_costs.py)
STATIC_ONLY |= {"reduce_ability_damage"}  # (constructs/ability_damage.py)
STATIC_OPS |= STATIC_ONLY
STATIC_OPS |= {"grant_keyword"}  # keywords given while the card is active (constructs/grants.py)
EACH_TURN = "$each_turn"  # "must attack each turn": a static's only (constructs/obligations.py)
THIS_DIE: Effect = {"target": "this_die"}
# what `self` may be where "<self> deals ..." names its source (`either`: its die or you;
# on a deed of another die, `by_card` says the card deals it)
OWN_SELVES = frozenset({"die", "player", "either"})
# a player's trigger whose occasion names another die (the action die used)
OTHER_DIE = frozenset({"when_opponent_uses_an_action_die"})
# triggers on an opponent's own deed: "them" is that opponent (one per side)
THEIRS = frozenset(
    {"when_opponent_uses_a_global", "when_opponent_uses_an_action_die", "when_opponent_fields",
     "when_opponent_purchases", "when_opponent_is_damaged"}
)  # fmt: skip
# back references that name the die of a die's own trigger when nothing came before them
# ("When <self> attacks, spin that die up 1 level": the die that attacked)
_OWN_WORDS = ("it", "that die")  # ("that character die" after "is blocked" may be the blocker)


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
    pay: tuple[tuple[str, object], ...] = ()


def effects_of(
    body: tuple[Sentence, ...],
    selves: str,
    code: str = "",
    prior: list[Effect] | None = None,
    them: bool = False,
    own_source: bool = True,
) -> Read:
    """The effects of a body, `self` and "it" settled: `selves` says what `self` is (`die`:
    the die that triggered; `player`: this card's dice in the field; `card`: this card, a
    static; `none`: nothing). "it"/"that die" name the die of the latest earlier effect on
    one die (of `prior`, the text this one adds to, if none in it), else this die. "them"
    is the opponent whose deed triggered the line (`them`: a trigger of theirs, THEIRS)."""
    optional, refers, own = False, False, True
    effects: list[Effect] = []
    body = opponent_prevents.settle(body)  # "your opponent can prevent this by ..."
    pay, body = _payment(body)
    for index, sentence in enumerate(body):
        if sentence.optional:
            if index:
                raise NotRead("choice")
            optional = True
        for raw in sentence.effects:
            effect = dict(raw)
            if effect["op"] == REST:  # "Otherwise, return it to the Field Zone": DM-22.1
                rest(effects)
                continue
            instead = effect.pop("instead", None)
            outcome = outcome_of(effect, instead)
            if effect.get("target") == ROLLED and outcome is None:
                raise NotRead("zone_move")  # "that die" of no roll's outcome
            # "<self> deals ...": its die (a die's own trigger), or, in a trigger of its
            # player's whose occasion names no other die (this card active, DM-18.1), the
            # card (effects/damage.py: the source is the trigger's source die, else its card)
            needs_die = effect.pop("$needs_die", False)
            # (`by_card`: a trigger on another die's deed names that die, not this card)
            if needs_die and (selves == "deed" or (selves == "player" and not own_source)):
                if effect["op"] != "deal_damage":
                    raise NotRead("self")
                effect["by_card"] = True  # this card deals it, not the die of the deed
            elif needs_die and selves not in OWN_SELVES:
                raise NotRead("self")
            if effect.pop(DEED, False) and selves != "deed":
                raise NotRead("self")  # "they" / "their type" with no die's deed before
            if effect.pop("$permission", False) and selves != "card":
                raise NotRead("cost_change")  # "field <self> for free": its own static only
            if effect.pop("$only_if", False):  # "can only attack if ...": unless it holds
                held = effect.get("condition") or {"unless": True}
                if held.get("unless"):
                    raise NotRead("condition")  # no "if", or "only ... unless"
                effect["condition"] = {**held, "unless": True}
            target = effect.get("target")
            own = own and target == SELF
            if target == SELF:
                effect.update(_self(selves, code))
            elif target in (IT, ROLLED) and outcome is not None and outcome[0] == "each":
                effect.pop("word", None)
                effect["target"] = "rolled_die"  # the die the roll is about
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
                effect = {**effect, **named}
                refers = True
            elif target == THEM:  # the opponent whose own deed triggered it, else no one
                if not them:
                    raise NotRead("reference")
                effect["target"] = "opponent"
            elif target == "$amount_only":
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
                effect["instead"] = _instead(instead, effect, selves, code, done)
            if outcome is not None:
                attach(effects, effect, *outcome, chosen=CHOSEN)
                continue
            effects.append(effect)
    for effect in effects:
        if not effect.get("rolled", {"then": 1})["then"]:
            del effect["rolled"]["then"]
    chosen = {_choice(e) for e in effects if e.get("target") in CHOSEN}
    if len(chosen) > 1:
        raise NotRead("choice")
    if any(e.get("up_to") and e["op"] in CHANCE - ONE_ROLL for e in effects):
        raise NotRead("choice")  # (a reroll of several chosen dice is one roll of them all)
    if any(e["op"] in CHANCE or e.get("zone") == "bag" for e in effects[:-1]):
        raise NotRead("unparsed")  # chance comes last (the next decision is its outcome)
    return Read(effects, optional, refers, own, pay)


def _paid(effect: Effect) -> bool:
    return effect.get("condition") == {"kind": PAID}


Pay = tuple[tuple[str, Any], ...]


def _payment(body: tuple[Sentence, ...]) -> tuple[Pay, tuple[Sentence, ...]]:
    """A body's "you may pay <energy> to <effects>" / "you may pay <energy>. If you do,
    <effects>.": the payment, and the body without its marks. Everything after the payment
    must depend on it (declining does nothing, flow/paid.py): an effect that happens either
    way keeps the line text only ("condition"), as does "if you do" with nothing paid."""
    marks = [(i, j) for i, s in enumerate(body) for j, e in enumerate(s.effects) if e["op"] == PAY]
    if not marks:
        if any(_paid(e) for s in body for e in s.effects):
            raise NotRead("condition")
        return (), body
    if marks != [(0, 0)] or not body[0].optional:
        raise NotRead("cost")
    mark, *first = body[0].effects
    later = [e for s in body[1:] for e in s.effects]
    if any(_paid(e) for e in first) or not all(_paid(e) for e in later):
        raise NotRead("condition")
    if not first and not later:
        raise NotRead("cost")
    rest = tuple(
        Sentence(tuple({k: v for k, v in e.items() if k != "condition"} for e in s.effects))
        for s in body[1:]
    )
    pay = tuple((k, v) for k, v in mark.items() if k != "op")
    return pay, (Sentence(tuple(first), True), *rest)


def _instead(
    instead: dict[str, Any], effect: Effect, selves: str, code: str, done: list[Effect]
) -> dict[str, Any]:
    """What happens in `effect`'s place when the condition holds (constructs/instead.py):
    its own effects settled like the effect's ("it": the die it named), "deal 2 damage"
    alone being the effect with that amount."""
    made: list[Effect] = []
    for raw in instead["effects"]:
        if raw.get("target") == "$amount_only":
            if effect["op"] != raw["op"] or "amount" not in effect:
                raise NotRead("condition")
            same = {k: v for k, v in effect.items() if k not in ("condition", "instead")}
            made.append({**same, "amount": raw["amount"]})
            continue
        read = effects_of((Sentence((raw,)),), selves, code, [*done, effect])
        made.extend(read.effects)
    return {"if": instead["if"], "effects": made}


def _self(selves: str, code: str) -> Effect:
    if selves == "die":
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
            if "filters" in effect:
                named["filters"] = effect["filters"]
            return named
    return None


def _choice(effect: Effect) -> tuple[str, tuple[tuple[str, Any], ...]]:
    return effect["target"], tuple(sorted(effect.get("filters", {}).items()))


def _static_only(effect: Effect) -> bool:
    """A static's effect only: a block limit, an immunity, or an effect naming other dice
    than its target (`by_filters`: no persistent effect carries them)."""
    return effect["op"] in STATIC_ONLY or "by_filters" in effect


def ability(trigger: str, text: str, read: Read, **more: Any) -> dict[str, Any]:
    """An ability record of card data for a printed line ("each turn" is a static's only:
    `_static_condition` takes its mark away there)."""
    if any(EACH_TURN in e for e in read.effects):
        raise NotRead("static")
    """An ability record of card data for a printed line."""
    if trigger != "static" and any(_static_only(e) for e in read.effects):
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
    if _targets(words) > 1:
        raise NotRead("choice")  # two choices of target: the engine asks for one per ability
    if line.kind == "global":
        read = effects_of(line.body, "none", code)
        extra = dict(line.extra)
        if read.optional:
            read, extra = _chosen_global(line, read, extra)
        if any(_static_only(e) for e in read.effects):
            raise NotRead("effect")
        return "global", {**extra, "effects": read.effects, "text": text}
    if line.kind == "keyword":
        assert line.trigger is not None
        return "ability", ability(line.trigger.name, text, effects_of(line.body, "none", code))
    if line.kind == "burst":
        if kind not in (*ACTIONS, "character"):
            raise NotRead("unparsed")
        return "burst", {"line": line, "text": text}
    if line.kind == "body" and kind in ACTIONS and not lasting:
        return "ability", ability("action", text, effects_of(line.body, "none", code))
    if kind != "character" and not (lasting and _while_active(line)):
        raise NotRead("unparsed")
    if line.kind == "ability":
        trigger = line.trigger
        assert trigger is not None
        read = effects_of(
            line.body, trigger.selves, code, them=trigger.name in THEIRS,
            own_source=trigger.name not in OTHER_DIE,
        )  # fmt: skip
        if trigger.name == "when_kod" and any(_gone(e) for e in read.effects):
            raise NotRead("zone_move")  # a KO'd die has left the Field Zone (DM-23.1)
        more: dict[str, Any] = {"also": list(trigger.also)} if trigger.also else {}
        more.update(dict(trigger.extra))
        return "ability", ability(trigger.name, text, read, **more)
    if line.kind == "static":
        read, held = _static_condition(effects_of(line.body, "none", code))
        _static_checks(read, words, held)
        return "ability", ability("static", text, read, while_active="self", **held)
    # a character's line of effects only: a static of its own dice ("you may" only before
    # a permission: "you may field <self> for free", constructs/field_sidekick.py)
    may = all(e.get("$permission") for s in line.body for e in s.effects)
    read = effects_of(line.body, "card", code)
    if not read.own or (read.optional and not may) or read.refers:
        raise NotRead("unparsed")
    read = Read(read.effects, False, read.refers, read.own)
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
    """A Continuous action card's line that holds or waits while the card is active: a
    static, or a trigger on a player's deed or die (scopes yours/opposing, DM-18.1); never a
    die's own trigger (an action die is no character: it neither attacks nor is fielded)."""
    if line.kind == "static":
        return True
    return line.kind == "ability" and line.trigger is not None and line.trigger.selves == "deed"


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


def _gone(effect: Effect) -> bool:
    """An effect that needs this die in the Field Zone: capturing, or moving it."""
    return effect["op"] == "capture" or (
        effect["op"] == "move_die" and effect.get("target") == "this_die"
    )


_TURN_RECORDS = ("fielded", "damaged")  # conditions on what happened this turn


def _static_checks(read: Read, words: str, held: dict[str, Any] | None = None) -> None:
    """Statics change A and D, or targeting, of the dice they name, with no duration
    ("until end of turn" is no static's, DM-14.3; "this turn" only in a condition on the
    turn's record: "as long as you have not fielded any character dice this turn")."""
    if any(e["op"] not in STATIC_OPS for e in read.effects):
        raise NotRead("static")
    if (held or {}).get("condition", {}).get("kind") in _TURN_RECORDS:
        words = words.replace(" this turn", "", 1)
    said = re.findall(r"[a-z']+", words.replace("must attack each turn", "must attack"))
    if any("duration" in e for e in read.effects) or "turn" in said:
        raise NotRead("static")


_PLAYER_WORDS = ("opponent", "opponent's")  # "target opponent('s ...)": a player, no die


def _targets(words: str) -> int:
    tokens = words.replace(",", " ").replace(".", " ").split()
    return sum(
        1
        for i, w in enumerate(tokens)
        if w == "target" and (i + 1 >= len(tokens) or tokens[i + 1] not in _PLAYER_WORDS)
    )


def burst(line: Line, text: str, abilities: list[dict[str, Any]], code: str = "") -> dict[str, Any]:
    """A burst line (DM-17): "Instead, ..." replaces the text (DM-17.3); other burst text
    adds to it: as its own ability when it names its own targets, or, when it speaks of the
    die the text chose ("it"), as the text and itself in one ability that replaces the text
    on those faces (one choice of target, as printed). The text is an action die's, or a
    character's one triggered ability (its trigger kept: the engine reads the bursts of the
    face of the die that triggered, abilities/occasions.with_bursts); "self" in a
    character's burst line is not read (its trigger says which die that is)."""
    base = [a for a in abilities if a["trigger"] != "static" and "bursts" not in a]
    if len(base) != 1:
        raise NotRead("unparsed")
    if not active_bursts.joins(base[0], ACTIONS):
        raise NotRead("unparsed")  # a trigger of no one die: whose face's bursts is not said
    counts = line.extra["bursts"]
    prior = base[0]["effects"]
    trigger = base[0]["trigger"]
    same = {k: v for k, v in base[0].items()
            if k not in ("trigger", "text", "effects", "optional")}  # fmt: skip
    if line.extra["mode"] == "instead":
        read = _instead_amount(line.body, prior) or effects_of(line.body, "none", code, prior)
        return ability(trigger, text, read, bursts=counts, burst_mode="replace", **same)
    read = effects_of(line.body, "none", code, prior)
    if read.pay:
        raise NotRead("cost")
    if not read.refers:
        return ability(trigger, text, read, bursts=counts, **same)
    if base[0].get("optional"):
        raise NotRead("choice")
    whole = Read([*prior, *read.effects], read.optional)
    return ability(trigger, text, whole, bursts=counts, burst_mode="replace", **same)


def _instead_amount(body: tuple[Sentence, ...], prior: list[Effect]) -> Read | None:
    """ "Instead, deal 3 damage." after a text that deals damage once: the same, with the
    new amount."""
    if len(body) != 1 or len(body[0].effects) != 1 or body[0].optional:
        return None
    (effect,) = body[0].effects
    if effect.get("target") != "$amount_only":
        return None
    if len(prior) != 1 or prior[0]["op"] != "deal_damage":
        raise NotRead("unparsed")
    return Read([{**prior[0], "amount": effect["amount"]}])
