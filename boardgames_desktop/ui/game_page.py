"""A game in progress: the game's table, the log beside it, and the hand-over screen over both."""

import weakref

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QLabel, QListView, QPushButton, QSplitter, QVBoxLayout, QWidget

from .. import storage
from . import games
from .messages import error_text
from .models.log import LogDelegate, LogModel
from .widgets import cards
from .widgets.handover import HandoverScreen
from .widgets.thinking import ThinkingLine

RECENT_EVENTS_ON_HANDOVER = 4
THINKING_DELAY_MS = 300  # a computer quicker than this moves without "… is thinking": no flicker


class GamePage(QWidget):
    play_again = Signal()
    back_to_start = Signal()

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        # Other games' card pictures are not drawn while this one is on the table.
        cards.cache.discard(lambda key: key[0] in games.TABLES and key[0] != session.game)
        self.table = games.table_for(session, self)

        self.log_title = QLabel()
        self.log_title.setObjectName("LogTitle")
        self.log_model = LogModel(session, self)
        self.log_view = QListView()
        self.log_view.setObjectName("Log")
        self.log_view.setModel(self.log_model)
        self.log_view.setItemDelegate(LogDelegate(self.log_view, self.log_model))
        self.log_view.setWordWrap(True)
        self.log_view.setFocusPolicy(Qt.NoFocus)
        self._log_follows = True  # the newest line stays in view, until the reader scrolls up
        self.log_model.modelReset.connect(self._log_to_end)
        self.log_model.rowsInserted.connect(self._log_grew)
        self.log_view.verticalScrollBar().actionTriggered.connect(self._log_scrolled)
        # The lines' heights are known only once the view has laid them out: follow the range.
        self.log_view.verticalScrollBar().rangeChanged.connect(self._log_range_changed)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 6, 6, 6)
        self.thinking = ThinkingLine()
        # connect(), not timeout=, which PySide never frees (see Session)
        self._thinking_timer = QTimer(self, singleShot=True, interval=THINKING_DELAY_MS)
        self._thinking_timer.timeout.connect(self._show_thinking)
        side_layout.addWidget(self.thinking)
        side_layout.addWidget(self.log_title)
        side_layout.addWidget(self.log_view)

        splitter = QSplitter(Qt.Horizontal)
        splitter.addWidget(self.table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([860, 260])

        self.message = QLabel()
        self.message.setObjectName("Message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(
            "#Message { background: #eef6ee; color: #1f4d2b; border: 1px solid #a9cdb0;"
            " border-radius: 8px; padding: 8px 12px; font-size: 12pt; }"
            '#Message[problem="true"] { background: #fdecea; color: #8a1c1c; border-color: #e0a8a0; }'
        )
        self.message.hide()
        self._message_timer = QTimer(self, singleShot=True, interval=7000)
        self._message_timer.timeout.connect(self.message.hide)

        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.play_again)
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.back_to_start)
        self.end_bar = QWidget()
        self.end_bar.setObjectName("EndBar")
        self.end_bar.setAttribute(Qt.WA_StyledBackground, True)
        self.end_bar.setStyleSheet(
            "#EndBar { background: #24483a; } #EndBar QPushButton { font-size: 13pt; padding: 6px 22px; }"
        )
        end_layout = QHBoxLayout(self.end_bar)
        end_layout.addStretch(1)
        for button in (self.again_button, self.start_button):
            button.setMinimumHeight(44)
            end_layout.addWidget(button)
        end_layout.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.end_bar)

        self.handover = HandoverScreen(self)
        self.handover.confirmed.connect(session.confirm_handover)
        self.handover.hide()

        session.changed.connect(self._update_handover)
        session.changed.connect(self._hide_thinking)  # the move landed, or was undone
        session.thinking.connect(self._thinking_started)
        # Weakly: a session holding the page would make a reference cycle that only Python's
        # garbage collector frees, late, keeping every closed game's table in memory until then.
        animating = weakref.WeakMethod(self._animating)
        session.wait_for = lambda: bool(animating() and animating()())
        session.failed.connect(self.show_error)
        self._retranslate()
        self._update_handover()

    def _thinking_started(self, seat: int) -> None:
        self._thinking_timer.start()

    def _show_thinking(self) -> None:
        seat = self.session.computer_thinking
        if seat is None or self.session.is_over:
            return
        player = self.session.players[seat]
        self.thinking.show_for(player.name, player.colour or "#444444", player.symbol or "")

    def _hide_thinking(self) -> None:
        self._thinking_timer.stop()
        self.thinking.hide()

    def stop_game(self) -> None:
        """The game is being closed: stop the computers (an answer still being searched is
        dropped) and wait for the last autosave."""
        self._hide_thinking()
        self.session.stop()

    def _log_to_end(self) -> None:
        self._log_follows = True
        self.log_view.scrollToBottom()

    def _log_grew(self, _parent, first: int, _last: int) -> None:
        if first > 0:  # new lines at the end; older ones brought back at the top stay where they are
            self._log_to_end()

    def _log_range_changed(self, _minimum: int, maximum: int) -> None:
        if self._log_follows:
            self.log_view.verticalScrollBar().setValue(maximum)

    def _log_scrolled(self, _action) -> None:
        """The reader scrolled to the top of the lines shown: bring older ones back above them."""
        bar = self.log_view.verticalScrollBar()
        self._log_follows = bar.sliderPosition() >= bar.maximum()
        if bar.sliderPosition() > bar.minimum() or not self.log_model.earlier:
            return
        came = self.log_model.show_earlier()
        self.log_view.scrollTo(self.log_model.index(came), QAbstractItemView.PositionAtTop)

    def _animating(self) -> bool:
        """A reveal or placing animation of the table still running (tables that have one keep it
        as `reveal` or `animation`, with a `running` property): computers wait for it to end."""
        return any(bool(getattr(getattr(self.table, name, None), "running", False))
                   for name in ("reveal", "animation"))

    def show_error(self, error: Exception) -> None:
        """Saving problems. An illegal move is told by the table, beside the control that made it."""
        if isinstance(error, storage.SaveError):
            self.show_message(error_text(self.session.game, error), problem=True)

    def show_message(self, text: str, problem: bool = False) -> None:
        self.message.setProperty("problem", problem)
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.message.setText(text)
        self.message.show()
        self._message_timer.start()

    def resizeEvent(self, event) -> None:
        self.handover.setGeometry(self.rect())
        super().resizeEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.log_title.setText(self.tr("What happened"))
        self.again_button.setText(self.tr("Play &again"))
        self.start_button.setText(self.tr("&Back to the start"))
        self.log_model.refresh()
        self._update_handover()

    def _update_handover(self) -> None:
        self.end_bar.setVisible(self.session.is_over)
        seat = self.session.handover_to
        if seat is None:
            self.handover.hide()
            self.table.setFocus()
            return
        player = self.session.players[seat]
        recent = [
            games.event_text(self.session.game, event, self.session.players)
            for event in self.session.log()[-RECENT_EVENTS_ON_HANDOVER:]
        ]
        self.handover.setGeometry(self.rect())
        self.handover.show_for(player.name, player.colour or "#444444", player.symbol or "", [t for t in recent if t])
