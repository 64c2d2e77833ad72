"""The Dostihy a sázky table, played only through its own controls: whole games, the betting limits,
distress and trades, the dice, errors, fitting beside the log and the language switch."""

import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt, QTranslator

from boardgames_desktop import storage
from boardgames_desktop.rules.dostihy.actions import Answer, Buy, DeclareBankruptcy, Enter, Offer, SellToBank
from boardgames_desktop.ui.game_folders import table_for
from boardgames_desktop.ui.games.dostihy import texts
from boardgames_desktop.ui.games.dostihy.table import DostihyTable
from boardgames_desktop.ui import motion
from boardgames_desktop.ui.app.session import Session

from .conftest import choose, click, do_with_controls, pick

OLD_SAVES = Path(__file__).parents[2] / "rules" / "dostihy" / "fixtures"  # made under rules_version 1


@pytest.mark.parametrize("players, seed", [(2, 11), (3, 5), (6, 8)])
def test_a_whole_game_through_the_tables_controls(qtbot, table, players, seed):
    session, widget = table(n=players, seed=seed)
    rng = random.Random(seed)
    phases, cards_shown = set(), 0
    for _ in range(3000):
        if session.is_over:
            break
        # everything is public: no hand-over, the screen goes to whoever must act
        assert session.handover_to is None and session.viewer in session.to_act
        cards_shown += widget.chance_panel.isVisible()
        view = session.view()
        phases.add(view.phase)
        legal = session.legal_actions()
        assert widget.controls.isVisible()
        before = len(session.save.record.actions)
        do_with_controls(qtbot, widget, pick(legal, rng))
        assert len(session.save.record.actions) == before + 1, "the control did not act"
    assert session.is_over
    assert {"roll", "challenge", "answer", "match"} <= phases
    assert cards_shown > 0
    widget.chance_panel.close_panel()
    assert widget.pages.currentIndex() == 1
    outcome = session.outcome()
    assert widget.results_model.rowCount() == players
    for seat in outcome.winners:
        assert session.players[seat].name in widget.end_page.title.text()


def test_the_betting_panel_offers_every_legal_entry_and_answer_and_says_why_not_of_the_others(qtbot, table):
    session, widget = table(n=3, seed=4, setup={"dice": ["money"], "first_player": 0, "horses": [[12], [1, 2], []],
                                                "cash": [9000, 4000, 30000]})
    click(qtbot, widget.controls.roll_button)
    assert session.view().phase == "challenge"
    for entered in (0, 2000):
        legal = session.legal_actions()
        enters = {(a.runner, a.opponent, a.stake) for a in legal if isinstance(a, Enter)}
        offered = set()
        for r in range(widget.controls.enter_runner.count()):
            widget.controls.enter_runner.setCurrentIndex(r)
            for o in range(widget.controls.enter_opponent.count()):
                widget.controls.enter_opponent.setCurrentIndex(o)
                for s in range(widget.controls.enter_stake.count()):
                    offered.add((widget.controls.enter_runner.currentData(), widget.controls.enter_opponent.currentData(),
                                 widget.controls.enter_stake.itemData(s)))
        assert enters <= offered  # every legal entry can be made; the others are refused in words (issue 33)
        stakes_against_petr = sorted(s for r, o, s in enters if o == 1)
        # Petr has only 4,000: the stakes against him stop at what is left of it
        assert stakes_against_petr[-1] == 4000 - entered
        assert max(s for _, _, s in enters) <= 9000  # Jana's own cash
        choose(widget.controls.enter_runner, widget.controls.enter_runner.itemData(0))
        choose(widget.controls.enter_opponent, 1)
        assert f"{4000 - entered:,}" in widget.controls.enter_limits.text()
        choose(widget.controls.enter_stake, 2000)
        click(qtbot, widget.controls.enter_button)
    click(qtbot, widget.controls.send_button)
    legal = session.legal_actions()
    answers = {(a.runner, a.stake) for a in legal if isinstance(a, Answer)}
    offered = set()
    for r in range(widget.controls.answer_runner.count()):
        widget.controls.answer_runner.setCurrentIndex(r)
        if widget.controls.answer_runner.currentData() in {runner for runner, _ in answers}:
            offered |= {(widget.controls.answer_runner.currentData(), stake)
                        for stake in stepped_through(widget.controls.answer_stake)}
    assert offered == answers  # the arrows stop only at the stakes allowed
    # double would be 4,000, but Petr's 4,000 must also cover the second race against him
    assert {stake for _, stake in offered} == {2000}
    assert widget.controls.answer_limits.text() == "Match 2,000 crowns; you cannot raise."
    click(qtbot, widget.controls.answer_button)
    assert session.view().challenge.races[0].answer_stake == 2000


