"""Team lists: submitted, checked, kept secret, revealed and played (lists.py), sealed pools
(sealed.py), which cards of a list are text only (text_only.py), and their API (views.py).
The team pages are tournaments/pages/teams.py."""
