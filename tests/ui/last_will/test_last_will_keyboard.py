"""The day plans, the card offer and the boards by keys alone: Tab reaches them, the arrows move a
yellow frame over what a click would hit, Enter or Space asks the bar for its choices."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from boardgames_desktop.rules.last_will.actions import ChoosePlan, Take

from bot_threads import person_to_move

from .test_last_will_table import start, window  # noqa: F401 (the fixture)

HANDS = {"hands": [["H01", "P01"], ["H02", "P03"], ["H03", "P05"]], "start_player": 0}


def ready(window, session):
    """The person at the screen confirmed; the table drawn for them."""
    page = window.game_page
    while page.handover.isVisible() or page.look_card.isVisible():
        (page.handover if page.handover.isVisible() else page.look_card).button.click()
    return window.game_page.table


def framed(widget, target) -> bool:
    """Whether the keyboard's yellow frame is drawn round `target` (on the widget's own picture)."""
    rect = next(rect for rect, kind, what in widget._hits if (kind, what) == target).toAlignedRect()
    image = widget.grab().toImage()
    ratio = image.devicePixelRatio()
    edge = [image.pixelColor(round((rect.left() + i) * ratio), round((rect.top() + 1.5) * ratio))
            for i in range(8, rect.width() - 8, 3)]
    return sum(colour == QColor("#ffe680") for colour in edge) > len(edge) // 2


def test_a_day_plan_chosen_with_the_arrows_and_enter(qtbot, window):
    session = start(window, seed=3, setup=HANDS)
    table = ready(window, session)
    assert session.view().phase == "plan" and session.view().step == "choose"
    centre = table.centre
    centre.setFocus()
    qtbot.waitUntil(centre.hasFocus)
    qtbot.keyClick(centre, Qt.Key_Home)
    assert centre.focused == ("plan", 1)
    qtbot.keyClick(centre, Qt.Key_Right)
    qtbot.keyClick(centre, Qt.Key_Right)
    assert centre.focused == ("plan", 3)
    assert framed(centre, ("plan", 3)) and not framed(centre, ("plan", 1))
    assert "3" in centre.toolTip()
    qtbot.keyClick(centre, Qt.Key_Return)
    assert table.choices.count() == 1 and table.choices.hasFocus()
    before = len(session.save.record.actions)
    qtbot.keyClick(table.choices, Qt.Key_Return)
    assert len(session.save.record.actions) == before + 1
    assert session.save.record.actions[-1][1] == ChoosePlan(position=3).model_dump(mode="json")


def play_until_a_person_sends_an_errand_boy(qtbot, window, session):
    """The first choice of the list done by keys until a person at the screen is to send one."""
    page = window.game_page
    while True:
        table = ready(window, session)
        seat = person_to_move(session)  # after the computers: the same game every run
        if seat is None or session.players[seat].kind == "computer":
            before = len(session.save.record.actions)
            qtbot.waitUntil(lambda: len(session.save.record.actions) > before or page.handover.isVisible()
                            or page.look_card.isVisible())
            continue
        if session.view().phase == "errands":
            return table
        qtbot.keyClick(table.choices, Qt.Key_Return)


def test_a_card_of_the_offer_taken_with_down_right_and_space(qtbot, window):
    session = start(window, seed=3, setup=HANDS)
    table = play_until_a_person_sends_an_errand_boy(qtbot, window, session)
    window.activateWindow()  # offscreen, a hidden hand-over screen leaves no window active
    view = session.view()
    assert view.phase == "errands" and view.seat in view.to_act
    centre = table.centre
    centre.setFocus()
    qtbot.waitUntil(centre.hasFocus)
    qtbot.keyClick(centre, Qt.Key_Home)
    qtbot.keyClick(centre, Qt.Key_Down)
    kind, first = centre.focused
    assert kind == "space"
    qtbot.keyClick(centre, Qt.Key_Right)
    kind, space = centre.focused
    assert kind == "space" and space != first and view.offer[space] is not None
    assert framed(centre, ("space", space))
    qtbot.keyClick(centre, Qt.Key_Up)
    assert centre.focused[0] == "plan"
    qtbot.keyClick(centre, Qt.Key_Down)
    assert centre.focused[0] == "space"
    for key in (Qt.Key_Home, Qt.Key_Down, Qt.Key_Right):
        qtbot.keyClick(centre, key)
    assert centre.focused == ("space", space)
    card = view.offer[space]
    qtbot.keyClick(centre, Qt.Key_Space)
    assert table.choices.count() == 1
    qtbot.keyClick(table.choices, Qt.Key_Return)
    assert session.save.record.actions[-1][1] == Take(space=space).model_dump(mode="json")
    assert session.public_view().offer[space] is None and card is not None


def test_tab_reaches_the_boards_and_the_hand_and_the_frame_shows_only_with_the_focus(qtbot, window):
    session = start(window, seed=3, setup=HANDS)
    table = ready(window, session)
    order, widget = [], table.centre
    for _ in range(4):
        order.append(widget)
        widget = widget.nextInFocusChain()
        while not widget.isVisible() or widget.focusPolicy() == Qt.NoFocus:
            widget = widget.nextInFocusChain()
    assert order[:3] == [table.centre, table.boards, table.hand_view]
    table.hand_view.setFocus()
    qtbot.waitUntil(table.hand_view.hasFocus)
    qtbot.keyClick(table.hand_view, Qt.Key_End)
    assert table.hand_view.focused == ("card", session.view().me.hand[-1])
    assert framed(table.hand_view, table.hand_view.focused)
    table.choices.setFocus()
    qtbot.waitUntil(lambda: not table.hand_view.hasFocus())
    assert not framed(table.hand_view, table.hand_view.focused)