def stepped_through(spin) -> list[int]:
    """Every sum the arrows of a stake spin box stop at, from its lowest up."""
    spin.stepBy(-10_000)
    seen = [spin.value()]
    while True:
        spin.stepBy(1)
        if spin.value() == seen[-1]:
            return seen
        seen.append(spin.value())


def test_a_raise_goes_to_exactly_double_and_a_typed_sum_is_checked(qtbot, table):
    """Issue 11: 7,000 may be raised to any thousand up to 14,000, not only to 10,000."""
    session, widget = table(n=2, seed=4, setup={"dice": ["money"], "first_player": 0})
    session.confirm_handover()
    click(qtbot, widget.controls.roll_button)
    choose(widget.controls.enter_stake, 7000)
    click(qtbot, widget.controls.enter_button)
    click(qtbot, widget.controls.send_button)
    session.confirm_handover()  # Petr answers
    spin = widget.controls.answer_stake
    assert stepped_through(spin) == list(range(7000, 14001, 1000))
    assert widget.controls.answer_limits.text() == "Match 7,000 crowns or raise up to 14,000 crowns."
    spin.setValue(7000)
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key_Up)
    qtbot.keyClick(spin, Qt.Key_PageUp)  # ten steps on, held at the double
    assert spin.value() == 14000 and spin.text() == "14,000 crowns"
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "9500")
    click(qtbot, widget.controls.answer_button)  # not confirmed with Enter: the sum typed counts
    assert widget.error_label.text().startswith("Raise in steps of 1,000 crowns: stakes are whole thousands.")
    assert session.view().phase == "answer"
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "13000")
    click(qtbot, widget.controls.answer_button)
    assert session.view().challenge.races[0].answer_stake == 13000


def test_a_game_saved_under_the_first_rules_plays_on_by_them_at_the_table(qtbot):
    """Issue 11: a save made before the rules changed opens, its answer steps only through the
    stakes of its rules (7,000 to 10,000 for a race of 6,000, not every thousand up to 12,000),
    and it is saved again under its own rules_version."""
    loaded = storage.load(OLD_SAVES / "four_players_answering.json")
    humans = [player.model_copy(update={"kind": "human", "level": None}) for player in loaded.save_file.players]
    session = Session(loaded.save_file.model_copy(update={"players": humans}))
    widget = table_for(session)
    qtbot.addWidget(widget)
    widget.resize(900, 715)
    widget.show()
    session.confirm_handover()  # the fourth player answers a race of 6,000
    assert stepped_through(widget.controls.answer_stake) == [6000, 7000, 8000, 9000, 10000]
    widget.controls.answer_stake.setValue(10000)
    click(qtbot, widget.controls.answer_button)
    assert session.view().rules_version == 1 and session.view().challenge.races[0].answer_stake == 10000
    session.flush_autosave()
    saved = storage.load(storage.latest_autosave())
    assert saved.save_file.record.rules_version == 1 and saved.state.challenge.races[0].answer_stake == 10000


def test_distress_pawn_offer_refused_sale_to_the_bank(qtbot, table):
    session, widget = table(n=2, seed=1, setup={"chance": ["fine"], "dice": ["question"], "first_player": 0, "cash": [500, 30000],
                                                "horses": [[1, 12], []]})
    click(qtbot, widget.controls.roll_button)
    assert widget.chance_panel.isVisible()
    assert widget.chance_panel.title_label.text() == "A fine"
    click(qtbot, widget.chance_panel.ok_button)
    view = session.view()
    assert view.phase == "distress" and view.distress.owed == 1000
    assert "1,000" in widget.hint_label.text()
    before = len(session.save.record.actions)
    click(qtbot, widget.controls.bankrupt_button)  # not while a horse can still be pawned: said, not done
    assert len(session.save.record.actions) == before
    assert widget.error_label.isVisible()
    assert widget.error_label.text().startswith("Declare bankruptcy only when no horse of yours is left unpawned")
    offer = next(a for a in session.legal_actions() if isinstance(a, Offer) and a.horse == 12)
    do_with_controls(qtbot, widget, offer)
    assert session.viewer == 1  # Petr decides, on the screen handed to him at once
    assert widget.controls.accept_button.isVisible() and widget.controls.refuse_button.isVisible()
    assert "Jana" in widget.hint_label.text()
    click(qtbot, widget.controls.refuse_button)
    do_with_controls(qtbot, widget, SellToBank(horse=12))
    view = session.view()
    assert view.distress is None
    assert [h.id for h in view.players[0].horses] == [1]
    assert view.players[0].cash == 500 + 3750 - 1000


