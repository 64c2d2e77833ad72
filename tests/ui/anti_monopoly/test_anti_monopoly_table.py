"""The Anti-Monopoly table, played through its own controls: a whole game of two people and a
computer ended by a short clock, the action bar and property panel offering only legal moves with
their prices, the income tax's two amounts, a card shown big, a title card's rents, a trade answered
on the partner's own screen, the pawn's walk skipped, and the new-game dialog's roles and time limit."""

import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from boardgames_desktop.rules.anti_monopoly.actions import Build, Mortgage, OfferTrade, PayTax, Redeem, SellBuilding
from boardgames_desktop.rules import registry
from boardgames_desktop.ui.games.anti_monopoly import texts
from boardgames_desktop.ui import motion
from boardgames_desktop.ui.games.anti_monopoly.cards import TitleCard, space_details
from boardgames_desktop.ui.games.anti_monopoly.controls import BAR, PROPERTY
from boardgames_desktop.ui.app.session import Session
from boardgames_desktop.ui.widgets.players import player_name
from boardgames_desktop.ui.dialogs.new_game_dialog import NewGameDialog

from .conftest import click, do_with_controls


def _pick(legal, rng):
    """A person's move: mostly the action bar, now and then a building or a mortgage."""
    bar = [a for a in legal if any(a == action for _, action in BAR) and a.type != "bankrupt"]
    if not bar or rng.random() < 0.15:
        panel = [a for a in legal if isinstance(a, (Build, Mortgage, Redeem, SellBuilding))]
        if panel:
            return rng.choice(panel)
    buys = [a for a in bar if a.type == "buy"]
    if buys and rng.random() < 0.8:
        return buys[0]
    return rng.choice(bar or legal)


def test_a_whole_game_of_two_people_and_a_computer_ends_by_the_clock(qtbot, table, monkeypatch):
    session, widget = table(n=3, seed=5, options={"time_limit": 45, "victory": "A"}, computers=(2,))
    rng = random.Random(5)
    kinds = set()
    for _ in range(3000):
        if session.is_over:
            break
        qtbot.waitUntil(lambda: session.is_over or bool(session.legal_actions()), timeout=5000)
        if session.is_over:
            break
        # nothing is secret: no hand-over, the screen goes to whoever must act
        assert session.handover_to is None and session.viewer in session.to_act
        legal = session.legal_actions()
        assert all(a.type != "end_by_time" for a in legal), "the clock's move is nobody's button"
        action = _pick(legal, rng)
        kinds.add(action.type)
        before = len(session.save.record.actions)
        do_with_controls(qtbot, widget, action)
        assert len(session.save.record.actions) > before, "the control did not act"
        if session.view().round >= 3:
            monkeypatch.setattr(Session, "SECONDS_PER_MINUTE", 0.0)  # the short clock runs out
    qtbot.waitUntil(lambda: session.is_over, timeout=5000)
    assert {"roll", "buy", "end_turn"} <= kinds
    assert session.save.record.actions[-1][1] == {"type": "end_by_time"}
    assert any(seat == 2 for seat, _ in session.save.record.actions), "the computer played"
    view = session.view()
    assert view.end_reason == "time" and len(view.settlement) == 3
    assert widget.pages.currentIndex() == 1
    end = widget.end_page
    assert widget.results_model.rowCount() == 3
    assert end.settlement.isVisible()
    for line in view.settlement:
        assert texts.euros(line.final) in end.settlement.text()
    series = end.chart.series()
    assert len(series) == 3 and all(len(s.values) >= 3 for s in series)
    assert [s.values[0] for s in series] == [1500, 1500, 1500]
    # the results' wealth is rule 23's before the settlement, as the chart's lines end, not counting
    # the banker's rents a second time on top of the settled cash
    model = widget.results_model
    shown = {model.index(row, model.NAME).data(): model.index(row, model.WEALTH).data() for row in range(3)}
    for line in view.settlement:
        assert shown[session.players[line.seat].name] == texts.euros(line.wealth)
    for seat in session.outcome().winners:
        assert session.players[seat].name in end.title.text()


