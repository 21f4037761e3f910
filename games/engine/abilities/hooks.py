"""The hook points (abilities/keyword.py HOOK_POINTS): where the flow and the doors ask the
keywords of the cards concerned to change a rule. Each function says the usual rule when no
keyword answers. The keywords of a die are those of the card text it has: its own card's, and
a copied card's while a copy is in force (abilities/texts.py, DM-23.3). Adding a keyword
never adds a case here; adding a hook point adds one function here, its entry in HOOK_POINTS
and one call where the rule it changes is applied.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from games.engine.abilities.texts import hooks_of, no_hooks
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.cards import SIDEKICK_ID, CardPool
from games.engine.model.rulesets import ruleset
from games.engine.model.state import Die, GameState, Zone


class KoPayment(NamedTuple):
    """Dice KO'd to pay for a purchase (Fabricate): `count` of them whose purchase costs
    total `total` or more; `example`: one such choice of the player's."""

    count: int
    total: int
    example: tuple[str, ...]


REGULAR_DAMAGE = 1  # the regular time for combat damage (DM-9.7); Fast is earlier


def combat_damage(
    state: GameState, attacker: str, blockers: Sequence[str], attack: int
) -> list[tuple[str, int]] | None:
    """Where an attacker's combat damage goes when a keyword decides it, else None."""
    for _, function in hooks_of(state, attacker, "combat_damage"):
        plan = function(state, attacker, blockers, attack)
        if plan is not None:
            return plan  # type: ignore[no-any-return]
    return None


def damage_phase(state: GameState, die: str) -> int:
    """When a die deals combat damage: the earliest any of its keywords asks for."""
    phase = REGULAR_DAMAGE  # (a loop, no generator: combat asks for every die in it)
    for _, function in hooks_of(state, die, "damage_phase"):
        phase = min(phase, function(state, die))
    return phase


def replace_ko(b: Batch, dice: Sequence[str]) -> set[str]:
    """Dice whose KO a keyword replaces (Regenerate); the keyword has acted for those it
    returns. A die with a replacement that did not act now stays where it is for later.
    Each keyword is asked once with all its dice of this KO, whichever cards they are of
    (grouped by the keyword's name, not by the function object: the same rules however a
    card's hooks were built, e.g. wrapped to count them, sim/survey.py)."""
    replaced: set[str] = set()
    by_keyword: dict[str, tuple[Callable[..., object], list[str]]] = {}
    for die_id in dice:
        for use, function in hooks_of(b.state, die_id, "replace_ko")[:1]:
            by_keyword.setdefault(use.name, (function, []))[1].append(die_id)
            replaced.add(die_id)
    for function, group in by_keyword.values():
        function(b, group)
    return replaced


def purchase_by_ko(state: GameState, player: int, card_id: str, dice: Sequence[str]) -> str:
    """Why KOing `dice` does not purchase a die of the card for free ('' if it does): its
    keyword says (Fabricate); a card with none never lets dice pay for it."""
    for use in state.cards[card_id].keywords:
        function = use.rules.hooks.get("purchase_by_ko") if use.rules is not None else None
        if function is not None:
            return str(function(state, player, use, dice))
    return "no keyword of the card lets dice KO'd pay for it"


def ko_payment(state: GameState, player: int, card_id: str) -> KoPayment | None:
    """How KO'd dice of `player` may pay for a purchase from the card (its keyword says:
    Fabricate): how many, the least their purchase costs total, and one choice that pays;
    None if no keyword lets dice pay or none of theirs would."""
    for use in state.cards[card_id].keywords:
        function = use.rules.hooks.get("ko_payment") if use.rules is not None else None
        if function is not None:
            found: KoPayment | None = function(state, player, use)
            return found if found is not None and found.example else None
    return None


def may_be_kod(state: GameState, die: str) -> bool:
    """False if a keyword of the die's card says it can't be KO'd now (Iron Will)."""
    for _, function in hooks_of(state, die, "may_be_kod"):  # noqa: SIM110
        if not function(state, die):
            return False
    return True


def ko_seen(b: Batch, dice: Sequence[str], who: Callable[[str], int | None]) -> None:
    """Dice about to be KO'd and who KO'd each (`who`, asked only if some card watches):
    every card in play whose keyword watches KOs is told, each keyword once (by name)."""
    told: dict[str, Callable[..., object]] = {}
    for card in b.state.cards.values():
        for use, function in card.hooks("ko_seen"):
            told.setdefault(use.name, function)
    if told:
        kos = [(d, who(d)) for d in dice]
        for function in told.values():
            function(b, kos)


