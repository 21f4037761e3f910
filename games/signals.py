"""Signals other apps listen to, so games never import them (tournaments records results)."""

from django.dispatch import Signal

# Sent inside the transaction that appended a game's last event: receivers write in it too,
# so a game never ends without its match result (or the other way round).
game_ended = Signal()  # kwargs: game, outcome (dict: winner, termination)
# Sent when an online game starts: games.tasks lets a bot that decides first move (once the
# transaction commits), so the services that write games never import the bots above them.
game_started = Signal()  # kwargs: game_id
