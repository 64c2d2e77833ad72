"""The Hall of fame through its widgets: reached from the start screen and by key, its tables and
chart from generated finished games, its filters, and a friendly word when there is nothing yet."""

import sys
from datetime import datetime, timezone
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
from finished_saves import write_finished  # noqa: E402

from boardgames_desktop.ui.app.main_window import MainWindow  # noqa: E402
from boardgames_desktop.ui.dialogs.hall_of_fame import HallOfFameDialog  # noqa: E402


def day(month, day_):
    return datetime(2026, month, day_, 19, 0, tzinfo=timezone.utc)


@pytest.fixture
def evenings():
    write_finished(["Jana", "Petr", "Babička"], day(1, 10))
    write_finished(["Jana", "Babička", "Petr"], day(1, 17))
    write_finished(["Petr", "Jana", "Babička"], day(2, 2))
    write_finished(["Robot", "Jana", "Petr"], day(3, 1), computers={"Robot": "easy"})


def cells(model, row):
    return [model.index(row, column).data() for column in range(model.columnCount())]


def test_the_tables_and_the_chart_show_the_games(qtbot, qtmodeltester, evenings):
    dialog = HallOfFameDialog()
    qtbot.addWidget(dialog)
    for model in (dialog.players_model, dialog.duels_model, dialog.levels_model, dialog.games_model):
        qtmodeltester.check(model)
    rows = {cells(dialog.players_model, row)[0]: cells(dialog.players_model, row)
            for row in range(dialog.players_model.rowCount())}
    assert rows["Jana"][1:6] == ["For Sale", "4", "2", "50%", "1.5"]
    assert rows["Jana"][8] == "2"  # the two January evenings
    assert rows["Babička"][2:4] == ["3", "0"]
    duel = cells(dialog.duels_model, 0)
    assert duel[0] == "Jana" and duel[1].endswith("Petr") and duel[2:] == ["4", "3", "1", "0"]
    assert cells(dialog.levels_model, 0)[:3] == ["Jana", "computer · easy", "1"]
    assert dialog.games_model.rowCount() == 4
    assert cells(dialog.games_model, 0)[2].startswith("1.\u00a0Robot")  # the latest first
    series = {s.name: s.values for s in dialog.chart.series()}
    assert series == {"Jana": (2, 2, 2), "Petr": (0, 1, 1)}
    assert dialog.chart.turn_text(0) == "1/2026"
    assert "Jana" in dialog.chart.accessibleDescription()


def test_filters_narrow_the_games_and_say_when_none_fit(qtbot, evenings):
    dialog = HallOfFameDialog()
    qtbot.addWidget(dialog)
    dialog.players.setCurrentIndex(dialog.players.findData(4))
    assert dialog.pages.currentWidget() is dialog.empty
    assert "fits" in dialog.empty.text()
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    assert dialog.pages.currentWidget() is dialog.tabs
    dialog.game.setCurrentIndex(dialog.game.findData("x_nimmt"))
    assert dialog.players_model.rowCount() == 0
    dialog.game.setCurrentIndex(dialog.game.findData("for_sale"))
    assert dialog.players_model.rowCount() == 3
    dialog.period.setCurrentIndex(dialog.period.findData("month"))  # 2026-01..03 lie in the past
    assert dialog.pages.currentWidget() is dialog.empty


def test_with_no_finished_game_it_says_so_kindly(qtbot):
    dialog = HallOfFameDialog()
    qtbot.addWidget(dialog)
    assert dialog.pages.currentWidget() is dialog.empty
    assert "Finish a game" in dialog.empty.text()
    assert dialog.chart.is_empty()


def test_reached_from_the_start_screen_and_by_key(qtbot, evenings):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    opened = []

    def close_it():
        dialog = QApplication.activeModalWidget()
        opened.append(dialog)
        if dialog is not None:
            qtbot.keyClick(dialog, Qt.Key_Escape)

    QTimer.singleShot(0, close_it)
    window.start_screen.fame_button.click()
    assert isinstance(opened[0], HallOfFameDialog)
    QTimer.singleShot(0, close_it)
    window.fame_action.trigger()
    assert isinstance(opened[1], HallOfFameDialog)
    assert window.fame_action.shortcut().toString() == "Ctrl+H"


def test_a_finished_games_scores_round_by_round_under_the_list(qtbot, evenings):
    from finished_saves import scores_in_place_order

    dialog = HallOfFameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog._histories == {}  # no game is played again before its chart is wanted
    dialog.tabs.setCurrentWidget(dialog.finished_page)
    chart = dialog.scores
    latest = dialog.games_model.row(0)
    assert [s.name for s in chart.series()] == ["Robot", "Jana", "Petr"]  # the finishing order
    assert [s.values[-1] for s in chart.series()] == scores_in_place_order(3)
    assert all(s.values[0] == chart.series()[0].values[0] for s in chart.series())  # the same coins at the deal
    assert chart.turns()[0] == 0 and chart.turns()[1] > 2
    assert [s.symbol for s in chart.series()] != [""] * 3
    assert "Na prodej" not in dialog.scores_title.text() and "For Sale" in dialog.scores_title.text()
    assert chart.accessibleDescription().startswith("First place: Robot")
    assert latest.path in dialog._histories

    dialog.games_view.setFocus()
    qtbot.keyClick(dialog.games_view, Qt.Key_Down)  # the list chooses the game
    assert dialog.chosen_game() == dialog.games_model.row(1)
    assert [s.name for s in chart.series()][0] == "Petr"
    chart.setFocus()
    qtbot.keyClick(chart, Qt.Key_Home)  # and the keys pick a round
    assert chart.picked_text().startswith("At the start: ")
    qtbot.keyClick(chart, Qt.Key_Right)
    assert chart.picked_text().startswith("After round 1: ")
    qtbot.keyClick(chart, Qt.Key_End)
    assert chart.picked_text().startswith("At the end: ")


def test_a_game_whose_save_is_gone_says_its_scores_cannot_be_read(qtbot, evenings):
    dialog = HallOfFameDialog()
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentWidget(dialog.finished_page)
    dialog.games_model.row(2).path.unlink()
    dialog.games_view.setCurrentIndex(dialog.games_model.index(2, 0))
    assert dialog.scores.is_empty()
    assert "cannot be played again" in dialog.scores_title.text()


def test_the_hints_a_person_used_show_beside_their_games(qtbot):
    write_finished(["Jana", "Petr", "Babička"], day(1, 10), hints={"Jana": 3, "Petr": 0})
    write_finished(["Petr", "Jana", "Babička"], day(1, 17), hints={"Jana": 2})
    dialog = HallOfFameDialog()
    qtbot.addWidget(dialog)
    model = dialog.players_model
    hints_column = [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())].index("Hints used")
    rows = {cells(model, row)[0]: cells(model, row) for row in range(model.rowCount())}
    assert rows["Jana"][hints_column] == "5"
    assert rows["Petr"][hints_column] == "0"
    assert rows["Babička"][hints_column] == "—"  # hints were off for her
    games = [cells(dialog.games_model, row)[2] for row in range(dialog.games_model.rowCount())]
    assert "Jana (hints: 2)" in games[0] and "Jana (hints: 3)" in games[1]
    assert "Petr (hints" not in games[1]  # none asked for
