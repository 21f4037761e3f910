"""The project's import graph, drawn from the source with `ast` (no import side effects).

Used by tests/test_structure.py and runnable by hand (`python -m tests.structure`) to print
the arrows between apps and any import circle among the project's modules."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The layers, lowest first: a module may import from its own layer or a lower one only
# (docs/architecture.md draws them). `games.engine` is its own layer (pure rules, checked by
# tests/engine/test_structure.py); accounts' people and forms sit low, while accounts'
# pages (views, urls) and the project's URL map sit on top of every app.
LAYERS = ("config", "engine", "accounts", "cards", "games", "battledice", "tournaments", "pages")
APPS = ("config", "accounts", "cards", "games", "battledice", "tournaments")
PAGES = ("accounts.views", "accounts.views_web", "accounts.urls", "config.urls")
SKIP = ("migrations",)
# Inside tournaments, its concerns, lowest first (docs/architecture.md): a module imports from
# its own concern or a lower one. Matched by the longest dotted prefix; a subpackage's API
# (`views`, `serializers`) sits with the API whatever its subpackage.
TOURNAMENT_CONCERNS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("base", ("tournaments.models", "tournaments.errors", "tournaments.permissions",
              "tournaments.game_systems", "tournaments.events", "tournaments.pairing",
              "tournaments.standings", "tournaments.shipped_formats")),
    ("entries", ("tournaments.registration", "tournaments.teamlists")),
    ("match games", ("tournaments.online.match_games",)),
    ("results and rounds", ("tournaments.results", "tournaments.rounds")),
    ("formats and online", ("tournaments.formats", "tournaments.online")),
    ("api", ("tournaments.api", "tournaments.serializers", "tournaments.views",
             "tournaments.tasks")),
    ("pages", ("tournaments.pages",)),
    ("wiring", ("tournaments",)),  # urls, admin, apps, simulation, commands, template tags
)  # fmt: skip
MAX_LINES = 500


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every project module (migrations left out) by dotted name."""
    found: dict[str, Path] = {}
    for app in APPS:
        for path in sorted((root / app).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if any(part in SKIP for part in parts):
                continue
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def imports(path: Path, known: dict[str, Path] | set[str], package: str) -> set[str]:
    """The project modules `path` imports, at the top or inside a function."""
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names = [f"{base}.{alias.name}" for alias in node.names]
            names = [n if n in known else base for n in names]
        else:
            continue
        for name in names:
            while name and name not in known:
                name = name.rpartition(".")[0]
            if name:
                targets.add(name)
    return targets


def graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Module -> the project modules it imports (package `__init__` edges included)."""
    found = modules(root)
    result = {}
    for name, path in found.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        result[name] = imports(path, found, package) - {name}
    return result


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    sys.setrecursionlimit(max(10000, sys.getrecursionlimit()))

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return sorted(groups)


def layer(module: str) -> int:
    """The layer index of a module: `games.engine.*` is the engine layer."""
    if module == "games.engine" or module.startswith("games.engine."):
        return LAYERS.index("engine")
    if module in PAGES:
        return LAYERS.index("pages")
    return LAYERS.index(module.split(".")[0])


def concern(module: str) -> int | None:
    """The concern index of a tournaments module (TOURNAMENT_CONCERNS), None outside it."""
    if module != "tournaments" and not module.startswith("tournaments."):
        return None
    if module.rpartition(".")[2] in ("views", "serializers"):
        return [name for name, _ in TOURNAMENT_CONCERNS].index("api")
    best, found = -1, None
    for index, (_, prefixes) in enumerate(TOURNAMENT_CONCERNS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, found = len(prefix), index
    return found


def inward(edges: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Arrows inside tournaments from a lower concern to a higher one."""
    found = []
    for source, targets in edges.items():
        low = concern(source)
        if low is None:
            continue
        for target in targets:
            high = concern(target)
            if high is not None and high > low:
                found.append((source, target))
    return sorted(found)


def upward(edges: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Arrows from a lower app to a higher one (the ones the layers forbid)."""
    return sorted(
        (source, target)
        for source, targets in edges.items()
        for target in targets
        if layer(target) > layer(source)
    )


def long_modules(root: Path = ROOT) -> dict[str, int]:
    """Project modules over MAX_LINES lines."""
    counts = {name: len(path.read_text().splitlines()) for name, path in modules(root).items()}
    return {name: count for name, count in sorted(counts.items()) if count > MAX_LINES}


if __name__ == "__main__":
    edges = graph()
    for group in cycles(edges):
        print("circle:", " ".join(group))
    for source, target in upward(edges):
        print("upward:", source, "->", target)
    for source, target in inward(edges):
        print("upward inside tournaments:", source, "->", target)
    for name, count in long_modules().items():
        print("long:", name, count)
