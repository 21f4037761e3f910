"""WSGI entry point (gunicorn config.wsgi)."""

import gc
import os

from django.core.wsgi import get_wsgi_application
from django.urls import get_resolver

from config.api_route import Routed, TokenApiHandler

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
# A token's move and legal actions take a shorter middleware chain (config/api_route.py).
application = Routed(get_wsgi_application(), TokenApiHandler())

# Import every URL's views now, not during a worker's first request (a second or more).
_ = get_resolver().url_patterns

# Everything loaded so far (Django, the apps, every view) lives as long as the worker: moved
# out of the collector's generations, a full collection no longer walks it. Measured with
# tests/benchmarks/profile_move.py (its "gc" line): the collector took ~0.5 ms of a move's
# ~3.5 ms CPU before, ~0.13 ms after, and the full collections (~60 ms each) went away.
gc.collect()
gc.freeze()
