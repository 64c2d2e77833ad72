"""The board widget on a small fake board: geometry, text that fits, owners and buildings drawn from
the frame, pawns that walk space by space and can be skipped, the keyboard."""

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF

from boardgames_desktop import storage
from boardgames_desktop.ui import i18n, motion
from boardgames_desktop.ui.widgets.board_data import BoardFrame, BoardLayout, Holding, Space
from boardgames_desktop.ui.widgets.players import TOKENS
from boardgames_desktop.ui.widgets import board_items
from boardgames_desktop.ui.widgets.board import BoardView
from boardgames_desktop.ui.widgets.board_items import BOARD, TEXT_FLAGS, space_rects

NAMES = ["Start", "Čápova ulice", "Šťastná karta", "Ďáblova", "Nádraží", "Žluťoučká", "Úřad",
         "Křižíkova", "Vězení", "Pěší zóna", "Daň z příjmu", "Ořechová"]
BANDS = {1: "#8b5a2b", 2: None, 5: "#f2d22e", 7: "#f2d22e", 9: "#2e9e4f", 11: "#2e9e4f"}
PLAYERS = [storage.Player(name=name, kind="human", colour=token.colour, symbol=token.symbol)
           for name, token in zip(["<b>Máma</b>", "Táta", "Ema", "Děda", "Bába", "Petr"], TOKENS)]


def fake_layout() -> BoardLayout:
    return BoardLayout("Malá zkušební deska", tuple(
        Space(name, BANDS.get(index), 20 * index if index in BANDS else None) for index, name in enumerate(NAMES)))


@pytest.fixture
def view(qtbot):
    widget = BoardView(fake_layout(), PLAYERS, money=lambda amount: f"{amount}\u00a0€")
    qtbot.addWidget(widget)
    widget.resize(800, 600)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture
def animated(monkeypatch):
    monkeypatch.setattr(motion, "off", False)


@pytest.mark.parametrize("count", [8, 12, 40])
def test_spaces_tile_the_edge_without_overlapping(count):
    rects = [rect for rect, _ in space_rects(count)]
    board_rect = QRectF(0, 0, BOARD, BOARD)
    for index, rect in enumerate(rects):
        assert board_rect.adjusted(-0.01, -0.01, 0.01, 0.01).contains(rect)
        for other in rects[index + 1:]:
            overlap = rect.intersected(other)
            assert overlap.width() < 0.01 or overlap.height() < 0.01
    corner, plain = rects[0], rects[1]
    assert corner.width() == corner.height() > plain.width()
    middle = BOARD - 2 * corner.width()
    assert sum(r.width() * r.height() for r in rects) == pytest.approx(BOARD * BOARD - middle * middle)


def test_a_board_needs_four_sides():
    with pytest.raises(ValueError):
        BoardLayout("x", tuple(Space(str(i)) for i in range(10)))


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_names_and_prices_fit_their_spaces_and_can_be_read(view, size, qtbot):
    i18n.set_language("cs")
    view.resize(*size)
    qtbot.wait_until(lambda: view.viewport().size().height() == size[1])
    scale = view.transform().m11()
    board_on_screen = view.mapFromScene(QRectF(0, 0, BOARD, BOARD)).boundingRect()
    assert view.viewport().rect().contains(board_on_screen)
    for item in view.spaces:
        assert item.rect.contains(item.name_rect)
        bounds = QFontMetricsF(item.name_font).boundingRect(item.name_rect, TEXT_FLAGS, item.space.name)
        assert bounds.width() <= item.name_rect.width() and bounds.height() <= item.name_rect.height(), item.space.name
        assert item.name_font.pixelSize() * scale >= 11, (item.space.name, item.name_font.pixelSize() * scale)
        if item.space.price is not None:
            assert item.rect.contains(item.foot_rect)
            assert not item.name_rect.intersects(item.foot_rect)


