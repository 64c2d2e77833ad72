"""Privacy as a rule: while the hand-over screen is up, nothing the window can be made to do shows a
seat's private information. Every action of the main window (its menus, their shortcuts, the dialogs
they open) and every key is tried, each from a hand-over that follows a person's own move."""

import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QLabel

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.ui import i18n, motion
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.app.session import Session

from bot_threads import person_to_move
from screen_scan import private_marks, private_shown, shown

PEOPLE = [("Máma", "human", "#0072B2", "\u25cf"), ("Táta", "human", "#D55E00", "\u25b2"),
          ("Robot", "computer", "#009E73", "\u25a0")]
PRIVATE_GAMES = [spec.id for spec in registry.games() if spec.private_information]
CONFIRMING_KEYS = {Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space}  # the hand-over's own button: "I am …"
PLAIN_KEYS = [
    *range(Qt.Key_A, Qt.Key_Z + 1), *range(Qt.Key_0, Qt.Key_9 + 1), Qt.Key_Plus, Qt.Key_Minus, Qt.Key_Left,
    Qt.Key_Right, Qt.Key_Up, Qt.Key_Down, Qt.Key_Home, Qt.Key_End, Qt.Key_PageUp, Qt.Key_PageDown, Qt.Key_Escape,
    Qt.Key_Tab, Qt.Key_Backtab, Qt.Key_Backspace, Qt.Key_Delete, *range(Qt.Key_F1, Qt.Key_F12 + 1),
]


@pytest.fixture(autouse=True)
def instant_animations(monkeypatch):
    monkeypatch.setattr(motion, "off", True)


def players():
    return [storage.Player(name=name, kind=kind, level="normal" if kind == "computer" else None,
                           colour=colour, symbol=symbol) for name, kind, colour, symbol in PEOPLE]


def a_move_before_a_hand_over(qtbot, game: str, seed: int):
    """(save, action): the game just before a person's move after which the computer goes to another
    person, with that move still undoable."""
    session = Session.new(game, players(), seed)
    session.computer_pause_ms = 0
    rng = random.Random(seed)
    for _ in range(300):
        if session.handover_to is not None:
            session.confirm_handover()
        session.done_looking()
        seat = person_to_move(session)
        if seat is None:
            qtbot.waitUntil(lambda: person_to_move(session) is not None or session.handover_to is not None
                            or session.looking is not None)
            continue
        before = session.save
        # the seat a game loaded here is handed to (the first person to act: several may act at once)
        reloaded_to = next(s for s in session.to_act if not session.is_computer(s))
        action = rng.choice(session.legal_actions())
        session.act(action)
        if session.handover_to is not None and session.undo_stack.canUndo() and seat == reloaded_to \
                and rng.random() < 0.5:
            session.stop()
            return before, action
    raise AssertionError("no undoable move before a hand-over")


class Position:
    """A window at the hand-over after the move (or, `undone`, at the one that undoing it puts up);
    built again whenever something moved it from there."""

    def __init__(self, qtbot, save, action, undone: bool):
        self.qtbot, self.save, self.action, self.undone = qtbot, save, action, undone
        self.window = None

    def ready(self) -> MainWindow:
        window = self.window
        if window is not None and window.isVisible() and window.session is self.session \
                and self.session.handover_to == self.handover_to and self.session.save.record == self.record \
                and i18n.current() == "en":
            self._activate(window)
            return window
        i18n.set_language("en")
        if window is not None:
            window.close()
        self.window = window = MainWindow()
        self.qtbot.addWidget(window)
        window.show()
        self.qtbot.waitExposed(window)
        window.activateWindow()
        self.session = session = Session(self.save)
        session.computer_pause_ms = 0
        window.start(session)
        session.confirm_handover()
        self.mover = session.viewer
        assert session.act(self.action)
        assert window.game_page.handover.isVisible() and session.undo_stack.canUndo()
        if self.undone:
            session.undo_stack.undo()
            assert session.handover_to == self.mover and session.undo_stack.canRedo()
            assert window.game_page.handover.isVisible()
        self.handover_to, self.record = session.handover_to, session.save.record
        self._activate(window)
        return window

    def _activate(self, window) -> None:
        """The window has the keyboard, as the family's window has: its shortcuts work."""
        window.activateWindow()
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def assert_private_hidden(window, session, when: str) -> None:
    QApplication.processEvents()
    leaks = private_shown(window, session)
    assert not leaks, f"{when}: {leaks}"
    assert session.viewer is None, f"{when}: a seat's screen is shown before anyone confirmed"


