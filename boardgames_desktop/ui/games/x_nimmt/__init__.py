"""The X bere! (X nimmt!) table: card art, Qt models over the view, the table widget, the placing.

The table is imported when first asked for, so that the start screen can draw the game's picture
(`art`) without it.
"""

__all__ = ["XNimmtTable"]


def __getattr__(name: str):
    if name != "XNimmtTable":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .table import XNimmtTable

    return XNimmtTable
