"""The X bere! table, played only through its own controls, and what it shows to whom."""

import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt, QTranslator
from PySide6.QtWidgets import QAbstractButton, QLabel

from boardgames_desktop.rules import registry
from boardgames_desktop.rules.x_nimmt.actions import Play
from boardgames_desktop.ui import motion
from boardgames_desktop.ui.game_folders import table_for
from boardgames_desktop.ui.games.x_nimmt.table import XNimmtTable
from boardgames_desktop.ui.games.x_nimmt.models import PlayersModel
from boardgames_desktop.ui.games.x_nimmt.reveal import PlacingAnimation

from .conftest import fixed_decks


@pytest.fixture
def table(qtbot, new_session):
    def make(size=(900, 715), **kwargs):
        session = new_session(**kwargs)
        widget = table_for(session)
        qtbot.addWidget(widget)
        widget.resize(*size)
        with qtbot.waitActive(widget):  # the keyboard goes where the table puts it only in the active window
            widget.show()
            widget.activateWindow()
        return session, widget

    return make


def visible_texts(widget) -> list[str]:
    found = []
    for child in widget.findChildren(QLabel) + widget.findChildren(QAbstractButton):
        if child.isVisibleTo(widget) and child.text():
            found.append(child.text())
    return found


def model_texts(widget) -> list[str]:
    found = []
    models = [*widget.row_models, widget.hand_model, widget.taken_model, widget.pile_model, widget.x_row_model,
              widget.plays_model, widget.players_model, widget.results_model]
    for model in models:
        for row in range(model.rowCount()):
            for column in range(model.columnCount() if hasattr(model, "_headers") else 1):
                for role in (Qt.DisplayRole, Qt.ToolTipRole, Qt.AccessibleTextRole):
                    value = model.index(row, column).data(role)
                    if isinstance(value, str):
                        found.append(value)
    return found


def continue_after_round(qtbot, widget, rng) -> None:
    if widget.round_panel.isVisible():
        if rng.random() < 0.5:
            qtbot.mouseClick(widget.round_panel.button, Qt.LeftButton)
        else:
            qtbot.keyClick(widget.round_panel.button, Qt.Key_Return)
        assert not widget.round_panel.isVisible()


def play_with_mouse(qtbot, widget, row: int) -> None:
    view = widget.hand_view
    rect = view.visualRect(widget.hand_model.index(row))
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=rect.center())
    assert widget.play_button.isEnabled()
    qtbot.mouseClick(widget.play_button, Qt.LeftButton)


def play_with_keys(qtbot, widget, row: int) -> None:
    view = widget.hand_view
    assert view.hasFocus()
    qtbot.keyClick(view, Qt.Key_Home)
    for _ in range(row):
        qtbot.keyClick(view, Qt.Key_Right)
    qtbot.keyClick(view, Qt.Key_Return)


def take_row_with_controls(qtbot, widget, row: int, how: str) -> None:
    if how == "click":
        qtbot.mouseClick(widget.row_views[row], Qt.LeftButton)
    elif how == "key":
        qtbot.keyClick(widget.focusWidget(), (Qt.Key_3, Qt.Key_4, Qt.Key_5)[row])
    else:
        qtbot.mouseClick(widget.take_buttons[row], Qt.LeftButton)


def keep_with_controls(qtbot, widget, row: int, how: str) -> None:
    view = widget.taken_view
    if how == "click":
        rect = view.visualRect(widget.taken_model.index(row))
        qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=rect.center())
    else:
        assert view.hasFocus()
        qtbot.keyClick(view, Qt.Key_Home)
        for _ in range(row):
            qtbot.keyClick(view, Qt.Key_Right)
        qtbot.keyClick(view, Qt.Key_Return)


def act_with_controls(qtbot, widget, rng) -> None:
    """One action of whoever looks at the table, through its controls only."""
    session = widget.session
    continue_after_round(qtbot, widget, rng)
    view = session.view()
    if view.phase == "choosing":
        assert widget.play_button.isVisible()
        row = rng.randrange(widget.hand_model.rowCount())
        (play_with_mouse if rng.random() < 0.5 else play_with_keys)(qtbot, widget, row)
    elif view.awaiting.kind == "take_row":
        assert view.awaiting.seat == view.seat and all(b.isVisible() for b in widget.take_buttons)
        take_row_with_controls(qtbot, widget, rng.randrange(3), rng.choice(["click", "key", "button"]))
    else:
        assert widget.taken_view.isVisible()
        keep_with_controls(qtbot, widget, rng.randrange(widget.taken_model.rowCount()), rng.choice(["click", "key"]))


