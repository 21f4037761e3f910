"""Several choices of target in one ability (DM-13.1, issue 16): "deal 3 damage to target
character die and reroll target character die", "target character die you control gets +2A;
target opposing character die gets -2A", "... and reroll a different target character die".

The engine asks each choice in turn (games/engine/abilities/answers.py): an effect's `choice`
numbers the one that names its target. A line's choices are its "target" phrases of dice
(lines.py `_targets` counts the word): effects of one phrase, and "it"/"that die" after it,
share its choice. Two phrases are told apart by their kind and filters (a phrase's first
appearance numbers it), or, when every chosen effect is of the same kind, by being as many
effects as phrases (each its own). Anything else (a choice of a player, "choose ...", "up to
N", an amount divided, a choice inside "instead" or a roll's outcome) stays one choice or
text only. "A different target ..." / "another target ..." must differ from the choice just
before it (the engine's `unlike_choice` filter)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Context, Effect, NotRead, Sentence

# The chosen kinds a line may ask several of: one die each, targeted
DIE_KINDS = frozenset({"target_die", "target_opposing_die", "target_your_die"})
# One die chosen, not targeted ("move a <Name> die from your Used Pile ..."): a line's first
# choice, before its targets (no "target" word counts it: `settled`)
PICKED = frozenset({"choose_die", "choose_opposing_die", "choose_your_die"})
EARLIER = "$earlier"  # "a different target ...": the choice before this one (settled here)
_NESTED = ("instead", "rolled")


def _key(effect: Effect) -> tuple[str, tuple[tuple[str, Any], ...]]:
    return effect["target"], tuple(sorted(effect.get("filters", {}).items()))


def numbered(
    effects: list[Effect], chosen: frozenset[str], context: Context | None = None
) -> list[Effect]:
    """The effects with their choices numbered by the phrases' kinds and filters (one kind
    of phrase: one choice, as before); NotRead if the engine cannot ask them in turn.
    A `context` of this card's own die's trigger: "another target opposing die" with no
    choice before it is another than this die, which no opposing die is."""
    own_die = context is not None and context.selves == "die" and not context.other_die
    mine = [e for e in effects if e.get("target") in chosen]
    keys: list[tuple[str, tuple[tuple[str, Any], ...]]] = []
    for effect in mine:
        if _key(effect) not in keys:
            keys.append(_key(effect))
    if len(keys) <= 1:
        if own_die:
            effects = [_unlike_self(e) for e in effects]
            mine = [e for e in effects if e.get("target") in chosen]
        if any(EARLIER in e.get("filters", {}).values() for e in mine):
            raise NotRead("choice")  # "a different target ..." with none before it
        return effects
    _check(effects, mine, keys)
    return [_numbered(e, keys.index(_key(e))) if e in mine else e for e in effects]


def _unlike_self(effect: Effect) -> Effect:
    """ "Another target opposing die", the line's only choice: the same as "target opposing
    die" (docs/rulings.md "Several targets")."""
    filters = effect.get("filters", {})
    if effect.get("target") != "target_opposing_die" or filters.get("unlike_choice") != EARLIER:
        return effect
    rest = {k: v for k, v in filters.items() if k != "unlike_choice"}
    return {k: v for k, v in effect.items() if k != "filters"} | ({"filters": rest} if rest else {})


def one_pick_each(body: tuple[Sentence, ...]) -> tuple[Sentence, ...]:
    """The body, if no two dice are picked of one kind in two clauses ("KO a character die
    you control and KO a character die you control": two picks, which the engine would ask
    as one choice, one answer for both); else NotRead. A pick is an effect whose own words
    pick a die (`PICKED`); "it"/"that die" after one names the die picked and is none."""
    said: dict[tuple[str, tuple[tuple[str, Any], ...]], set[tuple[int, int]]] = {}
    for index, sentence in enumerate(body):
        told = len(sentence.phrases) == len(sentence.effects)  # (where each was said)
        for at, raw in enumerate(sentence.effects):
            if raw.get("target") in PICKED:
                where = (index, sentence.phrases[at] if told else -1)
                said.setdefault(_key(raw), set()).add(where)
    if any(len(places) > 1 for places in said.values()):
        raise NotRead("choice")
    return body


def _check(effects: list[Effect], mine: list[Effect], keys: list) -> None:
    picked = [i for i, (target, _) in enumerate(keys) if target in PICKED]
    if picked not in ([], [0]):
        raise NotRead("choice")  # a die picked after a target, or two picked: not told apart
    if picked and any(e["op"] == "choose" for e in mine if e["target"] in PICKED):
        raise NotRead("choice")  # "choose a die. <target> ...": a choice of its own sentence
    if any(target not in DIE_KINDS | PICKED for target, _ in keys):
        raise NotRead("choice")  # a player, "choose ...": one choice of them
    if any(e.get("up_to") or e.get("split") for e in mine):
        raise NotRead("choice")  # several targets of one choice, and another choice
    if any(k in e for e in effects for k in _NESTED):
        raise NotRead("choice")
    for index, (_, filters) in enumerate(keys):
        if index == 0 and EARLIER in dict(filters).values():
            raise NotRead("choice")


def _numbered(effect: Effect, choice: int) -> Effect:
    found = dict(effect)
    filters = found.get("filters", {})
    if EARLIER in filters.values():
        found["filters"] = {k: (choice - 1 if v == EARLIER else v) for k, v in filters.items()}
    if choice:
        found["choice"] = choice
    return found


def settled(kind: str, record: dict[str, Any], phrases: int) -> dict[str, Any]:
    """A line's record once read: its choices match its `phrases` ("target" words), or it
    stays text only. One choice of as many same-kind effects as phrases: each its own."""
    effects = record.get("effects") or []
    mine = [e for e in effects if e.get("target") in DIE_KINDS]
    several = len({e.get("choice", 0) for e in mine}) or 1  # (a payment's choice is no die's)
    if several > 1 and any(e.get("target") in PICKED and not e.get("choice") for e in effects):
        phrases += 1  # the die picked first (`_check`): a choice no "target" word says
    if phrases <= 1:
        if several > 1:
            raise NotRead("choice")  # two kinds of one phrase: not ours to number
        return record
    if kind == "burst" or any(k in e for e in effects for k in _NESTED):
        raise NotRead("choice")
    if several == phrases:
        return record
    if several == 1 and len(mine) == phrases and len({_key(e) for e in mine}) == 1:
        if any(e.get("up_to") or e.get("split") for e in mine):
            raise NotRead("choice")
        at = iter(range(phrases))
        numbered = [_numbered(e, next(at)) if e in mine else e for e in effects]
        return {**record, "effects": numbered}
    raise NotRead("choice")  # two choices of target the words do not tell apart
