"""Regenerate event.schema.json from the event records: `python -m games.engine.log.schema`."""

from games.engine.log.schema import SCHEMA_PATH, build_schema, dumps_schema

SCHEMA_PATH.write_text(dumps_schema(build_schema()))
print(f"wrote {SCHEMA_PATH}")
