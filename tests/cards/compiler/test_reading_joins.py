"""How the reading joins and opens what it says (games/reading): a spin of two or more
levels ends on the end level (DM-21.1, DM-21.2: "to level 1"), a static ability's effects
hold together ("and", not "then": DM-14), an optional effect of "you" reads "you may".
Our own wording."""

from __future__ import annotations

from tests.cards.compiler.helpers import NAME, said


def test_a_spin_to_the_end_level_says_the_level() -> None:
    assert said(f"When {NAME} is fielded, spin target character die to level 1.") == (
        "When fielded: spin target character die down to level 1."
    )
    assert said(f"When {NAME} is fielded, spin target character die up 2 levels.") == (
        "When fielded: spin target character die up to level 3."
    )
    assert said(f"When {NAME} is fielded, spin target character die down 1 level.") == (
        "When fielded: spin target character die down 1 level."
    )


def test_static_effects_hold_together() -> None:
    line = f"While {NAME} is active, your opponent must pay 3 life to use an action die or "
    line += "Global Ability."
    assert ", and your opponent pays 3 life" in said(line)
    assert ", then" not in said(line)


def test_an_optional_effect_of_you_reads_you_may() -> None:
    line = f"When {NAME} attacks, you may pay 2 life. If you do, your opponent loses 2 life."
    assert said(line) == (
        "When this die attacks: you may lose 2 life; if you do, your opponent loses 2 life."
    )
    line = f"While {NAME} is active, you may reroll one die one extra time during your Roll and "
    assert said(line + "Reroll Step.").startswith("While this card is active: you may take an")
