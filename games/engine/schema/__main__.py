"""Regenerate event.schema.json from the event dataclasses: `python -m games.engine.schema`."""

from games.engine.schema import SCHEMA_PATH, build_schema, dumps_schema

SCHEMA_PATH.write_text(dumps_schema(build_schema()))
print(f"wrote {SCHEMA_PATH}")
