"""The family's players (storage.profiles): each one's name, colour and symbol, and picture; a new
player, a new name (their games follow), two spellings of one child merged, a player deleted (their
games stay under their name). Every change is written at once."""

from PySide6.QtCore import QAbstractListModel, QCoreApplication, QEvent, QModelIndex, QSize
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListView,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ... import storage
from ...storage import profiles
from ...storage.names import clean_name
from .. import texts, theme
from ..models.roles import DECORATION, DISPLAY, TOOLTIP
from ..widgets.players import TOKENS, token_pixmap
from ..window_size import open_at
from ..widgets.avatars import avatar, name as picture_name

AVATAR = 44


class ProfilesModel(QAbstractListModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.book: list[profiles.Profile] = []

    def set_book(self, book: list[profiles.Profile]) -> None:
        self.beginResetModel()
        self.book = sorted(book, key=lambda profile: profile.name.casefold())
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.book)

    def data(self, index, role=DISPLAY):
        if not index.isValid() or not 0 <= index.row() < len(self.book):
            return None
        profile = self.book[index.row()]
        if role == DISPLAY:
            return f"{profile.symbol}\u00a0{profile.name}"
        if role == DECORATION:
            return avatar(profile.picture, profile.colour, AVATAR)
        if role == TOOLTIP:
            return texts.as_rich_text(_known_as(profile))
        return None


def _known_as(profile: profiles.Profile) -> str:
    if not profile.former_names:
        return profile.name
    return QCoreApplication.translate("ProfilesDialog", "{name} (also played as {names})").format(
        name=profile.name, names=", ".join(profile.former_names))


class ProfilesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.model = ProfilesModel(self)
        self.list = QListView()
        self.list.setModel(self.model)
        self.list.setIconSize(QSize(AVATAR, AVATAR))
        self.list.setSpacing(4)
        self.list.selectionModel().currentRowChanged.connect(self._show_chosen)

        self.token = QComboBox()
        for token in TOKENS:
            self.token.addItem(QIcon(token_pixmap(token.colour, token.symbol, 20)), "")
        self.picture = QComboBox()
        self.picture.setIconSize(QSize(32, 32))
        for picture in profiles.PICTURES:
            self.picture.addItem("", picture)
        self.former = QLabel()
        self.former.setWordWrap(True)
        self.token_label, self.picture_label = QLabel(), QLabel()
        self.token_label.setBuddy(self.token)
        self.picture_label.setBuddy(self.picture)
        form = QFormLayout()
        form.addRow(self.token_label, self.token)
        form.addRow(self.picture_label, self.picture)
        form.addRow(self.former)
        self.token.activated.connect(self._token_chosen)
        self.picture.activated.connect(self._picture_chosen)

        self.new_button, self.rename_button = QPushButton(), QPushButton()
        self.merge_button, self.delete_button = QPushButton(), QPushButton()
        self.new_button.clicked.connect(self.new_profile)
        self.rename_button.clicked.connect(self.rename_chosen)
        self.merge_button.clicked.connect(self.merge_chosen)
        self.delete_button.clicked.connect(self.delete_chosen)
        side = QVBoxLayout()
        side.addLayout(form)
        for button in (self.new_button, self.rename_button, self.merge_button, self.delete_button):
            side.addWidget(button)
        side.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(self.list, 1)
        body.addLayout(side)

        self.problem = QLabel()
        self.problem.setObjectName("Problem")
        self.problem.setWordWrap(True)
        theme.apply(self.problem, "#Problem { color: @error_text; font-weight: 600; }")
        self.problem.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

        self.readable = True
        try:
            self.model.set_book(profiles.read())
        except storage.SaveError:
            self.readable = False  # left as it is: nothing may be lost by writing over it
            self._say(self.tr("The list of players is damaged and is left as it is. "
                              "Games are still counted under the names they were played with."))
        self._retranslate()
        self._select(0)
        open_at(self, QSize(640, 440))

    # -- the chosen profile ----------------------------------------------------------------------

    def chosen(self) -> profiles.Profile | None:
        row = self.list.currentIndex().row()
        return self.model.book[row] if 0 <= row < len(self.model.book) else None

    def _select(self, row: int) -> None:
        if self.model.book:
            self.list.setCurrentIndex(self.model.index(max(0, min(row, len(self.model.book) - 1))))
        self._show_chosen()

    def _select_name(self, name: str) -> None:
        names = [profile.name for profile in self.model.book]
        self._select(names.index(name) if name in names else 0)

    def _show_chosen(self, *_) -> None:
        profile = self.chosen()
        for widget in (self.token, self.picture, self.rename_button, self.merge_button, self.delete_button):
            widget.setEnabled(profile is not None and self.readable)
        self.merge_button.setEnabled(self.merge_button.isEnabled() and len(self.model.book) > 1)
        self.new_button.setEnabled(self.readable)
        if profile is None:
            self.former.clear()
            return
        index = next((i for i, t in enumerate(TOKENS) if (t.colour, t.symbol) == (profile.colour, profile.symbol)), -1)
        self.token.setCurrentIndex(index)
        self.picture.setCurrentIndex(self.picture.findData(profile.picture))
        for at, picture in enumerate(profiles.PICTURES):
            self.picture.setItemIcon(at, QIcon(avatar(picture, profile.colour, 32)))
        self.former.setText(self.tr("Also played as: {names}").format(names=", ".join(profile.former_names))
                            if profile.former_names else "")

    # -- changes ---------------------------------------------------------------------------------

    def _change(self, make, select: str | None = None) -> bool:
        """Apply `make(book)`, write it and show it; a refusal or a failed write is said, not raised."""
        try:
            book = make(self.model.book)
            profiles.write(book)
        except profiles.ProfileError as error:
            self._say(self._refusal(error))
            return False
        except storage.SaveError as error:
            self._say(texts.save_error_text(error))
            return False
        self.problem.hide()
        self.model.set_book(book)
        self._select_name(select) if select else self._select(0)
        return True

    def new_profile(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("New player"), self.tr("Name:"))
        if ok:
            used = {(p.colour, p.symbol) for p in self.model.book}
            token = next((t for t in TOKENS if (t.colour, t.symbol) not in used), TOKENS[0])
            picture = profiles.PICTURES[len(self.model.book) % len(profiles.PICTURES)]
            self._change(lambda book: profiles.create(book, name, token.colour, token.symbol, picture),
                         select=clean_name(name))

    def rename_chosen(self) -> None:
        profile = self.chosen()
        if profile is None:
            return
        new, ok = QInputDialog.getText(
            self, self.tr("Rename"), self.tr("New name for {name} (the games played so far stay theirs):")
            .format(name=profile.name), text=profile.name)
        if ok:
            self._change(lambda book: profiles.rename(book, profile.name, new), select=clean_name(new))

    def merge_chosen(self) -> None:
        profile = self.chosen()
        others = [p.name for p in self.model.book if p is not profile]
        if profile is None or not others:
            return
        other, ok = QInputDialog.getItem(
            self, self.tr("Merge players"),
            self.tr("Which name is the same person as {name}? Its games are counted with {name}'s; {name} stays the name, "
                    "the chosen one is kept as an earlier name.")
            .format(name=profile.name), others, 0, False)
        if ok:
            self._change(lambda book: profiles.merge(book, profile.name, other), select=profile.name)

    def delete_chosen(self) -> None:
        profile = self.chosen()
        if profile is None:
            return
        question = self.tr("Delete {name}? The games already played stay counted under the names they were played with.")
        answer = QMessageBox.question(self, self.tr("Delete a player"),
                                      texts.as_rich_text(question.format(name=profile.name)))
        if answer == QMessageBox.Yes:
            self._change(lambda book: profiles.delete(book, profile.name))

    def _token_chosen(self, index: int) -> None:
        profile = self.chosen()
        if profile is not None and 0 <= index < len(TOKENS):
            token = TOKENS[index]
            self._change(lambda book: profiles.change(book, profile.name, colour=token.colour, symbol=token.symbol),
                         select=profile.name)

    def _picture_chosen(self, index: int) -> None:
        profile = self.chosen()
        if profile is not None:
            picture = self.picture.itemData(index)
            self._change(lambda book: profiles.change(book, profile.name, picture=picture), select=profile.name)

    def _refusal(self, error: profiles.ProfileError) -> str:
        if error.code == "name_taken":
            return self.tr("The name {name} is already taken by a player (now or before).").format(name=error.name)
        if error.code == "empty_name":
            return self.tr("Please type a name.")
        return self.tr("That player is no longer in the list.")

    def _say(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()

    # -- words -----------------------------------------------------------------------------------

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Players"))
        self.buttons.button(QDialogButtonBox.Close).setText(self.tr("Close"))  # Qt has no Slovak of its own
        self.token_label.setText(self.tr("&Colour and symbol:"))
        self.picture_label.setText(self.tr("&Picture:"))
        for at, token in enumerate(TOKENS):
            self.token.setItemText(at, token.label())
        for at, picture in enumerate(profiles.PICTURES):
            self.picture.setItemText(at, picture_name(picture))
        self.new_button.setText(self.tr("&New player…"))
        self.rename_button.setText(self.tr("&Rename…"))
        self.merge_button.setText(self.tr("&Merge with…"))
        self.merge_button.setToolTip(self.tr("Two names of one person: their games are counted together"))
        self.delete_button.setText(self.tr("&Delete…"))
        self._show_chosen()
