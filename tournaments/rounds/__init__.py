"""Rounds: pairing a Swiss round (generation.py, over the plain tournaments/pairing/),
the round clock (clock.py), matches closing and rounds completing (closing.py,
completion.py, which also runs the top cut), and what an event day adds (event_day.py:
late entrants' team-list windows, extra time, feature matches); their API is views.py."""
