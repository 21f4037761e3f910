"""What an effect does, in words: one entry per effect primitive (and keyword effect), from
its data and its target's words (`Subject`): "deal 2 damage to target opposing die". The
renderer adds durations and "for each" (games/reading/__init__.py) once for every effect."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from games.engine.model.cards import EffectSpec
from games.reading.armed import ARMED_WORDS
from games.reading.combat_words import COMBAT_WORDS
from games.reading.counted_words import COUNTED_WORDS
from games.reading.damage_between_words import BETWEEN_WORDS
from games.reading.damage_sources import damage_from, dice_said
from games.reading.doubling_words import DOUBLING_WORDS
from games.reading.keyword_words import KEYWORD_WORDS
from games.reading.life_words import LIFE_WORDS
from games.reading.locks import LOCK_WORDS
from games.reading.phrasing import spin
from games.reading.purchases import PURCHASE_WORDS
from games.reading.redirect_words import REDIRECT_WORDS
from games.reading.rerolls import REROLL_WORDS
from games.reading.spin_words import SPIN_WORDS
from games.reading.stat_words import STAT_WORDS
from games.reading.taking_words import TAKING_WORDS
from games.reading.targets import ZONES, affiliation_label, label
from games.reading.text_words import TEXT_WORDS
from games.reading.token_words import TOKEN_WORDS
from games.reading.triggers import TRIGGERS
from games.reading.used_words import USED_WORDS


@dataclass(frozen=True, slots=True)
class Subject:
    """A target's words; `plural`: it takes "get", not "gets" ("you get", "this card's dice
    get")."""

    words: str
    plural: bool = False

    def verb(self, singular: str, plural: str) -> str:
        return f"{self.words} {plural if self.plural else singular}"

    def or_(self, fallback: str) -> str:
        return self.words or fallback


Words = Callable[[EffectSpec, Subject], str]


def _n(amount: int, one: str, many: str | None = None) -> str:
    return f"{amount} {one if amount == 1 else (many or one + 's')}"


def _signed(amount: int) -> str:
    return f"+{amount}" if amount >= 0 else str(amount)


def _stat(letters: str) -> Words:
    def words(spec: EffectSpec, t: Subject) -> str:
        change = "/".join(f"{_signed(spec.amount)}{x}" for x in letters)
        return t.verb("gets", "get") + " " + change if t.words else f"it gets {change}"

    return words


def _damage(spec: EffectSpec, t: Subject) -> str:
    if spec.split and spec.up_to:  # by rank (abilities/ranked.py): 1, 2, ... N, one each
        n = spec.up_to
        dice = re.sub(r"^an? ", "", re.sub(r"\bdie\b", "dice", t.or_("targets"), count=1))
        parts = ", ".join(str(i) for i in range(1, n)) + f" and {n}"
        each = "one part each (it cannot be used with fewer)"
        return f"deal {parts} damage to {n} different {dice}, {each}"
    if spec.split:  # among several dice: the target's words in the plural
        among = re.sub(r"^an? ", "", re.sub(r"\bdie\b", "dice", t.or_("targets"), count=1))
        return f"deal {spec.amount} damage, divided as you choose among {among}"
    if spec.by_card:  # on another die's deed: this card deals it (not that die)
        return f"this card deals {spec.amount} damage to {t.or_('it')}"
    return f"deal {spec.amount} damage to {t.or_('it')}"


def _life(gain: bool) -> Words:
    def words(spec: EffectSpec, t: Subject) -> str:
        who = t if t.words else Subject("you", True)
        return (
            who.verb("gains" if gain else "loses", "gain" if gain else "lose")
            + " "
            + _n(spec.amount, "life", "life")
        )

    return words


def _side(energy: str) -> Words:
    return lambda spec, t: (
        f"spin {t.or_('it')} to its {energy.capitalize()} energy face (one in the Field Zone"
        " goes to its owner's Reserve Pool)"
    )


