"""The common shapes of printed ability text, read as the engine's ability data (issue 7).

An imported card's text is only text; most real lines, though, come in a few shapes ("When
fielded, deal 2 damage to target opposing character die.", "Global: Pay (fist). Target
character die gets +1A until end of turn."). `SENTENCES` below is the table of those shapes:
one regular expression per effect, each made into effect primitives and target kinds the
engine already has (games/engine/abilities/effects, targets.py). A line is read only when
every sentence of it is one of these shapes, whole (case-insensitive, nothing left over);
anything else (a condition, "up to", "instead of", a name it cannot place) gives None, and
the card stays text only. Reading a line wrong would be worse than not reading it: the
shapes are narrow on purpose.

How a line opens (trigger, Global cost, bursts) is read by cards/importers/text_abilities.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

NUMBER = r"(\d{1,2}|a|an|one|two|three|four|five)"
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
ENERGY = ("fist", "bolt", "mask", "shield")
TURN = r"(?:\s*\(?(?:until (?:the )?end of (?:the )?turn|this turn)\)?)?"
NEXT_TURN = r"\s*\(?until the start of your next turn\)?"


def number(text: str) -> int:
    text = text.casefold()
    return NUMBER_WORDS[text] if text in NUMBER_WORDS else int(text)


@dataclass(frozen=True)
class Reading:
    """What a line is about: the card's `name` (its dice call themselves by it) and whether
    "this die" means something (a character's own triggered ability)."""

    name: str = ""
    has_die: bool = False
    # the file's affiliation icons as the text writes them -> the affiliation ("xmen", ...)
    affiliations: tuple[tuple[str, str], ...] = ()


Effect = dict[str, Any]
THIS_DIE: Effect = {"target": "this_die"}
# "it", "that die": the die an earlier sentence of the same ability named.
BACK_REFERENCES = frozenset({"it", "that die", "that character die", "that character"})
# In a character's own ability, "he"/"she" (the card's text speaking of its character) is
# its own die, never a die chosen before.
PRONOUNS = frozenset({"he", "she", "him", "her"})

# --- dice and players -----------------------------------------------------------------------

DIE = re.compile(
    r"^(?:(?P<det>target|each of your|each|all of your|all|your)\s+)?"
    r"(?P<active>active\s+)?"
    r"(?P<opposing>opposing\s+)?"
    r"(?P<combat>attacking\s+|blocking\s+)?"
    r"(?P<non_sidekick>non-(?:sidekick|\(sidekick\))\s+)?"
    r"(?:level\s+(?P<level>[1-5])\s+)?"
    r"(?:\((?P<icon>(?!sidekick\))[a-z0-9' -]{1,30})\)\s+)?"
    r"(?P<noun>(?:sidekick|\(sidekick\)|superstar)(?: character)? (?:dice|die)"
    r"|character dice|character die|characters|character|superstars|superstar"
    r"|sidekicks|sidekick|\(sidekick\))"
    r"(?P<whose>\s+you control|\s+your opponent controls)?$",
    re.I,
)
PLAYERS = {
    "your opponent": "opponent",
    "target opponent": "opponent",
    "the opponent": "opponent",
    "each opponent": "opponent",
    "you": "you",
    "target player": "target_player",
    "each player": "all_players",  # every seat, you too (DM-13.3: not chosen)
    "all players": "all_players",
    "target character die or player": "target_player_or_die",
    "target character or player": "target_player_or_die",
    "target player or character die": "target_player_or_die",
}


def die_target(phrase: str, reading: Reading) -> Effect | None:
    """A phrase naming dice, as a target kind with filters, or None if it is not one of the
    plain ones (DM-13.1: "target ..." is chosen, DM-13.3: "each"/"all" is not)."""
    phrase = " ".join(phrase.split())
    if reading.has_die and phrase.casefold() in _self_names(reading):
        return dict(THIS_DIE)
    match = DIE.match(phrase)
    if match is None:
        return None
    det = (match["det"] or "").casefold()
    noun = match["noun"].casefold()
    whose = (match["whose"] or "").strip().casefold()
    # "(sidekick)" (the icon) is either; "Superstar" is the WWE sets' word for a character
    plural = noun.endswith(("dice", "characters", "superstars", "sidekicks")) or (
        noun == "(sidekick)" and det not in ("target", "each")
    )
    if not det and match["opposing"]:
        det = "all"  # "opposing character dice get -1A"
    if (det in ("target", "each")) == plural or not det or (match["opposing"] and whose):
        return None
    if match["active"] and det == "target":
        return None
    if det in ("your", "all of your", "each of your"):
        if match["opposing"] or whose:
            return None
        whose = "you control"
    side = (
        "opposing"
        if match["opposing"] or whose == "your opponent controls"
        else ("your" if whose == "you control" else "")
    )
    if det == "target":
        target = {"opposing": "target_opposing_die", "your": "target_your_die"}.get(
            side, "target_die"
        )
    else:
        target = {"opposing": "all_opposing_characters", "your": "all_your_characters"}.get(
            side, "all_characters"
        )
    filters: dict[str, Any] = {}
    combat = (match["combat"] or "").strip().casefold()
    if combat == "attacking":  # in the Attack Zone and not there to block (DM-9.1)
        filters.update(zone="attack", blocker=False)
    elif combat == "blocking":  # declared as a blocker in this combat (DM-9.1 to DM-9.5)
        filters["blocker"] = True
    if match["level"]:
        filters["level"] = int(match["level"])
    icon = (match["icon"] or "").casefold()
    if icon in ENERGY:
        filters["energy_type"] = icon
    elif icon:  # an affiliation icon of the file, or nothing this reads
        affiliation = dict(reading.affiliations).get(icon)
        if affiliation is None:
            return None
        filters["affiliation"] = affiliation
    if "sidekick" in noun:
        filters["sidekick"] = True
    if match["non_sidekick"]:  # "non-Sidekick character die": the filter's other side
        if "sidekick" in noun:
            return None
        filters["sidekick"] = False
    return {"target": target, **({"filters": filters} if filters else {})}


def _self_names(reading: Reading) -> set[str]:
    names = {"this die", "this character", "this character die", *PRONOUNS}
    if reading.name:
        names.add(reading.name.casefold())
    return names


def targets(phrase: str, reading: Reading) -> list[Effect] | None:
    """ "your opponent and each opposing character die": one target per part."""
    found = []
    for part in re.split(r",\s*and\s+|\s+and\s+|,\s*", phrase.strip()):
        key = " ".join(part.split()).casefold()
        one = {"target": PLAYERS[key]} if key in PLAYERS else die_target(part, reading)
        if one is None and key in BACK_REFERENCES:
            one = {"target": "it", "word": key}
        if one is None:
            return None
        found.append(one)
    return found


# --- the table of shapes ------------------------------------------------------------------------

Builder = Callable[[re.Match[str], Reading], list[Effect] | None]


def _each(op: str, **more: Any) -> Builder:
    """The effect `op` on every target the `targets` group names."""

    def build(match: re.Match[str], reading: Reading) -> list[Effect] | None:
        found = targets(match["targets"], reading)
        amount = {"amount": number(match["n"])} if "n" in match.groupdict() else {}
        return None if found is None else [{"op": op, **amount, **more, **t} for t in found]

    return build


def _fixed(op: str, **more: Any) -> Builder:
    """The effect `op` with its amount (if the shape has one); no target to read."""

    def build(match: re.Match[str], reading: Reading) -> list[Effect] | None:
        amount = {"amount": number(match["n"])} if "n" in match.groupdict() else {}
        return [{"op": op, **amount, **more}]

    return build


ONE_STAT = r"[+-]\d{1,2}\s*(?:A|D|attack|defense)\b"
STAT = re.compile(r"([+-])(\d{1,2})\s*(A|D|attack|defense)\b", re.I)


def _self_deals(match: re.Match[str], reading: Reading) -> list[Effect] | None:
    """ "<this die> deals 2 damage to ...": the damage of its ability, its source this die."""
    if not reading.has_die or " ".join(match["self"].split()).casefold() not in _self_names(
        reading
    ):
        return None
    return _each("deal_damage")(match, reading)


def _stats(match: re.Match[str], reading: Reading) -> list[Effect] | None:
    """ "+2A", "+1A and +1D", "+1A/+1D", "-1A", "+2 attack": applied until Cleanup
    (DM-14.1), or with "until the start of your next turn" persistent until then (DM-14.2)."""
    found = targets(match["targets"], reading)
    changes = {x[2][0].upper(): int(x[0] + x[1]) for x in STAT.findall(match["mods"])}
    if found is None or len(changes) != len(STAT.findall(match["mods"])):
        return None
    duration = {"duration": "next_turn"} if match["next"] else {}
    if changes.get("A") is not None and changes.get("A") == changes.get("D"):
        ops = [("modify_stats", changes["A"])]
    else:
        ops = [({"A": "modify_attack", "D": "modify_defense"}[k], v) for k, v in changes.items()]
    return [{"op": op, "amount": n, **duration, **t} for t in found for op, n in ops]


def _dice_only(builder: Builder) -> Builder:
    """What `builder` makes, on dice only: a phrase naming a player is no shape of it
    ("reroll", "can't be targeted")."""

    def build(match: re.Match[str], reading: Reading) -> list[Effect] | None:
        found = builder(match, reading)
        if found is None or any(e["target"] in PLAYERS.values() for e in found):
            return None
        return found

    return build


def _all_life(match: re.Match[str], reading: Reading) -> list[Effect] | None:
    """ "Each player loses 1 life": every seat, the controller too (DM-11.3, DM-12.4)."""
    op = "lose_life" if match["verb"].casefold().startswith("lose") else "gain_life"
    return [{"op": op, "amount": number(match["n"]), "target": "all_players"}]


def _spin(match: re.Match[str], reading: Reading) -> list[Effect] | None:
    found = targets(match["targets"], reading)
    op = f"spin_{match['dir'].casefold()}"
    return None if found is None else [{"op": op, "amount": number(match["n"]), **t} for t in found]


def _lasting(op: str) -> Builder:
    """A persistent effect (DM-14.2): until Cleanup, or the start of your next turn."""

    def build(match: re.Match[str], reading: Reading) -> list[Effect] | None:
        found = targets(match["targets"], reading)
        duration = {"duration": "next_turn"} if match["next"] else {}
        return None if found is None else [{"op": op, **duration, **t} for t in found]

    return build


def _shield(op: str) -> Builder:
    """A prevention shield on each target (dice or players, effects/shields.py): `amount`
    the next N damage, or 0 for all damage ("shield"); until Cleanup, or the start of your
    next turn."""

    def build(match: re.Match[str], reading: Reading) -> list[Effect] | None:
        found = targets(match["targets"], reading)
        amount = number(match["n"]) if "n" in match.groupdict() else 0
        duration = {"duration": "next_turn"} if match["next"] else {}
        return (
            None
            if found is None
            else [{"op": op, "amount": amount, **duration, **t} for t in found]
        )

    return build


DICE = r"(?:dice|die)"
WHO = r"(?P<targets>.+?)"
LASTING = rf"(?:{TURN}|(?P<next>{NEXT_TURN}))"
SHAPES: tuple[tuple[str, Builder], ...] = (
    # damage and life (DM-16, DM-12.4, DM-11.3)
    (rf"deal (?P<n>{NUMBER}) damage to {WHO}", _each("deal_damage")),
    (rf"deal {WHO} (?P<n>{NUMBER}) damage", _each("deal_damage")),
    (rf"(?P<self>.+?) deals? (?P<n>{NUMBER}) damage to {WHO}", _self_deals),
    (rf"(?:you )?gain (?P<n>{NUMBER}) life", _fixed("gain_life", target="you")),
    (rf"(?:your|target) opponent loses (?P<n>{NUMBER}) life",
     _fixed("lose_life", target="opponent")),
    (rf"(?:you )?lose (?P<n>{NUMBER}) life", _fixed("lose_life", target="you")),
    (rf"(?:each player|all players) (?P<verb>loses?|gains?) (?P<n>{NUMBER}) life", _all_life),
    # KO by an effect (DM-16.4)
    (rf"(?:ko|knock out) {WHO}", _each("ko")),
    # A and D (DM-14.1, DM-16.1)
    (rf"{WHO} (?:gets?|gains?) (?P<mods>{ONE_STAT}(?:\s*(?:and|/|,)\s*{ONE_STAT})?)"
     rf"{LASTING}", _stats),
    # levels (DM-21)
    (rf"spin {WHO} (?P<dir>up|down) (?P<n>{NUMBER}) levels?", _spin),
    # Prep ("draw a die from your bag and place it in your Prep Area", 000 glossary), draws
    # with no destination (DM-20.3: rolled into the Reserve Pool)
    (rf"prep (?P<n>{NUMBER}) {DICE}(?: from your bag)?", _fixed("prep", zone="bag")),
    (rf"draw (?P<n>{NUMBER}) {DICE}(?: from your bag)? and (?:add|place|put) (?:it|them) "
     r"(?:in|into|to) your prep area", _fixed("prep", zone="bag")),
    (rf"prep (?P<n>{NUMBER}) sidekick {DICE} from your used pile",
     _fixed("prep", target="sidekick", zone="used")),
    (rf"draw and roll (?P<n>{NUMBER}) {DICE}", _fixed("draw")),
    (rf"roll (?P<n>{NUMBER}) {DICE} from your bag", _fixed("draw")),
    (rf"draw (?P<n>{NUMBER}) {DICE}(?: from your bag)?(?: and roll (?:it|them)"
     r"(?: into your reserve pool| \((?:place|put) (?:it|them) (?:in|into) your reserve pool\))?)?",
     _fixed("draw")),
    (rf"reroll {WHO}", _dice_only(_each("reroll"))),
    # fielding from the Used Pile (DM-8.12, DM-18.2)
    (r"field (?:a|one) sidekick(?: character)?(?: die)? from your used pile",
     _fixed("field_die", target="target_your_die", filters={"zone": "used", "sidekick": True})),
    # persistent effects (DM-14.2)
    (rf"{WHO} (?:can't|cannot|can not) block{LASTING}", _lasting("cant_block")),
    (rf"{WHO} (?:can't|cannot|can not) attack{LASTING}", _lasting("cant_attack")),
    (rf"{WHO} (?:can't|cannot|can not) be blocked{LASTING}", _lasting("cant_be_blocked")),
    (rf"{WHO} must attack{LASTING}(?: \(?if able\)?)?", _lasting("must_attack")),
    # untargetable (DM-13.1, effects/untargetable.py): by anyone, or by the opponent's
    # effects (action dice and abilities are all of them)
    (rf"{WHO} (?:can't|cannot|can not) be targeted by (?:opposing effects|your opponent"
     rf"|opposing action dice or abilities|opposing abilities or action dice){LASTING}",
     _dice_only(_lasting("cant_be_targeted_by_opponents"))),
    (rf"{WHO} (?:can't|cannot|can not) be targeted{LASTING}",
     _dice_only(_lasting("cant_be_targeted"))),
    # prevention shields (DM-19.1, DM-14.2): "prevent N damage to ..." before it is dealt is
    # the next N damage this turn; "all damage" is a shield that stops every damage
    (rf"prevent (?:the next )?(?P<n>{NUMBER}) damage (?:dealt )?to {WHO}{LASTING}",
     _shield("prevent_next")),
    (rf"prevent all damage (?:dealt )?to {WHO}{LASTING}", _shield("shield")),
)  # fmt: skip
SENTENCES: tuple[tuple[re.Pattern[str], Builder], ...] = tuple(
    (re.compile(rf"^(?:{shape})$", re.I), build) for shape, build in SHAPES
)


# --- sentences and abilities ------------------------------------------------------------------

CHOSEN = frozenset(
    {"target_die", "target_opposing_die", "target_your_die", "target_player",
     "target_player_or_die"}
)  # fmt: skip
CHANCE = frozenset({"draw", "reroll"})
JOINS = re.compile(r",\s*and then\s+|,\s*and\s+|,\s*then\s+|\s+and then\s+|\s+and\s+", re.I)


# "for each ..." (DM-18.5): what the text counts -> the engine's count (abilities/counts.py).
# "Active characters" are unique characters, "character dice" each die, in the Field Zone
# of the player named. "Other", "different", icons and other zones are not read.
COUNTS = {
    "of your active characters": "your_active_characters",
    "active character you control": "your_active_characters",
    "of your opponent's active characters": "opposing_active_characters",
    "opposing active character": "opposing_active_characters",
    "of your character dice in the field zone": "your_character_dice",
    "of your active character dice": "your_character_dice",
    "character die you control": "your_character_dice",
    "opposing character die": "opposing_character_dice",
    "opposing character die in the field zone": "opposing_character_dice",
    "character die your opponent controls": "opposing_character_dice",
    "character die in the field zone": "all_character_dice",
    "of your sidekick character dice in the field zone": "your_sidekick_dice",
    "of your sidekick dice in the field zone": "your_sidekick_dice",
    "sidekick character die in your field zone": "your_sidekick_dice",
    "sidekick character die you control": "your_sidekick_dice",
    "die in your used pile": "dice_in_your_used_pile",
    "die in your opponent's used pile": "dice_in_opposing_used_pile",
    "die in your prep area": "dice_in_your_prep_area",
}
# The effects whose amount a count multiplies (abilities/resolution.py, abilities/stats.py).
COUNTED_OPS = frozenset(
    {"deal_damage", "gain_life", "lose_life", "modify_attack", "modify_defense", "modify_stats"}
)
FOR_EACH = re.compile(rf"^(?P<body>.+?)\s+for each (?P<what>.+?)(?P<turn>{TURN})$", re.I)


def _counted(text: str, reading: Reading) -> list[Effect] | None:
    """ "<effect> for each <what>": the effect with its amount counted (`per`), when `what`
    is one of `COUNTS` and the effect has an amount to multiply."""
    match = FOR_EACH.match(text)
    if match is None:
        return None
    per = COUNTS.get(" ".join(match["what"].split()).casefold())
    if per is None:
        return None
    found = clause(match["body"] + match["turn"], reading)
    if found is None or any(e["op"] not in COUNTED_OPS or "per" in e for e in found):
        return None
    return [{**e, "per": per} for e in found]


def clause(text: str, reading: Reading) -> list[Effect] | None:
    """One sentence as effects: a shape of the table, whole, or two sentences joined by
    "and"/"then" (tried at each join, left to right); "for each" counts the amount."""
    text = text.strip()
    counted = _counted(text, reading)
    if counted is not None:
        return counted
    for pattern, build in SENTENCES:
        match = pattern.match(text)
        if match is not None:
            found = build(match, reading)
            if found is not None:
                return found
    for join in JOINS.finditer(text):
        left = clause(text[: join.start()], reading)
        right = clause(text[join.end() :], reading) if left is not None else None
        if left is not None and right is not None:
            return left + right
    return None


@dataclass(frozen=True)
class Effects:
    """What a run of sentences does: `effects` (card data), `optional` ("you may"), and
    whether a sentence refers back to a die an earlier text named (`refers`)."""

    effects: list[Effect]
    optional: bool = False
    refers: bool = False


def effects_of(text: str, reading: Reading, prior: list[Effect] | None = None) -> Effects | None:
    """The effects of `text`, or None unless every sentence of it is a shape of the table.
    "it"/"that die" name the die of the latest earlier effect on one die (of `prior`, the
    text this one adds to, if none in it), else a character's own die. All chosen targets of
    one ability must be the same choice (the engine asks for one target per ability), chance
    comes last."""
    text = " ".join(text.split()).strip()
    if len(re.findall(r"\btarget\b(?! opponent)", text, re.I)) > 1:
        return None  # two choices of target: the engine asks for one per ability
    optional = False
    effects: list[Effect] = []
    refers = False
    for index, sentence in enumerate(re.split(r"(?<=[a-z0-9)])\.\s+|;\s+", text.rstrip(". "))):
        sentence = re.sub(r"^then,?\s+", "", sentence.strip(), flags=re.I)
        if index == 0 and re.match(r"^you may\s+", sentence, re.I):
            optional, sentence = True, sentence[8:].strip()
        found = clause(sentence, reading)
        if found is None:
            return None
        for effect in found:
            if effect.get("target") == "it":
                word = effect.pop("word")
                named = _latest_die([*(prior or []), *effects])
                if named is None and reading.has_die and word == "it":
                    named = dict(THIS_DIE)  # "When <this die> attacks, it gets +2A"
                if named is None:
                    return None
                effect = {**effect, **named}
                refers = True
            effects.append(effect)
    chosen = {_choice(e) for e in effects if e.get("target") in CHOSEN}
    if len(chosen) > 1 or (optional and not chosen):
        return None
    if any(e["op"] in CHANCE or e.get("zone") == "bag" for e in effects[:-1]):
        return None
    return Effects(effects, optional, refers)


def _latest_die(effects: list[Effect]) -> Effect | None:
    for effect in reversed(effects):
        target = effect.get("target", "")
        if target in CHOSEN - {"target_player"} or target == "this_die":
            named = {"target": target}
            if "filters" in effect:
                named["filters"] = effect["filters"]
            return named
    return None


def _choice(effect: Effect) -> tuple[str, tuple[tuple[str, Any], ...]]:
    return effect["target"], tuple(sorted(effect.get("filters", {}).items()))


def ability(trigger: str, line: str, read: Effects, **more: Any) -> dict[str, Any]:
    """An ability record of card data for `line` (its printed text)."""
    return {
        "trigger": trigger,
        "text": line,
        "effects": read.effects,
        **({"optional": True} if read.optional else {}),
        **more,
    }
