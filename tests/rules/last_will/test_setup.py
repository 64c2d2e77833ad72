"""The set-up: the booklet's first game, the Will cards, and the override that fixes every deck
order, the market tokens and the Will card."""

import pytest

from boardgames_desktop.rules import InvalidSetup
from boardgames_desktop.rules.last_will.data import CARD, DECK_CARDS

from .helpers import spec


def whole(deck: str) -> list[str]:
    return list(reversed(DECK_CARDS[deck]))


def test_first_game_70_each_3_helpers_and_3_properties_then_keep_2():
    state = spec().new_game(4, 3)
    assert [p.money for p in state.players] == [70] * 4
    for p in state.players:
        assert sorted(CARD[c].deck for c in p.hand) == ["helpers"] * 3 + ["properties"] * 3
    assert state.phase == "keep" and state.to_act == [0, 1, 2, 3]
    assert [CARD[c].crowns for c in state.decks["specials"]] == sorted(CARD[c].crowns for c in state.decks["specials"])
    # the offer is laid before the keep: round 1, four players: 2 properties, 2 helpers, 3 specials, 1 Happy Day
    assert [CARD[state.offer[s]].deck for s in "12345678"] == ["properties"] * 2 + ["helpers"] * 2 + [
        "specials"] * 3 + ["happy_days"]
    assert all(CARD[state.offer[s]].crowns == 1 for s in "567")


def test_three_and_five_players_lay_the_extra_offer_board():
    assert set(spec().new_game(3, 1).offer) == set("ABCDEFGH")
    assert set(spec().new_game(5, 1).offer) == set("123456789")
    assert set(spec().new_game(2, 1).offer) == set("ABCDEFG")


def test_will_cards_draw_the_starting_money():
    monies = {spec().new_game(3, seed, {"will_cards": True}).players[0].money for seed in range(40)}
    assert monies <= {70, 80, 90, 100, 110, 120, 130} and len(monies) > 3
    state = spec().new_game(3, 1, {"will_cards": True}, {"will": 120})
    assert [p.money for p in state.players] == [120] * 3 and state.starting_money == 120


def test_the_override_fixes_every_deck_the_market_and_the_start():
    setup = {"decks": {deck: whole(deck) for deck in ("experiences", "helpers", "properties", "companions",
                                                        "specials")},
             "market": [3, 1, -2, -3], "will": 90, "start_player": 1}
    a, b = spec().new_game(3, 1, None, setup), spec().new_game(3, 999, None, setup)
    assert a.decks == b.decks and a.players == b.players and a.offer == b.offer
    assert a.market == [3, 1, -2, -3] and a.start_player == 1 and a.players[0].money == 90
    # the hands are drawn first, seat by seat, then the offer from the tops (specials given in full
    # keep the order given)
    assert set(whole("properties")[:3]) <= set(a.players[0].hand)
    assert a.offer["D"] == whole("properties")[9] and a.offer["A"] == whole("specials")[0]


@pytest.mark.parametrize("setup", [
    {"market": [3, 3, -2, -3]}, {"will": 75}, {"start_player": 3}, {"decks": {"jokers": []}},
    {"decks": {"experiences": ["H01"]}}, {"hands": [["E01"], ["E01"]]}, {"hands": [["E01"]]},
    {"money": [10]}, {"hands": [["E01"], ["X99"]]}, {"decks": {"experiences": ["E01"] * 100_000}},
    {"money": [2**63, 70]}, {"hands": [[]] * 1000}, {"start_player": True},
])
def test_a_bad_override_is_refused(setup):
    with pytest.raises(InvalidSetup) as refused:
        spec().new_game(2, 1, None, setup)
    assert refused.value.code == "bad_setup"


def test_a_happy_day_dealt_into_a_hand_is_not_also_beside_the_board():
    state = spec().new_game(3, 1, None, {"hands": [["D01"], [], []]})
    assert "D01" not in state.beside and state.offer["G"] == "D02"


def test_a_pinned_deal():
    # Seed 1, three players: the deal every version must reproduce (old saves replay from it).
    state = spec().new_game(3, 1)
    assert state.players[0].hand == ["H03", "H25", "H32", "P07", "P18", "P20"]
    assert state.offer == {"A": "S02", "B": "S06", "C": "S03", "D": "P12", "E": "H11", "F": "H34", "G": "D01",
                           "H": "P24"}
    assert state.market == [-3, 3, 1, -2] and state.start_player == 2
