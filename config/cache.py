"""Django's cache stores data, never pickles.

Django's Redis cache pickles every value and unpickles whatever a key holds, so anyone who
can write to Redis could run code in a web process. What this project caches is plain data
(the rate limits' request times), so the cache stores JSON: a planted key is at worst an
unreadable value (issue 9, item 5). Game state snapshots do not use this cache at all
(games/state_cache.py).
"""

import json
from typing import Any


class JSONSerializer:
    """Integers as Redis integers (so incr/decr work, as Django's own serializer does), the
    rest as compact JSON."""

    def dumps(self, obj: Any) -> bytes | int:
        if type(obj) is int:
            return obj
        return json.dumps(obj, separators=(",", ":"), allow_nan=False).encode()

    def loads(self, data: bytes) -> Any:
        try:
            return int(data)
        except ValueError:
            return json.loads(data)
