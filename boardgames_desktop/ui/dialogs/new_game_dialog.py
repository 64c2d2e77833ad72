"""The new-game dialog: how many play, their names, colours and symbols, who is a person and who
the computer (and how strong), and the game's options.

The options part is generated from the game's `options_model`: a choice of words becomes a list,
a yes/no becomes a check box, any other field whose values the game's `option_texts` words becomes
a list of those values (a time limit: none, 45, 60 or 90 minutes), and a list of one choice per seat
(or None) becomes "at random" or "chosen for each player" with a choice in each seat's row. The
options are checked by dealing a game with them before the dialog closes. Names and tokens are
remembered for the next game.
"""

import typing

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QSize
from PySide6.QtGui import QIcon, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ... import storage
from ...rules.core import GameSpec, RulesError
from .. import game_folders, texts, theme
from ..game_folders import option_texts
from ..messages import error_text
from ...storage.names import MAX_NAME_LENGTH, clean_name
from ..widgets.players import TOKENS, token_pixmap
from ..window_size import open_at
from .player_names import names_differ
from .profile_picker import ProfilePicker
from .rules_viewer import RulesDialog
from .seat_hints import SeatHints


# Who sits in a seat: a person, or the computer at one of the bots' levels.
PLAYER_KINDS: tuple[tuple[str, str | None], ...] = (
    ("human", None), ("computer", "easy"), ("computer", "normal"), ("computer", "hard"),
)


class _SeatRow:
    def __init__(self, grid: QGridLayout, row: int, dialog: "NewGameDialog"):
        self.label = QLabel()
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setMinimumWidth(110)  # a name stays readable beside a choice per seat (a role)
        self.token = QComboBox()
        for token in TOKENS:
            self.token.addItem(QIcon(token_pixmap(token.colour, token.symbol, 20)), token.label())
        self.token.currentIndexChanged.connect(lambda index, r=row: dialog._token_chosen(r, index))
        self.kind = QComboBox()
        for kind, level in PLAYER_KINDS:
            self.kind.addItem("", (kind, level))
        self.kind.currentIndexChanged.connect(lambda index, r=row: dialog._kind_chosen(r))
        self.label.setBuddy(self.name)
        grid.addWidget(self.label, row, 0)
        grid.addWidget(self.name, row, 1)
        grid.addWidget(self.token, row, 2)
        grid.addWidget(self.kind, row, 3)

    @property
    def is_computer(self) -> bool:
        return self.kind.currentData()[0] == "computer"

    def set_visible(self, visible: bool) -> None:
        for widget in (self.label, self.name, self.token, self.kind):
            widget.setVisible(visible)


def kind_names() -> list[str]:
    """The words for PLAYER_KINDS, in their order."""
    return [
        QCoreApplication.translate("NewGameDialog", "Person"),
        QCoreApplication.translate("NewGameDialog", "Computer — easy"),
        QCoreApplication.translate("NewGameDialog", "Computer — normal"),
        QCoreApplication.translate("NewGameDialog", "Computer — hard"),
    ]


def _choices(values, default) -> QComboBox:
    """A list of `values` (worded later by the game's option_texts), `default` chosen."""
    widget = QComboBox()
    for value in values:
        widget.addItem(str(value), value)
    widget.setCurrentIndex(max(0, widget.findData(default)))
    return widget


def _per_seat_choices(annotation) -> tuple | None:
    """The choices of an option of one choice per seat (`list[Literal[...]] | None`), else None."""
    for part in typing.get_args(annotation):
        if typing.get_origin(part) is list:
            (item,) = typing.get_args(part) or (None,)
            if typing.get_origin(item) is typing.Literal:
                return typing.get_args(item)
    return None


