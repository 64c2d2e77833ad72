"""The family's profiles in the new-game dialog: each name box offers the profiles' names, a name
a profile is known by (now or before) brings that profile's name, colour and symbol, and each
person with a new name becomes a profile when the game starts. Computer seats are not profiles."""

import logging

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QCompleter

from ... import storage
from ...storage import profiles
from ...storage.names import clean_name
from ..widgets.players import TOKENS

_log = logging.getLogger(__name__)


class ProfilePicker(QObject):
    def __init__(self, dialog):
        super().__init__(dialog)  # the dialog is reached as parent(): an attribute would make a cycle with it
        try:
            self.book: list[profiles.Profile] | None = profiles.read()
        except storage.SaveError:
            self.book = None  # a damaged list is left as it is; the Players dialog says so
        names = sorted((profile.name for profile in self.book or ()), key=str.casefold)
        for row in dialog.seats:
            completer = QCompleter(names, row.name)
            completer.setCaseSensitivity(completer.caseSensitivity().CaseInsensitive)
            row.name.setCompleter(completer)
            completer.activated.connect(lambda text, row=row: self.pick(row))
            row.name.editingFinished.connect(lambda row=row: self.pick(row))
            self.pick(row)

    def pick(self, row) -> None:
        """If the seat's name is a profile's, the seat takes that profile's name and token."""
        profile = profiles.find(self.book or [], row.name.text().strip()) if not row.is_computer else None
        if profile is None:
            return
        if row.name.text() != profile.name:
            row.name.setText(profile.name)
        token = next((at for at, t in enumerate(TOKENS) if (t.colour, t.symbol) == (profile.colour, profile.symbol)), -1)
        if token >= 0:
            row.token.setCurrentIndex(token)

    def remember(self) -> None:
        """Make a profile of each person with a typed name not yet known, with the colour and symbol
        they chose ("Player 2", given to an empty box, is nobody's name)."""
        if self.book is None:
            return
        book = self.book
        for player, row in zip(self.parent().players(), self.parent().seats):
            typed = clean_name(row.name.text())
            if player.kind == "human" and typed and profiles.find(book, player.name) is None:
                picture = profiles.PICTURES[len(book) % len(profiles.PICTURES)]
                book = profiles.create(book, player.name, player.colour, player.symbol, picture)
        if book is not self.book:
            try:
                profiles.write(book)
            except storage.SaveError as error:  # the game starts all the same; the names are in its save
                _log.warning("the players' profiles were not written: %s", error)
            else:
                self.book = book
