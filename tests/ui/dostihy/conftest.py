"""Helpers for the Dostihy a sázky table tests: sessions (with a setup script), views along a game,
instant dice, and acting through the table's own controls."""

import random

import pytest
import shiboken6
from PySide6.QtCore import Qt

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.dostihy.actions import (
    AcceptOffer, Answer, Buy, ChooseSymbol, DeclareBankruptcy, Enter, Match, Offer, Pawn, Redeem, RefuseOffer,
    ReturnHorse, Roll, SellToBank, Send, SkipBuy,
)
from boardgames_desktop.ui.game_folders import table_for
from boardgames_desktop.ui import motion
from boardgames_desktop.ui.app.session import Session

PEOPLE = [("Jana", "#0072B2", "\u25cf"), ("Petr", "#D55E00", "\u25b2"), ("Babička", "#009E73", "\u25a0"),
          ("Děda", "#CC79A7", "\u25c6"), ("Eva", "#E69F00", "\u2605"), ("Honza", "#56B4E9", "\u2665")]


def make_players(n=3):
    return [storage.Player(name=name, kind="human", colour=colour, symbol=symbol)
            for name, colour, symbol in PEOPLE[:n]]


@pytest.fixture(autouse=True)
def instant_dice(monkeypatch):
    monkeypatch.setattr(motion, "off", True)


@pytest.fixture
def new_session():
    def make(n=3, seed=7, setup=None):
        session = Session.new("dostihy", make_players(n), seed)
        if setup is not None:  # the same game with a scripted chance deck and dice, through the save's setup
            record = session.save.record.model_copy(update={"setup": setup})
            session = Session(session.save.model_copy(update={"record": record}))
        return session

    return make


@pytest.fixture
def table(qtbot, new_session):
    made = []

    def make(size=(900, 715), **kwargs):
        session = new_session(**kwargs)
        widget = table_for(session)
        made.append(widget)
        widget.resize(*size)
        with qtbot.waitActive(widget):
            widget.show()
            widget.activateWindow()
        return session, widget

    yield make
    # Deleted here, whole: a table left to the garbage collector may be half taken apart (its Python
    # side cleared) while Qt still sends its error line's events to it.
    for widget in made:
        widget.close()
        shiboken6.delete(widget)


def views_of_a_game(n=3, seed=3):
    """Views along one random game (short challenges), public and for each seat."""
    spec = registry.get("dostihy")
    rng = random.Random(seed)
    state = spec.new_game(n, seed)
    seen = []
    while True:
        seen.append([spec.view(state, seat) for seat in [None, *range(n)]])
        if state.is_over:
            break
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        sends = [a for a in legal if isinstance(a, Send)]
        state = spec.apply(state, seat, sends[0] if sends and rng.random() < 0.6 else rng.choice(legal))
    return seen, make_players(n), spec.outcome(state)


def choose(combo, value) -> None:
    at = combo.findData(value)
    assert at >= 0, (combo.objectName(), value, [combo.itemData(i) for i in range(combo.count())])
    combo.setCurrentIndex(at)


def click(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.LeftButton)


def pick(legal, rng):
    """A random legal action, with challenges kept short and offers rare, so that games end."""
    sends = [a for a in legal if isinstance(a, Send)]
    if sends and rng.random() < 0.6:
        return sends[0]
    kinds = list(dict.fromkeys(type(a) for a in legal))
    if Offer in kinds and len(kinds) > 1 and rng.random() < 0.8:
        kinds.remove(Offer)
    kind = rng.choice(kinds)
    return rng.choice([a for a in legal if isinstance(a, kind)])


def do_with_controls(qtbot, widget, action) -> None:
    """Make `action` with the table's combo boxes and buttons, as a person would."""
    if widget.chance_panel.isVisible():
        click(qtbot, widget.chance_panel.ok_button)
    phase = widget.session.view().phase
    if isinstance(action, Roll):
        click(qtbot, widget.controls.roll_button)
    elif isinstance(action, Pawn) and phase == "roll":
        choose(widget.controls.pawn_combo, action.horse)
        click(qtbot, widget.controls.pawn_button)
    elif isinstance(action, Redeem):
        choose(widget.controls.redeem_combo, action.horse)
        click(qtbot, widget.controls.redeem_button)
    elif isinstance(action, ChooseSymbol):
        click(qtbot, widget.controls.choose_buttons[action.symbol])
    elif isinstance(action, Buy):
        choose(widget.controls.buy_combo, action.horse)
        click(qtbot, widget.controls.buy_button)
    elif isinstance(action, SkipBuy):
        click(qtbot, widget.controls.skip_buy_button)
    elif isinstance(action, ReturnHorse):
        choose(widget.controls.colic_combo, action.horse)
        click(qtbot, widget.controls.colic_button)
    elif isinstance(action, Enter):
        choose(widget.controls.enter_runner, action.runner)
        choose(widget.controls.enter_opponent, action.opponent)
        choose(widget.controls.enter_stake, action.stake)
        click(qtbot, widget.controls.enter_button)
    elif isinstance(action, Send):
        click(qtbot, widget.controls.send_button)
    elif isinstance(action, Answer):
        choose(widget.controls.answer_runner, action.runner)
        widget.controls.answer_stake.setValue(action.stake)
        click(qtbot, widget.controls.answer_button)
    elif isinstance(action, Match):
        click(qtbot, widget.controls.match_button)
    elif isinstance(action, Pawn):
        choose(widget.controls.distress_horse, action.horse)
        click(qtbot, widget.controls.distress_pawn)
    elif isinstance(action, SellToBank):
        choose(widget.controls.distress_horse, action.horse)
        click(qtbot, widget.controls.distress_sell)
    elif isinstance(action, Offer):
        choose(widget.controls.distress_horse, action.horse)
        choose(widget.controls.offer_buyer, action.to)
        choose(widget.controls.offer_price, action.price)
        click(qtbot, widget.controls.offer_button)
    elif isinstance(action, DeclareBankruptcy):
        click(qtbot, widget.controls.bankrupt_button)
    elif isinstance(action, AcceptOffer):
        click(qtbot, widget.controls.accept_button)
    elif isinstance(action, RefuseOffer):
        click(qtbot, widget.controls.refuse_button)
    else:
        raise AssertionError(action)
