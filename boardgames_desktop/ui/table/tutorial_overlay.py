"""The guided first game on the game page: the card up (play/tutorial.py) drawn over the table beside
a ring round the control it points at, never a dialog that covers the table.

The session is a tutorial session (ui/app/tutorial_session.py): it feeds its guide after every change
and says which card is up (`card_changed`), and refuses a move the card up does not allow yet
(`held`). The card shows only while a person is at the screen (never over a hand-over or the look
card; at the end the whole table is public, and the card covers neither who won nor the results;
nor a chance card drawn, shown big: where there is no room beside it, what it would cover moves aside
(`leave_room`), else the card waits till the card shown big is read),
after the table has played the last move out; it follows the table's size, the zoom and the language. Its buttons: Next (Enter, Esc), Start again, and
Leave the tutorial, which offers to play on without the cards or to go back to the start screen.
A card with a rule has a link into the game's rules at that anchor.
"""

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from .. import theme, tutorials
from ..scale import scaled_style

RING = 4  # px, the pointer's ring
GAP = 10  # px between the pointed control and the card
CARD_WIDTH = 340  # px at the table's scale 1
CARD_STYLE = ("#TutorialCard { background: @card; border: 3px solid @tutorial_ring; border-radius: 14px; }"
              "#TutorialHeading { font-size: 13px; font-weight: 600; color: @card_quiet_text; }"
              "#TutorialText { font-size: 16px; color: @card_text; }"
              "#TutorialHeld { font-size: 15px; font-weight: 600; color: @error_text; }"
              "#TutorialRules { font-size: 13px; color: @link; }"
              "#TutorialCard QPushButton { font-size: 13px; padding: 2px 8px; }"
              "#TutorialCard QPushButton#TutorialNext { font-size: 16px; font-weight: 600; padding: 4px 18px; }")
WIDE = 1.9  # a card up to this much wider (and lower) goes above or below a control where the narrow one has no room
WIDER = 4  # the steps from the narrow card to the widest
STEP = 16  # px between the places tried for a card that has no room beside what it must not cover


def united(table: QWidget, widgets) -> QRect | None:
    """The rect round the visible ones of `widgets`, in `table`'s coordinates (a pointer at several
    controls together); None when none is visible."""
    rect = QRect()
    for widget in widgets:
        if widget.isVisible():
            rect = rect.united(QRect(widget.mapTo(table, widget.rect().topLeft()), widget.size()))
    return rect if rect.isValid() else None


def shown_rect(table: QWidget, widget: QWidget) -> QRect | None:
    """Where `widget` shows something, in `table`'s coordinates: a label's words (a centred headline
    is as wide as the page, its words are not), any other widget whole; None when it is hidden."""
    if not widget.isVisible():
        return None
    rect = widget.rect()
    if isinstance(widget, QLabel):
        flags = int(widget.alignment()) | (int(Qt.TextWordWrap) if widget.wordWrap() else 0)
        rect = widget.fontMetrics().boundingRect(widget.contentsRect(), flags, widget.text())
    return QRect(widget.mapTo(table, rect.topLeft()), rect.size())


def shown_big(table: QWidget) -> list[QRect]:
    """The faces of what is shown big over the whole of `table` now (an Overlay, or any widget of its
    own laid over the table's whole rect: Dostihy's chance card, X bere!'s round scores), in the
    table's coordinates."""
    from .game_table import Overlay

    laid_out = table.layout()
    return [QRect(big.mapTo(table, big.childrenRect().topLeft()), big.childrenRect().size())
            for big in table.findChildren(QWidget, options=Qt.FindDirectChildrenOnly)
            if big.isVisible() and big.childrenRect().isValid()
            and (isinstance(big, Overlay) or (big.geometry() == table.rect()
                                              and (laid_out is None or laid_out.indexOf(big) < 0)))]


def pointed_rect(table: QWidget, name: str | None) -> QRect | None:
    """Where the table's `control(name)` is, in the table's coordinates, if it is there to see (a
    table without `control` points at nothing: the card stands in the table's corner)."""
    control = getattr(table, "control", None)
    found = control(name) if name and control is not None else None
    if isinstance(found, QWidget):
        if not found.isVisible():
            return None
        found = QRect(found.mapTo(table, found.rect().topLeft()), found.size())
    return found if isinstance(found, QRect) and found.isValid() else None


