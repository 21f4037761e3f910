"""Read the literal values a JavaScript file declares (`var name = [...]` or `{...}`).

Only literals are read: strings, numbers, identifiers as object keys, arrays of strings and
objects of those. Nothing is evaluated. A declaration holding anything else (a call, an
expression) is skipped, so a file that mixes code and data still yields its data.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

DECLARATION = re.compile(r"\bvar\s+([A-Za-z_$][\w$]*)\s*=\s*([\[{])")
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}


class Unreadable(ValueError):
    """Not a literal this reader understands (the declaration is skipped)."""


class _Reader:
    def __init__(self, source: str, position: int) -> None:
        self.s = source
        self.i = position

    def skip(self) -> None:
        """Whitespace and comments."""
        s = self.s
        while self.i < len(s):
            c = s[self.i]
            if c.isspace():
                self.i += 1
            elif s.startswith("//", self.i):
                end = s.find("\n", self.i)
                self.i = len(s) if end < 0 else end + 1
            elif s.startswith("/*", self.i):
                end = s.find("*/", self.i + 2)
                self.i = len(s) if end < 0 else end + 2
            else:
                return

    def value(self) -> Any:
        self.skip()
        if self.i >= len(self.s):
            raise Unreadable("unexpected end of file")
        c = self.s[self.i]
        if c in "'\"":
            return self.string()
        if c == "[":
            return self.array()
        if c == "{":
            return self.object()
        match = re.compile(r"-?\d+(\.\d+)?").match(self.s, self.i)
        if match:
            self.i = match.end()
            return float(match.group()) if match.group(1) else int(match.group())
        raise Unreadable(f"not a literal at offset {self.i}")

    def string(self) -> str:
        quote = self.s[self.i]
        self.i += 1
        out: list[str] = []
        s = self.s
        while self.i < len(s):
            c = s[self.i]
            if c == "\\":
                following = s[self.i + 1 : self.i + 2]
                out.append(ESCAPES.get(following, following))
                self.i += 2
                continue
            if c == quote:
                self.i += 1
                return "".join(out)
            if c == "\n":
                raise Unreadable("unterminated string")
            out.append(c)
            self.i += 1
        raise Unreadable("unterminated string")

    def array(self) -> list[Any]:
        self.i += 1
        items: list[Any] = []
        while True:
            self.skip()
            if self.i >= len(self.s):
                raise Unreadable("unterminated array")
            if self.s[self.i] == "]":
                self.i += 1
                return items
            if self.s[self.i] == ",":
                self.i += 1
                continue
            items.append(self.value())

    def object(self) -> dict[str, Any]:
        self.i += 1
        items: dict[str, Any] = {}
        while True:
            self.skip()
            if self.i >= len(self.s):
                raise Unreadable("unterminated object")
            c = self.s[self.i]
            if c == "}":
                self.i += 1
                return items
            if c == ",":
                self.i += 1
                continue
            if c in "'\"":
                key = self.string()
            else:
                match = re.compile(r"[\w$]+").match(self.s, self.i)
                if not match:
                    raise Unreadable(f"bad object key at offset {self.i}")
                key = match.group()
                self.i = match.end()
            self.skip()
            if self.s[self.i : self.i + 1] != ":":
                raise Unreadable(f"expected ':' at offset {self.i}")
            self.i += 1
            items[key] = self.value()


def declarations(
    source: str, progress: Callable[[int], None] | None = None
) -> Iterator[tuple[str, Any]]:
    """(name, value) of every `var name = <array or object literal>` in the source;
    `progress` is told how many more characters were read after each one."""
    done = 0
    for match in DECLARATION.finditer(source):
        reader = _Reader(source, match.start(2))
        try:
            value = reader.value()
        except (Unreadable, IndexError):
            continue
        finally:
            end = max(reader.i, match.end())
            if progress is not None and end > done:
                progress(end - done)
            done = max(done, end)
        yield match.group(1), value
    if progress is not None and done < len(source):
        progress(len(source) - done)
