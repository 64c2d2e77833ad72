"""The Na prodej (For Sale) table: card art, Qt models over the view, the table widget.

The table is imported when first asked for, so that the start screen can show the game's title
and draw its picture (`art`) without it.
"""

from PySide6.QtCore import QCoreApplication

__all__ = ["ForSaleTable"]


def __getattr__(name: str):
    if name != "ForSaleTable":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .table import ForSaleTable

    return ForSaleTable


def title() -> str:
    """The game's name, for the start screen and the lists of saved games (imports no rules)."""
    return QCoreApplication.translate("ForSaleTexts", "For Sale")
