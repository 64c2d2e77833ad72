"""The start screen, the new-game dialog and the saved-games list."""

import json

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.ui import i18n, texts
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.models.saves import SavesModel
from boardgames_desktop.ui.widgets.players import TOKENS
from boardgames_desktop.ui.app.session import Session
from boardgames_desktop.ui.app.start_screen import StartScreen
from boardgames_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from boardgames_desktop.ui.dialogs.rules_viewer import RulesDialog
from boardgames_desktop.ui.dialogs.saved_games import SavedGamesDialog
from boardgames_desktop.ui.dialogs.tutorial_dialog import TutorialDialog
from boardgames_desktop.ui.games.for_sale.tutorial import TUTORIAL


def spec():
    return registry.get("for_sale")


def a_saved_game(moves=3, name="Hra"):
    players = [storage.Player(name=n, kind="human") for n in ("Jana", "Petr", "Ema")]
    session = Session.new("for_sale", players, 9)
    for _ in range(moves):
        session.confirm_handover()
        session.act(session.legal_actions()[0])
    return session.save_as(name)


def test_the_start_screen_has_a_tile_per_game_and_the_three_ways_in(qtbot):
    screen = StartScreen()
    qtbot.addWidget(screen)
    assert [tile.spec.id for tile in screen.tiles] == [game.id for game in registry.catalog()]
    assert "For Sale" in screen.tiles[0].text() and "3–6" in screen.tiles[0].text()
    with qtbot.waitSignal(screen.new_game) as chosen:
        qtbot.mouseClick(screen.tiles[0], Qt.LeftButton)
    assert chosen.args == ["for_sale"]
    with qtbot.waitSignal(screen.open_saved):
        qtbot.mouseClick(screen.open_button, Qt.LeftButton)


def test_the_start_screen_speaks_czech_after_a_switch(qtbot):
    screen = StartScreen()
    qtbot.addWidget(screen)
    english = screen.new_button.text()
    i18n.set_language("cs")
    assert screen.new_button.text() != english
    assert "Na prodej" in screen.tiles[0].text()
    dostihy = next(tile for tile in screen.tiles if tile.spec.id == "dostihy")
    assert "–\ncestovní verze\n" in dostihy.text()  # the edition on a line of its own
    assert dostihy.accessibleName() == "Dostihy a sázky – cestovní verze"
    i18n.set_language("en")
    assert screen.new_button.text() == english


@pytest.mark.parametrize("language", ["en", "cs", "sk"])
def test_every_line_of_every_tile_fits_its_tile(qtbot, language):
    screen = StartScreen()
    qtbot.addWidget(screen)
    i18n.set_language(language)
    try:
        screen.show()
        for tile in screen.tiles:
            for line in tile.text().split("\n"):
                assert tile.fontMetrics().horizontalAdvance(line) <= tile.width() - 20, (tile.spec.id, line)
    finally:
        i18n.set_language("en")


def test_a_larger_window_has_larger_tiles_and_pictures_and_they_still_fit(qtbot):
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.resize(1180, 760)
    with qtbot.waitExposed(screen):
        screen.show()
    small = [(tile.size(), tile.iconSize()) for tile in screen.tiles]
    screen.resize(1920, 1080)
    qtbot.waitUntil(lambda: screen.tiles[0].scale > 1)
    for tile, rules, (size, icon) in zip(screen.tiles, screen.rules_buttons, small):
        assert tile.width() > size.width() and tile.height() > size.height()
        assert tile.iconSize().width() > icon.width() and not tile.icon().isNull()
        assert rules.width() == tile.width()
        for line in tile.text().split("\n"):
            assert tile.fontMetrics().horizontalAdvance(line) <= tile.width() - 20, (tile.spec.id, line)
    row = screen.tiles[-1].geometry().right() - screen.tiles[0].geometry().left()
    assert row < screen.width()
    screen.resize(1180, 760)
    qtbot.waitUntil(lambda: screen.tiles[0].scale == 1)
    assert [(tile.size(), tile.iconSize()) for tile in screen.tiles] == small


