"""The X bere! table's moves by click and key: a card of the hand played, a row taken (by a click,
its button or its number's key), one of the cards taken kept; and, for a click that can make no
move now, the words why, with the section of the rules that says so.

The words are the table's: context "XNimmtTable", as self.tr on the table gives them at run time.
"""

from PySide6.QtCore import QCoreApplication, Qt

from ....rules.x_nimmt.actions import Keep, Play, TakeRow
from ...table import table_parts as parts

translate = QCoreApplication.translate


class TableClicks:
    """Mixed in before GameTable by XNimmtTable, whose `_mode` says what the viewer is asked to do
    now ("play", "take", "keep" or ""), and which has the hand, the cards taken and the play button."""

    def play_selected(self) -> None:
        rows = self.hand_view.selectionModel().selectedRows()
        if rows:
            self._play_index(rows[0])
        elif self._mode == "play":
            self.explain(translate("XNimmtTable", "Choose a card first: click it, then press Play card."),
                         "playing-cards")

    def _play_index(self, index) -> None:
        card = self.hand_model.value_at(index.row()) if index.isValid() else None
        if card is not None and self._mode == "play":
            self.session.act(Play(card=card))
        elif card is not None:
            self._hand_clicked(index)

    def _hand_clicked(self, index) -> None:
        """A card of the hand clicked when no card may be played: why nothing happens (while choosing,
        a click only selects)."""
        view = self.session.view()
        if self._mode == "play" or view.me is None or self.session.looking_on or self.animation.running:
            return
        if self._mode == "take":
            self.explain(translate("XNimmtTable", "First choose the row you take: your card is lower than every "
                                                  "row."), "where-a-card-goes")
        elif self._mode == "keep":
            self.explain(translate("XNimmtTable", "First click the card that goes to your X row."), "taking-cards")
        elif view.phase == "choosing" and view.me.chosen is not None:
            self.explain(translate("XNimmtTable", "Your card for this turn is chosen. Wait for the others."),
                         "playing-cards")
        elif view.phase == "resolving":
            self.explain(translate("XNimmtTable", "The cards are being placed, lowest first; you choose your next "
                                                  "card when all are in the rows."), "playing-cards")
        elif (card := self.hand_model.value_at(index.row())) is not None:
            self.explain_refusal(Play(card=card))

    def take_row(self, row: int) -> None:
        """A row clicked (or its button, or its number's key): taken when a too-low card asks for a
        row, else the rules' reason why not is said."""
        if self.animation.running:
            return
        if self._mode == "take":
            self.session.act(TakeRow(row=row))
        elif self._mode == "keep":  # the rules would say rule 4, which is not why
            self.explain(translate("XNimmtTable", "First click the card that goes to your X row."), "taking-cards")
        elif not self.session.looking_on:
            self.explain_refusal(TakeRow(row=row))

    def _keep_index(self, index) -> None:
        if self._mode != "keep" or not index.isValid():
            return
        card = self.taken_model.value_at(index.row())
        if card is not None:
            self.session.act(Keep(card=card))

    def _update_play_button(self) -> None:
        rows = self.hand_view.selectionModel().selectedRows() if self._mode == "play" else []
        card = self.hand_model.value_at(rows[0].row()) if rows else None
        parts.look_refused(self.play_button, card is None)
        if card is None:
            self.play_button.setText(translate("XNimmtTable", "Play card"))
        else:
            self.play_button.setText(translate("XNimmtTable", "Play {card}").format(card=card))

    def keyPressEvent(self, event) -> None:
        keys = (Qt.Key_3, Qt.Key_4, Qt.Key_5)  # the numbers on the row cards
        if event.key() in keys and self.session.viewer is not None:
            self.take_row(keys.index(event.key()))
            return
        super().keyPressEvent(event)
