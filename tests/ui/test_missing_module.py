"""A computer player's module missing from a frozen build: written to the log and told on the
table, never a computer playing at random instead (boardgames_desktop/bundle.py)."""

import logging
from pathlib import Path

import pytest

from boardgames_desktop import bots, bundle, storage
from boardgames_desktop.rules import registry
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.app.session import Session

from bot_threads import answers_delivered
from frozen_build import hide, pretend_frozen

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def broken_build(tmp_path, monkeypatch):
    """A frozen build pretended, without the computer players of a game that has them: its id."""
    game = next(game.id for game in registry.catalog()
                if (ROOT / "boardgames_desktop" / "bots" / f"{game.id}.py").is_file())
    pretend_frozen(monkeypatch, tmp_path / "bundle", bundle.modules_in(ROOT / "boardgames_desktop"))
    hide(monkeypatch, f"boardgames_desktop.bots.{game}")
    bots.heuristics.cache_clear()
    yield game
    bots.heuristics.cache_clear()
    bundle.bundled.cache_clear()


def seats(game: str, kinds: list[str]) -> list[storage.Player]:
    count = registry.info(game).min_players
    kinds = (kinds * count)[:max(count, len(kinds))]
    return [storage.Player(name=f"P{seat}", kind=kind, level=None if kind == "human" else "normal")
            for seat, kind in enumerate(kinds)]


@pytest.mark.parametrize("level", bots.LEVELS)
def test_a_computer_without_its_module_stops_and_says_so(qtbot, broken_build, level, caplog):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    players = [player.model_copy(update={"level": level}) for player in seats(broken_build, ["computer"])]
    failures = []
    session = Session.new(broken_build, players, 7)
    session.failed.connect(failures.append)
    session.computer_pause_ms = 0
    with caplog.at_level(logging.ERROR):
        window.start(session)
        qtbot.waitUntil(lambda: bool(failures), timeout=20000)
        answers_delivered()
    assert isinstance(failures[0], bundle.MissingModule)
    assert failures[0].module == f"boardgames_desktop.bots.{broken_build}"
    assert session.save.record.actions == [], "a computer played without its rules of thumb"
    assert any("missing" in record.getMessage() for record in caplog.records)
    message = window.game_page.message
    assert message.isVisible() and failures[0].module in message.text()
    window.close_game()


def test_a_hint_without_its_module_is_refused_and_said(qtbot, broken_build):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    players = [player.model_copy(update={"hints": 0}) for player in seats(broken_build, ["human"])]
    failures = []
    session = Session.new(broken_build, players, 7)
    session.failed.connect(failures.append)
    window.start(session)
    if session.handover_to is not None:
        session.confirm_handover()
    assert session.can_hint()
    window.game_page.give_hint()
    assert [type(failure) for failure in failures] == [bundle.MissingModule]
    assert session.players[session.acting_seat()].hints == 0, "a hint that was not given was counted"
    assert failures[0].module in window.game_page.message.text()
    window.close_game()
