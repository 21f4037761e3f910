"""The log format: the JSON Lines codec, the published JSON Schema, and `replay`."""