def test_the_new_game_dialog_gives_players_and_options(qtbot):
    dialog = NewGameDialog(spec())
    qtbot.addWidget(dialog)
    dialog.count.setValue(4)
    for row, name in zip(dialog.seats, ["  Jana ", "Petr\t", "", "Děda"]):
        row.name.setText(name)
    players = dialog.players()
    assert [p.name for p in players] == ["Jana", "Petr", "Player 3", "Děda"]
    assert len({(p.colour, p.symbol) for p in players}) == 4
    assert dialog.options() == {"variant": "standard", "forced_pass_costs_half": False}


def test_choosing_a_taken_token_swaps_it_so_tokens_stay_distinct(qtbot):
    dialog = NewGameDialog(spec())
    qtbot.addWidget(dialog)
    first, second = dialog.seats[0].token, dialog.seats[1].token
    old_first = first.currentIndex()
    first.setCurrentIndex(second.currentIndex())
    assert second.currentIndex() == old_first
    tokens = [row.token.currentIndex() for row in dialog.seats]
    assert len(set(tokens)) == len(tokens)


def test_two_players_with_one_name_are_refused_in_the_same_words_by_both_dialogs_that_seat_people(qtbot):
    i18n.set_language("cs")
    dialog = NewGameDialog(spec())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.seats[0].name.setText("Jana")
    dialog.seats[1].name.setText("jana")
    dialog.buttons.button(QDialogButtonBox.Ok).click()
    assert dialog.result() != NewGameDialog.Accepted
    learning = TutorialDialog("for_sale", TUTORIAL)
    qtbot.addWidget(learning)
    learning.show()
    learning.learner.setText("Jana")
    learning.others[0].setText("JANA")
    learning.buttons.button(QDialogButtonBox.Ok).click()
    assert learning.result() != TutorialDialog.Accepted
    for refused in (dialog, learning):
        assert refused.problem.isVisible()
        assert refused.problem.text() == "Dva hráči mají stejné jméno. Dej každému jiné."


def test_names_and_tokens_are_remembered_for_the_next_game(qtbot):
    dialog = NewGameDialog(spec())
    qtbot.addWidget(dialog)
    dialog.seats[0].name.setText("Babička")
    dialog.seats[0].token.setCurrentIndex(4)
    dialog.accept()
    again = NewGameDialog(spec())
    qtbot.addWidget(again)
    assert again.seats[0].name.text() == "Babička"
    assert TOKENS[again.seats[0].token.currentIndex()] == TOKENS[4]
    assert QSettings().value("players/names")[0] == "Babička"


def test_the_option_words_are_translated(qtbot):
    i18n.set_language("cs")
    dialog = NewGameDialog(spec())
    qtbot.addWidget(dialog)
    variant = next(box for box in dialog.findChildren(QComboBox) if box.findData("not_everyone") >= 0)
    assert variant.itemText(variant.findData("not_everyone")) == "Na každého se nedostane!"


def test_the_saves_model_passes_the_model_tester(qtmodeltester):
    a_saved_game()
    model = SavesModel()
    qtmodeltester.check(model)


def test_a_broken_file_is_listed_with_its_reason_and_the_rest_still_opens(qtbot):
    good = a_saved_game(name="Dobrá hra")
    broken = storage.saves_dir() / "Rozbitá.json"
    broken.write_text("{ this is not json", encoding="utf-8")
    dialog = SavedGamesDialog()
    qtbot.addWidget(dialog)
    model = dialog.model
    rows = {model.entry(row).path.name: row for row in range(model.rowCount())}
    broken_row = rows["Rozbitá.json"]
    assert "Cannot be opened" in model.index(broken_row, 1).data()
    dialog.table.selectRow(broken_row)
    assert not dialog.open_button.isEnabled()
    dialog.table.selectRow(rows[good.name])
    assert dialog.open_button.isEnabled()
    dialog.accept()
    assert dialog.chosen == good
    assert broken.read_text(encoding="utf-8") == "{ this is not json"


