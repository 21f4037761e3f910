"""The catalog's API and pages: public reads, {code, message} refusals, nothing writable,
and imported text shown as text."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from cards import services
from cards.models import Card, CardVersion

pytestmark = pytest.mark.django_db
NASTY = '<img src=x onerror="window.pwned=1">'


@pytest.fixture
def nasty_card() -> Card:
    record = {
        "id": "1zzz", "set_code": "zzz", "number": "1", "name": NASTY, "kind": "character",
        "cost": 1, "energy_types": ["mask"], "affiliations": [NASTY], "max_dice": 4,
        "text": [f"When fielded, {NASTY}"],
    }  # fmt: skip
    services.import_records([services.Incoming(record, "zzz", "1")], "test")
    return Card.objects.get(code="1zzz")


def test_search_pages_and_counts() -> None:
    body = APIClient().get("/api/cards/", {"set": "ocr", "kind": "character", "limit": 5}).json()
    assert body["count"] == Card.objects.filter(set__code="ocr", kind="character").count()
    assert len(body["results"]) == 5 and body["limit"] == 5
    first = body["results"][0]
    assert first["code"] == "1ocr" and first["executed"] is True
    assert set(first) >= {"title", "kind_label", "energy_types", "max_dice", "digest", "has_faces"}
    second = APIClient().get("/api/cards/", {"set": "ocr", "kind": "character", "limit": 5,
                                             "offset": 5}).json()  # fmt: skip
    assert second["results"][0]["code"] != first["code"]


def test_search_filters_by_executed(nasty_card: Card) -> None:
    """(Every card of our own set may be executed: an imported text-only card is found.)"""
    body = APIClient().get("/api/cards/", {"executed": "false", "limit": 200}).json()
    assert body["count"] == Card.objects.filter(executed=False).count() > 0
    assert nasty_card.code in {card["code"] for card in body["results"]}
    assert all(not card["executed"] for card in body["results"])
    assert all(card["not_executed"] for card in body["results"])


def test_one_card_with_its_definition_and_versions() -> None:
    body = APIClient().get("/api/cards/3ocr/").json()
    assert body["definition"]["keywords"] == ["overcrush"]
    assert body["versions"][0]["digest"] == body["digest"]
    assert body["keyword_labels"] == ["Overcrush"]
    by_engine_id = APIClient().get("/api/cards/jubilee-wondra/").json()
    assert by_engine_id["code"] == "1demo"
    version = APIClient().get(f"/api/card-versions/{body['digest']}/").json()
    assert version["data"] == body["definition"] and version["card"] == "3ocr"


def test_the_sets_list_names_and_vocabulary() -> None:
    sets = {s["code"]: s for s in APIClient().get("/api/card-sets/").json()}
    assert sets["ocr"]["name"] == "Overcrush Originals"


@pytest.mark.parametrize(
    ("url", "status", "code"),
    [
        ("/api/cards/?limit=0", 400, "catalog/bad_query"),
        ("/api/cards/?limit=201", 400, "catalog/bad_query"),
        ("/api/cards/?offset=-1", 400, "catalog/bad_query"),
        ("/api/cards/?executed=maybe", 400, "catalog/bad_query"),
        ("/api/cards/?q=%00", 400, "request/bad_text"),  # the API guard, before the view
        ("/api/cards/?q=" + "x" * 201, 400, "catalog/bad_query"),
        ("/api/cards/?energy=" + "x" * 61, 400, "catalog/bad_query"),
        ("/api/cards/?q=a+b+c+d+e+f+g+h+i", 400, "catalog/bad_query"),
        ("/api/cards/999ocr/", 404, "card/not_found"),
        ("/api/cards/%00/", 400, "request/bad_text"),
        ("/api/card-versions/" + "0" * 64 + "/", 404, "card/not_found"),
    ],
)
def test_bad_queries_are_refused_with_a_code(url: str, status: int, code: str) -> None:
    response = APIClient().get(url)
    assert response.status_code == status, response.content
    assert response.json()["code"] == code and response.json()["message"]


@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
def test_nothing_in_the_catalog_api_is_writable(method: str, django_user_model: Any) -> None:
    client = APIClient()
    client.force_authenticate(django_user_model.objects.create_user("staff", is_staff=True))
    before = CardVersion.objects.count()
    for url in ("/api/cards/", "/api/cards/1ocr/", "/api/card-sets/"):
        response = getattr(client, method)(url, {"name": "x"}, format="json")
        assert response.status_code == 405
        assert response.json()["code"] == "request/method_not_allowed"
    assert CardVersion.objects.count() == before


def test_the_catalog_page_searches_and_shows_the_engine_status() -> None:
    html = Client().get("/cards/", {"q": "gatecrasher"}).content.decode()
    assert "Goran Tusk: Gatecrasher" in html and "text only" in html
    html = Client().get("/cards/", {"q": "dockside"}).content.decode()
    assert "Brick Halloran" in html and 'class="badge executed"' in html
    assert "1 card." in html
    bad = Client().get("/cards/", {"q": "x" * 300})
    assert bad.status_code == 200 and "longer than 200" in bad.content.decode()


def test_the_card_page_shows_faces_text_versions_and_stand_ins(nasty_card: Card) -> None:
    html = Client().get("/cards/1demo/").content.decode()
    assert "stand-in" in html and "level 3" in html
    html = Client().get("/cards/10ocr/").content.decode()
    assert 'class="badge executed"' in html  # Attune: games/engine/keywords/attune.py
    html = Client().get("/cards/1zzz/").content.decode()
    # why the engine does not run it, in words with its code
    why = 'data-code="line_not_read">a line the engine does not read: \u201cWhen fielded, &lt;img'
    assert why in html
    assert Client().get("/cards/nope/").status_code == 404


def test_the_card_page_shows_the_printed_text_beside_the_engines_reading(nasty_card: Card) -> None:
    """Issue 16 item 2: each printed line beside the engine's reading of it; a line the engine
    does not read is marked, never given a reading it does not have."""
    html = Client().get("/cards/1demo/").content.decode()
    assert "Printed text and the engine's reading" in html
    assert "When fielded: " in html  # Jubilee's when-fielded line, as the engine reads it
    html = Client().get("/cards/1zzz/").content.decode()
    row = html[html.index('<tr class="ability unread">') :]
    row = row[: row.index("</tr>")]
    assert "When fielded, &lt;img" in row and "not read" in row


def test_imported_text_is_shown_as_text(nasty_card: Card) -> None:
    for url in ("/cards/?set=zzz", "/cards/1zzz/"):
        html = Client().get(url).content.decode()
        assert NASTY not in html, url
        assert "&lt;img src=x" in html, url


def test_the_card_page_says_why_a_line_is_not_read() -> None:
    """The card-text reader's category of an unread line, in words, beside the reason."""
    from cards.compiler import compile_card

    line = "Whenever a sidekick hums, gain 1 life."
    record = {"id": "1hmm", "set_code": "hmm", "number": "1", "name": "Hummer",
              "kind": "character", "cost": 2, "energy_types": ["bolt"], "max_dice": 4,
              "text": [line], **compile_card("character", [line], "Hummer")}  # fmt: skip
    services.import_records([services.Incoming(record, "hmm", "1")], "test")
    html = Client().get("/cards/1hmm/").content.decode()
    assert 'data-category="trigger:whenever"' in html
    assert "trigger the engine has no name for yet" in html
