"""The platform's shape (issue 19; docs/architecture.md): no import circle among the
project's modules, layers that import only downward, short modules.

The graph is drawn from the source with `ast` (tests/structure.py), nested imports
included. No exceptions are listed: every arrow runs downward and every module is short
(issue 19 moved and split the last ones). An arrow that must run up goes through a hook or
a signal the lower layer owns (docs/architecture.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import structure

GRAPH = structure.graph()


def test_the_project_imports_have_no_circle() -> None:
    """No group of project modules imports itself round (style.md: no import cycles)."""
    assert structure.cycles(GRAPH) == []


def test_a_planted_circle_is_found() -> None:
    """The same check on a graph with a circle planted in it reports that circle."""
    planted = {name: set(targets) for name, targets in GRAPH.items()}
    planted["games.models"].add("games.services")  # services imports models already
    found = structure.cycles(planted)
    assert any({"games.models", "games.services"} <= set(group) for group in found), found
    three = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert structure.cycles(three) == [["a", "b", "c"]]


def test_apps_import_only_downward() -> None:
    """engine < accounts < cards < games < battledice < tournaments < pages (config lowest)."""
    assert structure.upward(GRAPH) == []


def test_a_planted_upward_arrow_is_found() -> None:
    """The layer check reports an arrow from games up to tournaments."""
    planted = {"games.services": {"tournaments.services"}, "tournaments.services": set()}
    assert structure.upward(planted) == [("games.services", "tournaments.services")]


def test_no_module_is_over_500_lines() -> None:
    """Outside migrations and tests (style.md: no module over 500 lines)."""
    assert structure.long_modules() == {}


def test_a_planted_long_module_is_found(tmp_path: Path) -> None:
    """The length check reports a module of 501 lines, and not one of 500 or a migration."""
    (tmp_path / "games" / "migrations").mkdir(parents=True)
    (tmp_path / "games" / "long.py").write_text("x = 1\n" * 501)
    (tmp_path / "games" / "short.py").write_text("x = 1\n" * 500)
    (tmp_path / "games" / "migrations" / "0001_long.py").write_text("x = 1\n" * 900)
    assert structure.long_modules(tmp_path) == {"games.long": 501}


@pytest.mark.parametrize("layer", structure.LAYERS)
def test_every_layer_has_modules(layer: str) -> None:
    """The declared layers are the project's: each holds at least one module."""
    assert any(structure.layer(name) == structure.LAYERS.index(layer) for name in GRAPH)


def test_tournaments_concerns_import_only_downward() -> None:
    """Inside tournaments: base < registration, team lists < a match's games < results and
    rounds < formats, online < the API < the pages < the wiring (urls, admin, apps)."""
    assert structure.inward(GRAPH) == []


def test_a_planted_inward_arrow_is_found() -> None:
    """The concern check reports results importing a page, and not a page importing results."""
    planted = {
        "tournaments.results.reporting": {"tournaments.pages.common"},
        "tournaments.pages.player": {"tournaments.results.reporting"},
        "tournaments.results.views": {"tournaments.results.reporting"},
    }
    assert structure.inward(planted) == [
        ("tournaments.results.reporting", "tournaments.pages.common")
    ]
    assert structure.concern("tournaments.results.views") == structure.concern("tournaments.api")
    assert structure.concern("games.services") is None


@pytest.mark.parametrize("name", [name for name, _ in structure.TOURNAMENT_CONCERNS])
def test_every_tournaments_concern_has_modules(name: str) -> None:
    """The declared concerns are tournaments' own: each holds at least one module."""
    index = [n for n, _ in structure.TOURNAMENT_CONCERNS].index(name)
    assert any(structure.concern(module) == index for module in GRAPH)
