"""The Poslední vůle table, played only through its own widgets and the keyboard: a whole game of
two people and a computer through the window, hand-overs that show nothing private, the choices
narrowed to a card, the end ranking scored line by line, and every phase's bar."""

import random

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop import storage
from boardgames_desktop.rules.last_will.data import PROPERTY_BONUS
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.games.last_will import texts
from boardgames_desktop.ui.app.main_window import MainWindow
from boardgames_desktop.ui.widgets.players import TOKENS
from boardgames_desktop.ui.app.session import Session

from bot_threads import person_to_move
from screen_scan import private_shown

PEOPLE = [("Máma", "human", None), ("Robot", "computer", "normal"), ("Děda", "human", None)]


def players():
    return [storage.Player(name=name, kind=kind, level=level, colour=TOKENS[seat].colour, symbol=TOKENS[seat].symbol)
            for seat, (name, kind, level) in enumerate(PEOPLE)]


@pytest.fixture
def window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1180, 760)
    window.show()
    qtbot.waitExposed(window)
    return window


def start(window, seed: int, setup: dict | None = None) -> Session:
    session = Session.new("last_will", players(), seed)
    if setup is not None:
        record = session.save.record.model_copy(update={"setup": setup})
        session = Session(session.save.model_copy(update={"record": record}))
    session.computer_pause_ms = 0
    window.start(session)
    return session


def choose_with_keys(qtbot, table, rng) -> bool:
    """One move by keys alone: sometimes a card of the hand picked with the arrows and Enter (the list
    then holds only its choices), then a choice picked with Down and done with Enter, or the turn ended.
    Whether the list was narrowed to a card (its "All choices" button shown)."""
    narrowed = False
    if table.hand_view.isVisible() and table.hand_view.hand() and rng.random() < 0.4:
        qtbot.keyClick(table.hand_view, Qt.Key_Home)
        for _ in range(rng.randrange(len(table.hand_view.hand()))):
            qtbot.keyClick(table.hand_view, Qt.Key_Right)
        qtbot.keyClick(table.hand_view, Qt.Key_Return)
        narrowed = table.all_button.isVisible()
    if table.end_button.isVisible() and (not table.choices.isVisible() or rng.random() < 0.35):
        qtbot.keyClick(table.end_button, Qt.Key_Return)
        return narrowed
    assert table.choices.isVisible() and table.choices.count() > 0
    qtbot.keyClick(table.choices, Qt.Key_Home)
    for _ in range(rng.randrange(min(table.choices.count(), 6))):
        qtbot.keyClick(table.choices, Qt.Key_Down)
    qtbot.keyClick(table.choices, Qt.Key_Return)
    return narrowed


def test_a_whole_game_of_two_people_and_a_computer_by_keys(qtbot, window):
    session = start(window, seed=7)
    table, page = window.game_page.table, window.game_page
    rng = random.Random(7)
    handovers, phases, narrowed = 0, set(), 0
    for _ in range(4000):
        if session.is_over:
            break
        if page.look_card.isVisible():  # cards drawn, looked at
            page.look_card.button.click()
            continue
        if page.handover.isVisible():
            if handovers % 4 == 0:
                assert not private_shown(window, session)
            assert not table.hand_view.isVisible() and not table.choices.isVisible()
            handovers += 1
            qtbot.keyClick(page.handover.button, Qt.Key_Return)
            continue
        seat = person_to_move(session)  # after the computers: the same game every run
        before = len(session.save.record.actions)
        if seat is None or session.players[seat].kind == "computer":
            qtbot.waitUntil(lambda: len(session.save.record.actions) > before or page.handover.isVisible()
                            or page.look_card.isVisible()
                            or session.is_over, timeout=10000)
            continue
        view = session.view()
        phases.add(view.phase)
        assert view.seat == seat and table.hand_box.isVisible()
        assert table.hint_label.text()
        narrowed += choose_with_keys(qtbot, table, rng)
        assert len(session.save.record.actions) == before + 1, "the keys did not act"
    assert session.is_over
    assert narrowed > 0, "a card picked with the keys never narrowed the list to its choices"
    assert {"keep", "plan", "errands", "actions"} <= phases
    assert handovers > 10
    assert table.pages.currentIndex() == 1
    outcome, view = session.outcome(), session.public_view()
    model = table.results_model
    assert model.rowCount() == 3
    for row, seat in enumerate(seat for seats in outcome.ranking for seat in seats):
        assert model.index(row, model.TOTAL).data() == texts.pounds(outcome.scores[seat])
        lines = model.index(row, model.PROPERTIES).data().split("\n")
        owned = [b for b in view.players[seat].board if b.value is not None]
        assert len(lines) == max(1, len(owned))
        for line, laid in zip(lines, owned):
            assert line.endswith(f"{laid.value} + {PROPERTY_BONUS}")
    winner = session.players[outcome.winners[0]].name
    assert winner in table.end_page.title.text()


