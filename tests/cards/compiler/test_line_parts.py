"""Several abilities printed on one line (cards/compiler/reader.py `read_line`): a sentence
opening with burst marks after the action's text is its burst line (DM-17.3: "Instead, ..."
replaces the text on those faces), and each ability's checks read its own words (a static's
"no duration" does not see the next ability's "until end of turn"; one target in each of
two abilities is no two choices in one). Our own wording."""

from __future__ import annotations

from tests.cards.compiler.helpers import compiled, why


def test_an_action_text_and_its_burst_on_one_line() -> None:
    made = compiled(
        "action",
        ["KO target level 2 character die. (burst)(burst) Instead, KO target level 1 or level 2"
         " character die."],
    )  # fmt: skip
    assert "unread" not in made, made
    base, burst = made["abilities"]
    assert base["trigger"] == burst["trigger"] == "action"
    assert (burst["bursts"], burst["burst_mode"]) == ([2], "replace")
    assert burst["effects"][0]["op"] == "ko"


def test_each_ability_of_a_line_is_checked_on_its_own_words() -> None:
    made = compiled(
        "character",
        ["Wren Hollow can't attack. When fielded, target Sidekick die you control gets +2D"
         " until end of turn."],
    )  # fmt: skip
    assert "unread" not in made, made
    static, fielded = made["abilities"]
    assert static["trigger"] == "static" and fielded["trigger"] == "when_fielded"


def test_near_misses_stay_text_only() -> None:
    # two targets in one sentence, a player's and a die's: one choice too many (the engine
    # asks several choices of dice in turn only, cards/compiler/several.py)
    assert why(
        "character",
        "When fielded, target character die gets +1A and target player gains 1 life. When "
        "Wren Hollow attacks, it gets +1A.",
    )
    # a burst mark inside a sentence is no burst line of its own
    assert why("action", "KO target level 1 character die (burst) instead of a level 2 one.")
