"""A board of spaces round the edge of a square, drawn from plain data (`ui.widgets.board_data`).

`BoardView` shows a `BoardLayout` and, after every move, a `BoardFrame`: each space's name (wrapped
and made smaller until it fits), colour band, price, owner's badge, houses or hotel, and a hatch
and the name turned upside down when mortgaged; the title and the dice in the middle; and the players' pawns, which walk to their
new space one space at a time. The walk can be skipped (Esc, or `skip()`); `finished` says when
the pawns stand still. Arrow keys move a highlight from space to space, Enter or a click
activates it (`activated(index)`), and every space has a tooltip with its details. The board is
drawn in scene units and scaled to the view, so it keeps its proportions at any window size.
A space with a `picture` key gets the game's picture beside or above its name (`paint_picture`); a
holding in a `monopoly` has its band framed in gold with a star. A game may lay a widget of its own
over the middle (`set_centre_widget`): the title and the dice then keep a strip along its top.
"""

from PySide6.QtCore import (
    QCoreApplication, QEasingCurve, QEvent, QObject, QPointF, QRectF, QSequentialAnimationGroup, Qt, QPropertyAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsView, QWidget

from .. import motion
from .board_data import BoardFrame, BoardLayout
from ..format import number
from ..texts import as_rich_text
from .board_items import BOARD, CentreItem, PawnItem, SpaceItem, space_rects
from .sizes import forget_sizes

STEP_MS = 170  # one space of a pawn's walk
JUMP_MS = 450  # a pawn sent straight to a space
_HIGHLIGHT = QColor("#ffcc00")


def _changed_spaces(old: BoardFrame, new: BoardFrame) -> set[int]:
    """The spaces whose holding, note or pawns differ between two frames."""
    changed = {index for index in old.holdings.keys() | new.holdings.keys()
               if old.holdings.get(index) != new.holdings.get(index)}
    changed |= {index for index in old.notes.keys() | new.notes.keys() if old.notes.get(index) != new.notes.get(index)}
    for seat in old.pawns.keys() | new.pawns.keys():
        if old.pawns.get(seat) != new.pawns.get(seat):
            changed |= {at for at in (old.pawns.get(seat), new.pawns.get(seat)) if at is not None}
    return changed


class PawnWalk(QObject):
    """The pawns' walk to a new frame, one space a step; `running`, `skip()` and `finished`."""

    finished = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._group: QSequentialAnimationGroup | None = None
        self._settle = None

    @property
    def running(self) -> bool:
        return self._group is not None

    def play(self, steps: list[tuple[PawnItem, QPointF, int]], settle) -> None:
        """Move each pawn to each point in turn (pawn, point, milliseconds), then call `settle`."""
        self.skip()
        self._settle = settle
        if motion.off or not steps:
            self._end()
            return
        group = QSequentialAnimationGroup(self)
        for pawn, point, ms in steps:
            step = QPropertyAnimation(pawn, b"pos", group)
            step.setEndValue(point)
            step.setDuration(ms)
            step.setEasingCurve(QEasingCurve.InOutQuad)
            group.addAnimation(step)
        group.finished.connect(self._end)
        self._group = group
        group.start()

    def skip(self) -> None:
        if self._group is not None:
            self._group.finished.disconnect(self._end)
            self._group.stop()
            self._end()

    def _end(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
        settle, self._settle = self._settle, None
        if settle is not None:
            settle()
        self.finished.emit()


class BoardView(QGraphicsView):
    """The board of a game, drawn from its layout and the latest frame."""

    activated = Signal(int)  # a space chosen with Enter, Space or a click
    finished = Signal()  # the pawns stand still
    fitted = Signal()  # the board took a new size or place in its view

    def __init__(self, layout: BoardLayout, players=(), money=number, parent=None, paint_picture=None):
        """`players`: per seat, anything with `name`, `colour` and `symbol` (storage.Player);
        `money`: an amount in words (the game's currency); `paint_picture(painter, rect, key)`: the
        game's pictures of its spaces (None: names only)."""
        super().__init__(parent)
        self.players = list(players)
        self.money = money
        self.paint_picture = paint_picture
        self.frame = BoardFrame()
        self.walk = PawnWalk(self)
        self.walk.finished.connect(self.finished)
        self.centre_widget: QWidget | None = None
        self.focused_space = 0
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QColor("#2f5d46"))
        self.setFrameShape(QGraphicsView.NoFrame)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMinimumSize(240, 240)
        self.set_layout(layout)

    # --- what the table calls

    def set_layout(self, layout: BoardLayout) -> None:
        """A new board (or the same in another language); the frame shown stays."""
        self.walk.skip()
        self.layout = layout
        scene = self.scene()
        scene.clear()
        scene.setSceneRect(QRectF(-8, -8, BOARD + 16, BOARD + 16))
        rects = space_rects(len(layout.spaces))
        unit = rects[1][0].width() if rects[1][1] == "top" else rects[1][0].height()
        self.spaces = [SpaceItem(self, index, rect, inner, unit) for index, (rect, inner) in enumerate(rects)]
        for item in self.spaces:
            scene.addItem(item)
        self.unit = unit
        self.pawn_size = unit * 0.36
        corner = rects[0][0].width()
        self.centre = CentreItem(QRectF(corner, corner, BOARD - 2 * corner, BOARD - 2 * corner), layout.title)
        self.centre.set_compact(self.centre_widget is not None, self.pawn_size * 1.3)
        scene.addItem(self.centre)
        self.pawns: dict[int, PawnItem] = {}
        self.highlight = QGraphicsRectItem()
        self.highlight.setPen(QPen(_HIGHLIGHT, 6))
        self.highlight.setZValue(5)
        self.highlight.setVisible(self.hasFocus())
        scene.addItem(self.highlight)
        self.focused_space = min(self.focused_space, len(layout.spaces) - 1)
        self.setAccessibleName(layout.title)
        shown, self.frame = self.frame, BoardFrame()
        self.set_frame(shown)
        self._refresh_spaces()  # every new space's tooltip, held or not
        self._focus(self.focused_space)
        self._fit()

    def set_centre_widget(self, widget: QWidget) -> None:
        """Lay `widget` over the middle of the board, below a strip with the title and the dice:
        the game's controls inside its board, which then fills the table's height (see
        `place_centre_widget`)."""
        self.centre_widget = widget
        widget.setParent(self.viewport())
        self.centre.set_compact(True, self.pawn_size * 1.3)
        self._fit()
        widget.show()

    def set_players(self, players) -> None:
        self.players = list(players)
        for pawn in self.pawns.values():
            self.scene().removeItem(pawn)
        self.pawns = {}
        self._place_pawns()
        self._refresh_spaces()

    def set_frame(self, frame: BoardFrame, paths: dict[int, list[int]] | None = None) -> None:
        """Show `frame`. A pawn that moved walks forward space by space to its new space, or along
        `paths[seat]` (the spaces it passes, ending where it stops; `[space]` alone is a jump)."""
        self.walk.skip()
        old, self.frame = self.frame, frame
        if tuple(frame.dice) != self.centre.dice:  # only the dice painted again, not the spaces round them
            self.centre.dice = tuple(frame.dice)
            self.centre.update(self.centre.dice_band())
        self._refresh_spaces(only=_changed_spaces(old, frame))
        steps = []
        for seat, to in sorted(frame.pawns.items()):
            start = old.pawns.get(seat)
            if start is None or seat not in self.pawns or (start == to and seat not in (paths or {})):
                continue
            path = list((paths or {}).get(seat) or self._forward(start, to))
            if path[-1] != to:
                path.append(to)
            pawn = self.pawns[seat]
            for before, space in zip([start, *path], path):
                point = self._slot(space, *self._arrangement(seat, space)) if space == to else self._slot(space, 0, 1)
                steps.append((pawn, point, STEP_MS if self._adjacent(before, space) else JUMP_MS))
        if steps:  # the others to their places first (the walk's end places them all)
            for pawn, _, _ in steps:
                pawn.setZValue(11)
            self._place_pawns(moving={pawn for pawn, _, _ in steps})
        self.walk.play(steps, self._place_pawns if steps or frame.pawns != old.pawns else None)

    @property
    def running(self) -> bool:
        return self.walk.running

    def skip(self) -> None:
        self.walk.skip()

    # --- players

    def player_name(self, seat: int) -> str:
        if 0 <= seat < len(self.players):
            return self.players[seat].name
        return self.tr("Player {number}").format(number=seat + 1)

    def player_look(self, seat: int) -> tuple[str, str]:
        if 0 <= seat < len(self.players):
            return self.players[seat].colour, self.players[seat].symbol
        return "#777777", str(seat + 1)

    # --- pawns

    def _forward(self, start: int, to: int) -> list[int]:
        count = len(self.layout.spaces)
        return [(start + step) % count for step in range(1, (to - start) % count + 1)]

    def _adjacent(self, a: int, b: int) -> bool:
        return (a - b) % len(self.layout.spaces) in (1, len(self.layout.spaces) - 1)

    def _arrangement(self, seat: int, space: int) -> tuple[int, int]:
        """Where `seat` stands among the pawns on `space`: its place and how many stand there."""
        here = sorted(s for s, at in self.frame.pawns.items() if at == space)
        return here.index(seat), len(here)

    def _slot(self, space: int, place: int, count: int) -> QPointF:
        """Where a pawn on `space` stands: in the middle of the board just in front of the space, so
        that it hides nothing printed on it; several pawns in rows of up to three, as wide as the
        space (a little overlapped on a narrow one), the second row further in."""
        item = self.spaces[space]
        rect = item.rect
        columns = min(count, 3)
        row, column = divmod(place, columns)
        in_row = min(columns, count - row * columns)
        side_step = min(self.pawn_size * 1.1, (self.unit - self.pawn_size) / max(1, columns - 1))
        inward = {"top": (0, -1), "bottom": (0, 1), "left": (-1, 0), "right": (1, 0)}.get(item.inner)
        if inward is None:  # a corner: diagonally in front of its inner corner
            inward = (1 if rect.center().x() < BOARD / 2 else -1, 1 if rect.center().y() < BOARD / 2 else -1)
            anchor = QPointF(rect.right() if inward[0] > 0 else rect.left(),
                             rect.bottom() if inward[1] > 0 else rect.top())
            along = QPointF(inward[0], -inward[1]) * 0.75
            depth = self.pawn_size * (1.8 + row * 1.1)  # clear of the pawns of the spaces either side
        else:
            anchor = rect.center() + QPointF(inward[0] * rect.width() / 2, inward[1] * rect.height() / 2)
            along = QPointF(abs(inward[1]), abs(inward[0]))
            depth = self.pawn_size * (0.65 + row * 1.1)
        return anchor + QPointF(*inward) * depth + along * ((column - (in_row - 1) / 2) * side_step)

    def _place_pawns(self, moving=frozenset()) -> None:
        """Every pawn at its place in the frame (those about to walk stay where they are)."""
        for seat, at in self.frame.pawns.items():
            pawn = self.pawns.get(seat)
            if pawn is None:
                pawn = PawnItem(*self.player_look(seat), self.pawn_size)
                pawn.setToolTip(as_rich_text(self.player_name(seat)))
                self.pawns[seat] = pawn
                self.scene().addItem(pawn)
            if pawn not in moving:
                pawn.setPos(self._slot(at, *self._arrangement(seat, at)))
                pawn.setZValue(10)
            pawn.setVisible(True)
        for seat, pawn in self.pawns.items():
            if seat not in self.frame.pawns:
                pawn.setVisible(False)

    # --- spaces, keyboard and mouse

    def _refresh_spaces(self, repaint: bool = False, only: set[int] | None = None) -> None:
        """Each space (or those in `only`) shows the frame's holding and says it in its tooltip."""
        for item in self.spaces if only is None else (self.spaces[index] for index in only):
            item.refresh(self.frame.holdings.get(item.index), repaint)
        self.setAccessibleDescription(self.spaces[self.focused_space].describe())

    def _focus(self, index: int) -> None:
        self.focused_space = index
        self.highlight.setRect(self.spaces[index].rect.adjusted(3, 3, -3, -3))
        self.setAccessibleDescription(self.spaces[index].describe())

    def _neighbour(self, key) -> int | None:
        """The space next to the highlighted one, in the arrow's direction along the edge."""
        direction = {Qt.Key_Left: QPointF(-1, 0), Qt.Key_Right: QPointF(1, 0),
                     Qt.Key_Up: QPointF(0, -1), Qt.Key_Down: QPointF(0, 1)}[key]
        here = self.spaces[self.focused_space].rect.center()
        count = len(self.layout.spaces)
        for index in ((self.focused_space + 1) % count, (self.focused_space - 1) % count):
            there = self.spaces[index].rect.center() - here
            if there.x() * direction.x() + there.y() * direction.y() > 0 and \
                    abs(there.x() * direction.y() - there.y() * direction.x()) < 1:
                return index
        return None

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key == Qt.Key_Escape and self.running:
            self.skip()
        elif key in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down):
            index = self._neighbour(key)
            if index is not None:
                self._focus(index)
        elif key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space, Qt.Key_Select):
            self.activated.emit(self.focused_space)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def mousePressEvent(self, event) -> None:
        point = self.mapToScene(event.position().toPoint())
        for item in self.spaces:
            if item.rect.contains(point):
                self.setFocus(Qt.MouseFocusReason)
                self._focus(item.index)
                self.activated.emit(item.index)
                event.accept()
                return
        super().mousePressEvent(event)

    def focusInEvent(self, event) -> None:
        self.highlight.setVisible(True)
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self.highlight.setVisible(False)
        super().focusOutEvent(event)

    # --- size and language

    def place_centre_widget(self) -> None:
        """The middle's widget as wide as the middle and as high as its contents need (at most the
        middle's height), so that the pawns standing lower down stay in sight; again after its
        contents changed."""
        widget = self.centre_widget
        if widget is None:
            return
        room = self.mapFromScene(self.centre.rest()).boundingRect()
        layout = widget.layout()
        if layout is not None:
            # What the words and widgets shown or hidden since the last pass need, from fresh sizes:
            # then one layout pass at the new height, not first one at the old height.
            forget_sizes(layout, widgets=True)
        need = layout.totalHeightForWidth(room.width()) if layout is not None and layout.hasHeightForWidth() \
            else widget.sizeHint().height()
        room.setHeight(min(room.height(), need))
        widget.setGeometry(room)
        if layout is not None:
            layout.activate()  # before the layouts inside it, which it gives their sizes
        QCoreApplication.sendPostedEvents(None, QEvent.LayoutRequest)
        # Widgets just shown ask for their paint with a posted event: asked now, they are painted
        # with the rest, not again after it when the scene has the window painted at once.
        QCoreApplication.sendPostedEvents(None, QEvent.UpdateLater)

    def _fit(self) -> None:
        self.fitInView(self.scene().sceneRect(), Qt.KeepAspectRatio)
        self.place_centre_widget()
        self.fitted.emit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._refresh_spaces(repaint=True)  # the tooltips' words and the prices' digit groups
        super().changeEvent(event)
