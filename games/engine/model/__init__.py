"""The game definition as data: cards, state, actions, events, errors, and `evolve`, which
applies one event to a state. Imports nothing else of the engine."""