def action_die_destination(state: GameState, die: str) -> Zone:
    """Where a used action die goes: Out of Play (DM-8.14) unless a keyword says otherwise;
    in 2014 it stays in the Reserve Pool while its effect applies, then goes to the Used Pile
    (001:L331-332, effects/in_use.py)."""
    for _, function in hooks_of(state, die, "action_die_destination"):
        zone = function(state, die)
        if zone is not None:
            return zone  # type: ignore[no-any-return]
    return Zone.OOP if ruleset(state.options.rules).out_of_play else Zone.RESERVE


def may_attack(state: GameState, die: str) -> bool:
    """False if a keyword of the die's card forbids it to attack."""
    # (a loop, not `all` over a generator: most dice have no such hook, and the flow asks
    # for every die that could attack)
    for _, function in hooks_of(state, die, "may_attack"):  # noqa: SIM110
        if not function(state, die):
            return False
    return True


def may_block(state: GameState, blocker: str, attacker: str) -> bool:
    """False if a keyword of the blocker's card or of an attacking die's card forbids this
    block (Call Out on one attacker also constrains the blocks of the others)."""
    attacking = state.combat.attackers if state.combat is not None else ()
    for die in (blocker, attacker, *attacking):
        for _, function in hooks_of(state, die, "may_block"):  # (a loop: most dice have none)
            if not function(state, blocker, attacker):
                return False
    return True


def counts_as_sidekick(state: GameState, die: Die) -> bool:
    """Is the die a Sidekick for effects that ask (DM-1.7, DM-12.7 "any Sidekicks")? Sidekick
    dice are; a keyword may make another die count as one as well (Ally)."""
    if die.card == SIDEKICK_ID:
        return True
    for _, function in hooks_of(state, die.id, "counts_as_sidekick"):  # (most have none)
        if function(state, die):
            return True
    return False


def window_ability_ready(state: GameState, player: int) -> bool:
    """Does a die of `player` in the Field Zone offer an ability usable whenever its player
    could use a Global (DM-8.18: printed "global_window" abilities, keywords' window_ability
    hooks)? Then that player is never passed automatically."""
    if isinstance(state.cards, CardPool) and not state.cards.window_abilities:
        return False  # no card of the game has one
    return _window_ability(state, player)


def _window_ability(state: GameState, player: int) -> bool:
    """`window_ability_ready` in a game with such abilities. (A function of its own: the
    generator below would make `state` a closure cell at every call of the other.)"""
    for zone in (Zone.FIELD, Zone.ATTACK):
        for die_id in state.in_zone(player, zone):
            card = state.cards[state.dice[die_id].card]
            if any(
                a.trigger == "global_window" and (not a.steps or state.step.value in a.steps)
                for a in card.abilities
            ):
                return True
            for _, function in hooks_of(state, die_id, "window_ability"):
                if function(state, player, die_id):
                    return True
    return False


def drawn(b: Batch, player: int, dice: Sequence[str]) -> int:
    """Dice drawn in the Clear and Draw Step (DM-6.3): keywords of their cards may draw
    more (Swarm), each keyword's function once with the drawn dice of its cards, saying how
    many; the step draws them all, with any other extra dice, in one draw (flow/decide.py)."""
    if no_hooks(b.state, "drawn"):
        return 0  # (the usual game: no card of it draws more)
    by_function: dict[object, list[str]] = {}
    for die_id in dice:
        for _, function in hooks_of(b.state, die_id, "drawn"):
            by_function.setdefault(function, []).append(die_id)
    more = 0  # (a loop: a generator would make `b` and `player` closure cells at every draw)
    for function, group in by_function.items():
        more += function(b, player, group) or 0  # type: ignore[operator]
    return more


def to_used_pile(b: Batch, player: int, dice: Sequence[str], to: Zone, reason: str) -> None:
    """Move `player`'s dice to the Used Pile, or Out of Play in its place (`to`): every such
    move of the rules and effects comes here, so that a keyword of a die's card may send it
    elsewhere instead (Immortal: the bag). Spent energy and purchases never do (evolve)."""
    if no_hooks(b.state, "used_pile"):  # (the usual game: every die goes where it is sent)
        if dice:
            b.emit(ev.DiceMoved(player, tuple(dice), to.value, reason))
        return
    staying: list[str] = []
    elsewhere: dict[tuple[str, str], list[str]] = {}
    for die_id in dice:
        for use, function in hooks_of(b.state, die_id, "used_pile"):
            zone = function(b.state, die_id)
            if zone is not None:
                elsewhere.setdefault((zone.value, use.name), []).append(die_id)
                break
        else:
            staying.append(die_id)
    if staying:
        b.emit(ev.DiceMoved(player, tuple(staying), to.value, reason))
    for (zone_name, keyword), group in sorted(elsewhere.items()):
        b.emit(ev.DiceMoved(player, tuple(group), zone_name, keyword))
