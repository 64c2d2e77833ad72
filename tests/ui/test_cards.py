"""The shared card pictures: painted once per key, size and pixel ratio, and a cache that stays bounded."""

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPixmap

from boardgames_desktop.ui.widgets import cards


def test_a_picture_is_painted_once_per_size_and_ratio(qapp):
    painted = []

    def paint(p, rect):
        painted.append(rect.size())

    first = cards.cached_pixmap(("test", "once"), QSize(20, 28), 1.0, paint)
    again = cards.cached_pixmap(("test", "once"), QSize(20, 28), 1.0, paint)
    assert first.cacheKey() == again.cacheKey() and len(painted) == 1
    sharp = cards.cached_pixmap(("test", "once"), QSize(20, 28), 2.0, paint)
    assert sharp.width() == 40 and sharp.devicePixelRatio() == 2.0 and len(painted) == 2
    cards.cached_pixmap(("test", "once"), QSize(30, 42), 1.0, paint)
    assert len(painted) == 3


def test_the_cache_drops_the_least_recently_used_beyond_its_memory_cap(qapp):
    cache = cards.PixmapCache(limit=3 * 10 * 10 * 4)
    pixmaps = {name: QPixmap(10, 10) for name in "abcd"}
    for name in "abc":
        cache.put((name,), pixmaps[name])
    assert cache.get(("a",)) is not None  # a is now the most recently used
    cache.put(("d",), pixmaps["d"])
    assert cache.get(("b",)) is None
    assert all(cache.get((name,)) is not None for name in "acd")
    assert cache.bytes <= cache.limit and len(cache) == 3


def test_the_cache_drops_the_pictures_asked_for(qapp):
    cache = cards.PixmapCache()
    for key in (("for_sale", "house", 1), ("x_nimmt", "card", 5), ("shadow", 80)):
        cache.put(key, QPixmap(10, 10))
    cache.discard(lambda key: key[0] == "x_nimmt")
    assert cache.keys() == [("for_sale", "house", 1), ("shadow", 80)]
    assert cache.bytes == 2 * 10 * 10 * 4


def test_the_shadow_is_blended_once_per_card_size(qapp):
    target = QPixmap(100, 140)
    before = len(cards.cache)
    p = QPainter(target)
    for _ in range(20):
        cards.paint_shadow(p, QRectF(10, 10, 61.5, 86.1), radius_share=0.09, alpha=24)
    p.end()
    assert len(cards.cache) <= before + 1


def test_a_card_played_or_drawn_is_told_as_that_not_as_a_reset(qtmodeltester, qtbot):
    from boardgames_desktop.ui.models.cards import CardListModel

    class Hand(CardListModel):
        @staticmethod
        def card_text(kind, value):
            return f"{kind} {value}"

    hand = Hand()
    hand.set_cards([("n", v) for v in (3, 5, 8, 13)], selectable=True)
    qtmodeltester.check(hand)
    resets = []
    hand.modelReset.connect(lambda: resets.append(1))
    with qtbot.waitSignal(hand.rowsRemoved) as removed:
        hand.set_cards([("n", v) for v in (3, 8, 13)], selectable=True)
    assert removed.args[1:] == [1, 1]
    with qtbot.waitSignal(hand.rowsInserted) as inserted:
        hand.set_cards([("n", v) for v in (3, 8, 13, 21)], selectable=True)
    assert inserted.args[1:] == [3, 3]
    with qtbot.waitSignal(hand.dataChanged) as changed:
        hand.set_cards([("n", v) for v in (3, 9, 13, 21)], selectable=True)
    assert (changed.args[0].row(), changed.args[1].row()) == (1, 1)
    with qtbot.waitSignal(hand.dataChanged) as changed:
        hand.set_cards([("n", v) for v in (3, 9, 13, 21)], selectable=False)
    assert (changed.args[0].row(), changed.args[1].row()) == (0, 3)
    assert not resets
    hand.set_cards([("n", 1), ("n", 2)])  # two gone, one new: simplest told as a reset
    assert resets and [hand.value_at(r) for r in range(hand.rowCount())] == [1, 2]
    qtmodeltester.check(hand)


def test_cards_from_the_cache_look_like_the_painted_ones_on_a_sharp_screen(qapp):
    """At a device pixel ratio of 2 the whole cached picture is drawn, not a corner of it."""
    from PySide6.QtGui import QImage

    from boardgames_desktop.ui.games.x_nimmt import art

    def render(draw):
        image = QImage(160, 200, QImage.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(2.0)
        image.fill(0)
        p = QPainter(image)
        p.setRenderHint(QPainter.Antialiasing)
        draw(p, QRectF(5, 5, 60, 84))
        p.end()
        return image

    cached = render(lambda p, r: art.draw_card(p, r, "number", 55))
    painted = render(lambda p, r: art.paint_card(p, r, "number", 55))
    differ = sum(cached.pixel(x, y) != painted.pixel(x, y) for x in range(0, 160, 4) for y in range(0, 200, 4))
    assert differ < 0.1 * 40 * 50