def _lasting(singular: str, plural: str) -> Words:
    return lambda spec, t: (t if t.words else Subject("this die")).verb(singular, plural)


def _zone(zone: str, default: str = "") -> str:
    name = zone or default
    return ZONES.get(name, name).removeprefix("in ").replace("a ", "the ", 1)


def _among(spec: EffectSpec) -> str:
    """ "X-Men or Brotherhood": the affiliations a choice offers (its filter `among`)."""
    among = str(dict(spec.filters).get("among", ""))
    return " or ".join(affiliation_label(a) for a in among.split()) or "an affiliation"


def _prep(spec: EffectSpec, t: Subject) -> str:
    where = (
        "your bag" if spec.zone == "bag" else f"your {_zone(spec.zone, 'used').replace('the ', '')}"
    )
    kind = "Sidekick " if spec.target == "sidekick" else ""  # (only Sidekick dice: moves.py)
    upto = "up to " if spec.up_to else ""  # (as printed: the engine preps what there is)
    dice = _n(spec.amount or 1, kind + "die", kind + "dice")
    if spec.target == "opponent" and spec.zone == "bag":  # (their own bag, their Prep Area)
        return f"your opponent preps {upto}{dice} from their bag"
    return f"prep {upto}{dice} from {where}"


def _reduce(what: str, way: str = "less") -> Words:
    """ "your Guild character dice cost 1 less to purchase"; a player's: "purchasing costs 1
    less for you"; this card's own: "purchasing this card's dice costs 2 less"."""

    def words(spec: EffectSpec, t: Subject) -> str:
        if t.words.startswith("each "):
            dice = t.words.removeprefix("each of ").removeprefix("each ")
            dice = dice if dice.endswith("dice") else f" {dice}".replace(" die", " dice")[1:]
            act = "purchase" if what == "purchasing" else "field"
            return f"{dice} cost {spec.amount} {way} to {act}"
        if t.words == "this card's dice":
            return f"{what} this card's dice costs {spec.amount} {way}"
        return f"{what} costs {spec.amount} {way}" + (f" for {t.words}" if t.words else "")

    return words


_PLACES = {"prep": "Prep Area", "bag": "bag"}  # where a bought die goes instead


def _one(t: Subject, plain: str = "die") -> str:
    """ "each of your Villain dice" -> "Villain die": the one die a "next die" effect waits for
    (`plain` when no kind is named: only character dice are fielded)."""
    words = t.words.removeprefix("each of your ").removeprefix("each ")
    if not words or words == "you":
        return plain
    return words.replace("dice", "die")


_KOD_PLACES = {"used": "Used Pile", "bag": "bag"}  # abilities/kod_to.py


def _kod_to(spec: EffectSpec, t: Subject) -> str:
    dice = t.words.removeprefix("each of ").removeprefix("each ") or "character dice"
    dice = dice if dice.endswith("dice") else dice.replace(" die", " dice")
    place = _KOD_PLACES.get(spec.zone, spec.zone)
    return f"{dice} that are KO'd go to their owner's {place} instead of the Prep Area"


_KO_INSTEAD = {
    "used": "go to their owner's Used Pile",
    "field": "return to the Field Zone at level 1 with no damage",
}  # abilities/ko_instead.py


def _ko_instead(spec: EffectSpec, t: Subject) -> str:
    dice = t.words.removeprefix("each of ").removeprefix("each ") or "this card's dice"
    place = _KO_INSTEAD.get(spec.zone, spec.zone)
    return f"{dice} that would be KO'd {place} instead (they are not KO'd)"


def _kos_to(spec: EffectSpec, t: Subject) -> str:
    place = _KOD_PLACES.get(spec.zone, spec.zone)
    by = "this card's dice" if t.words in ("", "this card's dice", "this card") else t.words
    return (
        f"{dice_said(spec.by_filters)} that {by} KO with combat damage go to their owner's {place}"
        " instead of the Prep Area"
    )