def test_bankruptcy_through_its_button(qtbot, table):
    session, widget = table(n=2, seed=1, setup={"chance": ["fine"], "dice": ["question"], "first_player": 0, "cash": [0, 30000],
                                                "horses": [[1], []], "pawned": [1]})
    click(qtbot, widget.controls.roll_button)
    widget.chance_panel.close_panel()
    legal = session.legal_actions()
    assert DeclareBankruptcy() in legal and not any(isinstance(a, SellToBank) for a in legal)
    click(qtbot, widget.controls.distress_sell)  # the bank does not buy a pawned horse, and says so
    assert widget.error_label.text().startswith("The bank does not buy a pawned horse like Little Owl")
    assert not session.is_over
    click(qtbot, widget.controls.bankrupt_button)
    assert session.is_over
    assert widget.pages.currentIndex() == 1
    assert "Petr" in widget.end_page.title.text()


def test_the_dice_roll_and_can_be_skipped(qtbot, table, monkeypatch):
    monkeypatch.setattr(motion, "off", False)
    session, widget = table(n=2, seed=3, setup={"dice": ["horse"], "first_player": 0})
    click(qtbot, widget.controls.roll_button)
    assert widget.animation.running
    assert not widget.controls.isVisible()  # nothing to click until the die has settled
    qtbot.keyClick(widget, Qt.Key_Escape)
    assert not widget.animation.running
    assert widget.dice_box.symbol == "horse"
    assert widget.controls.isVisible() and widget.controls.buy_button.isVisible()
    do_with_controls(qtbot, widget, next(a for a in session.legal_actions() if isinstance(a, Buy)))


def test_the_dice_settle_by_themselves(qtbot, table, monkeypatch):
    monkeypatch.setattr(motion, "off", False)
    session, widget = table(n=2, seed=3, setup={"dice": ["question"], "first_player": 0})
    click(qtbot, widget.controls.roll_button)
    assert widget.animation.running and not widget.chance_panel.isVisible()
    qtbot.waitUntil(lambda: not widget.animation.running, timeout=5000)
    assert widget.chance_panel.isVisible()  # the card drawn is shown once the die has settled
    qtbot.keyClick(widget.chance_panel.ok_button, Qt.Key_Return)
    assert not widget.chance_panel.isVisible()


def test_an_illegal_move_is_told_beside_the_controls(qtbot, table):
    session, widget = table(n=2, seed=1)
    assert not session.act(Buy(horse=1))
    assert widget.error_label.isVisible()
    assert widget.error_label.text() == "That is not possible right now."


def test_the_keyboard_rolls_and_chooses(qtbot, table):
    session, widget = table(n=2, seed=2, setup={"dice": ["star"], "first_player": 0})
    assert widget.focusProxy() is widget.controls.roll_button
    qtbot.keyClick(widget.focusWidget(), Qt.Key_Space)
    assert session.view().phase == "choose"
    assert widget.focusProxy() in widget.controls.choose_buttons.values()
    qtbot.keyClick(widget.focusWidget(), Qt.Key_Space)
    assert session.view().chosen == "horse"


def contained(outer: QRect, inner: QRect) -> bool:
    return outer.contains(inner.topLeft()) and outer.contains(inner.bottomRight())


@pytest.mark.parametrize("players", [2, 6])
def test_everything_fits_in_the_window_beside_the_log(qtbot, table, players):
    horses = [[1, 2, 11, 18, 3, 4, 12] if seat == 0 else [5 + seat] for seat in range(players)]
    session, widget = table(size=(900, 715), n=players, seed=2, setup={"dice": ["money"], "first_player": 0, "horses": horses})
    click(qtbot, widget.controls.roll_button)
    QCoreApplication.sendPostedEvents()  # the layouts settle
    page = widget.rect()
    for piece in (widget.stables_view, widget.side_panel, widget.status_label, widget.controls.enter_button,
                  widget.controls.send_button, widget.controls.enter_stake):
        rect = QRect(piece.mapTo(widget, piece.rect().topLeft()), piece.size())
        assert contained(page, rect), piece.objectName()
    viewport = widget.stables_view.viewport().rect()
    for seat in range(players):
        assert contained(viewport, widget.stables_view.visualRect(widget.stables_model.index(seat)))


