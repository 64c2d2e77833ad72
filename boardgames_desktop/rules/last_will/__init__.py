"""Poslední vůle (Last Will): spend your uncle's money first. 2-5 players.

The game is `registry.get("last_will")` once its catalog line is added (it waits for its table).
"""
