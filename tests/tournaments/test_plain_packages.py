"""The pairing and standings packages are plain Python (style.md, "For Overcrush" 10)."""

import subprocess
import sys


def test_pairing_and_standings_import_without_django() -> None:
    """Importing both packages never imports Django, so they run on plain records."""
    code = (
        "import sys, tournaments.pairing, tournaments.standings; "
        "sys.exit(any(m == 'django' or m.startswith('django.') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
