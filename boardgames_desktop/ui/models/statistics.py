"""The Hall of fame's tables over play.statistics: each person's record per game, who finished ahead
of whom, the people against the computer levels, and the finished games themselves.

Each person keeps one colour and symbol on every table of the screen (`Looks`): the one they played
with last, unless someone listed before them has it, then the first of the set nobody has.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...play import statistics
from .. import i18n, texts
from ..format import decimal, number, percent
from ..widgets.players import TOKENS, token_pixmap
from .roles import ALIGNMENT, CENTRE, DECORATION, DISPLAY, LEFT, TEXT_ROLES, TOOLTIP
from .table import TableModel

CONTEXT = "Statistics"


class Looks:
    """Each person's colour and symbol, in the order of `statistics.people`."""

    def __init__(self, games, names):
        last = {}
        for game in games:
            for seat in game.seats:
                if seat.kind == "human" and seat.colour and seat.symbol:
                    last[seat.name] = (seat.colour, seat.symbol)
        taken, self._looks = set(), {}
        for name in names:
            look = last.get(name)
            if look is None or look in taken:
                look = next(((t.colour, t.symbol) for t in TOKENS if (t.colour, t.symbol) not in taken),
                            (TOKENS[len(taken) % len(TOKENS)].colour, TOKENS[len(taken) % len(TOKENS)].symbol))
            taken.add(look)
            self._looks[name] = look

    def __getitem__(self, name: str) -> tuple[str, str]:
        return self._looks.get(name, (TOKENS[0].colour, TOKENS[0].symbol))

    def badge(self, name: str):
        return token_pixmap(*self[name], 20)

    def label(self, name: str) -> str:
        """The symbol and the name: the person told apart without colour too."""
        return f"{self[name][1]}\u00a0{name}"


class _StatisticsModel(TableModel):
    """Rows of plain data; `cells(row)` gives the words of each column, column 0 naming a person
    whose badge is shown beside it."""

    CONTEXT = CONTEXT

    def __init__(self, parent=None):
        super().__init__(parent)
        self.looks = Looks([], [])

    def set_rows(self, rows: list, looks: Looks) -> None:
        self.looks = looks
        self._replace(list(rows))

    def row(self, number_: int):
        return self._rows[number_]

    def cells(self, row) -> tuple[str, ...]:
        raise NotImplementedError

    def person(self, row) -> str | None:
        return row.name

    def data(self, index, role=DISPLAY):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, column = self._rows[index.row()], index.column()
        if role in TEXT_ROLES:
            text = self.cells(row)[column]
            if column == 0 and role != DISPLAY and self.person(row) is not None:
                text = self.looks.label(self.person(row))
            return texts.as_role(text, role)
        if role == DECORATION and column == 0 and self.person(row) is not None:
            return self.looks.badge(self.person(row))
        if role == ALIGNMENT:
            return LEFT if column <= self.TEXT_COLUMNS else CENTRE
        return None

    TEXT_COLUMNS = 0  # the columns up to this one are words, aligned left; the rest are numbers


class PlayersModel(_StatisticsModel):
    """Each person's record at each game (statistics.PlayerRow)."""

    HEADERS = (
        QT_TRANSLATE_NOOP("Statistics", "Player"),
        QT_TRANSLATE_NOOP("Statistics", "Game"),
        QT_TRANSLATE_NOOP("Statistics", "Played"),
        QT_TRANSLATE_NOOP("Statistics", "Wins"),
        QT_TRANSLATE_NOOP("Statistics", "Won"),
        QT_TRANSLATE_NOOP("Statistics", "Average place"),
        QT_TRANSLATE_NOOP("Statistics", "Best score"),
        QT_TRANSLATE_NOOP("Statistics", "Average score"),
        QT_TRANSLATE_NOOP("Statistics", "Most wins in a row"),
        QT_TRANSLATE_NOOP("Statistics", "Hints used"),
    )
    TEXT_COLUMNS = 1

    def cells(self, row: statistics.PlayerRow) -> tuple[str, ...]:
        every = row.game is None
        return (row.name, QCoreApplication.translate("Statistics", "All games") if every else texts.game_title(row.game),
                number(row.played), number(row.wins), percent(row.win_share), decimal(row.average_place),
                "—" if every else number(row.best_score), "—" if every else decimal(row.average_score),
                number(row.longest_streak), "—" if row.hints is None else number(row.hints))


class HeadToHeadModel(_StatisticsModel):
    """Every two people who played together: the games, how often each finished ahead, and level."""

    HEADERS = (
        QT_TRANSLATE_NOOP("Statistics", "Player"),
        QT_TRANSLATE_NOOP("Statistics", "Against"),
        QT_TRANSLATE_NOOP("Statistics", "Games together"),
        QT_TRANSLATE_NOOP("Statistics", "Ahead"),
        QT_TRANSLATE_NOOP("Statistics", "Behind"),
        QT_TRANSLATE_NOOP("Statistics", "Level"),
    )
    TEXT_COLUMNS = 1

    def cells(self, row) -> tuple[str, ...]:
        first, second, duel = row
        return (first, self.looks.label(second), number(duel.games), number(duel.first_ahead),
                number(duel.second_ahead), number(duel.level))

    def person(self, row) -> str:
        return row[0]


class LevelsModel(_StatisticsModel):
    """Each person against each computer level (statistics.AgainstLevel)."""

    HEADERS = (
        QT_TRANSLATE_NOOP("Statistics", "Player"),
        QT_TRANSLATE_NOOP("Statistics", "Against"),
        QT_TRANSLATE_NOOP("Statistics", "Games"),
        QT_TRANSLATE_NOOP("Statistics", "Ahead of the computer"),
        QT_TRANSLATE_NOOP("Statistics", "Wins"),
    )
    TEXT_COLUMNS = 1

    def cells(self, row: statistics.AgainstLevel) -> tuple[str, ...]:
        return row.name, texts.computer_level(row.level), number(row.games), number(row.ahead), number(row.wins)


class GamesModel(_StatisticsModel):
    """The finished games, the latest first: when, which game, and the players from the winner down."""

    HEADERS = (
        QT_TRANSLATE_NOOP("Statistics", "Finished"),
        QT_TRANSLATE_NOOP("Statistics", "Game"),
        QT_TRANSLATE_NOOP("Statistics", "Places"),
    )
    TEXT_COLUMNS = 2

    def set_rows(self, rows: list, looks: Looks) -> None:
        super().set_rows(sorted(rows, key=lambda game: game.ended, reverse=True), looks)

    def person(self, row) -> None:
        return None

    def cells(self, game) -> tuple[str, ...]:
        locale = i18n.locale()
        when = locale.toString(game.ended.astimezone(), locale.dateTimeFormat(locale.FormatType.ShortFormat))
        seats = sorted(game.seats, key=lambda seat: seat.place)
        places = ", ".join(f"{seat.place}.\u00a0{_seat_name(seat)}" for seat in seats)
        return when, texts.game_title(game.game), places

    def data(self, index, role=DISPLAY):
        if role == TOOLTIP and index.isValid() and index.column() == 2:
            return texts.as_rich_text(self.cells(self._rows[index.row()])[2].replace(", ", "\n"))
        return super().data(index, role)


def _seat_name(seat) -> str:
    if seat.kind == "computer":
        return f"{seat.name} ({texts.computer_level(seat.level)})"
    if seat.hints:  # as the game's end page says it: a win with hints is an honest one
        return f"{seat.name} {QCoreApplication.translate('Results', '(hints: {hints})').format(hints=number(seat.hints))}"
    return seat.name

