"""Online matches: a match's games started and linked (match_games.py), a finished game
deciding its match (game_results.py, the receiver of games.signals.game_ended), and the
match around a game for its play page (game_context.py)."""
