"""The hand-over screen: covers the table while the laptop goes to the next player.

It shows only public things: whom to pass the computer to, and what everyone just saw happen.
The next player confirms with the big button (Enter or Space). While it is up the keyboard stays on
the card: Tab goes round the card's own controls, and a widget under the cover that takes the focus
anyway (a shortcut's buddy) gives it back, so no key filters the log or opens a list unseen.
"""

import weakref

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from .. import theme
from ..widgets.players import token_pixmap
from .confirm_card import ConfirmCard

CARD_WIDTH = 800  # the button's words with the longest name the new-game dialog allows, at 1024 px
MARGIN = 16  # the least of the dark green (handover_cover) left round the card


def _words(name: str) -> QLabel:
    label = QLabel(alignment=Qt.AlignCenter, wordWrap=True, textFormat=Qt.PlainText)
    label.setObjectName(name)
    return label


class EventLines(QWidget):
    """The recent events, one word-wrapped label each, told apart by a little space.

    Placed here, not by a layout: each line's height is measured once for its words at the card's
    width (a layout measures every label again whenever any of them changes, two dozen times a
    hand-over), and new words lay out only this widget, not the card and the screen around it."""

    SPACING = 6

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._labels: list[QLabel] = []
        self._lines: list[str] = []
        self._heights: dict[str, int] = {}  # each line's, at _measured_width in the labels' letters
        self._measured_width = 0

    def set_lines(self, lines: list[str]) -> None:
        self._lines = list(lines)
        self._heights = {line: height for line, height in self._heights.items() if line in self._lines}
        while len(self._labels) < len(lines):
            label = _words("HandoverEvent")
            label.setParent(self)
            label.ensurePolished()  # measured in the style sheet's letters
            self._labels.append(label)
        for index, label in enumerate(self._labels):
            label.setText(lines[index] if index < len(lines) else "")
            label.setVisible(index < len(lines))
        self.setVisible(bool(lines))
        self.updateGeometry()

    def shown(self) -> list[str]:
        return [label.text() for label in self._labels if not label.isHidden()]

    def heightForWidth(self, width: int) -> int:
        heights = [self._height(index, width) for index in range(len(self._lines))]
        return sum(heights) + self.SPACING * (len(heights) - 1) if heights else 0

    def _height(self, index: int, width: int) -> int:
        if width != self._measured_width:
            self._heights.clear()
            self._measured_width = width
        line = self._lines[index]
        if line not in self._heights:
            self._heights[line] = self._labels[index].heightForWidth(width)
        return self._heights[line]

    def place(self) -> None:
        top = 0
        for index in range(len(self._lines)):
            height = self._height(index, self.width())
            self._labels[index].setGeometry(0, top, self.width(), height)
            top += height + self.SPACING

    def resizeEvent(self, event) -> None:
        self.place()
        super().resizeEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() in (QEvent.FontChange, QEvent.StyleChange):  # other letters: measured anew
            self._heights.clear()
        super().changeEvent(event)


class BigButton(QPushButton):
    """The card's button, roomy round its words. Sized and lettered without a style sheet rule of its
    own: with one, Qt paints the button's face anew at every paint instead of from its picture of
    it, a tenth of a hand-over's cost."""

    ROOM = QSize(36, 10)  # beyond the style's own margins: what "padding: 8px 24px" gave under Fusion

    def sizeHint(self) -> QSize:
        return super().sizeHint() + self.ROOM


_screens: "weakref.WeakSet[HandoverScreen]" = weakref.WeakSet()


def _watch_focus(screen: "HandoverScreen") -> None:
    """One connection for the program's life, holding the screens weakly: a connection of each screen
    to the application would keep a closed game's screen, and the session it confirms to, alive."""
    if not _screens:
        app = QApplication.instance()
        if not app.property("handover_focus_watched"):
            app.setProperty("handover_focus_watched", True)
            app.focusChanged.connect(_focus_changed)
    _screens.add(screen)


def _focus_changed(_old, new) -> None:
    if new is None:
        return
    for screen in list(_screens):
        try:
            screen.keep_focus(new)
        except RuntimeError:  # its game was closed: the Qt side is gone
            _screens.discard(screen)


