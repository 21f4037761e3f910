"""Reminders the engine's rules already say, dropped before the grammar reads a line.

"(no matter how many <self> dice you have fielded)" after a "while <self> is active" line
repeats DM-14.3: a static ability holds once for its card, two dice do not double it, and a
"while active" trigger scoped to its player fires once per card (abilities/occasions.py).
Only there is it dropped; after a per-die trigger ("when <self> attacks, ... (no matter how
many <self> dice attack)") it changes what the line does, so the line stays as printed and
is not read.
"""

from __future__ import annotations

import re

# a while-active line (a static, or a trigger scoped to its player: once per card), or a
# "first time each turn" line (DM-15.5: once per card and turn)
_CARD_SCOPED = re.compile(
    r"^(?:(?:continuous: )?while (?:self is )?active\b|the first time each turn\b)"
)
# (also "(not 1 damage per <self> die)": the same said of its damage)
_NO_MATTER = re.compile(
    r"\s*\((?:no matter how many [^()]*|not \d+ damage per (?:self )?die)\)\.?\s*$"
)
# "While <self> is active, <effect> each time you field a character.": the trigger said last,
# said first as every other trigger line is (one sentence; the grammar reads the deed)
_TRAILING = re.compile(
    r"^(while (?:self is )?active, )([^.;]+?) (each time|whenever) (you [^.;,]+)\.$"
)


# "each character (including yours)": every character die in play is already both players'
# (DM-13.3, the target kind all_characters); the parenthesis only says so.
_INCLUDING_YOURS = re.compile(
    r"\b((?:each|all) (?:character|characters|character dice)) \(including yours\)"
)

# "for each Sidekick in the field (count your Sidekicks only)": the parenthesis narrows the
# count to the player's own Sidekick dice in the Field Zone, the phrase counts.py reads as
# "of your sidekick dice in the field zone" (DM-18.5)
_OWN_SIDEKICKS = re.compile(
    r"\bfor each sidekick (?:die |character die )?in the field(?: zone)? "
    r"\(count your sidekicks only\)"
)


# "(you cannot roll dice that paid to field <self>; place rolled dice in your reserve pool)"
# after a when-fielded line: the first half is 001:L345-348, which the engine enforces for
# every when-fielded ability (abilities/targets.py `_not_paid_to_field`); the rest is read
_PAID_TO_FIELD = re.compile(
    r"^(when fielded, .*\()you cannot (?:roll|select) (?:dice|a die) that paid to field "
    r"(?:self|this one); "
)


# "capture an opposing character. this capture lasts until self leaves play": the capture's
# own duration said in a sentence of its own, read as "... until self leaves the field zone"
# (constructs/capture.py; DM-23.1: the capture ends when the capturing die leaves the Field
# Zone, which for a character die is leaving play)
_CAPTURE_LASTS = re.compile(
    r"^((?:when fielded, )?capture [^.;]*)\. this capture lasts until self leaves "
    r"(?:play|the field(?: zone)?)\.$"
)


# "gains Deadly." followed by the glossary's Deadly reminder in parentheses: the
# glossary's Deadly said again after the keyword a line gives (constructs/grants.py)
_DEADLY_REMINDER = re.compile(
    r"(\bgains? deadly\.?) \(at end of turn, ko all character dice that were engaged with "
    r"self\)\.?$"
)


# a die removed from the field zone to the end of the turn, then a parenthesis putting it
# beside your <kind> cards: the parenthesis is Intimidate's reminder of where the removed die waits
# (000:L793, 003:L655), the engine's removed zone (effects `move_die` zone "removed")
_REMOVED_REMINDER = re.compile(
    r"(\bfrom the field zone until (?:the )?end of (?:the )?turn)\.? \(place it next to your "
    r"(?:character|superstar|monster) cards\)\.?$"
)


# "If you field another <self> die, target a new die, cancelling all previous choices." after
# a when-fielded choice that lasts while <self> is active: the new choice ends the earlier
# ones, said first as the effect it is (constructs/no_text.py `end_choices`)
_NEW_CHOICE = re.compile(
    r"^(when fielded, )(target [^.;]+\. while self is active, [^.;]+)\. if you field another "
    r"self die, target a new die, cancell?ing all previous choices\.$"
)


# a character named, then a sentence on what happens if it is fielded that turn (its text
# ignored to the end of the turn, no attack that turn): the condition is on the named card's dice as
# they are fielded (the ability resolves before, at the start of the turn), said as the one
# effect it is (constructs/named_character.py `named_fielded`)
_NAMED_FIELDED = re.compile(
    r"(you may name a character)\. if that character is fielded this turn, ignore its text "
    r"until (?:the )?end of (?:the )?turn and it cannot attack this turn\.$"
)


