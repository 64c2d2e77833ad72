"""Watching the computer play: which game, how many computer players and how strong."""

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout

from ... import storage
from ...rules import registry
from .. import texts
from ..widgets.players import TOKENS


class WatchDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._intro = QLabel()
        self._intro.setWordWrap(True)
        self.game = QComboBox()
        for game in registry.catalog():
            self.game.addItem("", game.id)
        self.count = QSpinBox()
        self.level = QComboBox()
        for level in ("easy", "normal", "hard"):
            self.level.addItem("", level)
        self.level.setCurrentIndex(1)
        self._game_label, self._count_label, self._level_label = QLabel(), QLabel(), QLabel()
        self._game_label.setBuddy(self.game)
        self._count_label.setBuddy(self.count)
        self._level_label.setBuddy(self.level)
        form = QFormLayout()
        form.addRow(self._game_label, self.game)
        form.addRow(self._count_label, self.count)
        form.addRow(self._level_label, self.level)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._intro)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.game.currentIndexChanged.connect(self._game_chosen)
        self._game_chosen()
        self._retranslate()

    def chosen_game(self) -> str:
        return self.game.currentData()

    def players(self) -> list[storage.Player]:
        level = self.level.currentData()
        return [
            storage.Player(
                name=self.tr("Computer {number}").format(number=seat + 1),
                kind="computer",
                level=level,
                colour=TOKENS[seat].colour,
                symbol=TOKENS[seat].symbol,
            )
            for seat in range(self.count.value())
        ]

    def _game_chosen(self) -> None:
        spec = registry.info(self.game.currentData())
        self.count.setRange(spec.min_players, spec.max_players)
        self.count.setValue(min(max(3, spec.min_players), spec.max_players))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Watch a game"))
        self._intro.setText(self.tr("The computer plays every seat, at a pace you can follow."))
        self._game_label.setText(self.tr("&Game:"))
        self._count_label.setText(self.tr("&Number of players:"))
        self._level_label.setText(self.tr("&Strength:"))
        for index in range(self.game.count()):
            self.game.setItemText(index, texts.game_title(self.game.itemData(index)))
        for index, text in enumerate((self.tr("easy"), self.tr("normal"), self.tr("hard"))):
            self.level.setItemText(index, text)
        self.buttons.button(QDialogButtonBox.Ok).setText(self.tr("Watch"))
        self.buttons.button(QDialogButtonBox.Cancel).setText(self.tr("Cancel"))