class HandoverScreen(ConfirmCard, QWidget):
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("HandoverScreen")
        # Opaque, so Qt paints nothing hidden beneath it: the table changes with every move behind
        # the hand-over screen, and painting it there (unseen) was most of a move's cost.
        self.setAttribute(Qt.WA_OpaquePaintEvent)
        self._name = ""
        self._recent: list[str] = []

        # Placed by _place_card, not by a layout: its height follows its words at its width.
        self._card = QFrame(self)
        self._card.setObjectName("HandoverCard")
        self._symbol_label = QLabel(alignment=Qt.AlignCenter)
        self._symbol_label.setMinimumHeight(80)
        self._heading = _words("HandoverHeading")
        # The name stands alone, in the nominative: no sentence has to decline it.
        self._name_label = _words("HandoverName")
        self._warning = _words("HandoverWarning")  # the game's last moves are not saved, and why
        self._warning.hide()
        self._events = EventLines()
        self.button = BigButton()
        self.button.setObjectName("HandoverButton")
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.setMinimumHeight(56)
        self.button.clicked.connect(self.confirmed)

        inner = QVBoxLayout(self._card)
        inner.setContentsMargins(36, 24, 36, 28)
        inner.setSpacing(12)
        inner.addWidget(self._symbol_label)
        inner.addWidget(self._heading)
        inner.addWidget(self._name_label)
        inner.addWidget(self._warning)
        inner.addSpacing(4)
        inner.addWidget(self._events)
        inner.addSpacing(4)
        inner.addWidget(self.button)

        self.setFocusProxy(self.button)
        _watch_focus(self)
        self._retranslate()
        theme.follow(self, self._restyle)

    def _restyle(self) -> None:
        self._cover = QColor(theme.colour("handover_cover"))
        self.setStyleSheet(theme.style(
            "#HandoverCard { background: @card; border-radius: 18px; border: 2px solid @card_border; }"
            "#HandoverHeading { font-size: 16pt; color: @card_text; }"
            "#HandoverName { font-size: 24pt; font-weight: 600; color: @card_text; }"
            "#HandoverEvent { font-size: 12pt; color: @card_quiet_text; }"
            "#HandoverWarning { font-size: 12pt; background: @problem; color: @problem_text;"
            " border: 1px solid @problem_border; border-radius: 8px; padding: 6px 10px; }"
        ))
        font = QFont()  # only its size set: the rest follows the card's letters
        font.setPointSizeF(theme.points(15))
        self.button.setFont(font)
        self._place_card()
        self.update()

    def show_for(self, name: str, colour: str, symbol: str, recent: list[str]) -> None:
        self._symbol_label.setPixmap(token_pixmap(colour, symbol, 72))
        self._name = name
        self._recent = list(recent)
        self._show_name()
        self.show()
        self.raise_()
        self.button.setFocus()

    def set_warning(self, text: str) -> None:
        """A problem everyone passing the computer should see (a failed save); "" for none."""
        self._warning.setText(text)
        self._warning.setVisible(bool(text))
        self._place_card()

    def warning(self) -> str:
        return self._warning.text() if not self._warning.isHidden() else ""

    def shown_events(self) -> list[str]:
        """The recent events the card shows now, oldest first."""
        return self._events.shown()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Backtab go round the card's controls only."""
        chain = [widget for widget in self._card.findChildren(QWidget)
                 if widget.isVisibleTo(self._card) and widget.isEnabled() and widget.focusPolicy() & Qt.TabFocus]
        if not chain:
            return True
        focused = QApplication.focusWidget()
        at = chain.index(focused) if focused in chain else -1
        chain[(at + (1 if next else -1)) % len(chain)].setFocus(Qt.TabFocusReason if next else Qt.BacktabFocusReason)
        return True

    def keep_focus(self, new: QWidget) -> None:
        if self.isVisible() and new is not self and not self.isAncestorOf(new) and new.window() is self.window():
            self.button.setFocus()

    def resizeEvent(self, event) -> None:
        self._place_card()
        super().resizeEvent(event)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(event.rect(), self._cover)

    def _retranslate(self) -> None:
        self._heading.setText(self.tr("Pass the computer to"))
        self._button_words = self.tr("I am {player} — show my cards")
        self._show_name()

    def _show_name(self) -> None:
        self._name_label.setText(self._name)
        # "&" in a name is a letter, not a keyboard shortcut.
        self.button.setText(self._button_words.format(player=self._name.replace("&", "&&")))
        self._place_card()

    def _place_card(self) -> None:
        """Centre the card, as tall as its words need at its width. Where not all recent events
        fit (a small window, long names), the oldest give way: the log keeps them all."""
        self._card.ensurePolished()
        room = self.rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        width = min(round(CARD_WIDTH * max(1.0, theme.pixel_font_ratio())), room.width())
        for oldest in range(len(self._recent) + 1):
            shown = self._recent[oldest:]
            self._events.set_lines(shown)
            self._card.layout().invalidate()
            height = self._card.heightForWidth(width)
            if height <= room.height():
                break
        height = min(height, room.height())
        # A third of the space left above the card, two thirds below: it sits where the eye looks.
        top = room.top() + (room.height() - height) // 3
        self._card.setGeometry(room.left() + (room.width() - width) // 2, top, width, height)
        # The lines take their places now, at the width they were measured at: their heights may
        # add up as before, and then no resize tells them.
        self._card.layout().activate()
        self._events.place()