def _all(t: Subject) -> str:
    """ "each opposing Villain character die" -> "opposing Villain character dice"."""
    words = t.words
    if words.startswith("each of "):
        return words.removeprefix("each of ")
    if words.startswith("each "):
        return (
            words.removeprefix("each ").removesuffix(" die") + " dice"
            if words.endswith(" die")
            else words.removeprefix("each ")
        )
    return words or "they"


def _life_cost(deed: str, plain: str = "") -> Words:
    """ "your opponent pays 2 life to use each Global Ability" (abilities/life_costs.py);
    `plain` when no blockers are named."""

    def words(spec: EffectSpec, t: Subject) -> str:
        said = plain if plain and not spec.by_filters else deed
        who = (t if t.words else Subject("each player")).verb("pays", "pay")
        return f"{who} {spec.amount} life " + said.replace("BLOCKERS", dice_said(spec.by_filters))

    return words


def _block_limit(phrase: str, count: bool = False) -> Words:
    return lambda spec, t: (
        (t if t.words else Subject("this die")).verb(phrase, phrase)
        + (f" {spec.amount} or more dice" if count else f" {dice_said(spec.by_filters)}")
    )


def _block_more(spec: EffectSpec, t: Subject) -> str:
    """ "can block up to 3 attacking character dice (all with purchase cost 2 or less)"
    (engine abilities/several_blocks.py: one attacker of any kind, several of that kind)."""
    how = "any number of" if spec.amount == 0 else f"up to {spec.amount + 1}"
    said = (t if t.words else Subject("this die")).verb("can block", "can block")
    if not spec.by_filters:
        return f"{said} {how} attacking character dice at once"
    return f"{said} one attacker, or {how} attacking {dice_said(spec.by_filters)} at once"


def _no_damage(spec: EffectSpec, t: Subject) -> str:
    by = dict(spec.by_filters)
    kind = {True: "combat damage", False: "non-combat damage"}.get(by.pop("combat", None), "damage")
    source = damage_from(by, lambda rest: dice_said(tuple(rest.items())))
    return (t if t.words else Subject("this die")).verb("takes", "take") + f" no {kind}{source}"


SOURCE_WORDS = {"global": "Global Abilities", "action": "action dice",
                "character": "character abilities"}  # fmt: skip


def _untargetable(phrase: str) -> Words:
    """ "can't be targeted (by opposing) effects / Global Abilities or action dice"."""

    def words(spec: EffectSpec, t: Subject) -> str:
        kinds = str(dict(spec.by_filters).get("sources", "")).split()
        said = " or ".join(SOURCE_WORDS[k] for k in kinds)
        if phrase.endswith("opposing"):
            tail = f" {said or 'effects'}"
        else:
            tail = f" by {said}" if said else ""
        return (t if t.words else Subject("this die")).verb(phrase, phrase) + tail

    return words


def _unrolled(spec: EffectSpec) -> bool:
    """A die fielded from the bag or the Used Pile (or its own, "field <self> at level 1") was
    never rolled: it enters on the level `amount` names, 1 by default (effects/moves.py)."""
    zones = set(str(dict(spec.filters).get("zone", "")).split())
    return spec.target == "this_die" or (bool(zones) and zones <= {"bag", "used"})


def _fielded_level(spec: EffectSpec) -> str:
    """An unrolled die enters on level `amount` (1 if unsaid); a Sidekick on its one face."""
    if dict(spec.filters).get("sidekick") and spec.amount <= 1:
        return " on its character face"
    return f" at level {max(spec.amount, 1)}"


