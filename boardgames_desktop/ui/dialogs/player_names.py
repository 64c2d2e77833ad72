"""The check of the players' names that each dialog seating people makes before a game starts (a new
game, a guided first game): the tables, the log and the Hall of fame tell people apart by name."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel


def names_differ(players, problem: QLabel) -> bool:
    """Whether every player's name differs from the others' (in any letter case); if not, `problem`
    says so, shown."""
    names = [player.name.casefold() for player in players]
    if len(set(names)) == len(names):
        return True
    problem.setText(QCoreApplication.translate(
        "PlayerNames", "Two players have the same name. Please give each a different one."))
    problem.show()
    return False
