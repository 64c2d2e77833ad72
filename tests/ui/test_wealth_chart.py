"""The wealth chart of the end pages: round numbers on its axes, the result in words, keys to read a
turn, and a painting that shows every player's colour and survives odd data."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QFont, QImage
from PySide6.QtWidgets import QApplication

from boardgames_desktop.ui import i18n, theme
from boardgames_desktop.ui.format import dollars
from boardgames_desktop.ui.widgets.players import TOKENS
from boardgames_desktop.ui.widgets.wealth_chart import Series, WealthChart, nice_step, spread, turn_ticks, value_ticks


def player(at: int, values, name: str | None = None) -> Series:
    token = TOKENS[at]
    return Series(name or f"Player {at + 1}", token.colour, token.symbol, tuple(values))


FOUR = [
    player(0, [1500 + 80 * turn for turn in range(60)], "Jana"),
    player(1, [1500 - 20 * turn for turn in range(60)], "Petr"),
    player(2, [1500 + (turn % 7) * 150 for turn in range(60)], "Babi"),
    player(3, [1500 + 30 * turn for turn in range(60)], "Kuba"),
]


@pytest.fixture
def chart(qtbot):
    widget = WealthChart()
    qtbot.addWidget(widget)
    widget.resize(600, 360)
    return widget


@pytest.fixture
def light():
    theme.force(False)
    yield
    theme.force(None)


def colours_on(image: QImage) -> set[str]:
    """Every colour painted on `image`, as #rrggbb."""
    data = bytes(image.convertToFormat(QImage.Format_RGB32).constBits())
    return {f"#{chunk[2]:02X}{chunk[1]:02X}{chunk[0]:02X}" for chunk in {data[i:i + 4] for i in range(0, len(data), 4)}}


# -- round numbers ------------------------------------------------------------------------------------


@pytest.mark.parametrize("low, high, most", [(0, 6540, 6), (1200, 1500, 5), (-1200, 200, 8), (0, 3, 10),
                                             (-7, -3, 4), (0, 999_999, 7), (37, 41, 2)])
def test_value_ticks_are_round_evenly_spaced_cover_the_values_and_include_zero(low, high, most):
    ticks = value_ticks(low, high, most)
    step = ticks[1] - ticks[0]
    assert str(step).rstrip("0") in ("1", "2", "5")  # 1, 2 or 5 times a power of ten
    assert all(b - a == step for a, b in zip(ticks, ticks[1:]))
    assert all(tick % step == 0 for tick in ticks)
    assert ticks[0] <= min(low, 0) and ticks[-1] >= max(high, 0) and 0 in ticks
    assert len(ticks) - 1 <= most
    assert ticks[1] > min(low, 0) and ticks[-2] < max(high, 0)  # no step more than needed on either side


def test_a_typical_game_gets_thousands():
    assert value_ticks(0, 6540, 7) == [0, 1000, 2000, 3000, 4000, 5000, 6000, 7000]
    assert value_ticks(0, 6540, 4) == [0, 2000, 4000, 6000, 8000]


def test_all_zero_is_one_tick_and_steps_are_never_below_one():
    assert value_ticks(0, 0, 5) == [0]
    assert nice_step(0, 5) == 1
    assert turn_ticks(0, 3, 10) == [0, 1, 2, 3]


def test_turn_ticks_stay_within_the_turns_played():
    assert turn_ticks(0, 59, 6) == [0, 10, 20, 30, 40, 50]
    assert turn_ticks(1, 60, 6) == [10, 20, 30, 40, 50, 60]
    assert turn_ticks(0, 0, 5) == [0]
    assert turn_ticks(1, 19, 4) == [5, 10, 15]


def test_spread_moves_badges_apart_only_as_needed():
    assert spread([10, 50, 90], 20, 0, 100) == [10, 50, 90]
    assert spread([50, 50], 20, 0, 100) == [50, 70]
    assert spread([95, 95, 95], 20, 0, 100) == [60, 80, 100]  # pushed up from the bottom
    assert spread([50] * 6, 30, 0, 100) == [0, 30, 60, 90, 120, 150]  # no room: from the top down


