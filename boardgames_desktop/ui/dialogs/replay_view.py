"""A finished game played back: the game's own table drawn from the public view at each step, the
moves in words beside it (the step shown highlighted), and the buttons, arrow keys and slider that
step through them. Once the game is over the family may choose to see one seat's cards at a time;
the choice starts at nobody's, since the end of a game is often read together."""

from PySide6.QtCore import QAbstractListModel, QEvent, QModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from .. import game_folders, texts
from ..models.roles import DISPLAY, TOOLTIP
from ..widgets.players import player_name
from ..table.replay import Replay
from ..window_size import open_at


class MovesModel(QAbstractListModel):
    """A row per step of the replay: the deal, then each move in the words of the game's log."""

    def __init__(self, replay: Replay, parent=None):
        super().__init__(parent)
        self._replay = replay
        self._texts: dict[int, str] = {}  # worded when first shown, again after a language change

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else self._replay.moves + 1

    def data(self, index, role=DISPLAY):
        if not index.isValid() or not 0 <= index.row() <= self._replay.moves or role not in (DISPLAY, TOOLTIP):
            return None
        text = self.text(index.row())
        return texts.as_role(text, role)

    def text(self, position: int) -> str:
        if position not in self._texts:
            self._texts[position] = self._word(position)
        return self._texts[position]

    def _word(self, position: int) -> str:
        replay = self._replay
        lines = [game_folders.event_text(replay.game, event, replay.players) for event in replay.events_of(position)]
        said = " ".join(line for line in lines if line)
        if position == 0:
            return said or self.tr("The game begins.")
        if not said:
            said = self.tr("{player} moves.").format(player=player_name(replay.players, replay.mover(position)))
        return f"{position}. {said}"

    def retranslate(self) -> None:
        self._texts.clear()
        if self._replay.moves >= 0:
            self.dataChanged.emit(self.index(0), self.index(self._replay.moves))


class WrappedLines(QStyledItemDelegate):
    """Each move as high as its words wrapped at the list's width now: Qt's own measure wrapped them at
    another width than it painted them, and a long move lost its last words to "…" over an empty line."""

    def sizeHint(self, option, index) -> QSize:
        view = self.parent()
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.rect = QRect(0, 0, view.viewport().width() - 2 * view.spacing(), 100_000)
        room = view.style().subElementRect(QStyle.SE_ItemViewItemText, item, view)
        margin = view.style().pixelMetric(QStyle.PM_FocusFrameHMargin, item, view) + 1  # as the style paints it
        words = item.fontMetrics.boundingRect(QRect(0, 0, room.width() - 2 * margin, 100_000),
                                              Qt.TextWordWrap, item.text)
        return QSize(item.rect.width(), words.height() + item.rect.height() - room.height() + 2)


class ReplayDialog(QDialog):
    SIZE = QSize(1180, 760)  # asked for; a smaller screen gives less (open_at)

    def __init__(self, save_file, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("Replay")
        self.replay = Replay(save_file, self)
        self.replay.step_to(0)
        self.table = game_folders.table_for(self.replay, self)
        self.moves_model = MovesModel(self.replay, self)
        self.moves = QListView()
        self.moves.setModel(self.moves_model)
        self.moves.setWordWrap(True)
        self.moves.setItemDelegate(WrappedLines(self.moves))
        self.moves.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.moves.setSelectionMode(QAbstractItemView.SingleSelection)
        self.moves.setSpacing(3)
        self.moves.setResizeMode(QListView.Adjust)  # the lines wrap again when the list is widened
        self.moves.selectionModel().currentRowChanged.connect(lambda current, _: self.replay.step_to(current.row()))

        icon = self.style().standardIcon
        self.first_button = QPushButton(icon(QStyle.SP_MediaSkipBackward), "")
        self.back_button = QPushButton(icon(QStyle.SP_MediaSeekBackward), "")
        self.forward_button = QPushButton(icon(QStyle.SP_MediaSeekForward), "")
        self.last_button = QPushButton(icon(QStyle.SP_MediaSkipForward), "")
        self.first_button.clicked.connect(lambda: self.replay.step_to(0))
        self.back_button.clicked.connect(lambda: self.replay.step_to(self.replay.position - 1))
        self.forward_button.clicked.connect(lambda: self.replay.step_to(self.replay.position + 1))
        self.last_button.clicked.connect(lambda: self.replay.step_to(self.replay.moves))
        self.slider = QSlider(Qt.Horizontal)
        self.slider.setRange(0, self.replay.moves)
        self.slider.setPageStep(max(1, self.replay.moves // 10))
        self.slider.valueChanged.connect(self.replay.step_to)
        self.where = QLabel()
        self.cards_label = QLabel()
        self.cards = QComboBox()
        self.cards_label.setBuddy(self.cards)
        self.cards.addItem("", None)
        for seat in range(len(self.replay.players)):
            self.cards.addItem(player_name(self.replay.players, seat), seat)
        self.cards.setEnabled(self.replay.can_show_cards)
        self.cards.currentIndexChanged.connect(lambda: self.replay.show_cards_of(self.cards.currentData()))

        steps = QHBoxLayout()
        for button in (self.first_button, self.back_button):
            steps.addWidget(button)
        steps.addWidget(self.slider, 1)
        for button in (self.forward_button, self.last_button):
            steps.addWidget(button)
        steps.addWidget(self.where)
        steps.addSpacing(16)
        steps.addWidget(self.cards_label)
        steps.addWidget(self.cards)
        for key, target in ((Qt.Key_Left, lambda: self.replay.position - 1),
                            (Qt.Key_Right, lambda: self.replay.position + 1),
                            (Qt.Key_Home, lambda: 0), (Qt.Key_End, lambda: self.replay.moves)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda target=target: self.replay.step_to(target()))

        splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(self.moves)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([800, 340])
        self.buttons = QDialogButtonBox(QDialogButtonBox.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(steps)
        layout.addWidget(self.buttons)

        self.replay.changed.connect(self._follow)
        self._retranslate()
        self._follow()
        open_at(self, self.SIZE)
        self.setFocusProxy(self.slider)

    def _follow(self, change=None) -> None:
        """Every control to the step shown."""
        position = self.replay.position
        self.slider.setValue(position)
        self.moves.setCurrentIndex(self.moves_model.index(position))
        self.moves.scrollTo(self.moves_model.index(position))
        self.first_button.setEnabled(position > 0)
        self.back_button.setEnabled(position > 0)
        self.forward_button.setEnabled(position < self.replay.moves)
        self.last_button.setEnabled(position < self.replay.moves)
        self.where.setText(self.tr("Move {move} of {moves}").format(move=position, moves=self.replay.moves))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Replay: {game}").format(game=texts.game_title(self.replay.game)))
        self.buttons.button(QDialogButtonBox.Close).setText(self.tr("Close"))  # Qt has no Slovak of its own
        for button, tip in ((self.first_button, self.tr("To the start (Home)")),
                            (self.back_button, self.tr("One move back (Left arrow)")),
                            (self.forward_button, self.tr("One move on (Right arrow)")),
                            (self.last_button, self.tr("To the end (End)"))):
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self.cards_label.setText(self.tr("Show the &cards of:"))
        self.cards.setItemText(0, self.tr("nobody (the table only)"))
        self.cards.setToolTip(self.tr("Everybody's cards may be shown once the game is over")
                              if self.replay.can_show_cards else self.tr("This game is not over: its cards stay hidden"))
        self.moves_model.retranslate()
        self._follow()
