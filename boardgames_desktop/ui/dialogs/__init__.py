"""The dialogs: a new game, the players, saved games, the Hall of fame, a replay, the rules, a
trade, an unsaved game, watching the computer. They may use the table kit, never the
application."""