EFFECTS: dict[str, Words] = {
    "deal_damage": _damage,
    "lose_life": _life(False),
    "gain_life": _life(True),
    "flip_card": lambda spec, t: "flip this card to its other side",
    "modify_attack": _stat("A"),
    "modify_defense": _stat("D"),
    "modify_stats": _stat("AD"),
    "spin_up": spin("up", _n),
    "spin_down": spin("down", _n),
    "ko": lambda spec, t: f"KO {t.or_('it')}",
    "gain_virtual_energy": lambda spec, t: (
        f"gain {_n(spec.amount, 'generic energy', 'generic energy')} (until you pass priority)"
    ),
    "spin_to_energy_face": lambda spec, t: (  # (its target kind is the face: energy_faces.py)
        "spin it to an energy face of "
        + ("your opponent's" if spec.target == "energy_face_opponent_chooses" else "your")
        + " choice (it leaves the Field Zone for its owner's Reserve Pool)"
    ),
    **{  # (effects/energy_sides.py)
        f"spin_to_{energy}_side": _side(energy) for energy in ("fist", "bolt", "mask", "shield")
    },
    "spin_to_single_energy": lambda spec, t: (
        f"spin {t.or_('it')} to its face of one energy symbol (one in the Field Zone goes to its"
        " owner's Reserve Pool)"
    ),
    "unchanged_by_opponents": lambda spec, t: (
        f"your opponent's effects cannot reroll {t.or_('these dice')} or spin them up or down"
    ),
    "spin_to_energy": lambda spec, t: (
        f"turn {t.or_('this die')} to a face of generic energy: it stays in (or returns to)"
        " your Reserve Pool, to be spent as energy"
    ),
    "prep": _prep,
    "move_die": lambda spec, t: (
        f"set {t.or_('it')} aside until the end of the turn (Cleanup returns it to the Field"
        " Zone on the same face)"
        if spec.zone == "removed"
        else f"return {t.or_('it')} to its card (unpurchased)"  # (zone `supply`, DM-3.3)
        if spec.zone == "supply"
        else f"move {t.or_('it')} to {_zone(spec.zone)}"
        + (f" on level {spec.amount}" if spec.amount and spec.zone == "field" else "")
    ),
    "field_die": lambda spec, t: (
        f"field {t.or_('it')} for free"  # (DM-8.12: an effect's fielding costs nothing)
        + (_fielded_level(spec) if spec.amount > 1 or _unrolled(spec) else "")
        + (" at level 1" if spec.amount == 1 and spec.target == "rolled_die" else "")
    ),
    "cant_be_blocked": _lasting("can't be blocked", "can't be blocked"),
    "cant_be_blocked_by": _block_limit("can't be blocked by"),
    "only_blocked_by": _block_limit("can only be blocked by"),
    "min_blockers": _block_limit("can only be blocked by", count=True),
    "cant_block_dice": _block_limit("can't block your attacking"),  # (on the blocker)
    "no_damage_from": _no_damage,
    "block_more": _block_more,
    "cant_attack": _lasting("can't attack", "can't attack"),
    "cant_block": _lasting("can't block", "can't block"),
    "must_attack": _lasting("must attack", "must attack"),
    "must_block": _lasting("must block", "must block"),
    "must_block_die": _lasting("must block this die if able", "must block this die if able"),
    "deals_no_damage": _lasting("deals no damage", "deal no damage"),
    "deals_no_combat_damage": _lasting("deals no combat damage", "deal no combat damage"),
    "prevent_damage": lambda spec, t: (
        (f"prevent {spec.amount} of the damage" if spec.amount else "prevent all of the damage")
        + f" just dealt to {t.or_('it')}"
    ),
    "redirect_damage": lambda spec, t: (
        (f"deal {spec.amount} of that damage" if spec.amount else "deal that damage")
        + f" to {t.or_('another target')} instead"
    ),
    "redirect_next": lambda spec, t: (
        f"the next damage to {spec.from_target.replace('_', ' ')} is dealt to {t.or_('it')} instead"
    ),
    "shield": lambda spec, t: f"prevent all damage to {t.or_('it')}",
    # abilities/ability_damage.py: "you" is the static's or the Global's player
    "reduce_ability_damage": lambda spec, t: (
        "damage dealt to you or your character dice by the abilities of opposing character"
        f" dice is reduced by {spec.amount}"
    ),
    "unaffected_by_opposing_globals": lambda spec, t: (
        f"{t.or_('your character dice')} can't be affected by your opponent's Global Abilities"
    ),
    "limit_combat_damage": lambda spec, t: (
        ("" if spec.duration == "static" else "this turn, ")  # (a static's holds while it does)
        + f"if a character die would deal {t.or_('you')} {spec.attack} or more combat"
        f" damage, it deals {spec.amount} combat damage instead"
    ),
    "cap_ability_damage": lambda spec, t: (
        f"this turn, each damage you take from a character die's ability is at most {spec.amount}"
    ),
    "prevent_next": lambda spec, t: f"prevent the next {spec.amount} damage to {t.or_('it')}",
    "kod_attackers_return": lambda spec, t: (
        "until the end of the turn, "
        + ("your" if t.words in ("", "you") else f"{t.words}'s")
        + " attacking character dice that are KO'd return to the Field Zone on the face they had"
    ),
    "kod_to": _kod_to,
    "kos_to": _kos_to,
    "ko_instead": _ko_instead,
    **REROLL_WORDS,  # (reading/rerolls.py)
    **BETWEEN_WORDS,  # (reading/damage_between_words.py)
    **COMBAT_WORDS,  # (reading/combat_words.py)
    **KEYWORD_WORDS,  # (reading/keyword_words.py)
    **LIFE_WORDS,  # (reading/life_words.py)
    **TOKEN_WORDS,  # (reading/token_words.py)
    **COUNTED_WORDS,  # (reading/counted_words.py)
    **ARMED_WORDS,  # (reading/armed.py)
    **PURCHASE_WORDS,  # (reading/purchases.py)
    **LOCK_WORDS,  # (reading/locks.py)
    **SPIN_WORDS,  # (reading/spin_words.py)
    **REDIRECT_WORDS,  # (reading/redirect_words.py)
    **DOUBLING_WORDS,  # (reading/doubling_words.py)
    **USED_WORDS,  # (reading/used_words.py)
    **STAT_WORDS,  # (reading/stat_words.py)
    **TEXT_WORDS,  # (reading/text_words.py)
    "cant_be_targeted": _untargetable("can't be targeted"),
    "cant_be_targeted_by_opponents": _untargetable("can't be targeted by opposing"),
    "reduce_cost": _reduce("purchasing"),
    "reduce_field_cost": _reduce("fielding"),
    "increase_cost": _reduce("purchasing", "more"),
    "increase_field_cost": _reduce("fielding", "more"),
    "increase_global_cost": lambda spec, t: (
        (t if t.words else Subject("each player")).verb("pays", "pay")
        + f" {spec.amount} more energy to use each Global Ability"
    ),
    "life_to_use_global": _life_cost("to use each Global Ability"),
    "life_to_use_action": _life_cost("to use each action die"),
    "life_to_block": _life_cost(
        "to declare blockers, if one of them is one of their BLOCKERS", "to declare blockers"
    ),
    "life_per_blocker": _life_cost("for each of their BLOCKERS that blocks"),
    "field_cost_at_least": lambda spec, t: f"{_all(t)} cost at least {spec.amount} to field",
    "free_field": lambda spec, t: (
        f"{t.words.removeprefix('each of ').removeprefix('each ') or 'it'} are free to field"
    ),
    "reduce_next_cost": lambda spec, t: f"the next {_one(t)} you purchase costs {spec.amount} less",
    "borrow_energy": lambda spec, t: (
        f"this turn, you may spend {spec.amount or 1} energy from an opponent's Reserve Pool"
        " as your own"
    ),
    "next_purchase_to": lambda spec, t: (
        f"this turn, the next {_one(t)} you purchase goes to your"
        f" {_PLACES.get(spec.zone, spec.zone)} instead of your Used Pile"
    ),
    "reduce_next_field_cost": lambda spec, t: (
        f"the next {_one(t, 'character die')} you field costs {spec.amount} less to field"
    ),
    "free_next_field": lambda spec, t: (
        f"the next {_one(t, 'character die')} you field is free to field"
    ),
    "no_text_die": _lasting(
        "has no text (no abilities, keywords or static abilities)",
        "have no text (no abilities, keywords or static abilities)",
    ),
    "unaffected_by_action_dice": _lasting(  # abilities/action_ward.py
        "is unaffected by action dice (they can't target or affect it)",
        "are unaffected by action dice (they can't target or affect them)",
    ),
    "suppress_triggers": lambda spec, t: (
        f'the "{TRIGGERS.get(spec.trigger, spec.trigger.replace("_", " ")).lower()}" abilities'
        f" of {t.or_('those dice')} don't trigger"
    ),
    "grant_affiliation": lambda spec, t: (
        f"that die also counts as {_among(spec)}, of your choice"
        if spec.target == "affiliation_of_choice"  # (engine abilities/affiliation_choice.py)
        else f"{t.or_('it')} also counts as {affiliation_label(spec.affiliation)}"
    ),
    "grant_keyword": lambda spec, t: (
        (t.verb("gains", "gain") if t.words else "it gains")
        + f" {label(spec.keyword.partition(':')[0])}"
        + (f" {spec.keyword.partition(':')[2]}" if ":" in spec.keyword else "")
    ),
    "swap": lambda spec, t: f"this die and {t.or_('another die')} swap places",
    "copy_stats": lambda spec, t: f"this die copies the printed A and D of {t.or_('another die')}",
    "double_attack": lambda spec, t: (
        f"double the A of {t.or_('it')} (later and static bonuses add to it undoubled)"
    ),
    "call_out": lambda spec, t: f"call out {t.or_('a die')}: it may only block this die",
    "mark_deadly": lambda spec, t: f"KO {t.or_('it')} at the end of the turn",
    "mark_ko_unless_attacks": lambda spec, t: (
        f"mark {t.or_('it')} to be KO'd at the end of the turn unless it attacks this turn"
    ),
    "capture": TAKING_WORDS["capture"],
    # a Gear die's own (engine effects/equip.py): it stays with that die in the Field Zone
    "equip": lambda spec, t: f"attach this Gear die to {t.or_('a character die')}",
    "choose": lambda spec, t: (
        "your opponent chooses " + t.words.removesuffix(" your opponent chooses")
        if spec.target == "opponent_chooses_die"
        else "choose " + t.or_("a die").replace(" of your choice", "")
    ),
    "take_control": TAKING_WORDS["take_control"],
    "copy_abilities": lambda spec, t: f"this die copies the abilities of {t.or_('another die')}",
    "copy_die": lambda spec, t: f"this die becomes a copy of {t.or_('another die')}",
    "pair_up": lambda spec, t: f"pair this die up with {t.or_('another die')}",
    # keywords' own effects (keywords/*.py `effects`)
    "experience_token": lambda spec, t: (
        "this card gains an Experience token (+1A and +1D to each of its dice)"
    ),
    "cleave": lambda spec, t: f"deal damage equal to half this die's A to {t.or_('it')}",
    "corrupt": lambda spec, t: (
        f"{t.or_('target player')} takes {_n(spec.amount, 'die', 'dice')} from their bag, puts"
        " one of them (their choice) in their Used Pile and returns the rest"
    ),
    "corrupt_done": lambda spec, t: "put the dice looked at back in the bag",
    # a draw, then where its dice go (effects/draw_sort.py)
    "draw_sort": lambda spec, t: (
        f"draw {_n(spec.amount, 'die', 'dice')} from your bag; put one of them (your choice)"
        " in your Prep Area and the rest in your Used Pile"
    ),
    "draw_sort_done": lambda spec, t: "put the other dice drawn in your Used Pile",
    # the opponent's own pick, once each (effects/opponent_kos.py)
    "opponent_kos": lambda spec, t: (
        "your opponent KOs one of their character dice (their choice)"
        + ("" if spec.per or spec.amount == 1 else f", {spec.amount} times")
    ),
}