def test_a_card_clicked_narrows_the_choices_to_it_and_all_choices_brings_them_back(qtbot, window):
    session = start(window, seed=3, setup={"hands": [["H01", "P01", "P02"], ["H02", "P03", "P04"],
                                                     ["H03", "P05", "P06"]], "start_player": 0})
    window.game_page.handover.button.click()
    table = window.game_page.table
    assert session.view().phase == "keep"
    everything = table.choices.count()
    assert everything == 3
    qtbot.keyClick(table.hand_view, Qt.Key_End)
    qtbot.keyClick(table.hand_view, Qt.Key_Return)
    assert table.choices.count() == 1
    assert table.choices.itemText(0) == texts.action_text(session.legal_actions()[-1], session.view())
    assert table.all_button.isVisible()
    qtbot.keyClick(table.all_button, Qt.Key_Return)
    assert table.choices.count() == everything and not table.all_button.isVisible()


def test_every_phase_says_what_to_do_and_the_table_speaks_czech(qtbot, window):
    i18n.set_language("cs")
    session = start(window, seed=5)
    table, page = window.game_page.table, window.game_page
    rng = random.Random(5)
    hints = {}
    while session.public_view().round < 2 and not session.is_over:
        if page.look_card.isVisible():  # cards drawn, looked at
            page.look_card.button.click()
            continue
        if page.handover.isVisible():
            page.handover.button.click()
            continue
        seat = person_to_move(session)  # after the computers: the same game every run
        if seat is None or session.players[seat].kind == "computer":
            before = len(session.save.record.actions)
            qtbot.waitUntil(lambda: len(session.save.record.actions) > before or page.handover.isVisible()
                            or page.look_card.isVisible())
            continue
        view = session.view()
        hints.setdefault(view.phase if view.declaring is None else "draw", table.hint_label.text())
        choose_with_keys(qtbot, table, rng)
    assert {"keep", "plan", "draw", "errands", "actions"} <= set(hints)
    assert table.phase_label.text().startswith("Kolo 2 ze 7")
    assert hints["keep"].startswith("Nechat si můžeš 2 karty")
    assert hints["plan"].startswith("Vyber si plán dne")
    assert hints["draw"].startswith("Urči, z kterého balíčku")
    assert hints["errands"].startswith("Pošli poslíčka")
    assert hints["actions"].startswith("Zbývá: ")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 680), (1920, 1080)])
def test_the_cards_drawn_are_looked_at_beside_the_hand_with_the_table_in_view(qtbot, window, size):
    """The look card stood over the day plans: it stands where the moves are chosen (nothing to choose
    while the person looks), over none of the day plans, the boards, the last move's words or the hand."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication

    i18n.set_language("cs")
    window.resize(*size)
    session = start(window, 3)
    page, rng = window.game_page, random.Random(3)
    for _ in range(300):
        if session.looking is not None:
            break
        session.confirm_handover()
        if person_to_move(session) is not None:
            session.act(rng.choice(session.legal_actions()))
        else:
            qtbot.waitUntil(lambda: person_to_move(session) is not None or session.handover_to is not None
                            or session.looking is not None)
    assert session.looking is not None
    QApplication.processEvents()
    table, card = page.table, page.look_card
    assert card.isVisible()
    on_page = QRect(card.mapTo(window, card.rect().topLeft()), card.size())
    for part in (table.centre, table.boards, table.status, table.hand_view):
        assert part.isVisible()
        seen = QRect(part.mapTo(window, part.rect().topLeft()), part.size())
        assert not on_page.intersects(seen), (part, seen, on_page)
    bar = QRect(table.bar.mapTo(window, table.bar.rect().topLeft()), table.bar.size())
    assert bar.contains(on_page), (bar, on_page)
    assert card.text.height() >= card.text.heightForWidth(card.text.width())  # every word shown