def colour_at(view, scene_point) -> QColor:
    image = view.viewport().grab().toImage()
    return QColor(image.pixel(view.mapFromScene(scene_point)))


def test_owners_and_buildings_are_drawn_from_the_frame(view):
    street = view.spaces[1]  # on the bottom row: band on top, owner's colour along the bottom
    strip = QRectF(street.rect.center().x(), street.rect.bottom() - 2, 0, 0).topLeft()
    band_centre = street.band_rect.center()
    assert colour_at(view, strip) != QColor(PLAYERS[2].colour)
    assert colour_at(view, band_centre) == QColor(BANDS[1])

    view.set_frame(BoardFrame(holdings={1: Holding(owner=2, houses=1)}))
    assert colour_at(view, strip) == QColor(PLAYERS[2].colour)
    assert colour_at(view, band_centre) == board_items._HOUSE
    assert "Ema" in street.toolTip() and "Houses: 1" in street.toolTip()

    view.set_frame(BoardFrame(holdings={1: Holding(owner=0, hotel=True, mortgaged=False)}))
    assert colour_at(view, strip) == QColor(PLAYERS[0].colour)
    assert colour_at(view, band_centre) == board_items._HOTEL
    assert "&lt;b&gt;Máma&lt;/b&gt;" in street.toolTip() and "A hotel" in street.toolTip()

    view.set_frame(BoardFrame(holdings={1: Holding(owner=0, mortgaged=True)}, notes={1: "No rent while mortgaged"}))
    assert "Mortgaged" in street.toolTip() and "No rent while mortgaged" in street.toolTip()
    view.set_frame(BoardFrame())
    assert colour_at(view, band_centre) == QColor(BANDS[1])
    assert "Owner" not in street.toolTip()


def space_under(view, pawn) -> int:
    """The space whose pawn place is nearest to where the pawn is now."""
    return min(range(12), key=lambda index: (view._slot(index, 0, 1) - pawn.pos()).manhattanLength())


def test_a_pawn_walks_space_by_space(view, animated, qtbot):
    view.set_frame(BoardFrame(pawns={0: 10, 1: 10}))
    pawn = view.pawns[0]
    assert space_under(view, pawn) == 10
    visited = []
    sampler = QTimer()
    sampler.timeout.connect(lambda: visited.append(space_under(view, pawn)))
    sampler.start(5)
    with qtbot.waitSignal(view.finished, timeout=5000):
        view.set_frame(BoardFrame(pawns={0: 2, 1: 10}))  # over START: 11, 0, 1, 2
        assert view.running
    sampler.stop()
    walked = [space for i, space in enumerate(visited) if i == 0 or visited[i - 1] != space]
    assert walked == [10, 11, 0, 1, 2]
    assert not view.running
    assert pawn.pos() == view._slot(2, 0, 1)
    assert space_under(view, view.pawns[1]) == 10


def test_esc_or_skip_puts_the_pawns_where_they_stop(view, animated, qtbot):
    view.set_frame(BoardFrame(pawns={0: 0, 1: 0}))
    with qtbot.waitSignal(view.finished, timeout=1000):
        view.set_frame(BoardFrame(pawns={0: 5, 1: 0}))
        qtbot.keyClick(view, Qt.Key_Escape)
    assert not view.running
    assert view.pawns[0].pos() == view._slot(5, 0, 1)
    with qtbot.waitSignal(view.finished, timeout=1000):
        view.set_frame(BoardFrame(pawns={0: 5, 1: 8}), paths={1: [8]})  # straight to jail
        assert view.walk._group.animationCount() == 1
        view.skip()
    assert space_under(view, view.pawns[1]) == 8