def test_deleting_asks_first(qtbot, monkeypatch):
    path = a_saved_game()
    dialog = SavedGamesDialog()
    qtbot.addWidget(dialog)
    row = next(r for r in range(dialog.model.rowCount()) if dialog.model.entry(r).path == path)
    dialog.table.selectRow(row)
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.No)
    dialog.delete_button.click()
    assert path.exists()
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.Yes)
    dialog.delete_button.click()
    assert not path.exists()


def test_an_empty_list_says_so(qtbot):
    dialog = SavedGamesDialog()
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 0
    assert not dialog.empty.isHidden() and dialog.empty.text()
    assert json.dumps(dialog.empty.text())


# -- each game's rules, before playing it ---------------------------------------------------------


def active(qtbot, widget) -> None:
    """Shown as the active window, so that the focus and the keys reach it."""
    qtbot.addWidget(widget)
    with qtbot.waitActive(widget):
        widget.show()
        widget.activateWindow()


@pytest.fixture
def rules_opened(monkeypatch):
    """The games whose rules dialog was opened (instead of showing it)."""
    opened = []
    monkeypatch.setattr(RulesDialog, "exec", lambda dialog: opened.append(dialog.game_id))
    return opened


def test_each_tile_has_its_rules_button_next_on_the_tab_key(qtbot):
    screen = StartScreen()
    active(qtbot, screen)
    for tile, button in zip(screen.tiles, screen.rules_buttons):
        game = tile.spec.id
        assert texts.game_title(game) in button.accessibleName()
        tile.setFocus()
        qtbot.keyClick(tile, Qt.Key_Tab)
        assert button.hasFocus()
        with qtbot.waitSignal(screen.rules) as asked:
            qtbot.keyClick(button, Qt.Key_Space)
        assert asked.args == [game]


def test_f1_on_the_start_screen_gives_the_rules_of_the_focused_tile(qtbot):
    screen = StartScreen()
    active(qtbot, screen)
    for tile in reversed(screen.tiles):
        tile.setFocus()
        with qtbot.waitSignal(screen.rules) as asked:
            qtbot.keyClick(tile, Qt.Key_F1)
        assert asked.args == [tile.spec.id]
    screen.open_button.setFocus()  # no game chosen: F1 asks which game
    qtbot.keyClick(screen.open_button, Qt.Key_F1)
    assert screen.rules_menu.isVisible()


def test_the_help_menu_offers_every_games_rules_on_the_start_screen_and_this_games_in_a_game(qtbot, rules_opened):
    window = MainWindow()
    active(qtbot, window)
    menu = window.start_screen.rules_menu
    assert window.rules_menu_action in window.help_menu.actions() and window.rules_menu_action.isVisible()
    assert not window.rules_action.isVisible()
    assert [action.text() for action in menu.actions()] == [texts.game_title(g.id) for g in registry.catalog()]
    for action in menu.actions():
        action.trigger()
    assert rules_opened == [game.id for game in registry.catalog()]

    rules_opened.clear()
    players = [storage.Player(name=n, kind="human") for n in ("Jana", "Petr")]
    window.start(Session.new("dostihy", players, 3))
    assert window.rules_action.isVisible() and not window.rules_menu_action.isVisible()
    qtbot.keyClick(window, Qt.Key_F1)  # in a game, F1 says what one can do now (tests/ui/test_moves_panel.py)
    assert rules_opened == []  # and the start screen's F1, hidden with it, keeps out of the way
    qtbot.keyClick(window, Qt.Key_F1, Qt.ShiftModifier)  # the rules moved to Shift+F1
    assert rules_opened == ["dostihy"]
    window.close_game()
    assert window.rules_menu_action.isVisible() and not window.rules_action.isVisible()
    window.start_screen.tiles[1].setFocus()
    qtbot.keyClick(window.start_screen.tiles[1], Qt.Key_F1)
    assert rules_opened == ["dostihy", registry.catalog()[1].id]


