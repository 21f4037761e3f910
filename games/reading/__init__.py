"""The engine's reading of a card, in plain words: its abilities, Globals and keywords as the
engine will run them (card data, docs/engine.md "The ability framework"), so a player or a
judge can compare them with the printed text at a glance (issue 16, "Show the engine's
reading").

One module per part of the vocabulary, one entry per name: triggers.py, effects.py,
targets.py (target kinds and filters), durations.py, counts.py; keywords read by their
glossary label. A name without words reads "(not rendered: <name>)", never a guess, and
tests/cards/test_reading.py fails for every name the engine knows that has none.
Pure functions over the engine's records; no Django.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from games.engine.abilities.armed import armed_ability
from games.engine.abilities.if_you_do import DONE
from games.engine.abilities.occasions import TRIGGERS as TRIGGER_KINDS
from games.engine.abilities.total_cost import ANY_NUMBER
from games.engine.loading.execution import face_down
from games.engine.model.cards import (
    Ability,
    CardDef,
    EffectSpec,
    GlobalAbility,
    Rolled,
)
from games.reading.conditions import condition_words
from games.reading.counts import COUNTS, counted
from games.reading.drawn import drawn_words
from games.reading.durations import DURATIONS, LASTING, UNTIL_END_OF_TURN
from games.reading.effects import EFFECTS, Subject
from games.reading.global_bars import BREATH_PRICE, CANCEL
from games.reading.keywords import OTHER_SIDE, keyword_label, keyword_words, missing
from games.reading.phrasing import optional
from games.reading.purchases import bought_types, free_bought
from games.reading.rolled_symbols import symbols_words
from games.reading.subjects import qualifiers, subject
from games.reading.targets import FILTERS, label
from games.reading.triggers import TRIGGERS


@dataclass(frozen=True, slots=True)
class Line:
    """One part of a card: the `printed` text it was written for ("" for a keyword's own
    ability), and the engine's `reading` of it."""

    kind: str  # "ability", "global" or "keyword"
    printed: str
    reading: str

    def as_dict(self) -> dict[str, str]:
        return {"kind": self.kind, "printed": self.printed, "reading": self.reading}


# An ability names one target or chosen die for all its effects (abilities/resolution.py):
# after the first effect that names one of these, the others act on the same one.
SAME_AGAIN = {
    "target_die": "that die", "target_opposing_die": "that die", "target_your_die": "that die",
    "choose_die": "that die", "choose_opposing_die": "that die", "choose_your_die": "that die",
    "target_player": "that player", "target_player_or_die": "that target",
    "target_opponent_or_die": "that target", "choose_opposing_card": "that card",
    "choose_your_card": "that card", "choose_card": "that card",
    "target_opposing_card": "that card", "target_card": "that card",
}  # fmt: skip


# choices whose subject says how many dice they name (above)
_NAMED_COUNT = frozenset({"opponent_chooses_their_die"})