def test_the_language_switch_re_reads_every_text(qtbot, table, tmp_path):
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    lrelease = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("no lrelease to build a translation")
    session, widget = table()
    ts = tmp_path / "t.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="cs">
<context><name>DostihyControls</name>
<message><source>Roll the die</source><translation>Hodit kostkou</translation></message></context>
<context><name>DostihyModels</name>
<message><source>Stakes</source><translation>Sázky</translation></message></context>
</TS>""", encoding="utf-8")
    subprocess.run([lrelease, str(ts), "-qm", str(tmp_path / "t.qm")], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "t.qm"))
    app = QCoreApplication.instance()
    app.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: widget.controls.roll_button.text() == "Hodit kostkou")
        assert widget.races_model.headerData(3, Qt.Horizontal) == "Sázky"
    finally:
        app.removeTranslator(translator)
    qtbot.waitUntil(lambda: widget.controls.roll_button.text() == "Roll the die")


def test_table_for_chooses_the_dostihy_table(table):
    _, widget = table()
    assert isinstance(widget, DostihyTable)
    widget.changeEvent(QEvent(QEvent.LanguageChange))
    assert widget.controls.roll_button.text() == "Roll the die"


def test_a_challenge_is_entered_and_sent_with_the_keyboard_alone(qtbot, table):
    session, widget = table(n=2, seed=2, setup={"dice": ["money"], "first_player": 0, "horses": [[12], [1]]})
    qtbot.keyClick(widget.focusWidget(), Qt.Key_Space)  # roll
    assert session.view().phase == "challenge"
    assert widget.focusWidget() is widget.controls.enter_runner
    qtbot.keyClick(widget.controls.enter_runner, Qt.Key_Down)  # the second runner
    runner = widget.controls.enter_runner.currentData()
    qtbot.keyClick(widget.focusWidget(), Qt.Key_Tab)
    assert widget.focusWidget() is widget.controls.enter_opponent
    qtbot.keyClick(widget.focusWidget(), Qt.Key_Tab)
    assert widget.focusWidget() is widget.controls.enter_stake
    qtbot.keyClick(widget.controls.enter_stake, Qt.Key_Down)
    qtbot.keyClick(widget.controls.enter_stake, Qt.Key_Down)
    assert widget.controls.enter_stake.currentData() == 3000
    qtbot.keyClick(widget.focusWidget(), Qt.Key_Tab)
    assert widget.focusWidget() is widget.controls.enter_button
    qtbot.keyClick(widget.controls.enter_button, Qt.Key_Space)
    race = session.view().challenge.races[0]
    assert (race.runner, race.opponent, race.stake) == (runner, 1, 3000)
    assert widget.focusWidget() is widget.controls.enter_runner  # ready for the next race
    for _ in range(4):
        qtbot.keyClick(widget.focusWidget(), Qt.Key_Tab)
    assert widget.focusWidget() is widget.controls.send_button
    qtbot.keyClick(widget.controls.send_button, Qt.Key_Return)
    assert session.view().phase == "answer"


def test_each_race_is_resolved_visibly_and_the_rolls_can_be_skipped(qtbot, table, monkeypatch):
    session, widget = table(n=2, seed=2, setup={"dice": ["money", 2, 2, 6, 1], "first_player": 0})
    click(qtbot, widget.controls.roll_button)
    do_with_controls(qtbot, widget, Enter(runner="stable", opponent=1, stake=1000))
    click(qtbot, widget.controls.send_button)
    do_with_controls(qtbot, widget, Answer(runner="stable", stake=2000))
    assert "1,000 crowns" in widget.hint_label.text()  # the raise to match
    monkeypatch.setattr(motion, "off", False)
    click(qtbot, widget.controls.match_button)
    assert widget.animation.running
    assert widget.races_model.index(0, widget.races_model.WINNER).data() == ""  # not yet
    qtbot.keyClick(widget, Qt.Key_Escape)
    assert not widget.animation.running
    race = session.view().challenge.races[0]
    assert race.rolls == [[2, 2], [6, 1]]  # a tie, rolled again
    assert widget.races_model.index(0, widget.races_model.WINNER).data() == "Jana"
    assert "tie" in widget.races_model.index(0, widget.races_model.ROLLS).data()
    assert widget.dice_box.points == (6, 1)


def test_the_card_that_ends_the_game_is_told_on_the_end_page_not_over_it(qtbot, table):
    session, widget = table(n=2, seed=12)
    rng = random.Random(12)
    while not session.is_over:
        if session.handover_to is not None:
            session.confirm_handover()
        session.act(pick(session.legal_actions(), rng))
    last = session.last_events()
    assert [e.code for e in last][-1] == "game_over" and any(e.code == "chance_drawn" for e in last)
    assert widget.pages.currentIndex() == 1
    assert not widget.chance_panel.isVisible()
    drawn = next(e for e in last if e.code == "chance_drawn")
    assert widget.end_page.line.isVisible()
    assert texts.card_title(drawn.params["card"]) in widget.end_page.line.text()


def tried(qtbot, session, widget, button, sentence: str) -> None:
    """A click the rules refuse: nothing is done, and the error line names the rule."""
    before = len(session.save.record.actions)
    click(qtbot, button)
    assert len(session.save.record.actions) == before
    assert widget.error_label.isVisible() and widget.error_label.text().startswith(sentence), widget.error_label.text()


def test_a_dear_horse_and_a_horse_pawned_this_turn_are_refused_in_words(qtbot, table):
    """Issue 33: what the rules refuse is tried with the table's own controls and told in words,
    nothing done: buying back a horse pawned this turn, buying a horse dearer than one's cash."""
    session, widget = table(n=2, seed=1, setup={"dice": ["horse"], "first_player": 0, "cash": [3000, 30000],
                                                "horses": [[1], []]})
    choose(widget.controls.pawn_combo, 1)
    click(qtbot, widget.controls.pawn_button)
    choose(widget.controls.redeem_combo, 1)
    tried(qtbot, session, widget, widget.controls.redeem_button, "Little Owl was pawned or bought back this turn already")
    assert 'href="rules:dostihy#program-turn"' in widget.error_label.text()
    click(qtbot, widget.controls.roll_button)
    choose(widget.controls.buy_combo, 18)
    tried(qtbot, session, widget, widget.controls.buy_button, "That costs 10,000 crowns and you have 4,250 crowns")
    choose(widget.controls.buy_combo, 2)
    click(qtbot, widget.controls.buy_button)
    assert [h.id for h in session.view().players[0].horses] == [1, 2]


