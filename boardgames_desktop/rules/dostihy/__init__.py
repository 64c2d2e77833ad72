"""Dostihy a sázky, cestovní verze (horse racing and betting, travel edition).

The game is `registry.get("dostihy")`.
"""
