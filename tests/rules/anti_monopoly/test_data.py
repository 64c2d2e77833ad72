"""The board, prices, rents and cards against the data document (ANTI-MONOPOLY-DATA.md) and the
booklet: every rent of every title against the formulas, the printed examples, and the decks."""

from collections import Counter

import pytest

from boardgames_desktop.rules.anti_monopoly import data

from .helpers import C, M, SPEC, game

# ANTI-MONOPOLY-DATA.md, "Board": space -> (price, house price); transport and works without houses
STREETS = {
    1: (60, 50), 3: (60, 50), 6: (100, 50), 8: (100, 50), 9: (120, 50), 11: (140, 100), 13: (140, 100),
    14: (160, 100), 16: (180, 100), 18: (180, 100), 19: (200, 100), 21: (220, 150), 23: (220, 150),
    24: (240, 150), 26: (260, 150), 27: (260, 150), 29: (280, 150), 31: (300, 200), 32: (300, 200),
    34: (320, 200), 37: (350, 200), 39: (400, 200),
}
TRANSPORT = {5: 200, 15: 200, 25: 200, 35: 200}
WORKS = {12: 150, 28: 150}
CARD_SPACES = {2, 7, 17, 22, 33, 36}
CITIES = [(1, 3), (6, 8, 9), (11, 13, 14), (16, 18, 19), (21, 23, 24), (26, 27, 29), (31, 32, 34), (37, 39)]


def test_the_board_has_forty_spaces_in_the_euro_order():
    assert len(data.BOARD) == 40 and [s.index for s in data.BOARD] == list(range(40))
    kinds = {s.index: s.kind for s in data.BOARD}
    assert {i for i, k in kinds.items() if k == "street"} == set(STREETS)
    assert {i for i, k in kinds.items() if k == "transport"} == set(TRANSPORT)
    assert {i for i, k in kinds.items() if k == "utility"} == set(WORKS)
    assert {i for i, k in kinds.items() if k == "card"} == CARD_SPACES
    assert (kinds[0], kinds[4], kinds[10], kinds[20], kinds[30], kinds[38]) == (
        "start", "tax", "prison", "office", "go_to_prison", "penalty")
    for space, (price, house) in STREETS.items():
        assert (data.BOARD[space].price, data.BOARD[space].house) == (price, house)
    for space, price in {**TRANSPORT, **WORKS}.items():
        assert data.BOARD[space].price == price
    assert sorted(tuple(spaces) for spaces in data.CITIES.values()) == sorted(CITIES)


@pytest.mark.parametrize("space", sorted(STREETS))
def test_every_street_rent_follows_the_formulas(space):
    price, house = STREETS[space]
    competitor = [price // 10 + k * house // 10 for k in range(6)]
    monopolist = [price // 10, price // 5] + [price // 5 + k * house // 5 for k in range(1, 5)]
    view = SPEC.view(game(), None).spaces[space]
    assert view.rents_competitor == competitor
    assert view.rents_monopolist == monopolist
    assert view.mortgage_value == price // 2
    assert view.redeem_cost == -(-price * 55 // 100)  # half + 10%, rounded up
    assert view.house_price == house and view.building_sale == house // 2


def test_the_printed_examples():
    view = SPEC.view(game(), None)
    assert view.spaces[1].rents_competitor == [6, 11, 16, 21, 26, 31]
    assert view.spaces[1].rents_monopolist == [6, 12, 22, 32, 42, 52]
    assert view.spaces[37].rents_competitor == [35, 55, 75, 95, 115, 135]
    assert view.spaces[37].rents_monopolist == [35, 70, 110, 150, 190, 230]
    # mortgage 30 -> 33, 100 -> 110, 75 -> 83
    assert (view.spaces[1].redeem_cost, view.spaces[5].redeem_cost, view.spaces[12].redeem_cost) == (33, 110, 83)
    assert view.spaces[5].rents_competitor == [20] and view.spaces[5].rents_monopolist == [40, 80, 160, 320]
    assert view.spaces[12].rents_competitor == [4] and view.spaces[12].rents_monopolist == [4, 10]


COMPETITOR_DECK = Counter({("receive", 25): 2, ("receive", 50): 3, ("receive", 75): 2,
                           ("receive_from_each_monopolist", 25): 1, ("nothing", 0): 2,
                           ("move_to", 12): 1, ("move_to", 3): 1, ("move_to", 29): 1, ("move_to", 5): 1,
                           ("move_to", 0): 2, ("go_to_prison", 0): 2, ("roll_for_bonus", 10): 1,
                           ("pay", 25): 2, ("pay", 50): 2, ("pay", 75): 2})
MONOPOLIST_DECK = Counter({("nothing", 0): 2, ("move_to", 12): 1, ("move_to", 3): 1, ("move_to", 29): 1,
                           ("move_to", 5): 1, ("move_to", 0): 2, ("go_to_prison", 0): 2,
                           ("roll_for_bonus", 8): 1, ("receive_from_each_competitor", 25): 1,
                           ("receive", 25): 1, ("each_monopolist_receives", 25): 1, ("receive", 50): 3,
                           ("receive", 75): 2, ("pay", 25): 2, ("pay", 50): 2, ("pay", 75): 2})


def _key(card):
    if card.effect == "move_to":
        return card.effect, card.target
    if card.effect == "roll_for_bonus":
        assert card.amount == 75
        return card.effect, card.threshold
    return card.effect, card.amount


@pytest.mark.parametrize("role, expected", [(C, COMPETITOR_DECK), (M, MONOPOLIST_DECK)])
def test_the_card_decks(role, expected):
    deck = data.DECKS[role]
    assert len(deck) == 25
    assert Counter(_key(card) for card in deck) == expected