def test_money_after_a_star_when_nobody_can_race_is_refused_in_words(qtbot, table):
    session, widget = table(n=2, seed=1, setup={"dice": ["star"], "first_player": 0, "cash": [500, 30000]})
    click(qtbot, widget.controls.roll_button)
    tried(qtbot, session, widget, widget.controls.choose_buttons["money"], "Nobody can race now")


def test_an_empty_challenge_a_runner_sent_twice_and_a_raise_over_double_are_refused_in_words(qtbot, table):
    session, widget = table(n=2, seed=4, setup={"dice": ["money"], "first_player": 0})
    click(qtbot, widget.controls.roll_button)
    tried(qtbot, session, widget, widget.controls.send_button, "Money means racing")
    choose(widget.controls.enter_runner, "stable")
    choose(widget.controls.enter_stake, 7000)
    click(qtbot, widget.controls.enter_button)
    choose(widget.controls.enter_runner, "stable")
    tried(qtbot, session, widget, widget.controls.enter_button, "The stable runs already")
    click(qtbot, widget.controls.send_button)
    spin = widget.controls.answer_stake
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "20000")
    tried(qtbot, session, widget, widget.controls.answer_button, "Raise at most to 14,000 crowns")


def test_an_offer_too_dear_for_the_buyer_or_at_a_refused_price_is_refused_in_words(qtbot, table):
    session, widget = table(n=3, seed=1, setup={"chance": ["fine"], "dice": ["question"], "first_player": 0,
                                                "cash": [500, 30000, 3000], "horses": [[1, 12], [], []]})
    click(qtbot, widget.controls.roll_button)
    click(qtbot, widget.chance_panel.ok_button)
    controls = widget.controls
    choose(controls.distress_horse, 12)
    choose(controls.offer_buyer, 2)  # Babička has 3,000: the list still offers up to 10,000
    choose(controls.offer_price, 5000)
    tried(qtbot, session, widget, controls.offer_button, "The buyer has only 3,000 crowns")
    choose(controls.offer_buyer, 1)
    click(qtbot, controls.offer_button)
    click(qtbot, controls.refuse_button)  # Petr says no, on his screen
    choose(controls.distress_horse, 12)
    choose(controls.offer_buyer, 1)
    choose(controls.offer_price, 5000)
    tried(qtbot, session, widget, controls.offer_button, "That player refused Spark at 5,000 crowns already")


