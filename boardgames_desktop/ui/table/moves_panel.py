""""What can I do now?": a small panel over a corner of the table that lists, in words, the moves open
to the person at the screen, each with a one-line reason (the game's texts' `moves_text`), or whose
turn it is. It is not a dialog: the table stays in play beside it. Esc, F1 or its close button put it
away; the game page closes it at a hand-over, so it only ever speaks to the person at the screen."""

from html import escape

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QToolButton, QVBoxLayout

from .. import game_folders, theme
from ..widgets.players import player_name

STYLE = ("#MovesPanel { background: @note; border: 2px solid @note_border; border-radius: 10px; }"
         "#MovesPanel QLabel, #MovesPanel QToolButton { color: @note_text; background: transparent; font-size: 11pt; }"
         "#MovesTitle { font-weight: bold; font-size: 12pt; }"
         "#MovesPanel QScrollArea, #MovesBody { background: transparent; border: none; }")
SHARE_OF_WIDTH = 0.4  # of the table: a corner, never its middle
SHARE_OF_HEIGHT = 0.6


class MovesPanel(QFrame):
    closed = Signal()  # put away by its button or Esc

    def __init__(self, parent=None):
        super().__init__(parent, objectName="MovesPanel")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.title = QLabel(objectName="MovesTitle", textFormat=Qt.PlainText, wordWrap=True)
        self.close_button = QToolButton(objectName="MovesClose", text="\u00d7", autoRaise=True)
        self.close_button.clicked.connect(self.put_away)
        self.body = QLabel(objectName="MovesBody", textFormat=Qt.RichText, wordWrap=True)
        self.body.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        self.scroll = QScrollArea(widgetResizable=True, frameShape=QFrame.NoFrame)
        self.scroll.setWidget(self.body)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button, 0, Qt.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 8, 10)
        layout.addLayout(top)
        layout.addWidget(self.scroll, 1)
        theme.apply(self, STYLE)
        self.hide()

    def show_moves(self, session) -> None:
        """Word the panel for the session's moment: the moves of the person at the screen, or whose
        turn it is."""
        self.title.setText(self.tr("What can I do now?"))
        self.close_button.setToolTip(self.tr("Close (Esc or F1)"))
        self.close_button.setAccessibleName(self.tr("Close"))
        moves = game_folders.moves_text(session.game, session.view(), session.allowed_actions(), session.players) or []
        if moves:
            lines = "".join(f"<p><b>{escape(move)}</b><br>{escape(reason)}</p>" for move, reason in moves)
        else:
            if session.is_over:
                words = self.tr("The game is over.")
            elif session.clock_due():  # on anyone's turn: the clock ends the game before any move
                words = self.tr("The time is up: the game ends now and is counted.")
            else:
                names = ", ".join(player_name(session.players, seat) for seat in session.to_act)
                words = self.tr("It is not your turn. Now playing: {players}.").format(players=names)
            lines = f"<p>{escape(words)}</p>"
        self.body.setText(lines)
        self.setAccessibleDescription(self.body.text())

    def place(self, table: QRect) -> None:
        """Over the top right corner of `table` (in the parent's coordinates), as high as its words
        (scrolled beyond a share of the table's height)."""
        width = max(260, min(440, int(table.width() * SHARE_OF_WIDTH)))
        self.setFixedWidth(width)
        for widget in (self, self.title, self.body):
            widget.ensurePolished()  # the style sheet's font sizes, before measuring the words
        self.layout().activate()
        margins = self.layout().contentsMargins()
        title = self.layout().itemAt(0).layout().sizeHint().height()
        # the viewport's width beside a scroll bar: the words measured no wider than they will wrap
        wraps_at = min(self.scroll.viewport().width(),
                       width - margins.left() - margins.right() - self.scroll.verticalScrollBar().sizeHint().width())
        need = margins.top() + title + self.layout().spacing() + self.body.heightForWidth(wraps_at) + margins.bottom() + 4
        self.setFixedHeight(max(80, min(need, int(table.height() * SHARE_OF_HEIGHT))))
        self.move(table.right() - width - 8, table.top() + 8)

    def open(self, session, table: QRect) -> None:
        self.show_moves(session)
        self.show()
        self.place(table)  # shown: its layout and style are those it is measured with
        self.raise_()
        self.close_button.setFocus(Qt.OtherFocusReason)

    def put_away(self) -> None:
        if self.isVisible():
            self.hide()
            self.closed.emit()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key_Escape:
            self.put_away()
        else:
            super().keyPressEvent(event)
