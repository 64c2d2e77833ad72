"""Every game's tutorial on the real table (pytest-qt), in the window at 1280 x 680: headless games
that together meet every card (tutorial_runs.covering) are played again step by step on a
TutorialSession and its game page. The same cards come up in the same order (the session feeds its
guide as play_through does), and each card up is on show inside the table, beside the control it
points at, which the table's control(name) gives, visible, and which the card does not cover; nor
a card to read shown big over the table; at the end, neither who won nor the results."""

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QWidget

from boardgames_desktop import storage
from boardgames_desktop.ui import motion, tutorials
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.app.tutorial_session import TutorialSession
from boardgames_desktop.ui.app.tutorial_start import attach
from boardgames_desktop.ui.table.tutorial_overlay import TutorialOverlay, beside, pointed_rect, shown_big, shown_rect, united
from boardgames_desktop.ui.widgets.players import TOKENS

from tutorial_runs import GAMES, covering

SIZE = (1280, 680)
NEVER = 600_000  # ms: the computers wait; the test plays their moves of the headless game


def learner_and_computers(tutorial) -> list:
    return [storage.Player(name="Jana" if seat == tutorial.learner else f"Computer {seat + 1}",
                           kind="human" if seat == tutorial.learner else "computer",
                           level=None if seat == tutorial.learner else tutorial.level(seat),
                           colour=TOKENS[seat].colour, symbol=TOKENS[seat].symbol)
            for seat in range(tutorial.players)]


def open_tutorial(qtbot, game: str, players=None, size=SIZE):
    tutorial = tutorials.tutorial(game)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    session = TutorialSession.new_tutorial(game, tutorial, players or learner_and_computers(tutorial))
    session.computer_pause_ms = NEVER
    window.start(session)
    attach(window, session)
    return window, session, window.game_page.findChild(TutorialOverlay)


def check_card_on_show(qtbot, window, session, overlay, note=True) -> None:
    card, page, table = session.guide.card, window.game_page, window.game_page.table
    words = tutorials.card_text(session.game, card)
    qtbot.waitUntil(lambda: overlay.card.isVisible() and overlay.card.text.text() == words, timeout=2000)
    area = QRect(table.mapTo(page, table.rect().topLeft()), table.size())
    assert area.contains(overlay.card.geometry()), card.id
    for face in shown_big(table):  # a chance card drawn, a round's scores, shown big
        assert not overlay.card.geometry().intersects(face.translated(area.topLeft())), card.id
    if session.is_over:  # the end card covers neither who won nor the results
        end = table.end_page
        assert end.isVisible() and end.title.text(), card.id
        for part in (end.title, end.tie_label, end.line, end.results_view, *([end.note] if note else [])):
            if part.isVisible():
                rect = shown_rect(table, part).translated(area.topLeft())
                assert not overlay.card.geometry().intersects(rect), (card.id, part.objectName() or part.text())
    if card.points_at is None:
        return
    assert hasattr(table, "control"), "the table resolves no names: it needs control(name)"
    target = pointed_rect(table, card.points_at)
    assert target is not None, f"{card.id}: {card.points_at} is not there to see"
    assert overlay.pointer.isVisible()
    assert not overlay.card.geometry().intersects(target.translated(area.topLeft())), card.id


@pytest.mark.parametrize("game", GAMES)
def test_every_card_is_on_show_beside_the_control_it_points_at(qtbot, monkeypatch, game):
    monkeypatch.setattr(motion, "off", True)
    for run in covering(game):
        window, session, overlay = open_tutorial(qtbot, game)
        learner, shown = session.tutorial.learner, []

        def look():
            card = session.guide.card
            if card is not None and (not shown or shown[-1] != card.id):
                shown.append(card.id)
                check_card_on_show(qtbot, window, session, overlay)

        look()
        for seat, action in run.steps:
            if seat == learner:
                assert session.act(action)  # as a click
            else:
                assert session.play_step((seat, action))  # a card read, or the computer's move
            look()
        assert shown == run.shown
        assert session.is_over  # its last card was checked over the end page
        window.close_game()