def every_shortcut(window) -> list[QKeySequence]:
    keys = [key for action in window.findChildren(QAction) for key in action.shortcuts()]
    keys += [shortcut.key() for shortcut in window.findChildren(QShortcut)]
    keys += [QKeySequence.mnemonic(widget.text()) for widget in window.findChildren(QAbstractButton)
             + window.findChildren(QLabel)]
    keys += [QKeySequence(key) for key in PLAIN_KEYS]
    return [key for key in dict.fromkeys(keys) if not key.isEmpty()
            and key[0].key() not in CONFIRMING_KEYS]


@pytest.mark.parametrize("undone", [False, True], ids=["after a move", "after undoing it"])
@pytest.mark.parametrize("game", PRIVATE_GAMES)
def test_nothing_on_the_hand_over_shows_a_private_screen(qtbot, game, undone):
    position = Position(qtbot, *a_move_before_a_hand_over(qtbot, game, seed=11), undone)
    seen_in_dialogs = []

    def close_dialogs():
        """Each dialog a menu opens is read and closed, as a person would close it unread."""
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            try:
                marks = set().union(*private_marks(position.session).values())
                seen_in_dialogs.append((dialog.windowTitle(), shown(dialog) & marks))
            finally:
                dialog.done(0)
        popup = QApplication.activePopupWidget()
        if popup is not None:
            popup.close()

    closer = QTimer(interval=30, timeout=close_dialogs)
    closer.start()
    window = position.ready()
    actions = [action for action in window.findChildren(QAction) if action.text() and not action.isSeparator()]
    names = [action.text() for action in actions]
    assert "&Undo" in names and "&Redo" in names and len(names) >= 10
    for name in names:
        window = position.ready()
        action = next(a for a in window.findChildren(QAction) if a.text() == name)
        action.trigger()
        assert_private_hidden(window, position.session, f"menu {name}")
    undone = False
    for key in every_shortcut(position.ready()):
        window = position.ready()
        QTest.keySequence(window.focusWidget() or window, key)
        assert_private_hidden(window, position.session, f"key {key.toString()}")
        if key.matches(QKeySequence(QKeySequence.Undo)) == QKeySequence.ExactMatch:
            assert position.session.handover_to == position.mover, "undo is handed back to the move's owner"
            undone = True
    assert undone
    closer.stop()
    assert seen_in_dialogs, "no dialog was opened"
    assert all(not leaks for _, leaks in seen_in_dialogs), seen_in_dialogs


@pytest.mark.parametrize("game", PRIVATE_GAMES)
def test_the_keyboard_stays_on_the_hand_over_card(qtbot, game):
    """Tab never reaches the log's filter boxes or the table under the cover, and the keys that
    would move or open them act on nothing; a widget under the cover that takes the focus anyway
    (a label's shortcut to its box) gives it back. Space still confirms."""
    window = Position(qtbot, *a_move_before_a_hand_over(qtbot, game, seed=5), undone=False).ready()
    page, session = window.game_page, window.session
    card = page.handover
    filters = (page.log_player.currentIndex(), page.log_round.currentIndex())
    for key in (Qt.Key_Tab, Qt.Key_Tab, Qt.Key_Backtab, Qt.Key_Down, Qt.Key_Up, Qt.Key_Tab, Qt.Key_Right, Qt.Key_End):
        QTest.keyClick(QApplication.focusWidget(), key)
        focused = QApplication.focusWidget()
        assert focused is not None and card.isAncestorOf(focused), f"{QKeySequence(key).toString()}: {focused}"
    assert (page.log_player.currentIndex(), page.log_round.currentIndex()) == filters
    assert QApplication.activePopupWidget() is None
    page.log_player.setFocus(Qt.ShortcutFocusReason)
    assert card.isAncestorOf(QApplication.focusWidget())
    assert session.handover_to is not None
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Space)
    assert session.handover_to is None and not card.isVisible()