# -- what it says -------------------------------------------------------------------------------------


def test_no_data_says_so_in_the_players_language(chart):
    assert chart.is_empty()
    assert chart.accessibleDescription() == "The chart fills in as the game goes on: nothing to draw yet."
    chart.set_series([player(0, []), player(1, [])], "Turn")
    assert chart.is_empty()  # players with no values yet are no chart
    i18n.set_language("cs")
    assert chart.empty_text() == "Graf se vyplní, jak bude hra pokračovat: zatím není co kreslit."
    assert chart.accessibleName() == "Majetek během hry"
    assert chart.accessibleDescription() == chart.empty_text()


def test_the_result_in_words_names_the_richest_then_everyone(chart):
    chart.set_series(FOUR, "Turn")
    assert chart.accessibleName() == "Wealth over the game"
    assert [s.name for s in chart.ranking()] == ["Jana", "Kuba", "Babi", "Petr"]
    assert chart.accessibleDescription() == (
        "Most at the end: Jana (6,220). At the end: Jana: 6,220, Kuba: 3,270, Babi: 1,950, Petr: 320.")


def test_a_tie_names_everyone_at_the_top_in_the_order_given(chart):
    chart.set_series([player(0, [0, 0], "A"), player(1, [0, 5], "B"), player(2, [9, 5], "C")])
    assert chart.summary().startswith("Most at the end: B, C (5).")


def test_in_czech_with_dollars(qtbot):
    i18n.set_language("cs")
    chart = WealthChart(amount=dollars)
    qtbot.addWidget(chart)
    chart.set_series(FOUR[:2], "Tah")
    assert chart.accessibleDescription() == (
        "Nejvíc na konci: Jana (6\u00a0220\u00a0$). Na konci: Jana: 6\u00a0220\u00a0$, Petr: 320\u00a0$.")


def test_the_turns_and_ranges_follow_the_data(chart):
    chart.set_series([player(0, [5, -1200, 300]), player(1, [0])], "Round", first=1)
    assert chart.turns() == (1, 3)
    ticks = chart.value_ticks(8)
    assert ticks[0] <= -1200 and ticks[-1] >= 300 and 0 in ticks
    assert chart.turn_ticks(8) == [1, 2, 3]


# -- keys ----------------------------------------------------------------------------------------------


def test_arrow_keys_read_the_amounts_turn_by_turn(qtbot, chart):
    chart.set_series(FOUR, "Turn")
    chart.show()
    chart.setFocus()
    assert chart.picked_text() == ""
    qtbot.keyClick(chart, Qt.Key_Right)  # the first press picks the last turn
    assert chart.picked_text() == "Turn 59: Jana: 6,220, Kuba: 3,270, Babi: 1,950, Petr: 320"
    qtbot.keyClick(chart, Qt.Key_Left)
    assert chart.picked_text().startswith("Turn 58: Jana: 6,140,")
    assert chart.accessibleDescription().startswith("Turn 58: Jana: 6,140,")
    qtbot.keyClick(chart, Qt.Key_Home)
    assert chart.picked_text().startswith("Turn 0: ")
    qtbot.keyClick(chart, Qt.Key_Left)  # no turn before the first
    assert chart.picked_text().startswith("Turn 0: ")
    qtbot.keyClick(chart, Qt.Key_End)
    assert chart.picked_text().startswith("Turn 59: ")
    qtbot.keyClick(chart, Qt.Key_Escape)
    assert chart.picked_text() == ""
    assert chart.accessibleDescription() == chart.summary()


def test_the_mouse_over_the_plot_picks_the_turn_under_it(qtbot, chart):
    chart.set_series(FOUR, "Turn")
    chart.show()
    qtbot.waitExposed(chart)
    chart.grab()  # painted: the plot has its place
    plot = chart._plot
    qtbot.mouseMove(chart, plot.center().toPoint())
    assert chart.picked_text().startswith("Turn 30: ") or chart.picked_text().startswith("Turn 29: ")
    qtbot.mouseMove(chart, plot.topRight().toPoint() + QPoint(-1, 1))
    assert chart.picked_text().startswith("Turn 59: ")


