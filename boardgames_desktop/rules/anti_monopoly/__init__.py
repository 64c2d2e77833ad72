"""Anti-Monopoly (Piatnik, Czech edition): competitors against monopolists on one board.

The game is `registry.get("anti_monopoly")`.
"""
