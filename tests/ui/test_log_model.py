"""The game log shows, in words, only what the person at the screen may know."""

import pytest

from boardgames_desktop import storage
from boardgames_desktop.ui.models.log import LogModel
from boardgames_desktop.ui.app.session import Session


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

    from boardgames_desktop.ui.table.game_page import GamePage
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


def test_the_newest_line_is_in_view_after_each_move_even_after_the_reader_scrolled_up(qtbot):
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QAbstractSlider

    from boardgames_desktop.ui.table.game_page import GamePage

    session = a_session()
    page = GamePage(session)
    qtbot.addWidget(page)
    page.resize(1000, 200)
    page.show()
    view, bar = page.log_view, page.log_view.verticalScrollBar()

    def newest_in_view() -> bool:
        last = view.model().index(view.model().rowCount() - 1, 0)
        return view.viewport().rect().contains(view.visualRect(last).bottomLeft() - QPoint(0, 1))

    for moves in (1, 5, 20):
        play(session, moves)
        qtbot.waitUntil(newest_in_view)
    bar.triggerAction(QAbstractSlider.SliderPageStepSub)
    assert not newest_in_view()
    play(session, 1)
    qtbot.waitUntil(newest_in_view)
    assert bar.value() == bar.maximum()
    session.stop()


@pytest.fixture
def model_tester():
    """Qt's own model tester (QAbstractItemModelTester), whose complaints fail the test: it reports
    them as Qt warnings, collected here."""
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtTest import QAbstractItemModelTester

    complaints, testers = [], []
    previous = qInstallMessageHandler(lambda _mode, _context, message: complaints.append(message))

    def check(model):
        testers.append(QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Warning))

    yield check
    qInstallMessageHandler(previous)
    assert not [message for message in complaints if "FAIL!" in message]


def worded_log(session, event_text):
    texts = [event_text(session.game, event, session.players) for event in session.log() if event.visible_to is None]
    return [text for text in texts if text]


def test_the_log_follows_moves_undo_and_redo_and_words_each_new_event_once(model_tester, monkeypatch):
    import random

    from boardgames_desktop.play.change import Kind
    from boardgames_desktop.ui.models import log

    players = [storage.Player(name=n, kind="human") for n in ("Jana", "Petr")]
    session = Session.new("dostihy", players, 3)
    worded = []
    real = log.game_folders.event_text
    monkeypatch.setattr(log.game_folders, "event_text", lambda *args: worded.append(args[1]) or real(*args))
    model = LogModel(session)
    model_tester(model)
    brought = [len(session.log())]  # the events each change brought: each is worded once, when it comes
    kinds = set()
    session.changed.connect(lambda change: kinds.add(change.kind))
    session.changed.connect(lambda change: brought.append(len(change.events) * (change.kind in (Kind.ACTION, Kind.REDO))))
    rng = random.Random(3)
    for _ in range(60):
        if session.handover_to is not None:
            session.confirm_handover()
        if session.undo_stack.canRedo() and rng.random() < 0.3:
            session.undo_stack.redo()
        elif session.undo_stack.canUndo() and rng.random() < 0.3:
            session.undo_stack.undo()
        elif session.legal_actions():
            session.act(rng.choice(session.legal_actions()))
        assert model.lines() == worded_log(session, real)
    assert len(worded) == sum(brought)
    assert {Kind.UNDO, Kind.REDO} <= kinds


def test_each_line_knows_its_seats_and_its_round(model_tester):
    from boardgames_desktop.ui.models.log import ROUND_ROLE, SEAT_ROLE

    session = a_session()
    model = LogModel(session)
    model_tester(model)
    play(session, 40)
    rounds = [model.index(row).data(ROUND_ROLE) for row in range(model.rowCount())]
    assert rounds == sorted(rounds) and rounds[-1] > 1  # the houses' rounds, one after another
    assert model.rounds() == list(range(1, rounds[-1] + 1))
    for row in range(model.rowCount()):
        seats = model.index(row).data(SEAT_ROLE)
        named = [seat for seat, player in enumerate(session.players) if player.name in model.index(row).data()]
        assert set(named) <= set(seats) and all(0 <= seat < 3 for seat in seats)


def test_the_filter_shows_one_players_lines_or_one_rounds_from_the_whole_log(model_tester, monkeypatch):
    from boardgames_desktop.ui.models import log
    from boardgames_desktop.ui.models.log import ROUND_ROLE, SEAT_ROLE, LogFilter

    monkeypatch.setattr(log, "RECENT_LINES", 10)
    monkeypatch.setattr(log, "TRIM_AFTER", 5)
    session = a_session()
    model = LogModel(session)
    shown = LogFilter(model)
    model_tester(model)
    model_tester(shown)
    play(session, 30)
    assert model.earlier > 0
    shown.show_only(1, None)
    assert model.earlier == 0  # a filter reads the whole log
    rows = [shown.index(row, 0) for row in range(shown.rowCount())]
    assert rows and all(1 in index.data(SEAT_ROLE) for index in rows)
    assert [index.data() for index in rows] == [line for line in model.lines()
                                               if session.players[1].name in line]
    assert [shown.line(row) for row in range(shown.rowCount())] == [index.data() for index in rows]
    play(session, 6)  # new lines come in filtered, and nothing is trimmed while filtering
    assert model.earlier == 0 and all(1 in shown.index(row, 0).data(SEAT_ROLE) for row in range(shown.rowCount()))
    shown.show_only(None, 1)
    assert {shown.index(row, 0).data(ROUND_ROLE) for row in range(shown.rowCount())} == {1}
    assert shown.index(0, 0).data().startswith("Round 1")
    shown.show_only(None, None)
    assert shown.rowCount() == model.rowCount() == len(model.lines())


