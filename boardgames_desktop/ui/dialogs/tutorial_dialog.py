"""Before a guided first game: the learner's name, and family members who want to learn along (each
takes a seat of a computer; an empty seat is the computer's, at the tutorial's level)."""

from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QVBoxLayout

from ... import storage
from ...storage.names import MAX_NAME_LENGTH, clean_name
from .. import texts, theme
from ..widgets.players import TOKENS
from .player_names import names_differ


class TutorialDialog(QDialog):
    def __init__(self, game: str, tutorial, parent=None):
        super().__init__(parent)
        self.game, self.tutorial = game, tutorial
        self._heading = QLabel(objectName="DialogHeading")
        theme.apply(self._heading, "#DialogHeading { font-size: 18pt; font-weight: 600; }")
        self._intro = QLabel(wordWrap=True)
        self.learner = QLineEdit()
        self.learner.setMaxLength(MAX_NAME_LENGTH)
        names = QSettings().value("players/names", []) or []
        self.learner.setText(clean_name(str(names[0])) if names else "")
        self._learner_label = QLabel()
        self._learner_label.setBuddy(self.learner)
        form = QFormLayout()
        form.addRow(self._learner_label, self.learner)
        self._family = QGroupBox()
        family = QFormLayout(self._family)
        self._family_note = QLabel(wordWrap=True)
        family.addRow(self._family_note)
        self.others = [QLineEdit() for _ in tutorial.others()]
        self._other_labels = [QLabel() for _ in self.others]
        for label, line in zip(self._other_labels, self.others):
            line.setMaxLength(MAX_NAME_LENGTH)
            label.setBuddy(line)
            family.addRow(label, line)
        self.problem = QLabel(wordWrap=True, objectName="Problem")
        theme.apply(self.problem, "#Problem { color: @error_text; font-weight: 600; }")
        self.problem.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self._heading, self._intro):
            layout.addWidget(widget)
        layout.addLayout(form)
        for widget in (self._family, self.problem, self.buttons):
            layout.addWidget(widget)
        self._retranslate()
        self.setMinimumWidth(460)

    def players(self) -> list[storage.Player]:
        """A Player per seat: the learner in theirs, the family in the next ones, the computers in the rest."""
        seats: dict[int, storage.Player] = {}
        learner = self.tutorial.learner
        seats[learner] = self._person(learner, clean_name(self.learner.text()) or self.tr("Learner"))
        for seat, line in zip(self.tutorial.others(), self.others):
            name = clean_name(line.text())
            seats[seat] = self._person(seat, name) if name else storage.Player(
                name=self.tr("Computer {number}").format(number=seat + 1), kind="computer",
                level=self.tutorial.level(seat), colour=TOKENS[seat].colour, symbol=TOKENS[seat].symbol)
        return [seats[seat] for seat in range(self.tutorial.players)]

    def accept(self) -> None:
        if not names_differ(self.players(), self.problem):
            return
        super().accept()

    @staticmethod
    def _person(seat: int, name: str) -> storage.Player:
        return storage.Player(name=name, kind="human", colour=TOKENS[seat].colour, symbol=TOKENS[seat].symbol)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        title = texts.game_title(self.game)
        self.setWindowTitle(self.tr("Learn to play — {game}").format(game=title))
        self._heading.setText(title)
        self._intro.setText(self.tr("A guided first game against the computer: short cards explain each step "
                                    "while you play, and point at what to click. You can leave at any time."))
        self._learner_label.setText(self.tr("&Your name:"))
        self._family.setTitle(self.tr("Family members learning along (optional)"))
        self._family_note.setText(self.tr("Write a name to give that person a seat; an empty seat is played by "
                                          "the computer."))
        for seat, label, line in zip(self.tutorial.others(), self._other_labels, self.others):
            label.setText(self.tr("Seat {number}:").format(number=seat + 1))
            line.setPlaceholderText(self.tr("the computer"))
        self.buttons.button(QDialogButtonBox.Ok).setText(self.tr("Start learning"))
        self.buttons.button(QDialogButtonBox.Cancel).setText(self.tr("Cancel"))
