"""Who plays: signing up (a player or a Doubles team), dropping and checking in
(entries.py), invitations by e-mail (invitations.py); their API is views.py."""
