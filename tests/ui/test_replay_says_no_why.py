"""A replay is for watching: a click on a card, a space or a control there is no move, and no game's
table puts a refusal line ("why not?") under a game played back."""

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.registry import random_game
from boardgames_desktop.ui.dialogs.replay_view import ReplayDialog


def replay_of(qtbot, game: str, seed: int = 11) -> ReplayDialog:
    record = random_game(game, registry.info(game).min_players, seed)
    players = [storage.Player(name=name, kind="human") for name in ("Jana", "Petr", "Eva", "Ota", "Ida", "Max")]
    dialog = ReplayDialog(storage.SaveFile(players=players[: record.num_players], record=record, finished=True))
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    return dialog


@pytest.mark.parametrize("game", [game.id for game in registry.catalog()])
def test_no_game_says_why_not_in_a_replay(qtbot, game):
    dialog = replay_of(qtbot, game)
    dialog.replay.step_to(3)
    table = dialog.table
    table.explain("Nothing can be done with that now.", None)
    assert not table.error_label.isVisible() and table.error_label.text() == ""


def test_a_card_clicked_in_a_last_will_replay_says_nothing(qtbot):
    """Poslední vůle's cards, spaces and plans are clicked to narrow one's choices; in a replay a click
    said "Nothing can be done with that now.", with the cards shown and without."""
    dialog = replay_of(qtbot, "last_will")
    dialog.replay.step_to(dialog.replay.moves // 2)
    table = dialog.table
    for seat in (None, 0):
        dialog.cards.setCurrentIndex(dialog.cards.findData(seat))
        for painted in (table.hand_view, table.centre, table.boards):
            if not painted.isVisible():
                continue
            painted._pictures()
            for rect, _, _ in painted._hits[:3]:
                qtbot.mouseClick(painted, Qt.LeftButton, pos=rect.center().toPoint())
                assert not table.error_label.isVisible(), table.error_label.text()
    assert dialog.cards.currentData() == 0 and table.hand_view.isVisible() and table.hand_view._hits
