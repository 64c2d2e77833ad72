"""The Anti-Monopoly table: the board round the edge, the title cards, the actions of the turn, the
players' money and wealth, and the end with its wealth chart and the time-limit settlement.

Nothing is imported here but the title: the start screen shows it and draws the picture (`art`)
without the table.
"""

from PySide6.QtCore import QCoreApplication


def title() -> str:
    """The game's name, for the start screen and the lists of saved games (imports no rules)."""
    return QCoreApplication.translate("AntiMonopolyTexts", "Anti-Monopoly")