def refused(button) -> bool:
    """The button looks disabled (the rules refuse its move now) but takes a press that says why."""
    return button.isVisible() and button.isEnabled() and button.property("refused") is True


def test_the_bar_and_the_panel_show_only_legal_moves_with_their_prices(qtbot, table):
    setup = {"first_player": 0, "roles": ["competitor", "monopolist"], "titles": [[1, 3, 5], [6]], "mortgaged": [5],
             "buildings": {"1": 2}, "dice": [1, 2]}
    session, widget = table(n=2, setup=setup)
    controls = widget.controls
    view = session.view()
    visible = {name for name, _ in BAR if controls.buttons[name].isVisible()}
    assert visible == {"roll"}
    assert controls.first_control() is controls.buttons["roll"]
    assert [controls.titles.itemData(i) for i in range(controls.titles.count())] == [1, 3, 5]
    controls.titles.setCurrentIndex(0)  # Corso Impero, two houses
    space = view.spaces[1]
    assert texts.euros(space.house_price) in controls.buttons["build"].text()
    assert texts.euros(space.building_sale) in controls.buttons["sell"].text()
    assert not refused(controls.buttons["build"]) and not refused(controls.buttons["sell"])
    assert refused(controls.buttons["mortgage"]), "houses stand on it"
    click(qtbot, controls.buttons["mortgage"])
    assert widget.error_label.isVisible() and "Corso Impero" in widget.error_label.text()
    assert 'href="rules:anti_monopoly#mortgages"' in widget.error_label.text()
    assert not session.view().spaces[1].mortgaged
    controls.titles.setCurrentIndex(2)  # the airport, mortgaged
    assert not controls.buttons["build"].isVisible()
    assert not refused(controls.buttons["redeem"]) and refused(controls.buttons["mortgage"])
    assert texts.euros(view.spaces[5].redeem_cost) in controls.buttons["redeem"].text()
    click(qtbot, controls.buttons["redeem"])
    assert 5 not in session.view().players[0].titles or not session.view().spaces[5].mortgaged
    # the roll lands on Via Roma, Jana's own: nothing to buy, the turn may end
    click(qtbot, controls.buttons["roll"])
    view = session.view()
    assert view.players[0].position == 3 and view.phase == "end"
    assert {name for name, _ in BAR if controls.buttons[name].isVisible()} == {"end"}


def test_a_move_redraws_only_the_players_cards_and_lists_it_changed(qtbot, table):
    session, widget = table(n=3, setup={"first_player": 0, "titles": [[1, 3], [6], []]})
    rows, refilled = [], []
    widget.players_model.dataChanged.connect(lambda first, last: rows.append((first.row(), last.row())))
    for box in (widget.controls.partner, widget.controls.titles):
        box.model().rowsInserted.connect(lambda *_, name=box.objectName(): refilled.append(name))
    widget.controls.choose_title(3)
    do_with_controls(qtbot, widget, Mortgage(space=3))
    assert session.view().spaces[3].mortgaged
    assert rows == [(0, 0)]  # Jana's cash and mortgages; Petr's and Babička's cards stay as painted
    assert set(refilled) == {"titles"}  # the title now says it is mortgaged; the partners are the same
    assert widget.controls.chosen_title() == 3
    assert "(" in widget.controls.titles.currentText()


def test_the_income_tax_shows_both_amounts(qtbot, table):
    session, widget = table(n=2, setup={"first_player": 0, "dice": [1, 3], "cash": [1000, 1500]})
    click(qtbot, widget.controls.buttons["roll"])
    view = session.view()
    assert view.phase == "tax"
    flat, percent = view.tax
    assert texts.euros(flat) in widget.controls.buttons["tax_flat"].text()
    assert texts.euros(percent) in widget.controls.buttons["tax_percent"].text()
    assert texts.euros(percent) in widget.controls.hint_label.text()
    do_with_controls(qtbot, widget, PayTax(choice="percent"))
    assert session.view().players[0].cash == 1000 - percent


