"""The game folders: ui/games/<id>/, one per game of the catalog (rules/registry.py), each with
its table, texts, art and screenshots. What the rest of the window asks of a game by its id is
in ui/game_folders.py; nothing outside a game's folder imports it."""
