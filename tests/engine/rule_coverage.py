"""Which DIGEST rules (DM-x.y) the tests cite, and which are listed as not covered.

`python -m tests.engine.rule_coverage` prints the share of cited rules, the rules neither
cited nor listed in docs/rulings.md ("Rule coverage"), and the listed rules that tests now
cite (candidates to take off the list). `tests/engine/test_rule_coverage.py` checks that the
cited and the listed rules together make up the whole DIGEST.

The DIGEST (`../shared/rulebooks/DIGEST.md`, beside the project) is not part of the
repository; `digest_rules.txt` keeps its rule numbers (one per line, nothing else of the
text), and the test checks the copy against the DIGEST when the DIGEST is there.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"
RULINGS = ROOT / "docs" / "rulings.md"
DIGEST = ROOT.parent / "shared" / "rulebooks" / "DIGEST.md"
RULE_LIST = Path(__file__).resolve().parent / "digest_rules.txt"
SECTION = "## Rule coverage"

RULE = re.compile(r"\bDM-(\d+)\.(\d+)(?!\d)")
# A range of one section, "DM-8.22-8.24" or "DM-8.22 to DM-8.24", cites each rule of it.
RANGE = re.compile(r"\bDM-(\d+)\.(\d+)(?:\s*[-\u2013]\s*|\s+to\s+)(?:DM-)?(\d+)\.(\d+)(?!\d)")
DEFINED = re.compile(r"^- \*\*DM-(\d+)\.(\d+)(?!\d)", re.MULTILINE)
# Files that name rules without testing them: this helper, its test and the list of numbers.
NOT_CITING = {Path(__file__).resolve(), RULE_LIST, TESTS / "engine" / "test_rule_coverage.py"}


def rule_key(rule: str) -> tuple[int, int]:
    major, minor = rule.removeprefix("DM-").split(".")
    return int(major), int(minor)


def _rules(found) -> set[str]:
    return {f"DM-{major}.{minor}" for major, minor in found}


def digest_rules_from(text: str) -> set[str]:
    """The rules the DIGEST defines: each bullet that starts with a bold rule number."""
    return _rules(DEFINED.findall(text))


@cache
def digest_rules() -> frozenset[str]:
    """The DIGEST's rule numbers, from the committed copy."""
    return frozenset(line.strip() for line in RULE_LIST.read_text().splitlines() if line.strip())


@cache
def cited_rules() -> frozenset[str]:
    """Every rule number written anywhere under tests/ (test names, docstrings, comments,
    case files), but for the files that only list rules."""
    cited: set[str] = set()
    for path in sorted(TESTS.rglob("*")):
        if not path.is_file() or path.resolve() in NOT_CITING or "__pycache__" in path.parts:
            continue
        try:
            text = path.read_text()
        except UnicodeDecodeError:
            continue
        cited |= _rules(RULE.findall(text)) | ranges(text)
    return frozenset(cited)


def ranges(text: str) -> set[str]:
    found = set()
    for major, first, other, last in RANGE.findall(text):
        if major == other:
            found |= {f"DM-{major}.{n}" for n in range(int(first), int(last) + 1)}
    return found


def section(text: str) -> str:
    """The "Rule coverage" section of docs/rulings.md (to the next level-2 heading)."""
    start = text.index(SECTION)
    end = text.find("\n## ", start + len(SECTION))
    return text[start : end if end != -1 else len(text)]


@cache
def listed_rules() -> dict[str, str]:
    """Rules docs/rulings.md lists as not covered, with the reason: each bullet of the
    section names its rules before the first colon ("- DM-23.1, DM-23.2: why")."""
    listed: dict[str, str] = {}
    for line in section(RULINGS.read_text()).splitlines():
        if not line.startswith("- ") or ":" not in line:
            continue
        head, reason = line[2:].split(":", 1)
        for rule in _rules(RULE.findall(head)):
            listed[rule] = reason.strip()
    return listed


def report() -> str:
    digest, cited, listed = digest_rules(), cited_rules(), listed_rules()
    covered = digest & cited
    lines = [f"DIGEST rules cited by tests: {len(covered)} of {len(digest)}"]
    lines.append(f"listed in docs/rulings.md as not covered: {len(set(listed) & digest)}")
    missing = sorted(digest - cited - set(listed), key=rule_key)
    lines.append(f"neither cited nor listed: {' '.join(missing) or 'none'}")
    both = sorted(cited & set(listed), key=rule_key)
    lines.append(f"listed but cited now (review, take off the list): {' '.join(both) or 'none'}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(report())
