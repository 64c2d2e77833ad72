"""Qt models over an Anti-Monopoly *view*: the players (role, cash, titles, wealth) and the results.

Each model is fed a new view with `set_view` after every change of the session and never sees the
state. Headers come from QCoreApplication.translate with the context "AntiMonopolyModels".
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractListModel, QCoreApplication, QModelIndex, Qt

from ...models.results import Column
from ...models.results import ResultsModel as BaseResultsModel
from ...models.roles import ACCESSIBLE, DECORATION, DISPLAY, LEFT, RIGHT, TOOLTIP
from ...widgets.players import name_data
from ...widgets.computer_badge import BadgeRole
from ...texts import as_role
from . import texts

translate = QCoreApplication.translate
CONTEXT = "AntiMonopolyModels"


def player_status(player) -> str:
    """Bankrupt, in prison or in price war, or nothing."""
    if player.bankrupt:
        return translate("AntiMonopolyModels", "bankrupt")
    if player.jailed:
        return texts.jail_name(player.role)
    return ""


PlayerRole = int(Qt.UserRole) + 1  # a row's PlayerView
ActingRole = int(Qt.UserRole) + 2  # bool: that seat must act now


def player_lines(player, mortgaged: int) -> list[str]:
    """A player's card beside the board, after the name: role and status, cash, titles, wealth."""
    status = player_status(player)
    role = texts.role_name(player.role) + (f" \u00b7 {status}" if status else "")
    titles = translate("AntiMonopolyModels", "Titles: {count}").format(count=len(player.titles))
    if mortgaged:
        titles += " " + translate("AntiMonopolyModels", "({count} mortgaged)").format(count=mortgaged)
    return [role, translate("AntiMonopolyModels", "Cash: {amount}").format(amount=texts.euros(player.cash)), titles,
            translate("AntiMonopolyModels", "Wealth: {amount}").format(amount=texts.euros(player.wealth))]


class PlayersModel(QAbstractListModel):
    """One row per seat, drawn by PlayersDelegate as a small card: who, their role, cash, titles and
    rule 23's wealth; the seat that must act stands out."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list = []
        self.players = None

    def set_view(self, view, players) -> None:
        acting = set(view.to_act) if view.phase != "over" else set()
        mortgaged = {s.index for s in view.spaces if s.mortgaged}
        rows = [(row, row.seat in acting, sum(1 for t in row.titles if t in mortgaged)) for row in view.players]
        self.players = players
        if len(rows) != len(self._rows):
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
        else:  # only the cards that changed are painted again
            changed = [at for at, (old, new) in enumerate(zip(self._rows, rows)) if old != new]
            self._rows = rows
            for at in changed:
                self.dataChanged.emit(self.index(at), self.index(at))

    def retranslate(self) -> None:
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, acting, mortgaged = self._rows[index.row()]
        role = int(role)
        if role == PlayerRole:
            return row
        if role == ActingRole:
            return acting
        if role in (DISPLAY, TOOLTIP, ACCESSIBLE):
            text = name_data(self.players, row.seat, TOOLTIP) + ": " + ", ".join(player_lines(row, mortgaged))
            if role == TOOLTIP:  # what the wealth counts: it drops when a title is bought
                text += "\n" + texts.end_note()
            return as_role(text, role)
        if role in (DECORATION, BadgeRole):
            return name_data(self.players, row.seat, role)
        return None

    def lines(self, index) -> list[str]:
        row, _, mortgaged = self._rows[index.row()]
        return player_lines(row, mortgaged)

    def flags(self, index):
        return Qt.ItemIsEnabled if index.isValid() else Qt.NoItemFlags


class ResultsModel(BaseResultsModel):
    """The end: place, player, role, cash and wealth (after the time limit: the settled cash, and the
    wealth before the settlement)."""

    PLACE, NAME, ROLE, CASH, WEALTH = range(5)
    CONTEXT = CONTEXT
    EXTRA = (
        Column(QT_TRANSLATE_NOOP("AntiMonopolyModels", "Role"), lambda final: texts.role_name(final.role), align=LEFT),
        Column(QT_TRANSLATE_NOOP("AntiMonopolyModels", "Cash"), lambda final: texts.euros(final.cash), align=RIGHT),
        Column(QT_TRANSLATE_NOOP("AntiMonopolyModels", "Wealth"), lambda final: texts.euros(final.wealth),
               align=RIGHT, bold=True),
    )

    @staticmethod
    def finals(view):
        """The players at the end; after the time limit with rule 23's wealth from before the settlement
        (the tie-break, and where the chart's lines end): the banker's rents are in the settled cash
        already, so the end state's own wealth would count them twice."""
        if view.phase != "over":
            return None
        before = {line.seat: line.wealth for line in view.settlement}
        return [player.model_copy(update={"wealth": before[seat]}) if seat in before else player
                for seat, player in enumerate(view.players)]

    @staticmethod
    def name_note(player) -> str:
        return translate("AntiMonopolyModels", "(bankrupt)") if player.bankrupt else ""

