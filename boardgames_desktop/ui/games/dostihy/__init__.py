"""The Dostihy a sázky table: horse cards and dice art, Qt models over the view, the table widget.

The table is imported when first asked for, so that the start screen can show the game's title
and draw its picture (`art`) without it.
"""

from PySide6.QtCore import QCoreApplication

__all__ = ["DostihyTable"]


def __getattr__(name: str):
    if name != "DostihyTable":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .table import DostihyTable

    return DostihyTable


def title() -> str:
    """The game's name, for the start screen and the lists of saved games (imports no rules)."""
    return QCoreApplication.translate("DostihyTexts", "Horse Races and Bets – travel edition")
