"""The names on Poslední vůle's cards are read at arm's length on a small laptop: at 1280x680 every
card's name on the players' boards, in the offer and in the hand is at least 11 px high (issue 29
point 6), and the View menu's zoom makes the board's cards larger, not only the hand and the words."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from boardgames_desktop.ui import i18n
from boardgames_desktop.rules.last_will.data import CARD
from boardgames_desktop.ui.games.last_will import art, board, names
from boardgames_desktop.ui.widgets import cards

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from layouts import window_with  # noqa: E402

PARTS = {"board": (board.PlayerBoards, "_paint_board"), "offer": (board.CentreBoard, "_paint_offer"),
         "hand": (board.HandView, "_paint_hand")}


@pytest.fixture
def painted(monkeypatch):
    """Each card face painted on the table: (part, card, its width, the room its name keeps to)."""
    drawn, part = [], [None]
    card = board._card

    def recording(p, rect, which, *args, name_room=None, **kwargs):
        if which is not None:
            drawn.append((part[0], which, rect.width(), name_room))
        card(p, rect, which, *args, name_room=name_room, **kwargs)

    def within(name, paint):
        def painting(self, *args):
            part[0] = name
            try:
                paint(self, *args)
            finally:
                part[0] = None
        return painting

    monkeypatch.setattr(board, "_card", recording)
    for name, (owner, method) in PARTS.items():
        monkeypatch.setattr(owner, method, within(name, getattr(owner, method)))
    cards.cache.clear()
    return drawn


def _table_painted(qtbot, players: int, moment: str, size: tuple[int, int]):
    i18n.set_language("cs")
    window = window_with("last_will", players, moment, size, computer="hard")
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    window.grab()
    return window


@pytest.mark.parametrize("moment", ["actions", "discard"])
@pytest.mark.parametrize("players", [4, 5])
def test_card_names_are_at_least_11_px_at_1280x680(qtbot, painted, players, moment):
    _table_painted(qtbot, players, moment, (1280, 680))
    assert {part for part, *_ in painted} >= {"board", "offer", "hand"}, painted
    small = sorted({(part, card, round(width), room, art.card_name_font(card, width, room).pixelSize())
                    for part, card, width, room in painted
                    if art.card_name_font(card, width, room).pixelSize() < 11})
    assert not small, small
    # any card the board or the offer may show there, in the smallest space either gave a card
    for part in ("board", "offer"):
        width = min(width for at, _, width, _ in painted if at == part)
        small = [names.card_name(card) for card in CARD if art.card_name_font(card, width).pixelSize() < 11]
        assert not small, (part, round(width), small)


def test_zoom_makes_the_boards_cards_larger(qtbot, painted):
    """A table opened at 160 % at 1920x1080 (the zoom of a 150 % request) against one at 100 %: the
    players' boards, the offer and the hand all hold larger cards."""
    largest = {}
    for zoom in (1.0, 1.6):
        QSettings().setValue("zoom", zoom)
        painted.clear()
        cards.cache.clear()
        _table_painted(qtbot, 4, "actions", (1920, 1080))
        largest[zoom] = {part: max(width for at, _, width, _ in painted if at == part) for part in PARTS}
    assert all(largest[1.6][part] > largest[1.0][part] for part in PARTS), largest


def test_a_hand_of_ten_keeps_every_name_11_px_in_view(qtbot, painted, monkeypatch):
    """Ten cards in the hand at 1280x680, the longest names among them, overlap: each keeps its name,
    11 px or more, in the part of it the next card leaves in view."""
    longest = sorted({names.card_name(card): card for card in CARD}.items(), key=lambda item: -len(item[0]))
    ten = [card for _, card in longest[:10]]
    monkeypatch.setattr(board.HandView, "hand", lambda self: ten if self.view is not None and self.view.me else [])
    _table_painted(qtbot, 4, "actions", (1280, 680))
    hand = [(card, width, room) for part, card, width, room in painted if part == "hand"]
    assert sorted(card for card, _, _ in hand) == sorted(ten)
    assert any(room is not None for _, _, room in hand)  # they overlap
    small = [(names.card_name(card), round(width), room) for card, width, room in hand
             if art.card_name_font(card, width, room).pixelSize() < 11]
    assert not small, small
