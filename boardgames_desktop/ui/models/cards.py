"""A list model of cards for the games' card rows: each item is put into words and drawn by kind and value.

A game subclasses `CardListModel` and gives it its own `card_text(kind, value)`, its `KIND_ROLE` and
`VALUE_ROLE`, and, where its cards are not (kind, value) pairs already, `_kind_value` and
`_prepare`. The words keep the game's translation context, since `card_text` stays in the game.
"""

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

_TEXT_ROLES = frozenset((
    Qt.ItemDataRole.DisplayRole.value, Qt.ItemDataRole.ToolTipRole.value, Qt.ItemDataRole.AccessibleTextRole.value,
))


class CardListModel(QAbstractListModel):
    """A row of cards; selectable while the viewer must choose one of them."""

    KIND_ROLE = int(Qt.UserRole) + 1
    VALUE_ROLE = int(Qt.UserRole) + 2

    def __init__(self, parent=None):
        super().__init__(parent)
        self._cards: list = []
        self._selectable = False

    @staticmethod
    def card_text(kind: str, value) -> str:
        raise NotImplementedError

    @staticmethod
    def _prepare(cards) -> list:
        """The cards as stored, comparable with the ones before."""
        return list(cards)

    @staticmethod
    def _kind_value(card) -> tuple:
        """A stored card as (kind, value)."""
        return card

    @property
    def cards(self) -> list:
        return list(self._cards)

    def set_cards(self, cards, selectable: bool = False) -> None:
        """Show `cards`. A card played, drawn or turned is told to the views as just that (rows
        removed, inserted, changed): a reset would make them lay out and repaint every card."""
        cards = self._prepare(cards)
        old = self._cards
        changed_flags = selectable != self._selectable
        self._selectable = selectable
        if cards == old:
            if changed_flags and cards:
                self.dataChanged.emit(self.index(0), self.index(len(cards) - 1))
            return
        same = min(len(old), len(cards))
        head = next((i for i in range(same) if old[i] != cards[i]), same)
        tail = next((i for i in range(same - head) if old[-1 - i] != cards[-1 - i]), same - head)
        removed, added = len(old) - head - tail, len(cards) - head - tail
        if removed == added:
            self._cards = cards
            first, last = (0, len(cards) - 1) if changed_flags else (head, head + added - 1)
            self.dataChanged.emit(self.index(first), self.index(last))
            return
        if removed and added:
            self.beginResetModel()
            self._cards = cards
            self.endResetModel()
            return
        if removed:
            self.beginRemoveRows(QModelIndex(), head, head + removed - 1)
            self._cards = cards
            self.endRemoveRows()
        else:
            self.beginInsertRows(QModelIndex(), head, head + added - 1)
            self._cards = cards
            self.endInsertRows()
        if changed_flags and cards:
            self.dataChanged.emit(self.index(0), self.index(len(cards) - 1))

    def retranslate(self) -> None:
        if self._cards:
            self.dataChanged.emit(self.index(0), self.index(len(self._cards) - 1))

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._cards)

    def flags(self, index):
        if not index.isValid():
            return Qt.NoItemFlags
        flags = Qt.ItemIsEnabled | Qt.ItemNeverHasChildren
        return flags | Qt.ItemIsSelectable if self._selectable else flags

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        kind, value = self._kind_value(self._cards[index.row()])
        if role in _TEXT_ROLES:
            return self.card_text(kind, value)
        if role == self.KIND_ROLE:
            return kind
        if role == self.VALUE_ROLE:
            return value
        return None

    def value_at(self, row: int):
        return self._kind_value(self._cards[row])[1] if 0 <= row < len(self._cards) else None

    def row_of(self, value) -> int:
        for row, card in enumerate(self._cards):
            if self._kind_value(card)[1] == value:
                return row
        return -1


class Hand:
    """Mixed into a game's card list model: the cards in the viewer's hand, selectable while they must
    choose one in the game's `CHOOSING` phase. The game gives `hand(me)`: the cards as the model lists them."""

    CHOOSING = ""

    @staticmethod
    def hand(me) -> list:
        raise NotImplementedError

    def set_view(self, view) -> None:
        me = view.me
        if me is None:
            self.set_cards([])
            return
        choosing = view.phase == self.CHOOSING and view.seat in view.to_act and me.chosen is None
        self.set_cards(self.hand(me), selectable=choosing)
