"""Continue resumes the latest unfinished game; a file that does not open is reported and kept."""

import json
from datetime import datetime, timedelta, timezone

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from boardgames_desktop import storage
from boardgames_desktop.ui import texts
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.widgets.players import TOKENS
from boardgames_desktop.ui.app.session import Session


def autosaved_game(seed: int):
    players = [storage.Player(name=name, kind="human", colour=TOKENS[seat].colour)
               for seat, name in enumerate(("Jana", "Petr", "Ema"))]
    session = Session.new("for_sale", players, seed)
    session.confirm_handover()
    session.act(session.legal_actions()[0])
    assert session.flush_autosave()
    return session, storage.latest_autosave()


def rewrite(path, **fields):
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(fields)
    path.write_text(json.dumps(data), encoding="utf-8")


def later(minutes: int) -> str:
    return (datetime.now(timezone.utc) + timedelta(minutes=minutes)).isoformat()


def test_a_finished_game_played_later_is_passed_over(qtbot):
    playing, playing_path = autosaved_game(1)
    _, finished_path = autosaved_game(2)
    assert finished_path != playing_path
    rewrite(finished_path, finished=True, updated=later(60))

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.start_screen.resume_button.isEnabled()
    window.start_screen.resume_button.click()

    assert window.session is not None
    assert window.session.save.created == playing.save.created
    assert window.session.save.record.actions == playing.save.record.actions


def test_a_session_marks_its_save_finished_when_the_game_is_over(qtbot):
    session, path = autosaved_game(3)
    assert json.loads(path.read_text(encoding="utf-8"))["finished"] is False
    while not session.is_over:
        session.confirm_handover()
        session.act(session.legal_actions()[0])
    assert session.flush_autosave()
    assert json.loads(path.read_text(encoding="utf-8"))["finished"] is True
    assert storage.latest_autosave() is None


def test_a_latest_game_that_does_not_open_is_reported_and_kept(qtbot, monkeypatch):
    _, path = autosaved_game(4)
    rewrite(path, players="nobody")
    before = path.read_bytes()
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))

    window = MainWindow()
    qtbot.addWidget(window)
    window.start_screen.resume_button.click()

    assert window.session is None
    assert warnings == [texts.as_rich_text(texts.save_error_text(storage.SaveError("invalid")))]
    assert path.read_bytes() == before



def test_after_a_latest_game_that_does_not_open_continue_offers_the_one_before(qtbot, monkeypatch):
    earlier, _ = autosaved_game(5)
    _, broken = autosaved_game(6)
    rewrite(broken, players="nobody", updated=later(60))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))

    window = MainWindow()
    qtbot.addWidget(window)
    window.start_screen.resume_button.click()
    assert window.session is None and len(warnings) == 1
    assert window.start_screen.resume_button.isEnabled()

    window.start_screen.resume_button.click()
    assert len(warnings) == 1
    assert window.session is not None
    assert window.session.save.created == earlier.save.created
    assert broken.exists()


def test_continue_is_off_when_the_only_unfinished_game_does_not_open(qtbot, monkeypatch):
    _, broken = autosaved_game(7)
    rewrite(broken, players="nobody")
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: None)

    window = MainWindow()
    qtbot.addWidget(window)
    window.start_screen.resume_button.click()
    assert not window.start_screen.resume_button.isEnabled()


def test_a_game_whose_file_had_a_lone_surrogate_in_a_name_goes_on_saving_every_move(qtbot):
    session, path = autosaved_game(8)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"][0]["name"] = "Ja\ud800na"
    path.write_text(json.dumps(data), encoding="ascii")  # valid JSON: the escape "\ud800"
    session.deleteLater()

    window = MainWindow()
    qtbot.addWidget(window)
    window.start_screen.resume_button.click()
    game = window.session
    assert game.players[0].name == "Ja na"
    failures = []
    game.failed.connect(failures.append)
    for _ in range(8):
        game.confirm_handover()
        game.act(game.legal_actions()[0])
    assert game.flush_autosave()
    QCoreApplication.sendPostedEvents()  # a failure would have been queued before the flush ended

    assert failures == []
    on_disk = storage.load(path).save_file
    assert len(on_disk.record.actions) == len(game.save.record.actions) == 9
    assert on_disk.players[0].name == "Ja na"


def test_continue_passes_over_an_autosave_with_an_edge_date_and_the_game_autosaves(qtbot, monkeypatch):
    playing, _ = autosaved_game(9)
    _, edge = autosaved_game(10)
    rewrite(edge, created="0001-01-01T00:30:00+05:00", updated="9999-12-31T23:30:00-05:00")
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))

    window = MainWindow()
    qtbot.addWidget(window)
    window.start_screen.resume_button.click()
    if window.session is None:  # the edge file was the latest: reported, then passed over
        assert warnings == [texts.as_rich_text(texts.save_error_text(storage.SaveError("invalid")))]
        window.start_screen.resume_button.click()
    assert window.session.save.created == playing.save.created
    window.session.confirm_handover()
    window.session.act(window.session.legal_actions()[0])
    assert window.session.flush_autosave()
    assert len(storage.load(storage.latest_autosave([edge])).save_file.record.actions) == 2


def test_any_failure_of_the_autosave_reaches_the_player_as_a_save_error(qtbot, monkeypatch):
    session, _ = autosaved_game(11)
    failures = []
    session.failed.connect(failures.append)

    def broken_writer(save_file):
        raise ValueError("something storage did not foresee")

    monkeypatch.setattr(storage, "autosave", broken_writer)
    session.confirm_handover()
    session.act(session.legal_actions()[0])
    session.flush_autosave()
    qtbot.waitUntil(lambda: len(failures) > 0, timeout=5000)

    assert [(error.code, error.detail) for error in failures] == [("not_written", {"error": "ValueError"})]
