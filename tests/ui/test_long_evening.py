"""A long evening of games in one window, each started through the new-game dialog: a closed
game, and the dialog, leave nothing behind in memory.

Counted, not timed: the session, its table and page die by reference counting alone (the cyclic
garbage collector is switched off, so a reference cycle would keep them), the window's Qt children
and the application's widgets come back to the same number after every game, so do PySide's
connection objects, the card cache holds the pictures of the game on the table only, and Qt's own
pixmap cache is emptied; so are the computer players' caches. benchmarks/long_evening.py measures
the memory.
"""

import gc
import random
import weakref

from PySide6.QtCore import QCoreApplication, QEvent, QMetaObject, QObject, QTimer
from PySide6.QtGui import QPixmap, QPixmapCache
from PySide6.QtWidgets import QApplication

from boardgames_desktop import storage
from boardgames_desktop.bots import for_sale as for_sale_bots
from boardgames_desktop.rules import registry
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.app.session import Session
from boardgames_desktop.ui import memory_patches
from boardgames_desktop.ui.widgets import cards

GAMES = tuple(game.id for game in registry.catalog())
MOVES = 12


def play_a_little(qtbot, window, game: str, seed: int) -> None:
    """A game started through the new-game dialog, as the family starts one, and a few moves."""
    QTimer.singleShot(0, lambda: QApplication.activeModalWidget().accept())
    window.new_game(game)
    session, chooser = window.session, random.Random(seed)
    assert session is not None and session.game == game
    for _ in range(MOVES):
        if session.is_over:
            break
        if session.handover_to is not None:
            session.confirm_handover()
        session.act(chooser.choice(session.legal_actions()))
        qtbot.wait(1)  # the repaint, the animations' first frames


def closed_and_deleted(qtbot, window) -> None:
    """Close the game; once Qt has deleted its page, table and session, nothing keeps them, nor
    any of the table's widgets (a board holding its own pictures in a cycle would stay)."""
    session, page, table = window.session, window.game_page, window.game_page.table
    refs = [weakref.ref(session), weakref.ref(page), weakref.ref(table)]
    parts = [weakref.ref(part) for part in table.findChildren(QObject)]
    with qtbot.waitSignals([session.destroyed, page.destroyed, table.destroyed], timeout=30000):
        window.close_game()
    del session, page, table
    assert [ref() for ref in refs] == [None, None, None]
    assert [type(ref()).__name__ for ref in parts if ref() is not None] == []


def connection_objects() -> list:
    return [obj for obj in gc.get_objects() if isinstance(obj, QMetaObject.Connection)]


def older_objects() -> list:
    """The application's widgets and PySide's connection objects before the window opens, pending
    deleteLater()s and cycles cleared: earlier tests' in this process, which may still go at any
    moment (a popup's timer, a search finishing). Held, so that no later object takes one's id."""
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    gc.collect()
    return [*QApplication.allWidgets(), *connection_objects()]


def qt_objects(window, older: list) -> tuple[int, int, int]:
    """The window's Qt children, and the application's widgets and PySide's connection objects
    not among `older`, once the objects waiting for their deleteLater() are gone: Qt's main window
    lays out its central widget with a zero-length animation that deletes itself so, and one still
    waiting when the first game's figures were taken was counted there and never again."""
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    ids = {id(obj) for obj in older}
    widgets = sum(id(widget) not in ids for widget in QApplication.allWidgets())
    connections = sum(id(connection) not in ids for connection in connection_objects())
    return len(window.findChildren(QObject)), widgets, connections


def test_closed_games_are_freed_and_leave_no_qt_objects_behind(qtbot, collected_on_the_gui_thread):
    older = older_objects()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    gc.collect()
    # only reference counting frees things now: a cycle would keep a game alive
    with collected_on_the_gui_thread.paused():
        counts = []
        for round_ in range(2):
            for number, game in enumerate(GAMES):
                play_a_little(qtbot, window, game, seed=10 * round_ + number)
                assert not {key[0] for key in cards.cache.keys()} & (set(GAMES) - {game})
                QPixmapCache.insert("closed game's look", QPixmap(8, 8))
                closed_and_deleted(qtbot, window)
                assert QPixmapCache.find("closed game's look") is None
                if counts:  # a timer or animation of the closed game may still be finishing: let it
                    qtbot.waitUntil(lambda: qt_objects(window, older) == counts[0], timeout=30000)
                counts.append(qt_objects(window, older))
        assert len(set(counts)) == 1, counts
        assert not [obj for obj in gc.get_objects() if isinstance(obj, Session)]


def test_a_closed_game_is_freed_though_the_window_s_children_were_listed_before_qt_deleted_it(qtbot):
    """Between closing a game and Qt's deletion of its page, anything may list the window's children
    (a screen reader, a test reading the screen): the page, its table and the session still go."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    play_a_little(qtbot, window, "for_sale", seed=5)
    session, page = window.session, window.game_page
    refs = [weakref.ref(session), weakref.ref(page), weakref.ref(page.table)]
    with qtbot.waitSignals([session.destroyed, page.destroyed], timeout=30000):
        window.close_game()
        assert page in window.findChildren(QObject)
    del session, page
    gc.collect()
    assert [ref() for ref in refs] == [None, None, None]


def test_a_closed_game_s_freed_memory_goes_back_to_the_system_once_the_game_is_deleted(qtbot, monkeypatch):
    """glibc keeps what a closed game freed in the middle of its heap: the window gives it back
    (memory_patches.give_back_freed_memory) once, after Qt has deleted the page and the session."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    play_a_little(qtbot, window, "x_nimmt", seed=6)
    refs = [weakref.ref(window.session), weakref.ref(window.game_page)]
    gone_when_called = []
    monkeypatch.setattr(memory_patches, "give_back_freed_memory",
                        lambda: gone_when_called.append([ref() is None for ref in refs]))
    window.close_game()
    qtbot.waitUntil(lambda: bool(gone_when_called), timeout=30000)
    qtbot.wait(50)
    assert gone_when_called == [[True, True]]


def bot_cache_entries() -> int:
    return sum(f.cache_info().currsize for f in vars(for_sale_bots).values() if hasattr(f, "cache_info"))


def test_a_closed_game_leaves_the_computer_players_caches_empty(qtbot, monkeypatch):
    from boardgames_desktop import bots

    monkeypatch.setattr(bots, "DEFAULT_BUDGET", 0.2)
    window = MainWindow()
    qtbot.addWidget(window)
    players = [storage.Player(name="Eva", kind="human"), *(storage.Player(name=f"C{i}", kind="computer", level="hard")
                                             for i in range(2))]
    session = Session.new("for_sale", players, seed=3)
    session.computer_pause_ms = 0
    window.start(session)
    chooser = random.Random(3)

    def computers_have_played() -> bool:
        if session.handover_to is not None:
            session.confirm_handover()
        if session.acting_seat() is not None:
            if bot_cache_entries():
                return True
            session.act(chooser.choice(session.legal_actions()))
        return False

    qtbot.waitUntil(computers_have_played, timeout=30000)
    window.close_game()
    assert bot_cache_entries() == 0
