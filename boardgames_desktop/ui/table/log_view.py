"""The game log's view: its lines one under another, each wrapped to the width, newest last, scrolled
by whole lines as a list view scrolls them.

A QListView lays out and repaints every line it holds after any line is added, and so did the log
after every move. This view keeps each line's height (LogDelegate measures a line once per width and
font) and where each line starts, so a line added or dropped measures only itself; when lines come
at the bottom, the picture of the older ones is moved up (the viewport fills its own background, so
Qt can move it) and only the new lines are painted, each drawn from its kept layout. Its scroll bar
keeps pictures of itself and covers what is behind it (CachedScrollBar), so a move repaints the
new lines and the bar, nothing around them.
"""

from bisect import bisect_right
from collections import OrderedDict
from itertools import accumulate

from PySide6.QtCore import SIGNAL, SLOT, QCoreApplication, QEvent, QItemSelection, QModelIndex, QObject, QRect, Qt
from PySide6.QtGui import QPainter, QPalette, QPixmap, QRegion
from PySide6.QtWidgets import QAbstractItemView, QScrollBar, QStyle, QStyleOptionSlider, QStyleOptionViewItem

from ..models.log import LogDelegate

_SELECTED = QStyle.StateFlag.State_Selected
_MARGIN_H, _MARGIN_V = LogDelegate.MARGIN_H, LogDelegate.MARGIN_V
_SCROLL_BAR, _HANDLE = QStyle.ComplexControl.CC_ScrollBar, QStyle.SubControl.SC_ScrollBarSlider
_ALL = QStyle.SubControl.SC_All


