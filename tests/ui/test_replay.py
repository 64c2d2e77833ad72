"""Replays of finished games: each game's own table steps forward and back through the same public
views as the record's states, by buttons, keys, slider and the move list; cards are shown only on
request and only for a game that is over."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
from finished_saves import write_finished  # noqa: E402

from boardgames_desktop import storage  # noqa: E402
from boardgames_desktop.rules import registry  # noqa: E402
from boardgames_desktop.rules.registry import random_game  # noqa: E402
from boardgames_desktop.ui.dialogs.hall_of_fame import HallOfFameDialog  # noqa: E402
from boardgames_desktop.ui.dialogs.replay_view import ReplayDialog  # noqa: E402


def save_of(record, finished=True):
    players = [storage.Player(name=name, kind="human") for name in ("Jana", "Petr", "Eva", "Ota", "Ida", "Max")]
    return storage.SaveFile(players=players[: record.num_players], record=record, finished=finished)


def state_after(record, moves):
    return registry.replay(record.model_copy(update={"actions": record.actions[:moves]}))


@pytest.mark.parametrize("game", [game.id for game in registry.catalog()])
def test_steps_show_the_records_public_views(qtbot, game):
    info = registry.info(game)
    record = random_game(game, info.min_players, 11)
    spec = registry.get(game)
    dialog = ReplayDialog(save_of(record))
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    replay = dialog.replay
    assert replay.position == 0 and replay.moves == len(record.actions)
    assert replay.view() == spec.view(state_after(record, 0), None)

    def shown(position):
        assert replay.position == position
        assert dialog.slider.value() == position
        assert dialog.moves.currentIndex().row() == position
        assert replay.view() == spec.view(state_after(record, position), None)

    dialog.moves.setFocus()  # the keys step wherever the focus is
    qtbot.keyClick(dialog.moves, Qt.Key_Right)
    qtbot.keyClick(dialog.moves, Qt.Key_Right)
    shown(2)
    dialog.first_button.setFocus()
    qtbot.keyClick(dialog.first_button, Qt.Key_Left)
    shown(1)
    dialog.slider.setValue(replay.moves // 2)
    shown(replay.moves // 2)
    dialog.forward_button.click()
    shown(replay.moves // 2 + 1)
    dialog.moves.setCurrentIndex(dialog.moves_model.index(3))
    shown(3)
    qtbot.keyClick(dialog.moves, Qt.Key_End)
    shown(replay.moves)
    assert not dialog.forward_button.isEnabled()
    assert dialog.table.pages.currentIndex() == 1  # the game's own end page
    dialog.back_button.click()
    shown(replay.moves - 1)
    dialog.first_button.click()
    shown(0)
    assert dialog.moves_model.rowCount() == replay.moves + 1
    assert all(dialog.moves_model.text(position) for position in range(replay.moves + 1))


def test_cards_are_shown_only_when_asked_and_only_for_a_game_that_is_over(qtbot):
    record = random_game("for_sale", 3, 5)
    spec = registry.get("for_sale")
    dialog = ReplayDialog(save_of(record))
    qtbot.addWidget(dialog)
    assert dialog.cards.currentData() is None and dialog.replay.viewer is None  # off by default
    assert dialog.cards.isEnabled()
    dialog.replay.step_to(10)
    dialog.cards.setCurrentIndex(dialog.cards.findData(1))
    assert dialog.replay.view() == spec.view(state_after(record, 10), 1)

    unfinished = record.model_copy(update={"actions": record.actions[:20]})
    dialog = ReplayDialog(save_of(unfinished, finished=False))
    qtbot.addWidget(dialog)
    assert not dialog.cards.isEnabled()
    with pytest.raises(PermissionError):
        dialog.replay.show_cards_of(0)
    assert dialog.replay.view() == spec.view(state_after(record, 0), None)


def test_the_hall_of_fame_replays_a_chosen_game(qtbot):
    write_finished(["Jana", "Petr", "Eva"])
    hall = HallOfFameDialog()
    qtbot.addWidget(hall)
    opened = []

    def close_it():
        dialog = QApplication.activeModalWidget()
        opened.append(dialog)
        dialog.reject()

    QTimer.singleShot(0, close_it)
    hall.replay_button.click()
    assert isinstance(opened[0], ReplayDialog)
    assert opened[0].replay.position == 0


@pytest.mark.parametrize("game, titles", [("for_sale", ("hand_title", "purse_title", "cheques_title")),
                                          ("x_nimmt", ("hand_title", "x_row_title", "pile_title")),
                                          ("last_will", ("hand_title",))])
def test_a_replay_names_whose_cards_it_shows(qtbot, game, titles):
    """The onlookers of a replay are not the seat whose cards are shown: "Domy: Petr", not "Tvoje domy"."""
    record = random_game(game, 3, 5)
    dialog = ReplayDialog(save_of(record))
    qtbot.addWidget(dialog)
    dialog.replay.step_to(len(record.actions) // 2)
    dialog.cards.setCurrentIndex(dialog.cards.findData(1))
    for name in titles:
        text = getattr(dialog.table, name).text()
        assert "Petr" in text and "Your" not in text, text


def test_a_replay_of_for_sale_asks_nobody_to_bid_or_choose(qtbot):
    """A replay shows a seat's cards, but nobody there is to act: no "Choose a house to sell", no bid
    or Sell controls, at a bid and at a sale that seat once had to make."""
    record = random_game("for_sale", 3, 5)
    spec = registry.get("for_sale")
    dialog = ReplayDialog(save_of(record))
    qtbot.addWidget(dialog)
    dialog.cards.setCurrentIndex(dialog.cards.findData(1))
    table = dialog.table
    phases = set()
    for position in range(len(record.actions)):
        view = spec.view(state_after(record, position), 1)
        if 1 not in view.to_act:
            continue
        dialog.replay.step_to(position)
        phases.add(view.phase)
        assert table.hint_label.text() == "" and table.action_panel.isHidden(), (position, table.hint_label.text())
        controls = (table.bid_spin, table.raise_button, table.pass_button, table.sell_button)
        assert [widget.objectName() for widget in controls if not widget.isHidden()] == [], position
    assert phases == {"buying", "selling"}


def test_a_replay_of_poslední_vůle_names_whose_new_cards_the_last_move_drew(qtbot):
    """"Tvoje nové karty: Cvičiště" in the line about the last move, read by onlookers: the seat's name."""
    record = random_game("last_will", 3, 5)
    dialog = ReplayDialog(save_of(record))
    qtbot.addWidget(dialog)
    dialog.cards.setCurrentIndex(dialog.cards.findData(1))
    drew = [position for position in range(1, len(record.actions) + 1)
            if any(e.code == "you_drew" and e.params["seat"] == 1 for e in dialog.replay._events[position])]
    assert drew
    dialog.replay.step_to(drew[0])
    line = dialog.table.status_label.text()
    assert "New cards of \u25b2\u00a0Petr: " in line and "You drew" not in line, line