class Pointer(QWidget):
    """A ring round a rect, drawn over the table; every click goes through it to the table."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.target = QRect()
        self.hide()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        ring = self.target.adjusted(-RING - 2, -RING - 2, RING + 2, RING + 2)
        p.setPen(QPen(QColor(0, 0, 0, 120), RING + 4))
        p.drawRoundedRect(ring, 10, 10)
        p.setPen(QPen(QColor(theme.colour("tutorial_ring")), RING))
        p.drawRoundedRect(ring, 10, 10)


class TutorialCard(QFrame):
    """The words of the card up, a link into the rules, and the tutorial's buttons."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("TutorialCard")
        self.heading = QLabel(objectName="TutorialHeading")
        self.text = QLabel(textFormat=Qt.PlainText, wordWrap=True, objectName="TutorialText")
        self.held = QLabel(wordWrap=True, objectName="TutorialHeld")
        self.held.hide()
        self.rules = QLabel(objectName="TutorialRules", textFormat=Qt.RichText)
        self.rules.setTextInteractionFlags(Qt.LinksAccessibleByMouse | Qt.LinksAccessibleByKeyboard)
        self.next_button = QPushButton(objectName="TutorialNext")
        self.next_button.setDefault(True)
        self.again_button = QPushButton(objectName="TutorialAgain")
        self.leave_button = QPushButton(objectName="TutorialLeave")
        self.leave_menu = QMenu(self.leave_button)
        self.play_on_action = self.leave_menu.addAction("")
        self.to_start_action = self.leave_menu.addAction("")
        self.leave_button.setMenu(self.leave_menu)
        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addStretch(1)
        top.addWidget(self.rules)
        for button in (self.again_button, self.leave_button, self.next_button):
            button.setSizePolicy(QSizePolicy.Minimum, QSizePolicy.Fixed)  # their words whole: the card widens
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 8, 14, 10)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addWidget(self.text)
        layout.addWidget(self.held)
        layout.addLayout(buttons)
        self.rescale(1.0)

    def rescale(self, by: float) -> None:
        """The card's words and frame grow with the table's scale (never below their size at 1), and
        with the user's font size."""
        by = max(1.0, by)
        theme.follow(self, lambda: self._restyle(theme.style(scaled_style(CARD_STYLE, by))))

    def _restyle(self, style: str) -> None:
        self.setStyleSheet(style)
        # A part hidden now (the link of a card without a rule, the "first try" line) is not polished
        # with the new style, nor again when shown: the link stayed at its size at scale 1.
        for part in (self.rules, self.held):
            if part.isHidden():
                part.setAttribute(Qt.WA_WState_Polished, False)
                part.ensurePolished()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key_Escape:
            self.next_button.click()
            return
        super().keyPressEvent(event)