def test_a_shorter_line_is_left_out_of_the_turns_it_did_not_reach(qtbot, chart):
    chart.set_series([player(0, [1, 2, 3], "Long"), player(1, [4], "Gone")], "Turn")
    chart.pick(0)
    assert chart.picked_text() == "Turn 0: Gone: 4, Long: 1"
    chart.pick(2)
    assert chart.picked_text() == "Turn 2: Long: 3"


# -- painting ------------------------------------------------------------------------------------------


EDGE_CASES = {
    "one series": [player(0, [1500, 1700, 1600])],
    "one point": [player(0, [1500]), player(1, [1500])],
    "all zero": [player(0, [0, 0, 0]), player(1, [0, 0, 0])],
    "negative": [player(0, [0, -500, 200, -1200]), player(1, [0, -10])],
    "six players": [player(at, [1500 + at * 10 * turn for turn in range(40)]) for at in range(6)],
    "one long name": [player(0, [1, 2], "Babička Ludmila z Horní Dolní " * 3), player(1, [2, 1])],
    "huge amounts": [player(0, [0, 10**12]), player(1, [10**12, 2**70])],
    "no colour": [Series("Guest", "", "", (3, 4))],
}


@pytest.mark.parametrize("case", EDGE_CASES)
@pytest.mark.parametrize("size", [(600, 360), (1000, 600), (280, 170), (120, 80)])
def test_odd_data_paints_at_any_size(chart, case, size):
    chart.resize(*size)
    chart.set_series(EDGE_CASES[case], "Turn")
    chart.pick(1)
    image = chart.grab().toImage()
    assert image.width() == size[0]
    assert chart.summary()


def test_every_players_colour_is_on_the_picture_and_nothing_else_is_when_empty(chart, light):
    empty = colours_on(chart.grab().toImage())
    assert not empty & {token.colour for token in TOKENS}
    assert theme.colour("card").upper() in empty
    chart.set_series([player(at, [1500 + (at - 2) * turn * 10 for turn in range(60)]) for at in range(6)], "Turn")
    painted = colours_on(chart.grab().toImage())
    assert {token.colour for token in TOKENS} <= painted


def test_each_line_is_drawn_in_its_players_colour(chart, light):
    """Only the second player has a line (the first is one point), so only their colour reaches the
    middle of the plot."""
    chart.set_series([player(0, [0]), player(1, [0, 1000, 2000])], "Turn")
    image = chart.grab().toImage()
    middle = image.copy(chart.width() // 4, 0, chart.width() // 4, chart.height())
    assert TOKENS[1].colour in colours_on(middle)
    assert TOKENS[0].colour not in colours_on(middle)


def test_dark_scheme_paints_on_the_dark_card(chart):
    theme.force(True)
    try:
        chart.set_series(FOUR, "Turn")
        painted = colours_on(chart.grab().toImage())
        assert QColor(theme.colour("card")).name().upper() in painted
        assert {s.colour for s in FOUR} <= painted
    finally:
        theme.force(None)


def test_words_grow_with_the_chart_and_the_users_font(chart):
    small = chart._font(10).pointSizeF()
    chart.resize(1000, 600)
    bigger = chart._font(10).pointSizeF()
    assert bigger > small
    font = QApplication.font()
    try:
        QApplication.setFont(QFont(font.family(), font.pointSizeF() * 2))
        assert chart._font(10).pointSizeF() == pytest.approx(bigger * 2, rel=0.05)
        chart.set_series(FOUR, "Turn")
        chart.grab()
    finally:
        QApplication.setFont(font)


def test_values_given_as_a_list_are_kept_as_given():
    values = [1, 2]
    series = Series("A", "#0072B2", "●", values)
    values.append(3)
    assert series.values == (1, 2)
