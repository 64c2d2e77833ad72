"""The refusal's link into the rules is reached from the keyboard at every game's table: Tab comes to
the error line, Enter follows its link (the rules' section of the refusal)."""

import importlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.ui import game_folders, motion
from boardgames_desktop.ui.app.session import Session
from boardgames_desktop.ui.widgets.players import TOKENS

GAMES = [game.id for game in registry.catalog()]


@pytest.mark.parametrize("game", GAMES)
def test_tab_reaches_the_refusals_link_and_enter_follows_it(qtbot, monkeypatch, game):
    monkeypatch.setattr(motion, "off", True)
    info = registry.info(game)
    players = [storage.Player(name=f"Hráč {seat + 1}", kind="human", colour=TOKENS[seat].colour,
                              symbol=TOKENS[seat].symbol) for seat in range(info.min_players)]
    session = Session.new(game, players, 5)
    if session.handover_to is not None:
        session.confirm_handover()
    table = game_folders.table_for(session)
    qtbot.addWidget(table)
    table.resize(1180, 720)
    table.show()
    qtbot.waitExposed(table)
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow)
    code = sorted(importlib.import_module(f"{info.package}.rules.{game}.actions").REFUSALS)[0]
    anchor = game_folders.refusal_rule(game, code)
    table.explain("Not now.", anchor)
    assert table.error_label.isVisible()
    table.setFocus(Qt.TabFocusReason)
    for _ in range(300):
        if table.error_label.hasFocus():
            break
        qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key_Tab)
    assert table.error_label.hasFocus(), f"{game}: Tab never reaches the error line"
    with qtbot.waitSignal(table.rules_wanted) as opened:
        qtbot.keyClick(table.error_label, Qt.Key_Return)
    assert opened.args == [game, anchor]
    session.stop()
