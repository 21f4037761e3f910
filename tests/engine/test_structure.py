"""The engine's shape (style.md, "For Overcrush" 1, 6): plain Python, parts that import one
way, no import cycles, short modules, no generated code."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import games.engine
from cards.catalog import catalog
from games.engine.log.codec import to_records
from games.engine.log.replay import replay
from games.engine.sim.simulate import game_seed, play
from tests.module_state import changed, global_statements, module_state

ROOT = Path(games.engine.__file__).resolve().parent
PACKAGE = "games.engine"

# The parts, lowest first: a module imports only from its own part or a lower one.
LAYERS = (
    "model", "abilities", "keywords", "loading", "flow", "log", "views", "api", "sim", "__init__",
)  # fmt: skip
MAX_LINES = 400


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join((PACKAGE, *parts))] = path
    return found


MODULES = _modules()


def _layer(module: str) -> int:
    rest = module.removeprefix(PACKAGE).lstrip(".")
    return LAYERS.index(rest.split(".")[0] if rest else "__init__")


def _imports(path: Path) -> set[str]:
    """Every engine module `path` imports, at the top or inside a function."""
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [f"{node.module}.{alias.name}" for alias in node.names]
            names = [n if n in MODULES else node.module for n in names]
        else:
            continue
        targets.update(n for n in names if n in MODULES)
    return targets


GRAPH = {module: _imports(path) - {module} for module, path in MODULES.items()}


def test_every_engine_module_imports_without_django() -> None:
    """The engine is pure: importing all of it never imports Django (style.md 1)."""
    code = (
        "import importlib, sys\n"
        f"for name in {sorted(MODULES)!r}:\n"
        "    if not name.endswith('__main__'):\n"
        "        importlib.import_module(name)\n"
        "sys.exit(any(m == 'django' or m.startswith('django.') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_engine_imports_have_no_cycle() -> None:
    """The module import graph (nested imports included) is acyclic."""
    done: set[str] = set()
    path: list[str] = []

    def visit(module: str) -> None:
        if module in path:
            cycle = [*path[path.index(module) :], module]
            raise AssertionError("import cycle: " + " -> ".join(cycle))
        if module in done:
            return
        path.append(module)
        for target in sorted(GRAPH[module]):
            visit(target)
        path.pop()
        done.add(module)

    for module in MODULES:
        visit(module)


def test_each_part_imports_only_its_own_or_lower_parts() -> None:
    """model < abilities < keywords < loading < flow < log < views < api < sim; nothing
    imports the package root (outside code does)."""
    wrong = [
        f"{module} imports {target}"
        for module, targets in GRAPH.items()
        for target in targets
        if _layer(target) > _layer(module) or target == PACKAGE
    ]
    assert wrong == []


def test_engine_modules_are_short() -> None:
    long = {
        str(path.relative_to(ROOT)): n
        for path in MODULES.values()
        if (n := len(path.read_text().splitlines())) > MAX_LINES
    }
    assert long == {}


def test_no_generated_code_in_the_engine() -> None:
    """No exec/eval/compile: every line that runs is a line a reader can find."""
    calls = [
        f"{path.relative_to(ROOT)}:{node.lineno}"
        for path in MODULES.values()
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("exec", "eval", "compile")
    ]
    assert calls == []


def test_no_function_rebinds_a_module_name() -> None:
    """No `global` statement: a function keeping state between calls is not pure."""
    found = {
        str(path.relative_to(ROOT)): lines
        for path in MODULES.values()
        if (lines := global_statements(path.read_text()))
    }
    assert found == {}


def test_a_game_leaves_no_module_state_behind() -> None:
    """The engine is pure (style.md 1): playing and replaying games changes no module-level
    dict, list or set (registries are filled at import and only read after). A memo a
    replay needs is a bounded functools.lru_cache of a pure function, or the caller's."""
    cards = catalog()
    play(cards, game_seed("structure", 0))  # every lazy import done, every registry filled
    before = module_state(PACKAGE)
    for n in (1, 2):
        seed = game_seed("structure", n)
        events, final = play(cards, seed, bots=("greedy", "random"))
        assert replay(to_records(events), cards, seed=seed) == final
    assert changed(before, module_state(PACKAGE)) == []