@pytest.mark.parametrize("game, size", [("for_sale", (1024, 600)), ("x_nimmt", (1024, 600)), ("dostihy", (1016, 560))])
def test_in_a_small_window_every_card_finds_room(qtbot, monkeypatch, game, size):
    """Where no place is free, what the card would cover moves aside: the end page's words move up (the
    card under the note about coins at 1024 x 600), a round's scores up, a chance card shown big down
    (1016 x 560); where that is not room enough, the card waits till the card shown big is read."""
    monkeypatch.setattr(motion, "off", True)
    run = covering(game)[0]
    window, session, overlay = open_tutorial(qtbot, game, size=size)
    shown = []
    for seat, action in run.steps:
        assert session.act(action) if seat == session.tutorial.learner else session.play_step((seat, action))
        card = session.guide.card
        if card is not None and (not shown or shown[-1] != card.id):
            shown.append(card.id)
            words = tutorials.card_text(game, card)
            try:
                qtbot.waitUntil(lambda: overlay.card.isVisible() and overlay.card.text.text() == words, timeout=500)
            except qtbot.TimeoutError:  # no room: the card waits till the card shown big is read
                table = window.game_page.table
                big = [cover for cover in table.findChildren(QWidget, options=Qt.FindDirectChildrenOnly)
                       if cover.isVisible() and cover.geometry() == table.rect()]
                assert big and not overlay.card.isVisible(), card.id
                qtbot.keyClick(big[0], Qt.Key_Escape)
            check_card_on_show(qtbot, window, session, overlay)
    assert session.is_over and shown
    window.close_game()


def test_where_nothing_is_free_the_card_covers_the_note_rather_than_who_won():
    """A 1024 x 600 end page: 115 px above the headline, 107 px under the note, a card 118 px high."""
    area = QRect(0, 0, 763, 512)
    title, results, note = QRect(40, 125, 671, 25), QRect(40, 160, 671, 215), QRect(40, 385, 671, 15)
    place = beside(None, [QSize(363, 175), QSize(690, 118)], area, [title, results], [note])
    assert area.contains(place) and not place.intersects(title) and not place.intersects(results)
    assert place.intersects(note)


@pytest.mark.parametrize("language, size", [("en", (1024, 600)), ("cs", (1280, 680))])
def test_anti_monopolys_middle_has_the_room_its_controls_need_at_every_card(qtbot, monkeypatch, language, size):
    """The board's middle is short: squeezed, its rows of buttons touched (a price war, the build and
    mortgage buttons; English at 1024 x 600, 5 px short)."""
    from boardgames_desktop.ui import i18n

    monkeypatch.setattr(motion, "off", True)
    i18n.set_language(language)
    run = covering("anti_monopoly")[0]
    window, session, overlay = open_tutorial(qtbot, "anti_monopoly", size=size)
    board = window.game_page.table.board
    for seat, action in run.steps:
        assert session.act(action) if seat == session.tutorial.learner else session.play_step((seat, action))
        middle = board.centre_widget
        if session.is_over or not middle.isVisible():
            continue
        room = board.mapFromScene(board.centre.rest()).boundingRect()
        need = middle.layout().totalHeightForWidth(room.width())
        assert need <= room.height(), (session.guide.card and session.guide.card.id, need, room.height())
    window.close_game()


def test_the_cards_link_into_the_rules_grows_with_the_card(qtbot, monkeypatch):
    """At 1920 x 1080 the card's words grow with the table's scale; its link was hidden when the card
    was restyled (the first card has no rule) and stayed at its size at scale 1."""
    monkeypatch.setattr(motion, "off", True)
    run = covering("for_sale")[0]
    window, session, overlay = open_tutorial(qtbot, "for_sale", size=(1920, 1080))
    card = overlay.card
    for seat, action in run.steps:
        if card.rules.isVisible():
            break
        assert session.act(action) if seat == session.tutorial.learner else session.play_step((seat, action))
        qtbot.wait(1)
    qtbot.waitUntil(card.rules.isVisible)
    assert window.game_page.table.scale > 1.2
    assert card.heading.font().pixelSize() > 13
    assert card.rules.font().pixelSize() == card.heading.font().pixelSize()  # both 13 px at scale 1
    window.close_game()


@pytest.mark.parametrize("game, size, card_id", [("last_will", SIZE, "day_plan"),
                                                  ("anti_monopoly", (1920, 1080), "buy")])
def test_a_card_leaves_in_sight_what_its_moment_needs_where_it_has_room(qtbot, monkeypatch, game, size, card_id):
    """Poslední vůle's card on the day plans covered the offer under them; Anti-Monopoly's on buying,
    at 1920 x 1080, a column of the board's spaces beside the middle (the table's needed(name))."""
    monkeypatch.setattr(motion, "off", True)
    window, session, overlay = open_tutorial(qtbot, game, size=size)
    table, page = window.game_page.table, window.game_page
    for seat, action in covering(game)[0].steps:
        card = session.guide.card
        if card is not None and card.id == card_id:
            break
        assert session.act(action) if seat == session.tutorial.learner else session.play_step((seat, action))
    check_card_on_show(qtbot, window, session, overlay)
    origin = table.mapTo(page, table.rect().topLeft())
    needed = table.needed(card.points_at)
    assert needed
    for part in needed:
        rect = united(table, [part]) if isinstance(part, QWidget) else part
        assert not overlay.card.geometry().intersects(rect.translated(origin)), (card.id, rect)
    window.close_game()