def effect_words(spec: EffectSpec, static: bool = False, again: bool = False) -> str:
    """One effect: what it does, "for each ..." and how long it lasts (`static`: in a static
    ability, where a lasting effect holds while the ability does; `again`: an earlier effect
    of the ability named the same target, so this one says "that die")."""
    words = EFFECTS.get(spec.op)
    if words is None:
        return missing(spec.op)
    named = subject(spec)
    same = again and spec.target in SAME_AGAIN and not spec.split
    if same:  # (the same choice's answer: "up to 2 target dice get +1A and Overcrush")
        named = Subject("those dice", True) if spec.up_to else Subject(SAME_AGAIN[spec.target])
    elif spec.up_to > 1 and spec.target == "opponent_chooses_their_die":
        # the opponent names that many, fewer only if they have fewer (abilities/choosers.py)
        q, tail = qualifiers(spec.filters)
        named = Subject(
            f"{spec.up_to} of your opponent's {q}character dice{tail} of their choice"
            " (all they have, if fewer)",
            True,
        )
    text = words(spec, named)
    if spec.op == "move_die" and spec.zone == "field" and ("zone", "attack") in spec.filters:
        # leaving combat (constructs/leave_combat.py): from the Attack Zone to the Field Zone
        # (an attacker or a blocker stays one: "target attacking character die")
        keep = any(name == "blocker" for name, _ in spec.filters)
        rest = tuple(f for f in spec.filters if keep or f != ("zone", "attack"))
        named = subject(replace(spec, filters=rest)) if not again else named
        text = f"remove {named.or_('it')} from combat (from the Attack Zone to the Field Zone)"
    if spec.up_to and spec.target == "opponent_targets_their_die":  # (abilities/choosers.py)
        text += f" ({spec.up_to} of them, or all they have if fewer)"
    elif spec.up_to and not spec.split and not same and spec.target not in _NAMED_COUNT:
        chosen = "dice" if spec.target.startswith("choose_") else "targets"  # not targeted
        most = "any number of" if spec.up_to >= ANY_NUMBER else f"up to {spec.up_to}"
        if spec.exact:  # (abilities/choosers.fewest)
            most = f"{spec.up_to} different"
            chosen += ", or all there are if fewer"
        text += f" (repeated for {most} {chosen})"
    count = COUNTS.get(spec.per, missing(f"count {spec.per}")) if spec.per else ""
    if spec.per:  # the count's filters: "for each opposing Villain character die"
        before = [FILTERS[n].words(v) for n, v in spec.per_filters if not FILTERS[n].after]
        after = [FILTERS[n].words(v) for n, v in spec.per_filters if FILTERS[n].after]
        count = counted(count, before, after)
    divided = spec.split and spec.amount == 1 and text.startswith("deal 1 damage, ")
    if divided and count.startswith("times "):
        # "deal damage equal to his A divided as you choose among ...": the whole A divided
        text = f"deal damage equal to {count[6:]}, {text.removeprefix('deal 1 damage, ')}"
    elif count.startswith("times ") and spec.amount == 1 and " 1 " in f"{text} ":
        # "deal 1 damage ... times this die's A": "deal damage ... equal to this die's A"
        text = f"{text} ".replace(" 1 ", " ", 1).strip() + " equal to " + count[6:]
    elif spec.per and spec.split and spec.amount == 1 and text.startswith("deal 1 damage, "):
        # "X damage divided ..., where X is the number of ...": the whole count divided
        many = count.removeprefix("for each of ")
        x = f"the number of {many}" if many != count else f"1 {count}"
        text = f"deal X damage, {text.removeprefix('deal 1 damage, ')}, where X is {x}"
    elif spec.per:
        text += " " + count
    lasts = DURATIONS.get(spec.duration)
    if lasts is None:
        text += " " + missing(f"duration {spec.duration}")
    elif lasts:
        text += " " + lasts
    elif spec.duration == "turn" and spec.op in LASTING and not static:
        text += " " + UNTIL_END_OF_TURN
    if spec.condition is not None:
        text += " " + condition_words(spec.condition)
    if spec.instead_if is not None:
        # the same chosen target as the effect it replaces is that die (resolution.py
        # apply_effect: "instead" acts on the answer already given), not a new choice
        alt = ", then ".join(
            effect_words(e, again=e.target == spec.target and e.choice == spec.choice)
            for e in spec.instead
        )
        text += f"; {condition_words(spec.instead_if)}, {alt} instead"
    if spec.rolled is not None:
        text += "; " + _rolled(spec.rolled, spec.op == "draw" and spec.amount > 1)
    return text


def _rolled(rolled: Rolled, several: bool = False) -> str:
    """What a roll does (abilities/outcomes.py): per matching die, then once, and per other
    die."""
    if rolled.drawn or not rolled.face:  # a draw's die (no face: whatever die it is)
        return drawn_words(rolled, several, effect_words)
    if rolled.symbols:  # "for each (fist) rolled, ..." (reading/rolled_symbols.py)
        return symbols_words(rolled, effect_words)
    article = "an" if rolled.face[:1] in "aeiou" else "a"
    which = f"{'does not roll' if rolled.unless else 'rolls'} {article} {rolled.face} face"
    text = f"each rolled die that {which}: " + ", then ".join(map(effect_words, rolled.effects))
    if rolled.then:
        text += "; then " + ", then ".join(
            f"{effect_words(e)} for each such die" for e in rolled.then
        )
    if rolled.otherwise:
        text += "; each other rolled die: " + ", then ".join(map(effect_words, rolled.otherwise))
    return text