class LogView(QAbstractItemView):
    """`model`: a LogModel or LogFilter (the view reads its lines with `line(row)`)."""

    def __init__(self, model, parent=None):
        super().__init__(parent)
        self._model = model
        self._delegate = LogDelegate(self, model)
        self._heights: list[int] = []  # of each row, at `_width` and the view's font
        self._tops: list[int] = [0]  # where each row starts, from the first; the last: where the last ends
        self._width = -1
        self._row = 0  # the row at the top of the viewport: the scroll bar's value
        self._placing = False  # the scroll bar is being set: the rows are moved once it is done
        self.setVerticalScrollBar(CachedScrollBar(Qt.Vertical, self))
        # After every change of the bar's range Qt lays the bar and the viewport out again (a queued
        # call), which changes nothing unless the bar is to show or hide: the view asks for it then.
        self._bar_shown = False
        self._lays_bar_out = QObject.disconnect(self.verticalScrollBar(), SIGNAL("rangeChanged(int,int)"),
                                                self, SLOT("_q_showOrHideScrollBars()"))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # the lines wrap
        self.setModel(model)
        self.setItemDelegate(self._delegate)
        model.layoutChanged.connect(self.doItemsLayout)
        model.rowsRemoved.connect(self._rows_removed)  # no virtual of the view follows it

    # -- the rows' places ----------------------------------------------------------------------------

    def _measure(self) -> None:
        """Every row's height afresh (a new width, font or model)."""
        self._width = self.viewport().width()
        font, width, line = self.font(), self._width, self._model.line
        self._heights = [self._delegate.height(line(row), width, font) for row in range(self._model.rowCount())]
        self._tops = [0, *accumulate(self._heights)]
        self._row = min(self._row, len(self._heights))

    def _rows_fitting_at_the_end(self) -> int:
        room, fit = self.viewport().height(), 0
        for height in reversed(self._heights):
            if height > room:
                break
            room -= height
            fit += 1
        return max(fit, 1) if self._heights else 0

    def _place(self, row: int) -> None:
        """The scroll bar for the rows there are now, `row` at the top if it may be; then the rows
        moved to where the scroll bar ended (a follower of its range may move it on)."""
        bar = self.verticalScrollBar()
        fit = self._rows_fitting_at_the_end()
        self._placing = True
        try:
            bar.setValue(row)  # as far as the old range allows
            placed = bar.value()
            bar.setRange(0, len(self._heights) - fit)
            bar.setPageStep(max(1, fit))
            bar.setSingleStep(1)
            if bar.value() == placed:  # else a follower of the range moved it (to the newest line)
                bar.setValue(row)
        finally:
            self._placing = False
        shown = bar.maximum() > bar.minimum()
        if shown != self._bar_shown and self._lays_bar_out:
            QCoreApplication.postEvent(self, QEvent(QEvent.Type.LayoutRequest))  # the scroll area's layout
        self._bar_shown = shown
        self._scroll_to(bar.value())

    def _scroll_to(self, row: int) -> None:
        row = max(0, min(row, len(self._heights)))
        shift = self._tops[min(self._row, len(self._heights))] - self._tops[row]
        self._row = row
        if shift:
            self.viewport().scroll(0, shift)  # the picture moves; only what it uncovers is painted

    def _y(self, row: int) -> int:
        return self._tops[row] - self._tops[self._row]

    def _repaint_from(self, row: int) -> None:
        y = self._y(row)
        if y < self.viewport().height():
            self.viewport().update(0, max(0, y), self.viewport().width(), self.viewport().height() - max(0, y))

    # -- following the model -----------------------------------------------------------------------

    def doItemsLayout(self) -> None:
        self._measure()
        super().doItemsLayout()  # the scroll bar (updateGeometries) and a repaint of everything

    def reset(self) -> None:
        super().reset()
        self._row = 0
        self._measure()
        self._place(0)
        self.viewport().update()

    def rowsInserted(self, parent, first: int, last: int) -> None:
        super().rowsInserted(parent, first, last)
        if parent.isValid() or self._width < 0:
            return
        font, line, measure = self.font(), self._model.line, self._delegate.height
        new = [measure(line(row), self._width, font) for row in range(first, last + 1)]
        if first == len(self._heights):  # at the end, as a move's lines come: the others stay where they are
            end = self._tops[-1]
            self._tops += [end := end + height for height in new]
            self._heights += new
        else:
            self._heights[first:first] = new
            self._tops = [0, *accumulate(self._heights)]
        top = self._row + (last - first + 1 if first < self._row else 0)  # lines above keep what is in view where it is
        self._row = top
        self._place(top)
        self._repaint_from(first)

    def rowsAboutToBeRemoved(self, parent, first: int, last: int) -> None:
        super().rowsAboutToBeRemoved(parent, first, last)
        if parent.isValid() or self._width < 0:
            return
        if last >= self._row:
            self._repaint_from(max(first, self._row))  # what is below the removed rows moves up
        del self._heights[first:last + 1]
        self._tops = [0, *accumulate(self._heights)]
        above = max(0, min(last + 1, self._row) - first)  # removed rows that were above the top one
        self._row -= above

    def _rows_removed(self, parent, _first: int, _last: int) -> None:
        if not parent.isValid() and self._width >= 0:
            self._place(self._row)

    def updateGeometries(self) -> None:
        if self.viewport().width() != self._width:
            self._measure()
            self.viewport().update()
        self._place(self._row)
        super().updateGeometries()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        if not self._placing:
            self._scroll_to(self.verticalScrollBar().value())

    # -- what QAbstractItemView asks of a view -------------------------------------------------------

    def visualRect(self, index) -> QRect:
        row = index.row() if index.isValid() else -1
        if not 0 <= row < len(self._heights):
            return QRect()
        return QRect(0, self._y(row), self.viewport().width(), self._heights[row])

    def indexAt(self, point) -> QModelIndex:
        row = bisect_right(self._tops, point.y() + self._tops[self._row]) - 1
        if 0 <= row < len(self._heights) and point.y() >= 0:
            return self.model().index(row, 0, self.rootIndex())
        return QModelIndex()

    def scrollTo(self, index, hint=QAbstractItemView.ScrollHint.EnsureVisible) -> None:
        if not index.isValid() or not 0 <= index.row() < len(self._heights):
            return
        row, bar = index.row(), self.verticalScrollBar()
        bottom_first = row  # the top row that puts `row` at the bottom
        while bottom_first > 0 and self._tops[row + 1] - self._tops[bottom_first - 1] <= self.viewport().height():
            bottom_first -= 1
        if hint == QAbstractItemView.ScrollHint.PositionAtTop:
            top = row
        elif hint == QAbstractItemView.ScrollHint.PositionAtBottom:
            top = bottom_first
        elif hint == QAbstractItemView.ScrollHint.PositionAtCenter:
            top = (row + bottom_first) // 2
        else:
            top = row if row < self._row else max(self._row, bottom_first)
        bar.setValue(top)

    def moveCursor(self, action, _modifiers) -> QModelIndex:
        rows = len(self._heights)
        if not rows:
            return QModelIndex()
        current = self.currentIndex().row() if self.currentIndex().isValid() else self._row
        moves = {
            QAbstractItemView.CursorAction.MoveUp: current - 1,
            QAbstractItemView.CursorAction.MovePrevious: current - 1,
            QAbstractItemView.CursorAction.MoveDown: current + 1,
            QAbstractItemView.CursorAction.MoveNext: current + 1,
            QAbstractItemView.CursorAction.MovePageUp: current - self.verticalScrollBar().pageStep(),
            QAbstractItemView.CursorAction.MovePageDown: current + self.verticalScrollBar().pageStep(),
            QAbstractItemView.CursorAction.MoveHome: 0,
            QAbstractItemView.CursorAction.MoveEnd: rows - 1,
        }
        return self.model().index(max(0, min(rows - 1, moves.get(action, current))), 0, self.rootIndex())

    def horizontalOffset(self) -> int:
        return 0

    def verticalOffset(self) -> int:
        return self._tops[self._row]

    def isIndexHidden(self, _index) -> bool:
        return False

    def setSelection(self, rect, flags) -> None:
        rect = rect.normalized()
        first, last = self.indexAt(rect.topLeft()), self.indexAt(rect.bottomLeft())
        if not first.isValid():
            return
        last = last if last.isValid() else self.model().index(len(self._heights) - 1, 0, self.rootIndex())
        self.selectionModel().select(QItemSelection(first, last), flags)

    def visualRegionForSelection(self, selection) -> QRegion:
        region = QRegion()
        for span in selection:
            for row in range(span.top(), span.bottom() + 1):
                region += self.visualRect(self.model().index(row, 0, self.rootIndex()))
        return region

    # -- painting ------------------------------------------------------------------------------------

    def paintEvent(self, event) -> None:
        area = event.rect()
        offset = self._tops[self._row]
        first = max(self._row, bisect_right(self._tops, area.top() + offset) - 1)
        rows = len(self._heights)
        if first >= rows:
            return
        viewport, font, text = self.viewport(), self.font(), self._delegate.text
        width, bottom, line, tops = viewport.width(), area.bottom(), self._model.line, self._tops
        selection = self.selectionModel()
        selected = selection.isSelected if selection.hasSelection() else None
        # A line not selected is its text on the view's own background: drawn here, in one pen and
        # font; a selected one by the delegate, on the style's highlight.
        pen = self.palette().color(QPalette.Normal if self.isEnabled() else QPalette.Disabled, QPalette.Text)
        painter = QPainter(viewport)
        painter.setFont(font)
        painter.setPen(pen)
        for row in range(first, rows):
            top = tops[row] - offset
            if top > bottom:
                break
            if selected is not None and selected(index := self._model.index(row, 0)):
                self._paint_selected(painter, index, QRect(0, top, width, self._heights[row]))
                painter.setFont(font)
                painter.setPen(pen)
            else:
                painter.drawStaticText(_MARGIN_H, top + _MARGIN_V, text(line(row), width, font))
        painter.end()

    def _paint_selected(self, painter: QPainter, index, rect: QRect) -> None:
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = rect
        option.state |= _SELECTED
        self._delegate.paint(painter, option, index)


