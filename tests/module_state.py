"""What a package's loaded modules hold in mutable containers, for the engines' structure
tests: a pure engine's games must leave it as they found it (style.md, "For Overcrush" 1)."""

from __future__ import annotations

import ast
import copy
import sys

MUTABLE = (dict, list, set, bytearray)


def module_state(prefix: str) -> dict[str, object]:
    """Every mutable container (dict, list, set) a loaded module under `prefix` holds at
    module level or on one of its own classes, copied deeply so that later changes show,
    and the identity of every other module-level value (a name bound again shows).
    Dunder names (a module's __builtins__, a class's __dict__ entries) are not the code's."""
    found: dict[str, object] = {}
    for name, module in list(sys.modules.items()):
        if module is None or (name != prefix and not name.startswith(prefix + ".")):
            continue
        for attr, value in vars(module).items():
            held = [(f"{name}.{attr}", value)]
            if isinstance(value, type) and value.__module__ == name:
                held += [(f"{name}.{attr}.{k}", v) for k, v in vars(value).items()]
            for where, item in held:
                if where.rsplit(".", 1)[1].startswith("__"):
                    continue
                if isinstance(item, MUTABLE):
                    found[where] = copy.deepcopy(item)
                elif item is value:
                    found[where] = id(item)
    return found


def global_statements(source: str) -> list[int]:
    """The lines of `global` statements: a function that rebinds a module's name keeps state
    between calls (a pure engine has none to keep)."""
    return [node.lineno for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Global)]


def changed(before: dict[str, object], after: dict[str, object]) -> list[str]:
    """The containers that appeared, went or hold something else."""
    return sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
