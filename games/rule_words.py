"""The Dice Masters rules the engine cites, in a sentence of our own words each, so the play
page can say why a move was refused or why a die moved ("DM-8.6: ...").

The numbers are DIGEST.md's (docs/engine.md); the words summarise the rule, they do not
quote the rulebooks. A rule without words here is shown by its number alone.
"""

from __future__ import annotations

RULES: dict[str, str] = {
    # the 2014 rules (the Uncanny X-Men book, "001"), where they differ
    "001:L292-293": "2014 rules: a card with an energy type needs one energy of that type of "
    "its own, even when several are paid for at once.",
    "001:L309-311": "2014 rules: several dice may be bought at once with one payment, so that "
    "a generic die is spent completely.",
    "001:L331-332": "2014 rules: an action die's effect is applied first; then the die moves "
    "from the Reserve Pool to the Used Pile.",
    "001:L341-342": "2014 rules: several characters may be fielded at once with one payment of "
    "their fielding costs.",
    "001:L824-827": "2014 rules: a Global may be paid for several times at once; those uses "
    "resolve together as one effect.",
    "DM-2.2": "Wild energy may be spent as any one energy type.",
    "DM-2.3": "Generic energy has no type; it pays costs but never a type requirement.",
    "DM-2.5": "Virtual energy comes from effects, not dice, and is lost when you pass priority.",
    "DM-3.2": "A standard team is up to 8 character or action cards and 2 Basic Action Cards.",
    "DM-3.3": "Each Basic Action Card carries 3 dice that both players may buy.",
    "DM-3.6": "In a demo game each player brings 2 characters and 1 Basic Action Card.",
    "DM-3.7": "A random method decides who chooses to go first.",
    "DM-5.1": "Players take turns; a step once finished cannot be gone back to.",
    "DM-6.1": "Clear: dice left in your Reserve Pool go to your Used Pile (they were not used).",
    "DM-6.2": "Draw: draw 4 dice from your bag into your Prep Area, refilling the bag from the "
    "Used Pile if it runs out.",
    "DM-6.4": "A player who cannot draw all their dice loses life for each die missing.",
    "DM-6.5": "The first player's first turn draws 3 dice; the 4th goes Out of Play.",
    "DM-7.1": "Roll every die in your Prep Area.",
    "DM-7.2": "You get one reroll: any, all or none of the rolled dice, as one group.",
    "DM-7.3": "Rolled dice move to the Reserve Pool showing the face they landed on.",
    "DM-8.1": "Energy spent on your turn goes Out of Play; on the opponent's turn to the Used "
    "Pile.",
    "DM-8.2": "You may never spend energy for no reason: pay exactly the cost.",
    "DM-8.3": "A die showing two energy may be spent in part; it turns to the face showing what "
    "is left.",
    "DM-8.4": "Energy is spent from your own Reserve Pool only.",
    "DM-8.5": "Only the active player buys dice, in the Main Step, from the Basic Action Cards "
    "and their own cards.",
    "DM-8.6": "Pay the cost with at least one energy of each of the card's types (Wild counts as "
    "any type).",
    "DM-8.8": "A bought die goes to your Used Pile; the energy spent goes Out of Play.",
    "DM-8.10": "Fielding a character die costs the fielding cost on its face, any energy.",
    "DM-8.11": "Character dice not fielded by the end of the Main Step go to the Used Pile.",
    "DM-8.14": "An action die showing an action face may be used in your Main Step or Attack "
    "Step; it then goes Out of Play.",
    "DM-8.16": "Either player may use any Global ability in play, paying its cost.",
    "DM-8.18": "Abilities usable whenever you could use a Global work in the same windows.",
    "DM-8.19": "Some Globals are limited: once per turn, or only on your own turn.",
    "DM-8.21": "When the active player is done they pass priority to the other player.",
    "DM-8.22": "The inactive player may only use Globals and Global-timed abilities, one at a "
    "time.",
    "DM-8.24": "The Main Step ends when both players pass in a row.",
    "DM-9.1": "Any of your fielded character dice may attack; they move to the Attack Zone.",
    "DM-9.3": "The defender chooses blockers; each blocks one attacker, and several may block "
    "the same one.",
    "DM-9.5": "An attacker that was blocked stays blocked, even if its blockers leave.",
    "DM-9.6": "In the Attack Step players may use action dice and Globals, but not buy or field.",
    "DM-9.7": "Both players assign combat damage; it is dealt at the same time.",
    "DM-9.9": "A blocked attacker splits all of its attack among its blockers, as its player "
    "chooses.",
    "DM-9.10": "A blocker deals all of its attack to the attacker it blocks.",
    "DM-9.11": "Dice with damage equal to or more than their defense are KO'd to their owner's "
    "Prep Area.",
    "DM-9.8": "Unblocked attackers deal their attack to the defending player, then go Out of Play.",
    "DM-9.12": "Damage on a die adds up over the turn.",
    "DM-9.13": "Attackers still in the Attack Zone after combat return to the Field Zone.",
    "DM-10.1": "Cleanup: all damage is cleared and until-end-of-turn effects end.",
    "DM-10.2": "Unused action dice in the Reserve Pool go to the Used Pile.",
    "DM-10.4": "The turn ends: dice Out of Play go to the Used Pile.",
    "DM-11.1": "A player whose life reaches 0 loses the game.",
    "DM-11.3": "Life can never go above the starting life.",
    "DM-12.2": "Costs must be paid in full; an effect you cannot pay for cannot be used.",
    "DM-13.4": "An effect with no valid target cannot be started.",
    "DM-14.2": "Persistent effects last for the time they state, or until Cleanup.",
    "DM-14.3": "Static effects hold while their condition holds.",
    "DM-15.2": "The active player's triggered effects resolve first, in the order they choose.",
    "DM-16.1": "Attack and defense bonuses add up; numbers never go below zero.",
    "DM-22.1": "A rerolled die stays where it is unless its new face cannot be there.",
}

