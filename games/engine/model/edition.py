"""The rules edition: which version of the engine's rules a game log was played under.

A log is validated by deciding every batch again with today's engine, so a fix to the rules
can make an honest old log stop validating. `GameCreated.rules_edition` records the edition
a game was created under; a validated replay that fails under a different edition says
`log/rules_edition_changed` (could not be re-validated under current rules) instead of
calling the log corrupt (log/replay.py, docs/event-log.md "Rules edition").

Bump `RULES_EDITION` (and add a line to `HISTORY`) in the same commit as any change to
`decide` or `evolve` (the flow, the abilities, the keywords, the team or setup rules) that
can change what a stored log means or whether it validates: a log written before it may then
be refused, or its events may be produced differently. A change that no stored log can notice
(speed, refactoring, a new event type or option that old logs never name, a message's
wording) does not bump it; when unsure, bump.
"""

from __future__ import annotations

# Edition 1 is every log written before the edition was recorded (no `rules_edition` field),
# under whatever engine was current then: the rules changed without the log saying so.
FIRST_RULES_EDITION = 1

RULES_EDITION = 16

# What each edition changed (the newest last). Shown to nobody; kept for the people who bump.
HISTORY: tuple[tuple[int, str], ...] = (
    (1, "logs without rules_edition: any engine before 2026-11-26"),
    (2, "2026-11-26: the edition is recorded in GameCreated.rules_edition"),
    (3, "2026-11-26: life checked after each effect (DM-11.1); a spin no target it can't move"),
    (4, "2026-11-26: a die regenerated in the Fast phase is out of combat at the regular time"),
    (5, "2026-11-26: a once-per-turn Global both players brought is used once per copy"),
    (6, "2026-11-26: character dice left in the Reserve Pool go to the Used Pile at turn end"),
    (7, "2026-11-26: virtual energy left at Cleanup is lost under dm-2018 too"),
    (8, "2026-11-26: each player rolls their own Regenerate dice, the active player's first"),
    (9, "2026-11-26: a Fast phase's 'when damaged' resolve before its KOs (new steps)"),
    (10, "2026-11-26: dm-2014 action die stays in the Reserve Pool until its effect is applied"),
    (11, "2026-11-29: dice an effect fields count as fielded this turn (DiceMoved.fielding)"),
    (12, "2026-11-29: a keyword a Global gives has its abilities (Deadly, Range given)"),
    (
        13,
        "2026-11-30: a die rerolled off the Field Zone leaves it (Aftershock, left_field);"
        " an 'if you do' cost is checked on its own choice's answer",
    ),
    (14, "2026-11-30: a die's own 'deals combat damage to an opponent' effects find it OOP"),
    (15, "2026-12-01: a triggered effect on 'this card' acts on its dice in the field (was none)"),
    (16, "2026-12-01: a die's Global-window ability is refused while its condition is false"),
)
