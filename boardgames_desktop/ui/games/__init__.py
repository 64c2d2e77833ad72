"""The table widget of each game. The one place in the UI that maps game ids to widgets."""

from PySide6.QtWidgets import QWidget

from . import _none_refcount

_none_refcount.protect()

from .for_sale import ForSaleTable  # noqa: E402

TABLES: dict[str, type[QWidget]] = {"for_sale": ForSaleTable}


def table_for(session, parent: QWidget | None = None) -> QWidget:
    """A new table widget for the session's game, already showing its current view."""
    return TABLES[session.game](session, parent)
