"""Anti-Monopoly's "Proč to nejde?" and "Co teď můžu dělat?": every refusal code of the rules has one
sentence and a section of the rules pages; a press on a move the rules refuse (buying too dear, paying
to get out without the money, giving up a debt that can be paid) says why and plays nothing; and the
moves open now are worded, grouped, each with a reason, for every kind of action that seeded random
games offer."""

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop.rules import registry
from boardgames_desktop.rules.anti_monopoly.actions import REFUSALS, Roll
from boardgames_desktop.rules.core import IllegalAction
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.games.anti_monopoly import texts

from .conftest import make_players

RULES = Path(texts.__file__).parent / "rules"
SPEC = registry.get("anti_monopoly")


def _raised_codes() -> set[str]:
    found = set()
    for path in (Path(registry.__file__).parent / "anti_monopoly").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        found |= set(re.findall(r'IllegalAction\("(\w+)"', text))
        found |= set(re.findall(r'return "(\w+)", \{', text))  # _offer_refusal, _bankruptcy_refusal
    return found


def test_every_code_the_rules_raise_is_a_refusal_of_the_game_or_a_shared_one():
    shared = {"bad_seat", "not_your_turn", "game_over", "bad_action", "wrong_phase"}
    kit = {"cannot_afford", "already_pawned", "not_pawned"}  # core/money.py, for the titles of MONEY
    assert _raised_codes() - shared <= REFUSALS
    assert kit <= REFUSALS


@pytest.mark.parametrize("language", ["cs", "sk", "en"])
def test_every_refusal_has_one_sentence_and_a_section_of_the_rules(language):
    i18n.set_language(language)
    anchors = set(re.findall(r'<h[23] id="([\w-]+)"', (RULES / f"{language}.html").read_text(encoding="utf-8")))
    assert set(texts.REFUSAL_RULES) == REFUSALS
    for code in REFUSALS:
        params = {"space": 3, "cost": 60, "cash": 40, "amount": 200, "seat": 1, "to": 1, "owed": 300,
                  "can_raise": 500, "reason": "no_monopoly", "detail": "no title offered"}
        sentence = texts.error_text(IllegalAction(code, params))
        assert sentence and "{" not in sentence and sentence.endswith("."), (code, sentence)
        assert texts.REFUSAL_RULES[code] in anchors, code


@pytest.mark.parametrize("reason", ["not_street", "mortgaged", "no_monopoly", "city_mortgaged", "top_level",
                                    "price_war"])
def test_each_reason_a_building_cannot_go_up_has_its_own_sentence(reason):
    i18n.set_language("cs")
    sentence = texts.error_text(IllegalAction("cannot_build", {"space": 3, "reason": reason}))
    assert sentence != texts.build_refusal(None) and "{" not in sentence


def _moments(seed: int):
    """(view, legal actions) of the seat to act, along random games: a new one, one with a time
    limit, and the contract's table where everyone is broke (debts, bankruptcy, prison)."""
    for options, setup in ((None, None), ({"time_limit": 60}, None), (None, SPEC.contract_setups(4)[0])):
        state = SPEC.new_game(4, seed, options, setup)
        rng = random.Random(seed)
        for _ in range(300):
            if state.is_over:
                break
            seat = state.to_act[0]
            legal = SPEC.legal_actions(state, seat)
            yield SPEC.view(state, seat), legal
            state = SPEC.apply(state, seat, rng.choice(legal))


def test_every_kind_of_move_is_worded_with_a_reason():
    i18n.set_language("cs")
    players = make_players(4)
    seen = set()
    for seed in range(4):
        for view, legal in _moments(seed):
            lines = texts.moves_text(view, legal, players)
            assert lines and all(title and reason and "{" not in title + reason for title, reason in lines)
            assert len(lines) <= 12, "grouped in words, not one line a move"
            for kind in {action.type for action in legal}:
                alone = texts.moves_text(view, [a for a in legal if a.type == kind], players)
                assert alone and set(alone) <= set(lines), (kind, view.phase)
                seen.add(kind)
    assert seen >= {"roll", "buy", "decline", "pay_tax", "pay_to_leave", "build", "sell_building", "mortgage",
                    "redeem", "offer_trade", "accept_trade", "refuse_trade", "bankrupt", "end_turn", "end_by_time"}


def _state(**setup):
    return SPEC.new_game(3, 7, None, {"roles": ["competitor", "monopolist", "competitor"], "first_player": 0,
                                      **setup})