def laid_out_height(text: str, font, width: int) -> float:
    """The height of `text` wrapped at `width` as Qt's item views paint it (line by line, a QTextLayout)."""
    from PySide6.QtGui import QTextLayout, QTextOption

    layout = QTextLayout(text, font)
    wrap = QTextOption()
    wrap.setWrapMode(QTextOption.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(wrap)
    layout.beginLayout()
    height = 0.0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        height += line.height()
    layout.endLayout()
    return height


def family_replay(qtbot, game: str, size: tuple[int, int], names=("Jana", "Petr", "Babička")):
    """The replay of a finished four-player game of Jana, Petr, Babička (or `names`) and a computer, shown
    at `size`."""
    seats = [storage.Player(name=name, kind="human") for name in names]
    seats.append(storage.Player(name="Robot", kind="computer", level="normal"))
    dialog = ReplayDialog(storage.SaveFile(players=seats, record=random_game(game, 4, 2026), finished=True))
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog, seats


@pytest.mark.parametrize("size", [(1024, 600), (1280, 680)])
def test_every_move_shows_whole_wrapped_at_the_lists_width(qtbot, size):
    """A long move wrapped at another width than it was painted lost its last words to "…" over an
    empty line: each row is as high as its words wrapped in the room the style paints them in."""
    from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

    from boardgames_desktop.ui import i18n

    i18n.set_language("cs")  # the family's words, as long as they come (the suite's fixture sets English back)
    dialog, _ = family_replay(qtbot, "for_sale", size)
    view, model = dialog.moves, dialog.moves_model
    for position in (dialog.replay.moves // 3, dialog.replay.moves):
        dialog.replay.step_to(position)
        qtbot.wait(100)  # the list lays its rows out again a moment later
        checked = 0
        for row in range(model.rowCount()):
            rect = view.visualRect(model.index(row))
            if not rect.intersects(view.viewport().rect()):
                continue
            option = QStyleOptionViewItem()
            view.initViewItemOption(option)
            option.rect = rect
            option.text = model.text(row)
            option.features |= QStyleOptionViewItem.HasDisplay | QStyleOptionViewItem.WrapText
            room = view.style().subElementRect(QStyle.SE_ItemViewItemText, option, view)
            margin = view.style().pixelMetric(QStyle.PM_FocusFrameHMargin, option, view) + 1
            need = laid_out_height(option.text, view.font(), room.width() - 2 * margin)
            assert need <= room.height() < need + view.fontMetrics().lineSpacing(), (row, option.text, rect, need)
            below = view.visualRect(model.index(row + 1)) if row < model.rowCount() - 1 else None
            assert below is None or below.top() - rect.bottom() - 1 <= 2 * view.spacing(), (row, rect, below)
            checked += 1
        assert checked > 5


@pytest.mark.parametrize("names", [("Jana", "Petr", "Babička"), ("Kristýna", "Ondřej", "Maximilián")],
                         ids=["family", "long names"])
@pytest.mark.parametrize("size", [(1016, 560), (1024, 600), (1280, 680)])  # 1016 x 560: on a 1024 x 600 screen
@pytest.mark.parametrize("zoom", [1.0, 1.6])
def test_x_nimmt_replay_shows_its_headings_and_the_played_cards_names_whole(qtbot, size, zoom, names):
    """At 1024 x 600 the players' table read "Řada )" and the name under a played card "Babi…" (with the
    words as large as the zoom for weaker eyes makes them): every heading is as wide as its words, and
    each name has its room beside its badge; longer names ('Krist…', 'Ond…' on a 1024 x 600 screen at
    160 %) on two lines, every other one lower, each reaching under its neighbour's card."""
    from boardgames_desktop.ui import i18n, scale

    scale.set_zoom(zoom)
    from boardgames_desktop.ui.games.x_nimmt.table import XNimmtTable

    i18n.set_language("cs")
    dialog, seats = family_replay(qtbot, "x_nimmt", size, names)
    dialog.replay.step_to(dialog.replay.moves // 3)
    qtbot.wait(100)
    table = dialog.findChild(XNimmtTable)
    header = table.players_view.horizontalHeader()
    for column in range(header.count()):
        heading = table.players_model.headerData(column, Qt.Horizontal)
        assert header.sectionSizeFromContents(column).width() <= header.sectionSize(column), (heading, size)
    plays = table.plays_view
    assert plays.model.rowCount() == len(seats)
    _, labels = plays.names()  # as paintEvent paints them
    for seat, label in zip(plays.model.plays, labels):
        assert label.words == seats[seat[0]].name, (label.words, size)


@pytest.mark.parametrize("size", [(1016, 560), (1280, 680)])  # 1016 x 560: the dialog on a 1024 x 600 screen
@pytest.mark.parametrize("zoom", [1.0, 1.25, 1.6])
def test_dostihy_replay_shows_every_stables_name_whole(qtbot, size, zoom):
    """Six stables in the replay on a small screen, zoomed: Babička's stable with its rosettes read "B…"
    (a name with less room would have vanished). The layout check counts a stable's name shortened,
    so the zoomed table grows only as far as every name shows whole. At the end, the results' last row
    (a name with it) was cut under the game's picture; the races scrolled, their last column kept at
    100 px."""
    from PySide6.QtWidgets import QApplication

    from boardgames_desktop.ui import i18n, scale
    from boardgames_desktop.ui.table import layout_check

    scale.set_zoom(zoom)
    i18n.set_language("cs")
    seats = [storage.Player(name=name, kind="human") for name in ("Jana", "Petr", "Babička", "Robot", "Eva", "Ota")]
    dialog = ReplayDialog(storage.SaveFile(players=seats, record=random_game("dostihy", 6, 2026), finished=True))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for position in [14, dialog.replay.moves] + list(range(0, dialog.replay.moves, dialog.replay.moves // 8)):
        dialog.replay.step_to(position)
        for width in (size[0] - 2, size[0]):  # the table scaled afresh for this step, not kept from the last
            dialog.resize(width, size[1])
            QApplication.processEvents()
        problems = layout_check.problems(dialog.table)
        assert not problems, (position, dialog.table.scale, problems)


def test_a_stables_name_keeps_its_first_letters_where_there_is_no_room(qtbot):
    """The narrowest stable with the most money and rosettes: the rosettes' count (on the horse cards too)
    gives way, and the name is shortened to its first letters at the least, never to nothing."""
    from PySide6.QtGui import QFont

    from boardgames_desktop.rules.dostihy.view import HorseView, PlayerView
    from boardgames_desktop.ui.games.dostihy.board import StableDelegate

    class Seats:
        players = [storage.Player(name="Kristýna", kind="human")]

    delegate = StableDelegate(Seats())
    delegate.scale = 1.0
    font = delegate.name_font(QFont())
    horses = [HorseView.model_construct(id=horse, rosettes=2, pawned=False) for horse in range(1, 7)]
    player = PlayerView.model_construct(seat=0, cash=127_000, horses=horses, held=[], bankrupt=False)
    roomy = delegate.name_line(font, 400, player, False)
    assert (roomy.name, roomy.rosettes) == ("Kristýna", "×12")
    for width in (200, 150, 100):
        line = delegate.name_line(font, width, player, False)
        assert line.name == "Kristýna" or line.name.startswith("Kri") and line.name.endswith("…"), (width, line)
