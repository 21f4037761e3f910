"""Dice with no text (DM-12.1: card text is what abilities are; a die "has no text" while an
effect says so): a persistent effect (DM-14.2) on a card for its owner, kept as target
"card:<owner>:<card>" like the locks (abilities/locks.py):

- `no_text` (while <this> is active, the fielded copies of the chosen die have no
  text): every die of that card its owner has in the Field Zone has no text;
- `no_text_if_fielded` (a character fielded this turn loses its text till the turn ends):
  the dice of that card its owner fielded this turn (GameState.fielded) have no
  text while they are in the Field Zone, and cannot attack (abilities/permissions.py reads
  `cant_attack_named`);
- `no_text_die` ("ignore the text of target character die until end of turn"): on that one
  die (target: its id) while it stays in play;
- `no_card_text` ("ignore all text on opposing character cards, Global Abilities included,
  until end of turn"; "target card loses all text"): every die of that card its owner has in
  the Field Zone has no text, as `no_text`, and the card's Globals are barred too
  (abilities/global_bars.py asks `globals_ignored`).

A die with no text has none of its card's abilities, keywords or static abilities: its card
text is not its own (abilities/texts.py `texts_of` gives none, so its triggers and keyword
hooks are not found), and it does not make its card active (abilities/active.py, DM-18.1:
the card's "while active" text is on dice that have none). The card's Globals are no die's
text and stay usable (DM-8.16). docs/rulings.md "Dice with no text"."""

from __future__ import annotations

from games.engine.model.state import FIELD_ZONES, Die, GameState

NO_TEXT = "no_text"
NO_TEXT_IF_FIELDED = "no_text_if_fielded"
NO_CARD_TEXT = "no_card_text"
_EFFECTS = (NO_TEXT, NO_TEXT_IF_FIELDED, NO_CARD_TEXT)
# "ignore the text of target character die until end of turn": that one die has no text, a
# persistent effect on the die (target: its id), ended as it leaves play (DM-14.2)
NO_TEXT_DIE = "no_text_die"


def card_target(owner: int, card: str) -> str:
    return f"card:{owner}:{card}"  # (abilities/locks.py lock_target)


def textless(state: GameState, die: Die) -> bool:
    """Has the die no text now?"""
    if not state.lasting or die.owner is None or die.zone not in FIELD_ZONES:
        return False
    target = card_target(die.owner, die.card)
    for x in state.lasting:
        if x.target == die.id and x.effect == NO_TEXT_DIE:
            return True
        if x.target != target or x.effect not in _EFFECTS:
            continue
        if x.effect != NO_TEXT_IF_FIELDED or (die.owner, die.id) in state.fielded:
            return True
    return False


def globals_ignored(state: GameState, card_id: str) -> bool:
    """Are the card's Globals ignored (`no_card_text`)? Only when it is so on every team
    that holds the card: the same card on the other team, its text not ignored, still
    offers its Globals (docs/rulings.md "Card text ignored")."""
    if not state.lasting:
        return False
    blank = {x.target for x in state.lasting if x.effect == NO_CARD_TEXT}
    if not blank:
        return False
    seats = [seat for seat in range(state.seats) if card_id in state.players[seat].team]
    return bool(seats) and all(card_target(seat, card_id) in blank for seat in seats)


def named_and_fielded(state: GameState, die: Die) -> bool:
    """Is the die one of a named card's that its owner fielded this turn (it cannot attack)?"""
    if not state.lasting or die.owner is None or (die.owner, die.id) not in state.fielded:
        return False
    target = card_target(die.owner, die.card)
    return any(x.effect == NO_TEXT_IF_FIELDED and x.target == target for x in state.lasting)
