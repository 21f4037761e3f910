"""The log format: the JSON Lines codec, the published JSON Schema, and `replay`; and the
state snapshot format (`snapshot`), a server's shortcut beside the log."""
