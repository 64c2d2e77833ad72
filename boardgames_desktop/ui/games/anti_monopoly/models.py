"""Qt models over an Anti-Monopoly *view*: the players (role, cash, titles, wealth) and the results.

Each model is fed a new view with `set_view` after every change of the session and never sees the
state. Headers come from QCoreApplication.translate with the context "AntiMonopolyModels".
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from ...models.results import Column
from ...models.results import ResultsModel as BaseResultsModel
from ...models.roles import ALIGNMENT, BACKGROUND, FONT, LEFT, RIGHT, TOOLTIP, VALUE_ROLES
from ...models.table import TableModel
from ...players import name_data
from ...texts import as_role
from . import texts

translate = QCoreApplication.translate
CONTEXT = "AntiMonopolyModels"


def _bold() -> QFont:
    font = QFont()
    font.setBold(True)
    return font


def player_status(player) -> str:
    """Bankrupt, in prison or in price war, or nothing."""
    if player.bankrupt:
        return translate(CONTEXT, "bankrupt")
    if player.jailed:
        return texts.jail_name(player.role)
    return ""


class PlayersModel(TableModel):
    """One row per seat: who, their role, cash, titles and rule 23's wealth; the player on turn in bold."""

    NAME, ROLE, CASH, TITLES, WEALTH = range(5)
    CONTEXT = CONTEXT
    HEADERS = (QT_TRANSLATE_NOOP("AntiMonopolyModels", "Player"), QT_TRANSLATE_NOOP("AntiMonopolyModels", "Role"),
               QT_TRANSLATE_NOOP("AntiMonopolyModels", "Cash"), QT_TRANSLATE_NOOP("AntiMonopolyModels", "Titles"),
               QT_TRANSLATE_NOOP("AntiMonopolyModels", "Wealth"))

    def set_view(self, view, players) -> None:
        self._view, self._players = view, players
        acting = set(view.to_act) if view.phase != "over" else set()
        mortgaged = {s.index for s in view.spaces if s.mortgaged}
        looks = [(p.name, p.colour, p.symbol) for p in players or []]
        rows = [(row, row.seat in acting, sum(1 for t in row.titles if t in mortgaged)) for row in view.players]
        self._replace(rows, looks)

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        (row, acting, mortgaged), column = self._rows[index.row()], index.column()
        role = int(role)
        if role == ALIGNMENT:
            return LEFT if column in (self.NAME, self.ROLE) else RIGHT
        if role == FONT:
            return _bold() if acting or self.measuring else None
        if role == BACKGROUND:
            return QBrush(QColor(255, 236, 170)) if acting else None
        if column == self.NAME:
            return name_data(self._players, row.seat, role)
        if role == TOOLTIP and column == self.TITLES:
            return as_role(", ".join(texts.space_name(t) for t in row.titles), role) if row.titles else None
        if role == TOOLTIP and column == self.WEALTH:
            return translate(CONTEXT, "Cash plus the rent every title not mortgaged would earn now")
        if role not in VALUE_ROLES:
            return None
        if column == self.ROLE:
            status = player_status(row)
            return texts.role_name(row.role) + (f" ({status})" if status else "")
        if column == self.CASH:
            return texts.euros(row.cash)
        if column == self.TITLES:
            count = str(len(row.titles))
            return count + (" " + translate(CONTEXT, "({count} mortgaged)").format(count=mortgaged) if mortgaged else "")
        return texts.euros(row.wealth)


class ResultsModel(BaseResultsModel):
    """The end: place, player, role, cash and wealth (or, after the time limit, the settled cash)."""

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
        return view.players if view.phase == "over" else None

    @staticmethod
    def name_note(player) -> str:
        return translate(CONTEXT, "(bankrupt)") if player.bankrupt else ""

