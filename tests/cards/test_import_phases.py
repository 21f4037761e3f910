"""The import shows every phase (parse, compile abilities, write rows) with a progress bar
that moves while the phase runs, reports per set which cards cannot be rolled online and why,
and writes new cards in bulk (issue 16 item 9)."""

from __future__ import annotations

from collections.abc import Iterator
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from pytest_django import DjangoDbBlocker

from cards import services
from cards.importers import teambuilder
from cards.importing import records
from cards.models import Card, CardVersion
from tests.games.conftest import sqlite_file_alias  # noqa: F401

DATA = Path(__file__).parent / "data"
SAMPLE = DATA / "teambuilder_sample.php"
QUIRKS = DATA / "teambuilder_quirks.php"


def incoming(path: Path = SAMPLE) -> list[services.Incoming]:
    parsed = teambuilder.load(path.read_text())
    found = records(parsed.cards, {}, compile_text=lambda f: teambuilder.compiled(f, parsed.icons))
    return found.incoming


@pytest.mark.django_db
def test_every_phase_has_its_progress_bar_and_its_seconds() -> None:
    out, err = StringIO(), StringIO()
    call_command("import_teambuilder", str(SAMPLE), stdout=out, stderr=err)
    bars = err.getvalue()
    for phase in ("parse", "compile abilities", "write rows"):
        assert f"{phase}: 100%" in bars, bars  # before: one bar, for the row loop only
    assert "1.84k/1.84k" in bars  # parse counts the file's characters (1,840)
    timing = out.getvalue().splitlines()[-1]
    assert timing.startswith("seconds: parse ") and "compile abilities" in timing
    assert "write rows" in timing


@pytest.mark.django_db
def test_the_write_bar_moves_as_rows_are_written(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each tick comes once its cards are in the database (before: every tick came first,
    then the bulk insert ran with the bar at 100 %)."""
    monkeypatch.setattr(services, "BATCH", 5)
    seen: list[tuple[int, int]] = []
    cards = Card.objects.filter(set__code="tbx")
    services.import_records(incoming(), "test", progress=lambda n: seen.append((n, cards.count())))
    assert seen == [(5, 5), (5, 10), (2, 12)]
    again: list[int] = []
    services.import_records(incoming(), "test", progress=again.append)
    assert again == [1] * 12  # a re-import compares card by card


@pytest.mark.django_db
def test_new_cards_are_inserted_with_their_current_version() -> None:
    services.import_records(incoming(), "test")
    cards = Card.objects.filter(set__code="tbx").select_related("current_version")
    assert cards.count() == 12
    assert all(c.current_version.card_id == c.pk for c in cards)
    assert CardVersion.objects.filter(card__set__code="tbx").count() == 12
    more = services.import_records(incoming(QUIRKS), "test")  # ids go on after the first
    assert more.new == Card.objects.filter(set__code__in=["tbq", "jlop"]).count() > 0


@pytest.mark.django_db
def test_the_summary_is_per_set_and_names_the_cards_that_cannot_be_rolled() -> None:
    out = StringIO()
    call_command("import_teambuilder", str(QUIRKS), "--quiet", stdout=out)
    lines = out.getvalue().splitlines()
    start = lines.index("per set:")
    sets = [line.split()[0] for line in lines[start + 1 :] if line.startswith("  ")][:2]
    assert sets == ["jlop", "tbq"]
    tbq = next(line for line in lines if line.strip().startswith("tbq "))
    assert "cannot be rolled online" in tbq
    cannot = lines[lines.index(next(x for x in lines if x.startswith("cannot be rolled"))) + 1]
    assert "Drill Yard" in cannot and "no dice (Max 0)" in cannot


class TestOnSqliteFile:
    """The bulk insert takes its ids after the highest one on SQLite."""

    @pytest.fixture
    def using(self, sqlite_file_alias: str, django_db_blocker: DjangoDbBlocker) -> Iterator[str]:  # noqa: F811
        with django_db_blocker.unblock():
            yield sqlite_file_alias

    def test_import_and_reimport(self, using: str) -> None:
        report = services.import_records(incoming(), "test", using=using)
        assert report.new == 12 and report.sets["tbx"].read == 12
        cards = Card.objects.using(using).filter(set__code="tbx").select_related("current_version")
        assert all(c.current_version.card_id == c.pk for c in cards)
        again = services.import_records(incoming(), "test", using=using)
        assert (again.new, again.unchanged) == (0, 12)
