"""Rule coverage: every rule of the DIGEST is cited by a test or listed, with its reason, in
docs/rulings.md ("Rule coverage"). Run `python -m tests.engine.rule_coverage` for the share."""

import pytest

from .rule_coverage import (
    DIGEST,
    cited_rules,
    digest_rules,
    digest_rules_from,
    listed_rules,
    rule_key,
)


def test_the_rule_list_is_the_digests() -> None:
    """The committed rule numbers are those the DIGEST defines (when it is beside the project)."""
    if not DIGEST.exists():
        pytest.skip("the DIGEST is not beside the project")
    assert digest_rules() == digest_rules_from(DIGEST.read_text())


def test_the_cited_and_the_listed_rules_make_up_the_whole_digest() -> None:
    """A rule that no test cites is listed in docs/rulings.md with the reason (not
    implemented yet, or nothing the engine can test); as tests come to cite a listed rule,
    the list shrinks (`python -m tests.engine.rule_coverage` names the candidates)."""
    missing = sorted(digest_rules() - cited_rules() - set(listed_rules()), key=rule_key)
    assert not missing, f"cite these in a test or list them in docs/rulings.md: {missing}"


def test_the_list_names_only_digest_rules_each_with_a_reason() -> None:
    listed = listed_rules()
    assert set(listed) <= digest_rules(), sorted(set(listed) - digest_rules())
    assert all(reason for reason in listed.values())


def test_the_citations_are_found_whole() -> None:
    """DM-8.1 is not counted for a citation of DM-8.10, nor DM-1.2 for DM-1.28."""
    from .rule_coverage import RULE, _rules

    assert _rules(RULE.findall("DM-8.10 and DM-1.28; (DM-9.2)")) == {"DM-8.10", "DM-1.28", "DM-9.2"}


def test_a_range_cites_each_rule_of_it() -> None:
    from .rule_coverage import ranges

    assert ranges("(DM-8.22-8.24, DM-9.1 to DM-9.2)") == {
        "DM-8.22",
        "DM-8.23",
        "DM-8.24",
        "DM-9.1",
        "DM-9.2",
    }
    assert ranges("DM-8.2-9.4") == set()
