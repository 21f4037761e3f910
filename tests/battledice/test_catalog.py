"""The Battle Dice catalog: figures and dice entered or imported (JSON, CSV, the shipped
file); a game keeps the records it was created with."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from battledice import catalog
from battledice.models import CatalogDie, CatalogFigure
from games import services

pytestmark = pytest.mark.django_db

FIGURES_CSV = """id,name,number,faction,rarity,value,intelligence,strength,speed,durability,\
energy_projection,fighting_skills,powers,nonunique,cosmic,stand_in
hawkeye,Hawkeye,003,Fantastic Four and Avengers Heroes,III,5,3,2,3,2,4,5,\
Ranged Weapon@energy_projection; Keen Eye@always,,,typed in from my figure
aim-agent,AIM Agent,013,Fantastic Four and Avengers Villains,I,2,2,2,2,2,2,2,,yes,,
thanos,Thanos,021,Fantastic Four and Avengers Villains,III,,,,,,,,,,,
"""
DICE_CSV = """id,name,number,colour,rule,effect,amount,whom,stand_in
die-7,Battle die 7,7,red,+1 to your battle total.,battle_total,1,self,
"""


def run(*args: str) -> str:
    out = io.StringIO()
    call_command("import_battledice", *args, stdout=out)
    return out.getvalue()


def test_the_shipped_file_imports_the_checklist_and_the_demo_set() -> None:
    """65 checklist figures (12 with stand-in stats) and the 12 demo dice; again: unchanged."""
    assert "65 figures (12 playable" in run("--shipped")
    assert CatalogFigure.objects.count() == 65 and CatalogDie.objects.count() == 12
    thor = CatalogFigure.objects.get(slug="thor")
    assert (thor.number, thor.rarity, thor.complete) == ("012", "III", False)
    spidey = CatalogFigure.objects.get(slug="spider-man")
    assert spidey.fighting_skills == 3 and "stand-in" in spidey.stand_in
    assert "0 new, 0 changed, 77 unchanged" in run("--shipped")


def test_figures_and_dice_from_csv(tmp_path: Path) -> None:
    figures, dice = tmp_path / "figures.csv", tmp_path / "dice.csv"
    figures.write_text(FIGURES_CSV)
    dice.write_text(DICE_CSV)
    assert "3 figures (2 playable" in run(str(figures))
    hawkeye = CatalogFigure.objects.get(slug="hawkeye").record()
    assert [(p.name, p.stat) for p in hawkeye.powers] == [
        ("Ranged Weapon", "energy_projection"),
        ("Keen Eye", "always"),
    ]
    assert CatalogFigure.objects.get(slug="aim-agent").nonunique is True
    assert CatalogFigure.objects.get(slug="thanos").complete is False
    run(str(dice))
    assert CatalogDie.objects.get(slug="die-7").record().suggests.amount == 1


@pytest.mark.parametrize(
    ("text", "name", "message"),
    [
        (
            '{"figures": [{"id": "x", "name": "X", "stats": [7,0,0,0,0,0], "value": 1}]}',
            "f.json",
            "a stat is a whole number 0 to 6",
        ),
        ('{"figures": [{"id": "Bad Id", "name": "X"}]}', "f.json", "id is a slug"),
        ("not json", "f.json", "is not JSON"),
        ("a,b\n1,2\n", "f.csv", "a figure file has"),
        ('{"figures": [{"id": "x", "name": "X"}, {"id": "x", "name": "Y"}]}', "f.json", "twice"),
    ],
)
def test_a_bad_file_is_refused_and_nothing_is_imported(
    tmp_path: Path, text: str, name: str, message: str
) -> None:
    path = tmp_path / name
    path.write_text(text)
    with pytest.raises(CommandError, match=message):
        run(str(path))
    assert CatalogFigure.objects.count() == 0


def test_a_game_keeps_the_records_it_was_created_with(users: dict[str, Any]) -> None:
    """The first event carries the figures: editing the catalog changes no game."""
    catalog.import_shipped()
    game = services.start_game(users["alice"], users["bob"], options={"rules": "mb-2006"})
    CatalogFigure.objects.filter(slug="spider-man").update(fighting_skills=6)
    genesis = services.log_records(game)[0]
    spidey = next(f for f in genesis["figures"] if f["id"] == "spider-man")
    assert spidey["stats"][5] == 3
    assert services.audit(game)["ok"] is True
    later = services.start_game(users["alice"], users["bob"], options={"rules": "mb-2006"})
    spidey = next(f for f in services.log_records(later)[0]["figures"] if f["id"] == "spider-man")
    assert spidey["stats"][5] == 6


def test_a_figure_without_stats_cannot_be_played(users: dict[str, Any]) -> None:
    catalog.import_shipped()
    teams = (
        {"figures": ["thor"], "dice": ["demo-die-01"]},
        {"figures": ["rhino"], "dice": ["demo-die-02"]},
    )
    with pytest.raises(Exception) as caught:
        services.start_game(
            users["alice"], users["bob"], teams=teams, options={"rules": "mb-2006", "team_value": 0}
        )
    assert getattr(caught.value, "code", "") == "team/unknown_figure"
