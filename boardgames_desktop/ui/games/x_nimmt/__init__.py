"""The X bere! (X nimmt!) table: card art, Qt models over the view, the table widget, the placing.

Nothing is imported here but the title: the start screen shows it and draws the picture (`art`)
without the table.
"""

from PySide6.QtCore import QCoreApplication


def title() -> str:
    """The game's name, for the start screen and the lists of saved games (imports no rules)."""
    return QCoreApplication.translate("XNimmtTexts", "X Takes!")
