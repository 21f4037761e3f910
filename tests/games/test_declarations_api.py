"""Declarations over the API (issue 7): the declaring seat sees a `declare` description, a
dispute opens a judges' dispute on the declaration, and the audit (and `manage.py audit`)
report the share of declared events."""

import io
import random
from typing import Any

import pytest
from django.core.management import call_command

from games import services
from games.engine.api import waiting_for
from games.engine.sim.bots import greedy_bot
from games.models import Dispute, Game
from tests.games.test_api import client_for, url

pytestmark = pytest.mark.django_db

TEAMS = ((("98ocr", 4), ("1ocr", 4)), (("13ocr", 4), ("1ocr", 4)))
BACS = (("41ocr",), ("40ocr",))


@pytest.fixture(autouse=True)
def text_only_card() -> None:
    """A card whose "when fielded" the engine does not run (text only): it is declared."""
    from cards import services as card_services

    record = {**card_services.card_by_code("1ocr").current_version.data}
    text = "When fielded, your opponent feels uneasy."
    record.update(
        id="98ocr", number="98", name="Test Oracle", subtitle="Text Only",
        abilities=[{"trigger": "when_fielded", "text": text}], text=[text],
    )  # fmt: skip
    card_services.import_records([card_services.Incoming(record, "ocr", "98")], "test")


def _until_declare(game: Game, users: dict[str, Any]) -> int:
    rng = random.Random(0)
    seats = (users["alice"], users["bob"])
    for _ in range(600):
        state = services.load_state(game)
        pending = waiting_for(state)
        assert pending is not None, "the game ended before a declaration"
        if pending.kind == "declare":
            return pending.player  # type: ignore[return-value]
        action = greedy_bot(state, pending.player, rng)  # type: ignore[arg-type]
        services.submit_action(game.pk, seats[pending.player], action.to_dict(), game.head_seq)
        game.refresh_from_db()
    pytest.skip("no declaration reached")


def test_a_declaration_disputed_over_the_api_goes_to_the_judges(
    users: dict[str, Any], tmp_path: Any
) -> None:
    game = services.start_game(
        users["alice"], users["bob"], TEAMS, BACS, options={"team_format": "demo"}
    )
    seat = _until_declare(game, users)
    seats = (users["alice"], users["bob"])
    body = client_for(seats[seat]).get(url(game)).json()
    assert body["choices"]["kind"] == "declare"
    assert client_for(seats[1 - seat]).get(url(game)).json()["choices"] is None
    effect = {"op": "lose_life", "amount": 1, "target": "opponent"}
    answer = client_for(seats[seat]).post(
        url(game, "actions/"),
        {"action": {"type": "declare", "effects": [effect]}, "expected_seq": game.head_seq},
        format="json",
    )
    assert answer.status_code == 201, answer.content
    declared_seq = answer.json()["events"][0]["seq"]
    assert answer.json()["events"][0]["declared"] is True
    game.refresh_from_db()
    review = client_for(seats[1 - seat]).get(url(game)).json()["choices"]
    assert review["kind"] == "review_declaration" and review["about_seq"] == declared_seq
    answer = client_for(seats[1 - seat]).post(
        url(game, "actions/"),
        {
            "action": {"type": "dispute_declaration", "reason": "Corrupt is not life loss"},
            "expected_seq": review["seq"],
        },
        format="json",
    )
    assert answer.status_code == 201, answer.content
    dispute = Dispute.objects.get(game=game)
    assert dispute.seq == declared_seq and dispute.opened_by == seats[1 - seat]
    assert dispute.reason == "Corrupt is not life loss"
    game.refresh_from_db()
    report = services.audit(game)
    assert report["ok"], report
    declared = report["declared"]
    assert declared["declarations"] == 1 and declared["disputed"] == 1
    assert declared["declared_events"] == 2 and 0 < declared["share"] < 1
    out = io.StringIO()
    with pytest.raises(SystemExit):
        call_command("audit", str(game.pk), stdout=out)
    assert "2 of" in out.getvalue() and "1 disputed" in out.getvalue()
    log = tmp_path / "game.jsonl"
    log.write_text(services.log_jsonl(game))
    out = io.StringIO()
    with pytest.raises(SystemExit) as status:
        call_command("replay", str(log), stdout=out)
    assert status.value.code == 0, out.getvalue()
    assert "declared: " in out.getvalue() and "1 declarations" in out.getvalue()