@pytest.mark.parametrize("space", [4, 6])
def test_pawns_on_one_space_stand_together_in_front_of_it(view, space):
    view.set_frame(BoardFrame(pawns={seat: space for seat in range(6)}))
    points = [view.pawns[seat].pos() for seat in range(6)]
    for a in points:
        for b in points:
            if a != b:
                assert (a - b).manhattanLength() >= view.pawn_size * 0.75  # each symbol shows
    rect, radius = view.spaces[space].rect, view.pawn_size / 2
    for point in points:
        disc = QRectF(point.x() - radius, point.y() - radius, 2 * radius, 2 * radius)
        assert view.centre.rect.contains(disc)  # hiding nothing printed on a space
        if space == 4:  # on the left edge: level with the space
            assert rect.top() <= point.y() <= rect.bottom()
        else:  # the top left corner: in the corner of the middle
            assert (point - view.centre.rect.topLeft()).manhattanLength() < 3 * view.unit
    assert "Táta" in view.spaces[space].toolTip() and "Táta" in view.pawns[1].toolTip()
    assert "&lt;b&gt;Máma" in view.pawns[0].toolTip()


def test_a_new_frame_refreshes_only_the_spaces_it_changed_and_their_tooltips_follow(view, monkeypatch):
    view.set_frame(BoardFrame(holdings={1: Holding(owner=2)}, pawns={0: 3, 1: 5}, notes={1: "Rent 4"}))
    refreshed = []
    monkeypatch.setattr(board_items.SpaceItem, "describe",
                        lambda item, real=board_items.SpaceItem.describe: refreshed.append(item.index) or real(item))
    view.set_frame(BoardFrame(holdings={1: Holding(owner=2), 7: Holding(owner=1)}, pawns={0: 4, 1: 5},
                              notes={1: "Rent 8"}))
    assert set(refreshed) - {view.focused_space} == {1, 3, 4, 7}  # a note, a pawn gone, a pawn come, a title bought
    assert "Rent 8" in view.spaces[1].toolTip() and "Táta" in view.spaces[7].toolTip()
    assert "Here" not in view.spaces[3].toolTip() and "Máma" in view.spaces[4].toolTip()
    assert "Táta" in view.spaces[5].toolTip()


def test_pawns_round_a_corner_stand_apart(view):
    view.set_frame(BoardFrame(pawns={0: 2, 1: 3, 2: 4}))
    a, b, c = (view.pawns[seat].pos() for seat in range(3))
    for one, other in ((a, b), (b, c), (a, c)):
        distance = one - other
        assert (distance.x() ** 2 + distance.y() ** 2) ** 0.5 >= view.pawn_size


def test_arrow_keys_move_the_highlight_along_the_edge(view, qtbot):
    view.setFocus()
    assert view.highlight.isVisible()
    assert view.focused_space == 0  # bottom right
    qtbot.keyClick(view, Qt.Key_Up)
    assert view.focused_space == 11
    qtbot.keyClick(view, Qt.Key_Down)
    qtbot.keyClick(view, Qt.Key_Right)  # nothing to the right of the corner
    assert view.focused_space == 0
    for _ in range(4):
        qtbot.keyClick(view, Qt.Key_Left)
    assert view.focused_space == 3  # the bottom left corner
    qtbot.keyClick(view, Qt.Key_Up)
    assert view.focused_space == 4
    assert view.accessibleDescription().startswith("Nádraží")
    with qtbot.waitSignal(view.activated) as signal:
        qtbot.keyClick(view, Qt.Key_Return)
    assert signal.args == [4]


def test_a_click_activates_a_space(view, qtbot):
    target = view.mapFromScene(view.spaces[7].rect.center())
    with qtbot.waitSignal(view.activated) as signal:
        qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=QPoint(target))
    assert signal.args == [7] and view.focused_space == 7


def test_the_details_follow_the_language(view):
    view.set_frame(BoardFrame(holdings={5: Holding(owner=1, houses=2)}))
    assert "Price: 100" in view.spaces[5].toolTip()
    i18n.set_language("cs")
    assert "Cena: 100" in view.spaces[5].toolTip()
    assert "Vlastní: Táta" in view.spaces[5].toolTip()
