"""The Poslední vůle (Last Will) table: cards and boards painted by the program, the table widget.

Nothing is imported here but the title: the start screen shows it and draws the picture (`art`)
without the table.
"""

from PySide6.QtCore import QCoreApplication


def title() -> str:
    """The game's name, for the start screen and the lists of saved games (imports no rules)."""
    return QCoreApplication.translate("LastWillTexts", "Last Will")
