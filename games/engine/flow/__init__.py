"""The turn structure and the decisions: steps (turn.py), priority windows, combat, energy,
setup, seeded chance, judges' rulings, and `decide`/`run`, which validate an action."""