def test_the_filter_box_above_the_log(qtbot):
    from PySide6.QtCore import Qt

    from boardgames_desktop.ui.table.game_page import GamePage

    session = a_session()
    page = GamePage(session)
    qtbot.addWidget(page)
    page.resize(1100, 700)
    page.show()
    play(session, 40)
    boxes = page.log_player, page.log_round
    assert [page.log_player.itemText(i) for i in range(page.log_player.count())] == ["Everyone", "Jana", "Petr", "Ema"]
    assert page.log_round.itemText(0) == "All rounds" and page.log_round.count() > 2
    assert all(box.focusPolicy() & Qt.TabFocus for box in boxes)
    page.log_player.setFocus()
    qtbot.keyClick(page.log_player, Qt.Key_Down)  # the keyboard chooses, as the mouse does
    assert page.log_filter.seat == 0
    lines = [page.log_filter.index(row, 0).data() for row in range(page.log_filter.rowCount())]
    assert lines and all("Jana" in line for line in lines)
    page.log_round.setCurrentIndex(1)
    assert page.log_filter.round == 1
    session.stop()


def test_the_hand_over_shows_the_logs_last_lines(qtbot):
    from boardgames_desktop.ui.table.game_page import RECENT_EVENTS_ON_HANDOVER, GamePage

    session = a_session()
    page = GamePage(session)
    qtbot.addWidget(page)
    page.resize(1100, 800)
    page.show()
    session.confirm_handover()
    session.act(session.legal_actions()[0])
    assert page.handover.isVisible()
    assert page.handover.shown_events() == page.log_model.lines()[-RECENT_EVENTS_ON_HANDOVER:]
    session.stop()


def test_the_filter_box_speaks_the_language_chosen_and_keeps_its_choice(qtbot):
    from boardgames_desktop.ui import i18n
    from boardgames_desktop.ui.table.game_page import GamePage

    session = a_session()
    page = GamePage(session)
    qtbot.addWidget(page)
    play(session, 40)
    page.log_player.setCurrentIndex(2)
    page.log_round.setCurrentIndex(2)
    shown = page.log_filter.rowCount()
    i18n.set_language("cs")
    assert page.log_player.itemText(0) == "Všichni" and page.log_player.currentText() == "Petr"
    assert page.log_round.itemText(0) == "Všechna kola" and page.log_round.currentText() == "Kolo 2"
    assert (page.log_filter.seat, page.log_filter.round, page.log_filter.rowCount()) == (1, 2, shown)
    session.stop()


def test_the_log_on_screen_after_each_move_is_the_log_drawn_afresh(qtbot, monkeypatch):
    """The log's view moves the picture of its older lines up and paints only the new ones, and keeps
    its scroll bar's pictures: what the screen holds after each move (lines trimmed off the top, the
    reader scrolled up, a filter) must be what drawing the log afresh gives."""
    import random

    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QAbstractSlider, QApplication

    from boardgames_desktop.ui.table.game_page import GamePage
    from boardgames_desktop.ui.models import log

    monkeypatch.setattr(log, "RECENT_LINES", 20)
    monkeypatch.setattr(log, "TRIM_AFTER", 5)
    players = [storage.Player(name=n, kind="human") for n in ("Jana", "Petr")]
    session = Session.new("dostihy", players, 3)  # nothing to hide: no hand-over screen covers the log
    page = GamePage(session)
    qtbot.addWidget(page)
    page.resize(1000, 320)
    page.show()
    qtbot.waitExposed(page)
    view = page.log_view

    def on_screen_as_drawn_afresh() -> bool:
        for _ in range(3):
            QApplication.processEvents()
        shown = QGuiApplication.primaryScreen().grabWindow(page.winId()).toImage()
        shown = shown.copy(view.geometry().translated(view.parentWidget().mapTo(page, QPoint(0, 0))))
        return shown == view.grab().toImage().convertToFormat(shown.format())

    rng = random.Random(3)
    for move in range(36):
        session.act(rng.choice(session.legal_actions()))
        assert on_screen_as_drawn_afresh(), f"after move {move + 1}"
        if move == 20:
            view.verticalScrollBar().triggerAction(QAbstractSlider.SliderPageStepSub)
            assert on_screen_as_drawn_afresh()
    page.log_player.setCurrentIndex(1)
    assert on_screen_as_drawn_afresh()
    session.stop()
