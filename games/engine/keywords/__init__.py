"""Keywords (DIGEST §3.1): one module each, registered by name."""