@pytest.mark.parametrize("players, seed", [(2, 11), (3, 5), (4, 8)])
def test_a_whole_game_of_two_rounds_through_the_tables_controls(qtbot, table, players, seed):
    session, widget = table(n=players, seed=seed)
    rng = random.Random(seed)
    kinds, panels = set(), 0
    for _ in range(400):
        if session.is_over:
            break
        if session.handover_to is not None:
            session.confirm_handover()  # the window's hand-over screen does this in the program
        panels += widget.round_panel.isVisible()
        view = session.view()
        kinds.add(view.awaiting.kind if view.awaiting else view.phase)
        before = len(session.save.record.actions)
        act_with_controls(qtbot, widget, rng)
        assert len(session.save.record.actions) == before + 1, "the control did not act"
    assert session.is_over
    assert panels == 1  # the score sheet after round one; the end page tells round two
    assert widget.pages.currentIndex() == 1
    outcome = session.outcome()
    assert widget.results_model.rowCount() == players
    for seat in outcome.winners:
        assert session.players[seat].name in widget.end_page.title.text()
    for row in range(players):
        seat = widget.results_model.index(row, 0).data(Qt.UserRole + 3)
        assert widget.results_model.index(row, 4).data() == f"{outcome.scores[seat]} points"
    assert "choosing" in kinds


def test_a_row_is_taken_by_click_and_the_x_row_card_kept_by_click(qtbot, table):
    session, widget = table(n=2, decks=fixed_decks())
    session.confirm_handover()
    play_with_keys(qtbot, widget, 0)  # Jana's 1
    session.confirm_handover()
    play_with_mouse(qtbot, widget, 0)  # Petr's 71
    session.confirm_handover()  # Jana decides
    view = session.view()
    assert view.awaiting.kind == "take_row" and view.seat == 0
    assert "1 is lower than every row" in widget.hint_label.text()
    assert widget.plays_view.highlight == 0  # her 1, lowest, waits in the middle
    take_row_with_controls(qtbot, widget, 0, "click")
    assert session.public_view().rows[0].cards == [1]
    assert session.public_view().players[0].x_row == [50]  # one card taken: to the X row by itself
    for card_row in (0, 0):  # Jana's 2 joins row 3, her 3 fills it
        session.confirm_handover()
        play_with_keys(qtbot, widget, card_row)
        session.confirm_handover()
        play_with_keys(qtbot, widget, 0)
    session.confirm_handover()
    view = session.view()
    assert view.awaiting.kind == "keep" and view.awaiting.cards == [1, 2]
    assert widget.taken_view.isVisible() and widget.plays_title.text() == "The cards you take"
    assert "lower than 50" in widget.hint_label.text()
    keep_with_controls(qtbot, widget, 1, "click")
    public = session.public_view()
    assert public.players[0].x_row == [2] and public.players[0].x_pile == 1  # 50 went face down
    assert public.players[0].hand == 5 + 1  # 1 went to her hand
    session.confirm_handover()
    if session.viewer == 0:
        assert session.view().me.x_pile == [50] and widget.pile_model.cards == [50]


def test_a_row_is_taken_with_a_key_and_the_x_row_card_kept_with_keys(qtbot, table):
    session, widget = table(n=2, decks=fixed_decks())
    session.confirm_handover()
    play_with_keys(qtbot, widget, 0)
    session.confirm_handover()
    play_with_keys(qtbot, widget, 0)
    session.confirm_handover()
    assert widget.take_buttons[0].hasFocus()
    take_row_with_controls(qtbot, widget, 0, "key")
    assert session.public_view().rows[0].cards == [1]
    for _ in range(2):
        session.confirm_handover()
        play_with_keys(qtbot, widget, 0)
        session.confirm_handover()
        play_with_keys(qtbot, widget, 0)
    session.confirm_handover()
    assert session.view().awaiting.kind == "keep"
    keep_with_controls(qtbot, widget, 0, "key")
    assert session.public_view().players[0].x_row[-1] == 1


def test_nothing_private_shows_while_the_computer_is_being_handed_over(qtbot, table):
    session, widget = table(n=3, seed=4)
    spec = session.spec
    rng = random.Random(2)

    def assert_public():
        assert session.viewer is None
        shown = visible_texts(widget) + model_texts(widget)
        assert widget.hand_model.rowCount() == 0
        assert widget.pile_model.rowCount() == 0
        assert not widget.pile_box.isVisibleTo(widget)
        assert not widget.hand_view.isVisibleTo(widget)
        state = registry.replay(session.save.record)
        for seat in range(3):
            private = spec.view(state, seat).me
            if private.chosen is not None:
                assert all(widget.plays_model.index(r).data(Qt.UserRole + 2) is None
                           for r in range(widget.plays_model.rowCount()))
            for row in range(widget.players_model.rowCount()):
                tip = widget.players_model.index(row, PlayersModel.X_PILE).data(Qt.ToolTipRole)
                assert "Your" not in tip
            public_cards = {c for row in session.public_view().rows for c in row.cards}
            public_cards |= {c for p in session.public_view().players for c in p.x_row}
            public_cards |= {p.card for p in session.public_view().revealed}
            for card in set(private.hand) | set(private.x_pile):
                if card not in public_cards:
                    assert not any(text.startswith(f"{card} (") for text in shown)

    checks = 0
    for _ in range(60):
        if session.is_over:
            break
        if session.handover_to is not None:
            assert_public()
            checks += 1
            session.confirm_handover()
        act_with_controls(qtbot, widget, rng)
    assert checks > 10


