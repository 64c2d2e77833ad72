"""Profiles through the widgets: the Players dialog makes, renames, merges and deletes them (written
at once, refusals said in words), the Hall of fame counts each person under their profile, and the
new-game dialog offers the profiles and makes new ones."""

import sys
from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QMessageBox

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
from finished_saves import EVENING, write_finished  # noqa: E402

from boardgames_desktop.rules import registry  # noqa: E402
from boardgames_desktop.storage import profiles  # noqa: E402
from boardgames_desktop.ui.widgets.players import TOKENS  # noqa: E402
from boardgames_desktop.ui.dialogs.hall_of_fame import HallOfFameDialog  # noqa: E402
from boardgames_desktop.ui.dialogs.new_game_dialog import NewGameDialog  # noqa: E402
from boardgames_desktop.ui.dialogs.profiles_dialog import ProfilesDialog  # noqa: E402


def answer_text(monkeypatch, text):
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: (text, True))


def names(dialog):
    return [profile.name for profile in dialog.model.book]


def test_the_players_dialog_changes_the_profiles_on_disk(qtbot, qtmodeltester, monkeypatch):
    dialog = ProfilesDialog()
    qtbot.addWidget(dialog)
    for name in ("Jana", "Janička", "Petr"):
        answer_text(monkeypatch, name)
        dialog.new_button.click()
    qtmodeltester.check(dialog.model)
    assert names(dialog) == ["Jana", "Janička", "Petr"]
    assert len({(p.colour, p.symbol) for p in profiles.read()}) == 3  # each their own token
    assert dialog.chosen().name == "Petr"

    answer_text(monkeypatch, "jana")
    dialog.new_button.click()
    assert not dialog.problem.isHidden() and "already taken" in dialog.problem.text()

    dialog._select_name("Jana")
    monkeypatch.setattr(QInputDialog, "getItem", lambda *args, **kwargs: ("Janička", True))
    dialog.merge_button.click()
    assert names(dialog) == ["Jana", "Petr"]
    assert "Janička" in dialog.former.text()

    dialog._select_name("Petr")
    answer_text(monkeypatch, "Petr Novák")
    dialog.rename_button.click()
    assert dialog.chosen().name == "Petr Novák"
    dialog.picture.setCurrentIndex(dialog.picture.findData("bear"))
    dialog.picture.activated.emit(dialog.picture.currentIndex())
    assert profiles.find(profiles.read(), "Petr").picture == "bear"

    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.Yes)
    dialog.delete_button.click()
    assert [p.name for p in profiles.read()] == ["Jana"]


def test_the_hall_of_fame_counts_people_under_their_profiles(qtbot):
    write_finished(["Jana", "Petr", "Eva"])
    write_finished(["Janička", "Eva", "Petr"], EVENING + timedelta(days=1))
    book = profiles.create([], "Jana", TOKENS[4].colour, TOKENS[4].symbol, "fox")
    profiles.write(profiles.merge(profiles.create(book, "Janička", "#D55E00", "▲"), "Jana", "Janička"))
    hall = HallOfFameDialog()
    qtbot.addWidget(hall)
    rows = {hall.players_model.index(row, 0).data(): row for row in range(hall.players_model.rowCount())}
    assert set(rows) == {"Jana", "Petr", "Eva"}
    assert hall.players_model.index(rows["Jana"], 2).data() == "2"
    assert hall.players_model.looks["Jana"] == (TOKENS[4].colour, TOKENS[4].symbol)


def test_a_damaged_list_of_players_is_said_and_left_alone(qtbot):
    profiles.path().parent.mkdir(parents=True, exist_ok=True)
    profiles.path().write_text("{", encoding="utf-8")
    dialog = ProfilesDialog()
    qtbot.addWidget(dialog)
    assert "damaged" in dialog.problem.text() and not dialog.new_button.isEnabled()
    assert profiles.path().read_text(encoding="utf-8") == "{"
    write_finished(["Jana", "Petr", "Eva"])
    hall = HallOfFameDialog()
    qtbot.addWidget(hall)
    assert hall.players_model.rowCount() == 3


def test_the_new_game_dialog_picks_and_makes_profiles(qtbot):
    profiles.write(profiles.merge(
        profiles.create(profiles.create([], "Jana", TOKENS[3].colour, TOKENS[3].symbol), "Janička", "#D55E00", "▲"),
        "Jana", "Janička"))
    dialog = NewGameDialog(registry.get("for_sale"))
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    first, second, third = dialog.seats[:3]
    assert first.name.completer().model().stringList() == ["Jana"]
    first.name.setText("janička")
    first.name.editingFinished.emit()
    assert first.name.text() == "Jana" and first.token.currentIndex() == 3
    second.name.setText("Děda")
    third.name.setText("")
    third.kind.setCurrentIndex(2)  # a computer: no profile
    dialog.accept()
    assert dialog.result() == QDialog.Accepted
    assert [p.name for p in profiles.read()] == ["Jana", "Děda"]
    assert profiles.find(profiles.read(), "Děda").colour == TOKENS[second.token.currentIndex()].colour