def test_a_card_drawn_is_shown_big_until_read(qtbot, table):
    session, widget = table(n=2, setup={"first_player": 0, "roles": ["competitor", "monopolist"], "dice": [1, 1, 3, 4],
                                        "competitor_cards": ["c_customers_return"]})
    click(qtbot, widget.controls.buttons["roll"])  # 1 + 1: the card space, doubles
    assert widget.drawn_card.isVisible()
    assert widget.drawn_card.title_label.text() == texts.card_title("c_customers_return")
    assert texts.euros(50) in widget.drawn_card.effect_label.text()
    assert "Jana" in widget.drawn_card.who_label.text()
    qtbot.keyClick(widget.drawn_card.ok_button, Qt.Key_Return)
    assert not widget.drawn_card.isVisible()
    assert session.view().players[0].cash == 1550


def test_a_title_card_shows_both_roles_rents_and_highlights_the_current_one(qtbot, table):
    session, widget = table(n=2, setup={"roles": ["competitor", "monopolist"], "titles": [[3], [37, 39]],
                                        "buildings": {"39": 2}})
    view = session.view()
    html = space_details(view.spaces[39], view, session.players)
    for rent in view.spaces[39].rents_competitor + view.spaces[39].rents_monopolist:
        assert texts.euros(rent) in html
    highlighted = html.split("#ffe27a")[1]
    assert texts.euros(view.spaces[39].rent) in highlighted.split("</tr>")[0]  # the monopolist's, 2 houses
    assert texts.translate("AntiMonopolyCards", "Mortgage: {value}; redeem: {cost}.").format(
        value=texts.euros(view.spaces[39].mortgage_value), cost=texts.euros(view.spaces[39].redeem_cost)) in html
    # opened by a click on the board's space, or Enter on it
    shown = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        shown.append(dialog)
        dialog.reject()

    QTimer.singleShot(50, look)
    widget.board.setFocus()
    qtbot.keyClick(widget.board, Qt.Key_Up)  # from START up to the last space
    assert widget.board.focused_space == 39
    qtbot.keyClick(widget.board, Qt.Key_Return)
    assert shown and isinstance(shown[0], TitleCard) and "Syntagma" in shown[0].windowTitle()


def test_a_trade_is_answered_on_the_partners_own_screen(qtbot, table):
    session, widget = table(n=3, setup={"first_player": 0, "titles": [[1], [3], []]})
    widget._act(OfferTrade(to=1, give=(1,), take=(3,)))
    # nothing to hide: the screen goes to the partner at once, with their answer
    assert session.handover_to is None and session.viewer == 1
    assert widget.controls.buttons["accept"].isVisible() and widget.controls.buttons["refuse"].isVisible()
    assert "Corso Impero" in widget.controls.hint_label.text() and "Via Roma" in widget.controls.hint_label.text()
    click(qtbot, widget.controls.buttons["accept"])
    view = session.view()
    assert view.players[0].titles == [3] and view.players[1].titles == [1]
    assert session.viewer == 0


def test_the_trade_dialog_makes_the_offer(qtbot, table):
    session, widget = table(n=2, setup={"first_player": 0, "titles": [[1], [3]]})

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        mine, theirs = dialog.sides
        mine.model.setData(mine.model.index(0), Qt.Checked, Qt.CheckStateRole)
        theirs.money.setValue(100)
        dialog.accept()

    QTimer.singleShot(50, fill)
    assert widget.controls.trade_button.isVisible()
    click(qtbot, widget.controls.trade_button)
    view = session.view()
    assert view.phase == "offer" and view.offer.give == [1] and view.offer.ask == 100 and view.offer.pay == 0


def test_the_pawns_walk_is_skipped_with_escape(qtbot, table, monkeypatch):
    monkeypatch.setattr(motion, "off", False)
    session, widget = table(n=2, setup={"first_player": 0, "dice": [3, 4]})
    click(qtbot, widget.controls.buttons["roll"])
    assert widget.animation.running
    assert not widget.controls.buttons["roll"].isVisible(), "no buttons while the move plays"
    qtbot.keyClick(widget, Qt.Key_Escape)
    assert not widget.animation.running
    assert widget.board.pawns[0].pos() == widget.board._slot(7, 0, 1)


