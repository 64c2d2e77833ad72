"""While a computer player decides, the table says so, calmly: "Eva is thinking…", only when the
decision takes a moment, gone when the move lands, on undo and when the game or window closes."""

import threading

import pytest
from PySide6.QtCore import QObject, QEvent, QThreadPool

from boardgames_desktop import bots, storage
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.app.session import Session

from bot_threads import answers_delivered


class Shown(QObject):
    """Counts the times a widget was shown."""

    def __init__(self, widget):
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Show:
            self.count += 1
        return False


class SlowHardBot:
    """The hard computer decides only when the test lets it (on its worker thread, as always)."""

    def __init__(self):
        self.release = threading.Event()
        self.answers = 0  # searches that have decided

    def set(self) -> None:
        self.release.set()


@pytest.fixture
def slow_hard_bot(monkeypatch):
    bot = SlowHardBot()
    choose = bots.choose

    def slow(spec, view, legal, level, rng, *args, **kwargs):
        if level == "hard":
            assert bot.release.wait(10)
        action = choose(spec, view, legal, "normal", rng)
        bot.answers += level == "hard"
        return action

    monkeypatch.setattr(bots, "choose", slow)
    yield bot
    bot.set()
    QThreadPool.globalInstance().waitForDone(10000)


@pytest.fixture
def window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def players(*kinds):
    names = ["Jana", "Eva", "Ota"]
    return [storage.Player(name=name, kind=kind, level=None if kind == "human" else level)
            for name, (kind, level) in zip(names, kinds)]


SEED = 4


def first_to_act() -> int:
    return Session.new("for_sale", players(*[("human", None)] * 3), seed=SEED).to_act[0]


def seats_with(computers: dict) -> list:
    """Seats counted from the first to act: {0: "hard"} makes the first one a hard computer."""
    first = first_to_act()
    return [("computer", computers[(seat - first) % 3]) if (seat - first) % 3 in computers else ("human", None)
            for seat in range(3)]


def start(window, seats, pause=1):
    session = Session.new("for_sale", players(*seats), seed=SEED)
    session.computer_pause_ms = pause
    window.start(session)
    return session


def test_a_computer_that_takes_a_moment_is_shown_thinking_until_its_move_lands(qtbot, window, slow_hard_bot):
    session = start(window, seats_with({0: "hard"}))
    line = window.game_page.thinking
    with qtbot.waitSignal(session.thinking) as thinking:
        pass
    assert not line.isVisible()  # not at once: a quick decision never shows it
    qtbot.waitUntil(line.isVisible, timeout=2000)
    name = session.players[thinking.args[0]].name
    assert line.text.text() == f"{name} is thinking…"
    assert line.focusPolicy() == line.badge.focusPolicy() == 0  # never takes the keyboard
    slow_hard_bot.set()
    qtbot.waitUntil(lambda: len(session.save.record.actions) == 1, timeout=5000)
    assert not line.isVisible()


def test_quick_computers_move_without_the_line_flickering(qtbot, window):
    session = start(window, seats_with({1: "normal", 2: "easy"}))
    shown = Shown(window.game_page.thinking)
    session.confirm_handover()
    for _ in range(3):
        qtbot.waitUntil(lambda: session.acting_seat() is not None or session.is_over, timeout=5000)
        session.act(session.legal_actions()[0])
    qtbot.waitUntil(lambda: session.acting_seat() is not None or session.is_over, timeout=5000)
    assert sum(session.is_computer(seat) for seat, _ in session.save.record.actions) >= 4
    assert shown.count == 0


def test_undo_while_a_computer_thinks_takes_the_line_away(qtbot, window, slow_hard_bot):
    session = start(window, seats_with({1: "hard"}))
    session.confirm_handover()
    line = window.game_page.thinking
    session.act(session.legal_actions()[0])
    qtbot.waitUntil(line.isVisible, timeout=3000)
    assert session.players[session.computer_thinking].name in line.text.text()
    assert session.undo_stack.canUndo()
    session.undo_stack.undo()
    assert not line.isVisible()
    slow_hard_bot.set()
    with qtbot.assertNotEmitted(session.changed):
        answers_delivered()  # the dropped answer comes back and changes nothing
    assert slow_hard_bot.answers == 1
    assert session.save.record.actions == [] and not line.isVisible()


def test_closing_the_game_while_a_computer_thinks_ends_cleanly(qtbot, window, slow_hard_bot):
    session = start(window, seats_with({0: "hard"}))
    qtbot.waitUntil(window.game_page.thinking.isVisible, timeout=3000)
    window.close_game()
    assert window.session is None
    slow_hard_bot.set()
    with qtbot.assertNotEmitted(session.changed):
        answers_delivered()
    assert slow_hard_bot.answers == 1 and session.save.record.actions == []


def test_closing_the_window_while_a_hard_computer_searches_stops_it_and_keeps_the_autosave(
        qtbot, window, slow_hard_bot):
    session = start(window, seats_with({1: "hard"}))
    session.confirm_handover()
    with qtbot.waitSignal(session.thinking, timeout=3000):
        session.act(session.legal_actions()[0])
    window.close()  # the game is let go: its session may be deleted with its page
    slow_hard_bot.set()
    answers_delivered()
    assert slow_hard_bot.answers == 1
    assert len(session.save.record.actions) == 1  # the computer's answer was dropped
    saved = storage.load(storage.latest_autosave()).save_file
    assert saved.record.actions == session.save.record.actions
