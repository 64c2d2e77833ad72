"""Qt models over a Dostihy a sázky *view*: the stables, the races of this turn's challenge, the results.

Each model is fed a new view with `set_view` after every change of the session and never sees the
state. Headers and words come from QCoreApplication.translate with the context "DostihyModels";
the table calls `retranslate()` on a language change.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractListModel, QAbstractTableModel, QCoreApplication, QModelIndex, QSize, Qt
from PySide6.QtGui import QFont

from ...format import number
from ...models.results import Column
from ...models.results import ResultsModel as BaseResultsModel
from ...models.roles import ALIGNMENT, DECORATION, DISPLAY, FONT, LEFT, RIGHT, TEXT_ROLES, TOOLTIP
from ...widgets.players import badge_pixmap, player_look, player_name
from ...texts import as_role
from . import texts
from .art import BADGE, coin_pixmap

translate = QCoreApplication.translate
StableRole = int(Qt.UserRole) + 1  # a PlayerView
SeatRole = int(Qt.UserRole) + 2
OnTurnRole = int(Qt.UserRole) + 3  # bool: whose turn it is
ActingRole = int(Qt.UserRole) + 4  # bool: who must act now


def stable_text(player, players) -> str:
    """A stable in words, for the tooltip and screen readers."""
    name = player_name(players, player.seat)
    if player.bankrupt:
        return translate("DostihyModels", "{player}: bankrupt").format(player=name)
    horses = ", ".join(texts.horse_description(h.id, h.pawned) for h in player.horses)
    text = translate("DostihyModels", "{player}: {cash}, {count}").format(
        player=name, cash=texts.crowns(player.cash), count=texts.horses(len(player.horses)))
    if horses:
        text += " (" + horses + ")"
    if player.held:
        text += ". " + translate("DostihyModels", "Kept cards: {cards}").format(
            cards=", ".join(texts.card_title(card) for card in player.held))
    return text


class StablesModel(QAbstractListModel):
    """One row per player: their stable, drawn by StableDelegate."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[tuple] = []  # (PlayerView, on turn, must act)
        self._names = None

    def set_view(self, view, players) -> None:
        """The stables of `view`; only the rows that changed are signalled, one by one, since the view
        repaints what is signalled (a range: every row between) and a move changes a stable or two."""
        current = view.current if view.phase != "over" else -1
        rows = [(player, player.seat == current, player.seat in view.to_act) for player in view.players]
        if len(rows) != len(self._rows):
            self.beginResetModel()
            self._rows, self._names = rows, players
            self.endResetModel()
            return
        renamed = players != self._names
        changed = [row for row, (old, new) in enumerate(zip(self._rows, rows)) if renamed or old != new]
        self._rows, self._names = rows, players
        for row in changed:
            self.dataChanged.emit(self.index(row), self.index(row))

    def retranslate(self) -> None:
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index, role=DISPLAY):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        player, on_turn, acting = self._rows[index.row()]
        role = int(role)
        if role in TEXT_ROLES:
            return as_role(stable_text(player, self._names), role)
        if role == StableRole:
            return player
        if role == SeatRole:
            return player.seat
        if role == OnTurnRole:
            return on_turn
        if role == ActingRole:
            return acting
        return None

    def player_names(self):
        return self._names

    def players(self) -> list:
        """The stables shown (PlayerViews), in seat order."""
        return [player for player, _, _ in self._rows]

    def flags(self, index):
        return Qt.ItemIsEnabled if index.isValid() else Qt.NoItemFlags


