"""The Na prodej (For Sale) table: card art, Qt models over the view, the table widget.

The table is imported when first asked for, so that the start screen can draw the game's picture
(`art`) without it.
"""

__all__ = ["ForSaleTable"]


def __getattr__(name: str):
    if name != "ForSaleTable":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .table import ForSaleTable

    return ForSaleTable
