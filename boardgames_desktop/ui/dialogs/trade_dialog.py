"""A trade between two players: what each side gives, properties and money.

The table fills a `TradeSide` for the offering seat and one for the other seat from the view (the
properties each may trade, the cash each has); `TradeDialog.offer()` then gives back a plain
`TradeOffer`, which the table turns into the game's offer action. The other seat accepts or refuses
it as a move of its own. A trade moves at least one property (money alone is a loan, which the
games forbid) and money goes one way only; each side's money is bounded by its cash.
"""

from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QEvent, QModelIndex, QSize, Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QListView, QSpinBox, QVBoxLayout,
)

from ..format import number
from ..widgets.players import token_pixmap
from ..texts import as_role
from ..window_size import open_at


@dataclass(frozen=True)
class TradeAsset:
    key: int | str  # what the game's offer action names it by (a space's index, a card's id)
    name: str
    note: str = ""  # shown beside the name, e.g. "mortgaged"


@dataclass(frozen=True)
class TradeSide:
    seat: int
    name: str
    colour: str
    symbol: str
    cash: int
    assets: tuple[TradeAsset, ...]


@dataclass(frozen=True)
class Gives:
    seat: int
    assets: tuple[int | str, ...] = ()
    money: int = 0


@dataclass(frozen=True)
class TradeOffer:
    offering: Gives
    other: Gives


class AssetsModel(QAbstractListModel):
    """One side's properties, each with a box to tick when it is part of the trade."""

    def __init__(self, assets: tuple[TradeAsset, ...], parent=None):
        super().__init__(parent)
        self.assets = assets
        self._ticked = [False] * len(assets)

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.assets)

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.assets):
            return None
        asset = self.assets[index.row()]
        if role in (Qt.DisplayRole, Qt.ToolTipRole, Qt.AccessibleTextRole):
            return as_role(f"{asset.name} ({asset.note})" if asset.note else asset.name, role)
        if role == Qt.CheckStateRole:
            return Qt.Checked if self._ticked[index.row()] else Qt.Unchecked
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.NoItemFlags
        return Qt.ItemIsEnabled | Qt.ItemIsSelectable | Qt.ItemIsUserCheckable | Qt.ItemNeverHasChildren

    def setData(self, index, value, role=Qt.EditRole) -> bool:
        if role != Qt.CheckStateRole or not index.isValid() or not 0 <= index.row() < len(self.assets):
            return False
        try:
            self._ticked[index.row()] = Qt.CheckState(value) == Qt.Checked
        except ValueError:
            return False
        self.dataChanged.emit(index, index, [Qt.CheckStateRole])
        return True

    def chosen(self) -> tuple[int | str, ...]:
        return tuple(asset.key for asset, ticked in zip(self.assets, self._ticked) if ticked)

    def chosen_names(self) -> list[str]:
        return [asset.name for asset, ticked in zip(self.assets, self._ticked) if ticked]


