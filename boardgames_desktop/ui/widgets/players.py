"""How players are told apart: a colour and a symbol each, safe for colour-blind eyes, drawn as a
disc (their badge) beside their name on every table; a computer's seat also carries the small
"computer · level" pill of widgets/computer_badge.py.

Colours are the Okabe-Ito palette; the symbol alone is enough when colours cannot be told apart.
"""

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from ..models.roles import ACCESSIBLE, DECORATION, DISPLAY, TOOLTIP
from ..texts import as_role
from .cards import cached_pixmap
from .computer_badge import BadgeRole, badge_text, with_badge


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


@dataclass(frozen=True)
class BadgeLook:
    """How a game draws its players' discs on its own felt and cards: the ring's colour ("darker": the
    player's colour, darker; "": none), its width and the symbol's height, both as parts of the disc."""

    ring: str = "#ffffff"
    ring_width: float = 0.08
    symbol: float = 0.52
    bold: bool = True


PLAIN = BadgeLook(ring="", symbol=0.55, bold=False)  # the chrome's: hand-over, turn banner, dialogs


def player_look(players, seat: int) -> tuple[str, str]:
    """The colour and symbol of a seat, with the default token when the save names none."""
    player = players[seat] if players is not None and 0 <= seat < len(players) else None
    token = TOKENS[seat % len(TOKENS)]
    return (getattr(player, "colour", None) or token.colour), (getattr(player, "symbol", None) or token.symbol)


def player_name(players, seat: int) -> str:
    """The symbol and name, so that players are told apart without colour too."""
    if players is None or not 0 <= seat < len(players):
        return QCoreApplication.translate("Players", "Player {number}").format(number=seat + 1)
    return f"{player_look(players, seat)[1]}\u00a0{players[seat].name}"


def paint_badge(p: QPainter, rect: QRectF, colour: str, symbol: str, look: BadgeLook = BadgeLook()) -> None:
    """A player's disc: their colour with their symbol in white, so colour is never the only cue."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    d = min(rect.width(), rect.height())
    circle = QRectF(rect.center().x() - d / 2, rect.center().y() - d / 2, d, d).adjusted(1, 1, -1, -1)
    if look.ring:
        ring = QColor(colour).darker(140) if look.ring == "darker" else QColor(look.ring)
        p.setPen(QPen(ring, max(1.0, d * look.ring_width)))
    else:
        p.setPen(Qt.NoPen)
    p.setBrush(QColor(colour))
    p.drawEllipse(circle)
    p.setPen(QColor("white"))
    font = QFont()
    font.setPixelSize(max(4, round(d * look.symbol)))
    font.setBold(look.bold)
    p.setFont(font)
    p.drawText(circle, Qt.AlignCenter, symbol)
    p.restore()


def badge_pixmap(colour: str, symbol: str, size: QSize, dpr: float | None = None,
                 look: BadgeLook = BadgeLook()) -> QPixmap:
    return cached_pixmap(("badge", look, colour, symbol), size, dpr,
                         lambda p, r: paint_badge(p, r, colour, symbol, look))


def token_pixmap(colour: str, symbol: str, size: int) -> QPixmap:
    """A player's badge as the chrome around the tables shows it."""
    return badge_pixmap(colour, symbol, QSize(size, size), look=PLAIN)


def name_data(players, seat: int, role: int, look: BadgeLook = BadgeLook(), size: int = 22):
    """A players model's name cell: the name (the badge beside it shows the symbol), the name with
    the symbol and the computer's level for tooltips and screen readers, the badge, the computer pill."""
    if role == DISPLAY:
        return players[seat].name if players and 0 <= seat < len(players) else player_name(None, seat)
    if role == TOOLTIP or role == ACCESSIBLE:
        return as_role(with_badge(player_name(players, seat), players, seat), role)
    if role == DECORATION:
        colour, symbol = player_look(players, seat)
        return badge_pixmap(colour, symbol, QSize(size, size), look=look)
    if role == BadgeRole:
        return badge_text(players, seat)
    return None
