"""Bots and bot-against-bot games, for tests, the demo, `simulate` and the benchmarks."""
