"""Qt models over an X bere! *view*: the hand, the three rows, the X rows, this turn's cards, the players.

Each model is fed a new view with `set_view` after every change of the session and never sees the
state. While the placing of cards is played out, the table feeds the row and play models the
moments in between with `set_cards` / `set_plays`. Headers and words come from
QCoreApplication.translate with the context "XNimmtModels"; the table calls `retranslate()` on a
language change.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractListModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from ....rules.x_nimmt.data import HEADS, ROW_SIZES
from ...format import number
from ...models.cards import CardListModel as BaseCardListModel
from ...models.cards import Hand
from ...models.results import Column
from ...models.results import ResultsModel as BaseResultsModel
from ...models.roles import ALIGNMENT, BACKGROUND, CENTRE, FONT, LEFT, TEXT_ROLES, TOOLTIP, VALUE_ROLES
from ...models.table import TableModel
from ...widgets.players import name_data, player_name
from ...texts import as_role
from . import texts
from .art import BADGE, CardsRole, KindRole, SeatRole, ValueRole

translate = QCoreApplication.translate
StateRole = int(Qt.UserRole) + 5  # of a play this turn: "waiting", "chosen", "face" or "placed"


def card_text(kind: str, value) -> str:
    if kind == "number":
        return translate("XNimmtModels", "{card} ({heads})").format(card=value, heads=texts.heads(HEADS[value]))
    if kind == "row":
        return translate("XNimmtModels", "Row card {size}").format(size=value)
    if kind == "x":
        return translate("XNimmtModels", "X card")
    if kind == "back":
        return translate("XNimmtModels", "Face-down card")
    return translate("XNimmtModels", "Empty place")


def heads_of(cards) -> int:
    return sum(HEADS[card] for card in cards)


class CardListModel(BaseCardListModel):
    """A line of number cards; selectable while the viewer must choose one of them."""

    KIND_ROLE = KindRole
    VALUE_ROLE = ValueRole
    card_text = staticmethod(card_text)

    @staticmethod
    def _kind_value(card: int) -> tuple[str, int]:
        return "number", card


class HandModel(Hand, CardListModel):
    """The cards in the viewer's hand; selectable while they choose the card to play."""

    CHOOSING = "choosing"

    @staticmethod
    def hand(me) -> list:
        return me.hand


class RowModel(CardListModel):
    """One of the three rows in the middle, left to right; `size` is its row card."""

    def __init__(self, row: int, parent=None):
        super().__init__(parent)
        self.row = row
        self.size = ROW_SIZES[row]

    def set_view(self, view) -> None:
        self.size = view.rows[self.row].size
        self.set_cards(view.rows[self.row].cards)

    @property
    def heads(self) -> int:
        return heads_of(self._cards)

    @property
    def room(self) -> int:
        """How many more cards the row takes before the one that fills it."""
        return max(0, self.size - 1 - len(self._cards))


class XRowModel(CardListModel):
    """One player's X row, face up for everyone; `seat` None shows none."""

    def __init__(self, seat: int | None, parent=None):
        super().__init__(parent)
        self.seat = seat

    def set_view(self, view) -> None:
        players = view.players
        known = self.seat is not None and 0 <= self.seat < len(players)
        self.set_cards(players[self.seat].x_row if known else [])


class TakenModel(CardListModel):
    """The cards just taken from a row, while their taker chooses the one for the X row."""

    def set_view(self, view) -> None:
        awaiting = view.awaiting
        if awaiting is None or awaiting.kind != "keep" or view.seat != awaiting.seat:
            self.set_cards([])
            return
        self.set_cards(awaiting.cards, selectable=True)