class SidePanel(QFrame):
    """One side of the trade: the player's badge and name, their properties, their money."""

    def __init__(self, side: TradeSide, money=number, parent=None):
        super().__init__(parent)
        self.side, self.money_text = side, money
        self.setFrameShape(QFrame.StyledPanel)
        badge = QLabel()
        badge.setPixmap(token_pixmap(side.colour, side.symbol, 28))
        self.title = QLabel(textFormat=Qt.PlainText, wordWrap=True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.model = AssetsModel(side.assets, self)
        self.list = QListView()
        self.list.setModel(self.model)
        self.list.setMinimumHeight(140)
        self.empty = QLabel(textFormat=Qt.PlainText, wordWrap=True)
        self.money = QSpinBox()
        self.money.setRange(0, max(0, side.cash))
        self.money.setSingleStep(10)
        self.money.setGroupSeparatorShown(True)
        self.money_label = QLabel(textFormat=Qt.PlainText)
        self.money_label.setBuddy(self.money)
        self.cash_label = QLabel(textFormat=Qt.PlainText)
        head = QHBoxLayout()
        head.addWidget(badge)
        head.addWidget(self.title, 1)
        money_row = QHBoxLayout()
        money_row.addWidget(self.money_label)
        money_row.addWidget(self.money, 1)
        money_row.addWidget(self.cash_label)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.empty)
        layout.addLayout(money_row)
        self.list.setVisible(bool(side.assets))
        self.empty.setVisible(not side.assets)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("{player} gives:").format(player=self.side.name))
        self.list.setAccessibleName(self.tr("Properties {player} gives").format(player=self.side.name))
        self.empty.setText(self.tr("No properties to trade. Streets with buildings cannot be traded."))
        self.money_label.setText(self.tr("Money:"))
        self.money.setAccessibleName(self.tr("Money {player} gives").format(player=self.side.name))
        self.cash_label.setText(self.tr("of {cash}").format(cash=self.money_text(self.side.cash)))

    def gives(self) -> Gives:
        return Gives(self.side.seat, self.model.chosen(), self.money.value())

    def in_words(self) -> str:
        parts = self.model.chosen_names()
        if self.money.value():
            parts.append(self.money_text(self.money.value()))
        return ", ".join(parts) if parts else self.tr("nothing")


class TradeDialog(QDialog):
    """`offering` proposes a trade to `other`; `offer()` after exec() returns what each gives."""

    def __init__(self, offering: TradeSide, other: TradeSide, money=number, parent=None):
        """`money`: an amount in words (the game's currency)."""
        super().__init__(parent)
        self.sides = (SidePanel(offering, money), SidePanel(other, money))
        self.intro = QLabel(textFormat=Qt.PlainText, wordWrap=True)
        self.status = QLabel(textFormat=Qt.PlainText, wordWrap=True)
        self.status.setMinimumHeight(self.status.fontMetrics().lineSpacing() * 2)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        # our own button: Qt words a standard OK button again itself after a language change
        self.ok_button = self.buttons.addButton("", QDialogButtonBox.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        grid = QGridLayout()
        for column, panel in enumerate(self.sides):
            grid.addWidget(panel, 0, column)
            panel.model.dataChanged.connect(self._check)
            panel.money.valueChanged.connect(self._check)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(grid, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        open_at(self, QSize(640, 420))
        self.retranslate()

    def offer(self) -> TradeOffer | None:
        """What each side gives, or None while the offer is not valid."""
        if self._problem() is not None:
            return None
        return TradeOffer(self.sides[0].gives(), self.sides[1].gives())

    def _problem(self) -> str | None:
        gives = [panel.gives() for panel in self.sides]
        if not any(g.assets or g.money for g in gives):
            return self.tr("Nothing is ticked yet.")
        if not any(g.assets for g in gives):
            return self.tr("A trade needs at least one property: money alone cannot be lent or given.")
        if all(g.money for g in gives):
            return self.tr("Only one of you adds money.")
        return None

    def _check(self, *_) -> None:
        problem = self._problem()
        self.ok_button.setEnabled(problem is None)
        if problem is None:
            offering, other = self.sides
            problem = self.tr("{player} gives {gives}. {partner} gives {takes}.").format(
                player=offering.side.name, gives=offering.in_words(), partner=other.side.name, takes=other.in_words())
        self.status.setText(problem)

    def retranslate(self) -> None:
        offering, other = (panel.side for panel in self.sides)
        self.setWindowTitle(self.tr("Trade with {partner}").format(partner=other.name))
        intro = self.tr("Tick what each of you gives. Then {partner} accepts or refuses.")
        self.intro.setText(intro.format(partner=other.name))
        self.ok_button.setText(self.tr("Offer the trade"))
        for panel in self.sides:
            panel.retranslate()
        self._check()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.ok_button.setDefault(True)  # Enter offers; Qt chose no default while it was disabled

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
