"""Settings of the test suite: development mode on explicitly, and no rate limits, so
that tests are never throttled by accident (the throttling tests turn the rates on)."""

import os

os.environ.setdefault("DEBUG", "1")

from config.settings import *  # noqa: F403

THROTTLE_RATES = {scope: None for scope in THROTTLE_RATES}  # noqa: F405
