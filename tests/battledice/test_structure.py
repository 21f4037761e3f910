"""The Battle Dice engine's shape (style.md, "For Overcrush" 1): plain Python without Django
or I/O, no import cycles, no generated code, short modules."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import battledice.engine

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
