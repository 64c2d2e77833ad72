"""The Dostihy a sázky table: horse cards and dice art, Qt models over the view, the table widget.

The table is imported when first asked for, so that the start screen can draw the game's picture
(`art`) without it.
"""

__all__ = ["DostihyTable"]


def __getattr__(name: str):
    if name != "DostihyTable":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .table import DostihyTable

    return DostihyTable
