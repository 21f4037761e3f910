"""The Battle Dice engine's shape (style.md, "For Overcrush" 1): plain Python without Django
or I/O, no import cycles, no generated code, short modules."""

from __future__ import annotations

import ast
import hashlib
import random
import subprocess
import sys
from pathlib import Path

import pytest

import battledice.engine
from battledice import engine as mb
from tests.battledice.helpers import DATA, DICE, FIGURES, Table
from tests.module_state import changed, global_statements, module_state

ROOT = Path(battledice.engine.__file__).resolve().parent
PACKAGE = "battledice.engine"
MODULES = {f"{PACKAGE}.{p.stem}" if p.stem != "__init__" else PACKAGE: p for p in ROOT.glob("*.py")}
MAX_LINES = 400


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [f"{node.module}.{a.name}" for a in node.names]
            found.update(n if n in MODULES else node.module for n in names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return {n for n in found if n in MODULES}


def test_the_engine_imports_without_django_or_the_platform() -> None:
    """Importing every module loads neither Django nor games/, tournaments/ or cards/."""
    code = (
        "import importlib, sys\n"
        f"for name in {sorted(MODULES)!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in"
        " ('django', 'games', 'tournaments', 'cards')]\n"
        "sys.exit(1 if bad else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_engine_modules_have_no_import_cycle() -> None:
    graph = {m: _imports(p) - {m, PACKAGE} for m, p in MODULES.items() if m != PACKAGE}

    def visit(module: str, path: tuple[str, ...]) -> None:
        assert module not in path, "import cycle: " + " -> ".join((*path, module))
        for target in graph.get(module, ()):
            visit(target, (*path, module))

    for module in graph:
        visit(module, ())


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_generated_code_no_io_and_short_modules(name: str) -> None:
    source = MODULES[name].read_text()
    tree = ast.parse(source)
    calls = {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert not calls & {"exec", "eval", "compile", "open", "__import__", "input"}, name
    assert len(source.splitlines()) <= MAX_LINES, f"{name} is over {MAX_LINES} lines"
    assert global_statements(source) == [], f"{name} rebinds module names (state between calls)"


def _greedy_game(n: int, kind: str = "standard") -> None:
    """A greedy-vs-greedy game of the demo teams, replayed with its seed."""
    seed = hashlib.sha256(f"structure-{n}".encode()).hexdigest()
    found = DATA["demo_teams"][kind]
    teams = tuple(mb.Team(tuple(t["figures"]), tuple(t["dice"])) for t in found)
    rules = "mb-2006-basic" if kind == "basic" else "mb-2006"
    table = Table(teams, FIGURES, DICE, seed=seed, rules=rules, team_value=0)
    rng = random.Random(seed)
    while not table.state.over:
        pending = table.pending
        assert pending.player is not None
        table.act(mb.BOTS["greedy"](table.state, pending.player, rng))
    assert mb.replay(table.records(), seed=seed) == table.state


def test_a_game_leaves_no_module_state_behind() -> None:
    """The engine is pure: playing and replaying games changes no module-level dict, list or
    set (registries are filled at import and only read after). A memo a replay needs is a
    bounded functools.lru_cache of a pure function, or the caller's (issue 18 review)."""
    _greedy_game(0, "basic")  # every lazy import done (the other games' records are new)
    before = module_state(PACKAGE)
    for n in (1, 2):
        _greedy_game(n)
    assert changed(before, module_state(PACKAGE)) == []
