"""Two pieces of a player's board that card games share, painted with QPainter: a row of card
spaces (`slot_rects`), and a value track with a marker on its current step (`paint_value_track`),
as a property card's condition track."""

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen


def slot_rects(area: QRectF, count: int, ratio: float, gap: float) -> list[QRectF]:
    """`count` card spaces of height/width `ratio` in one row across `area`, as big as fit, `gap` apart,
    from the left, centred down."""
    if count <= 0:
        return []
    width = min((area.width() - gap * (count - 1)) / count, area.height() / ratio)
    height = width * ratio
    top = area.top() + (area.height() - height) / 2
    return [QRectF(area.left() + i * (width + gap), top, width, height) for i in range(count)]


def paint_value_track(p: QPainter, rect: QRectF, values, at: int, ink: str = "#3b2a1a",
                      marker: str = "#c0392b") -> None:
    """`values` in a row of boxes across `rect`, left first; the box of step `at` ringed by the marker."""
    if not values:
        return
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    box = rect.width() / len(values)
    font = QFont(p.font())
    font.setPixelSize(max(6, round(min(rect.height() * 0.72, box * 0.62))))
    font.setBold(True)
    p.setFont(font)
    for step, value in enumerate(values):
        cell = QRectF(rect.left() + step * box, rect.top(), box, rect.height()).adjusted(0.5, 0.5, -0.5, -0.5)
        here = step == at
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(marker) if here else QColor(255, 255, 255, 150))
        p.drawRoundedRect(cell, cell.height() * 0.25, cell.height() * 0.25)
        p.setPen(QPen(QColor("#ffffff" if here else ink)))
        p.drawText(cell, Qt.AlignCenter, str(value))
    p.restore()