def _effects(effects: tuple[EffectSpec, ...], static: bool = False) -> str:
    said: list[str] = []
    named: set[tuple[str, int]] = set()  # (target kind, choice): abilities/answers.py
    paid = ""  # the cost before "if you do" (abilities/if_you_do.py), once it is said
    for index, effect in enumerate(effects):
        if not paid and said and effect.condition is not None and effect.condition.kind == DONE:
            paid, said = ", then ".join(said), []
        if paid:
            effect = replace(effect, condition=None)
        again = (effect.target, effect.choice) in named
        named.add((effect.target, effect.choice))
        if _shares(effects, index) and not paid:  # asked once (abilities/shared_condition.py)
            words = effect_words(replace(effect, condition=None), static, again=again)
            before = effects[index - 1] if index else None
            if (
                before is not None
                and before.condition == effect.condition
                and not before.instead_if
            ):
                said[-1] += ", and then " + words
            else:
                said.append(f"{condition_words(effect.condition)}: {words}")  # type: ignore[arg-type]
            continue
        said.append(effect_words(effect, static, again=again))
    joiner = ", and " if static and not paid else ", then "  # statics hold at once (DM-14)
    return (f"{paid}; if you do, " if paid else "") + joiner.join(said)


def _shares(effects: tuple[EffectSpec, ...], index: int) -> bool:
    """Does effect `index` share its condition with the one before or after it (one answer
    for them all, as the engine asks it: abilities/shared_condition.py)?"""
    if not 0 <= index < len(effects):
        return False
    effect = effects[index]
    if effect.condition is None or effect.instead_if is not None or effect.condition.kind == DONE:
        return False
    return any(
        0 <= other < len(effects)
        and effects[other].condition == effect.condition
        and effects[other].instead_if is None
        for other in (index - 1, index + 1)
    )


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", ")", "!")) else text + "."


def _lead(trigger: str) -> str:
    lead = TRIGGERS.get(trigger)
    return missing(trigger) if lead is None else lead


def _uncapitalised(lead: str) -> str:
    return lead[:1].lower() + lead[1:]


ATTACKING = {"zone": "attack", "blocker": False}  # in the Attack Zone, not to block (DM-9.1)
BLOCKING = {"zone": "attack", "blocker": True}  # in the Attack Zone to block (DM-9.3)
# engaged: "a character die blocking or being blocked" (the glossary's Engaged, DM-9.4)
ENGAGED = {"zone": "attack", "any_of": "blocker:true blocked:true"}


def _narrowed(lead: str, filters: tuple[tuple[str, Any], ...]) -> str:
    """A trigger's lead-in with the dice that set it off ("Whenever a Sidekick die of yours
    attacks"); where the lead names no die, the filters follow it."""
    if not lead:
        return lead
    if "this die" in lead and dict(filters) == ATTACKING:  # constructs/timed_triggers.py
        return lead + " while attacking"
    if "this die" in lead and dict(filters) == BLOCKING:
        return lead + " while blocking"
    if "this die" in lead and dict(filters) == {"zone": "attack"}:  # either, in the Attack Zone
        return lead + " while attacking or blocking"
    if "this die" in lead and dict(filters) == ENGAGED:
        return lead + " while engaged (blocking, or attacking and blocked)"
    q, tail = qualifiers(filters)
    if " a die of yours" in lead and tail.startswith(" that "):  # "a die of yours that ..."
        article = "an" if q[:1].lower() in "aeiou" and q else "a"
        return lead.replace(" a die of yours", f" {article} {q}die of yours{tail}", 1)
    if " a die" in lead:
        article = "an" if q[:1].lower() in "aeiou" and q else "a"
        return lead.replace(" a die", f" {article} {q}die{tail}", 1)
    if " an action die" in lead:  # "When you use a Basic action die"
        article = "an" if q[:1].lower() in "aeiou" and q else "a"
        return lead.replace(" an action die", f" {article} {q}action die{tail}", 1)
    if " an opposing die" in lead:
        return lead.replace(" an opposing die", f" an opposing {q}die{tail}", 1)
    return f"{lead} (only {q}dice{tail})"


def _needs_active(ability: Ability) -> bool:
    """Do the engine's trigger kinds of this ability ask that its card be active (a player's
    deeds, the turn's start and end) though its text leaves "while active" unsaid?"""
    kinds = [TRIGGER_KINDS.get(t) for t in (ability.trigger, *ability.also)]
    armed = armed_ability(ability)  # an effect arms it, its card active or not (armed.py)
    return not armed and any(kind is not None and kind.needs_active for kind in kinds)


def _opponents_choice(ability: Ability) -> bool:
    """The ability's choice is an opponent's, who may decline it (a cost they may pay)."""
    return any(e.target == "opponent_may_choose_their_die" for e in ability.effects)


# conditions on "this die"
PER_DIE = frozenset({"engaged", "this_die", "attacking_alone", "higher_level", "highest_cost"})


