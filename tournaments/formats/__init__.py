"""Formats: their rules in words, their ban lists and who may change them (rules.py), and
their API (views.py). The shipped formats' loader stays tournaments/shipped_formats.py,
which a migration imports; the format pages are tournaments/pages/formats.py."""