class RacesModel(QAbstractTableModel):
    """The races of this turn's challenge: who runs against whom, the stakes, the rolls, the winner."""

    RUNNER, OPPONENT, ANSWER, STAKE, ROLLS, WINNER = range(6)
    COLUMNS = 6

    def __init__(self, parent=None):
        super().__init__(parent)
        self._races: list = []
        self._challenger = 0
        self._names = None
        self._shown = 10**6  # races whose rolls may be shown (the animation holds back the rest)
        self._headers_cache = self._headers()

    def _headers(self) -> list[str]:
        return [translate("DostihyModels", "Challenger runs"), translate("DostihyModels", "Against"),
                translate("DostihyModels", "Answer"), translate("DostihyModels", "Stakes"),
                translate("DostihyModels", "Rolls"), translate("DostihyModels", "Winner")]

    def retranslate(self) -> None:
        self._headers_cache = self._headers()
        self.headerDataChanged.emit(Qt.Horizontal, 0, self.COLUMNS - 1)
        if self._races:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._races) - 1, self.COLUMNS - 1))

    def set_view(self, view, players, shown: int | None = None) -> None:
        """The races of `view`'s challenge, the results of the first `shown` only (all by default);
        only the races that changed are signalled, unless the names or how many are shown did."""
        challenge = view.challenge
        races = list(challenge.races) if challenge is not None else []
        challenger = challenge.challenger if challenge is not None else 0
        shown = 10**6 if shown is None else shown
        before = len(self._races)
        every = (challenger, players, shown) != (self._challenger, self._names, self._shown)
        if len(races) < before or (len(races) > before and (every or races[:before] != self._races)):
            self.beginResetModel()
            self._races, self._challenger, self._names, self._shown = races, challenger, players, shown
            self.endResetModel()
            return
        changed = [row for row, (old, new) in enumerate(zip(self._races, races)) if every or old != new]
        if len(races) > before:  # a race entered: the rows before it stay as they are
            self.beginInsertRows(QModelIndex(), before, len(races) - 1)
            self._races = races
            self.endInsertRows()
        self._races, self._challenger, self._names, self._shown = races, challenger, players, shown
        if changed:
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], self.COLUMNS - 1))

    def show_results_up_to(self, shown: int) -> None:
        self._shown = shown
        if self._races:
            self.dataChanged.emit(self.index(0, self.ROLLS), self.index(len(self._races) - 1, self.WINNER))

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._races)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section, orientation, role=DISPLAY):
        if int(role) == DISPLAY and orientation == Qt.Horizontal and 0 <= section < self.COLUMNS:
            return self._headers_cache[section]
        return None

    def _text(self, race, row: int, column: int) -> str:
        if column == self.RUNNER:
            return texts.runner_name(race.runner)
        if column == self.OPPONENT:
            return self._name(race.opponent)
        if column == self.ANSWER:
            return texts.runner_name(race.answer) if race.answer is not None else "…"
        if column == self.STAKE:
            if race.answer_stake is not None and race.answer_stake != race.stake:
                return translate("DostihyModels", "{stake} → {raised}").format(
                    stake=number(race.stake), raised=number(race.answer_stake))
            return number(race.stake)
        if row >= self._shown or race.winner is None:
            return ""
        if column == self.ROLLS:
            bonus = race.bonuses or [0, 0]
            last = race.rolls[-1]
            text = f"{last[0] + bonus[0]} : {last[1] + bonus[1]}"
            if len(race.rolls) > 1:
                text += " (" + texts.tie_rolls(len(race.rolls) - 1) + ")"
            return text
        return self._name(race.winner)

    def _name(self, seat: int) -> str:
        # the badge beside it carries the symbol
        if self._names is None or not 0 <= seat < len(self._names):
            return player_name(self._names, seat)
        return self._names[seat].name

    def data(self, index, role=DISPLAY):
        if not index.isValid() or not 0 <= index.row() < len(self._races):
            return None
        race = self._races[index.row()]
        role, column = int(role), index.column()
        if role == TOOLTIP and column == self.ROLLS and race.winner is not None and index.row() < self._shown:
            bonus = race.bonuses or [0, 0]
            return translate("DostihyModels", "Dice {a} and {b}; added to them: {x:+d} and {y:+d}").format(
                a=race.rolls[-1][0], b=race.rolls[-1][1], x=bonus[0], y=bonus[1])
        if role in TEXT_ROLES:
            return as_role(self._text(race, index.row(), column), role)
        if role == DECORATION:
            seat = None
            if column == self.OPPONENT:
                seat = race.opponent
            elif column == self.WINNER and race.winner is not None and index.row() < self._shown:
                seat = race.winner
            if seat is not None:
                colour, symbol = player_look(self._names, seat)
                return badge_pixmap(colour, symbol, QSize(18, 18), look=BADGE)
            if column == self.STAKE:
                return coin_pixmap(14)
            return None
        if role == ALIGNMENT:
            return RIGHT if column == self.STAKE else LEFT
        if role == FONT and column == self.WINNER:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def flags(self, index):
        return Qt.ItemIsEnabled if index.isValid() else Qt.NoItemFlags


class ResultsModel(BaseResultsModel):
    """The end: place, player, money and horses that count, worth."""

    PLACE, NAME, CASH, HORSES, WORTH = range(5)
    CONTEXT = "DostihyModels"
    BADGE = BADGE
    EXTRA = (
        Column(QT_TRANSLATE_NOOP("DostihyModels", "Money"), lambda player: number(player.cash), align=RIGHT),
        Column(QT_TRANSLATE_NOOP("DostihyModels", "Horses"), lambda player: _horses_that_count(player), align=LEFT),
        Column(QT_TRANSLATE_NOOP("DostihyModels", "Worth"), lambda player: number(player.worth), align=RIGHT,
               picture=lambda: coin_pixmap(16)),
    )

    @staticmethod
    def finals(view):
        return view.players

    @staticmethod
    def name_note(player) -> str:
        return translate("DostihyModels", "(bankrupt)") if player.bankrupt else ""


def _horses_that_count(player) -> str:
    counted = [h for h in player.horses if not h.pawned]
    text = texts.horses(len(counted))
    pawned = len(player.horses) - len(counted)
    if pawned:
        text += " " + translate("DostihyModels", "(+{count} pawned, worth nothing)").format(count=pawned)
    return text

