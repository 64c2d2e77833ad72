"""The Hall of fame: what the family's finished games say about who plays how, with filters for the
period, the game and the number of players, a painted chart of everyone's wins month by month, and
under the list of finished games a chart of the chosen game's scores round by round.

Everything comes from the finished games in the saves folder (storage.history), read when the
screen opens: an abandoned game never counts, and a deleted save is gone from it."""

from datetime import datetime, timedelta

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ... import storage
from ...play import statistics
from ...play.score_history import ScoreHistory, score_history
from ...rules import registry
from ...rules.core import RulesError
from ...storage import history, profiles
from .. import i18n, texts, theme
from ..format import plural
from ..window_size import open_at
from ..models.statistics import GamesModel, HeadToHeadModel, LevelsModel, Looks, PlayersModel
from ..widgets.score_chart import ScoreChart
from ..widgets.wealth_chart import Series, WealthChart

PERIODS = ("all", "month", "days30", "year")


class WinsChart(WealthChart):
    """Everyone's wins so far at the end of each month: the line that climbs fastest wins."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._months: list[tuple[int, int]] = []

    def set_months(self, months: list[tuple[int, int]], series: list[Series]) -> None:
        self._months = months
        self.set_series(series)

    def title(self) -> str:
        return self.tr("Wins month by month")

    def empty_text(self) -> str:
        return self.tr("Nobody has won a game yet in these months.")

    def turn_text(self, turn: int) -> str:
        if not 0 <= turn < len(self._months):
            return ""
        year, month = self._months[turn]
        return f"{month}/{year}"

    def _picked_turn(self) -> str:
        year, month = self._months[self._first + self._picked]
        return f"{i18n.locale().standaloneMonthName(month)} {year}"


def _table(model) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectRows)
    view.setSelectionMode(QAbstractItemView.SingleSelection)
    view.setEditTriggers(QAbstractItemView.NoEditTriggers)
    view.verticalHeader().hide()
    view.setWordWrap(False)
    view.setAlternatingRowColors(True)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeToContents)
    header.setStretchLastSection(True)
    return view


class HallOfFameDialog(QDialog):
    SIZE = QSize(1000, 620)  # asked for; a smaller screen gives less (open_at)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("HallOfFame")
        QApplication.setOverrideCursor(Qt.WaitCursor)
        try:
            self.played = history.finished_games()
        finally:
            QApplication.restoreOverrideCursor()
        self.games = self._by_profile()

        self.period = QComboBox()
        self.game = QComboBox()
        self.players = QComboBox()
        self.period_label, self.game_label, self.players_label = QLabel(), QLabel(), QLabel()
        filters = QHBoxLayout()
        for label, box in ((self.period_label, self.period), (self.game_label, self.game),
                           (self.players_label, self.players)):
            label.setBuddy(box)
            filters.addWidget(label)
            filters.addWidget(box)
            filters.addSpacing(12)
        filters.addStretch(1)
        self.profiles_button = QPushButton()
        self.profiles_button.clicked.connect(self.edit_profiles)
        filters.addWidget(self.profiles_button)

        self.players_model = PlayersModel(self)
        self.duels_model = HeadToHeadModel(self)
        self.levels_model = LevelsModel(self)
        self.games_model = GamesModel(self)
        self.players_view = _table(self.players_model)
        self.players_view.horizontalHeader().setStretchLastSection(False)  # squeezed, its heading was cut
        self.duels_view = _table(self.duels_model)
        self.levels_view = _table(self.levels_model)
        self.games_view = _table(self.games_model)
        self.games_view.doubleClicked.connect(self.replay_chosen)
        self.games_view.activated.connect(self.replay_chosen)
        self.replay_button = QPushButton()
        self.replay_button.clicked.connect(self.replay_chosen)
        self.scores_title = QLabel()
        self.scores = ScoreChart()
        self.scores.setMinimumHeight(200)
        self.scores_title.setBuddy(self.scores)
        self._histories: dict = {}  # path: its ScoreHistory (None: it does not replay), once read
        self.games_view.selectionModel().currentRowChanged.connect(self.show_scores)
        finished = self.finished_page = QWidget()
        finished_layout = QVBoxLayout(finished)
        finished_layout.addWidget(self.games_view, 2)
        finished_layout.addWidget(self.replay_button, 0, Qt.AlignRight)
        finished_layout.addWidget(self.scores_title)
        finished_layout.addWidget(self.scores, 3)
        self.chart = WinsChart()
        self.tabs = QTabWidget()
        for page in (self.players_view, self.duels_view, self.levels_view, self.chart, finished):
            self.tabs.addTab(page, "")
        self.tabs.currentChanged.connect(self.show_scores)

        self.empty = QLabel(alignment=Qt.AlignCenter)
        self.empty.setWordWrap(True)
        self.empty.setObjectName("EmptyHallOfFame")
        theme.apply(self.empty, "#EmptyHallOfFame { font-size: 14pt; color: @quiet_text; }")
        self.pages = QStackedWidget()
        self.pages.addWidget(self.tabs)
        self.pages.addWidget(self.empty)

        self.buttons = QDialogButtonBox(QDialogButtonBox.Close)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.buttons)
        self._fill_filters()
        for box in (self.period, self.game, self.players):
            box.currentIndexChanged.connect(self.refresh)
        self._retranslate()
        self.refresh()
        open_at(self, self.SIZE)

    # -- filters -------------------------------------------------------------------------------------

    def _fill_filters(self) -> None:
        for period in PERIODS:
            self.period.addItem("", period)
        self.game.addItem("", None)
        for game in registry.catalog():
            self.game.addItem("", game.id)
        self.players.addItem("", None)
        counts = sorted({n for game in registry.catalog() for n in range(game.min_players, game.max_players + 1)})
        for count in counts:
            self.players.addItem("", count)

    def filters(self) -> statistics.Filters:
        return statistics.Filters(since=self._since(self.period.currentData()), game=self.game.currentData(),
                                  players=self.players.currentData())

    @staticmethod
    def _since(period: str) -> datetime | None:
        now = datetime.now().astimezone()
        if period == "month":
            return now.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
        if period == "year":
            return now.replace(month=1, day=1, hour=0, minute=0, second=0, microsecond=0)
        if period == "days30":
            return now - timedelta(days=30)
        return None

    # -- what it shows -------------------------------------------------------------------------------

    def refresh(self) -> None:
        games = self.filters().keep(self.games)
        names = statistics.people(games)
        looks = Looks(games, names)
        several = len({game.game for game in games}) > 1
        self.players_model.set_rows(statistics.player_rows(games, totals=several), looks)
        self.duels_model.set_rows(statistics.duels(games, names), looks)
        self.levels_model.set_rows(statistics.against_levels(games), looks)
        self.games_model.set_rows(games, looks)
        if games:  # the latest game's scores, until another is chosen
            self.games_view.setCurrentIndex(self.games_model.index(0, 0))
        self.show_scores()
        months, wins = statistics.wins_by_month(games, names)
        self.chart.set_months(months, [Series(name, *looks[name], wins[name]) for name in names if any(wins[name])])
        self.pages.setCurrentWidget(self.tabs if games else self.empty)
        for box in (self.period, self.game, self.players):
            box.setEnabled(bool(self.games))  # nothing to choose among before the first finished game
        self._word_empty()

    def _by_profile(self) -> list:
        """The games with each person under their profile; under the names played with if the list of
        players cannot be read (the players dialog says why)."""
        try:
            return history.by_profile(self.played, profiles.read())
        except storage.SaveError:
            return self.played

    def edit_profiles(self) -> None:
        from .profiles_dialog import ProfilesDialog

        dialog = ProfilesDialog(self)
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()
        self.games = self._by_profile()
        self.refresh()

    def replay_chosen(self) -> None:
        """Play back the finished game chosen in the list (the latest if none is)."""
        from .replay_view import ReplayDialog

        if self.games_model.rowCount() == 0:
            return
        row = max(0, self.games_view.currentIndex().row())
        try:
            loaded = storage.load(self.games_model.row(row).path)
        except storage.SaveError as error:
            QMessageBox.warning(self, self.tr("The game cannot be replayed"), texts.as_rich_text(texts.save_error_text(error)))
            return
        dialog = ReplayDialog(loaded.save_file, self)
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()

    def chosen_game(self):
        """The finished game chosen in the list, or None."""
        row = self.games_view.currentIndex().row()
        return self.games_model.row(row) if 0 <= row < self.games_model.rowCount() else None

    def show_scores(self) -> None:
        """The chosen game's scores round by round, its record played again the first time they are
        shown (not before: a long game takes a moment)."""
        if self.tabs.currentWidget() is not self.finished_page:
            return
        game = self.chosen_game()
        if game is not None and game.path not in self._histories:
            QApplication.setOverrideCursor(Qt.WaitCursor)
            try:
                self._histories[game.path] = _history(game.path)
            finally:
                QApplication.restoreOverrideCursor()
        history = self._histories.get(game.path) if game is not None else None
        self.scores.show_game(game, history)
        title = self.tr("Sc&ores round by round")
        if game is not None:
            when, name = self.games_model.cells(game)[:2]
            title = self.tr("{title}: {game}, {when}").format(title=title, game=name, when=when)
            if history is None:
                title += " " + self.tr("(the game cannot be played again to read them)")
            elif history.lower_wins:
                title += " " + self.tr("(the fewest points win)")
        self.scores_title.setText(title)

    def _word_empty(self) -> None:
        if not self.games:
            self.empty.setText(self.tr("No game has been played to the end yet.\n"
                                       "Finish a game and you will see here who wins most."))
        else:
            self.empty.setText(self.tr("No finished game fits these choices. Try a longer period or all games."))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._fit_players_table)

    def _fit_players_table(self) -> None:
        """Wider, once shown, where the players' table needs it (within the screen): its columns are as
        wide as their words, and what the dialog cannot show scrolls sideways, never cut."""
        view = self.players_view
        missing = view.horizontalHeader().length() - view.viewport().width()
        if missing > 0 and self.pages.currentWidget() is self.tabs:
            room = self.screen().availableGeometry().width()
            self.resize(max(self.width(), min(self.width() + missing, room)), self.height())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Hall of fame"))
        self.buttons.button(QDialogButtonBox.Close).setText(self.tr("Close"))  # Qt has no Slovak of its own
        self.period_label.setText(self.tr("&Period:"))
        self.game_label.setText(self.tr("&Game:"))
        self.players_label.setText(self.tr("&Number of players:"))
        periods = {"all": self.tr("All time"), "month": self.tr("This month"),
                   "days30": self.tr("Last 30 days"), "year": self.tr("This year")}
        for at in range(self.period.count()):
            self.period.setItemText(at, periods[self.period.itemData(at)])
        self.game.setItemText(0, self.tr("All games"))
        for at in range(1, self.game.count()):
            self.game.setItemText(at, texts.game_title(self.game.itemData(at)))
        self.players.setItemText(0, self.tr("Any"))
        for at in range(1, self.players.count()):
            count = self.players.itemData(at)
            self.players.setItemText(at, plural(self.tr("%n player(s)", "", abs(count)), count))
        for at, title in enumerate((self.tr("&Players"), self.tr("&Head to head"), self.tr("Against the &computer"),
                                    self.tr("&Wins by month"), self.tr("&Finished games"))):
            self.tabs.setTabText(at, title)
        self.replay_button.setText(self.tr("&Replay the game"))
        self.profiles_button.setText(self.tr("Pla&yers…"))
        self.profiles_button.setToolTip(self.tr("Names, colours and pictures; rename, merge or delete a player"))
        self.replay_button.setToolTip(self.tr("Step through the chosen game move by move"))
        for model in (self.players_model, self.duels_model, self.levels_model, self.games_model):
            model.retranslate()
        self._word_empty()
        self.show_scores()



def _history(path) -> ScoreHistory | None:
    """The score history of the finished game saved at `path`; None if it no longer loads or replays."""
    try:
        return score_history(storage.load(path).save_file.record)
    except (storage.SaveError, RulesError):
        return None
