"""The table kit: what every game's table is built of (GameTable, its parts, the end page, the
hand-over and look cards, the log view) and the game page it stands on. It imports the
basics, the item models and the shared widgets, never a dialog, a game or the application."""