class CachedScrollBar(QScrollBar):
    """A vertical scroll bar, standing on the window's colour, drawn from pictures: the style's
    gradients cost more than the log's new lines, and the bar changes at every move. Its look without
    the handle is kept per size and state; the handle is a head, a middle row repeated and a tail, cut
    from the style's own drawing and checked to be so. Else, while the mouse is on it or presses it,
    and at a fractional device pixel ratio, the style draws it as usual. It paints the window's colour
    beneath itself, so that a change of it repaints only itself, not the view's frame and the panel
    behind it; but in a style whose bars fade in and out over the lines, the style draws it always."""

    KEPT = 8

    def __init__(self, orientation, parent=None):
        super().__init__(orientation, parent)
        self._looks: OrderedDict[tuple, tuple | None] = OrderedDict()
        self._pressed = False
        self._fades = False  # the style fades the bar in and out (macOS), over the lines

    def _follow_style(self) -> None:
        """A bar that fades changes its look with no change of state, and what is beneath it shows through."""
        self._fades = bool(self.style().styleHint(QStyle.StyleHint.SH_ScrollBar_Transient, None, self))
        self.setAttribute(Qt.WA_OpaquePaintEvent, not self._fades)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.StyleChange:
            self._looks.clear()
            self._follow_style()
        super().changeEvent(event)

    def showEvent(self, event) -> None:
        self._follow_style()  # the style's polish, before the first show, clears WA_OpaquePaintEvent
        super().showEvent(event)

    def mousePressEvent(self, event) -> None:
        self._pressed = True
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        self._pressed = False
        super().mouseReleaseEvent(event)

    def paintEvent(self, event) -> None:
        ratio = self.devicePixelRatioF()
        if (self._fades or self._pressed or self.underMouse() or self.isSliderDown() or ratio != int(ratio)
                or self.orientation() != Qt.Vertical):
            self._paint_by_style(event)
            return
        ratio = int(ratio)
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        option.subControls = _ALL
        handle = self.style().subControlRect(_SCROLL_BAR, option, _HANDLE, self)
        top, bottom = (handle.top() - 1) * ratio, (handle.bottom() + 2) * ratio  # its outline: a pixel beyond
        key = (self.width(), self.height(), ratio, option.state.value, option.sliderValue == option.minimum,
               option.sliderValue == option.maximum, self.palette().cacheKey())
        if key not in self._looks:
            self._looks[key] = self._look(option, ratio, top, bottom)
            if len(self._looks) > self.KEPT:
                self._looks.popitem(last=False)
        look = self._looks[key]
        if look is None or bottom - top < look[1].height() + look[3].height() + 1:
            self._paint_by_style(event)
            return
        background, head, body, tail = look
        painter = QPainter(self)
        painter.scale(1 / ratio, 1 / ratio)  # in device pixels
        painter.drawPixmap(0, 0, background)
        painter.drawPixmap(0, top, head)
        middle = QRect(0, top + head.height(), body.width(), bottom - top - head.height() - tail.height())
        painter.drawPixmap(middle, body)
        painter.drawPixmap(0, bottom - tail.height(), tail)
        painter.end()

    def _paint_by_style(self, event) -> None:
        if not self._fades:  # it stands on the window's colour, as its pictures do
            painter = QPainter(self)
            painter.fillRect(event.rect(), self.palette().window())
            painter.end()
        super().paintEvent(event)

    def _look(self, option, ratio: int, top: int, bottom: int) -> tuple | None:
        """The bar without its handle, and the handle's head, middle row and tail, in device pixels;
        None when the handle's middle rows are not all alike."""
        whole = self._drawn(option, ratio, QStyle.SubControl.SC_All)
        without = self._drawn(option, ratio, QStyle.SubControl.SC_All & ~QStyle.SubControl.SC_ScrollBarSlider)
        image = whole.toImage()
        rows = [bytes(image.constScanLine(y))[:image.bytesPerLine()] for y in range(top, bottom)]
        if len(rows) < 3:
            return None
        middle = rows[len(rows) // 2]
        head = next(at for at, row in enumerate(rows) if row == middle)
        tail = next(at for at, row in enumerate(reversed(rows)) if row == middle)
        if any(row != middle for row in rows[head:len(rows) - tail]):
            return None
        width = whole.width()
        return (without, whole.copy(0, top, width, head), whole.copy(0, top + head, width, 1),
                whole.copy(0, bottom - tail, width, tail))

    def _drawn(self, option, ratio: int, parts) -> QPixmap:
        picture = QPixmap(self.size() * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(self.palette().window().color())  # what it stands on: its outline is partly transparent
        option = QStyleOptionSlider(option)
        option.subControls = parts
        painter = QPainter(picture)
        self.style().drawComplexControl(QStyle.ComplexControl.CC_ScrollBar, option, painter, self)
        painter.end()
        picture.setDevicePixelRatio(1)  # drawn in device pixels
        return picture
