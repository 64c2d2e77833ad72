"""A list view of cards whose sizes come from the table's size alone (Dostihy's stables,
Anti-Monopoly's players), repainted only where a card changed.

A list view answers any change of an item's data by laying every item out again and painting them
all, in case a size changed; and it paints every item in the bounding rectangle of the area to
repaint, so two changed cards at opposite corners repaint all of them. Here a changed card is
painted again where it is, and only the cards in the area itself are painted.
"""

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyleOptionViewItem


class CardList(QListView):
    def dataChanged(self, top_left, bottom_right, roles=()) -> None:
        QAbstractItemView.dataChanged(self, top_left, bottom_right, roles)

    def paintEvent(self, event) -> None:
        area, model = event.region(), self.model()
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        painter = QPainter(self.viewport())
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            option.rect = self.visualRect(index)
            if area.intersects(option.rect):
                self.itemDelegate().paint(painter, option, index)
        painter.end()