def _each_die_on_its_own(ability: Ability) -> bool:
    """A static of this card's dice whose condition is about "this die": the engine asks it
    of each die for that die alone (a blocking die gets +2A; its twin attacking does not)."""
    condition = ability.condition
    if ability.trigger != "static" or condition is None:
        return False
    kinds = {condition.kind} | {p.kind for p in (condition.get("of") or ())}
    return bool(kinds & PER_DIE) and all(e.target == "this_card" for e in ability.effects)


def ability_words(ability: Ability) -> str:
    """ "When fielded: deal 2 damage to target opposing die." as the engine reads it."""
    if not ability.effects:
        return "Nothing the engine runs (text only)."
    leads = [_lead(ability.trigger)] + [_uncapitalised(_lead(t)) for t in ability.also]
    if ability.trigger_filters:  # which dice set it off: "Whenever you field a Villain die"
        leads = [_narrowed(lead, ability.trigger_filters) for lead in leads]
    lead = " or ".join(x for x in leads if x)
    if ability.first_time_each_turn:  # a use's limit, or a trigger's (DM-15.5)
        once = "once per turn" if ability.trigger == "global_window" else "the first time each turn"
        once += " for each of this card's dice" if ability.each_die else ""
        lead = (lead + ", " if lead else "") + once
    if ability.while_active:
        who = "this card" if ability.while_active == "self" else ability.while_active
        lead = (lead + ", " if lead else "") + f"while {who} is active"
    elif _needs_active(ability):  # DM-18.1: the engine fires it only while the card is active
        lead = (lead + ", " if lead else "") + "while this card is active"
    elif ability.trigger == "global_window":  # used from a die of the card there (DM-8.18;
        # abilities/hooks.py window_ability_ready): a Continuous action die's too
        lead = (lead + ", " if lead else "") + "while a die of this card is in the Field Zone"
    if ability.steps:  # an action die's use, or a Global-window ability's (action_windows.py)
        when = "after blockers are declared" if "main" not in ability.steps else "in the Main Step"
        when = "in any Global window" if len(ability.steps) > 1 else when
        lead = f"{lead} ({when})" if lead else f"Use only {when}"
    effects = ability.effects
    if _each_die_on_its_own(ability):  # "<self> gets +2A while blocking": die by die
        lead = "for each of this card's dice" + (", " + lead if lead else "")
        effects = tuple(replace(e, target="this_die") for e in effects)
    if ability.condition is not None:
        lead = (lead + ", " if lead else "") + condition_words(ability.condition)
    body = _effects(effects, ability.trigger == "static")
    scope = getattr(TRIGGER_KINDS.get(ability.trigger), "scope", "")
    if scope in ("yours", "opposing") or any(e.target == "that_die" for e in ability.effects):
        # a yours/opposing trigger's source die is the die its occasion concerns
        # (abilities/occasions.py): "this die" of a condition is that die
        body = body.replace("if this die is", "if that die is")
    body = free_bought(ability, body)  # "purchase ... for free" (reading/purchases.py)
    body += _not_paid_to_field(ability)
    if ability.pay:  # "you may pay ... to" (flow/paid.py): paid as it resolves, or declined
        types = _including(ability.pay_types) or bought_types(ability)  # (reading/purchases.py)
        energy = f"{ability.pay} energy" + (f" (including {types})" if types else "")
        body = f"you may pay {energy} from your Reserve Pool; if you do, {body}"
    elif ability.optional and _opponents_choice(ability):  # abilities/opponent_prevents.py
        body = "your opponent may " + body
    elif ability.optional:
        body = optional(body)
    if ability.costs:
        # an effect cost is paid as the ability is used (DM-12.2), and using it is a choice
        body = f"you may {_effects(ability.costs).removeprefix('you ')}; if you do, {body}"
    if ability.bursts:
        marks = " or ".join(str(n) for n in ability.bursts)
        burst = f"[{marks} burst{'s' if ability.bursts != (1,) else ''}"
        burst += ", instead of the base text] " if ability.burst_mode == "replace" else "] "
    else:
        burst = ""
    said = burst + _sentence(f"{lead}: {body}" if lead else body)
    return said.replace("this die", "that die") if _each_die_on_its_own(ability) else said


def _not_paid_to_field(ability: Ability) -> str:
    """A when-fielded ability never selects a die that paid to field its die (001:L345-348;
    the engine's abilities/targets.py `_not_paid_to_field`): said where it takes Used Pile dice."""
    if ability.trigger != "when_fielded":
        return ""
    zones = [str(v).split() for e in ability.effects for n, v in e.filters if n == "zone"]
    used = any("used" in z for z in zones)
    return " (not the dice that paid to field this die)" if used else ""


