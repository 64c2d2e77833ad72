"""The game log shows, in words, only what the person at the screen may know."""

from boardgames_desktop import storage
from boardgames_desktop.ui.models.log import LogModel
from boardgames_desktop.ui.session import Session


def a_session():
    players = [storage.Player(name=n, kind="human") for n in ("Jana", "Petr", "Ema")]
    return Session.new("for_sale", players, 5)


def test_the_log_model_passes_the_model_tester_as_the_game_goes_on(qtmodeltester):
    session = a_session()
    model = LogModel(session)
    qtmodeltester.check(model)
    for _ in range(12):
        session.confirm_handover()
        session.act(session.legal_actions()[0])
        qtmodeltester.check(model)
    assert model.rowCount() >= 12


def test_every_line_is_a_sentence_for_an_event_of_the_game():
    session = a_session()
    model = LogModel(session)
    session.confirm_handover()
    session.act(session.legal_actions()[3])
    lines = [model.index(row).data() for row in range(model.rowCount())]
    assert lines[0].startswith("Round 1")
    assert "3" in lines[-1] and session.players[0].name in " ".join(lines) or lines[-1]
    assert all(isinstance(line, str) and line for line in lines)


def play(session, moves):
    for _ in range(moves):
        if session.handover_to is not None:
            session.confirm_handover()
        session.act(session.legal_actions()[0])


def test_a_long_log_keeps_only_its_newest_lines_in_the_model_and_the_rest_within_reach(qtmodeltester, monkeypatch):
    from boardgames_desktop.ui.models import log

    monkeypatch.setattr(log, "RECENT_LINES", 10)
    monkeypatch.setattr(log, "TRIM_AFTER", 5)
    session = a_session()
    model = LogModel(session)
    qtmodeltester.check(model)
    sizes = []
    for _ in range(30):
        play(session, 1)
        sizes.append(model.rowCount())
        shown = [model.index(row).data() for row in range(model.rowCount())]
        assert shown == model.lines()[model.earlier:]
    assert max(sizes) <= 15 + 4 and model.earlier > 0  # a move adds a few lines at most
    everything = model.lines()
    while model.earlier:
        model.show_earlier(7)
        qtmodeltester.check(model)
    assert [model.index(row).data() for row in range(model.rowCount())] == everything


def test_scrolling_the_log_to_the_top_brings_back_older_lines(qtbot, monkeypatch):
    from PySide6.QtWidgets import QAbstractSlider

    from boardgames_desktop.ui.game_page import GamePage
    from boardgames_desktop.ui.models import log

    monkeypatch.setattr(log, "RECENT_LINES", 20)
    monkeypatch.setattr(log, "TRIM_AFTER", 5)
    session = a_session()
    page = GamePage(session)
    qtbot.addWidget(page)
    page.resize(1000, 200)
    page.show()
    play(session, 40)
    qtbot.waitUntil(lambda: page.log_view.verticalScrollBar().maximum() > 0)
    before = page.log_model.earlier
    assert before > 0
    bar = page.log_view.verticalScrollBar()
    bar.triggerAction(QAbstractSlider.SliderToMinimum)
    assert page.log_model.earlier < before
    assert bar.value() > bar.minimum()  # the lines read before stay in view, the older ones above them
    session.stop()