def test_the_new_game_dialog_offers_roles_per_seat_and_a_time_limit(qtbot):
    dialog = NewGameDialog(registry.get("anti_monopoly"))
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    limit = dialog._option_widgets["time_limit"]
    assert [limit.itemData(i) for i in range(limit.count())] == [None, 45, 60, 90]
    limit.setCurrentIndex(limit.findData(60))
    roles = dialog._option_widgets["roles"]
    assert dialog.options()["roles"] is None  # dealt at random
    roles.setCurrentIndex(1)
    seats = dialog._seat_options["roles"]
    assert [combo.isVisibleTo(dialog) for combo in seats[:4]] == [True, True, True, False]
    for combo in seats[:3]:
        combo.setCurrentIndex(combo.findData("competitor"))
    dialog.accept()
    assert dialog.result() != QDialog.Accepted and dialog.problem.isVisibleTo(dialog)
    assert "one player at most" in dialog.problem.text()
    seats[1].setCurrentIndex(seats[1].findData("monopolist"))
    assert dialog.options() == {"victory": "B", "time_limit": 60, "roles": ["competitor", "monopolist", "competitor"]}


@pytest.mark.parametrize("seconds_per_minute", [0.0])
def test_the_clock_ends_the_game_at_the_start_of_a_round(qtbot, table, monkeypatch, seconds_per_minute):
    session, widget = table(n=2, seed=3, options={"time_limit": 45}, setup={"first_player": 0})
    assert widget.clock_label.isVisible() and "45:00" in widget.clock_label.text() or "44:5" in widget.clock_label.text()
    monkeypatch.setattr(Session, "SECONDS_PER_MINUTE", seconds_per_minute)
    assert session.time_left() == 0
    assert session.legal_actions() and not session.is_over, "the clock's move waits for round 2"
    while session.view().round < 2:
        legal = session.legal_actions()
        action = next((a for a in legal if a.type in ("decline", "end_turn", "roll", "pay_tax")), legal[0])
        do_with_controls(qtbot, widget, action)
    qtbot.waitUntil(lambda: session.is_over, timeout=2000)
    assert session.save.record.actions[-1][1] == {"type": "end_by_time"}
    assert session.save.played_seconds >= 0


def test_the_time_played_is_saved_and_counts_on_after_loading(qtbot, table):
    session, widget = table(n=2, options={"time_limit": 45})
    qtbot.wait(60)
    session.act(session.legal_actions()[0])  # a move: autosaved with the seconds played so far
    session.stop()
    played = session.save.played_seconds
    assert played >= 0.05
    loaded = Session(session.save)
    assert loaded.played_seconds() >= played
    assert 45 * 60 - played - 1 < loaded.time_left() <= 45 * 60 - played
    loaded.stop()
    untimed = Session.new("anti_monopoly", session.players, 1)
    assert untimed.time_left() is None  # no limit, no clock
    untimed.stop()


def test_in_distress_the_keys_start_at_the_titles_never_at_giving_up(qtbot, table):
    setup = {"first_player": 0, "dice": [4, 4], "cash": [5, 1500], "titles": [[1, 3], [8]],
             "roles": ["competitor", "monopolist"]}
    session, widget = table(n=2, setup=setup)
    click(qtbot, widget.controls.buttons["roll"])  # Kurfürstendamm: rent the cash cannot pay
    view = session.view()
    assert view.phase == "distress"
    assert refused(widget.controls.buttons["bankrupt"])  # the debt can be paid (rule 22)
    click(qtbot, widget.controls.buttons["bankrupt"])
    assert "#debts" in widget.error_label.text() and not session.view().players[0].bankrupt
    assert widget.controls.first_control() is widget.controls.titles
    assert texts.euros(view.debts[0].owed) in widget.controls.hint_label.text()
    do_with_controls(qtbot, widget, Mortgage(space=1))
    do_with_controls(qtbot, widget, Mortgage(space=3))
    assert session.view().phase != "distress"


