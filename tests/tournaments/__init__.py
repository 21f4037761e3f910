"""Tests of the plain tournament packages: pairing, standings, top cut (no database)."""