class NewGameDialog(QDialog):
    def __init__(self, spec: GameSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self._previous_tokens: list[int] = []
        self._heading = QLabel()
        self._heading.setObjectName("DialogHeading")
        theme.apply(self._heading, "#DialogHeading { font-size: 18pt; font-weight: 600; }")

        self._count_label = QLabel()
        self.count = QSpinBox()
        self.count.setRange(spec.min_players, spec.max_players)
        self._count_label.setBuddy(self.count)
        count_row = QFormLayout()
        count_row.addRow(self._count_label, self.count)

        self._seats_box = QGroupBox()
        grid = QGridLayout(self._seats_box)
        grid.setColumnStretch(1, 1)
        self.seats = [_SeatRow(grid, i, self) for i in range(spec.max_players)]

        self._options_box = QGroupBox()
        self._option_form = QFormLayout(self._options_box)
        self._option_widgets: dict[str, QWidget] = {}
        self._option_labels: dict[str, QLabel] = {}
        self._seat_options: dict[str, list[QComboBox]] = {}  # a field of one choice per seat: each seat's list
        self._build_options(grid)

        self.problem = QLabel()
        self.problem.setObjectName("Problem")
        theme.apply(self.problem, "#Problem { color: @error_text; font-weight: 600; }")
        self.problem.setWordWrap(True)
        self.problem.hide()

        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel | QDialogButtonBox.Help)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.helpRequested.connect(self.show_rules)
        self.rules_button = self.buttons.button(QDialogButtonBox.Help)

        layout = QVBoxLayout(self)
        layout.addWidget(self._heading)
        layout.addLayout(count_row)
        layout.addWidget(self._seats_box)
        if self._option_widgets:
            layout.addWidget(self._options_box)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

        self.count.valueChanged.connect(self._show_seats)
        self._restore()
        self.profile_picker = ProfilePicker(self)
        self.seat_hints = SeatHints(self)
        self._retranslate()
        open_at(self, QSize(max(560, self.sizeHint().width()), self.sizeHint().height()))

    # -- results -----------------------------------------------------------------------------

    def players(self) -> list[storage.Player]:
        result = []
        for i in range(self.count.value()):
            row = self.seats[i]
            token = TOKENS[row.token.currentIndex()]
            name = clean_name(row.name.text()) or self._default_name(i)
            kind, level = row.kind.currentData()
            result.append(storage.Player(name=name, kind=kind, level=level, colour=token.colour, symbol=token.symbol))
        return result

    def options(self) -> dict:
        values = {}
        for field, widget in self._option_widgets.items():
            values[field] = widget.isChecked() if isinstance(widget, QCheckBox) else widget.currentData()
            if field in self._seat_options and values[field] is not None:
                values[field] = [combo.currentData() for combo in self._seat_options[field][:self.count.value()]]
        return self.spec.parse_options(values).model_dump(mode="json")

    def show_rules(self) -> None:
        RulesDialog(self.spec.id, self).exec()

    def accept(self) -> None:
        if not names_differ(self.players(), self.problem):
            return
        try:
            self.spec.new_game(self.count.value(), 0, self.options())
        except RulesError as error:  # the options do not go together (roles of one side only...)
            self.problem.setText(game_folders.error_text(self.spec.id, error) or error_text(self.spec.id, error))
            self.problem.show()
            return
        self._remember()
        self.profile_picker.remember()
        super().accept()

    # -- inside ------------------------------------------------------------------------------

    def _build_options(self, seats: QGridLayout) -> None:
        words = option_texts(self.spec.id)
        for field, info in self.spec.options_model.model_fields.items():
            label = QLabel()
            per_seat = _per_seat_choices(info.annotation)
            if info.annotation is bool:
                widget = QCheckBox()
                widget.setChecked(bool(info.default))
            elif typing.get_origin(info.annotation) is typing.Literal:
                widget = _choices(typing.get_args(info.annotation), info.default)
            elif per_seat:
                widget = _choices((None, "chosen"), None)
                self._seat_options[field] = [_choices(per_seat, per_seat[i % len(per_seat)])
                                             for i in range(len(self.seats))]
                for row, combo in enumerate(self._seat_options[field]):
                    seats.addWidget(combo, row, 4)
                widget.currentIndexChanged.connect(self._show_seats)
            elif words.get(field, ("", {}))[1]:
                widget = _choices(tuple(words[field][1]), info.default)
            else:
                continue
            label.setBuddy(widget)
            self._option_widgets[field] = widget
            self._option_labels[field] = label
            self._option_form.addRow(label, widget)

    def _show_seats(self) -> None:
        for i, row in enumerate(self.seats):
            row.set_visible(i < self.count.value())
        for field, combos in self._seat_options.items():
            chosen = self._option_widgets[field].currentData() is not None
            for i, combo in enumerate(combos):
                combo.setVisible(chosen and i < self.count.value())
        self.adjustSize()

    def _token_chosen(self, row: int, index: int) -> None:
        """Keep tokens distinct: the seat that had this token gets the chooser's old one."""
        if len(self._previous_tokens) != len(self.seats):
            return
        old = self._previous_tokens[row]
        self._previous_tokens[row] = index
        for other, seat in enumerate(self.seats):
            if other != row and seat.token.currentIndex() == index:
                self._previous_tokens[other] = old
                seat.token.blockSignals(True)
                seat.token.setCurrentIndex(old)
                seat.token.blockSignals(False)

    def _default_name(self, seat: int) -> str:
        if self.seats[seat].is_computer:
            return self.tr("Computer {number}").format(number=seat + 1)
        return self.tr("Player {number}").format(number=seat + 1)

    def _kind_chosen(self, row: int) -> None:
        self.seats[row].name.setPlaceholderText(self._default_name(row))

    def _restore(self) -> None:
        settings = QSettings()
        names = settings.value("players/names", []) or []
        tokens = settings.value("players/tokens", []) or []
        kinds = settings.value("players/kinds", []) or []
        count = settings.value(f"players/count/{self.spec.id}", self.spec.min_players)
        self.count.setValue(int(count))
        for i, row in enumerate(self.seats):
            if i < len(names):
                row.name.setText(clean_name(str(names[i])))
            index = int(tokens[i]) if i < len(tokens) and str(tokens[i]).isdigit() else i
            row.token.setCurrentIndex(index % len(TOKENS))
            kind = int(kinds[i]) if i < len(kinds) and str(kinds[i]).isdigit() else 0
            row.kind.setCurrentIndex(kind % len(PLAYER_KINDS))
        used = [row.token.currentIndex() for row in self.seats]
        if len(set(used)) != len(used):
            for i, row in enumerate(self.seats):
                row.token.setCurrentIndex(i)
        self._previous_tokens = [row.token.currentIndex() for row in self.seats]
        self._show_seats()

    def _remember(self) -> None:
        settings = QSettings()
        settings.setValue("players/names", [clean_name(row.name.text()) for row in self.seats])
        settings.setValue("players/tokens", [row.token.currentIndex() for row in self.seats])
        settings.setValue("players/kinds", [row.kind.currentIndex() for row in self.seats])
        settings.setValue(f"players/count/{self.spec.id}", self.count.value())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        title = texts.game_title(self.spec.id)
        self.setWindowTitle(self.tr("New game — {game}").format(game=title))
        self._heading.setText(title)
        self._count_label.setText(self.tr("&Number of players:"))
        self._seats_box.setTitle(self.tr("Players"))
        self._options_box.setTitle(self.tr("Rules"))
        for i, row in enumerate(self.seats):
            row.label.setText(self.tr("Player &{number}:").format(number=i + 1))
            row.name.setPlaceholderText(self._default_name(i))
            for index, token in enumerate(TOKENS):
                row.token.setItemText(index, token.label())
            for index, text in enumerate(kind_names()):
                row.kind.setItemText(index, text)
            row.kind.setToolTip(self.tr("Who plays this seat: a person at the computer, or the computer itself"))
        words = option_texts(self.spec.id)
        for field, label in self._option_labels.items():
            field_label, values = words.get(field, (field, {}))
            label.setText(field_label)
            for widget in (self._option_widgets[field], *self._seat_options.get(field, ())):
                if isinstance(widget, QComboBox):
                    for index in range(widget.count()):
                        value = widget.itemData(index)
                        widget.setItemText(index, values.get(value, str(value)))
        self.buttons.button(QDialogButtonBox.Ok).setText(self.tr("Start the game"))
        self.buttons.button(QDialogButtonBox.Cancel).setText(self.tr("Cancel"))
        self.rules_button.setText(self.tr("Rules of the game"))
        self.rules_button.setShortcut(QKeySequence(QKeySequence.HelpContents))  # after setText, which resets it
        self.rules_button.setToolTip(self.tr("Read the rules before you start (F1)"))