def everyone_plays_the_first_card(qtbot, session, widget) -> None:
    """Each player in turn chooses the first card of their hand; the last hand-over confirmed, the
    placing has started."""
    for _ in session.players:
        session.confirm_handover()
        play_with_keys(qtbot, widget, 0)
    session.confirm_handover()
    assert widget.animation.running


def test_the_placing_plays_and_can_be_skipped(qtbot, table, monkeypatch):
    monkeypatch.setattr(motion, "off", False)
    monkeypatch.setattr(PlacingAnimation, "flip_ms", 60_000)  # still turning when Esc comes, however slow the machine
    session, widget = table(n=3, seed=9)
    everyone_plays_the_first_card(qtbot, session, widget)
    assert widget.animation.hasFocus()
    assert not widget.play_button.isVisible()  # no one acts while the cards are being placed
    qtbot.waitUntil(lambda: 0 < widget.plays_view.flip < 1)  # the cards are being turned over
    qtbot.keyClick(widget.animation, Qt.Key_Escape)
    assert not widget.animation.running
    assert widget.row_models[0].cards == session.view().rows[0].cards  # the table shows the end of it
    widget.refresh()  # the same placing is not played twice
    assert not widget.animation.running


def test_the_placing_plays_to_its_end_by_itself(qtbot, table, monkeypatch):
    monkeypatch.setattr(motion, "off", False)
    for name, ms in (("flip_ms", 40), ("fly_ms", 30), ("hold_ms", 10), ("note_ms", 20)):
        monkeypatch.setattr(PlacingAnimation, name, ms)
    session, widget = table(n=2, decks=fixed_decks())
    everyone_plays_the_first_card(qtbot, session, widget)
    qtbot.waitUntil(lambda: not widget.animation.running, timeout=5000)
    assert widget.take_buttons[0].isVisible()
    assert widget.plays_view.flip == 1.0


def test_a_click_skips_the_placing_too(qtbot, table, monkeypatch):
    monkeypatch.setattr(motion, "off", False)
    session, widget = table(n=2, seed=3)
    everyone_plays_the_first_card(qtbot, session, widget)
    qtbot.mouseClick(widget.animation, Qt.LeftButton)
    assert not widget.animation.running


def test_a_move_taken_back_is_drawn_not_played_again(qtbot, table, monkeypatch):
    """The table plays what the session's change says happened: the card chosen after a placing,
    taken back, brings back the position after the placing, and the placing is not played again."""
    monkeypatch.setattr(motion, "off", False)
    session, widget = table(n=2, seed=9)  # no row to take after the first placing
    everyone_plays_the_first_card(qtbot, session, widget)
    qtbot.keyClick(widget.animation, Qt.Key_Escape)
    assert any(isinstance(action, Play) for action in session.legal_actions())
    play_with_keys(qtbot, widget, 0)
    assert session.handover_to is not None and session.undo_stack.canUndo()
    session.undo_stack.undo()
    session.confirm_handover()
    assert not widget.animation.running
    assert widget.play_button.isVisible()


def test_an_illegal_move_is_told_beside_the_controls(qtbot, table):
    session, widget = table(n=2, seed=1)
    session.confirm_handover()
    assert not session.act(Play(card=1000))
    assert widget.error_label.isVisible()
    assert widget.error_label.text().startswith("You can play only a card from your hand, and 1000 is not in it.")
    play_with_keys(qtbot, widget, 0)
    assert len(session.save.record.actions) == 1


def contained(outer: QRect, inner: QRect) -> bool:
    return outer.contains(inner.topLeft()) and outer.contains(inner.bottomRight())


@pytest.mark.parametrize("players", [2, 4])
def test_everything_fits_in_the_window_beside_the_log(qtbot, table, players):
    session, widget = table(size=(1180 - 260 - 20, 760 - 45), n=players, seed=2)
    session.confirm_handover()
    QCoreApplication.sendPostedEvents()  # the layouts settle
    page = widget.rect()
    pieces = [*widget.row_views, *widget.room_labels, widget.middle, widget.action_panel, widget.players_view,
              widget.status_label, widget.hand_view, widget.pile_box, widget.play_button]
    rects = []
    for piece in pieces:
        rect = QRect(piece.mapTo(widget, piece.rect().topLeft()), piece.size())
        assert contained(page, rect), piece
        rects.append(rect)
    assert widget.rows_panel.width() >= widget.row_views[0].width() + widget.room_labels[0].width()
    for first, rect in enumerate(rects[: len(widget.row_views)]):  # rows, labels, middle, panel do not overlap
        for other in rects[len(widget.row_views) * 2 : len(widget.row_views) * 2 + 4]:
            assert not rect.intersects(other)
    hand = widget.hand_view
    last = hand.visualRect(widget.hand_model.index(widget.hand_model.rowCount() - 1))
    assert last.right() <= hand.viewport().width()  # all cards of the hand are seen without scrolling