def _including(types: tuple[str, ...]) -> str:
    return " and ".join(f"one {label(t)}" for t in types)


def global_cost(cost: int, types: tuple[str, ...]) -> str:
    """ "2 Mask" when every symbol of the cost is typed (DM-8.17: two of one type is two);
    "2 energy, including one Shield" when the rest is any energy ("Pay (1)(shield)")."""
    if types and len(types) == cost:
        named = " and ".join(map(label, types))
        return f"{cost} " + (named if len(types) == 1 else f"({named})")
    return f"{cost}" + (f" energy, including {_including(types)}" if types else "")


def global_words(ability: GlobalAbility) -> str:
    """ "Global (pay 2 Mask): target die gets +1A." as the engine reads it."""
    if not ability.effects:
        return "Nothing the engine runs (text only)."
    pay = [f"pay {global_cost(ability.cost, ability.energy_types)}"]
    pay = [BREATH_PRICE] if any(e.op == CANCEL for e in ability.effects) else pay
    pay += [_effects(ability.costs)] if ability.costs else []
    limits = [x for x, on in (("once per turn", ability.once_per_turn),
                              ("only on your turn", ability.only_your_turn)) if on]  # fmt: skip
    if ability.condition is not None:
        limits.append(condition_words(ability.condition))
    when = f", {_lead(ability.reactive).lower()}" if ability.reactive else ""
    head = "Global" + when + " (" + ", ".join(pay + limits) + ")"
    return _sentence(f"{head}: {_effects(ability.effects)}")


def read_card(card: CardDef, other: bool = True) -> list[Line]:
    """Every part of a card as the engine reads it: keywords, printed abilities (not those a
    keyword gives: its keyword line says them), Globals; then a flip card's side not up."""
    lines = [Line("keyword", "", keyword_words(use)) for use in card.keywords]
    lines += [Line("ability", a.text, ability_words(a)) for a in card.abilities if not a.origin]
    lines += [Line("global", g.text, global_words(g)) for g in card.globals]
    rides = "said in the Global above (its last effects)"  # a rider line (GlobalAbility.riders)
    lines += [Line("global", r, rides) for g in card.globals if g.effects for r in g.riders]
    if other and card.back is not None:  # docs/rulings.md "Flip"
        back = read_card(card.back, False)
        lines += [replace(n, reading=f"{OTHER_SIDE}{n.reading}") for n in back]
    # the filter naming a card by its code (targets.py "card") names this very card here
    own = f"of card {card.id}" if card.id else ""
    return (
        [replace(ln, reading=ln.reading.replace(own, "of this card")) for ln in lines]
        if own
        else lines
    )


_STAND_IN_FACES = [{"kind": "energy", "symbols": ["generic"]}] * 6


def read_data(raw: Mapping[str, Any]) -> list[Line] | None:
    """A catalog card's data as the engine reads it; None when the engine cannot load it
    (the execution badge says why). Faces do not change the reading."""
    from games.engine.loading import card_from_dict

    data = {"id": "", **raw}
    if "faces" not in data and data.get("kind") != "basic_action":
        data["faces"] = _STAND_IN_FACES
    try:
        return read_card(card_from_dict(data))
    except (KeyError, TypeError, ValueError):
        return None


FACE_DOWN = f"{OTHER_SIDE}Face down when the game begins (the other side is up first)."


def sheet(raw: Mapping[str, Any]) -> list[dict[str, str]]:
    """The card page's rows: each printed line beside the engine's reading of it. A printed
    line no ability or Global was made from reads "not read" (it is text only); a card the
    engine cannot load reads nothing (its badge says why)."""
    lines = read_data(raw)
    if lines is None:
        return [
            {"kind": "ability", "printed": text, "reading": "", "read": ""}
            for text in raw.get("text", ()) or ()
        ]
    rows = [{**line.as_dict(), "read": "yes"} for line in lines]
    covered = {line.printed for line in lines if line.printed}
    other = (raw.get("back") or {}).get("text", ())
    for text in [*(raw.get("text", ()) or ()), *other]:
        if text in other and face_down(text):  # the engine's own rule (docs/rulings.md "Flip")
            rows.append({"kind": "ability", "printed": text, "reading": FACE_DOWN, "read": "yes"})
        elif text not in covered and not any(
            r["kind"] == "keyword" and text.lower().startswith(keyword_label(r["reading"]))
            for r in rows
        ):
            rows.append({"kind": "ability", "printed": text, "reading": "", "read": ""})
    return rows
