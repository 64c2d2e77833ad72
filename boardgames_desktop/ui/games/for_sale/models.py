"""Qt models over a Na prodej *view*: cards in a hand or on the table, the players, the results.

Each model is fed a new view with `set_view` after every change of the session and never sees the
state. Headers and words come from QCoreApplication.translate with the context "ForSaleModels";
the table calls `retranslate()` on a language change.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from ....rules.for_sale.data import COIN_VALUE
from ...format import dollars, number
from ...models.cards import CardListModel as BaseCardListModel
from ...models.cards import Hand
from ...models.results import Column, SeatRole
from ...models.results import ResultsModel as BaseResultsModel
from ...models.roles import ALIGNMENT, BACKGROUND, CENTRE, FONT, LEFT, VALUE_ROLES
from ...models.table import TableModel
from ...widgets.players import name_data
from . import texts
from .art import BADGE, KindRole, ValueRole

translate = QCoreApplication.translate
_SEAT = int(SeatRole)


def card_text(kind: str, value) -> str:
    if kind == "house":
        return translate("ForSaleModels", "House {number}").format(number=value)
    if kind == "cheque":
        return translate("ForSaleModels", "Cheque {value}").format(value=dollars(value))
    return translate("ForSaleModels", "Face-down card")


class CardListModel(BaseCardListModel):
    """A row of cards, each (kind, value): kind "house", "cheque" or "back"."""

    KIND_ROLE = KindRole
    VALUE_ROLE = ValueRole
    card_text = staticmethod(card_text)

    @staticmethod
    def _prepare(cards) -> list:
        return [tuple(card) for card in cards]


class HandModel(Hand, CardListModel):
    """The houses in the viewer's hand; selectable while they must choose one to sell."""

    CHOOSING = "selling"

    @staticmethod
    def hand(me) -> list:
        return [("house", h) for h in me.houses]


class ChequesModel(CardListModel):
    """The cheques the viewer has taken so far."""

    def set_view(self, view) -> None:
        self.set_cards([] if view.me is None else [("cheque", c) for c in view.me.cheques])


class TableCardsModel(CardListModel):
    """What lies face up in the middle: houses while buying, cheques while selling."""

    def set_view(self, view) -> None:
        if view.phase == "buying":
            self.set_cards([("house", h) for h in view.houses_on_table])
        elif view.phase == "selling":
            self.set_cards([("cheque", c) for c in view.cheques_on_table])
        else:
            self.set_cards([])


class PlayersModel(TableModel):
    """One row per seat: who, their coins (only the viewer's own), houses, cheques, bid, status."""

    NAME, COINS, HOUSES, CHEQUES, BID, STATUS = range(6)
    CONTEXT = "ForSaleModels"
    HEADERS = (QT_TRANSLATE_NOOP("ForSaleModels", "Player"), QT_TRANSLATE_NOOP("ForSaleModels", "Coins"),
               QT_TRANSLATE_NOOP("ForSaleModels", "Houses"), QT_TRANSLATE_NOOP("ForSaleModels", "Cheques"),
               QT_TRANSLATE_NOOP("ForSaleModels", "Bid"), QT_TRANSLATE_NOOP("ForSaleModels", "Status"))

    def set_view(self, view, players) -> None:
        self._view, self._players = view, players
        acting = set(view.to_act) if view.phase != "over" else set()
        looks = [(p.name, p.colour, p.symbol) for p in players or []]
        # Everything a row's cells depend on is in the row or in `shown`: a move repaints only the
        # rows it changed.
        rows = [(row, row.seat in acting, self._coins(row.seat)) for row in view.players]
        self._replace(rows, (view.phase, looks))

    def _coins(self, seat: int):
        view = self._view
        if view.final is not None:
            return view.final[seat].coins
        if view.me is not None and view.seat == seat:
            return view.me.coins
        return None

    def _status(self, row) -> str:
        view = self._view
        if view.phase == "buying":
            if row.passed:
                return translate("ForSaleModels", "passed")
            if row.seat in view.to_act:
                return translate("ForSaleModels", "bidding")
            return ""
        if view.phase == "selling":
            if row.has_chosen:
                return translate("ForSaleModels", "has chosen")
            if row.seat in view.to_act:
                return translate("ForSaleModels", "choosing")
        return ""

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        (row, acting, coins), column = self._rows[index.row()], index.column()
        if role == _SEAT:
            return row.seat
        if role == ALIGNMENT:
            return None if column == self.NAME else CENTRE
        if role == FONT or role == BACKGROUND:
            if not acting:
                if role == FONT and self.measuring:
                    font = QFont()
                    font.setBold(True)
                    return font
                return None
            if role == BACKGROUND:
                return QBrush(QColor(255, 236, 170))
            font = QFont()
            font.setBold(True)
            return font
        if column == self.NAME:
            return name_data(self._players, row.seat, role, BADGE)
        if role not in VALUE_ROLES:
            return None
        if column == self.COINS:
            return "?" if coins is None else number(coins)
        if column == self.HOUSES:
            return number(row.houses)
        if column == self.CHEQUES:
            return number(row.cheques)
        if column == self.BID:
            return "" if row.bid is None else number(row.bid)
        return self._status(row)


class ResultsModel(BaseResultsModel):
    """The end of the game: place, player, cheques, coins and the total, best first."""

    PLACE, NAME, CHEQUES, COINS, TOTAL = range(5)
    CONTEXT = "ForSaleModels"
    BADGE = BADGE
    EXTRA = (
        Column(QT_TRANSLATE_NOOP("ForSaleModels", "Cheques"),
               lambda final: " + ".join(dollars(c) for c in final.cheques) or "\u2014", align=LEFT),
        Column(QT_TRANSLATE_NOOP("ForSaleModels", "Coins"),
               lambda final: translate("ForSaleModels", "{coins} = {money}").format(
                   coins=texts.coins(final.coins), money=dollars(final.coins * COIN_VALUE))),
        Column(QT_TRANSLATE_NOOP("ForSaleModels", "Total"), lambda final: dollars(final.score)),
    )

    @staticmethod
    def finals(view):
        return view.final
