"""Readers of card files (Team Builder, spreadsheet): plain Python, they only parse."""