def play_to_the_end(qtbot, window, session, seed: int, at_each_change, max_moves: int = 2000) -> None:
    """Plays `session` (shown in `window`) to its end: the people by random legal moves, each hand-over
    confirmed and each "look at your cards" seen, the computers at once; `at_each_change()` after every
    change of the session, once the window has taken it in."""
    rng = random.Random(seed)
    session.computer_pause_ms = 0
    session.changed.connect(lambda _change: at_each_change())  # after the window's own slots
    page = window.game_page
    for _ in range(max_moves):
        if session.is_over:
            return
        if page.handover.isVisible():
            QTest.keyClick(page.handover.button, Qt.Key_Return)
        elif page.look_card.isVisible():
            QTest.keyClick(page.look_card.button, Qt.Key_Return)
        elif person_to_move(session) is not None:
            assert session.act(rng.choice(session.legal_actions()))
        else:
            moves = len(session.save.record.actions)
            qtbot.waitUntil(lambda: len(session.save.record.actions) != moves or session.is_over
                            or person_to_move(session) is not None or session.handover_to is not None
                            or session.looking is not None, timeout=20000)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", PRIVATE_GAMES)
def test_no_person_s_cards_stay_up_while_others_act(qtbot, game):
    """The rule over whole games of two people and a computer: whenever the seats to act are all
    computers, or people other than the one whose screen is up, the window shows nobody's private
    information; the only exception is a person looking at what their own move just showed them."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    session = Session.new(game, players(), seed=3)
    window.start(session)
    checked = []
    shown_to = [None]  # whose screen was up at the change before

    def check():
        before, shown_to[0] = shown_to[0], session.viewer
        if session.is_over or session.looking is not None:
            return
        people_to_act = [seat for seat in session.to_act if not session.is_computer(seat)]
        if session.viewer in people_to_act:
            return
        assert session.viewer is None, f"{session.players[session.viewer].name}'s screen is up, {session.to_act} to act"
        checked.append(people_to_act)
        if before is not None or len(checked) % 10 == 1:  # the screen just left a person, and now and then
            QApplication.processEvents()
            leaks = private_shown(window, session)
            assert not leaks, f"after {len(session.save.record.actions)} moves, {session.to_act} to act: {leaks}"

    play_to_the_end(qtbot, window, session, 3, check)
    assert [] in checked, "no computer acted"
    assert any(checked), "no hand-over between people"


def test_one_person_with_computers_keeps_their_cards_while_the_computers_play(qtbot):
    """Nobody else looks: with one person at the table there is no hand-over, and their screen stays."""
    alone = [players()[0], players()[2].model_copy(update={"name": "Robot 2"}), players()[2]]
    session = Session.new("x_nimmt", alone, seed=4)
    session.computer_pause_ms = 10_000
    assert session.viewer == 0
    session.act(session.legal_actions()[0])
    assert session.to_act and 0 not in session.to_act
    assert session.viewer == 0 and session.handover_to is None
    session.stop()


def test_cards_drawn_for_the_day_plan_are_shown_to_their_person_before_the_screen_moves_on(qtbot):
    """Poslední vůle: the person who drew sees the cards (marked in their hand, the look card over
    the table), the computers and the next hand-over wait; hidden, the screen goes on."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    session = Session.new("last_will", players(), seed=3)
    session.computer_pause_ms = 0
    window.start(session)
    page, rng = window.game_page, random.Random(3)
    for _ in range(300):
        if session.looking is not None:
            break
        if page.handover.isVisible():
            QTest.keyClick(page.handover.button, Qt.Key_Return)
        elif person_to_move(session) is not None:
            session.act(rng.choice(session.legal_actions()))
        else:
            moves = len(session.save.record.actions)
            qtbot.waitUntil(lambda: len(session.save.record.actions) != moves or person_to_move(session) is not None
                            or session.handover_to is not None or session.looking is not None)
    seat = session.looking
    assert seat is not None and not session.is_computer(seat), "no person drew cards"
    drawn = next(e for e in session.last_events() if e.code == "you_drew").params["cards"]
    assert session.viewer == seat and seat not in session.to_act and session.handover_to is None
    assert page.look_card.isVisible() and session.players[seat].name in page.look_card.text.text()
    assert set(drawn) <= set(session.view().me.drawn) and not page.handover.isVisible()
    assert session.computer_thinking is None  # the computers wait too
    QTest.keyClick(page.look_card.button, Qt.Key_Space)
    assert session.looking is None and not page.look_card.isVisible()
    assert session.viewer != seat
    assert page.handover.isVisible() or session.viewer is None
    assert not private_shown(window, session)