# an attacking die taken out of the attack, then a parenthesis keeping it in the Field Zone:
# leaving combat moves it to the Field Zone (constructs/no_longer_attacking.py), which the
# parenthesis only says; "ko all sidekicks, including yours": "all" is both players' already
# (DM-12.7, DM-13.3); "when <self> is blocked, ... (before combat damage is dealt)": a
# "when blocked" ability resolves when blockers are declared, before any damage (DM-9.5)
_STILL_FIELDED = re.compile(r"(\bno longer attacking\.) \(it remains in the field zone\.?\)\.?$")
# "move <self> to the field zone at level N", then a parenthesis saying the die attacks no
# more: moved to the Field Zone it has left the Attack Zone, so combat (DM-9.5)
_GONE_FROM_ATTACK = r"\((?:he|she|it) is no longer attacking\)"
_MOVED_OUT = re.compile(
    rf"(\bmove (?:self|this die) to the field zone(?: at level \d)?) {_GONE_FROM_ATTACK}"
)
# "... to the field zone at its original level": said "on its original level" (the face it
# showed before the roll, constructs/roll_outcomes.py); "at" would be moves.py's level
_AT_ORIGINAL = re.compile(r"\b(field zone) at its (original|former|previous) (level|face)\b")
# "if it rolls an energy face place it ...": the comma a printing left out before the effect
_FACE_NO_COMMA = re.compile(
    r"\b(if it rolls an? (?:energy|character) face) (?=(?:place|put|move|ko|return)\b)"
)
_ALL_SIDEKICKS = re.compile(r"\b(all sidekicks), including yours\b")
_BEFORE_DAMAGE = re.compile(
    r"^((?:when|if) (?:self is )?blocked, [^()]*?)\s*\((?:before (?:combat damage is dealt|"
    r"dealing fast damage)|this extra damage resolves before normal combat damage is assigned"
    r"|this happens before damage is assigned)\.?\)\.?$"
)


# "When used, dice purchased this turn cost 1 less ... . (No matter how many <self> dice are
# used.)": the note says the change does not add up, so it belongs to the sentence it is about
# (constructs/purchase_window.py reads it there)
_USED_NO_MATTER = re.compile(
    r"^(.*\bwhen used, .*?)\.\s*(\(no matter how many self dice are used)\.?\)\.?$"
)


# a condition on a typed energy in your Reserve Pool, then a parenthesis to leave (wild) out:
# a Wild symbol is of no type until it is spent (docs/rulings.md), so a typed energy condition
# already leaves it out (abilities/conditions.py `energy`); the parenthesis only says so
_NO_WILD = re.compile(
    r"(\bif you have (?:any |an? |\w+ or more )?@(?:fist|bolt|mask|shield) (?:energy )?in "
    r"your reserve pool)\.? \((?:ignore|excluding) @wild(?: energy)?\)\.?$"
)


# "<self> costs (1) less to purchase if ... (even if <self> isn't active)", "... (<self> does not
# need to be active to use this ability)": a card's change of its own dice's costs works
# whether or not it is active (DM-8.9; abilities/costs.py), which the parenthesis only says
_OWN_COST_INACTIVE = re.compile(
    r"^([^()]*\bself costs @\d+ less to (?:purchase|field)\b[^()]*?)\.? \((?:even if self "
    r"isn't active|self does not need to be active to use this ability)\)\.?$"
)

# "At the end of your Roll and Reroll Step, <effect>. (<self> doesn't need to be active for
# this ability)": the step's end whether or not the card is active, said behind the trigger
# (constructs/roll_step_end.py); "the Roll and Reroll Step" of a line counting the dice "you
# rolled" is your own (no die of yours is rolled in an opponent's)
_ROLL_STEP_INACTIVE = re.compile(
    r"^at the end of (?:your |the (?=[^()]*\bself die (?:you|that) rolled\b))roll and reroll "
    r"step, ([^()]*?)\.? \(self (?:doesn't|does not) need to be active (?:for|to use) this "
    r"ability(?: to trigger)?\)\.?$"
)

# a count of the different energy types in your Reserve Pool with a reminder that (wild) is
# no type: Wild is of no type (DM-2.6), the count already leaves it out (counts.py)
_NO_WILD_TYPES = re.compile(
    r"(\bfor each different energy type you have in your reserve pool)\. \(@wild does not "
    r"count toward energy types\)\.?$"
)

# "ignore that die's text until end of turn. (<its card> keeps its Globals, its other dice
# their text)": what ignoring one die's text is (abilities/textless.py, DM-8.16)
_ONE_DIE_TEXT = re.compile(
    r"(\bignore [^()]*\btext\b[^()]*?)\.? \([^()]*\bkeeps its global abilit[^()]*\)\.?$"
)

