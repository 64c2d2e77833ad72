"""The Na prodej table, played only through its own controls, and what it shows to whom."""

import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTranslator
from PySide6.QtWidgets import QAbstractButton, QLabel

from boardgames_desktop.rules import registry
from boardgames_desktop.ui.game_folders import table_for
from boardgames_desktop.ui.format import dollars
from boardgames_desktop.ui.games.for_sale import texts
from boardgames_desktop.ui.games.for_sale.table import ForSaleTable
from boardgames_desktop.ui.games.for_sale.models import PlayersModel
from boardgames_desktop.ui import motion


@pytest.fixture
def table(qtbot, new_session):
    def make(**kwargs):
        session = new_session(**kwargs)
        widget = table_for(session)
        qtbot.addWidget(widget)
        widget.resize(1100, 720)
        widget.show()
        qtbot.waitExposed(widget)
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
    for model in (widget.table_model, widget.hand_model, widget.cheques_model, widget.players_model,
                  widget.results_model):
        for row in range(model.rowCount()):
            columns = model.columnCount() if hasattr(model, "_headers") else 1
            for column in range(columns):
                index = model.index(row, column)
                for role in (Qt.DisplayRole, Qt.ToolTipRole, Qt.AccessibleTextRole):
                    value = index.data(role)
                    if isinstance(value, str):
                        found.append(value)
    return found


def bid_with_keys(qtbot, widget, amount: int) -> None:
    spin = widget.bid_spin
    qtbot.keyClick(spin, Qt.Key_A, Qt.ControlModifier)
    qtbot.keyClicks(spin, str(amount))
    qtbot.keyClick(spin, Qt.Key_Return)


def sell_with_mouse(qtbot, widget, row: int) -> None:
    view = widget.hand_view
    rect = view.visualRect(widget.hand_model.index(row))
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=rect.center())
    assert widget.sell_button.isEnabled()
    qtbot.mouseClick(widget.sell_button, Qt.LeftButton)


def sell_with_keys(qtbot, widget, row: int) -> None:
    view = widget.hand_view
    qtbot.keyClick(view, Qt.Key_Home)
    for _ in range(row):
        qtbot.keyClick(view, Qt.Key_Right)
    qtbot.keyClick(view, Qt.Key_Return)


def test_a_whole_game_through_the_tables_controls(qtbot, table):
    session, widget = table(n=3, seed=11)
    rng = random.Random(5)
    turns = 0
    while not session.is_over:
        turns += 1
        assert turns < 400
        if session.handover_to is not None:
            session.confirm_handover()  # the window's hand-over screen does this in the program
        view = session.view()
        before = len(session.save.record.actions)
        if view.phase == "buying":
            assert widget.pass_button.isVisible()
            if view.me.bid_range is not None and rng.random() < 0.6:
                low, high = view.me.bid_range
                amount = rng.randint(low, min(high, low + 3))
                if rng.random() < 0.5:
                    bid_with_keys(qtbot, widget, amount)
                else:
                    widget.bid_spin.setValue(amount)
                    qtbot.mouseClick(widget.raise_button, Qt.LeftButton)
                assert session.public_view().players[view.seat].bid == amount or session.public_view().round != view.round
            else:
                qtbot.mouseClick(widget.pass_button, Qt.LeftButton)
        else:
            assert widget.sell_button.isVisible()
            row = rng.randrange(widget.hand_model.rowCount())
            (sell_with_mouse if rng.random() < 0.5 else sell_with_keys)(qtbot, widget, row)
        assert len(session.save.record.actions) == before + 1, "the control did not act"
    assert widget.pages.currentIndex() == 1
    outcome = session.outcome()
    assert widget.results_model.rowCount() == 3
    winner = session.players[outcome.winners[0]].name
    assert winner in widget.end_page.title.text()
    for final in session.view().final:
        row = next(r for r in range(3) if widget.results_model.index(r, 0).data(Qt.UserRole + 3) == final.seat)
        assert widget.results_model.index(row, 4).data() == dollars(final.score)


def test_keyboard_plus_minus_enter_and_p(qtbot, table):
    session, widget = table(n=3, seed=2)
    session.confirm_handover()
    first = session.viewer
    spin = widget.bid_spin
    start = spin.value()
    qtbot.keyClick(spin, Qt.Key_Plus)
    qtbot.keyClick(spin, Qt.Key_Plus)
    qtbot.keyClick(spin, Qt.Key_Minus)
    assert spin.value() == start + 1
    qtbot.keyClick(spin, Qt.Key_Enter)
    assert session.public_view().players[first].bid == start + 1
    session.confirm_handover()
    second = session.viewer
    qtbot.keyClick(widget.bid_spin, Qt.Key_P)
    assert session.public_view().players[second].passed