def test_while_the_pawn_walks_the_keys_stay_on_the_board_not_the_logs_filter(qtbot, monkeypatch):
    """The roll button goes while the move plays: the focus must not pass on to the next widget in
    the window (the log's filter box, where an arrow key would filter the log)."""
    from boardgames_desktop.ui.app.main_window import MainWindow

    from .conftest import make_players

    monkeypatch.setattr(motion, "off", False)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1180, 760)
    with qtbot.waitExposed(window):
        window.show()
    session = Session.new("anti_monopoly", make_players(2), 7)
    window.start(session)
    session.confirm_handover()
    widget = window.game_page.table
    widget.activateWindow()
    qtbot.waitUntil(lambda: widget.controls.buttons["roll"].hasFocus())
    qtbot.keyClick(widget.controls.buttons["roll"], Qt.Key_Space)
    assert widget.animation.running
    assert QApplication.focusWidget() is widget.board
    qtbot.keyClick(widget, Qt.Key_Escape)
    assert not widget.animation.running


def test_a_card_the_computer_drew_tells_of_the_computer_not_to_you(qtbot, table):
    session, widget = table(n=2, computers=(1,), setup={
        "first_player": 1, "roles": ["competitor", "monopolist"], "dice": [3, 4], "monopolist_cards": ["m_subsidy"]})
    session.computer_pause_ms = 3000  # the card stays up until the computer's next move
    qtbot.waitUntil(widget.drawn_card.isVisible)
    effect = widget.drawn_card.effect_label.text()
    assert effect == texts.card_effect("m_subsidy", player_name(session.players, 1))
    assert "Petr" in effect and effect != texts.card_effect("m_subsidy")


def test_a_player_card_says_what_its_wealth_counts(qtbot, table):
    """The card's wealth is rule 23's (cash and the rents the titles would bring): its tooltip says so,
    since it drops when a title is bought."""
    from PySide6.QtCore import Qt as QtRoles

    _, widget = table(n=2)
    model = widget.players_model
    tip = model.data(model.index(0), QtRoles.ToolTipRole)
    assert texts.euros(1500) in tip and texts.end_note()[:40] in tip


def test_the_trade_partners_read_as_a_trade_with_someone(qtbot, table):
    """"Komu: Máma" beside "Nabídnout obchod…" was a bare question word: each partner reads
    "Obchod s: Máma", the name in the nominative."""
    from boardgames_desktop.ui import i18n

    i18n.set_language("cs")
    try:
        session, widget = table(n=3, computers=(1, 2), setup={"first_player": 0})  # one person: one proposer
        partners = [widget.controls.partner.itemText(i) for i in range(widget.controls.partner.count())]
    finally:
        i18n.set_language("en")
    assert len(partners) == 2 and all(text.startswith("Obchod s: ") for text in partners), partners
    assert any(text.endswith("Petr") for text in partners), partners


def test_a_hint_points_at_its_button_and_chooses_its_title(qtbot, table):
    """Poradit: the table points at the advised move, as in the other games: the bar's button in focus,
    or the title chosen in the property panel and its button in focus, or the partner of a trade."""
    setup = {"first_player": 0, "roles": ["competitor", "monopolist"], "titles": [[1, 3, 5], [6]], "mortgaged": [5],
             "buildings": {"1": 2}, "dice": [1, 2]}
    session, widget = table(n=2, setup=setup)
    controls = widget.controls
    legal = session.legal_actions()
    for action in (Redeem(space=5), SellBuilding(space=1), Build(space=1)):
        assert action in legal
        widget.show_hint(action)
        assert controls.chosen_title() == action.space
        name = next(name for name, kind in PROPERTY if isinstance(action, kind))
        assert widget.focusWidget() is controls.buttons[name], name
    widget.show_hint(next(a for a in legal if a.type == "roll"))
    assert widget.focusWidget() is controls.buttons["roll"]
    offer = next(a for a in legal if isinstance(a, OfferTrade))
    widget.show_hint(offer)
    assert controls.partner.currentData() == (0, offer.to) and widget.focusWidget() is controls.trade_button
    assert session.view() is not None and session.legal_actions() == legal  # pointed at, nothing played


