"""The server-rendered event pages: the organizer console (console.py: the event, overview,
people, with its form event_form.py; console_rounds.py: pairing, results, time, top cut,
team lists, exports), the public and player pages (player.py), the team pages (teams.py),
the judges' pages (judge.py), the event day's screens (event_day.py: projector, seating,
tables, live games), a person's overview for the home page and /api/me/ (overview.py) and
what they share (common.py). Each page calls the services of its concern and checks who
may see it first."""