# Why an automatic move happened: the `reason` of a DiceMoved or LifeLost event -> rule.
REASONS: dict[str, str] = {
    "clear": "DM-6.1",
    "rolled": "DM-7.3",
    "rerolled": "DM-22.1",
    "unfielded": "DM-8.11",
    "unblocked": "DM-9.8",
    "end_of_combat": "DM-9.13",
    "unused_action": "DM-10.2",
    "end_of_turn": "DM-10.4",
    "unable_to_draw": "DM-6.4",
    "action_used": "001:L331-332",
}

# Automatic events and the rule behind them (the play page's log explains each).
EVENTS: dict[str, str] = {
    "DiePurchased": "DM-8.8",
    "DieFabricated": "DM-8.8",
    "DicePurchased": "001:L309-311",
    "CharacterFielded": "DM-8.10",
    "CharacterFieldedInstead": "DM-8.10",
    "CharactersFielded": "001:L341-342",
    "GlobalsUsed": "001:L824-827",
    "ActionDieUsed": "DM-8.14",
    "BagRefilled": "DM-6.2",
    "DiceKnockedOut": "DM-9.11",
    "DamageAssigned": "DM-9.9",
    "BlockersDeclared": "DM-9.3",
    "AttackersDeclared": "DM-9.1",
    "RerollChosen": "DM-7.2",
    "VirtualEnergyLost": "DM-2.5",
    "TurnCleanedUp": "DM-10.1",
    "GameEnded": "DM-11.1",
    "PlayerDamaged": "DM-9.8",
    "GlobalUsed": "DM-8.16",
}


def words() -> dict[str, dict[str, str]]:
    """What the play page needs, as JSON: rule words, and which rule explains what."""
    return {"rules": RULES, "reasons": REASONS, "events": EVENTS}
