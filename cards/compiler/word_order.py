"""Lines that say what another line shape says, in an order the grammar does not read: said
in the order it does, before it reads them (a normalised line in, a normalised line out).

- A character's line that opens with its predicate ("Cannot be blocked by Adventurers.",
  "Gets +2A when blocked by ..."): the subject left out is the card's own die (as "When
  blocked, ..." already is), `self`.
- "<self> gets +2A and +1D (until the end of the turn) when he blocks.", "<self> gets +2A when
  blocked (by <dice>) until end of turn": the trigger said last, said first ("when <self>
  blocks, <self> gets ... until end of turn."): the bonus starts at the deed (DM-9.5: a
  "when blocks" / "when blocked" ability resolves as blockers are declared) and, as every
  change of a die's A and D a trigger gives, lasts the turn (DM-16.1, DM-10.1).
- "<self> gets +5D on the turn he is fielded": from its fielding to the end of that turn,
  which is what "when <self> is fielded, <self> gets +5D until end of turn" does.
- "Your opponent can't target <self> with Global abilities": "<self> can't be targeted by
  opposing Global abilities" (DM-13.1).
- "Each of your <self> dice gets +3A", "each <self> die gets ...", "your <self> dice get ...":
  what "<self> gets +3A" says of the card's dice (a static reaches each of them, DM-14.3).
- "<self> is unblockable while your Batman is active.": another character's presence said
  after the static it holds, said first ("if your %batman is active, ...", the condition
  cards/compiler/while_named.py reads "while %batman is active, ..." as).
- A parenthesis that only says what "all" / "each" already means ("all characters (both
  players')", "each character die (including your own)": both players' dice, DM-13.3, the
  target kind all_characters), and Overcrush's reminder in other words after a line gives
  it ("(damage dealt in excess of blockers' health is dealt to opponent)", DM-14.1: the
  keyword is its glossary's rules): dropped.

- "When you have 3 or more active (av) characters, <self> can't be blocked.", "When your
  opponent has a (shield) character die in their Field Zone, <self> gets +2A.": a state, not
  an occasion (no deed happens), said with "when" (or "while": "While you have another (av)
  and another (gg) character active, ..."): "if ..., ..." (a static under its
  condition, DM-14.3); one whose effect opens with its own trigger ("..., when <self>
  attacks, ...") is left as printed.
- "While <self> is active, while an opponent has <dice>, <static>": the second "while" is
  the static's condition, as "if" (cards/compiler/while_named.py, DM-14.3).
- Cost changes in other words (constructs/cost_changes.py): "sidekick character cost" (the
  dice), "when <self> is active, <dice> cost ..." (the static's "while"), "cost 2 energy
  less for you to buy" ("cost you 2 less to buy"), and a life condition "while you are at
  less than 11 life" ("while you have 10 or less life").
- "Each player loses 1 life at the start of their turn": "at the start of each player's turn,
  that player loses 1 life" (constructs/turn_player.py: the turn's player).
- "Your opponent must reroll their active <kind> character dice": no choice of theirs, so
  "reroll each opposing <kind> character die".
- A redirection of up to N "of that damage from each source" as you would take damage:
  "you may redirect up to N damage from each source from you to <self>" (constructs/
  static_redirect.py: offered as the damage is dealt).

Anything else is left as printed (read as it is, or text only).
"""

from __future__ import annotations

import re

_STATS = r"[+-]\d{1,2}[ad](?:(?:,? and|,) [+-]\d{1,2}[ad])?"
_TURN = r"(?:\(until (?:the )?end of (?:the )?turn\)|until (?:the )?end of (?:the )?turn)"
_PRONOUN = r"(?:he|she|it|self)"

# a character's line with no subject: "cannot be blocked by ...", "gets +2a when blocked ..."
_NO_SUBJECT = re.compile(r"^(?=(?:cannot|can't) be blocked\b|gets? [+-]\d)")
# "self gets <stats> (until the end of the turn) when he blocks / attacks / is blocked"
_DEED_LAST = re.compile(
    rf"^self gets ({_STATS})(?: {_TURN})? when (?:{_PRONOUN} )?(blocks|attacks|is blocked|"
    rf"blocked)( by [^.;()]+?)?(?: {_TURN})?\.$"
)
_DEEDS = {"blocks": "blocks", "attacks": "attacks", "is blocked": "is blocked",
          "blocked": "is blocked"}  # fmt: skip