class PlaysModel(QAbstractListModel):
    """This turn's cards on the table: face down while chosen, face up lowest first once revealed.

    Each item is (seat, card or None, state). While choosing, one item per seat in seat order:
    "waiting" or "chosen" (the card is known only to its owner). Once revealed: "face" for a card
    still to be placed, "placed" for one already in a row.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self._plays: list[tuple[int, int | None, str]] = []
        self._players = None

    @property
    def plays(self) -> list[tuple[int, int | None, str]]:
        return list(self._plays)

    def set_view(self, view, players) -> None:
        if view.phase == "choosing":
            mine = view.me.chosen if view.me is not None else None
            plays = [
                (p.seat, mine if p.seat == view.seat else None, "chosen" if p.has_chosen else "waiting")
                for p in view.players
            ]
        elif view.phase == "resolving":
            pending = {(play.seat, play.card) for play in view.pending}
            plays = [(play.seat, play.card, "face" if (play.seat, play.card) in pending else "placed")
                     for play in view.revealed]
        else:
            plays = []
        self.set_plays(plays, players)

    def set_plays(self, plays, players=None) -> None:
        plays = [tuple(play) for play in plays]
        if players is not None:
            self._players = players
        if len(plays) != len(self._plays):
            self.beginResetModel()
            self._plays = plays
            self.endResetModel()
        elif plays != self._plays:
            self._plays = plays
            self.dataChanged.emit(self.index(0), self.index(len(plays) - 1))

    def retranslate(self) -> None:
        if self._plays:
            self.dataChanged.emit(self.index(0), self.index(len(self._plays) - 1))

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._plays)

    def flags(self, index):
        if not index.isValid():
            return Qt.NoItemFlags
        return Qt.ItemIsEnabled | Qt.ItemNeverHasChildren

    def _text(self, seat, card, state) -> str:
        who = player_name(self._players, seat)
        if state == "waiting":
            return translate("XNimmtModels", "{player}: still choosing").format(player=who)
        if card is None:
            return translate("XNimmtModels", "{player}: a face-down card").format(player=who)
        if state == "chosen":
            return translate("XNimmtModels", "{player}: your card {card}, face down").format(player=who, card=card)
        if state == "placed":
            return translate("XNimmtModels", "{player}: {card}, placed").format(player=who, card=card)
        return translate("XNimmtModels", "{player}: {card}").format(player=who, card=card)

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._plays):
            return None
        seat, card, state = self._plays[index.row()]
        if role in TEXT_ROLES:
            return as_role(self._text(seat, card, state), int(role))
        if role == KindRole:
            if state == "waiting":
                return "empty"
            return "back" if state == "chosen" else "number"
        if role == ValueRole:
            return card
        if role == SeatRole:
            return seat
        if role == StateRole:
            return state
        return None


def _bold() -> QFont:
    font = QFont()
    font.setBold(True)
    return font


class PlayersModel(TableModel):
    """One row per seat: who, cards in hand, X row, X pile, the points of each round and in all.

    The X pile lies face down: everyone sees how many cards it has, only its owner which ones.
    """

    NAME, HAND, X_ROW, X_PILE, ROUND_1, ROUND_2, TOTAL = range(7)
    CONTEXT = "XNimmtModels"
    HEADERS = (QT_TRANSLATE_NOOP("XNimmtModels", "Player"), QT_TRANSLATE_NOOP("XNimmtModels", "Hand"),
               QT_TRANSLATE_NOOP("XNimmtModels", "X row"), QT_TRANSLATE_NOOP("XNimmtModels", "X pile"),
               QT_TRANSLATE_NOOP("XNimmtModels", "Round 1"), QT_TRANSLATE_NOOP("XNimmtModels", "Round 2"),
               QT_TRANSLATE_NOOP("XNimmtModels", "Total"))

    def set_view(self, view, players) -> None:
        self._view, self._players = view, players
        looks = [(p.name, p.colour, p.symbol) for p in players or []]
        mine = (view.seat, view.me.x_pile if view.me else None)
        acting = set(view.to_act) if view.phase != "over" else set()
        # Whether a seat is still to act is part of its row: a move then repaints only the rows it changed.
        self._replace([(player, player.seat in acting) for player in view.players], (view.phase, mine, looks))

    def _pile_tooltip(self, row) -> str:
        view = self._view
        if view.me is None or view.seat != row.seat:
            return translate("XNimmtModels", "{cards} face down").format(cards=texts.cards(row.x_pile))
        pile = view.me.x_pile
        if not pile:
            return translate("XNimmtModels", "Your X pile is empty.")
        return translate("XNimmtModels", "Your X pile: {cards} ({heads}, twice that in points)").format(
            cards=texts.card_list(pile), heads=texts.heads(heads_of(pile)))

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        (row, acting), column = self._rows[index.row()], index.column()
        if role == SeatRole:
            return row.seat
        if role == FONT or role == BACKGROUND:
            if role == BACKGROUND:
                return QBrush(QColor(255, 236, 170)) if acting else None
            return _bold() if acting or column == self.TOTAL or self.measuring else None
        if role == ALIGNMENT:
            return LEFT if column in (self.NAME, self.X_ROW) else CENTRE
        if column == self.NAME:
            return name_data(self._players, row.seat, role, BADGE)
        if column == self.X_ROW:
            if role == CardsRole:
                return list(row.x_row)
            if role in TEXT_ROLES:
                return " \u00b7 ".join(str(card) for card in row.x_row) or "\u2014"
            return None
        if column == self.X_PILE and role == TOOLTIP:
            return self._pile_tooltip(row)
        if role not in VALUE_ROLES:
            return None
        if column == self.HAND:
            return number(row.hand)
        if column == self.X_PILE:
            return number(row.x_pile)
        if column in (self.ROUND_1, self.ROUND_2):
            played = column - self.ROUND_1
            return number(row.round_scores[played]) if played < len(row.round_scores) else ""
        return number(row.total)


class RoundScoreModel(TableModel):
    """The points of one finished round: heads in hand count once, heads in the X pile twice."""

    NAME, HAND, PILE, POINTS, TOTAL = range(5)
    CONTEXT = "XNimmtModels"
    HEADERS = (QT_TRANSLATE_NOOP("XNimmtModels", "Player"), QT_TRANSLATE_NOOP("XNimmtModels", "Cows in hand"),
               QT_TRANSLATE_NOOP("XNimmtModels", "Cows in X pile"), QT_TRANSLATE_NOOP("XNimmtModels", "Points"),
               QT_TRANSLATE_NOOP("XNimmtModels", "Total"))

    def __init__(self, parent=None):
        super().__init__(parent)
        self.round = 0

    def set_scores(self, params: dict | None, view, players) -> None:
        """`params`: a round_scored event's {round, points, hand_heads, pile_heads}; None empties it."""
        self._players = players
        if params is None:
            self.round = 0
            self._replace([])
            return
        self.round = params["round"]
        rows = []
        for seat, points in enumerate(params["points"]):
            total = sum(view.players[seat].round_scores[: self.round]) if seat < len(view.players) else points
            rows.append((seat, params["hand_heads"][seat], params["pile_heads"][seat], points, total))
        self._replace(rows)

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        seat, hand, pile, points, total = self._rows[index.row()]
        column = index.column()
        if role == SeatRole:
            return seat
        if role == FONT and column in (self.POINTS, self.TOTAL):
            return _bold()
        if role == ALIGNMENT:
            return LEFT if column == self.NAME else CENTRE
        if column == self.NAME:
            return name_data(self._players, seat, role, BADGE)
        if role not in TEXT_ROLES:
            return None
        if column == self.HAND:
            return number(hand)
        if column == self.PILE:
            return f"{number(pile)} \u00d7 2" if pile else number(0)
        return number(points if column == self.POINTS else total)




class ResultsModel(BaseResultsModel):
    """The end of the game: place, player, the points of both rounds and the total, fewest first."""

    PLACE, NAME, ROUND_1, ROUND_2, TOTAL = range(5)
    CONTEXT = "XNimmtModels"
    BADGE = BADGE
    EXTRA = (
        Column(QT_TRANSLATE_NOOP("XNimmtModels", "Round 1"), lambda player: _round_score(player, 0)),
        Column(QT_TRANSLATE_NOOP("XNimmtModels", "Round 2"), lambda player: _round_score(player, 1)),
        Column(QT_TRANSLATE_NOOP("XNimmtModels", "Total"), lambda player: texts.points(player.total), bold=True),
    )

    @staticmethod
    def finals(view):
        return view.players if view.phase == "over" else None


def _round_score(player, played: int) -> str:
    return number(player.round_scores[played]) if played < len(player.round_scores) else ""
