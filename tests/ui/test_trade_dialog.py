"""The trade dialog: each side's properties and money, OK only for a valid offer, and its result."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester
from PySide6.QtWidgets import QLabel

from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.widgets.players import TOKENS
from boardgames_desktop.ui.dialogs.trade_dialog import (
    AssetsModel, Gives, TradeAsset, TradeDialog, TradeOffer, TradeSide,
)

OFFERING = TradeSide(0, "<b>Máma</b>", TOKENS[0].colour, TOKENS[0].symbol, 500,
                     (TradeAsset(1, "Via Roma"), TradeAsset(6, "Alexanderplatz", note="mortgaged")))
OTHER = TradeSide(2, "Děda", TOKENS[2].colour, TOKENS[2].symbol, 90, (TradeAsset(12, "Elektrárna"),))


@pytest.fixture
def dialog(qtbot):
    widget = TradeDialog(OFFERING, OTHER, money=lambda amount: f"{amount} €")
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def tick(panel, row):
    panel.model.setData(panel.model.index(row), Qt.Checked.value, Qt.CheckStateRole)


def test_the_assets_model_passes_qts_model_tester(qtlog):
    model = AssetsModel(OFFERING.assets)
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Warning)
    assert model.setData(model.index(1), Qt.Checked, Qt.CheckStateRole)
    assert model.index(1).data(Qt.CheckStateRole) == Qt.Checked
    assert not model.setData(model.index(0), "x", Qt.EditRole)
    assert model.chosen() == (6,)
    assert model.index(1).data() == "Alexanderplatz (mortgaged)"
    assert [r for r in qtlog.records if "QAbstractItemModelTester" in r.message or "FAIL" in r.message] == []


def test_ok_waits_for_a_valid_offer(dialog):
    mine, theirs = dialog.sides
    assert not dialog.ok_button.isEnabled() and dialog.offer() is None
    mine.money.setValue(100)
    assert not dialog.ok_button.isEnabled()  # money alone is a loan
    assert "money alone" in dialog.status.text()
    tick(theirs, 0)
    assert dialog.ok_button.isEnabled()
    theirs.money.setValue(10)
    assert not dialog.ok_button.isEnabled()  # money goes one way
    theirs.money.setValue(0)
    assert dialog.offer() == TradeOffer(Gives(0, (), 100), Gives(2, (12,), 0))
    assert dialog.status.text() == "<b>Máma</b> gives 100 €. Děda gives Elektrárna."


def test_money_is_bounded_by_each_sides_cash(dialog):
    mine, theirs = dialog.sides
    assert (mine.money.maximum(), theirs.money.maximum()) == (500, 90)
    theirs.money.setValue(1000)
    assert theirs.money.value() == 90


def test_the_keyboard_ticks_and_offers(dialog, qtbot):
    mine, theirs = dialog.sides
    mine.list.setFocus()
    mine.list.setCurrentIndex(mine.model.index(0))
    qtbot.keyClick(mine.list, Qt.Key_Space)
    assert mine.model.chosen() == (1,)
    qtbot.keyClick(mine.list, Qt.Key_Down)
    qtbot.keyClick(mine.list, Qt.Key_Space)
    assert mine.model.chosen() == (1, 6)
    theirs.money.setFocus()
    qtbot.keyClicks(theirs.money, "50")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(theirs.money, Qt.Key_Return)
    assert dialog.offer() == TradeOffer(Gives(0, (1, 6), 0), Gives(2, (), 50))


def test_names_are_plain_text_and_the_words_are_translated(dialog):
    i18n.set_language("cs")
    labels = [label for label in dialog.findChildren(QLabel) if "<b>" in label.text()]
    assert labels and all(label.textFormat() == Qt.PlainText for label in labels)
    assert dialog.ok_button.text() == "Nabídnout obchod"
    assert dialog.sides[1].title.text() == "Děda dává:"
