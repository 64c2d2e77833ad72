"""How players are told apart: a colour and a symbol each, safe for colour-blind eyes.

Colours are the Okabe-Ito palette; the symbol alone is enough when colours cannot be told apart.
"""

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap


@dataclass(frozen=True)
class Token:
    colour: str
    symbol: str
    colour_name: str  # English source text, translated on use

    def label(self) -> str:
        return f"{self.symbol}  {QCoreApplication.translate('Tokens', self.colour_name)}"


TOKENS: tuple[Token, ...] = (
    Token("#0072B2", "●", QT_TRANSLATE_NOOP("Tokens", "blue circle")),
    Token("#D55E00", "▲", QT_TRANSLATE_NOOP("Tokens", "red triangle")),
    Token("#009E73", "■", QT_TRANSLATE_NOOP("Tokens", "green square")),
    Token("#CC79A7", "◆", QT_TRANSLATE_NOOP("Tokens", "pink diamond")),
    Token("#E69F00", "★", QT_TRANSLATE_NOOP("Tokens", "orange star")),
    Token("#56B4E9", "♥", QT_TRANSLATE_NOOP("Tokens", "light blue heart")),
)

def token_pixmap(colour: str, symbol: str, size: int) -> QPixmap:
    """A player's badge: their symbol in white on a disc of their colour."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setBrush(QColor(colour))
    painter.setPen(Qt.NoPen)
    painter.drawEllipse(1, 1, size - 2, size - 2)
    painter.setPen(QColor("white"))
    font = painter.font()
    font.setPixelSize(int(size * 0.55))
    painter.setFont(font)
    painter.drawText(pixmap.rect(), Qt.AlignCenter, symbol)
    painter.end()
    return pixmap