def test_a_cards_result_is_told_once_the_pawn_stands_on_the_card_space(qtbot, monkeypatch):
    """While the pawn walks to the card space, the log and the players' cash still say nothing of the
    card; once it arrives (or the walk is skipped) both tell it, and the card is shown."""
    from boardgames_desktop.ui.games.anti_monopoly.models import PlayerRole
    from boardgames_desktop.ui.app.main_window import MainWindow
    from boardgames_desktop.ui.widgets.players import player_name

    from .conftest import make_players

    monkeypatch.setattr(motion, "off", False)
    setup = {"first_player": 0, "roles": ["competitor", "monopolist"], "dice": [1, 1, 3, 4],
             "competitor_cards": ["c_customers_return"]}
    session = Session.new("anti_monopoly", make_players(2), 7)
    record = session.save.record.model_copy(update={"setup": setup})
    session.stop()
    session = Session(session.save.model_copy(update={"record": record}))
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 680)
    with qtbot.waitExposed(window):
        window.show()
    window.start(session)
    session.confirm_handover()
    widget = window.game_page.table
    log = window.game_page.log_model
    lines = log.rowCount()
    cash = widget.players_model.index(0, 0).data(PlayerRole).cash
    click(qtbot, widget.controls.buttons["roll"])  # 1 + 1: the card space
    assert widget.animation.running and session.view().players[0].cash == 1550
    assert log.rowCount() == lines, "the log waits for the pawn"
    assert widget.players_model.index(0, 0).data(PlayerRole).cash == cash == 1500, "so does the cash"
    assert not widget.drawn_card.isVisible()
    qtbot.waitUntil(lambda: not widget.animation.running, timeout=10000)
    told = [log.index(row).data() for row in range(lines, log.rowCount())]
    assert any(texts.euros(50) in line for line in told), told
    assert widget.players_model.index(0, 0).data(PlayerRole).cash == 1550
    assert widget.drawn_card.isVisible() and player_name(session.players, 0) in widget.drawn_card.who_label.text()


def _answer_dialog(answer) -> None:
    """Answer the next modal dialog with `answer(dialog)` once it is open."""
    def attempt() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, attempt)
        else:
            answer(dialog)
    QTimer.singleShot(20, attempt)


def test_rule_22_bankruptcy_is_offered_last_only_when_nothing_can_pay_and_asks_first(qtbot, table):
    setup = {"first_player": 0, "dice": [4, 4], "cash": [5, 1500], "titles": [[], [8]], "buildings": {"8": 4},
             "roles": ["competitor", "monopolist"]}
    session, widget = table(n=2, setup=setup)
    click(qtbot, widget.controls.buttons["roll"])  # a hotel's rent, and nothing to sell or mortgage
    controls = widget.controls
    assert session.view().phase == "distress" and controls.buttons["bankrupt"].isVisible()
    assert controls.first_control() is not controls.buttons["bankrupt"]
    below = [controls.trade_button, controls.property_panel]
    assert all(controls.buttons["bankrupt"].y() > widget_.y() for widget_ in below if widget_.isVisible())
    _answer_dialog(lambda box: next(b for b in box.buttons() if b.text() == "Back").click())
    click(qtbot, controls.buttons["bankrupt"])
    assert not session.view().players[0].bankrupt  # Back: nothing happened
    _answer_dialog(lambda box: next(b for b in box.buttons() if b.text() == "Go bankrupt").click())
    click(qtbot, controls.buttons["bankrupt"])
    assert session.view().players[0].bankrupt


