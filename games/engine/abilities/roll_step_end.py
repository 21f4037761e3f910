"""The end of a player's Roll and Reroll Step as an occasion (issue 16): "at the end of your
Roll and Reroll Step, <effect>". The flow announces it once per step, as the rolled dice
reach the Reserve Pool (DM-7.3), together with each rolled die's "rolled" (DM-2.6, DM-7.5:
what the step rolled counts at its end), so both resolve before the Main Step begins. Its
player is the one whose step it was: scope `player` hears that player's cards, `opposing`
their opponents' ("at the end of your opponent's Roll and Reroll Step").

A step in which nothing was rolled (an empty Prep Area: no die drawn, none prepped) announces
nothing: its Reserve Pool is empty too (DM-6.1 cleared it), so no "for each die you rolled"
and no "a die in your Reserve Pool" has anything to act on (docs/rulings.md "The end of the
Roll and Reroll Step").

What a card counts there ("for each <self> die you rolled that shows an energy face") is read
from the Reserve Pool as the ability resolves: at the end of its owner's step it holds
exactly the dice rolled in that step (DM-6.1 cleared it at the start of the turn)."""

from __future__ import annotations

OCCASION = "roll_step_ended"