_FIELDED_TURN = re.compile(
    rf"^self gets ({_STATS}) (?:on )?the turn {_PRONOUN} (?:is|was) fielded\.$"
)
_GLOBAL_TARGET = re.compile(
    r"^your opponent (?:can't|cannot|may not) target self with global abilities\.$"
)
_OWN_DICE = re.compile(
    r"^((?:if|while) [^,.;]+, )?(?:each of your self dice|each self die|your self dice) gets?\b"
)
_WHILE_NAMED_LAST = re.compile(r"^(self [^,.;]+?) while ((?:your )?%[a-z0-9_'\-]+) is active\.$")
# "(both players')", "(including your own)", "(yours and your opponent's)" after all / each
_BOTH = re.compile(
    r"\b((?:all|each) (?:character|characters|character dice|character die|sidekicks|"
    r"sidekick dice)) \((?:both players'?|including your own|yours and your opponent's)\)"
)
_WHEN_STATE = re.compile(
    r"^(?:when|while) (you have|your opponent has|an opponent has) ([^,.;]+), "
    r"(?!when\b|whenever\b|each\b)"
)
_OVERCRUSH_REMINDER = re.compile(r"(\bovercrush\b[^()]*?)\s*\([^()]*\bin excess of\b[^()]*\)")
# "for every active (dcv) character die", "for every sidekick die in either player's field
# zone": "for each" (constructs/counts.py), every die in the Field Zone being both players'
_EVERY = re.compile(r"\bfor every ([^.;,()]+?)(?: in either player's field zone)?(?=[.;,]|$)")
# (a player's state only: "while blocking" is the die's own, constructs/own_combat.py)
_WHILE_LAST = re.compile(
    r"^(self gets [^;()]+?) while ((?:you|your|an opponent|your opponent|there)\b[^,.;()]+)\.$"
)

_COSTS = (
    (re.compile(r"\bsidekick character cost\b"), "sidekick character dice cost"),
    (re.compile(r"^when self is active, (?=[^.;]*\bcosts?\b[^.;]*\.$)"), "while self is active, "),
    (
        re.compile(r"\bcost (\d+) energy less for you to (buy|purchase)\b"),
        r"cost you \1 less to \2",
    ),
)
_WHILE_WHILE = re.compile(r"^(while self is active, )while ((?:you|your|an opponent)\b[^,.;]+), ")
_LESS_THAN_LIFE = re.compile(r"\byou are at less than (\d+) life\b")
# "each player loses 1 life at the start of their turn": each turn's player (turn_player.py)
_THEIR_TURN = re.compile(
    r"^((?:while self is active, )?)each player (loses|gains) (\d{1,2}) life at the "
    r"(start|beginning|end) of their turn\.$"
)

# "your opponent must reroll their active (dcv) character dice": a reroll is no choice of
# theirs (DM-7.2), so it is "reroll each opposing (dcv) character die" (the dice in the Field
# Zone, DM-13.2)
_THEY_REROLL = re.compile(
    r"\b(?:target )?(?:your )?opponent must reroll (?:all of )?their (?:active |fielded )?"
    r"((?:non-)?(?:[#%][a-z0-9_'\-]+ |sidekick )?)(?:character dice|characters)(?=[.;,]|$)"
)


# (a redirection of up to N "of that damage", each source's, as you would take damage)
_EACH_SOURCE = re.compile(
    r"\bwhenever you would take damage, (you may redirect up to \d{1,2}) of that damage "
    r"(from each source) to "
)


def plain(words: str, kind: str) -> str:
    """`words` (a normalised line of a card of `kind`) in the order the grammar reads, or as
    they were (see the module's docstring)."""
    words = _BOTH.sub(r"\1", words)
    words = _OVERCRUSH_REMINDER.sub(r"\1", words)
    words = _WHILE_WHILE.sub(r"\1if \2, ", words)
    for said, meant in _COSTS:
        words = said.sub(meant, words)
    words = _LESS_THAN_LIFE.sub(lambda m: f"you have {int(m.group(1)) - 1} or less life", words)
    words = _THEY_REROLL.sub(r"reroll each opposing \1character die", words)
    words = _EACH_SOURCE.sub(r"\1 damage \2 from you to ", words)
    words = _THEIR_TURN.sub(r"\1at the \4 of each player's turn, that player \2 \3 life.", words)
    if kind != "character":
        return words
    if _NO_SUBJECT.match(words):
        words = re.sub(r"^get ", "gets ", words)  # "get +2a": the die's, one
        words = "self " + words
    deed = _DEED_LAST.match(words)
    if deed:
        by = deed.group(3) or ""
        if by and deed.group(2) not in ("is blocked", "blocked"):
            return words  # "when he blocks by ..." says nothing the grammar knows
        said = f"self {_DEEDS[deed.group(2)]}{by}"
        return f"when {said}, self gets {deed.group(1)} until end of turn."
    fielded = _FIELDED_TURN.match(words)
    if fielded:
        return f"when self is fielded, self gets {fielded.group(1)} until end of turn."
    words = _OWN_DICE.sub(lambda m: f"{m.group(1) or ''}self gets", words)
    words = _WHILE_NAMED_LAST.sub(r"if \2 is active, \1.", words)
    words = _EVERY.sub(
        lambda m: (
            f"for each {m.group(1)}"
            + (" in the field zone" if "either player" in m.group(0) else "")
        ),
        words,
    )
    words = _WHILE_LAST.sub(r"if \2, \1.", words)
    if _GLOBAL_TARGET.match(words):
        return "self can't be targeted by opposing global abilities."
    return _WHEN_STATE.sub(r"if \1 \2, ", words)
