"""What a keyword module provides (games/engine/keywords/<name>.py): one `Keyword` record.

A keyword changes the rules in three ways, all of them data the engine looks up:
- `hooks`: functions for named hook points (`HOOK_POINTS`), which the flow and the damage
  and KO doors call for the dice and cards concerned (abilities/hooks.py);
- `triggers`: trigger names the card's printed abilities may use (Impulse's "impulse");
- `abilities`: abilities the keyword gives its card, made from its value (Range 2 -> "when
  attacks, 2 damage ..."): they go through the trigger queue like printed ones (DM-18.4);
- `effects`: effect primitives of its own that its card's abilities may name (Corrupt X's
  bag peek, Cleave's half-A damage), found through the card like its hooks.

Cards refer to keywords by name ("overcrush", "range:2"); `games.engine.loading` looks the
name up in `keywords.KEYWORDS` and stores this record on the card (CardDef.keywords), so the
doors and the flow reach a keyword's rules through the cards in play, never by importing it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from games.engine.abilities.effects.base import Effect
from games.engine.abilities.occasions import TriggerKind
from games.engine.model.cards import Ability, KeywordUse

# The named points where the rules ask keywords (and later, other rule changers) what to do.
# Each keyword hook receives the arguments listed; None/absent means "the usual rule".
HOOK_POINTS: Mapping[str, str] = {
    "combat_damage": (
        "(state, attacker, blockers, attack) -> [(target, amount)] | None: where an attacking"
        " die's combat damage goes (DM-9.7 to DM-9.10); Overcrush"
    ),
    "damage_phase": (
        "(state, die) -> int: when a die deals its combat damage; lower first, 1 is the"
        " regular time (DM-9.7); Fast"
    ),
    "replace_ko": (
        "(b, dice) -> dice handled: instead of being KO'd (DM-9.11, DM-16.1) these dice do"
        " what the keyword says; Regenerate"
    ),
    "may_be_kod": (
        "(state, die) -> bool: False if the die can't be KO'd now (DM-9.11, DM-16.1): the KO"
        " door leaves it where it is; Iron Will"
    ),
    "ko_seen": (
        "(b, kos) -> None: dice about to be KO'd, each with the player who KO'd it or None"
        " (abilities/ko_credit.py); asked of every card in play with it; Experience tokens"
    ),
    "after_roll": (
        "(b, faces) -> None: what happens to dice whose roll the keyword asked for"
        " (ChanceRequested to=<keyword>); Regenerate"
    ),
    "after_draw": (
        "(b, player, dice) -> None: what happens to dice a keyword took from a bag to look at"
        " (ChanceRequested draw to=<keyword>; they are still in the bag); Corrupt"
    ),
    "action_die_destination": (
        "(state, die) -> zone | None: where a used action die goes instead of Out of Play"
        " (DM-8.14); Continuous"
    ),
    "may_attack": (
        '(state, die) -> bool: False if the die may not attack (DM-9.1; "you can\'t" wins, DM-12.1)'
    ),
    "may_block": (
        "(state, blocker, attacker) -> bool: False if that block is not allowed (DM-9.3); asked"
        " of the blocker and of every attacking die; Call Out"
    ),
    "counts_as_sidekick": (
        "(state, die) -> bool: the die counts as a Sidekick for effects that ask (DM-12.7);"
        " Ally, in the Field Zone"
    ),
    "used_pile": (
        "(state, die) -> zone | None: where a die that would go to the Used Pile (or Out of"
        " Play in its place) goes instead; not for spent energy or a purchase; Immortal"
    ),
    "drawn": (
        "(b, player, dice) -> int: dice the active player drew from the bag into the Prep"
        " Area in their Clear and Draw Step (one draw, DM-6.3): how many more they draw; Swarm"
    ),
    "purchase_by_ko": (
        "(state, player, use, dice) -> str: why KOing those dice of the player does not pay for"
        " a purchase from the card ('' if it does, DM-8.5); Fabricate"
    ),
    "ko_payment": (
        "(state, player, use) -> hooks.KoPayment: how many dice KO'd pay for a purchase from"
        " the card, the least total of their purchase costs, and one choice of the player's"
        " dice that pays (the legal actions' example, as one energy payment is); Fabricate"
    ),
    "window_ability": (
        "(state, player, die) -> bool: the die offers an ability usable whenever its player"
        " could use a Global (DM-8.18), so that player is not passed automatically"
    ),
}


@dataclass(frozen=True)
class Keyword:
    """A keyword's rules: the glossary line it implements and what it changes."""

    name: str  # as cards list it ("energy_drain")
    label: str  # as cards print it ("Energy Drain")
    glossary: str  # the glossary line, quoted (DIGEST §3.1)
    source: str  # where the rulebooks define it ("000:L797")
    rules: tuple[str, ...] = ()  # the DM rules it touches
    hooks: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    triggers: Mapping[str, TriggerKind] = field(default_factory=dict)
    abilities: Callable[[KeywordUse], tuple[Ability, ...]] | None = None
    # Effect primitives its card's abilities may use, printed or given (Corrupt X, Cleave)
    effects: Mapping[str, Effect] = field(default_factory=dict)
    takes_value: bool = False  # "range:2": the keyword carries a number
    # A trigger (Impulse) or an effect of its own (Corrupt) the card must print an ability with.
    needs_ability: str = ""
    # Another keyword's name that asks for this one too ("Adventurers": any Experience)
    counts_as: str = ""
    # Its printed line in a shape of its own ("Fabricate 2-4: <its reminder>"): True if the
    # line only names this keyword (loading/execution.py), beside the label-and-value shape
    printed: Callable[[str, KeywordUse], bool] | None = None

    def __post_init__(self) -> None:
        unknown = set(self.hooks) - set(HOOK_POINTS)
        if unknown:
            raise ValueError(f"keyword {self.name}: no hook point named {sorted(unknown)}")
