"""What every painted part of the Poslední vůle table shares (ui/games/last_will/board.py): the view
it was last given, its parts painted through cached pictures, and hit areas the mouse and the arrow
keys pick."""

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QImage, QPainter, QPen, QRegion
from PySide6.QtWidgets import QSizePolicy, QWidget

from ... import theme
from ...widgets.value_track import slot_rects
from . import names
from .art import RATIO
from . import palette

translate = QCoreApplication.translate
_FOCUS = palette.PALETTE.focus
_KEPT = 3  # earlier pictures kept per part
LARGEST_CARD = 57  # their largest width at scale 1 (a larger zoom, a larger scale)
_MOVES = (Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down, Qt.Key_Home, Qt.Key_End)
_CLICKS = (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space)
_SMOOTH = QPainter.Antialiasing
_PICTURE = QImage.Format_ARGB32_Premultiplied
_NO_BRUSH = Qt.NoBrush


class Painted(QWidget):
    """A painted part of the table: the view it was last given and the hit areas of its last paint.

    Its parts (`parts`) are painted through cached pictures, each drawn again only when what it shows
    changed: antialiased rounded boxes and fitted words are dear, and a move changes a part or two.
    The arrow keys pick a hit area (a yellow frame marks it), Enter or Space clicks it."""

    clicked = Signal(str, object)  # what was clicked ("card", "space", "plan"), and which

    def __init__(self, parent=None):
        super().__init__(parent)
        self.view = None
        self.players = None
        self.people: tuple = ()  # each seat's name and look: part of the keys of what shows them
        self._hits: list[tuple[QRectF, str, object]] = []
        self._parts: dict[object, tuple[object, QImage, list]] = {}  # name -> (key, picture, its hits)
        self._earlier: dict[object, list[tuple[object, QImage, list]]] = {}  # name -> what it showed before
        self._spare: dict[tuple[int, int], QImage] = {}  # a picture no longer kept, by its size: painted over next
        self._laid: tuple | None = None  # ((size, pixel ratio, scale, shape), the parts laid out at them)
        self.scale = 1.0  # the table's: the least sizes of words and cards grow with it (the zoom)
        self._keys: tuple | None = None  # what each laid part shows of the view: worked out once per view
        self._shown: tuple | None = None  # (the keys, each part's picture and where it goes) as last painted
        self.focused: tuple[str, object] | None = None  # the target the arrow keys picked
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setFocusPolicy(Qt.StrongFocus)

    def set_view(self, view, players, people: tuple = ()) -> None:
        """`people`: each seat's name and look (`seat_people`), for the parts that show them.
        Nothing is done when no part shows anything else (most moves change one board or two)."""
        self.view, self.players, self.people = view, players, people
        before, self._keys = self._keys, None
        if self.keys() == before:
            self._keys = before  # the pictures painted for them still hold
            return
        self.update_changed()
        self.setAccessibleDescription(self.describe())

    def update_changed(self) -> None:
        """Ask for a repaint of the parts whose pictures no longer show the view (all, if their
        number changed or the keyboard's mark may move): the rest stays as it is on the screen."""
        keys = self.keys()
        if self.hasFocus() or len(keys) != len(self._parts) or any(name not in self._parts for name, *_ in keys):
            self.update()
            return
        stale = QRegion()
        for key, (_, _, area, _, _, _) in zip(keys, self.laid()):
            before = self._parts[key[0]][0]
            if before != key:
                stale += self.changed_area(key[0], before[1], key[1], area) if before[2] == key[2] else area
        self.update(stale)

    def changed_area(self, name, before, now, area: QRect) -> QRect | QRegion:
        """What of part `name` in `area` shows something else since its key went from `before` to
        `now`: all of it, unless the part knows better."""
        return area

    def laid(self) -> list:
        """`parts` at this size, laid out once per size and `shape`: (name, rect, the pixels it covers,
        its place in plain values (those pixels and the screen's pixel ratio), key, draw)."""
        ratio = self.devicePixelRatioF()
        at = (self.size(), ratio, self.scale, self.shape() if self.view is not None else None)
        if self._laid is None or self._laid[0] != at:
            parts = self.parts(QRectF(self.rect())) if self.view is not None else []
            areas = [rect.toAlignedRect() for _, rect, _, _ in parts]
            self._laid = (at, [(name, rect, area, (area.getRect(), ratio, self.scale), key, draw)
                               for (name, rect, key, draw), area in zip(parts, areas)])
            self._keys = None
            self._spare.clear()
        return self._laid[1]

    def area_of(self, wanted) -> QRect:
        """Where the laid parts whose names `wanted(name)` holds lie together (empty if none)."""
        area = QRect()
        for name, _, pixels, *_ in self.laid():
            if wanted(name):
                area = area.united(pixels)
        return area

    def keys(self) -> tuple:
        """Each laid part's whole key: its name, all it shows of the view (its `key(board)`), its place
        and the screen's pixel ratio. A part's picture is painted again only when its whole key changed."""
        laid = self.laid()
        if self._keys is None:
            self._keys = tuple((name, key(self), place) for name, _, _, place, key, _ in laid)
        return self._keys

    def shape(self) -> tuple:
        """What of the view the places of the parts depend on (with the size)."""
        return ()

    def describe(self) -> str:
        return ""

    def _slots(self, area: QRectF, count: int, gap: float) -> list[QRectF]:
        """`count` card spaces across `area` (see slot_rects), at most LARGEST_CARD * scale wide: what
        the cards have at 100 % where the table has room to spare, the zoom grows them into."""
        widest = count * LARGEST_CARD * self.scale + gap * (count - 1)
        return slot_rects(QRectF(area.left(), area.top(), min(area.width(), widest), area.height()), count, RATIO, gap)

    def mousePressEvent(self, event) -> None:
        for rect, kind, what in reversed(self._hits):  # the card drawn last lies on top
            if rect.contains(event.position()):
                self.clicked.emit(kind, what)
                return
        super().mousePressEvent(event)

    # -- the keyboard: the arrows pick what a click would hit, Enter or Space clicks it ----------

    def keyPressEvent(self, event) -> None:
        key = event.key()
        self._pictures()  # the targets of the view now, even before it is painted
        targets = [(kind, what) for _, kind, what in self._hits]
        if not targets or key not in _MOVES and key not in _CLICKS:
            super().keyPressEvent(event)
            return
        at = targets.index(self.focused) if self.focused in targets else 0
        if key in _CLICKS:
            self.clicked.emit(*targets[at])
            return
        if key in (Qt.Key_Up, Qt.Key_Down):
            at = self._nearest(at, -1 if key == Qt.Key_Up else 1)
        else:
            at = {Qt.Key_Left: at - 1, Qt.Key_Right: at + 1, Qt.Key_Home: 0, Qt.Key_End: len(targets) - 1}[key]
        self.focused = targets[max(0, min(len(targets) - 1, at))]
        self.setToolTip(self.target_name(*self.focused))
        self.setAccessibleName(self.toolTip())
        self.update()

    def _nearest(self, at: int, down: int) -> int:
        """The target nearest to target `at` in the row above (down -1) or below (1); `at` if none."""
        here = self._hits[at][0].center()
        below = [(abs(rect.center().x() - here.x()) + abs(rect.center().y() - here.y()), i)
                 for i, (rect, _, _) in enumerate(self._hits)
                 if (rect.center().y() - here.y()) * down > rect.height() / 2]
        return min(below)[1] if below else at

    def target_name(self, kind: str, what) -> str:
        if kind == "plan":
            return translate("LastWillTexts", "Day plan {plan}").format(plan=what)
        card = self.view.offer.get(what) if kind == "space" else what
        words = names.card_name(card) if card else ""
        return f"{what}: {words}" if kind == "space" else words

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()

    def _paint_focus(self, p: QPainter) -> None:
        """The keyboard's mark: a yellow frame round the target the arrows picked."""
        for rect, kind, what in self._hits:
            if (kind, what) == self.focused:
                p.setRenderHint(_SMOOTH)
                p.setPen(QPen(_FOCUS, 3))
                p.setBrush(_NO_BRUSH)
                radius = min(rect.width(), rect.height()) * 0.09
                p.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), radius, radius)
                return

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._parts.clear()  # their words
            self._earlier.clear()
            self._keys = self._shown = None
        super().changeEvent(event)

    def paintEvent(self, event) -> None:
        if self.view is None:
            return
        p = QPainter(self)
        region = event.region()
        for area, picture in self._pictures():
            if region.intersects(area):
                p.drawImage(area.topLeft(), picture)
        if self.hasFocus():
            self._paint_focus(p)
        p.end()

    def _pictures(self) -> list:
        """Each part's picture and where it goes, painted again where stale; the hit areas with them.
        Worked out again only when a part shows something else or moved."""
        keys = self.keys()
        if self._shown is not None and self._shown[0] is keys:
            return self._shown[1]
        laid = self.laid()
        for name in set(self._parts) - {name for name, *_ in laid}:
            del self._parts[name]
            self._earlier.pop(name, None)
        pictures, every_hit = [], []
        for key, (name, rect, area, _, _, draw) in zip(keys, laid):
            _, picture, hits = self._picture(name, rect, key, draw)
            pictures.append((area, picture))
            every_hit += hits
        self._hits = every_hit
        targets = [(kind, what) for _, kind, what in self._hits]
        if targets and self.focused not in targets:
            self.focused = targets[0]
        self._shown = (keys, pictures)
        return pictures

    def _picture(self, name, rect: QRectF, key, draw) -> tuple:
        """(key, picture, hit areas) of `draw(board, painter, rect)` (in this widget's coordinates), cached
        under `name` and painted again only when its whole `key` (`keys`) changed."""
        cached = self._parts.get(name)
        if cached is not None and cached[0] == key:
            return cached
        # A part often shows again what it showed a move or two ago (a plan free again, a lane as
        # the public table shows it during a hand-over): the last few pictures are kept.
        earlier = self._earlier.setdefault(name, [])
        if cached is not None:
            earlier.insert(0, cached)
            for _, dropped, _ in earlier[_KEPT:]:
                self._spare[dropped.width(), dropped.height()] = dropped
            del earlier[_KEPT:]
        again = next((picture for picture in earlier if picture[0] == key), None)
        if again is not None:
            earlier.remove(again)
            cached = again
        else:
            area = rect.toAlignedRect()
            picture = self._blank(area.size())
            painter = QPainter(picture)
            painter.setRenderHint(_SMOOTH)
            painter.translate(-area.topLeft())
            self._hits = []
            draw(self, painter, rect)
            painter.end()
            cached = (key, picture, self._hits)
        self._parts[name] = cached
        return cached

    def _blank(self, size: QSize) -> QImage:
        """A transparent picture of `size` at the screen's pixel ratio: a spare one cleared if there is
        one, as clearing costs less than fresh memory. An image, not a pixmap: a transparent pixmap is
        made opaque first, then made again with its alpha channel."""
        ratio = self.devicePixelRatioF()
        size = size * ratio
        picture = self._spare.pop((size.width(), size.height()), None)
        if picture is None:
            picture = QImage(size, _PICTURE)
        picture.setDevicePixelRatio(ratio)
        picture.fill(0)
        return picture

    def parts(self, rect: QRectF) -> list:
        """What is painted in `rect`, part by part: (name, rect, key(board) -> all it shows of the view
        now, draw(board, painter, rect) from the view now). Laid out again only when the size or `shape`
        changed: a part's key and drawing read the board's view when they are called, never a view of
        the past. They are given the board rather than holding it: the board keeps them, and a part
        holding its board would make a cycle that keeps a closed game's boards and their pictures."""
        raise NotImplementedError
