"""The trigger names card data may use and the occasion each waits for (DM-15, DM-18): the
table `abilities/occasions.py` reads to queue abilities. Keywords add their own
(Keyword.triggers); a new trigger is one line here (and its condition in its own module)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from msgspec import Struct

from games.engine.abilities import combat_occasions as co
from games.engine.abilities.attack_company import (
    attacks_with_others,
    blocks_with_others,
    fellow_attackers,
)
from games.engine.abilities.attack_moment import first_attacker
from games.engine.abilities.extra_damage import OCCASION
from games.engine.abilities.flip_occasions import OCCASION as FLIPPED
from games.engine.abilities.flip_occasions import a_character, an_active_character
from games.engine.abilities.keyword_uses import OCCASION as USED
from games.engine.abilities.keyword_uses import used_keyword
from games.engine.abilities.ko_ways import kod_not_by_combat
from games.engine.abilities.not_attacking import stayed_behind
from games.engine.abilities.roll_occasions import rolled_a_burst, rolled_from_prep
from games.engine.abilities.roll_step_end import OCCASION as ROLL_STEP_ENDED
from games.engine.abilities.rolls_at_once import OCCASION as ROLLS
from games.engine.abilities.rolls_at_once import outside_roll_step, two_or_more
from games.engine.abilities.unblocked import unblocked
from games.engine.model.state import GameState


@dataclass(frozen=True, slots=True)
class TriggerKind:
    occasion: str
    scope: str = "die"  # "die" | "card" | "player" | "game" | "each_die"
    needs_active: bool = False  # the card must be active (DM-18.1)
    # (state, occasion, source die) -> does this occasion trigger it? None: always.
    condition: Callable[[GameState, Occasion, str], bool] | None = None
    # (state, occasion) -> the dice the ability's trigger filters test, any one passing
    # ("KOs a Sidekick die": the dice it KO'd). None: the occasion's die.
    subjects: Callable[[GameState, Occasion], Sequence[str]] | None = None
    # an action die's for the rest of the turn it was used in (abilities/after_use.py)
    after_use: bool = False


class Occasion(Struct, frozen=True, gc=False):
    """Something abilities may trigger on. `die` and `card` name what it concerns, `player`
    who did it (or whose turn it is), `other` the die or player on the other side."""

    kind: str
    die: str = ""
    card: str = ""
    player: int | None = None
    other: str = ""
    # what paid for a purchase: each energy symbol spent, "virtual" for each virtual energy
    # (DM-2.5); empty when no energy paid for it (Crosspulse asks: keywords/crosspulse.py)
    paid: tuple[str, ...] = ()


# Trigger names of card data -> what they wait for. Keywords add their own (Keyword.triggers).
TRIGGERS: dict[str, TriggerKind] = {
    "when_fielded": TriggerKind("fielded"),  # paid or fielded by an effect (DM-18.2, DM-8.13)
    "when_attacks": TriggerKind("attacks"),
    "when_blocks": TriggerKind("blocks"),
    "when_blocked": TriggerKind("blocked"),
    "when_damaged": TriggerKind("damaged"),  # DM-16.4: even if the damage KOs it
    "when_you_are_damaged": TriggerKind("player_damaged", "player"),  # DM-12.4: not life loss
    "when_deals_damage": TriggerKind("deals_damage"),
    "when_kod": TriggerKind("kod"),
    "start_of_turn": TriggerKind("turn_started", "game", needs_active=True),  # DM-5.2
    "end_of_turn": TriggerKind("turn_ended", "game", needs_active=True),  # DM-10.3
    # "At the start / end of your turn" (DM-5.2): the occasion's player is the one whose turn
    # it is, and the "player" scope hears only that player's cards
    "start_of_your_turn": TriggerKind("turn_started", "player", needs_active=True),
    "end_of_your_turn": TriggerKind("turn_ended", "player", needs_active=True),
    # the Attack Step begins: attackers were declared (DM-8.25: none, no Attack Step)
    "start_of_attack_step": TriggerKind("attack_step_started", "game", needs_active=True),
    "start_of_your_attack_step": TriggerKind("attack_step_started", "player", needs_active=True),
    # "if <this> does not attack": each die of the card its attacking player kept back, once
    # attackers are declared (abilities/not_attacking.py)
    "when_not_attacking": TriggerKind("attack_step_started", "each_die", condition=stayed_behind),
    "when_you_use_an_action_die": TriggerKind("action_used", "player", needs_active=True),
    # "... of your opponent's attack step": the attacking player's opponents' cards
    # "before your opponent's Clear and Draw Step": the start of an opponent's turn (DM-5.2)
    "start_of_opponents_turn": TriggerKind("turn_started", "opposing", needs_active=True),
    "start_of_opponents_attack_step": TriggerKind(
        "attack_step_started", "opposing", needs_active=True
    ),
    # "whenever ..." of a player's or an opponent's die or deed, while this card is active
    # (DM-18.1; scopes "yours" and "opposing")
    "when_you_field": TriggerKind("fielded", "yours", needs_active=True),
    # "when you field ... this turn" of an action die used this turn (abilities/after_use.py)
    "when_you_field_after_use": TriggerKind("fielded", "yours", after_use=True),
    "when_opponent_fields": TriggerKind("fielded", "opposing", needs_active=True),
    "when_you_purchase": TriggerKind("purchased", "yours", needs_active=True),
    "when_opponent_purchases": TriggerKind("purchased", "opposing", needs_active=True),
    "when_your_die_is_kod": TriggerKind("kod", "yours", needs_active=True),
    "when_opposing_die_is_kod": TriggerKind("kod", "opposing", needs_active=True),
    "when_your_die_attacks": TriggerKind("attacks", "yours", needs_active=True),
    "when_opposing_die_attacks": TriggerKind("attacks", "opposing", needs_active=True),
    "when_your_die_blocks": TriggerKind("blocks", "yours", needs_active=True),
    "when_opposing_die_blocks": TriggerKind("blocks", "opposing", needs_active=True),
    "when_your_die_is_damaged": TriggerKind("damaged", "yours", needs_active=True),
    "when_opposing_die_is_damaged": TriggerKind("damaged", "opposing", needs_active=True),
    # "whenever one of your / an opposing character dice deals combat damage" (DM-9.7)
    "when_your_die_deals_combat_damage": TriggerKind(
        "deals_damage", "yours", True, condition=co.deals_combat_damage
    ),
    "when_opposing_die_deals_combat_damage": TriggerKind(
        "deals_damage", "opposing", True, condition=co.deals_combat_damage
    ),
    # "... deals combat damage to an opponent" (DM-9.8; a player's damage occasion: its die)
    "when_your_die_deals_combat_damage_to_opponent": TriggerKind(
        "damages_player", "yours", True, condition=co.combat_damages_opponent
    ),
    "when_opposing_die_deals_combat_damage_to_opponent": TriggerKind(
        "damages_player", "opposing", True, condition=co.combat_damages_opponent
    ),
    "when_opponent_uses_an_action_die": TriggerKind("action_used", "opposing", needs_active=True),
    "when_you_use_a_global": TriggerKind("global_used", "yours", needs_active=True),
    "when_opponent_uses_a_global": TriggerKind("global_used", "opposing", needs_active=True),
    # "when a player uses a Global Ability": either player's use, this card's too (DM-8.19)
    "when_a_player_uses_a_global": TriggerKind("global_used", "game", needs_active=True),
    "when_opponent_is_damaged": TriggerKind("player_damaged", "opposing", needs_active=True),
    # a Breath Weapon's use (abilities/breath.py): its user's opponents' cards; and the
    # occasion an Anti-Breath Weapon (a Reactive Global) answers, for each opponent
    "when_opponent_uses_a_breath_weapon": TriggerKind(
        "breath_weapon_used", "opposing", needs_active=True
    ),
    "when_facing_a_breath_weapon": TriggerKind("breath_weapon_faced", "player"),
    # a die's own combat and damage triggers, narrowed (abilities/combat_occasions.py)
    "when_dealt_combat_damage": TriggerKind("damaged", condition=co.combat_damaged),
    "when_deals_combat_damage": TriggerKind("deals_damage", condition=co.deals_combat_damage),
    "when_damages_opponent": TriggerKind("damages_player", condition=co.damages_opponent),
    "when_deals_combat_damage_to_opponent": TriggerKind(
        "damages_player", condition=co.combat_damages_opponent
    ),
    "when_kod_by_combat": TriggerKind("kod", condition=co.kod_by_combat),
    "when_attacks_alone": TriggerKind("attacks", condition=co.attacks_alone),
    "when_kos": TriggerKind("kos", subjects=co.victims),
    # "when <this> damages a (Villain) character die": any damage, the dice it hit filtered
    "when_damages_die": TriggerKind(
        "deals_damage", condition=co.damages_a_die, subjects=co.damaged_dice
    ),  # DM-9.11: with combat damage
    # "when <this> deals combat damage to a (Villain) character die": its combat damage hit
    # a die (DM-9.9, DM-9.10), the dice it hit then filtered
    "when_deals_combat_damage_to_die": TriggerKind(
        "deals_damage", condition=co.combat_damages_a_die, subjects=co.damaged_dice
    ),
    "when_blocks_die": TriggerKind("blocks", subjects=co.blocked_die),
    "when_blocked_by_die": TriggerKind("blocked", subjects=co.blockers),
    # "while <this> is attacking, after blockers are declared" (DM-9.4; after_blockers.py)
    "after_blockers_declared": TriggerKind("blockers_declared"),
    # "when <this> attacks and is unblocked": no blocker declared for it (unblocked.py)
    "when_unblocked": TriggerKind("blockers_declared", condition=unblocked),
    # the same moment heard once by an active card of the attacking player, attacking or not
    # (its first attacker's occasion: abilities/attack_moment.py)
    "after_blockers_declared_in_your_attack": TriggerKind(
        "blockers_declared", "yours", True, condition=first_attacker
    ),
    # the same moment heard once by an active card of the defending player ("after you
    # declare blockers", DM-9.4): the opposing attack's first attacker's occasion
    "after_you_declare_blockers": TriggerKind(
        "blockers_declared", "opposing", True, condition=first_attacker
    ),
    # blocked and not KO'd: still in the Attack Zone as combat ends (DM-9.13, flow/combat.py)
    "when_blocked_survives": TriggerKind("survived_blocked"),
    # the end of the Attack Step, for a die still engaged there (flow/combat.py)
    "end_of_attack_step": TriggerKind("attack_step_ending"),
    # DM-9.1: declared with at least one other attacker (abilities/attack_company.py)
    "when_attacks_with_others": TriggerKind("attacks", condition=attacks_with_others),
    # "... attacks with a (grv) character die": another attacker passes the trigger filters
    "when_attacks_with_die": TriggerKind(
        "attacks", condition=attacks_with_others, subjects=fellow_attackers
    ),
    # DM-9.3: "blocks and you declare at least one other blocker"
    "when_blocks_with_others": TriggerKind("blocks", condition=blocks_with_others),
    # a die of this card purchased, whether or not the card is active (as Impulse's, 002:L771;
    # docs/rulings.md "A character's own purchase"): `self` is the purchased die
    "when_purchased": TriggerKind("purchased", "card"),
    # a die of this card spent as energy to pay a fielding cost (flow/main_step.py), active
    # or not (docs/rulings.md "A die spent to field"): `self` is that die, spent
    "when_spent_to_field": TriggerKind("spent_to_field"),
    # any purchase of the player's while an effect of this card lasts on them (its condition):
    # an action card's "this turn" (effects/purchase_window.py), active or not
    "on_your_purchase": TriggerKind("purchased", "yours"),
    # every KO but a combat KO (DM-9.11): an ability's damage or an effect's KO (ko_ways.py)
    "when_kod_not_by_combat": TriggerKind("kod", condition=kod_not_by_combat),
    # an effect spun the die up one or more levels (effects/spin.py): Awaken, and any die's
    "when_spins_up": TriggerKind("spun_up"),
    "when_your_die_spins_up": TriggerKind("spun_up", "yours", needs_active=True),
    "when_opposing_die_spins_up": TriggerKind("spun_up", "opposing", needs_active=True),
    "when_your_die_spins_down": TriggerKind("spun_down", "yours", needs_active=True),
    "when_opposing_die_spins_down": TriggerKind("spun_down", "opposing", needs_active=True),
    # Back for More: rolled in its owner's Roll and Reroll Step (roll_occasions.py)
    "when_rolled_from_prep": TriggerKind("rolled", condition=rolled_from_prep),
    "when_you_roll_a_burst": TriggerKind("rolled", "yours", True, condition=rolled_a_burst),
    # the end of a Roll and Reroll Step (abilities/roll_step_end.py): its player's own
    # (active, DM-18.1; or "<self> doesn't need to be active": any card of the team), or an
    # opponent's
    "end_of_your_roll_step": TriggerKind(ROLL_STEP_ENDED, "player", needs_active=True),
    "end_of_your_roll_step_inactive": TriggerKind(ROLL_STEP_ENDED, "player"),
    "end_of_opponents_roll_step": TriggerKind(ROLL_STEP_ENDED, "opposing", needs_active=True),
    # one roll of two or more dice by an opponent (abilities/rolls_at_once.py)
    "when_opponent_rolls_two_or_more": TriggerKind(ROLLS, "opposing", True, condition=two_or_more),
    # any roll of an opponent's made outside a Roll and Reroll Step (an effect's, DM-20.3)
    "when_opponent_rolls_outside_roll_step": TriggerKind(
        ROLLS, "opposing", True, condition=outside_roll_step
    ),
    # its player dealt damage with an action die or a Global (a Reactive's: extra_damage.py)
    "when_you_deal_action_or_global_damage": TriggerKind(OCCASION, "player"),
    # (and abilities/survival.py's, damaged and not KO'd by it: it reads the stats)
    # a die used its Infiltrate (abilities/keyword_uses.py): its own, or one of a player's
    "when_uses_infiltrate": TriggerKind(USED, condition=used_keyword("infiltrate")),
    "when_your_die_uses_infiltrate": TriggerKind(
        USED, "yours", True, condition=used_keyword("infiltrate")
    ),
    "when_opposing_die_uses_infiltrate": TriggerKind(
        USED, "opposing", True, condition=used_keyword("infiltrate")
    ),
    # a card turned to its other side (abilities/flip_occasions.py): this card, while active,
    # heard by the side turned up; any card / character card / active character card of
    # the player who flipped it, or of an opponent
    "when_flipped": TriggerKind(FLIPPED, "card", needs_active=True),
    "when_you_flip_a_card": TriggerKind(FLIPPED, "player", needs_active=True),
    "when_you_flip_a_character": TriggerKind(FLIPPED, "player", True, condition=a_character),
    "when_you_flip_an_active_character": TriggerKind(
        FLIPPED, "player", True, condition=an_active_character
    ),
    "when_opponent_flips_an_active_character": TriggerKind(
        FLIPPED, "opposing", True, condition=an_active_character
    ),
}
# Not occasions: an action die's effect is its use (DM-8.14); a static ability holds while
# its condition does (DM-14.3).
# "global_window": used whenever its player could use a Global (DM-8.18; flow/main_step.py).
SPECIAL_TRIGGERS = frozenset({"action", "static", "global_window"})
# Also announced: "purchased" (Impulse), "kos" (Frag, Cleave), "rolled" (a die's roll ended:
# the Roll and Reroll Step's at its end, an effect's at once; Energize).
OCCASIONS = frozenset(t.occasion for t in TRIGGERS.values()) | {"purchased", "kos", "rolled"}
# "global_used": a player used a Global (flow/main_step.py), after paying it (DM-8.19)