class TutorialOverlay(QWidget):
    """Invisible itself: keeps the card and the pointer of a tutorial session on `page` (a GamePage)."""

    restart = Signal()  # "Start again"
    leave_to_start = Signal()  # "Leave the tutorial" > back to the start screen
    rules_wanted = Signal(str, str)  # the game and a rules anchor

    def __init__(self, page: QWidget, session):
        super().__init__(page)
        self.hide()
        self.page, self.table, self.session = page, page.table, session
        self.pointer = Pointer(page)
        self.card = TutorialCard(page)
        self.card.hide()
        self.card.next_button.clicked.connect(session.dismiss_card)
        self.card.again_button.clicked.connect(self.restart)
        self.card.play_on_action.triggered.connect(session.stop_guiding)
        self.card.to_start_action.triggered.connect(self.leave_to_start)
        self.card.rules.linkActivated.connect(self._open_rules)
        self._shown = None  # the card whose words are on show, to focus its button once
        self._room_from: QWidget | None = None  # what moved its words aside to leave the card room
        self._place_soon = QTimer(self, singleShot=True, interval=0)
        self._place_soon.timeout.connect(self.place)
        session.card_changed.connect(self._card_changed)
        session.held.connect(self._held)
        session.changed.connect(self._place_soon.start)  # after the table and the hand-over have drawn it
        self.table.rescaled.connect(self.card.rescale)
        self.table.rescaled.connect(self._place_soon.start)
        self.card.rescale(self.table.scale)
        self.table.animation.finished.connect(self._place_soon.start)
        end = getattr(self.table, "end_page", None)  # its headline and results move as it lays them out
        ends = () if end is None else [part for part in (end, getattr(end, "title", None),
                                                        getattr(end, "results_view", None)) if part is not None]
        covers = self.table.findChildren(QWidget, options=Qt.FindDirectChildrenOnly)  # a chance card shown big...
        for widget in (page, self.table, *ends, *covers):
            widget.installEventFilter(self)
        self._watched: QWidget | None = None  # the control pointed at, followed as it moves
        self._retranslate()
        self._place_soon.start()

    # -- showing -----------------------------------------------------------------------------

    def showing(self) -> bool:
        """Whether a card may be on show now: a person at the screen (at the end, everyone), nobody
        handed the computer or looking at their cards, the last move played out."""
        s = self.session
        eyes = s.is_over or (s.viewer is not None and s.handover_to is None and s.looking is None)
        return eyes and s.guide.card is not None and not self.table.animation.running

    def place(self) -> None:
        """The card beside the control it points at, inside the table, and the ring round that."""
        card = self.session.guide.card
        if not self.showing():
            self._take_room_back()
            self.card.hide()
            self.pointer.hide()
            return
        if card is not self._shown or (self._room_from is not None and not self._room_from.isVisible()):
            self._take_room_back()  # the next card may fit without; a chance card put away
        if card is not self._shown:
            self._shown = card
            self._retranslate()
        area = QRect(self.table.mapTo(self.page, self.table.rect().topLeft()), self.table.size())
        target = pointed_rect(self.table, card.points_at)
        self._follow(self.table.control(card.points_at) if target is not None else None)  # found: it has control
        least = self.card.minimumSizeHint().width()
        width = min(max(round(CARD_WIDTH * max(1.0, self.table.scale)), least), area.width() - 2 * GAP)
        widest = max(width, min(round(width * WIDE), area.width() - 2 * GAP))
        sizes = [QSize(w, self.card.layout().totalHeightForWidth(w))
                 for w in sorted({width + (widest - width) * step // WIDER for step in range(WIDER + 1)})]
        keep = [rect.translated(area.topLeft()) for rect in self._keep_clear()]
        spare = [rect.translated(area.topLeft()) for rect in self._spare()]
        if target is None:
            self.pointer.hide()
        else:
            target.translate(area.topLeft())
            self.pointer.setGeometry(area)
            self.pointer.target = target.translated(-area.topLeft())
            self.pointer.show()
            self.pointer.raise_()
            self.pointer.update()
        place = self._beside_needed(card.points_at, target, sizes, area, keep, spare) or \
            beside(target, sizes, area, keep, spare)
        if any(place.intersects(rect) for rect in (target, *keep, *spare) if rect is not None):
            if self._ask_room(place):
                self.card.hide()  # placed again once the words moved aside
                return
            if shown_big(self.table):  # no room beside a card to read: the tutorial's waits till it is put away
                self.card.hide()
                self.pointer.hide()
                return
        self.card.setFixedWidth(place.width())
        self.card.setGeometry(place)
        was_hidden = self.card.isHidden()
        self.card.show()
        self.card.raise_()
        if was_hidden:
            self.card.next_button.setFocus(Qt.OtherFocusReason)

    def _beside_needed(self, name, target, sizes, area, keep, spare) -> QRect | None:
        """The nearest free place that also leaves in sight what the player reads while doing what the
        card points at (the table's `needed(name)`: the offers beside the day plans, the board and the
        players' cards round Anti-Monopoly's middle); None where there is none."""
        table_needed = getattr(self.table, "needed", None)
        parts = table_needed(name) if table_needed is not None else []
        for part in parts:
            if isinstance(part, QWidget):
                part.installEventFilter(self)  # placed again as it moves (once only: Qt keeps one of each)
        part_rects = [(united(self.table, [part]) if isinstance(part, QWidget) else part) for part in parts]
        in_sight = [rect.translated(area.topLeft()) for rect in part_rects if rect is not None and rect.isValid()]
        if not in_sight:
            return None
        goal = (target or in_sight[0]).center()
        return nearest_free(goal, sizes[0], area, [rect for rect in (target, *keep, *in_sight, *spare) if rect is not None])

    def _ask_room(self, place: QRect) -> bool:
        """Where the card has no free place, ask what is shown big over the table, else the end page,
        to move its words aside and leave the card room (`leave_room(px)`: whether it could)."""
        if self._room_from is not None:
            return False
        givers = [widget for widget in self.table.findChildren(QWidget, options=Qt.FindDirectChildrenOnly)
                  if widget.isVisible() and hasattr(widget, "leave_room")]
        end = getattr(self.table, "end_page", None)
        givers += [end] if end is not None and end.isVisible() else []
        for giver in givers:
            if giver.leave_room(place.height() + GAP):
                self._room_from = giver
                self._place_soon.start()
                return True
        return False

    def _take_room_back(self) -> None:
        if self._room_from is not None:
            giver, self._room_from = self._room_from, None
            giver.leave_room(0)

    def _keep_clear(self) -> list[QRect]:
        """What no card may cover, in the table's coordinates: a card to read shown big over the table
        (a chance card drawn, a round's scores: its face), and at the end the end page's headline (who
        won), its tie-break and line, and the results."""
        rects = shown_big(self.table)
        end = getattr(self.table, "end_page", None)
        if end is not None and end.isVisible():
            parts = (getattr(end, name, None) for name in ("title", "tie_label", "line", "results_view"))
            rects += [rect for part in parts if part is not None and (rect := shown_rect(self.table, part)) is not None]
        return rects

    def _spare(self) -> list[QRect]:
        """What a card covers only where nothing else is free: the end page's note under the results."""
        end = getattr(self.table, "end_page", None)
        note = getattr(end, "note", None) if end is not None and end.isVisible() else None
        rect = shown_rect(self.table, note) if note is not None else None
        return [] if rect is None else [rect]

    def _card_changed(self, card) -> None:
        if card is not self._shown:
            self.card.held.hide()  # said of the card before
        if card is None and self.card.isAncestorOf(self.page.focusWidget()):
            self.table.setFocus(Qt.OtherFocusReason)  # the keys go back to the game
        self._place_soon.start()

    def _held(self, action) -> None:
        self.card.held.show()
        self._place_soon.start()

    def _follow(self, control) -> None:
        """Place again whenever the control pointed at moves or changes size."""
        control = control if isinstance(control, QWidget) else None
        if control is self._watched:
            return
        if self._watched is not None:
            self._watched.removeEventFilter(self)
        self._watched = control
        if control is not None:
            control.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() in (QEvent.Resize, QEvent.Move, QEvent.Show, QEvent.Hide, QEvent.LayoutRequest):
            self._place_soon.start()
        return False

    # -- words -------------------------------------------------------------------------------

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
            self._place_soon.start()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        game = self.session.game
        card = self.session.guide.card
        words = self.card
        words.heading.setText(self.tr("Learn to play"))
        words.text.setText(tutorials.card_text(game, card) if card is not None else "")
        words.held.setText(self.tr("First try what this card says; then the game is all yours."))
        link = f"rules:{game}#{card.rule}" if card is not None and card.rule else ""
        words.rules.setVisible(bool(link))
        more = self.tr("More in the rules")
        words.rules.setText(f'<a href="{link}">{more}</a>' if link else "")
        words.next_button.setText(self.tr("Next"))
        words.next_button.setToolTip(self.tr("I have read it (Enter)"))
        words.again_button.setText(self.tr("Start again"))
        words.leave_button.setText(self.tr("Leave the tutorial"))
        words.play_on_action.setText(self.tr("Play on without the cards"))
        words.to_start_action.setText(self.tr("Back to the start screen"))

    def _open_rules(self, link: str) -> None:
        game, _, anchor = link.removeprefix("rules:").partition("#")
        self.rules_wanted.emit(game, anchor)


def beside(target: QRect | None, sizes, area: QRect, keep=(), spare=()) -> QRect:
    """Where the card goes inside `area`, covering neither `target` (the control it points at, or
    None) nor any of `keep` (a card shown big, who won and the results) nor of `spare` (the results'
    note): beside them all, below, else above, right or left, the first with room for the card at
    its first size (`sizes`: narrow to wide); else above or below at a wider, lower size; else in a
    corner of the area (the top right first), the narrowest that covers none of them; else any place
    that covers none of them, the nearest to them; else the place that covers the least, `spare`
    counting a tenth (a small window's end page: the note rather than who won)."""
    narrow, wider = sizes[0], sizes[1:]
    clear = [(rect, 10) for rect in (target, *keep) if rect is not None] + [(rect, 1) for rect in spare]
    around = QRect()
    for rect, _ in clear:
        around = around.united(rect)
    places = []
    if clear:
        places += _beside(around, narrow, area, ("below", "above", "right", "left"))
        for size in wider:
            places += _beside(around, size, area, ("below", "above"))
    inside = area.adjusted(GAP, GAP, -GAP, -GAP)
    for size in sizes:
        w, h = size.width(), size.height()
        left, right, top, bottom = inside.left(), inside.right() - w + 1, inside.top(), inside.bottom() - h + 1
        places += [QRect(x, y, w, h) for x, y in ((right, top), (right, bottom), (left, bottom), (left, top),
                                                   ((left + right) // 2, bottom), ((left + right) // 2, top))]

    def covered(place: QRect) -> int:
        return sum(weight * (place & rect).width() * (place & rect).height()
                   for rect, weight in clear if place.intersects(rect))

    found = next((place for place in places if covered(place) == 0), None)
    if found is not None:
        return found
    # any free place, the nearest to what it is about (or to the top right); else the least covering
    goal = (target or around).center() if clear else inside.topRight()
    places += [QRect(x, y, size.width(), size.height()) for size in sizes
               for x in _steps(inside.left(), inside.right() - size.width() + 1)
               for y in _steps(inside.top(), inside.bottom() - size.height() + 1)]
    return min(places, key=lambda place: (covered(place), (place.center() - goal).manhattanLength()))


def nearest_free(goal, size: QSize, area: QRect, avoid) -> QRect | None:
    """The place for a card of `size` inside `area` nearest to `goal` that keeps GAP px from each of
    `avoid`; None where there is none."""
    inside = area.adjusted(GAP, GAP, -GAP, -GAP)
    clear = [rect.adjusted(-GAP, -GAP, GAP, GAP) for rect in avoid]
    w, h = size.width(), size.height()
    places = (QRect(x, y, w, h) for x in _steps(inside.left(), inside.right() - w + 1)
              for y in _steps(inside.top(), inside.bottom() - h + 1))
    free = [place for place in places if not any(place.intersects(rect) for rect in clear)]
    return min(free, key=lambda place: (place.center() - goal).manhattanLength()) if free else None


def _steps(first: int, last: int) -> list[int]:
    return [*range(first, last, STEP), last] if last >= first else []


def _beside(target: QRect, size, area: QRect, sides) -> list[QRect]:
    """The places for a card of `size` on `sides` of `target` inside `area` where it has room, in order."""
    w, h = size.width(), size.height()
    inside = area.adjusted(GAP, GAP, -GAP, -GAP)

    def clamp_x(x: int) -> int:
        return max(inside.left(), min(x, inside.right() - w + 1))

    def clamp_y(y: int) -> int:
        return max(inside.top(), min(y, inside.bottom() - h + 1))

    centre = target.center()
    room = {"below": inside.bottom() - target.bottom() - GAP, "above": target.top() - inside.top() - GAP,
            "right": inside.right() - target.right() - GAP, "left": target.left() - inside.left() - GAP}
    places = {"below": QRect(clamp_x(centre.x() - w // 2), target.bottom() + GAP, w, h),
              "above": QRect(clamp_x(centre.x() - w // 2), target.top() - GAP - h, w, h),
              "right": QRect(target.right() + GAP, clamp_y(centre.y() - h // 2), w, h),
              "left": QRect(target.left() - GAP - w, clamp_y(centre.y() - h // 2), w, h)}
    need = {"below": h, "above": h, "right": w, "left": w}
    return [places[side] for side in sides if room[side] >= need[side]]
