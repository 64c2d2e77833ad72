"""What the window needs from each game, by game id: the one place in the UI that maps game ids.

    table_for(session, parent)          the table widget, redrawn from session.view()
    event_text(game, event, players)    one sentence for a log entry or the hand-over screen
    error_text(game, error)             words for the game's own IllegalAction codes
    option_texts(game)                  {field: (label, {value: words})} for the new-game dialog
    picture(game, width)                a picture for the game's tile on the start screen
"""

from PySide6.QtWidgets import QWidget

from .dostihy import DostihyTable
from .dostihy import art as dostihy_art
from .dostihy import texts as dostihy_texts
from .for_sale import ForSaleTable
from .for_sale import art as for_sale_art
from .for_sale import texts as for_sale_texts
from .x_nimmt import XNimmtTable
from .x_nimmt import art as x_nimmt_art
from .x_nimmt import texts as x_nimmt_texts

TABLES: dict[str, type[QWidget]] = {"for_sale": ForSaleTable, "x_nimmt": XNimmtTable, "dostihy": DostihyTable}
EVENT_TEXTS = {"for_sale": for_sale_texts.event_text, "x_nimmt": x_nimmt_texts.event_text,
               "dostihy": dostihy_texts.event_text}
ERROR_TEXTS = {"for_sale": for_sale_texts.error_text, "x_nimmt": x_nimmt_texts.error_text,
               "dostihy": dostihy_texts.error_text}
OPTION_TEXTS = {"for_sale": for_sale_texts.option_texts, "x_nimmt": x_nimmt_texts.option_texts,
                "dostihy": dostihy_texts.option_texts}
PICTURES = {"for_sale": for_sale_art.box_picture, "x_nimmt": x_nimmt_art.picture, "dostihy": dostihy_art.picture}


def table_for(session, parent: QWidget | None = None) -> QWidget:
    """A new table widget for the session's game, already showing its current view."""
    return TABLES[session.game](session, parent)


def event_text(game: str, event, players) -> str:
    return EVENT_TEXTS[game](event, players)


def error_text(game: str, error) -> str:
    return ERROR_TEXTS[game](error)


def option_texts(game: str) -> dict[str, tuple[str, dict]]:
    return OPTION_TEXTS[game]()


def picture(game: str, width: int):
    """A QPixmap about width x (width * 5/6) for the start screen."""
    return PICTURES[game](width)