def test_rule_21_any_person_may_offer_a_trade_when_it_is_not_their_turn(qtbot, table):
    session, widget = table(n=3, setup={"first_player": 0, "titles": [[1], [3], [6]]})
    controls = widget.controls
    pairs = [tuple(controls.partner.itemData(i)) for i in range(controls.partner.count())]
    assert pairs == [(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)]  # who offers to whom, the one on turn first
    assert controls.partner.currentText() == "\u25cf\u00a0Jana offers \u25b2\u00a0Petr"
    controls.partner.setCurrentIndex(pairs.index((2, 1)))

    def fill(dialog) -> None:
        mine, theirs = dialog.sides
        mine.model.setData(mine.model.index(0), Qt.Checked, Qt.CheckStateRole)
        theirs.model.setData(theirs.model.index(0), Qt.Checked, Qt.CheckStateRole)
        dialog.accept()

    _answer_dialog(fill)
    click(qtbot, controls.trade_button)
    view = session.view()
    assert view.phase == "offer" and view.offer.proposer == 2 and view.offer.partner == 1
    assert session.viewer == 1  # the partner answers on their own screen
    click(qtbot, controls.buttons["accept"])
    assert session.view().players[2].titles == [3] and session.view().current == 0


def test_rule_7_after_doubles_the_turn_may_end_without_the_extra_roll(qtbot, table):
    session, widget = table(n=2, setup={"first_player": 0, "dice": [3, 3]})
    click(qtbot, widget.controls.buttons["roll"])  # doubles, to a street for sale
    click(qtbot, widget.controls.buttons["decline"])
    view = session.view()
    assert view.phase == "roll" and view.extra_roll
    assert widget.controls.buttons["roll"].isVisible() and widget.controls.buttons["end"].isVisible()
    click(qtbot, widget.controls.buttons["end"])
    assert session.view().current == 1


def test_end_and_count_asks_every_person_and_ranks_by_wealth(qtbot, table):
    session, widget = table(n=3, computers=(2,), setup={"first_player": 0})
    controls = widget.controls
    assert controls.agree_button.isVisible()

    def half(dialog) -> None:
        dialog.boxes[0].setChecked(True)
        assert not dialog.ok.isEnabled()  # Petr has not agreed yet
        dialog.reject()

    _answer_dialog(half)
    click(qtbot, controls.agree_button)
    assert not session.is_over

    def everyone(dialog) -> None:
        for box in dialog.boxes:
            box.setChecked(True)
        assert dialog.ok.isEnabled()
        dialog.ok.click()

    _answer_dialog(everyone)
    click(qtbot, controls.agree_button)
    assert session.is_over and session.view().end_reason == "agreement"
    assert session.save.record.actions[-1][1] == {"type": "end_by_agreement"}


def test_end_and_count_is_not_offered_with_a_clock(qtbot, table):
    session, widget = table(n=2, options={"time_limit": 45})
    assert not widget.controls.agree_button.isVisible()


def test_a_press_where_the_buttons_stand_while_the_pawn_walks_ends_the_walk(qtbot, table, monkeypatch):
    """The buttons go while the move plays; a press where they stood was dropped without a word and
    the walk went on. It ends the walk at once, as a press on the board does, and the buttons are
    back; the press itself plays nothing."""
    monkeypatch.setattr(motion, "off", False)
    session, widget = table(n=2, setup={"first_player": 0, "dice": [3, 4]})
    roll = widget.controls.buttons["roll"]
    where = roll.mapTo(widget, roll.rect().center())
    click(qtbot, roll)
    actions = len(session.save.record.actions)
    assert widget.animation.running and not roll.isVisible()
    under = widget.childAt(where)
    assert under is widget.board.viewport()  # the middle of the board, in its scene
    qtbot.mouseClick(under, Qt.LeftButton, pos=under.mapFrom(widget, where))
    assert not widget.animation.running
    assert widget.board.pawns[0].pos() == widget.board._slot(7, 0, 1)
    assert len(session.save.record.actions) == actions
    assert any(widget.controls.buttons[name].isVisible() for name in widget.controls.buttons)