def words_span(view, index) -> tuple[int, int]:
    """Where the words of `index` are painted in `view`, left and right, as the style aligns them in
    the cell's room for words (a style sheet's padding taken off)."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = view.visualRect(index)
    option.text = index.data()
    option.features |= QStyleOptionViewItem.HasDisplay
    if index.data(Qt.DecorationRole) is not None:
        option.features |= QStyleOptionViewItem.HasDecoration
        option.decorationSize = view.iconSize()
    room = view.style().subElementRect(QStyle.SE_ItemViewItemText, option, view)
    width = QFontMetrics(view.font()).horizontalAdvance(option.text)
    align = index.data(Qt.TextAlignmentRole) or Qt.AlignLeft
    left = room.right() - width if Qt.AlignmentFlag(int(align)) & Qt.AlignRight else room.left()
    return left, left + width


def test_the_results_columns_words_stand_apart(qtbot, table):
    """The money, right-aligned, ran into the horses beside it ('16 500 8 koní')."""
    session, widget = table(n=3, seed=5, size=(1180, 700))
    rng = random.Random(5)
    while not session.is_over:
        session.act(pick(session.legal_actions(), rng))
    widget.chance_panel.close_panel()
    view, model = widget.end_page.results_view, widget.results_model
    qtbot.waitUntil(lambda: view.isVisible() and view.columnWidth(model.HORSES) > 0)
    widget.end_page.fit()
    for row in range(model.rowCount()):
        spans = [words_span(view, model.index(row, column)) for column in range(model.columnCount())
                 if model.index(row, column).data()]
        for (_, right), (left, _) in zip(spans, spans[1:]):
            assert left - right >= 12, (row, spans)


def test_a_narrow_stable_on_turn_shows_its_name_whole_rather_than_the_turns_mark():
    """In a replay at 1024 x 600 the stable on turn read '▶ Ja…'."""
    from PySide6.QtGui import QFont, QFontMetrics

    from boardgames_desktop.ui.games.dostihy.board import turn_marked

    metrics = QFontMetrics(QFont())
    name = "Jana"
    just = metrics.horizontalAdvance(name) + 1
    assert turn_marked(name, True, metrics, just) == name
    assert turn_marked(name, True, metrics, just + metrics.horizontalAdvance("\u25b6 ")) == "\u25b6 " + name
    assert turn_marked(name, False, metrics, 1000) == name


def test_an_offer_nobody_can_pay_for_is_reached_by_keyboard_and_says_why(qtbot, table):
    """Jiskra's lowest price is more than Petr has: Make the offer was truly disabled, so Tab went past
    it and nobody heard why. It looks unavailable (and a screen reader hears so), Tab reaches it,
    Space says why and nothing is offered."""
    session, widget = table(n=2, seed=1, setup={"chance": ["fine"], "dice": ["question"], "first_player": 0,
                                                "cash": [500, 600], "horses": [[1, 12], []]})
    click(qtbot, widget.controls.roll_button)
    click(qtbot, widget.chance_panel.ok_button)
    controls = widget.controls
    choose(controls.distress_horse, 12)
    button = controls.offer_button
    assert button.isVisible() and button.isEnabled() and button.property("refused")
    assert button.accessibleDescription() == "Not possible now: press to see why."
    before = list(session.save.record.actions)
    controls.offer_buyer.setFocus(Qt.TabFocusReason)
    for _ in range(4):
        if button.hasFocus():
            break
        qtbot.keyClick(widget.focusWidget(), Qt.Key_Tab)
    assert button.hasFocus()
    qtbot.keyClick(button, Qt.Key_Space)
    assert widget.error_label.text().startswith("The buyer has only 600 crowns")
    assert session.save.record.actions == before and session.view().phase == "distress"
    choose(controls.distress_horse, 1)  # Kulíšek from 500: an offer Petr can pay
    assert not button.property("refused") and not button.accessibleDescription()
