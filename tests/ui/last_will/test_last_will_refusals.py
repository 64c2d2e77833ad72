"""Poslední vůle's "why not?": a click on a card, an offer space or a day plan that no move can use is
said on the table's error line in one sentence naming the rule, with a link into the rules there."""

import pytest

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.last_will.actions import ChoosePlan, Draw, EndTurn, ExtraBoard, Market
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.app.session import Session
from boardgames_desktop.ui.games.last_will.table import tried
from boardgames_desktop.ui.games.last_will.tutorial import TUTORIAL
from boardgames_desktop.ui.widgets.players import TOKENS

SPEC = registry.get("last_will")
SETUP = {**TUTORIAL.setup, "start_player": 1}  # seat 0 chooses its day plan last
LADY = "C16"  # the companions' top card


def _record(until) -> list:
    """Actions of a scripted game, from the deal until `until(state)`: everyone keeps their first two
    cards; seats 1 and 2 take day plans 3 and 6, seat 0 plan 5 and a companion; the errand boys go to
    the market or the extra boards; seat 1 ends its turn."""
    state = SPEC.new_game(3, TUTORIAL.seed, None, SETUP)
    actions = []
    while not until(state):
        seat = state.to_act[0]
        legal = SPEC.legal_actions(state, seat)
        if state.phase == "keep":
            action = legal[-1]
        elif state.phase == "plan" and state.declaring is not None:
            action = Draw(deck="companions" if seat == 0 else "helpers")
        elif state.phase == "plan":
            action = ChoosePlan(position={0: 5, 1: 3, 2: 6}[seat])
        elif state.phase == "errands":
            action = next((a for a in legal if isinstance(a, (Market, ExtraBoard))), legal[0])
        else:
            action = EndTurn()
        state = SPEC.apply(state, seat, action)
        actions.append((seat, action.model_dump(mode="json")))
    return actions


def _table(window, actions):
    players = [storage.Player(name=name, kind="human", colour=TOKENS[seat].colour, symbol=TOKENS[seat].symbol)
               for seat, name in enumerate(("Ema", "Ota", "Bára"))]
    session = Session.new("last_will", players, TUTORIAL.seed)
    record = session.save.record.model_copy(update={"setup": SETUP, "actions": actions})
    session = Session(session.save.model_copy(update={"record": record}))
    window.start(session)
    if session.handover_to is not None:
        session.confirm_handover()
    assert session.viewer == 0 and 0 in session.to_act
    return session, window.game_page.table


def test_a_taken_day_plan_clicked_says_so_with_a_link_to_the_day_plans_rules(small_window):
    i18n.set_language("cs")
    session, table = _table(small_window, _record(lambda state: state.phase == "plan" and state.to_act == [0]))
    before = list(session.save.record.actions)
    table.centre.clicked.emit("plan", 3)
    line = table.error_label.text()
    assert table.error_label.isVisible()
    assert "Plán dne 3 už je obsazený: vyber si volný." in line
    assert 'href="rules:last_will#day-plan"' in line and "Pravidla: 2. Výběr plánu dne" in line
    assert session.save.record.actions == before  # nothing was played
    table.centre.clicked.emit("plan", 5)  # a free plan narrows the choices to it, and says nothing
    assert not table.error_label.isVisible() and table.choices.count() == 1


def test_a_companion_card_clicked_alone_and_a_plan_clicked_in_the_actions_say_why(small_window):
    session, table = _table(small_window, _record(lambda state: state.phase == "actions" and state.to_act == [0]))
    assert LADY in session.view().me.hand
    table.hand_view.clicked.emit("card", LADY)
    line = table.error_label.text()
    assert "A companion card is played only together with an experience" in line
    assert 'href="rules:last_will#companions"' in line
    table.centre.clicked.emit("plan", 1)
    assert table.error_label.isVisible() and table.error_label.text()
    assert "That cannot be done in this part of the round." in table.error_label.text()  # the game's words first


def test_what_a_click_tries_is_refused_by_name_by_the_rules():
    """Every click the table can receive at every moment of random games: when the click narrows to
    nothing, the move it tries is refused by the rules (nothing is said only when it is legal)."""
    import random

    for seed in range(3):
        state, rng = SPEC.new_game(3, seed), random.Random(seed)
        while not state.is_over:
            seat = state.to_act[0]
            view, legal = SPEC.view(state, seat), SPEC.legal_actions(state, seat)
            clicks = [("plan", p.position) for p in view.plans] + [("space", s) for s, c in view.offer.items() if c]
            clicks += [("card", c) for c in view.me.hand] + [("card", b.card) for p in view.players for b in p.board]
            for kind, which in clicks:
                concerned = [a for a in legal if which in (getattr(a, "card", None), getattr(a, "replace", None),
                                                           getattr(a, "space", None), getattr(a, "position", None))]
                action = tried(view, kind, which)
                if not concerned:
                    assert action not in legal, (kind, which, action)
            state = SPEC.apply(state, seat, rng.choice(legal))


def test_a_taken_day_plan_reached_by_keyboard_says_why_too(qtbot, small_window):
    """Poslední vůle has no control a rule disables: the boards take the focus, the arrows pick a card,
    a space or a plan, and Enter says why one cannot be used, as a click does; nothing is played."""
    from PySide6.QtCore import Qt

    session, table = _table(small_window, _record(lambda state: state.phase == "plan" and state.to_act == [0]))
    before = list(session.save.record.actions)
    centre = table.centre
    centre.setFocus(Qt.TabFocusReason)
    centre._pictures()
    assert ("plan", 3) in [(kind, what) for _, kind, what in centre._hits]
    centre.focused = ("plan", 3)
    qtbot.keyClick(centre, Qt.Key_Return)
    assert table.error_label.isVisible() and "Day plan 3 is taken" in table.error_label.text()
    assert session.save.record.actions == before