def test_the_language_switch_re_reads_every_text(qtbot, table, tmp_path):
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    lrelease = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("no lrelease to build a translation")
    session, widget = table()
    session.confirm_handover()
    ts = tmp_path / "t.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="cs">
<context><name>XNimmtTable</name>
<message><source>Your hand</source><translation>Tvoje karty</translation></message></context>
<context><name>XNimmtModels</name>
<message><source>X pile</source><translation>Balíček X</translation></message></context>
</TS>""", encoding="utf-8")
    subprocess.run([lrelease, str(ts), "-qm", str(tmp_path / "t.qm")], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "t.qm"))
    app = QCoreApplication.instance()
    app.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: widget.hand_title.text() == "Tvoje karty")
        assert widget.players_model.headerData(PlayersModel.X_PILE, Qt.Horizontal) == "Balíček X"
    finally:
        app.removeTranslator(translator)
    qtbot.waitUntil(lambda: widget.hand_title.text() == "Your hand")


def test_table_for_chooses_the_x_nimmt_table(table):
    _, widget = table()
    assert isinstance(widget, XNimmtTable)
    widget.changeEvent(QEvent(QEvent.LanguageChange))
    assert widget.hand_title.text() == "Your hand"


def _plays_of(qtbot, names, card_width: int, width: int):
    """The cards played in a turn, all face down, by people of `names`, in words 18 px high."""
    from boardgames_desktop import storage
    from boardgames_desktop.ui.games.x_nimmt.board import PlaysView
    from boardgames_desktop.ui.games.x_nimmt.models import PlaysModel

    seats = [storage.Player(name=name, kind="human") for name in names]
    plays = PlaysView(PlaysModel(), seats)
    qtbot.addWidget(plays)
    font = plays.font()
    font.setPixelSize(18)
    plays.setFont(font)
    plays.set_card_width(card_width)
    plays.resize(width, 120)
    plays.model.set_plays([(seat, None, "chosen") for seat in range(len(seats))], seats)
    return plays, seats


def test_each_played_card_has_room_for_its_players_name(qtbot):
    """Under the cards played in a turn the names read 'J… P… B… R…' (a replay at 1280 x 680: cards
    29 px wide, names 18 px, 406 px for four): each card's room takes the longest name beside its
    badge, the names a little smaller where the width does not allow that."""
    plays, seats = _plays_of(qtbot, ("Jana", "Petr", "Babička", "Robot"), 29, 406)
    _, labels = plays.names()  # as paintEvent paints them
    assert [label.words for label in labels] == [player.name for player in seats]


def test_the_tooltip_under_the_mouse_is_the_card_or_the_name_painted_there(qtbot):
    """On two staggered lines a name reaches under its neighbour's card: the mouse on it showed the
    neighbour's tooltip. Each card and each painted name (with its badge) tells its own play; the
    room beside a name where nothing is painted tells none."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    plays, seats = _plays_of(qtbot, ("Kristýna", "Ondřej", "Maximilián", "Bo"), 40, 300)
    plays.show()
    assert plays.staggered(len(seats))

    def tooltip_at(point: QPointF) -> str:
        spot = point.toPoint()
        QApplication.sendEvent(plays, QHelpEvent(QEvent.ToolTip, spot, plays.mapToGlobal(spot)))
        return QToolTip.text()

    _, labels = plays.names()
    columns = [plays.card_rect(row) for row in range(len(seats))]
    under_a_neighbour = 0
    for row, label in enumerate(labels):
        tip = plays.model.index(row).data(Qt.ToolTipRole)
        assert tooltip_at(columns[row].center()) == tip
        words_end = QPointF(label.shown.right() - 2, label.shown.center().y())
        for point in (label.badge.center(), words_end):
            assert plays.play_at(point) == row
            assert tooltip_at(point) == tip, (label.words, point)
        under_a_neighbour += any(other != row and column.left() <= words_end.x() <= column.right()
                                 for other, column in enumerate(columns))
    assert under_a_neighbour  # the case of the bug: a name's end under the next card
    short = labels[-1]
    assert short.room.right() > short.shown.right() + 10  # "Bo" leaves its room empty to the right
    assert plays.play_at(QPointF(short.room.right() - 4, short.room.center().y())) is None
