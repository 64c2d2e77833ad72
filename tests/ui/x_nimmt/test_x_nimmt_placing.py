"""The placing is read from the events alone, and the moments it shows agree with the engine's views."""

import random

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop.rules import registry
from boardgames_desktop.rules.x_nimmt.actions import TakeRow
from boardgames_desktop.ui import motion
from boardgames_desktop.ui.games.x_nimmt.reveal import placing_script

from screen_scan import private_marks, widget_texts

from .conftest import fixed_decks
from .test_x_nimmt_table import act_with_controls, play_with_keys, table  # noqa: F401


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_every_moment_of_a_placing_follows_from_the_one_before(players, seed):
    spec = registry.get("x_nimmt")
    rng = random.Random(seed)
    state = spec.new_game(players, seed)
    log = list(spec.events(state))
    scripts = 0
    while not state.is_over:
        rows_before = [list(row) for row in state.rows]
        seat = state.to_act[0]
        state = spec.apply(state, seat, rng.choice(spec.legal_actions(state, seat)))
        last = spec.events(state)
        log += last
        script = placing_script(log, last)
        codes = [event.code for event in last]
        if not any(code in ("cards_revealed", "card_placed", "row_filled", "row_taken", "too_low") for code in codes):
            assert script is None
            continue
        scripts += 1
        start, steps = script
        assert start.rows == rows_before
        moment = start
        for step in steps:
            assert step.before.rows == moment.rows
            p = step.event.params
            if step.event.code == "card_placed":
                assert step.after.rows[p["row"]] == [*moment.rows[p["row"]], p["card"]]
            if step.event.code in ("row_filled", "row_taken"):
                assert moment.rows[p["row"]] == p["cards"] and step.after.rows[p["row"]] == [p["card"]]
            moment = step.after
        if "round_scored" not in codes:
            assert moment.rows == [row.cards for row in spec.view(state, None).rows]
            view = spec.view(state, None)
            if view.phase == "resolving":
                assert {(p.seat, p.card) for p in view.pending} == set(moment.plays) - moment.placed
    assert scripts > 5


def test_a_new_action_during_the_placing_ends_it_and_shows_the_new_table(qtbot, table, monkeypatch):  # noqa: F811
    monkeypatch.setattr(motion, "off", False)
    session, widget = table(n=2, decks=fixed_decks())
    for _ in range(2):
        session.confirm_handover()
        play_with_keys(qtbot, widget, 0)
    session.confirm_handover()
    assert widget.animation.running
    assert widget.row_models[0].cards == [50]  # the placing starts from the rows as they were
    assert session.act(TakeRow(row=0))  # e.g. a move replayed from elsewhere while the cards still fly
    assert widget.animation.running  # the new placing: her row taken, Petr's 71 placed
    assert widget.row_models[0].cards == [50] and not widget.round_panel.isVisible()
    qtbot.keyClick(widget.animation, Qt.Key_Escape)
    assert not widget.animation.running
    assert widget.row_models[0].cards == [1] and widget.row_models[2].cards == [70, 71]


def test_the_placing_plays_on_the_public_table_with_no_hand_on_it(qtbot, table, monkeypatch):  # noqa: F811
    """Everyone leans in to watch the cards go to the rows: the last chooser's hand is not shown then."""
    monkeypatch.setattr(motion, "off", False)
    session, widget = table(n=3, seed=5)
    rng = random.Random(5)
    watched = 0
    while watched < 6:
        if session.handover_to is not None:
            session.confirm_handover()
        if widget.animation.running:
            for hidden in (widget.hand_title, widget.hand_view, widget.empty_hand_label, widget.pile_box):
                assert not hidden.isVisibleTo(widget)
            assert widget.hand_model.rowCount() == 0 and widget.pile_model.rowCount() == 0
            assert not widget_texts(widget) & set().union(*private_marks(session).values())
            qtbot.keyClick(widget.animation, Qt.Key_Escape)
            assert widget.hand_view.isVisibleTo(widget) == (session.view().me is not None)  # theirs again
            watched += 1
            continue
        act_with_controls(qtbot, widget, rng)