def test_the_moves_of_a_moment_say_the_prices_and_why():
    i18n.set_language("en")
    players = make_players(3)
    # on Corso Impero (60): buy it or not, nothing else but the titles' moves
    state = SPEC.apply(_state(dice=[1, 2], titles=[[5], [], []]), 0, Roll())
    lines = dict(texts.moves_text(SPEC.view(state, 0), SPEC.legal_actions(state, 0), players))
    assert any("€60" in title and "Via Roma" in title for title in lines), lines
    assert "Do not buy it" in lines and "no auction" in lines["Do not buy it"]
    assert any(title.startswith("Mortgage") and "€100" in title for title in lines)  # the railway, half of 200
    assert not any(title.startswith("Offer a trade") for title in lines), "trades wait until the move is done"
    # not their turn: nothing (the panel says whose turn it is)
    assert texts.moves_text(SPEC.view(state, 1), SPEC.legal_actions(state, 1) if 1 in state.to_act else [],
                            players) == []


def test_a_debt_that_can_be_paid_is_raised_not_given_up():
    i18n.set_language("en")
    players = make_players(3)
    # seat 0 with 10 € lands on seat 1's Alexanderplatz (rent 10 + houses) owning the railway to mortgage
    state = _state(dice=[3, 3], cash=[5, 1500, 1500], titles=[[25], [6], []])
    state = SPEC.apply(state, 0, Roll())
    assert state.phase == "distress"
    legal = SPEC.legal_actions(state, 0)
    titles = [title for title, _ in texts.moves_text(SPEC.view(state, 0), legal, players)]
    assert any(title.startswith("Raise") for title in titles) and "Go bankrupt" not in titles


def test_a_press_on_a_move_the_rules_refuse_says_why_and_changes_nothing(qtbot, table):
    i18n.set_language("en")
    # in a price war with 20 €: paying 50 to get out is refused, the roll for doubles is not
    setup = {"first_player": 0, "roles": ["competitor", "monopolist"], "cash": [20, 1500], "jailed": [0],
             "dice": [1, 2, 3, 5]}
    session, widget = table(n=2, setup=setup)
    leave = widget.controls.buttons["leave"]
    assert leave.isVisible() and leave.property("refused") is True
    assert widget.controls.first_control() is widget.controls.buttons["roll"], "the keys start at a move"
    qtbot.mouseClick(leave, Qt.LeftButton)
    assert "€50" in widget.error_label.text() and "€20" in widget.error_label.text()
    assert 'href="rules:anti_monopoly#mortgages"' in widget.error_label.text()
    assert session.view().players[0].jailed and len(session.save.record.actions) == 0
    # the roll for doubles is a move: 1 and 2, the first try spent
    qtbot.mouseClick(widget.controls.buttons["roll"], Qt.LeftButton)
    assert session.view().players[0].tries == 1


def test_a_title_too_dear_is_still_offered_and_says_why(qtbot, table):
    i18n.set_language("en")
    setup = {"first_player": 0, "roles": ["competitor", "monopolist"], "cash": [30, 1500], "dice": [1, 2]}
    session, widget = table(n=2, setup=setup)
    qtbot.mouseClick(widget.controls.buttons["roll"], Qt.LeftButton)  # Via Roma, 60
    buy = widget.controls.buttons["buy"]
    assert session.view().phase == "buy" and buy.isVisible() and buy.property("refused") is True
    qtbot.mouseClick(buy, Qt.LeftButton)
    assert "€60" in widget.error_label.text() and session.view().phase == "buy"
    assert widget.controls.first_control() is widget.controls.buttons["decline"]


def test_what_can_i_do_when_the_time_is_up_on_my_turn_says_the_game_ends(qtbot, table, monkeypatch):
    """The time is up and the next round begins on the person's turn: the clock ends the game before
    any move. "What can I do now?" said "It is not your turn", to the person on turn."""
    from boardgames_desktop.ui.app.session import Session
    from boardgames_desktop.ui.table.moves_panel import MovesPanel

    session, widget = table(n=2, seed=3, options={"time_limit": 45}, setup={"first_player": 0})
    session._clock.stop()  # the clock's action waits for the panel to be read
    monkeypatch.setattr(Session, "SECONDS_PER_MINUTE", 0.0)
    while True:
        if session.handover_to is not None:
            session.confirm_handover()
        if session.loop.clock_action() is not None:
            break
        legal = session.legal_actions()
        session.act(next((a for a in legal if a.type in ("decline", "end_turn", "roll", "pay_tax")), legal[0]))
    assert session.view().round == 2 and session.viewer in session.to_act and not session.is_over
    panel = MovesPanel()
    qtbot.addWidget(panel)
    panel.show_moves(session)
    assert "The time is up: the game ends now" in panel.body.text()
    assert "not your turn" not in panel.body.text()
    i18n.set_language("cs")
    try:
        panel.show_moves(session)
        assert "Čas vypršel" in panel.body.text()
    finally:
        i18n.set_language("en")