# "KO target Sidekick die (yours or your opponent's)": a target die is already either
# player's (DM-13.3, the target kind target_die); "... you may instead spin him down a
# level, ... (If you can't spin down <self>, you may not use this ability.)": a KO is
# replaced only by what can happen whole (engine abilities/ko_offers.py), which it only says
_EITHER_TARGET = re.compile(r"(\btarget [^()]*?\bdie) \(yours or your opponent's\)")
_CANT_SPIN_DOWN = re.compile(
    r"^((?:when|if) (?:a )?self (?:character )?(?:die )?would be ko'd, you may instead spin "
    r"[^()]*?)\.? \(if you can't spin (?:self down|down self), you may not use this "
    r"ability\.?\)\.?$"
)


# "(<markers> give a character die +1A and +1D)" after a line that puts one on a card: what
# every such marker gives (engine abilities/markers.py, docs/rulings.md "Loyalty Counters"),
# dropped only when it says what the marker's kind gives there
_MARKER_GIVES = re.compile(
    r"(\b(?:loyalty counters?|experience tokens?)\b[^()]*?\.?) \((?:loyalty counters|experience "
    r"tokens) give (?:a )?character(?: die| dice)? \+1a and \+1d\.?\)\.?$"
)


def without_card_reminders(words: str) -> str:
    """A normalised line without the reminders above: a trailing "(no matter how many ...)"
    (or "(not 1 damage per die)") where it only repeats that a while-active ability is the
    card's, once; "(including yours)" after every character; "(count your sidekicks only)"
    after a count of the Sidekicks in the field, said as the count of your own; after a
    when-fielded line, "you cannot roll dice that paid to field <self>;" (the engine keeps
    them out); "(it remains in the field zone)" after "no longer attacking", "(he is no longer
    attacking)" after <self> moved to the Field Zone, ", including
    yours" after "all sidekicks" and "(before combat damage is dealt)" after a "when blocked"
    ability; a capture's "This capture lasts until <self> leaves play." as its "until
    <self> leaves the Field Zone"; "(ignore (wild) energy)" after a typed energy
    condition, "(even if <self> isn't active)" after a change of its own costs, what ignoring
    one die's text leaves (its card's Globals, its other dice), "(yours or your opponent's)"
    after a target die, a replacement's "(if you can't spin down <self>, you may not use
    this ability)"; and a
    while-active line's trigger said last ("... each
    time you field a character"), first; Deadly's reminder after a line gives it."""
    words = _NAMED_FIELDED.sub(
        r"\1. that character's dice fielded this turn have no text and cannot attack this turn.",
        words,
    )
    words = _NEW_CHOICE.sub(r"\1cancel all previous choices. \2.", words)
    words = _INCLUDING_YOURS.sub(r"\1", words)
    words = _USED_NO_MATTER.sub(r"\1 \2).", words)
    words = _DEADLY_REMINDER.sub(r"\1", words)
    words = _REMOVED_REMINDER.sub(r"\1.", words)
    words = _STILL_FIELDED.sub(r"\1", words)
    words = _MOVED_OUT.sub(r"\1", words)
    words = _AT_ORIGINAL.sub(r"\1 on its \2 \3", words)
    words = _FACE_NO_COMMA.sub(r"\1, ", words)
    words = _ALL_SIDEKICKS.sub(r"\1", words)
    words = _BEFORE_DAMAGE.sub(r"\1.", words)
    words = _PAID_TO_FIELD.sub(r"\1", words)
    words = _CAPTURE_LASTS.sub(r"\1 until self leaves the field zone.", words)
    words = _OWN_SIDEKICKS.sub("for each of your sidekick dice in the field zone", words)
    words = _NO_WILD.sub(r"\1.", words)
    words = _NO_WILD_TYPES.sub(r"\1.", words)
    words = _OWN_COST_INACTIVE.sub(r"\1.", words)
    words = _ROLL_STEP_INACTIVE.sub(
        r"at the end of your roll and reroll step (even if self isn't active), \1.", words
    )
    words = _ONE_DIE_TEXT.sub(r"\1.", words)
    words = _EITHER_TARGET.sub(r"\1", words)
    words = _CANT_SPIN_DOWN.sub(r"\1.", words)
    words = _MARKER_GIVES.sub(lambda m: m.group(1).rstrip(".") + ".", words)
    if not _CARD_SCOPED.match(words):
        return words
    dropped = _NO_MATTER.sub("", words).rstrip()
    if dropped != words:
        words = dropped if dropped.endswith(".") else dropped + "."
    return _TRAILING.sub(r"\1\3 \4, \2.", words)
