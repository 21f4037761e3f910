"""Match results and what follows from them: which entry counts (counting.py), the match row
lock (locks.py), reporting, confirming, disputing and correcting (reporting.py), an
organizer confirming a round's reported results at once (bulk.py), penalties
(penalties.py), the standings from counted results (ranking.py), final placings
(placings.py) and a round's result history for the pages (history.py); their API is
views.py."""
