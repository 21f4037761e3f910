"""The target kinds card data may name (DM-13): what an effect affects, whose, and whether its
controller chooses one (DM-13.1) or every one is affected (DM-13.3). The closed table
`abilities/targets.py` reads; a new kind is one line here."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TargetKind:
    what: str  # "none" | "player" | "die" | "player_or_die" | "card" | "this_die" | "rolled" ...
    owner: str = "any"  # "yours" | "opposing" | "any" | "defending" | "active" (players, dice)
    chosen: bool = False  # "target ...": the controller picks one (DM-13.1)
    # False: picked but not targeted ("move a die from your Used Pile", "capture an opposing
    # character": DM-13.1 only "target" targets), so "can't be targeted" does not bar it
    targeting: bool = True
    players: str = ""  # the player kind a "player_or_die" kind offers, if not `owner`'s


TARGETS: dict[str, TargetKind] = {
    "none": TargetKind("none"),
    "you": TargetKind("player", "yours"),
    "opponent": TargetKind("player", "opposing"),
    # "the defending player": the inactive player while an attack is on (DM-9, DM-9.8)
    "defending_player": TargetKind("player", "defending"),
    # "that player" of a trigger of each player's turn: the player whose turn it is (DM-5)
    "active_player": TargetKind("player", "active"),
    "target_player": TargetKind("player", "any", chosen=True),
    # "each player": every seat, one effect on all at once (DM-13.3; DM-11.2: it can tie)
    "all_players": TargetKind("player", "any"),
    "target_player_or_die": TargetKind("player_or_die", "any", chosen=True),  # Attune
    "target_opponent_or_die": TargetKind("player_or_die", chosen=True, players="opponent"),
    # "target opponent or opposing character die": the opponent, or one of their dice
    "target_opponent_or_opposing_die": TargetKind(
        "player_or_die", "opposing", chosen=True, players="opponent"
    ),
    "choose_player_or_die": TargetKind("player_or_die", "any", chosen=True, targeting=False),
    "target_die": TargetKind("die", "any", chosen=True),
    "target_opposing_die": TargetKind("die", "opposing", chosen=True),
    "target_your_die": TargetKind("die", "yours", chosen=True),
    # "a die", "an opposing character", "one of your Sidekick dice": chosen, not targeted
    "choose_die": TargetKind("die", "any", chosen=True, targeting=False),
    "choose_opposing_die": TargetKind("die", "opposing", chosen=True, targeting=False),
    "choose_your_die": TargetKind("die", "yours", chosen=True, targeting=False),
    "this_die": TargetKind("this_die"),
    # a die its controller may buy, one per card (abilities/supply.py, effects/buying.py)
    "supply_die": TargetKind("supply", "yours", chosen=True, targeting=False),
    "choose_opposing_card": TargetKind("card", "opposing", chosen=True, targeting=False),
    "choose_your_card": TargetKind("card", "yours", chosen=True, targeting=False),
    "choose_card": TargetKind("card", "any", chosen=True, targeting=False),
    "target_opposing_card": TargetKind("card", "opposing", chosen=True),  # DM-13.1
    "target_card": TargetKind("card", "any", chosen=True),  # "target Adventurer card"
    # every character card of the team(s), filtered ("each Adventurer card", DM-13.3)
    "all_cards": TargetKind("card", "any"),
    "all_opposing_cards": TargetKind("card", "opposing"),  # "all opposing character cards"
    "opponent_chooses_die": TargetKind("die", "any", chosen=True, targeting=False),  # choosers.py
    "opponent_targets_their_die": TargetKind("die", "opposing", chosen=True),  # choosers.py
    "opponent_may_choose_their_die": TargetKind("die", "opposing", chosen=True, targeting=False),
    # "you may" on one effect: the controller's yes (ACCEPT) or no (DECLINE) (you_may.py)
    "you_may": TargetKind("yes", "yours", chosen=True, targeting=False),
    # "your opponent chooses: either ... or ...": the opponent picks one outcome (either_chosen.py)
    "opponent_either": TargetKind("either", "opposing", chosen=True, targeting=False),
    # "each player KOs one of their character dice": the opponent's own pick (choosers.py)
    "opponent_chooses_their_die": TargetKind("die", "opposing", chosen=True, targeting=False),
    # an energy face of the die an earlier choice named, "<die>@<face>" (energy_faces.py)
    "energy_face_of_choice": TargetKind("energy_face", chosen=True, targeting=False),
    "energy_face_opponent_chooses": TargetKind("energy_face", chosen=True, targeting=False),
    # the face one level up or down of the die an earlier choice named (either_way.py)
    "level_of_choice": TargetKind("adjacent_level", chosen=True, targeting=False),
    # one affiliation of those printed, for the die an earlier choice named (affiliation_choice.py)
    "affiliation_of_choice": TargetKind("affiliation", chosen=True, targeting=False),
    # an energy type to name, "energy:<type>" (named_energy.py)
    "energy_type_of_choice": TargetKind("energy_type", chosen=True, targeting=False),
    # the opponent, who may pay a cost of life (or DECLINE) to prevent an effect (same module)
    "opponent_may_pay": TargetKind("player", "opposing", chosen=True, targeting=False),
    # the die a "yours"/"opposing" trigger's occasion concerns (occasions.py: the source die)
    "that_die": TargetKind("this_die"),
    "moved_die": TargetKind("rolled"),  # the chosen die, wherever it went (effects/cancel.py)
    "rolled_die": TargetKind("rolled"),  # a reroll's outcome's die (abilities/outcomes.py)
    "this_card": TargetKind("this_card"),  # its dice (static abilities: "this card gets +1A")
    # a Gear card's static: the character die a die of this card is equipped to (equipped.py)
    "equipped_die": TargetKind("equipped"),
    # each character die engaged with this die (blocking it, or blocked by it: 000 glossary)
    "engaged_dice": TargetKind("engaged"),
    # each character die this die fought in this combat, it still in the Attack Zone or KO'd
    # out of it ("each character die it was engaged with"), and the attackers it blocked
    # ("the blocked character die"): relative.py
    "fought_dice": TargetKind("fought"),
    "die_it_blocked": TargetKind("it_blocked"),
    # each character die blocking this die (its blockers: relative.py)
    "blocking_this_die": TargetKind("blockers"),
    "that_die_controller": TargetKind("controller"),  # "its controller" (relative.py)
    # the action die whose use set the ability off: "when you use an action die, ... it"
    "used_action_die": TargetKind("used_action"),  # (relative.py)
    # the controller of the die this ability chose: "... and 1 damage to its controller"
    "chosen_die_controller": TargetKind("chosen_controller"),  # (chosen_controller.py)
    "all_characters": TargetKind("die", "any"),
    "all_other_characters": TargetKind("die", "any"),  # but the one chosen (choosers.py)
    "all_opposing_characters": TargetKind("die", "opposing"),
    "all_your_characters": TargetKind("die", "yours"),
    # the same, for dice a "zone" filter names outside the Field Zone ("in your Used Pile", DM-13.2)
    "all_dice": TargetKind("die", "any"),
    "all_opposing_dice": TargetKind("die", "opposing"),
    "all_your_dice": TargetKind("die", "yours"),
    "sidekick": TargetKind("none"),  # (prep: only Sidekick dice; kept for old card data)
    # one target of the damage a Reactive Global answers (abilities/extra_damage.py)
    "target_just_damaged": TargetKind("just_damaged", "any", chosen=True),
    # every character die that damage hit, filtered: "dice damaged by this Breath Weapon"
    "all_just_damaged_dice": TargetKind("just_damaged_dice", "any"),
}