def test_nothing_private_shows_while_the_computer_is_being_handed_over(qtbot, table):
    session, widget = table(n=3, seed=4)
    spec = session.spec

    def assert_public():
        assert session.viewer is None
        shown = visible_texts(widget) + model_texts(widget)
        assert widget.hand_model.rowCount() == 0
        assert widget.cheques_model.rowCount() == 0
        assert not widget.coins_label.isVisibleTo(widget)
        for row in range(widget.players_model.rowCount()):
            assert widget.players_model.index(row, PlayersModel.COINS).data() == "?"
        state = registry.replay(session.save.record)
        for seat in range(3):
            private = spec.view(state, seat).me
            for house in private.houses:
                assert f"House {house}" not in shown
            if state.phase == "selling":  # no coin amounts are public in this phase
                assert not any(texts.coins(private.coins) in text for text in shown)
        if state.phase == "buying" and state.round == 1:
            assert not any("28" in text for text in shown)  # everyone's purse at the start

    assert_public()
    while session.public_view().phase == "buying":
        session.confirm_handover()
        qtbot.mouseClick(widget.pass_button, Qt.LeftButton)
    session.confirm_handover()  # selling begins; the last to pass may still be looking
    sell_with_keys(qtbot, widget, 0)
    assert session.handover_to is not None
    assert_public()


def test_the_reveal_plays_and_can_be_skipped(qtbot, table, monkeypatch):
    monkeypatch.setattr(motion, "off", False)
    session, widget = table(n=3, seed=9)
    while session.public_view().phase == "buying":
        session.confirm_handover()
        qtbot.mouseClick(widget.pass_button, Qt.LeftButton)
    while not session.public_view().last_sale:
        session.confirm_handover()
        sell_with_keys(qtbot, widget, 0)
    session.confirm_handover()
    assert widget.animation.isVisible()
    qtbot.keyClick(widget.animation, Qt.Key_Escape)
    assert not widget.animation.isVisible()
    widget.refresh()  # the same sale is not shown twice
    assert not widget.animation.isVisible()


def test_every_house_sold_so_far_shows_to_everyone(qtbot, table):
    session, widget = table(n=3, seed=9)
    while session.public_view().phase == "buying":
        session.confirm_handover()
        qtbot.mouseClick(widget.pass_button, Qt.LeftButton)
    assert not widget.sold_label.isVisibleTo(widget)
    first_round = session.public_view().round
    while session.public_view().round < first_round + 2:
        session.confirm_handover()
        sell_with_keys(qtbot, widget, 0)
    view = session.public_view()
    earlier = set(view.sold_houses) - {sale.house for sale in view.last_sale}
    assert len(view.sold_houses) == 6 and len(earlier) == 3
    assert widget.sold_label.isVisibleTo(widget)
    assert widget.sold_label.text() == ", ".join(map(str, sorted(view.sold_houses)))


def test_the_language_switch_re_reads_every_text(qtbot, table, tmp_path):
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    lrelease = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("no lrelease to build a translation")
    session, widget = table()
    session.confirm_handover()
    ts = tmp_path / "t.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="cs">
<context><name>ForSaleTable</name>
<message><source>Raise</source><translation>Přihodit</translation></message>
<message><source>Pass</source><translation>Pasovat</translation></message></context>
<context><name>ForSaleModels</name>
<message><source>Coins</source><translation>Mince</translation></message></context>
</TS>""", encoding="utf-8")
    subprocess.run([lrelease, str(ts), "-qm", str(tmp_path / "t.qm")], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "t.qm"))
    app = QCoreApplication.instance()
    app.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: widget.raise_button.text() == "Přihodit")
        assert widget.pass_button.text() == "Pasovat"
        assert widget.players_model.headerData(PlayersModel.COINS, Qt.Horizontal) == "Mince"
    finally:
        app.removeTranslator(translator)
    qtbot.waitUntil(lambda: widget.raise_button.text() == "Raise")


def test_table_for_chooses_the_for_sale_table(table):
    _, widget = table()
    assert isinstance(widget, ForSaleTable)
    widget.changeEvent(QEvent(QEvent.LanguageChange))
    assert widget.raise_button.text() == "Raise"
