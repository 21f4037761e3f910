"""Experience tokens taken off every Adventurer card or half of them off one (effects/
card_tokens.py `halve_experience_tokens`, target kinds `target_card`, `all_cards`; docs/
rulings.md "Experience tokens"). Our own wording: cards 500ocr and 501ocr."""

from __future__ import annotations

from games.engine.abilities.effects.card_tokens import tokens
from games.engine.abilities.targets import resolve_targets, targets_for
from games.engine.model.cards import EffectSpec
from tests.engine.effects.test_experience_effects import HERE, PLAIN, ROGUE, SCOUT, run
from tests.engine.keywords.common import face_off

ADVENTURER = (("keyword", "experience"),)


def test_half_rounded_down() -> None:
    g = face_off([SCOUT, PLAIN], [ROGUE])
    run(g, "add_experience_token", ["card:1:rogue"], amount=3)
    run(g, "halve_experience_tokens", ["card:1:rogue"])
    assert tokens(g.state, "rogue", 1) == 2  # 3 // 2 = 1 taken off
    run(g, "halve_experience_tokens", ["card:1:rogue"])
    assert tokens(g.state, "rogue", 1) == 1
    b = run(g, "halve_experience_tokens", ["card:1:rogue"])
    assert b.events == [] and tokens(g.state, "rogue", 1) == 1  # near miss: half of 1 is 0


def test_a_targeted_card_is_any_player_s_adventurer_card() -> None:
    g = face_off([SCOUT, PLAIN], [ROGUE])
    assert targets_for(g.state, "target_card", 0, ADVENTURER) == ("card:0:scout", "card:1:rogue")


def test_each_adventurer_card_is_every_player_s_and_no_other() -> None:
    g = face_off([SCOUT, PLAIN], [ROGUE])
    spec = EffectSpec("remove_experience_token", 2, "all_cards", filters=ADVENTURER)
    assert resolve_targets(g.state, spec, HERE, "") == ["card:0:scout", "card:1:rogue"]
    run(g, "add_experience_token", ["card:0:scout"], amount=3)
    run(g, "add_experience_token", ["card:1:rogue"], amount=1)
    run(g, "remove_experience_token", resolve_targets(g.state, spec, HERE, ""), amount=2)
    assert tokens(g.state, "scout", 0) == 1 and tokens(g.state, "rogue", 1) == 0


def test_our_cards_carry_the_new_ops() -> None:
    import json
    from pathlib import Path

    from cards.execution import status

    data = json.loads(Path("cards/data/ocr.json").read_text())
    ours = {c["id"]: c for c in data["cards"] if c["id"] in ("500ocr", "501ocr")}
    ops = {e["op"] for c in ours.values() for a in c["abilities"] for e in a["effects"]}
    assert ops == {"halve_experience_tokens", "remove_experience_token"}
    assert all(status(c).executed for c in ours.values())