def test_the_new_game_dialog_opens_its_games_rules(qtbot, rules_opened):
    dialog = NewGameDialog(registry.get("x_nimmt"))
    active(qtbot, dialog)
    assert dialog.rules_button.isVisible() and dialog.rules_button.text()
    qtbot.mouseClick(dialog.rules_button, Qt.LeftButton)
    qtbot.keyClick(dialog, Qt.Key_F1)
    qtbot.waitUntil(lambda: len(rules_opened) == 2)  # a button's shortcut clicks it after a moment
    assert rules_opened == ["x_nimmt", "x_nimmt"]
    assert dialog.isVisible()  # reading the rules does not start or cancel the game


def test_the_name_given_in_save_as_is_listed_with_how_far_the_game_got(qtbot, monkeypatch):
    from boardgames_desktop.rules import registry as rules

    path = a_saved_game(moves=4, name="Nedělní hra u babičky")
    assert path.name == "Nedělní hra u babičky.json"
    monkeypatch.setattr(rules, "replay", lambda record: (_ for _ in ()).throw(AssertionError("replayed")))

    model = SavesModel()  # the list alone, without a file chosen: nothing is replayed

    assert model.rowCount() == 2  # the named save, then the game's autosave
    assert model.index(0, 0).data() == "For Sale — Nedělní hra u babičky"
    assert model.index(0, 4).data().startswith("round 1")
    assert model.index(1, 0).data() == "For Sale (saved automatically)"


def test_a_save_of_an_older_version_is_listed_under_its_file_name(qtbot):
    path = a_saved_game(name="Stará")
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(format_version=1, label=None)
    del data["progress"]
    path.write_text(json.dumps(data), encoding="utf-8")

    model = SavesModel()
    assert model.index(0, 0).data() == "For Sale — Stará"
    assert model.index(0, 4).data() == ""  # not stored in the file: found when it is chosen
    dialog = SavedGamesDialog()
    qtbot.addWidget(dialog)
    assert dialog.model.entry(0).path == path
    dialog.table.selectRow(0)
    assert dialog.model.index(0, 4).data().startswith("round 1")


def test_each_kind_of_failure_has_its_own_words(qtbot):
    from boardgames_desktop.ui import texts

    def words(error_code, **detail):
        return texts.save_error_text(storage.SaveError(error_code, detail))

    newer = words("unsupported_version", found=3, current=2)
    newer_rules = words("replay_failed", index=None, code="rules_version", params={"found": 9, "expected": 1})
    damaged = words("invalid", loc=["created"], type="date_range")
    older = words("unsupported_version", found=0, current=2)
    unknown = words("unknown_game", game="chess")
    unknown_in_replay = words("replay_failed", index=None, code="unknown_game", params={})
    options = words("replay_failed", index=None, code="bad_options", params={})
    setup = words("replay_failed", index=None, code="bad_setup", params={})
    move = words("replay_failed", index=4, code="bid_too_low", params={})

    assert newer == newer_rules and "newer version" in newer
    assert older == setup == damaged
    assert unknown == unknown_in_replay
    assert "(move 5)" in move
    assert len({newer, damaged, unknown, options, move}) == 5


def test_numbers_too_large_for_qt_are_still_written(qtbot):
    from boardgames_desktop.ui.format import number

    i18n.set_language("cs")
    assert number(12000) == "12\u00a0000"
    assert number(2**63) == "9\u00a0223\u00a0372\u00a0036\u00a0854\u00a0775\u00a0808"
    assert number(-(2**64)) == "-18\u00a0446\u00a0744\u00a0073\u00a0709\u00a0551\u00a0616"


def test_an_average_has_one_decimal_and_a_whole_number_none(qtbot):
    from boardgames_desktop.ui.format import decimal

    i18n.set_language("cs")
    assert decimal(69000.0) == "69\u00a0000"
    assert decimal(2.5) == "2,5"
    assert decimal(2.04) == "2"
    i18n.set_language("en")
    assert decimal(1234.56) == "1,234.6"
